/// A progress indicator: indeterminate (a spinner by default) or showing how much of a task is done
/// (a bar by default), drawn by the progress view style in its environment.
public nonisolated struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    let fractionCompleted: Double?
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let configuration: ProgressViewStyleConfiguration?

    init(fraction: Double?, label: Label, currentValueLabel: CurrentValueLabel) {
        self.fractionCompleted = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.configuration = nil
    }

    /// Determinate progress with a label and a label for the current value.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: ProgressViewStyleConfiguration.fraction(value, total), label: label(),
                  currentValueLabel: currentValueLabel())
    }

    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        let configuration = self.configuration ?? ProgressViewStyleConfiguration(
            fractionCompleted: fractionCompleted,
            label: Label.self == EmptyView.self ? nil : .init(label),
            currentValueLabel: CurrentValueLabel.self == EmptyView.self ? nil : .init(currentValueLabel))
        let fallback = ErasedStyle<ProgressViewStyleConfiguration>(DefaultProgressViewStyle()) { $0.makeBody(configuration: $1) }
        let node = try context.resolveStyled(configuration, fallback: fallback)
        // A progress view made from a style's configuration is part of the outer one's element.
        if self.configuration != nil { return [node] }
        var name = ""
        if let label = configuration.label { name = try label.resolveNode(in: context).textContent }
        let value = configuration.fractionCompleted.map { "\(Int(($0 * 100).rounded())) %" }
        let element = AccessibilityElement(role: .progressIndicator, label: name, value: value, isEnabled: context.environment.isEnabled,
                                           traits: .updatesFrequently)
        return [.accessibility(.element(element), node)]
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view.
    public init() { self.init(fraction: nil, label: EmptyView(), currentValueLabel: EmptyView()) }

    /// Progress of `value` out of `total` (clamped to 0…1); indeterminate when `value` is nil.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: ProgressViewStyleConfiguration.fraction(value, total), label: EmptyView(), currentValueLabel: EmptyView())
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate progress view with a label.
    public init(@ViewBuilder label: () -> Label) { self.init(fraction: nil, label: label(), currentValueLabel: EmptyView()) }

    /// Determinate progress with a label; indeterminate when `value` is nil.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: ProgressViewStyleConfiguration.fraction(value, total), label: label(), currentValueLabel: EmptyView())
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view with a text label.
    public init(_ titleKey: LocalizedStringKey) { self.init(label: { Text(titleKey) }) }

    /// An indeterminate progress view with a string label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.init(label: { Text(title) }) }

    /// Determinate progress with a text label.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { Text(titleKey) })
    }

    /// A progress view with a string label, done `value` of `total`; nil value is indeterminate.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { Text(title) })
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label,
                             CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// The progress view a style is styling, drawn by the next progress view style out.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.fractionCompleted = configuration.fractionCompleted
        self.label = configuration.label ?? .init(EmptyView())
        self.currentValueLabel = configuration.currentValueLabel ?? .init(EmptyView())
        self.configuration = configuration
    }
}
