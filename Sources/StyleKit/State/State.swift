/// View-owned state. A static render shows the initial value; writes made by actions are kept for the
/// lifetime of the view value but never trigger re-rendering.
@propertyWrapper
public struct State<Value> {
    private final class Storage {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
    private let storage: Storage

    public init(wrappedValue value: Value) { storage = Storage(value) }
    public init(initialValue value: Value) { storage = Storage(value) }

    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let storage = self.storage
        return Binding(get: { storage.value }, set: { storage.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
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

    public init(wrappedValue: Value) { storage = Storage(wrappedValue) }
    public init(initialValue: Value) { storage = Storage(initialValue) }

    public var wrappedValue: Value { storage.value }
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
    public init() { self.init(wrappedValue: nil) }
}
