/// A key for a value in `EnvironmentValues`, with the value used where nothing sets it.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}
