import Foundation

/// How a `List` or a `Form` draws its rows and sections on iOS: the geometry of each list style.
///
/// The figures are the ones Flutter's Cupertino list section measured from SwiftUI's `Form` in the iOS 14.2
/// SDK and the iOS 14.4 simulator (docs/lists.md, with what is estimated): sections inset 20 pt with 10 pt
/// continuous corners, 44 pt minimum rows with 20 pt insets, headers 16 pt above and 6 pt above their rows,
/// 10 pt below each section, separators between rows from the row text's leading edge.
package enum GroupedRows {
    /// The list styles as they draw.
    package enum Look: Hashable, Sendable {
        /// Sections as rounded cards inset from the edges, on the grouped background (iOS's default).
        case insetGrouped
        /// Sections edge to edge on the grouped background.
        case grouped
        /// Rows edge to edge on the plain background, no cards.
        case plain
    }

    /// One section as the list draws it: header, rows, footer, and the context its header resolves in.
    struct Block {
        var header: ChildView?
        var footer: ChildView?
        var rows: [ChildView] = []
    }

    // The geometry (docs/lists.md).
    static let sectionInset: CGFloat = 20
    static let cornerRadius: CGFloat = 10
    static let rowInsets = EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
    static let minimumRowHeight: CGFloat = 44
    static let topWithoutHeader: CGFloat = 20  // also below the last section
    static let headerTop: CGFloat = 16
    static let headerBottom: CGFloat = 6
    static let sectionBottom: CGFloat = 10
    static let footerTop: CGFloat = 6

    /// The content's rows and sections, drawn as `look` draws them.
    package static func nodes(of children: [ChildView], look: Look, in context: ResolveContext) throws(StyleKitError) -> ResolvedNode {
        let env = context.environment
        let blocks = try self.blocks(of: children)
        var column: [ResolvedNode] = []
        for (index, block) in blocks.enumerated() {
            column += try nodes(of: block, look: look, isFirst: index == 0, isLast: index == blocks.count - 1, in: context)
        }
        let list = ResolvedNode.stack(StackNode(axis: .vertical, alignment: .horizontal(.leading), spacing: 0, children: column))
        let framed = ResolvedNode.frame(FrameSpec(minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil, idealHeight: nil,
                                                  maxHeight: nil, alignment: .topLeading, isFixed: false), list)
        guard !env.scrollContentBackgroundHidden else { return framed }
        let page: SystemColor = look == .plain ? .systemBackground : .systemGroupedBackground
        return .layered(.background, alignment: .center, child: framed, layer: .paint(.color(page.resolve(in: env))))
    }

    /// Sections as they are, and each run of rows outside a section as a section of its own.
    static func blocks(of children: [ChildView]) throws(StyleKitError) -> [Block] {
        var blocks: [Block] = []
        var loose = Block()
        for child in children {
            guard let section = child.base as? any SectionView else {
                loose.rows.append(child)
                continue
            }
            if !loose.rows.isEmpty { blocks.append(loose); loose = Block() }
            var block = Block()
            block.header = section.sectionHeader.map { part(child, $0) }
            block.footer = section.sectionFooter.map { part(child, $0) }
            if section.sectionIsExpanded {
                block.rows = try section.sectionContent.childViews(in: child.context).map { $0.inheriting(from: child) }
            }
            blocks.append(block)
        }
        if !loose.rows.isEmpty { blocks.append(loose) }
        return blocks
    }

    /// A section's header or footer, with the section's modifiers.
    private static func part(_ section: ChildView, _ view: AnyView) -> ChildView {
        var part = ChildView(base: view, context: section.context)
        part.wrappers = section.wrappers
        return part
    }

    private static func nodes(of block: Block, look: Look, isFirst: Bool, isLast: Bool, in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        let env = context.environment
        let textLeading = (look == .insetGrouped ? sectionInset : 0) + rowInsets.leading
        var column: [ResolvedNode] = []
        if let header = block.header {
            let top = isFirst || env.listSectionSpacing == nil ? headerTop : 0
            column.append(.padding(EdgeInsets(top: top, leading: textLeading, bottom: headerBottom, trailing: textLeading),
                                   try headerNode(header, look: look)))
        } else if isFirst || env.listSectionSpacing == nil {
            column.append(gap(topWithoutHeader))
        }
        if !block.rows.isEmpty {
            let side = look == .insetGrouped ? sectionInset : 0
            column.append(.padding(EdgeInsets(top: 0, leading: side, bottom: 0, trailing: side), try card(of: block.rows, look: look, in: context)))
        }
        if let footer = block.footer {
            let styled = footer.wrapping(AnyView(AnyView(footer.base).font(.footnote).foregroundStyle(.secondary)))
            column.append(.padding(EdgeInsets(top: footerTop, leading: textLeading, bottom: 0, trailing: textLeading),
                                   try styled.resolveNode(in: footer.context)))
        }
        // The end of the list has the margin of its start.
        let gap = isLast ? topWithoutHeader : env.listSectionSpacing ?? sectionBottom
        column.append(self.gap(gap))
        return column
    }

    /// A header in the footnote style and the secondary color, uppercased before iOS 26 (whose headers keep
    /// their case); an increased-prominence header in the headline style and the primary color.
    private static func headerNode(_ header: ChildView, look: Look) throws(StyleKitError) -> ResolvedNode {
        let env = header.context.environment
        let styled: AnyView
        if env.headerProminence == .increased {
            styled = AnyView(AnyView(header.base).font(.headline).foregroundStyle(.primary))
        } else {
            let textCase: Text.Case? = env.palette == .ios26 || look == .plain ? nil : .uppercase
            styled = AnyView(AnyView(header.base).font(look == .plain ? .headline : .footnote)
                .foregroundStyle(look == .plain ? .primary : .secondary).textCase(textCase))
        }
        return try header.wrapping(styled).resolveNode(in: header.context)
    }

    /// The rows of one section with separators between them, on the row background.
    private static func card(of rows: [ChildView], look: Look, in context: ResolveContext) throws(StyleKitError) -> ResolvedNode {
        let env = context.environment
        let rowPaint = Paint.color((look == .plain ? SystemColor.systemBackground : .secondarySystemGroupedBackground).resolve(in: env))
        let spacing = env.listRowSpacing ?? 0
        var children: [ResolvedNode] = []
        for (index, row) in rows.enumerated() {
            let insets = row.traits.rowInsets ?? rowInsets
            if index > 0, spacing == 0,
               !row.traits.hiddenSeparators.contains(.top), !rows[index - 1].traits.hiddenSeparators.contains(.bottom) {
                let tint = row.traits.separatorTint.map { Paint.color($0.resolve(in: row.context.environment)) }
                    ?? .color(SystemColor.separator.resolve(in: env))
                children.append(.padding(EdgeInsets(top: 0, leading: insets.leading, bottom: 0, trailing: 0), .divider(tint)))
            }
            let content = try row.view.resolveNode(in: row.context.with { $0.isInListRow = true })
            var node = ResolvedNode.frame(
                FrameSpec(minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: env.defaultMinListRowHeight, idealHeight: nil,
                          maxHeight: nil, alignment: .leading, isFixed: false),
                .padding(insets, content))
            if let background = row.traits.rowBackground {
                node = .layered(.background, alignment: .center, child: node, layer: try background.resolveNode(in: row.context))
            }
            if spacing > 0 {
                node = rounded(.layered(.background, alignment: .center, child: node, layer: .paint(rowPaint)), look: look)
                if index > 0 { children.append(gap(spacing)) }
            }
            children.append(node)
        }
        let group = ResolvedNode.stack(StackNode(axis: .vertical, alignment: .horizontal(.leading), spacing: 0, children: children))
        guard spacing == 0 else { return group }
        return rounded(.layered(.background, alignment: .center, child: group, layer: .paint(rowPaint)), look: look)
    }

    /// Empty space of a fixed height.
    private static func gap(_ height: CGFloat) -> ResolvedNode {
        .frame(FrameSpec(minWidth: nil, idealWidth: nil, maxWidth: nil, minHeight: height, idealHeight: height, maxHeight: height,
                         alignment: .center, isFixed: true), .empty)
    }

    private static func rounded(_ node: ResolvedNode, look: Look) -> ResolvedNode {
        guard look == .insetGrouped else { return node }
        return .effect(.clip(AnyShape(RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)), FillStyle()), node)
    }
}
