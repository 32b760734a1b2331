/// A style that draws a progress view.
@MainActor @preconcurrency public protocol ProgressViewStyle {
    /// The type of view `makeBody(configuration:)` returns.
    associatedtype Body: View
    /// What the style gets: the fraction completed (nil when indeterminate) and the labels.
    typealias Configuration = ProgressViewStyleConfiguration
    /// The progress view's look for one configuration.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a `ProgressViewStyle` receives.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label view.
    public typealias Label = _StyleConfigurationContent
    /// The view that shows the current value.
    public typealias CurrentValueLabel = _StyleConfigurationContent
    /// How much is done, 0…1; nil for indeterminate progress.
    public let fractionCompleted: Double?
    /// The label, when the progress view has one.
    public var label: Label?
    /// The label of the current value, when the progress view has one.
    public var currentValueLabel: CurrentValueLabel?

    /// `value / total` clamped to 0…1 (0 when `total` is not positive); nil when `value` is nil.
    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value else { return nil }
        guard total > 0 else { return 0 }
        return min(max(Double(value) / Double(total), 0), 1)
    }
}

nonisolated extension View {
    /// Sets the style of progress views in this subtree.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        pushingStyle(ErasedStyle(style) { $0.makeBody(configuration: $1) })
    }
}
