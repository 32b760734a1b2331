import Foundation

extension View {
    /// Mirrors this view's content horizontally when the layout direction is right to left; left to right
    /// it changes nothing. Without it, a right-to-left layout moves views but never flips what they draw
    /// (an image, a shape's path, text), as in SwiftUI (docs/right-to-left.md).
    ///
    /// ```swift
    /// Image("arrow").flipsForRightToLeftLayoutDirection(true)
    /// ```
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        wrapped { node, _ in enabled ? .effect(.flipsForRightToLeft, node) : node }
    }
}
