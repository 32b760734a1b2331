import Foundation
import Fonts
import StyleKit

/// A laid-out variant: positioned, painted nodes in absolute coordinates (points, y down), immutable.
/// The single hand-off that both the SVG writer and the accessibility audit read.
public struct Scene: Sendable {
    /// The laid-out bounds of the root view (origin 0,0).
    public var size: CGSize
    /// Drawing, back to front.
    public var root: SceneGroup
    /// Accessibility elements with their frames, activation points and hit regions.
    public var elements: [SceneElement]
    /// The font family used for text, as matched on this machine (e.g. "Inter").
    public var fontFamily: String
    /// Symbols drawn as placeholders because no symbol has their name, in drawing order.
    public var missingSymbols: [SceneMissingSymbol]
    /// Texts with characters no face has, in drawing order.
    public var missingGlyphs: [SceneMissingGlyphs]
    /// The face files the text is drawn from, each once, in the order first used.
    public var faces: [FaceRecord]
    /// Texts shown with "…" because they had no room, in drawing order.
    public var truncatedTexts: [SceneTruncatedText]

    public init(size: CGSize, root: SceneGroup, elements: [SceneElement], fontFamily: String,
                missingSymbols: [SceneMissingSymbol] = [], missingGlyphs: [SceneMissingGlyphs] = [], faces: [FaceRecord] = [],
                truncatedTexts: [SceneTruncatedText] = []) {
        self.size = size; self.root = root; self.elements = elements; self.fontFamily = fontFamily
        self.missingSymbols = missingSymbols; self.missingGlyphs = missingGlyphs; self.faces = faces
        self.truncatedTexts = truncatedTexts
    }

    /// A warning per placeholder symbol, with the file and line that named it, and per text with missing glyphs;
    /// each once, in order of first appearance (a view drawn in a `ForEach` of 300 rows names the same line 300 times).
    public var warnings: [String] {
        var seen: Set<String> = []
        return (missingSymbols.map(\.warning) + missingGlyphs.map(\.warning)).filter { seen.insert($0).inserted }
    }

    /// "Inter-Regular (Version 4.000, sha256 …), NotoSansHebrew-Regular (…)".
    public var facesSummary: String { faces.map(\.summary).joined(separator: ", ") }

    /// The rectangle that contains every drawn pixel, shadows included (for the SVG viewBox).
    public var visualBounds: CGRect {
        root.visualBounds.union(CGRect(origin: .zero, size: size))
    }
}

/// A node of the scene.
public enum SceneNode: Sendable {
    case group(SceneGroup)
    case shape(SceneShape)
    case text(SceneText)
    case image(SceneImage)
}

/// An asset catalog's image drawn into a frame (stretched to it, as SwiftUI draws a resizable image).
public struct SceneImage: Sendable {
    package var image: AssetImage
    /// Where it is drawn, in the scene's coordinates before any group transform.
    public var frame: CGRect
    /// A template image's paint: its file is only a mask, filled with this.
    public var templatePaint: ScenePaint?
    public var opacity: Double
    public var shadows: [SceneShadow]

    package init(image: AssetImage, frame: CGRect, templatePaint: ScenePaint?, opacity: Double, shadows: [SceneShadow]) {
        self.image = image; self.frame = frame; self.templatePaint = templatePaint; self.opacity = opacity; self.shadows = shadows
    }

    /// The image set's name.
    public var name: String { image.name }
    /// The media type of the embedded file (`image/png`, `image/svg+xml`, …).
    public var mediaType: String { image.format.mediaType ?? "application/octet-stream" }
    /// The file's bytes.
    public var data: Data { image.data }
}

/// A group: children drawn together with a transform, opacity, shadows and clip.
/// `opacity` and `shadows` on a group apply to the flattened result (compositing-group semantics);
/// layout has already pushed SwiftUI's per-child opacity down to the leaves where that is what SwiftUI does.
public struct SceneGroup: Sendable {
    public var transform: CGAffineTransform = .identity
    public var opacity: Double = 1
    public var shadows: [SceneShadow] = []
    /// A clip in the group's own (pre-transform) coordinates.
    public var clip: SceneClip?
    /// An alpha mask in the group's own (pre-transform) coordinates (`.mask`), applied after the clip.
    public var mask: SceneMask?
    public var children: [SceneNode] = []
    /// What this group is, for ids and debugging ("MyButtonStyle", "shadow", …).
    public var role: String?

    public init(transform: CGAffineTransform = .identity, opacity: Double = 1, shadows: [SceneShadow] = [],
                clip: SceneClip? = nil, mask: SceneMask? = nil, children: [SceneNode] = [], role: String? = nil) {
        self.transform = transform; self.opacity = opacity; self.shadows = shadows
        self.clip = clip; self.mask = mask; self.children = children; self.role = role
    }

    /// True when the group only holds children (nothing to emit for it).
    public var isPlain: Bool { transform.isIdentity && opacity == 1 && shadows.isEmpty && clip == nil && mask == nil }

