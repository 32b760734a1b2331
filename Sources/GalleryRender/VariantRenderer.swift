import Foundation
import GalleryAudit
import GalleryCatalog
import GalleryLayout
import GallerySVG
import StyleKit

/// One variant under one theme, rendered: its scene, its standalone SVG bytes and, when the renderer
/// audits, its accessibility report.
public struct RenderedVariant: Sendable {
    /// The variant that was rendered.
    public let variant: Variant
    /// The theme it was rendered under.
    public let theme: GalleryTheme
    /// The laid-out scene: positioned shapes, text runs and accessibility elements.
    public let scene: Scene
    /// The standalone SVG file, UTF-8.
    public let svg: [UInt8]
    /// What the SVG was written with (`SVGWriter.bytes(for:options:)`).
    public let options: SVGOptions
    /// The accessibility audit of the scene; nil when the renderer has no audit.
    public let audit: AuditReport?
    /// The page background it was drawn on and audited against (`theme.background`).
    public let background: RGBA
    /// The environment keys the variant's resolution looked up; empty unless the renderer records them.
    public var environmentReads: Set<ObjectIdentifier> = []
}

/// Resolves, lays out, writes and audits variants. Thread-safe; share one across render tasks.
public struct VariantRenderer: Sendable {
    /// Lays out resolved views with the pinned fonts.
    public let engine: LayoutEngine
    /// Whether text is written as glyph outlines (same pixels everywhere) or as `<text>` elements.
    public let textMode: SVGOptions.TextMode
    /// The audit run on every render; nil renders without one.
    public let audit: AccessibilityAudit?
    /// Whether each render notes the environment keys it looks up (``RenderedVariant/environmentReads``).
    public var recordsEnvironmentReads = false

    /// A renderer with a layout engine, a text mode and an optional audit.
    ///
    /// ```swift
    /// let renderer = VariantRenderer(audit: AccessibilityAudit())
    /// let rendered = try renderer.render(variant, theme: .dark)
    /// try Data(rendered.svg).write(to: URL(fileURLWithPath: "pressed.svg"))
    /// ```
    public init(engine: LayoutEngine = LayoutEngine(), textMode: SVGOptions.TextMode = .outlines, audit: AccessibilityAudit? = nil) {
        self.engine = engine
        self.textMode = textMode
        self.audit = audit
    }

    /// One variant under a theme. `canvas` defaults to the entry's (its ideal size, or the width it
    /// asks for); `margin` to 8 pt around what is drawn. `recordingReads` overrides
    /// ``recordsEnvironmentReads`` for this render.
    public func render(_ variant: Variant, theme: GalleryTheme, label: String? = nil, canvas: Canvas? = nil,
                       margin: Double? = nil, recordingReads: Bool? = nil) throws(RenderError) -> RenderedVariant {
        // The state's environment axes (colour scheme, layout direction, Dynamic Type size) over the theme's.
        let theme = theme.applying(variant.state)
        let rendered = try render(
            view: variant.makeView(label: label), theme: theme, canvas: canvas ?? .sizeThatFits(width: variant.entry.canvasWidth),
            margin: margin, title: "\(variant.entry.displayName) — \(variant.state.slug)",
            description: "\(variant.entry.displayName) in state \(variant.state.slug), theme \(theme.title) (\(theme.colorScheme.rawValue))",
            context: "\(variant.id) (theme \(theme.id))", recordingReads: recordingReads)
        return RenderedVariant(variant: variant, theme: theme, scene: rendered.scene, svg: rendered.svg, options: rendered.options,
                               audit: rendered.audit, background: rendered.background, environmentReads: rendered.environmentReads)
    }

    /// Any view under a theme's environment at a canvas — what a snapshot test does, but to SVG. The
    /// gallery's variants are rendered through this too.
    @inline(never)  // One call a render; kept out of line so that profiles (scripts/profile.sh) see it as a stage.
    public func render(view: some View, theme: GalleryTheme, canvas: Canvas = .sizeThatFits(width: nil), margin: Double? = nil,
                       title: String, description: String = "", context: String? = nil,
                       recordingReads: Bool? = nil) throws(RenderError) -> RenderedView {
        let where_ = context ?? title
        let framed: AnyView
        var width: CGFloat?
        switch canvas {
        case .sizeThatFits(let proposed):
            framed = AnyView(view)
            width = proposed.map { CGFloat($0) }
        case .fixed(let w, let h):
            framed = AnyView(view.frame(width: CGFloat(w), height: CGFloat(h)))
        case .device(let device):
            framed = AnyView(view.padding(.top, CGFloat(device.safeTop)).padding(.bottom, CGFloat(device.safeBottom))
                .frame(width: CGFloat(device.width), height: CGFloat(device.height)))
        }
        let node: ResolvedNode
        var environment = theme.environment
        // Resolved before reads are recorded: the background is the page's, not something the view looks up.
        let background = GalleryTheme.background(in: environment)
        let reads = (recordingReads ?? recordsEnvironmentReads) ? EnvironmentReads() : nil
        if let reads { environment.recordReads(in: reads) }
        do {
            // UIKit string measuring in the team's code measures with this renderer's fonts (``TextSystem``).
            node = try TextSystem.$sizing.withValue(engine.measurer) {
                try framed.resolveNode(in: ResolveContext(environment: environment))
            }
        } catch {
            throw RenderError(variant: where_, message: "\(error)")
        }
        do {
            let scene = try engine.layout(node, width: width)
            var options = SVGOptions(title: title, description: description + (description.isEmpty ? "" : "; ") + (scene.faces.isEmpty ? "no text." : "text set in \(scene.facesSummary)."),
                                     textMode: textMode, background: background)
            if let margin { options.margin = CGFloat(margin) }
            options.canvas = canvas.size
            let svg = try SVGWriter.bytes(for: scene, options: options)
            return RenderedView(scene: scene, svg: svg, options: options, audit: audit?.audit(scene, background: background), background: background,
                                environmentReads: reads?.keys ?? [])
        } catch {
            throw RenderError(variant: where_, message: "\(error)")
        }
    }
}

/// A view rendered at a canvas: its scene, its SVG bytes and, when the renderer audits, its report.
public struct RenderedView: Sendable {
    /// The laid-out scene.
    public let scene: Scene
    /// The standalone SVG file, UTF-8.
    public let svg: [UInt8]
    /// What the SVG was written with.
    public let options: SVGOptions
    /// The accessibility audit of the scene; nil when the renderer has no audit.
    public let audit: AuditReport?
    /// The page background it was drawn on and audited against (the theme's `background`).
    public let background: RGBA
    /// The environment keys its resolution looked up; empty unless the renderer records them.
    public var environmentReads: Set<ObjectIdentifier> = []
}

/// A variant that could not be rendered: which one, and why.
public struct RenderError: Error, CustomStringConvertible, Sendable {
    /// The variant id and theme (or the title) of what failed.
    public let variant: String
    /// Why it failed: the resolve, layout or SVG error.
    public let message: String
    public var description: String { "\(variant): \(message)" }
}
