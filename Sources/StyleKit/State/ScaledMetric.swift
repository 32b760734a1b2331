import Foundation

/// A number that scales with Dynamic Type as a text style does: at the environment's `dynamicTypeSize`
/// it is the declared value times that text style's size there over its size at Large (the HIG table,
/// docs/reference/dynamic-type.md). `@ScaledMetric var padding = 8.0` is 8 at Large and 8 × 19/17 at xLarge.
///
/// Like `@Environment`, it reads the environment of the view whose `body` (or style's `makeBody`) is
/// being evaluated.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: Sendable where Value: Sendable {
    private let base: Value
    private let textStyle: Font.TextStyle

    /// A value that scales with Dynamic Type like `textStyle`: `@ScaledMetric(relativeTo: .body) var padding = 8`.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        self.base = wrappedValue
        self.textStyle = textStyle
    }

    /// A value that scales with the body text style.
    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }

    /// The value scaled for the environment's Dynamic Type size.
    public var wrappedValue: Value {
        base * Value(DynamicTypeTable.scale(textStyle, at: EnvironmentValues.current.dynamicTypeSize))
    }
}
