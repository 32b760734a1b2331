import Foundation

/// A rectangle aligned in the frame of the view that contains it.
public nonisolated struct Rectangle: InsettableShape, GeometricShape {
    /// A rectangle that fills its frame.
    public init() {}
    /// The rectangle of `rect`.
    public func path(in rect: CGRect) -> Path { Path(rect) }
    /// The rectangle inset on every side by `amount`.
    public func inset(by amount: CGFloat) -> InsetRectangle { InsetRectangle(amount: amount) }
    package func geometry(in rect: CGRect) -> ShapeGeometry { .rectangle(rect) }

    /// A rectangle inset from its frame (`Rectangle().inset(by: 2)`).
    public nonisolated struct InsetRectangle: InsettableShape, GeometricShape {
        let amount: CGFloat
        /// The inset rectangle of `rect`.
        public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: amount, dy: amount)) }
        /// Inset further by `more`.
        public func inset(by more: CGFloat) -> InsetRectangle { InsetRectangle(amount: amount + more) }
        package func geometry(in rect: CGRect) -> ShapeGeometry { .rectangle(rect.insetBy(dx: amount, dy: amount)) }
    }
}

/// A rectangle with rounded corners. The corner style defaults to `.continuous`, as Apple's current SDK
/// declares it (reference §4.1 [G5]).
public nonisolated struct RoundedRectangle: InsettableShape, GeometricShape {
    /// The size of the corners' rounding.
    public var cornerSize: CGSize
    /// Circular or continuous (squircle-like) corners.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    /// A rounded rectangle: `RoundedRectangle(cornerRadius: 12)`; corners are continuous unless you ask for `.circular`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    /// A rounded rectangle with elliptical corners.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// The rounded rectangle of `rect`.
    public func path(in rect: CGRect) -> Path {
        guard case .roundedRectangle(let r, let size, let style) = geometry(in: rect) else { return Path() }
        return Path(roundedRect: r, cornerSize: size, style: style)
    }

    /// The rounded rectangle inset by `amount`, its corner radius reduced to match.
    public func inset(by amount: CGFloat) -> RoundedRectangle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }

    package func geometry(in rect: CGRect) -> ShapeGeometry {
        let inner = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let size = CGSize(width: max(0, cornerSize.width - insetAmount), height: max(0, cornerSize.height - insetAmount))
        return .roundedRectangle(inner, cornerSize: size, style: style)
    }
}

/// A rectangle whose corner radius is half its shorter side.
public nonisolated struct Capsule: InsettableShape, GeometricShape {
    /// Circular or continuous ends.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0
    /// A capsule: fully rounded ends along its shorter side.
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    /// The capsule of `rect`.
    public func path(in rect: CGRect) -> Path {
        guard case .roundedRectangle(let r, let size, let style) = geometry(in: rect) else { return Path() }
        return Path(roundedRect: r, cornerSize: size, style: style)
    }
    /// The capsule inset by `amount`.
    public func inset(by amount: CGFloat) -> Capsule {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
    package func geometry(in rect: CGRect) -> ShapeGeometry {
        let inner = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let radius = min(inner.width, inner.height) / 2
        // With r = half the short side a fitting continuous corner (1.528665·r of each edge) cannot fit:
        // continuous capsules get the compressed corner (docs/continuous-corners.md), circular ones semicircles.
        return .roundedRectangle(inner, cornerSize: CGSize(width: radius, height: radius), style: style)
    }
}

/// A circle centred in the frame, with the diameter of its shorter side.
public nonisolated struct Circle: InsettableShape, GeometricShape {
    var insetAmount: CGFloat = 0
    /// A circle as large as fits its frame, centred.
    public init() {}
    /// The circle in `rect`.
    public func path(in rect: CGRect) -> Path {
        guard case .ellipse(let r) = geometry(in: rect) else { return Path() }
        return Path(ellipseIn: r)
    }
    /// The circle inset by `amount`.
    public func inset(by amount: CGFloat) -> Circle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
    package func geometry(in rect: CGRect) -> ShapeGeometry {
        let side = min(rect.width, rect.height) - 2 * insetAmount
        return .ellipse(CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: max(0, side), height: max(0, side)))
    }
}

/// An ellipse filling the frame.
public nonisolated struct Ellipse: InsettableShape, GeometricShape {
    var insetAmount: CGFloat = 0
    /// An ellipse that fills its frame.
    public init() {}
    /// The ellipse in `rect`.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    /// The ellipse inset by `amount`.
    public func inset(by amount: CGFloat) -> Ellipse {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
    package func geometry(in rect: CGRect) -> ShapeGeometry { .ellipse(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
}

nonisolated extension Path: Shape, GeometricShape {
    /// A path is a shape of itself, whatever the frame.
    public func path(in rect: CGRect) -> Path { self }
    package func geometry(in rect: CGRect) -> ShapeGeometry { .path(self) }
}

/// A type-erased shape.
public nonisolated struct AnyShape: Shape, GeometricShape {
    private let makePath: @Sendable (CGRect) -> Path
    private let makeGeometry: @Sendable (CGRect) -> ShapeGeometry
    package let typeName: String
    /// Set when the erased shape takes its form from the environment (`ContainerRelativeShape`).
    private let dependent: (any EnvironmentDependentShape)?

    /// Wraps any shape, hiding its type: `AnyShape(isRound ? AnyShape(Circle()) : AnyShape(Rectangle()))`.
    public init<S: Shape>(_ shape: S) {
        makePath = { shape.path(in: $0) }
        makeGeometry = { shape.geometry(in: $0) }
        typeName = (shape as? AnyShape)?.typeName ?? "\(S.self)"
        dependent = (shape as? any EnvironmentDependentShape) ?? (shape as? AnyShape)?.dependent
    }

    /// The shape as drawn at a position with `environment`: an environment-dependent shape becomes the
    /// concrete shape it stands for there; any other shape is itself.
    package func resolved(in environment: EnvironmentValues) -> AnyShape {
        dependent?.resolvedShape(in: environment) ?? self
    }
    /// The wrapped shape's path.
    public func path(in rect: CGRect) -> Path { makePath(rect) }
    package func geometry(in rect: CGRect) -> ShapeGeometry { makeGeometry(rect) }
}

nonisolated extension Shape where Self == Rectangle {
    /// A rectangle: `.clipShape(.rect)`.
    public static var rect: Rectangle { Rectangle() }
}
nonisolated extension Shape where Self == Capsule {
    /// A capsule: `.background(.blue, in: .capsule)`.
    public static var capsule: Capsule { Capsule() }
}
nonisolated extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}
nonisolated extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}
nonisolated extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle: `.clipShape(.rect(cornerRadius: 8))`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}
