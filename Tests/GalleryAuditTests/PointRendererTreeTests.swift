import Foundation
import GoldenTestSupport
import Testing
@testable import GalleryAudit
@testable import GalleryLayout
@testable import StyleKit

/// ``PointRenderer`` answers point queries from a ``PaintTree`` (bounds, leaf ranges, early stop). Held here to
/// the plain walk it replaced — every group visited for every query — on generated scenes: nested transforms
/// (some not invertible), opacities, clips and masks of every geometry, filled and stroked shapes, texts.
@Suite("Point renderer: the paint tree answers as the plain walk")
struct PointRendererTreeTests {
    /// The walk before the paint tree, as it was: the oracle.
    struct PlainWalk {
        let root: SceneGroup
        let page: Premultiplied

        func color(at p: CGPoint, shapesBelow: Int, text: Int?) -> RGBA {
            var counter = 0
            return render(root, at: p, counter: &counter, shapesBelow: shapesBelow, text: text).over(page).straight
        }

        func render(_ group: SceneGroup, at p: CGPoint, counter: inout Int, shapesBelow: Int, text: Int?) -> Premultiplied {
            guard let inverse = AffineMath.inverse(group.transform) else {
                counter += Self.leafCount(group)
                return .clear
            }
            let local = p.applying(inverse)
            if let clip = group.clip, !GeometryTest.contains(clip.geometry, local) {
                counter += Self.leafCount(group)
                return .clear
            }
            var coverage = 1.0
            if let mask = group.mask {
                var maskCounter = 0
                coverage = render(SceneGroup(children: mask.children), at: local, counter: &maskCounter, shapesBelow: .max, text: nil).alpha
                if coverage == 0 {
                    counter += Self.leafCount(group)
                    return .clear
                }
            }
            var result = Premultiplied.clear
            for child in group.children {
                switch child {
                case .group(let inner):
                    result = render(inner, at: local, counter: &counter, shapesBelow: shapesBelow, text: text).over(result)
                case .shape(let shape):
                    if counter < shapesBelow { result = PointRenderer.color(of: shape, at: local).over(result) }
                    counter += 1
                case .text(let sceneText):
                    if counter == text { result = PaintSampler.color(of: sceneText.paint, at: local).scaled(sceneText.opacity).over(result) }
                    counter += 1
                case .image:
                    break
                }
            }
            return result.scaled(group.opacity * coverage)
        }

        static func leafCount(_ group: SceneGroup) -> Int {
            group.children.reduce(0) { count, child in
                switch child {
                case .group(let inner): return count + leafCount(inner)
                case .image: return count
                case .shape, .text: return count + 1
                }
            }
        }
    }


    static func rect(_ g: inout SplitMix64) -> CGRect {
        CGRect(x: g.range(-20, 180), y: g.range(-20, 80), width: g.range(0, 60), height: g.range(0, 40))
    }

    static func geometry(_ g: inout SplitMix64) -> SceneGeometry {
        let r = rect(&g)
        switch g.below(5) {
        case 0: return .rect(r)
        case 1: return .roundedRect(r, rx: g.range(0, 20), ry: g.range(0, 20))
        case 2: return .ellipse(r)
        case 3: return .ellipse(CGRect(x: r.minX, y: r.minY, width: r.width, height: r.width))
        default:
            var path = Path()
            path.move(to: CGPoint(x: r.minX, y: r.midY))
            path.addLine(to: CGPoint(x: r.midX, y: r.minY))
            path.addQuadCurve(to: CGPoint(x: r.maxX, y: r.maxY), control: CGPoint(x: r.maxX + 10, y: r.minY))
            path.closeSubpath()
            return .path(path)
        }
    }

    static func paint(_ g: inout SplitMix64) -> ScenePaint {
        let color = RGBA(red: g.unit(), green: g.unit(), blue: g.unit(), alpha: g.chance(0.3) ? g.unit() : 1)
        if g.chance(0.2) {
            return .linear(stops: [ResolvedStop(color: color, location: 0), ResolvedStop(color: .white, location: 1)],
                           start: CGPoint(x: g.range(0, 100), y: 0), end: CGPoint(x: g.range(100, 200), y: 50))
        }
        return .solid(color)
    }