    /// Roles of the plain groups that stand for container views: the SVG keeps them as named layers.
    public static let hStackRole = "HStack", vStackRole = "VStack", zStackRole = "ZStack", gridRole = "Grid"
    public static let viewRoles: Set<String> = [hStackRole, vStackRole, zStackRole, gridRole]

    /// A plain group standing for a container view (``viewRoles``): written as a named `<g>`, not dissolved.
    public var isView: Bool { isPlain && role.map(Self.viewRoles.contains) == true }
}

/// A drop shadow, or (`isInner`) an inner shadow drawn inside the node over it: SwiftUI radius r →
/// Gaussian σ = r (reference §4.2), offset in points.
public struct SceneShadow: Hashable, Sendable {
    public var color: RGBA
    public var radius: CGFloat
    public var offset: CGSize
    public var isInner: Bool
    public init(color: RGBA, radius: CGFloat, offset: CGSize, isInner: Bool = false) {
        self.color = color; self.radius = radius; self.offset = offset; self.isInner = isInner
    }
}

/// A clip region.
public struct SceneClip: Hashable, Sendable {
    public var geometry: SceneGeometry
    public var evenOdd: Bool
    public init(geometry: SceneGeometry, evenOdd: Bool = false) { self.geometry = geometry; self.evenOdd = evenOdd }
}

/// An alpha mask: what its nodes draw is not shown; their opacity at a point is how visible the masked
/// group is there (SwiftUI `.mask`: the mask's colors are ignored).
public struct SceneMask: Sendable {
    public var children: [SceneNode]
    public init(children: [SceneNode]) { self.children = children }

    /// Where the mask lets anything through: the bounds of what it draws.
    public var bounds: CGRect { SceneGroup(children: children).visualBounds }
}

/// Exact geometry in absolute coordinates.
public enum SceneGeometry: Hashable, Sendable {
    case rect(CGRect)
    /// Circular corners (exact as SVG `<rect rx ry>`).
    case roundedRect(CGRect, rx: CGFloat, ry: CGFloat)
    case ellipse(CGRect)
    /// Any outline, continuous corners included.
    case path(Path)

    public var bounds: CGRect {
        switch self {
        case .rect(let r), .roundedRect(let r, _, _), .ellipse(let r): return r
        case .path(let p): return p.boundingRect
        }
    }
}

/// Paint with absolute gradient coordinates.
public enum ScenePaint: Hashable, Sendable {
    case solid(RGBA)
    /// An axial gradient from (x1,y1) to (x2,y2) in user space (SwiftUI converts unit points with the
    /// filled shape's bounds, reference §4.3).
    case linear(stops: [ResolvedStop], start: CGPoint, end: CGPoint)
    case radial(stops: [ResolvedStop], center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// SVG has no conic gradient; writers approximate it (see GallerySVG).
    case angular(stops: [ResolvedStop], center: CGPoint, startAngle: Angle, endAngle: Angle)

    public var colors: [RGBA] {
        switch self {
        case .solid(let c): return [c]
        case .linear(let s, _, _), .radial(let s, _, _, _), .angular(let s, _, _, _): return s.map(\.color)
        }
    }

    public var isInvisible: Bool { colors.allSatisfy { $0.alpha == 0 } }
}

/// A filled and/or stroked shape.
public struct SceneShape: Sendable {
    public var geometry: SceneGeometry
    public var fill: ScenePaint?
    public var evenOdd: Bool
    public var stroke: SceneStroke?
    /// Opacity pushed down from SwiftUI `.opacity` on an ancestor without a compositing group.
    public var opacity: Double
    public var shadows: [SceneShadow]
    /// What the shape is ("RoundedRectangle", "symbol checkmark", "divider").
    public var role: String

