import Foundation

/// An image: a system symbol from StyleKit's built-in vector set, or a custom symbol the render provides.
public struct Image: View, PrimitiveView, Equatable, Sendable {
    public typealias Body = Never
    package let systemName: String
    /// Where the symbol was named, for the warning when no symbol has that name.
    package let callSite: CallSite
    var isResizable = false
    /// `Image("name")`: an image of the app's asset catalog (a custom symbol of that name when there is one).
    var isAssetImage = false

    /// A symbol by name. A name no symbol has renders as a placeholder of the same size and is reported (an
    /// audit finding and a warning naming this call's file and line); the defaults of `fileID` and `line`
    /// record them, as SwiftUI call sites (`Image(systemName: "star")`) leave them out.
    public init(systemName: String, fileID: String = #fileID, line: Int = #line) {
        self.systemName = systemName
        self.callSite = CallSite(fileID: fileID, line: line)
    }

    /// A variable-value symbol. StyleKit's glyphs have no variable layers, so the value is accepted and ignored.
    public init(systemName: String, variableValue: Double?, fileID: String = #fileID, line: Int = #line) {
        self.init(systemName: systemName, fileID: fileID, line: line)
    }

    /// An image of the app's asset catalog. A custom symbol (a team's symbol set) of that name is drawn;
    /// other images are not drawn yet: they render as a placeholder of the text's size and are reported.
    public init(_ name: String, bundle: Bundle? = nil, fileID: String = #fileID, line: Int = #line) {
        self.init(systemName: name, fileID: fileID, line: line)
        isAssetImage = true
    }

    /// An image used only for decoration (hidden from accessibility in SwiftUI); drawn as `Image(_:)`.
    public init(decorative name: String, bundle: Bundle? = nil, fileID: String = #fileID, line: Int = #line) {
        self.init(name, bundle: bundle, fileID: fileID, line: line)
    }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }

    /// Asks for a rendering mode: every StyleKit glyph has one layer, drawn in the foreground style.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }

    public enum ResizingMode: Hashable, Sendable { case tile, stretch }
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }

    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        let env = context.environment
        let library = env.symbolLibrary
        let candidates = env.symbolVariants.candidates(for: systemName)
        let found = candidates.lazy.compactMap { name in library.glyph(named: name).map { (name, $0) } }.first
        let scale = env.imageScale
        let node = SymbolNode(
            name: found?.0 ?? systemName, glyph: (found?.1 ?? SystemSymbols.placeholder).scaled(by: scale.factor),
            font: env.resolvedFont, paint: ForegroundStyle()._paint(in: env), isResizable: isResizable, scale: scale,
            callSite: callSite,
            missing: found == nil ? MissingSymbol(name: systemName, suggestions: isAssetImage ? [] : library.suggestions(for: systemName),
                                                  isAssetImage: isAssetImage) : nil)
        return [.symbol(node)]
    }
}
