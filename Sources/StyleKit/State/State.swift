/// View-owned state. A static render shows the initial value; writes made by actions are kept for the
/// lifetime of the view value but never trigger re-rendering.
@propertyWrapper
public struct State<Value> {
    private final class Storage {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
    private let storage: Storage

    /// `@State var isOn = false`: the initial value; a render never changes it.
    public init(wrappedValue value: Value) { storage = Storage(value) }
    /// The same, older spelling.
    public init(initialValue value: Value) { storage = Storage(value) }

    /// The current value.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// A binding to the value: `$isOn`.
    public var projectedValue: Binding<Value> {
        let storage = self.storage
        return Binding(get: { storage.value }, set: { storage.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// `@State var selection: Item?` starting at nil.
    public init() { self.init(wrappedValue: nil) }
}

/// State that a gesture updates while it is in progress and that resets when it ends.
///
/// When the gallery forces a "pressed" variant, gestures with `updating(_:body:)` are driven as if in
/// progress: the update closure runs with the gesture's in-progress value and the view is evaluated again.
@propertyWrapper
public struct GestureState<Value> {
    final class Storage {
        var value: Value
        let initial: Value
        var isActive = false
        init(_ value: Value) { self.value = value; initial = value }
    }
    let storage: Storage

    /// `@GestureState var isPressing = false`: the value when no gesture is in progress.
    public init(wrappedValue: Value) { storage = Storage(wrappedValue) }
    /// The same, older spelling.
    public init(initialValue: Value) { storage = Storage(initialValue) }

    /// The current value; for a pressed variant, the value the gesture's updating closure sets.
    public var wrappedValue: Value { storage.value }
    /// The gesture state itself, for `.updating($isPressing)`.
    public var projectedValue: GestureState<Value> { self }

    /// Sets the in-progress value; returns true the first time (the state became active).
    func activate(_ update: (inout Value) -> Void) -> Bool {
        var value = storage.value
        update(&value)
        storage.value = value
        defer { storage.isActive = true }
        return !storage.isActive
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// `@GestureState var offset: CGSize?` starting at nil.
    public init() { self.init(wrappedValue: nil) }
}
