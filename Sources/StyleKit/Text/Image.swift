import Foundation

/// An image: a system symbol from StyleKit's built-in vector set.
public struct Image: View, PrimitiveView, Equatable, Sendable {
    public typealias Body = Never
    package let systemName: String
    var isResizable = false

    /// A symbol by name. Unknown names are reported when the view is rendered, with the known names.
    public init(systemName: String) { self.systemName = systemName }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }

    public enum ResizingMode: Hashable, Sendable { case tile, stretch }
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }

    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        guard let glyph = SystemSymbols.glyph(named: systemName) else {
            throw StyleKitError.unknownSymbol(name: systemName, known: SystemSymbols.names)
        }
        let env = context.environment
        let node = SymbolNode(name: systemName, glyph: glyph, font: env.resolvedFont,
                              paint: ForegroundStyle()._paint(in: env), isResizable: isResizable)
        return [.symbol(node)]
    }
}
