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

    /// Content placed along the bottom or top edge, the view shortened by it (`.safeAreaInset(edge: .bottom)
    /// { toolbar }`): in a still render the inset content is stacked at that edge, `spacing` from the view,
    /// aligned by `alignment` (the view keeps its own size).
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return VStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .top { inset }
            self
            if edge == .bottom { inset }
        }
    }

    /// Content placed along the leading or trailing edge, the view narrowed by it.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return HStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .leading { inset }
            self
            if edge == .trailing { inset }
        }
    }

    /// Extra safe-area padding (iOS 17); a still render has no safe area to pad, so the view is padded.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(edges, length)
    }

    /// Extra safe-area padding by `insets`, drawn as padding.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        padding(insets)
    }

    /// A border of `width` drawn inside the view's frame, as SwiftUI's `.border(_:width:)`.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}
