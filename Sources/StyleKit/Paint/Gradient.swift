import Foundation

/// An ordered list of colors with locations.
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }
    public var stops: [Stop]
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
public struct LinearGradient: ShapeStyle, View, PrimitiveView, Hashable {
    public typealias Body = Never
    public var gradient: Gradient
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient; self.startPoint = startPoint; self.endPoint = endPoint
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
    public func _paint(in environment: EnvironmentValues) -> Paint {
        .linearGradient(stops: gradient.resolve(in: environment), start: startPoint, end: endPoint)
    }
    package func resolveNodes(in context: ResolveContext) -> [ResolvedNode] { [.paint(_paint(in: context.environment))] }
}

/// A radial gradient around a unit point, radii in points.
public struct RadialGradient: ShapeStyle, View, PrimitiveView, Hashable {
    public typealias Body = Never
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadius: CGFloat
    public var endRadius: CGFloat
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient; self.center = center; self.startRadius = startRadius; self.endRadius = endRadius
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public func _paint(in environment: EnvironmentValues) -> Paint {
        .radialGradient(stops: gradient.resolve(in: environment), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    package func resolveNodes(in context: ResolveContext) -> [ResolvedNode] { [.paint(_paint(in: context.environment))] }
}

/// A conic gradient around a unit point.
public struct AngularGradient: ShapeStyle, View, PrimitiveView, Hashable {
    public typealias Body = Never
    public var gradient: Gradient
    public var center: UnitPoint
    public var startAngle: Angle
    public var endAngle: Angle
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.gradient = gradient; self.center = center; self.startAngle = startAngle; self.endAngle = endAngle
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    public func _paint(in environment: EnvironmentValues) -> Paint {
        .angularGradient(stops: gradient.resolve(in: environment), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    package func resolveNodes(in context: ResolveContext) -> [ResolvedNode] { [.paint(_paint(in: context.environment))] }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}
