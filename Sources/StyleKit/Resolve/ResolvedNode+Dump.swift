import Foundation

extension ResolvedNode {
    /// The text a label shows, runs joined by spaces (what assistive technology would read).
    package var textContent: String {
        var parts: [String] = []
        visit { node in
            if case .text(let run) = node, !run.string.isEmpty { parts.append(run.string) }
        }
        return parts.joined(separator: " ")
    }

    /// Calls `body` on this node and every descendant, depth first, layers included.
    package func visit(_ body: (ResolvedNode) -> Void) {
        body(self)
        for child in children { child.visit(body) }
    }

    /// Direct children, in drawing order (a background layer before its child, an overlay after).
    package var children: [ResolvedNode] {
        switch self {
        case .empty, .text, .shape, .symbol, .image, .paint, .spacer, .divider, .geometryReader: return []
        case .stack(let stack): return stack.children
        case .grid(let grid): return grid.cells
        case .zstack(_, let children): return children
        case .padding(_, let child), .frame(_, let child), .effect(_, let child), .layout(_, let child),
             .accessibility(_, let child), .gesture(_, let child):
            return [child]
        case .layered(let placement, _, let child, let layer):
            switch placement {
            case .background: return [layer, child]
            case .overlay: return [child, layer]
            case .mask: return [child]  // a mask is not drawn (nor read by assistive technology)
            }
        }
    }

    /// A readable tree, one node per line, for golden tests.
    package var dump: String {
        var lines: [String] = []
        appendDump(to: &lines, prefix: "", childPrefix: "")
        return lines.joined(separator: "\n") + "\n"
    }

    private func appendDump(to lines: inout [String], prefix: String, childPrefix: String) {
        lines.append(prefix + summary)
        let kids: [(String, ResolvedNode)]
        if case .layered(let placement, _, let child, let layer) = self {
            kids = [("", child), ("\(placement.rawValue): ", layer)]
        } else {
            kids = children.map { ("", $0) }
        }
        for (index, (label, child)) in kids.enumerated() {
            let last = index == kids.count - 1
            child.appendDump(to: &lines, prefix: childPrefix + (last ? "└─ " : "├─ ") + label,
                             childPrefix: childPrefix + (last ? "   " : "│  "))
        }
    }

