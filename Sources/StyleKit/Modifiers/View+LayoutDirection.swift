import Foundation

/// Whether a view mirrors its content in a layout direction (`layoutDirectionBehavior(_:)`).
public enum LayoutDirectionBehavior: Hashable, Sendable {
    /// Never mirrored.
    case fixed
    /// Mirrored when the layout direction is this one.
    case mirrors(in: LayoutDirection)
    /// Mirrored right to left: `.mirrors(in: .rightToLeft)`.
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }
}

nonisolated extension View {
    /// Mirrors this view's content horizontally when the layout direction is right to left; left to right
    /// it changes nothing. Without it, a right-to-left layout moves views but never flips what they draw
    /// (an image, a shape's path, text), as in SwiftUI (docs/right-to-left.md).
    ///
    /// ```swift
    /// Image("arrow").flipsForRightToLeftLayoutDirection(true)
    /// ```
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        layoutDirectionBehavior(enabled ? .mirrors : .fixed)
    }

    /// Mirrors this view's content horizontally, about its centre, in the layout direction `behavior` names
    /// (`.mirrors(in: .leftToRight)` for art drawn for right to left); `.fixed` changes nothing.
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
        wrapped { node, _ in
            guard case .mirrors(let direction) = behavior else { return node }
            return .effect(.mirrors(in: direction), node)
        }
    }
}
