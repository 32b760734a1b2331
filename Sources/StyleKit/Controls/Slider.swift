import Foundation

/// A slider drawn at its value as iOS draws it: a 4 pt capsule track as wide as offered, the part before
/// the thumb in the tint and the rest in `systemFill`, and a 28 pt white thumb with a soft shadow.
/// Announced as an adjustable element whose value is the percentage. Geometry: docs/reference/controls.md ("Slider").
public nonisolated struct Slider<Label: View>: View, PrimitiveView {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    let fraction: Double
    let label: Label

    init(value: Double, bounds: ClosedRange<Double>, label: Label) {
        let span = bounds.upperBound - bounds.lowerBound
        fraction = span > 0 ? min(max((value - bounds.lowerBound) / span, 0), 1) : 0
        self.label = label
    }

    static var thumb: CGFloat { 28 }
    static var track: CGFloat { 4 }

    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        let fraction = self.fraction
        let drawing = GeometryReader { proxy in
            let travel = max(proxy.size.width - Slider.thumb, 0)
            ZStack(alignment: .leading) {
                Capsule().fill(Color(system: .systemFill)).frame(height: Slider.track)
                Capsule().fill(.tint).frame(width: travel * fraction + Slider.thumb / 2, height: Slider.track)
                Circle().fill(Color.white)
                    .shadow(color: Color.black.opacity(0.12), radius: 0.5, y: 0.5)
                    .shadow(color: Color.black.opacity(0.12), radius: 6.5, y: 6)
                    .frame(width: Slider.thumb, height: Slider.thumb)
                    .offset(x: travel * fraction)
            }
            .frame(height: Slider.thumb)
        }
        .frame(height: Slider.thumb)
        let node = try drawing.resolveNode(in: context)
        let name = try label.resolveNode(in: context).textContent
        let element = AccessibilityElement(role: .adjustable, label: name, value: "\(Int((fraction * 100).rounded()))%",
                                           isEnabled: context.environment.isEnabled, traits: .isAdjustable)
        return [.accessibility(.element(element), node)]
    }
}

extension Slider where Label == EmptyView {
    /// A slider over `bounds` in steps of `step`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: Double(value.wrappedValue), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), label: EmptyView())
    }
    /// A slider over `bounds`, continuous.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: Double(value.wrappedValue), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), label: EmptyView())
    }
}

extension Slider {
    /// A slider with a label, over `bounds`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: Double(value.wrappedValue), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), label: label())
    }
    /// A slider with a label, over `bounds` in steps of `step`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> some View, @ViewBuilder maximumValueLabel: () -> some View,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: Double(value.wrappedValue), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), label: label())
    }
}
