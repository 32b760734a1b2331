import Foundation
import Testing
@testable import StyleKit

@Suite struct ShapeTests {
    @Test func continuousCornersConsume1_528665RadiusOfEachEdge() {
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 10, style: .continuous)
        guard case .move(let start) = path.elements.first else { Issue.record("no move"); return }
        #expect(abs(start.x - 15.28665) < 1e-9 && start.y == 0)
        // 4 corners × (1 line + 3 curves) + move + close
        #expect(path.elements.count == 18)
        let bounds = path.boundingRect
        #expect(bounds == CGRect(x: 0, y: 0, width: 100, height: 60))
    }

    @Test func continuousBecomesQuarterCirclesOfHalfTheSideWhenTheCornerFitsNeitherSide() {
        // 2 · 1.528665 · 9 = 27.5 > 20 both ways: UIKit's "shape 3" (docs/continuous-corners.md).
        let tight = Path(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 9, style: .continuous)
        let circular = Path(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 10, style: .circular)
        #expect(tight == circular)
    }

    @Test func capsuleAndCircleReportExactGeometry() {
        let rect = CGRect(x: 0, y: 0, width: 51, height: 31)
        #expect(Capsule().geometry(in: rect) == .roundedRectangle(rect, cornerSize: CGSize(width: 15.5, height: 15.5), style: .continuous))
        #expect(Capsule(style: .circular).geometry(in: rect) == .roundedRectangle(rect, cornerSize: CGSize(width: 15.5, height: 15.5), style: .circular))
        #expect(Circle().geometry(in: rect) == .ellipse(CGRect(x: 10, y: 0, width: 31, height: 31)))
        #expect(RoundedRectangle(cornerRadius: 30).geometry(in: rect) ==
                .roundedRectangle(rect, cornerSize: CGSize(width: 30, height: 30), style: .continuous))
    }

    @Test func strokeBorderInsetsByHalfTheLineWidth() throws {
        let node = try RoundedRectangle(cornerRadius: 8).strokeBorder(Color.red, lineWidth: 4).resolveNode(in: ResolveContext())
        guard case .shape(let shape) = node else { Issue.record("not a shape"); return }
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(shape.shape.geometry(in: rect) == .roundedRectangle(rect.insetBy(dx: 2, dy: 2), cornerSize: CGSize(width: 6, height: 6), style: .continuous))
    }

    @Test func arcsSplitIntoQuarterCurves() {
        var path = Path()
        path.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(180), clockwise: false)
        #expect(path.elements.count == 3)
        #expect(path.currentPoint.map { abs($0.x + 10) < 1e-9 && abs($0.y) < 1e-9 } == true)
    }
}