    public init(geometry: SceneGeometry, fill: ScenePaint?, evenOdd: Bool = false, stroke: SceneStroke? = nil,
                opacity: Double = 1, shadows: [SceneShadow] = [], role: String) {
        self.geometry = geometry; self.fill = fill; self.evenOdd = evenOdd; self.stroke = stroke
        self.opacity = opacity; self.shadows = shadows; self.role = role
    }
}

public struct SceneStroke: Hashable, Sendable {
    public var paint: ScenePaint
    public var style: StrokeStyle
    public init(paint: ScenePaint, style: StrokeStyle) { self.paint = paint; self.style = style }
}

/// One line of text: where its baseline starts, its font, and its glyph outlines.
public struct SceneText: Sendable {
    public var string: String
    /// Left end of the baseline.
    public var origin: CGPoint
    public var width: CGFloat
    public var font: SceneFont
    public var paint: ScenePaint
    /// Glyph outlines in absolute coordinates (identical in every renderer).
    public var outline: Path { didSet { outlineBounds = outline.boundingRect } }
    /// `outline.boundingRect`, kept with it: bounds, regions, ink and contrast boxes ask for it a few dozen times a
    /// render, and a label's outline is hundreds of points.
    public private(set) var outlineBounds: CGRect
    /// The line box (for contrast checks and hit areas).
    public var frame: CGRect
    public var opacity: Double
    public var shadows: [SceneShadow]
    public var isUnderlined: Bool
    public var isStrikethrough: Bool
    /// The underline's own paint (`.underline(color:)`); nil = `paint`.
    public var underlinePaint: ScenePaint? = nil
    /// The strikethrough's own paint; nil = `paint`.
    public var strikethroughPaint: ScenePaint? = nil
    /// Extra space after each character, in points (already in `width` and the outline).
    public var tracking: CGFloat = 0
    /// The paragraph direction the bidi algorithm resolved; glyphs are already in visual order.
    public var direction: LayoutDirection = .leftToRight
    /// The face files this line is drawn from.
    public var faces: [FaceRecord] = []
    /// The same outlines glyph by glyph, in drawing order (empty when the producer only gave `outline`):
    /// a writer can define each distinct glyph once and place it where it is drawn.
    public var glyphs: [SceneGlyph] = []
    /// Which `Text` of the scene this line belongs to, numbered in drawing order: the lines one text wraps
    /// into share it. Nil when the producer did not number them (each line is then its own text).
    public var textIndex: Int? = nil

    init(string: String, origin: CGPoint, width: CGFloat, font: SceneFont, paint: ScenePaint, outline: Path, frame: CGRect,
         opacity: Double, shadows: [SceneShadow], isUnderlined: Bool, isStrikethrough: Bool, underlinePaint: ScenePaint? = nil,
         strikethroughPaint: ScenePaint? = nil, tracking: CGFloat = 0, direction: LayoutDirection = .leftToRight,
         faces: [FaceRecord] = [], glyphs: [SceneGlyph] = [], textIndex: Int? = nil) {
        self.string = string; self.origin = origin; self.width = width; self.font = font; self.paint = paint
        self.outline = outline; self.outlineBounds = outline.boundingRect; self.frame = frame; self.opacity = opacity
        self.shadows = shadows; self.isUnderlined = isUnderlined; self.isStrikethrough = isStrikethrough
        self.underlinePaint = underlinePaint; self.strikethroughPaint = strikethroughPaint; self.tracking = tracking
        self.direction = direction; self.faces = faces; self.glyphs = glyphs; self.textIndex = textIndex
    }

    /// Whether the line holds nothing but white space (``Swift/String/isBlank``) — the contrast audit and the SVG
    /// writer ask this of every line.
    public var isBlank: Bool { string.isBlank }
}

extension String {
    /// Whether the string holds nothing but white space: Unicode's White_Space and U+200B ZERO WIDTH SPACE, what
    /// Foundation's `trimmingCharacters(in: .whitespacesAndNewlines)` would leave empty (tested on every scalar),
    /// at a fraction of its cost (~10,000 instructions a call).
    public var isBlank: Bool { unicodeScalars.allSatisfy { $0.properties.isWhitespace || $0 == "\u{200B}" } }
}

/// One drawn glyph of a text line: its outline relative to its pen position (points, y down, at the line's
/// font size) and that pen position in absolute coordinates. Equal glyphs of one face and size have equal
/// outlines, so `outline` translated by `position` is this glyph's part of `SceneText.outline`.
public struct SceneGlyph: Hashable, Sendable {
    public var outline: Path {
        didSet { outlineBounds = outline.boundingRect; outlineDigest = outline.digest }
    }
    public var position: CGPoint
    /// `outline.boundingRect`, kept with it (the audit's ink asks for every glyph's).
    public private(set) var outlineBounds: CGRect
    /// `outline.digest`, kept with it: the SVG writer and the sketch look each glyph's outline up among the
    /// document's, and hashing an outline's commands at each lookup cost more than the rest of the lookup.
    public private(set) var outlineDigest: UInt64
    public init(outline: Path, position: CGPoint) {
        self.init(outline: outline, bounds: outline.boundingRect, digest: outline.digest, position: position)
    }
    /// A glyph whose outline's bounding rect and digest are known already (``GlyphShapes`` keeps them with the outline).
    init(outline: Path, bounds: CGRect, digest: UInt64, position: CGPoint) {
        self.outline = outline; self.outlineBounds = bounds; self.outlineDigest = digest; self.position = position
    }
}

/// The font a text run is set in, as matched on this machine.
public struct SceneFont: Hashable, Sendable {
    /// The family actually used for measuring (and emitted first in `font-family`).
    public var family: String
    public var size: CGFloat
    public var weight: Int
    public var italic: Bool
    public var isMonospaced: Bool
    public init(family: String, size: CGFloat, weight: Int, italic: Bool, isMonospaced: Bool) {
        self.family = family; self.size = size; self.weight = weight; self.italic = italic; self.isMonospaced = isMonospaced
    }
}
