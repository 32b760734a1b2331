import Foundation

/// A container of grouped controls laid out as rows, in the style of the target platform.
///
/// iOS: an inset grouped list — rows span the width (labels at the leading edge, controls pushed to the
/// trailing edge by their own spacers), 44 pt minimum row height, 20 pt horizontal row insets, separators
/// between rows, on the grouped background (values from UIKit's inset-grouped table defaults).
/// macOS: rows stacked on their leading alignment guide, so that a style's `alignmentGuide(.leading, …)`
/// lines the controls up in a column, as the first seed's macOS case describes.
public nonisolated struct Form<Content: View>: View, PrimitiveView {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    let content: Content
    /// A form of the rows `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        let rows = try content.resolveNodes(in: context)
        let env = context.environment
        switch env.targetPlatform {
        case .macOS:
            return [.padding(EdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20),
                             .stack(StackNode(axis: .vertical, alignment: .horizontal(.leading), spacing: 8, children: rows)))]
        case .iOS:
            let rowBackground = Paint.color(SystemColor.secondarySystemGroupedBackground.resolve(in: env))
            let separator = Paint.color(SystemColor.separator.resolve(in: env))
            var children: [ResolvedNode] = []
            for (index, row) in rows.enumerated() {
                if index > 0 { children.append(.padding(EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0), .divider(separator))) }
                let padded = ResolvedNode.padding(EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20), row)
                let framed = ResolvedNode.frame(
                    FrameSpec(minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: 44, idealHeight: nil,
                              maxHeight: nil, alignment: .leading, isFixed: false), padded)
                children.append(framed)
            }
            let group = ResolvedNode.stack(StackNode(axis: .vertical, alignment: .horizontal(.leading), spacing: 0, children: children))
            let card = ResolvedNode.effect(
                .clip(AnyShape(RoundedRectangle(cornerRadius: 10, style: .continuous)), FillStyle()),
                .layered(.background, alignment: .center, child: group, layer: .paint(rowBackground)))
            let page = ResolvedNode.padding(EdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20), card)
            let groupedBackground = Paint.color(SystemColor.systemGroupedBackground.resolve(in: env))
            return [.layered(.background, alignment: .center, child: page, layer: .paint(groupedBackground))]
        }
    }
}
