/// The values that cascade down a view tree: set high, read below, overridden by inner settings.
///
/// A value type; modifiers copy it and change the copy for their subtree. There is no global instance:
/// resolution passes it down the tree and publishes it to `@Environment` only while a view's `body` (or a
/// style's `makeBody`) runs, through a task-local value.
///
/// `@unchecked Sendable`: storage holds values of user key types that need not be `Sendable`. They are only
/// read by the resolution that owns this copy (one task renders one variant), never shared across tasks.
public struct EnvironmentValues: @unchecked Sendable, CustomStringConvertible {
    private var storage: [ObjectIdentifier: Any] = [:]
    /// The key types that were set, for dumps and ``keysWritten(by:)`` (named only there: spelling a type's name
    /// on every set was most of the cost of setting a value).
    private var written: [ObjectIdentifier: Any.Type] = [:]
    /// When set, every key looked up is noted (the gallery's token probe: which components read a value).
    /// Shared by every copy made below the point it was set.
    private var reads: EnvironmentReads?

    /// The defaults of every value: light, standard contrast, regular control size, iOS, …
    public init() {}

    /// The value of a custom key, for computed properties in an extension:
    ///
    /// ```swift
    /// extension EnvironmentValues {
    ///     var brand: Brand { get { self[BrandKey.self] } set { self[BrandKey.self] = newValue } }
    /// }
    /// ```
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            let id = ObjectIdentifier(key)
            reads?.note(id)
            return storage[id].map { $0 as! K.Value } ?? K.defaultValue
        }
        set {
            let id = ObjectIdentifier(key)
            if storage.isEmpty {
                // A theme sets about ten values, a modifier one or two: room for them at once rather than growing
                // the tables one size at a time.
                storage.reserveCapacity(12)
                written.reserveCapacity(12)
            }
            storage[id] = newValue
            written[id] = K.self
        }
    }

    /// Notes every key this environment and its copies look up in `recorder` from now on.
    package mutating func recordReads(in recorder: EnvironmentReads) { reads = recorder }

    /// The keys `change` sets on an environment, with their type names (`ThemeEnvironmentKey`): what a
    /// theme's value or a compiled configuration expression writes.
    package static func keysWritten(by change: (inout EnvironmentValues) -> Void) -> [ObjectIdentifier: String] {
        var environment = EnvironmentValues()
        change(&environment)
        return environment.written.mapValues { "\($0)" }
    }

    /// The environment of the view whose `body` is being evaluated.
    @TaskLocal package static var current = EnvironmentValues()

    public var description: String {
        "EnvironmentValues(\(written.values.map { "\($0)" }.sorted().joined(separator: ", ")))"
    }
}

/// Reads a value from the environment of the view or style that declares it: a key path into
/// `EnvironmentValues`, or (`@Environment(Theme.self)`) an `@Observable` object put there by type.
@propertyWrapper
public struct Environment<Value>: @unchecked Sendable, EnvironmentRequirement {
    private let read: (EnvironmentValues) -> Value
    /// For objects looked up by type: the name of the type when the environment lacks it.
    private let requirement: ((EnvironmentValues) -> String?)?

    /// Reads the value at `keyPath` in the environment of the view whose `body` is running: `@Environment(\.colorScheme) var scheme`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
        requirement = nil
    }

    init(object type: Value.Type) where Value: AnyObject {
        read = { environment in
            guard let object = environment.object(of: type) else {
                // Resolution checks requirements before a body runs; only a read outside a body gets here.
                fatalError("No environment object of type \(type): it is only available while a body is evaluated")
            }
            return object
        }
        requirement = { $0.object(of: type) == nil ? "\(type)" : nil }
    }

    init<T: AnyObject>(optionalObject type: T.Type) where Value == T? {
        read = { $0.object(of: type) }
        requirement = nil
    }

    /// The value at the position of the view being evaluated. Outside of `body`/`makeBody` this is the
    /// default value, as SwiftUI's is before a view is installed.
    public var wrappedValue: Value { read(EnvironmentValues.current) }

    package func missingType(in environment: EnvironmentValues) -> String? { requirement?(environment) }
}
