import Foundation
import GalleryAudit
import GalleryCatalog
import GalleryLayout
import GallerySVG
import StyleKit

/// One variant under one theme, rendered: its scene, its standalone SVG bytes and, when the renderer
/// audits, its accessibility report.
public struct RenderedVariant: Sendable {
    public let variant: Variant
    public let theme: GalleryTheme
    public let scene: Scene
    public let svg: [UInt8]
    public let audit: AuditReport?
}

/// Resolves, lays out, writes and audits variants. Thread-safe; share one across render tasks.
public struct VariantRenderer: Sendable {
    public let engine: LayoutEngine
    public let textMode: SVGOptions.TextMode
    public let audit: AccessibilityAudit?

    public init(engine: LayoutEngine = LayoutEngine(), textMode: SVGOptions.TextMode = .outlines, audit: AccessibilityAudit? = nil) {
        self.engine = engine
        self.textMode = textMode
        self.audit = audit
    }

    public func render(_ variant: Variant, theme: GalleryTheme, label: String? = nil) throws(RenderError) -> RenderedVariant {
        let where_ = "\(variant.id) (theme \(theme.id))"
        let node: ResolvedNode
        do {
            node = try variant.resolve(in: theme.environment, label: label)
        } catch {
            throw RenderError(variant: where_, message: error.description)
        }
        do {
            let scene = try engine.layout(node, width: variant.entry.canvasWidth.map { CGFloat($0) })
            let options = SVGOptions(
                title: "\(variant.entry.displayName) — \(variant.state.slug)",
                description: "\(variant.entry.displayName) in state \(variant.state.slug), theme \(theme.title) (\(theme.colorScheme.rawValue)); "
                    + "text set in \(scene.fontFamily).",
                textMode: textMode, background: theme.background)
            let svg = try SVGWriter.bytes(for: scene, options: options)
            return RenderedVariant(variant: variant, theme: theme, scene: scene, svg: svg,
                                   audit: audit?.audit(scene, background: theme.background))
        } catch {
            throw RenderError(variant: where_, message: "\(error)")
        }
    }
}

/// A variant that could not be rendered: which one, and why.
public struct RenderError: Error, CustomStringConvertible, Sendable {
    public let variant: String
    public let message: String
    public var description: String { "\(variant): \(message)" }
}