    /// One line describing this node alone.
    package var summary: String {
        let n = formatNumber
        switch self {
        case .empty: return "Empty"
        case .text(let run):
            var line = "Text \"\(run.string)\" \(run.font) \(run.paint)"
            if run.isUnderlined { line += " underline" + (run.underlinePaint.map { "(\($0))" } ?? "") }
            if run.isStrikethrough { line += " strikethrough" + (run.strikethroughPaint.map { "(\($0))" } ?? "") }
            if run.tracking != 0 { line += " tracking=\(n(run.tracking))" }
            return line
        case .shape(let shape):
            let drawing: String
            switch shape.drawing {
            case .fill(let eo): drawing = eo ? "fill(eo)" : "fill"
            case .stroke(let style): drawing = "stroke \(n(style.lineWidth))"
            case .strokeBorder(let style): drawing = "strokeBorder \(n(style.lineWidth))"
            }
            return "Shape \(shape.shape.typeName) \(drawing) \(shape.paint)"
        case .symbol(let symbol):
            var line = "Symbol \(symbol.name) \(symbol.font) \(symbol.paint)" + (symbol.isResizable ? " resizable" : "")
            if symbol.scale != .medium { line += " scale=\(symbol.scale.rawValue)" }
            if symbol.missing != nil { line += " missing (placeholder)" }
            return line
        case .image(let image):
            let size = "\(n(image.image.size.width))x\(n(image.image.size.height))"
            var line = "Image \(image.image.name) \(image.image.fileName) \(size)" + (image.isResizable ? " resizable" : "")
            if let paint = image.templatePaint { line += " template \(paint)" }
            return line
        case .paint(let paint): return "Paint \(paint)"
        case .stack(let stack):
            let kind = stack.axis == .horizontal ? "HStack" : "VStack"
            return "\(kind) alignment=\(stack.alignment.name) spacing=\(stack.spacing.map(n) ?? "default")"
        case .grid(let grid):
            let shape = grid.rows.map { $0.spansAllColumns ? "*" : $0.cells.map { "\($0.columns)" }.joined(separator: "+") }
            return "Grid alignment=\(describe(grid.alignment)) spacing=\(grid.horizontalSpacing.map(n) ?? "default")/"
                + "\(grid.verticalSpacing.map(n) ?? "default") rows=[\(shape.joined(separator: " "))]"
        case .zstack(let alignment, _): return "ZStack alignment=\(describe(alignment))"
        case .spacer(let minLength): return "Spacer minLength=\(minLength.map(n) ?? "default")"
        case .divider(let paint): return "Divider \(paint)"
        case .padding(let e, _): return "Padding top=\(n(e.top)) leading=\(n(e.leading)) bottom=\(n(e.bottom)) trailing=\(n(e.trailing))"
        case .frame(let f, _):
            func opt(_ label: String, _ v: CGFloat?) -> String? { v.map { "\(label)=\(n($0))" } }
            let parts: [String?] = f.isFixed
                ? [opt("width", f.minWidth), opt("height", f.minHeight)]
                : [opt("minWidth", f.minWidth), opt("idealWidth", f.idealWidth), opt("maxWidth", f.maxWidth),
                   opt("minHeight", f.minHeight), opt("idealHeight", f.idealHeight), opt("maxHeight", f.maxHeight)]
            return "Frame " + (parts.compactMap { $0 } + ["alignment=\(describe(f.alignment))"]).joined(separator: " ")
        case .layered(let placement, let alignment, _, _):
            let name = placement == .background ? "Background" : placement == .overlay ? "Overlay" : "Mask"
            return name + " alignment=\(describe(alignment))"
        case .effect(let effect, _):
            switch effect {
            case .opacity(let o): return "Opacity \(n(o))"
            case .scale(let s, let a): return "Scale \(n(s.width))×\(n(s.height)) anchor=(\(n(a.x)),\(n(a.y)))"
            case .offset(let o): return "Offset (\(n(o.width)),\(n(o.height)))"
            case .rotation(let angle, let a): return "Rotation \(n(angle.degrees))° anchor=(\(n(a.x)),\(n(a.y)))"
            case .brightness(let amount): return "Brightness \(n(amount))"
            case .transform(let t): return "Transform [\(n(t.a)) \(n(t.b)) \(n(t.c)) \(n(t.d)) \(n(t.tx)) \(n(t.ty))]"
            case .shadow(let s): return "Shadow \(s.color) radius=\(n(s.radius)) x=\(n(s.x)) y=\(n(s.y))"
            case .clip(let shape, _): return "Clip \(shape.typeName)"
            case .compositingGroup: return "CompositingGroup"
            case .drawingGroup: return "DrawingGroup"
            case .mirrors(let direction): return "Mirrors in=\(direction.rawValue)"
            case .allowsHitTesting(let b): return "AllowsHitTesting \(b)"
            case .contentShape(let shape): return "ContentShape \(shape.typeName)"
            case .animation(let a): return "Animation \(a)"
            case .hidden: return "Hidden"
            }
        case .layout(let trait, _):
            switch trait {
            case .fixedSize(let h, let v): return "FixedSize horizontal=\(h) vertical=\(v)"
            case .layoutPriority(let p): return "LayoutPriority \(n(p))"
            case .aspectRatio(let r, let mode): return "AspectRatio \(r.map(n) ?? "intrinsic") \(mode.rawValue)"
            case .layoutDirection(let d): return "LayoutDirection \(d.rawValue)"
            case .horizontalGuide(let g, _): return "AlignmentGuide \(AlignmentKeyed.horizontal(g).name)"
            case .verticalGuide(let g, _): return "AlignmentGuide \(AlignmentKeyed.vertical(g).name)"
            }
        case .accessibility(let trait, _):
            switch trait {
            case .element(let e):
                var line = "Accessibility \(e.role.rawValue) label=\"\(e.label)\""
                if let value = e.value { line += " value=\(value)" }
                if !e.isEnabled { line += " disabled" }
                return line
            case .activationPoint(let p): return "ActivationPoint \(p)"
            case .label(let l): return "AccessibilityLabel \"\(l)\""
            case .value(let v): return "AccessibilityValue \"\(v)\""
            case .addTraits(let t): return "AccessibilityTraits +\(t.names.joined(separator: ","))"
            case .removeTraits(let t): return "AccessibilityTraits -\(t.names.joined(separator: ","))"
            case .hidden(let h): return "AccessibilityHidden \(h)"
            case .container(let c): return "AccessibilityElement children=\(c.rawValue)"
            }
        case .gesture(let g, _): return "Gesture \(g)"
        case .geometryReader: return "GeometryReader"
        }
    }
}

private func describe(_ alignment: Alignment) -> String {
    let h = AlignmentKeyed.horizontal(alignment.horizontal).name
    let v = AlignmentKeyed.vertical(alignment.vertical).name
    return "\(h)/\(v)"
}
