import Foundation
import Fonts
import StyleKit

/// Lays resolved views out the way SwiftUI does and produces immutable scenes. Thread-safe: each call
/// runs its own pass over its own box tree; only the font library (itself thread-safe) is shared.
public struct LayoutEngine: Sendable {
    public let measurer: TextMeasurer

    public init(measurer: TextMeasurer = TextMeasurer()) { self.measurer = measurer }

    /// Lays out `node`, offering `width` (nil = ideal width) and the ideal height.
    package func layout(_ node: ResolvedNode, width: CGFloat? = nil) throws -> Scene {
        try LayoutPass(measurer: measurer).run(node, proposal: ProposedSize(width: width, height: nil))
    }
}

/// One layout of one view tree.
final class LayoutPass {
    let measurer: TextMeasurer
    var elements: [SceneElement] = []
    var openElements: [ElementBuilder] = []
    var missingSymbols: [SceneMissingSymbol] = []
    var missingGlyphs: [SceneMissingGlyphs] = []
    var faces: [FaceRecord] = []
    var truncatedTexts: [SceneTruncatedText] = []
    /// Texts placed so far (the next one's `SceneText.textIndex`).
    var placedTexts = 0
    /// Set only for layout dumps.
    var recorder: LayoutRecorder?

    init(measurer: TextMeasurer) { self.measurer = measurer }

    func run(_ node: ResolvedNode, proposal: ProposedSize) throws -> Scene {
        let box = Box(node)
        let size = try self.size(box, proposal)
        var nodes: [SceneNode] = []
        try place(box, proposal: proposal, origin: .zero, inherited: Inherited(), into: &nodes)
        return Scene(size: size, root: SceneGroup(children: nodes), elements: elements, fontFamily: measurer.family,
                     missingSymbols: missingSymbols, missingGlyphs: missingGlyphs, faces: faces,
                     truncatedTexts: truncatedTexts)
    }
}

/// What placement carries down: effects SwiftUI applies to each child separately (opacity and shadow
/// without a compositing group), the transform to scene coordinates, and accessibility state.
struct Inherited {
    var opacity: Double = 1
    var shadows: [SceneShadow] = []
    var ctm: CGAffineTransform = .identity
    var hitTesting = true
    var hidden = false
    var accessibilityHidden = false
    var pendingLabel: String?
    var pendingValue: String?
    var pendingTraits: AccessibilityTraits = []
    /// The layout direction of the environment here (set by `LayoutTrait.layoutDirection` nodes).
    var direction: LayoutDirection = .leftToRight
    /// The `brightness(_:)` amounts of the effects around, outermost first: applied to every colour drawn
    /// (innermost first). Kept by `composited`, as they are never materialized on a group.
    var brightness: [Double] = []

    /// `color` as the brightness effects around draw it: each amount added to red, green and blue, clamped.
    func adjusted(_ color: RGBA) -> RGBA {
        brightness.reversed().reduce(color) { c, amount in
            RGBA(red: min(1, max(0, c.red + amount)), green: min(1, max(0, c.green + amount)),
                 blue: min(1, max(0, c.blue + amount)), alpha: c.alpha)
        }
    }

    /// Gradient stops as the brightness effects around draw them (the same array when there are none).
    func adjusted(_ stops: [ResolvedStop]) -> [ResolvedStop] {
        guard !brightness.isEmpty else { return stops }
        return stops.map { stop in var stop = stop; stop.color = adjusted(stop.color); return stop }
    }

    /// A unit point in this direction's terms: x is measured from the leading edge, so right to left it is
    /// mirrored (Apple, `UnitPoint.leading`: "on the right in a right-to-left environment"; docs/right-to-left.md).
    func directed(_ point: UnitPoint) -> UnitPoint {
        direction == .rightToLeft ? UnitPoint(x: 1 - point.x, y: point.y) : point
    }

    /// The same state with per-child effects cleared (they were materialized on a group).
    var composited: Inherited {
        var copy = self
        copy.opacity = 1
        copy.shadows = []
        return copy
    }
}

/// An accessibility element being collected while its subtree is placed.
final class ElementBuilder {
    var element: SceneElement
    init(_ element: SceneElement) { self.element = element }
}
