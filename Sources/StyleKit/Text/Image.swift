import Foundation

/// An image: a system symbol from StyleKit's built-in vector set, or a custom symbol the render provides.
public nonisolated struct Image: View, PrimitiveView, Equatable, Sendable {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    package let systemName: String
    /// Where the symbol was named, for the warning when no symbol has that name.
    package let callSite: CallSite
    var isResizable = false
    /// `Image("name")`: an image of the app's asset catalog (a custom symbol of that name when there is one).
    var isAssetImage = false
    /// `.renderingMode(_:)`: nil leaves it to the image set (its "Render As").
    var renderingMode: TemplateRenderingMode?
    /// `UIImage()`'s image: nothing to draw, no size.
    var isEmpty = false

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

    /// An image of the app's asset catalog: an image set's SVG, PNG or JPEG file is drawn at its size in points
    /// (the variant of the render's colour scheme and contrast), a symbol set is drawn as a symbol. A name the
    /// catalogs do not have, or a PDF or HEIC file, renders as a placeholder of the text's size and is reported.
    public init(_ name: String, bundle: Bundle? = nil, fileID: String = #fileID, line: Int = #line) {
        self.init(systemName: name, fileID: fileID, line: line)
        isAssetImage = true
    }

    /// An image used only for decoration (hidden from accessibility in SwiftUI); drawn as `Image(_:)`.
    public init(decorative name: String, bundle: Bundle? = nil, fileID: String = #fileID, line: Int = #line) {
        self.init(name, bundle: bundle, fileID: fileID, line: line)
    }

    /// Lets the image stretch to the frame it is given, instead of keeping its own size.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    /// `.template` paints the image as a mask in the foreground style; `.original` keeps its colours.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingMode = mode
        return copy
    }

    /// Asks for a rendering mode: every StyleKit glyph has one layer, drawn in the foreground style.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }

    private func missing(undrawn: String?, library: SymbolLibrary, images: AssetImageCatalog) -> MissingSymbol {
        if let undrawn { return MissingSymbol(name: systemName, suggestions: [], kind: .undrawnFormat(undrawn)) }
        guard isAssetImage else { return MissingSymbol(name: systemName, suggestions: library.suggestions(for: systemName)) }
        let names = images.names + library.custom.keys.sorted()
        return MissingSymbol(name: systemName, suggestions: EditDistance.closest(to: systemName, among: names), kind: .assetImage)
    }

    /// How a resizable image fills its frame.
    public enum ResizingMode: Hashable, Sendable {
        /// Repeat the image.
        case tile
        /// Stretch the image.
        case stretch
    }
    /// How an image's colors are used.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// Drawn in the foreground style, ignoring its colors.
        case template
        /// Drawn in its own colors.
        case original
    }

    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        if isEmpty { return [] }
        let env = context.environment
        var undrawn: String?
        if isAssetImage, let image = env.assetImages.image(named: systemName, in: env) {
            if image.format.mediaType != nil {
                let template = renderingMode.map { $0 == .template } ?? image.isTemplate
                return [.image(ImageNode(image: image, isResizable: isResizable,
                                         templatePaint: template ? ForegroundStyle()._paint(in: env) : nil, callSite: callSite))]
            }
            undrawn = image.format.rawValue
        }
        let library = env.symbolLibrary
        let candidates = env.symbolVariants.candidates(for: systemName)
        let found = undrawn != nil ? nil : candidates.lazy.compactMap { name in library.glyph(named: name).map { (name, $0) } }.first
        let scale = env.imageScale
        let node = SymbolNode(
            name: found?.0 ?? systemName, glyph: (found?.1 ?? SystemSymbols.placeholder).scaled(by: scale.factor),
            font: env.resolvedFont, paint: ForegroundStyle()._paint(in: env), isResizable: isResizable, scale: scale,
            callSite: callSite,
            missing: found == nil ? missing(undrawn: undrawn, library: library, images: env.assetImages) : nil)
        return [.symbol(node)]
    }
}
