import Foundation

// `Text("Total ") + Text("€12").bold()` and `Text(Image(systemName: "airplane"))`: text made of pieces, each
// with its own font, weight and colour, as design systems build labels with an inline icon or a highlighted
// part. The pieces are laid out one after another on a shared baseline, with no space between them. SwiftUI
// lays a concatenation out as one paragraph; here each piece is a run of its own, so the two agree while the
// whole fits on its line, and a concatenation too wide for its line wraps piece by piece, not as one paragraph.

extension Text {
    /// One piece of a concatenation.
    package enum Segment: Equatable, Sendable {
        /// A run of text, with its own modifiers.
        case text(Text)
        /// An image inside text (`Text(Image(…))`), sized by `style`'s font and tinted by its colour.
        case image(Image, style: Text)
    }

    /// The text of `lhs` followed by that of `rhs`, each keeping its own modifiers; a modifier applied to the
    /// result applies to every piece that does not set it itself.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = Text(verbatim: lhs.content + rhs.content)
        joined.segments = lhs.pieces + rhs.pieces
        return joined
    }

    /// An image inside text: `Text(Image(systemName: "star.fill")) + Text(" 4.8")`. A symbol takes the
    /// text's font, as in SwiftUI.
    public init(_ image: Image) {
        self.init(verbatim: "")
        segments = [.image(image, style: Text(verbatim: ""))]
    }

    /// This text as pieces of a concatenation: its segments with its own modifiers pushed into them, or itself.
    private var pieces: [Segment] {
        guard !segments.isEmpty else { return [.text(self)] }
        return segments.map { segment in
            switch segment {
            case .text(let text): return .text(text.inheriting(self))
            case .image(let image, let style): return .image(image, style: style.inheriting(self))
            }
        }
    }

    /// This text's modifiers, with those it does not set taken from `outer` (the concatenation it is in).
    private func inheriting(_ outer: Text) -> Text {
        var text = self
        text.font = font ?? outer.font
        text.weight = weight ?? outer.weight
        text.isBold = isBold || outer.isBold
        text.isItalic = isItalic || outer.isItalic
        text.foreground = foreground.map { inner in outer.foreground.map(inner.inside) ?? inner } ?? outer.foreground
        text.design = design ?? outer.design
        text.width = width ?? outer.width
        text.underline = underline ?? outer.underline
        text.strikethrough = strikethrough ?? outer.strikethrough
        text.tracking = tracking ?? outer.tracking
        return text
    }

    /// The pieces side by side on their first baselines, with no space between them.
    func resolveSegments(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        var children: [ResolvedNode] = []
        for piece in pieces {
            switch piece {
            case .text(let text):
                children += try text.resolveNodes(in: context)
            case .image(let image, let style):
                let styled = context.with { environment in
                    if let font = style.font { environment.font = font }
                    if let weight = style.weight { environment.font = (environment.font ?? .body).weight(weight) }
                    if style.isBold { environment.font = (environment.font ?? .body).bold() }
                    if let foreground = style.foreground?.style(over: environment.foregroundStyle) { environment.foregroundStyle = foreground }
                }
                children += try image.resolveNodes(in: styled)
            }
        }
        guard children.count > 1 else { return children }
        return [.stack(StackNode(axis: .horizontal, alignment: .vertical(.firstTextBaseline), spacing: 0, children: children))]
    }
}
