import Foundation
import GalleryLayout
import StyleKit
import Testing

@Suite struct PaintItemTests {
    static let canvas = CGRect(x: -8, y: -8, width: 116, height: 66)

    static func rect(_ frame: CGRect, _ hex: UInt32, shadows: [SceneShadow] = []) -> SceneNode {
        .shape(SceneShape(geometry: .rect(frame), fill: .solid(RGBA(hex: hex)), shadows: shadows, role: "Rectangle"))
    }

    static func scene(_ children: [SceneNode]) -> Scene {
        Scene(size: CGSize(width: 100, height: 50), root: SceneGroup(children: children), elements: [], fontFamily: "Inter")
    }

    static func items(_ children: [SceneNode], background: RGBA? = RGBA(hex: 0xFFFFFF)) -> [PaintItem] {
        PaintItem.items(of: scene(children), background: background, canvas: canvas) ?? []
    }

    @Test func equalScenesPaintEqualItems() {
        let children = [Self.rect(CGRect(x: 0, y: 0, width: 100, height: 50), 0x007AFF),
                        .group(SceneGroup(opacity: 0.5, children: [Self.rect(CGRect(x: 10, y: 10, width: 20, height: 20), 0xFF0000)]))]
        let (a, b) = (Self.items(children), Self.items(children))
        #expect(a == b)
        #expect(a.count == 3, "the background and two leaves")
        #expect(a[0].bounds == Self.canvas)
        #expect(PaintItem.differingBounds(a, b)?.isNull == true)
    }

    @Test func aChangedLeafDiffersWhereItPaints() throws {
        let background = Self.rect(CGRect(x: 0, y: 0, width: 100, height: 50), 0xEEEEEE)
        let a = Self.items([background, Self.rect(CGRect(x: 10, y: 10, width: 20, height: 20), 0xFF0000)])
        let b = Self.items([background, Self.rect(CGRect(x: 10, y: 10, width: 20, height: 20), 0xFF0001)])
        #expect(a[1] == b[1] && a[2].fingerprint != b[2].fingerprint)
        // A point of margin around the rectangle.
        #expect(try #require(PaintItem.differingBounds(a, b)) == CGRect(x: 9, y: 9, width: 22, height: 22))
        // A different page background paints the whole canvas.
        let dark = Self.items([background, Self.rect(CGRect(x: 10, y: 10, width: 20, height: 20), 0xFF0000)], background: RGBA(hex: 0))
        #expect(try #require(PaintItem.differingBounds(a, dark)) == Self.canvas)
    }

    @Test func aGroupsAttributesReachEveryLeafInIt() throws {
        let leaves = [Self.rect(CGRect(x: 10, y: 10, width: 10, height: 10), 0xFF0000), Self.rect(CGRect(x: 40, y: 10, width: 10, height: 10), 0x00FF00)]
        let plain = Self.items([.group(SceneGroup(children: leaves))])
        let faded = Self.items([.group(SceneGroup(opacity: 0.4, children: leaves))])
        let clipped = Self.items([.group(SceneGroup(clip: SceneClip(geometry: .rect(CGRect(x: 0, y: 0, width: 30, height: 30))), children: leaves))])
        for other in [faded, clipped] {
            #expect(other[1].fingerprint != plain[1].fingerprint && other[2].fingerprint != plain[2].fingerprint)
            #expect(try #require(PaintItem.differingBounds(plain, other)) == CGRect(x: 9, y: 9, width: 42, height: 12))
        }
        // Moved by its transform: the bounds follow it.
        let moved = Self.items([.group(SceneGroup(transform: CGAffineTransform(translationX: 5, y: 20), children: leaves))])
        #expect(moved[1].bounds == CGRect(x: 14, y: 29, width: 12, height: 12))
    }

    @Test func shadowsGrowTheBoundsAndMakeUnits() {
        let shadow = SceneShadow(color: RGBA(hex: 0, alpha: 0.3), radius: 2, offset: CGSize(width: 0, height: 3))
        // Four deviations and a point around the offset copy, then the point of margin.
        let own = Self.items([Self.rect(CGRect(x: 10, y: 10, width: 10, height: 10), 0xFF0000, shadows: [shadow])])
        #expect(own[1].bounds == CGRect(x: 0, y: 3, width: 30, height: 30))
        #expect(own[1].unit == own[1].bounds)
        // A shadow on a group: every leaf in it belongs to one unit, the union of their bounds.
        let grouped = Self.items([.group(SceneGroup(shadows: [shadow], children: [
            Self.rect(CGRect(x: 10, y: 10, width: 10, height: 10), 0xFF0000), Self.rect(CGRect(x: 60, y: 10, width: 10, height: 10), 0x0000FF),
        ])), Self.rect(CGRect(x: 80, y: 40, width: 5, height: 5), 0x00FF00)])
        #expect(grouped[1].unit == CGRect(x: 0, y: 3, width: 80, height: 30))
        #expect(grouped[2].unit == grouped[1].unit)
        #expect(grouped[3].unit == nil, "a leaf without shadows outside the group")
        #expect(grouped[0].unit == nil)
    }

    @Test func pathsDifferingInAnyPointDiffer() {
        func path(_ middle: CGFloat) -> SceneNode {
            let path = Path { p in
                p.move(to: CGPoint(x: 0, y: 0))
                for x in 1...20 { p.addLine(to: CGPoint(x: CGFloat(x), y: x == 11 ? middle : 0)) }
                p.closeSubpath()
            }
            return .shape(SceneShape(geometry: .path(path), fill: .solid(RGBA(hex: 0)), role: "Path"))
        }
        // Path's own hash samples four commands; the item hashes them all.
        #expect(Self.items([path(5)])[1].fingerprint != Self.items([path(6)])[1].fingerprint)
        #expect(Self.items([path(5)])[1].fingerprint == Self.items([path(5)])[1].fingerprint)
    }

    @Test func theDifferenceIsWhatTheLongestCommonOrderLeavesOut() throws {
        func item(_ fingerprint: Int, _ x: CGFloat) -> PaintItem { PaintItem(fingerprint: fingerprint, bounds: CGRect(x: x, y: 0, width: 1, height: 1)) }
        let base = (0..<8).map { item($0, CGFloat($0 * 10)) }
        // One item inserted; one removed; one replaced: only it.
        var inserted = base
        inserted.insert(item(99, 35), at: 4)
        #expect(try #require(PaintItem.differingBounds(base, inserted)) == CGRect(x: 35, y: 0, width: 1, height: 1))
        #expect(try #require(PaintItem.differingBounds(inserted, base)) == CGRect(x: 35, y: 0, width: 1, height: 1))
        var replaced = base
        replaced[3] = item(98, 31)
        #expect(try #require(PaintItem.differingBounds(base, replaced)) == CGRect(x: 30, y: 0, width: 2, height: 1))
        // Two items swapped: one of them is out of order, and it is painted where they overlap.
        var swapped = base
        swapped.swapAt(2, 5)
        let bounds = try #require(PaintItem.differingBounds(base, swapped))
        #expect(bounds.contains(CGRect(x: 20, y: 0, width: 1, height: 1)) || bounds.contains(CGRect(x: 50, y: 0, width: 1, height: 1)))
        // Everything differs; nothing is left on one side.
        #expect(try #require(PaintItem.differingBounds([], base)) == CGRect(x: 0, y: 0, width: 71, height: 1))
        #expect(PaintItem.differingBounds([], [])?.isNull == true)
    }
}
