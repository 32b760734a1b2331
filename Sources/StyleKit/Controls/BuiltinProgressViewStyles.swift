import Foundation

/// `.automatic`: a spinner for indeterminate progress, a bar for determinate progress, as on iOS.
public nonisolated struct DefaultProgressViewStyle: ProgressViewStyle, Sendable {
    /// The automatic style (`.progressViewStyle(.automatic)`).
    public init() {}
    /// A spinner when the progress is indeterminate, a bar when it has a value.
    @ViewBuilder public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

/// `.linear`: the label, a 4 pt capsule track as wide as offered with the completed part in the tint,
/// then the current-value label in the secondary style (docs/reference/controls.md).
public nonisolated struct LinearProgressViewStyle: ProgressViewStyle, Sendable {
    let tint: Color?
    /// The linear style in the environment's tint (`.progressViewStyle(.linear)`).
    public init() { tint = nil }
    /// The style with its own tint instead of the environment's (the older API).
    public init(tint: Color) { self.tint = tint }

    /// The label, the bar, then the current-value label.
    public func makeBody(configuration: Configuration) -> some View {
        let fraction = configuration.fractionCompleted ?? 0
        let fill = tint.map(AnyShapeStyle.init) ?? AnyShapeStyle(TintShapeStyle())
        return VStack(alignment: .leading) {
            configuration.label
            Capsule()
                .fill(Color(system: .systemFill))
                .frame(height: ProgressMetrics.barHeight)
                .overlay(alignment: .leading) {
                    GeometryReader { proxy in
                        Capsule()
                            .fill(fill)
                            .frame(width: proxy.size.width * fraction)
                    }
                }
            configuration.currentValueLabel
                .foregroundStyle(.secondary)
        }
    }
}

/// `.circular`: indeterminate progress as the 8-spoke activity indicator, determinate progress as a ring
/// filled clockwise from the top in the tint; the label below in the secondary style.
public nonisolated struct CircularProgressViewStyle: ProgressViewStyle, Sendable {
    let tint: Color?
    /// The circular style in the environment's tint (`.progressViewStyle(.circular)`).
    public init() { tint = nil }
    /// The style with its own tint instead of the environment's (the older API).
    public init(tint: Color) { self.tint = tint }

    /// The spinner or the ring, with the label below.
    public func makeBody(configuration: Configuration) -> some View {
        VStack {
            indicator(configuration.fractionCompleted)
                .frame(width: ProgressMetrics.spinnerSize, height: ProgressMetrics.spinnerSize)
            configuration.label
                .foregroundStyle(.secondary)
        }
    }

    @ViewBuilder private func indicator(_ fraction: Double?) -> some View {
        if let fraction {
            ZStack {
                Circle().stroke(Color(system: .systemFill), lineWidth: ProgressMetrics.ringWidth)
                ProgressArc(fraction: fraction)
                    .stroke(tint.map(AnyShapeStyle.init) ?? AnyShapeStyle(TintShapeStyle()),
                            style: StrokeStyle(lineWidth: ProgressMetrics.ringWidth, lineCap: .round))
            }
            .padding(ProgressMetrics.ringWidth / 2)
        } else {
            let spokeStyle = tint.map(AnyShapeStyle.init) ?? AnyShapeStyle(SpinnerTint())
            ZStack {
                ForEach(0..<ProgressMetrics.spokeCount) { index in
                    SpinnerSpoke(index: index).fill(spokeStyle).opacity(ProgressMetrics.spokeOpacity(index))
                }
            }
        }
    }
}

nonisolated extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The automatic progress view style: `.progressViewStyle(.automatic)`.
    public static var automatic: DefaultProgressViewStyle { .init() }
}
nonisolated extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// The linear progress view style: `.progressViewStyle(.linear)`.
    public static var linear: LinearProgressViewStyle { .init() }
}
nonisolated extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The circular progress view style: `.progressViewStyle(.circular)`.
    public static var circular: CircularProgressViewStyle { .init() }
}

/// Sizes of the built-in progress views (choices, see docs/reference/controls.md).
enum ProgressMetrics {
    static let barHeight: CGFloat = 4
    /// UIActivityIndicatorView's medium style.
    static let spinnerSize: CGFloat = 20
    static let ringWidth: CGFloat = 3
    static let spokeCount = 8
    /// The leading spoke (at the top) is opaque; the others fade behind it, as in a still of the spinner.
    static func spokeOpacity(_ index: Int) -> Double { index == 0 ? 1 : 0.25 + 0.5 * Double(spokeCount - index) / Double(spokeCount) }
}

/// The spinner's color: the environment's `.tint` when set, else system gray.
struct SpinnerTint: ShapeStyle {
    func _paint(in environment: EnvironmentValues) -> Paint {
        environment.tint?._paint(in: environment) ?? Color.gray._paint(in: environment)
    }
}

/// One spoke of the activity indicator: a rounded bar from 45 % to 100 % of the radius, at 45° steps
/// clockwise from the top.
nonisolated struct SpinnerSpoke: Shape {
    let index: Int
    func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        let width = radius * 0.2
        let bar = CGRect(x: -width / 2, y: -radius, width: width, height: radius * 0.55)
        let angle = Double(index) * 2 * .pi / Double(ProgressMetrics.spokeCount)
        let placed = CGAffineTransform(rotationAngle: angle).concatenating(CGAffineTransform(translationX: rect.midX, y: rect.midY))
        return Path(roundedRect: bar, cornerSize: CGSize(width: width / 2, height: width / 2), style: .circular).applying(placed)
    }
}

/// The completed part of a progress ring: an arc from the top, clockwise, over `fraction` of the circle.
nonisolated struct ProgressArc: Shape {
    let fraction: Double
    func path(in rect: CGRect) -> Path {
        guard fraction > 0 else { return Path() }
        var path = Path()
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2,
                    startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * min(fraction, 0.9999)), clockwise: false)
        return path
    }
}
