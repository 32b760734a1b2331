import Foundation

/// Safe areas: a style's render has none (canvases with a device add the insets as padding), so these
/// modifiers leave the layout as it is.
public struct SafeAreaRegions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The safe area of containers (bars, the home indicator).
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The area the keyboard covers.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Both regions.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

nonisolated extension View {
    /// Lets the view extend into safe areas; no effect here (the view is returned unchanged).
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> Self { self }
    /// Older spelling of `ignoresSafeArea(_:edges:)`; no effect here.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> Self { self }

    /// A border of `width` drawn inside the view's frame, as SwiftUI's `.border(_:width:)`.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}
