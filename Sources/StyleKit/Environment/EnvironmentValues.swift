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
    /// Names of the keys that were set, in order, for dumps.
    private var written: [ObjectIdentifier: String] = [:]

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)].map { $0 as! K.Value } ?? K.defaultValue }
        set {
            storage[ObjectIdentifier(key)] = newValue
            written[ObjectIdentifier(key)] = "\(K.self)"
        }
    }

    /// The environment of the view whose `body` is being evaluated.
    @TaskLocal package static var current = EnvironmentValues()

    public var description: String {
        "EnvironmentValues(\(written.values.sorted().joined(separator: ", ")))"
    }
}

/// Reads a value from the environment of the view or style that declares it.
@propertyWrapper
public struct Environment<Value>: @unchecked Sendable {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    /// The value at the position of the view being evaluated. Outside of `body`/`makeBody` this is the
    /// default value, as SwiftUI's is before a view is installed.
    public var wrappedValue: Value { EnvironmentValues.current[keyPath: keyPath] }
}
