import Foundation

/// A shape that takes the form of the container it is in: the shape the nearest `.containerShape(_:)`
/// above sets (a group box sets its rounded rectangle), else a rectangle.
///
/// SwiftUI also makes the corners concentric with the container's (radius reduced by the distance to the
/// container's edge); StyleKit resolves the shape before layout knows that distance, so an inner shape has
/// the container's own corner radius.
public nonisolated struct ContainerRelativeShape: InsettableShape, EnvironmentDependentShape {
    var insetAmount: CGFloat = 0
    /// The shape of the nearest container.
    public init() {}

    /// Outside a view tree there is no container: a rectangle.
    public func path(in rect: CGRect) -> Path { Rectangle().inset(by: insetAmount).path(in: rect) }

    /// The shape inset by `amount`.
    public func inset(by amount: CGFloat) -> ContainerRelativeShape {
        var copy = self
        copy.insetAmount += amount
        return copy
    }

    package func resolvedShape(in environment: EnvironmentValues) -> AnyShape {
        environment.containerShape?.shape(insetBy: insetAmount) ?? AnyShape(Rectangle().inset(by: insetAmount))
    }
}

nonisolated extension Shape where Self == ContainerRelativeShape {
    /// The shape of the nearest container: `.clipShape(.containerRelative)`.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

/// A shape whose form depends on where it is drawn; resolution replaces it by the concrete shape.
package protocol EnvironmentDependentShape: Sendable {
    func resolvedShape(in environment: EnvironmentValues) -> AnyShape
}

/// The shape `.containerShape(_:)` set, insettable so that `strokeBorder` keeps working on it.
package struct ContainerShape: Sendable {
    private let make: @Sendable (CGFloat) -> AnyShape
    package init<S: InsettableShape>(_ shape: S) { make = { AnyShape(shape.inset(by: $0)) } }
    package func shape(insetBy amount: CGFloat) -> AnyShape { make(amount) }
}

private struct ContainerShapeKey: EnvironmentKey { static let defaultValue: ContainerShape? = nil }

extension EnvironmentValues {
    /// The container shape `ContainerRelativeShape` takes below `.containerShape(_:)`.
    package var containerShape: ContainerShape? {
        get { self[ContainerShapeKey.self] }
        set { self[ContainerShapeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the shape `ContainerRelativeShape` takes inside this view.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        transformingEnvironment { $0.containerShape = ContainerShape(shape) }
    }
}
