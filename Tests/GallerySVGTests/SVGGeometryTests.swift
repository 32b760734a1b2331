import Foundation
@testable import GalleryLayout
import GallerySVG
@testable import StyleKit
import Testing
import XMLWriter

@Suite("Geometry and strokes")
struct SVGGeometryTests {
    typealias F = SceneFixtures

    func element(_ node: SceneNode) throws -> XMLElement {
        let document = SVGTestSupport.document(F.scene([node]))
        return try #require(document.children.compactMap { if case .element(let e) = $0, !["title", "desc", "defs"].contains(e.name) { e } else { nil } }.first)
    }

    @Test func rect() throws {
        let rect = try element(F.shape(.rect(CGRect(x: 1, y: 2, width: 3, height: 4))))
        #expect(rect.name == "rect")
        #expect(rect.attributes.map { "\($0.name)=\($0.value)" } == ["id=shape-test", "x=1", "y=2", "width=3", "height=4", "fill=#007AFF"])
    }

    @Test func roundedRect() throws {
        let rect = try element(F.shape(.roundedRect(CGRect(x: 0, y: 0, width: 30, height: 10), rx: 5, ry: 4.5)))
        #expect(rect.name == "rect")
        #expect(rect[attribute: "rx"] == "5")
        #expect(rect[attribute: "ry"] == "4.5")
        // An absent ry is rx.
        let circular = try element(F.shape(.roundedRect(CGRect(x: 0, y: 0, width: 30, height: 10), rx: 5, ry: 5.0001)))
        #expect(circular[attribute: "rx"] == "5")
        #expect(circular[attribute: "ry"] == nil)
    }

    @Test func circleWhenSquareEllipseOtherwise() throws {
        let circle = try element(F.shape(.ellipse(CGRect(x: 0, y: 0, width: 10, height: 10))))
        #expect(circle.name == "circle")
        #expect(circle.attributes.map(\.name).prefix(4) == ["id", "cx", "cy", "r"])
        #expect(circle[attribute: "r"] == "5")
        let ellipse = try element(F.shape(.ellipse(CGRect(x: 0, y: 0, width: 10, height: 6))))
        #expect(ellipse.name == "ellipse")
        #expect(ellipse[attribute: "cx"] == "5")
        #expect(ellipse[attribute: "cy"] == "3")
        #expect(ellipse[attribute: "rx"] == "5")
        #expect(ellipse[attribute: "ry"] == "3")
    }

    @Test func pathUsesShortRelativeCommands() throws {
        let path = Path { p in
            p.move(to: CGPoint(x: 0, y: 0)); p.addLine(to: CGPoint(x: 10, y: -0.0001))
            p.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 12.5, y: 5))
            p.addCurve(to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 7, y: 13), control2: CGPoint(x: 3, y: 13)); p.closeSubpath()
        }
        let element = try element(F.shape(.path(path), evenOdd: true))
        #expect(element.name == "path")
        #expect(element[attribute: "d"] == "m0 0h10q2.5 5 0 10c-3 3-7 3-10 0z")
        #expect(element[attribute: "fill-rule"] == "evenodd")
    }

    @Test func emptyPathAndUnpaintedShapesAreSkipped() {
        let document = SVGTestSupport.document(F.scene([
            F.shape(.path(Path())), F.shape(.rect(CGRect(x: 0, y: 0, width: 5, height: 5)), fill: nil),
        ]))
        #expect(document.children.count == 2)  // title, desc
    }

    @Test func strokeAttributesInOrderWithDashes() throws {
        let style = StrokeStyle(lineWidth: 1.5, lineCap: .square, lineJoin: .round, dash: [3, 1.5], dashPhase: -2)
        let rect = try element(F.shape(.rect(CGRect(x: 0, y: 0, width: 5, height: 5)), fill: nil,
                                       stroke: SceneStroke(paint: .solid(RGBA(hex: 0xFF0000, alpha: 0.25)), style: style)))
        #expect(rect.attributes.map { "\($0.name)=\($0.value)" } == [
            "id=shape-test", "x=0", "y=0", "width=5", "height=5", "fill=none", "stroke=#FF0000", "stroke-opacity=0.25", "stroke-width=1.5",
            "stroke-linecap=square", "stroke-linejoin=round", "stroke-dasharray=3 1.5", "stroke-dashoffset=-2",
        ])
    }

    @Test func miterLimitOnlyWhenNotSVGDefault() throws {
        func attributes(_ style: StrokeStyle) throws -> [String] {
            try element(F.shape(.rect(CGRect(x: 0, y: 0, width: 5, height: 5)), stroke: SceneStroke(paint: .solid(.black), style: style)))
                .attributes.map(\.name)
        }
        // SwiftUI's default 10 differs from SVG's 4, so it is written; 4 is not; no dashes → no dash attributes.
        let defaults = try attributes(StrokeStyle())
        #expect(defaults == ["id", "x", "y", "width", "height", "fill", "stroke", "stroke-width", "stroke-miterlimit"])
        #expect(try !attributes(StrokeStyle(miterLimit: 4)).contains("stroke-miterlimit"))
        #expect(try !attributes(StrokeStyle(lineJoin: .bevel)).contains("stroke-miterlimit"))
        #expect(try !attributes(StrokeStyle(dash: [0, 0])).contains("stroke-dasharray"))
        #expect(try !attributes(StrokeStyle(dash: [2, -1])).contains("stroke-dasharray"))
    }

    @Test func leafOpacityIsAnAttributeOnTheElement() throws {
        let rect = try element(F.shape(.rect(CGRect(x: 0, y: 0, width: 5, height: 5)), opacity: 0.4))
        #expect(rect.name == "rect")
        #expect(rect.attributes.last?.name == "opacity")
        #expect(rect[attribute: "opacity"] == "0.4")
    }
}
