/// An observable object a view creates and owns, as SwiftUI's `@StateObject`. A render makes the view
/// once, so the object is made on first read and kept for the life of the view value.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    private final class Storage {
        let make: () -> ObjectType
        lazy var object: ObjectType = make()
        init(_ make: @escaping () -> ObjectType) { self.make = make }
    }
    private let storage: Storage

    /// `@StateObject var model = Model()`: the object is made on first read.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { storage = Storage(thunk) }

    /// The object.
    public var wrappedValue: ObjectType { storage.object }

    /// `$model.property` as a binding.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: storage.object) }
}

/// An observable object a view is given, as SwiftUI's `@ObservedObject`.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    /// The object.
    public var wrappedValue: ObjectType

    /// `@ObservedObject var model: Model`, given by the view's owner.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    /// The same, older spelling.
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

    /// `$model.property` as a binding.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to the properties of an observed object.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        /// A binding to a property of the object: `$model.isOn`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

/// An observable object read from the environment by its type, as SwiftUI's `@EnvironmentObject`:
/// `.environmentObject(theme)` above provides it. A view or style whose environment lacks it is not
/// evaluated: resolution fails with `StyleKitError.missingEnvironmentObject` naming the type.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: EnvironmentRequirement {
    /// `@EnvironmentObject var theme: Theme`.
    public init() {}

    /// The object in the environment of the view being evaluated.
    public var wrappedValue: ObjectType {
        guard let object = EnvironmentValues.current.object(of: ObjectType.self) else {
            // Resolution checks every requirement before it runs a body, so this is only reached when the
            // property is read outside of `body`/`makeBody` (SwiftUI traps there too).
            fatalError("No environment object of type \(ObjectType.self): it is only available while a body is evaluated")
        }
        return object
    }

    /// `$theme.property` as a binding.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }

    package func missingType(in environment: EnvironmentValues) -> String? {
        environment.object(of: ObjectType.self) == nil ? "\(ObjectType.self)" : nil
    }
}
