import Foundation
import Testing
@testable import GalleryAudit
@testable import GalleryLayout
@testable import StyleKit

/// The audit's point renderer sees through masks: a masked-out backdrop is not what text is read against.
@Suite struct MaskSamplingTests {
    @Test func maskOpacityScalesTheGroup() {
        let black = AuditFixtures.rect(CGRect(x: 0, y: 0, width: 100, height: 40), .solid(.black))
        let half = SceneMask(children: [AuditFixtures.rect(CGRect(x: 0, y: 0, width: 50, height: 40), .solid(RGBA(red: 1, green: 0, blue: 0, alpha: 0.5)))])
        let root = SceneGroup(children: [.group(SceneGroup(mask: half, children: [black]))])
        let renderer = PointRenderer(root: root, background: .white)
        let inside = renderer.color(at: CGPoint(x: 10, y: 10), shapesBelow: .max)
        let outside = renderer.color(at: CGPoint(x: 80, y: 10), shapesBelow: .max)
        #expect(abs(inside.red - 0.5) < 0.01 && abs(inside.green - 0.5) < 0.01, "black at the mask's 50 % over white; its red is ignored")
        #expect(outside == .white)
    }
}