    static func node(_ g: inout SplitMix64, depth: Int) -> SceneNode {
        switch g.below(depth > 3 ? 3 : 5) {
        case 0, 1:
            let stroke = g.chance(0.4)
                ? SceneStroke(paint: paint(&g), style: StrokeStyle(lineWidth: g.chance(0.1) ? 0 : g.range(0.5, 12))) : nil
            return .shape(SceneShape(geometry: geometry(&g), fill: g.chance(0.8) ? paint(&g) : nil, stroke: stroke,
                                     opacity: g.chance(0.2) ? g.unit() : 1, role: "Shape"))
        case 2:
            return .text(AuditFixtures.text(frame: rect(&g), paint: paint(&g), opacity: g.chance(0.2) ? g.unit() : 1))
        default:
            return .group(group(&g, depth: depth + 1))
        }
    }

    static func group(_ g: inout SplitMix64, depth: Int) -> SceneGroup {
        var transform = CGAffineTransform.identity
        switch g.below(6) {
        case 0: transform = CGAffineTransform(translationX: g.range(-40, 40), y: g.range(-40, 40))
        case 1: transform = CGAffineTransform(a: g.range(0.3, 2), b: 0, c: 0, d: g.range(0.3, 2), tx: g.range(-30, 30), ty: g.range(-30, 30))
        case 2: transform = CGAffineTransform(rotationAngle: g.range(-1, 1))
        case 3: transform = CGAffineTransform(scaleX: 0, y: 1)  // not invertible: draws nothing
        default: break
        }
        let clip = g.chance(0.25) ? SceneClip(geometry: geometry(&g)) : nil
        let mask = g.chance(0.15) ? SceneMask(children: (0..<(1 + g.below(3))).map { _ in node(&g, depth: depth + 1) }) : nil
        let children = (0..<g.below(6)).map { _ in node(&g, depth: depth) }
        return SceneGroup(transform: transform, opacity: g.chance(0.3) ? g.unit() : 1, clip: clip, mask: mask, children: children)
    }

    @Test func everyQueryAgreesWithThePlainWalk() {
        var queries = 0
        for seed in 0..<400 {
            var g = SplitMix64(seed: UInt64(seed))
            let root = Self.group(&g, depth: 0)
            let background = RGBA(red: g.unit(), green: g.unit(), blue: g.unit(), alpha: g.chance(0.2) ? 0.5 : 1)
            let renderer = PointRenderer(root: root, background: background)
            let oracle = PlainWalk(root: root, page: renderer.page)
            let leaves = PlainWalk.leafCount(root)
            for _ in 0..<60 {
                let p = CGPoint(x: g.range(-40, 220), y: g.range(-40, 120))
                let shapesBelow = g.chance(0.1) ? Int.max : g.below(leaves + 2)
                let text: Int? = g.chance(0.5) && leaves > 0 ? g.below(leaves) : nil
                let expected = oracle.color(at: p, shapesBelow: shapesBelow, text: text)
                let actual = renderer.color(at: p, shapesBelow: shapesBelow, text: text)
                #expect(actual == expected, "seed \(seed), point \(p), shapesBelow \(shapesBelow), text \(String(describing: text))")
                queries += 1
            }
        }
        #expect(queries == 24_000)
    }

    @Test func theTreeNumbersLeavesAsPaintLeafDoes() {
        var g = SplitMix64(seed: 7)
        let root = Self.group(&g, depth: 0)
        let tree = PaintTree(root)
        var indexes: [Int] = []
        func collect(_ tree: PaintTree) {
            for child in tree.children {
                switch child {
                case .group(let inner): collect(inner)
                case .shape(_, let index), .text(_, let index): indexes.append(index)
                }
            }
        }
        collect(tree)
        #expect(indexes == PaintLeaf.leaves(of: root).map(\.index))
        #expect(tree.leafCount == indexes.count)
    }
}

/// What the generated scenes draw their numbers with.
private extension SplitMix64 {
    mutating func range(_ low: Double, _ high: Double) -> Double { low + (high - low) * unit() }
    mutating func chance(_ p: Double) -> Bool { unit() < p }
}
