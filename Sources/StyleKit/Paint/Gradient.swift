import Foundation

/// An ordered list of colors with locations.
public struct Gradient: Hashable, Sendable {
    /// A color at a position along the gradient.
    public struct Stop: Hashable, Sendable {
        /// The color at this stop.
        public var color: Color
        /// Where the stop is, 0 (start) to 1 (end).
        public var location: CGFloat
        /// A stop of `color` at `location`.
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }
    /// The stops, in order.
    public var stops: [Stop]
    /// A gradient of explicit stops: `Gradient(stops: [.init(color: .blue, location: 0), .init(color: .pink, location: 0.8)])`.
    public init(stops: [Stop]) { self.stops = stops }
    /// Colors spread evenly from 0 to 1, as SwiftUI does.
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { i, c in Stop(color: c, location: n > 1 ? CGFloat(i) / CGFloat(n - 1) : 0) }
    }

    package func resolve(in environment: EnvironmentValues) -> [ResolvedStop] {
        stops.map { ResolvedStop(color: $0.color.resolve(in: environment), location: $0.location) }
    }
}

/// A linear gradient between two unit points of the filled area (converted to absolute coordinates when laid out).
public nonisolated struct LinearGradient: ShapeStyle, View, PrimitiveView, Hashable {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    /// The colors and their positions.
    public var gradient: Gradient
    /// Where the gradient starts, as a fraction of the filled area.
    public var startPoint: UnitPoint
    /// Where the gradient ends, as a fraction of the filled area.
    public var endPoint: UnitPoint
    /// A linear gradient from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient; self.startPoint = startPoint; self.endPoint = endPoint
    }
    /// A linear gradient of evenly spaced colors: `LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient of explicit stops.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
    public func _paint(in environment: EnvironmentValues) -> Paint {
        .linearGradient(stops: gradient.resolve(in: environment), start: startPoint, end: endPoint)
    }
    package func resolveNodes(in context: ResolveContext) -> [ResolvedNode] { [.paint(_paint(in: context.environment))] }
}

/// A radial gradient around a unit point, radii in points.
public nonisolated struct RadialGradient: ShapeStyle, View, PrimitiveView, Hashable {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    /// The colors and their positions.
    public var gradient: Gradient
    /// The centre, as a fraction of the filled area.
    public var center: UnitPoint
    /// The radius, in points, where the first color is.
    public var startRadius: CGFloat
    /// The radius, in points, where the last color is.
    public var endRadius: CGFloat
    /// A radial gradient around `center` from `startRadius` to `endRadius`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient; self.center = center; self.startRadius = startRadius; self.endRadius = endRadius
    }
    /// A radial gradient of evenly spaced colors.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public func _paint(in environment: EnvironmentValues) -> Paint {
        .radialGradient(stops: gradient.resolve(in: environment), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    package func resolveNodes(in context: ResolveContext) -> [ResolvedNode] { [.paint(_paint(in: context.environment))] }
}

/// A conic gradient around a unit point.
public nonisolated struct AngularGradient: ShapeStyle, View, PrimitiveView, Hashable {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    /// The colors and their positions.
    public var gradient: Gradient
    /// The centre, as a fraction of the filled area.
    public var center: UnitPoint
    /// The angle of the first color (0 is the trailing side, clockwise).
    public var startAngle: Angle
    /// The angle of the last color.
    public var endAngle: Angle
    /// An angular (conic) gradient around `center` from `startAngle` to `endAngle`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.gradient = gradient; self.center = center; self.startAngle = startAngle; self.endAngle = endAngle
    }
    /// An angular gradient of evenly spaced colors: `AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center)`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full-turn angular gradient starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    public func _paint(in environment: EnvironmentValues) -> Paint {
        .angularGradient(stops: gradient.resolve(in: environment), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    package func resolveNodes(in context: ResolveContext) -> [ResolvedNode] { [.paint(_paint(in: context.environment))] }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient as a shape style: `.fill(.linearGradient(gradient, startPoint: .top, endPoint: .bottom))`.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient of colors as a shape style.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}
