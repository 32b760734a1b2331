import Foundation

// What a platform view (`UIViewRepresentable`, …) draws: a dashed rounded box with the missing-symbol glyph and
// the type's name, filling what it is offered (as a representable whose view has no intrinsic size does), at
// least 44 × 44. The glyph carries a `MissingSymbol` of kind `.platformView`, so layout reports the box's frame
// and the audit gives the variant a finding naming the type, as for a symbol no library has.
enum PlatformViewPlaceholder {
    static func nodes(typeName: String, protocolName: String, in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        var env = context.environment
        let gray = Color.secondary
        env.foregroundStyle = AnyShapeStyle(gray)
        let font = Font.caption.resolve(dynamicTypeSize: env.dynamicTypeSize)
        let glyph = SymbolNode(name: typeName, glyph: SystemSymbols.placeholder, font: font, paint: gray._paint(in: env),
                               isResizable: false,
                               missing: MissingSymbol(name: typeName, suggestions: [], kind: .platformView(protocolName)))
        let label = TextRun(string: typeName, font: font, paint: gray._paint(in: env), alignment: .center, lineLimit: 2)
        let content = ResolvedNode.stack(StackNode(axis: .horizontal, alignment: .center, spacing: 4,
                                                   children: [.symbol(glyph), .text(label)]))
        let box = RoundedRectangle(cornerRadius: 6).strokeBorder(gray, style: StrokeStyle(lineWidth: 1, dash: [4, 3]))
        let border = try box.resolveNode(in: ResolveContext(environment: env, session: context.session))
        let frame = FrameSpec(minWidth: 44, idealWidth: nil, maxWidth: .infinity, minHeight: 44, idealHeight: nil, maxHeight: .infinity,
                              alignment: .center, isFixed: false)
        let padded = ResolvedNode.padding(EdgeInsets(top: 4, leading: 6, bottom: 4, trailing: 6), content)
        return [.layered(.overlay, alignment: .center, child: .frame(frame, padded), layer: border)]
    }
}
