/// A key for a value in `EnvironmentValues`, with the value used where nothing sets it.
public protocol EnvironmentKey {
    /// The type of the value the key stores.
    associatedtype Value
    /// The value when no view above sets one.
    static var defaultValue: Value { get }
}
