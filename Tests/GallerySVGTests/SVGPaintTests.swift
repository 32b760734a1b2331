import Foundation
@testable import GalleryLayout
@testable import GallerySVG
@testable import StyleKit
import Testing
import XMLWriter

@Suite("Paint")
struct SVGPaintTests {
    typealias F = SceneFixtures
    let box = CGRect(x: 0, y: 0, width: 40, height: 40)

    @Test func solidUsesSixDigitHexAndSeparateOpacity() throws {
        let text = try SVGTestSupport.string(F.scene([F.shape(.rect(box), fill: .solid(RGBA(red: 1, green: 0.5, blue: 0, alpha: 0.3)))]))
        #expect(text.contains(##"fill="#FF8000" fill-opacity="0.3""##))
        #expect(!text.contains("rgba(") && !text.contains("rgb("))
        #expect(text.range(of: "#[0-9A-Fa-f]{8}\\b", options: .regularExpression) == nil)
    }

    @Test func opaqueSolidHasNoOpacityAttribute() {
        let rect = SVGTestSupport.document(F.scene([F.shape(.rect(box), fill: .solid(RGBA(hex: 0x123456, alpha: 0.99999)))])).first("rect")
        #expect(rect?[attribute: "fill"] == "#123456")
        #expect(rect?[attribute: "fill-opacity"] == nil)
    }

    @Test func linearGradientInUserSpace() throws {
        let document = SVGTestSupport.document(F.scene([F.shape(.rect(box), fill: F.linear)]))
        let gradient = try #require(document.first("linearGradient"))
        #expect(gradient.attributes.map { "\($0.name)=\($0.value)" } == [
            "id=sg-g1", "gradientUnits=userSpaceOnUse", "x1=0", "y1=0", "x2=0", "y2=40"])
        #expect(gradient.all("stop").map { $0.attributes.map(\.value) } == [["0", "#FF3B30"], ["1", "#007AFF"]])
    }

    @Test func gradientStopsSortedClampedWithOpacity() throws {
        let paint = ScenePaint.linear(stops: [F.stop(.white, 1.2), F.stop(RGBA(hex: 0xFF0000, alpha: 0.5), 0.25), F.stop(.black, -0.1)],
                                      start: .zero, end: CGPoint(x: 10, y: 0))
        let stops = SVGTestSupport.document(F.scene([F.shape(.rect(box), fill: paint)])).all("stop")
        #expect(stops.map { $0.attributes.map { "\($0.name)=\($0.value)" } } == [
            ["offset=0", "stop-color=#000000"],
            ["offset=0.25", "stop-color=#FF0000", "stop-opacity=0.5"],
            ["offset=1", "stop-color=#FFFFFF"],
        ])
    }

    @Test func radialStartRadiusShiftsStopOffsets() throws {
        // start 4, end 12: location 0 → 4/12, location 0.5 → 8/12, location 1 → 1.
        let paint = ScenePaint.radial(stops: [F.stop(.white, 0), F.stop(.black, 0.5), F.stop(.white, 1)],
                                      center: CGPoint(x: 20, y: 20), startRadius: 4, endRadius: 12)
        let gradient = try #require(SVGTestSupport.document(F.scene([F.shape(.rect(box), fill: paint)])).first("radialGradient"))
        #expect(gradient.attributes.map { "\($0.name)=\($0.value)" } == [
            "id=sg-g1", "gradientUnits=userSpaceOnUse", "cx=20", "cy=20", "r=12", "fx=20", "fy=20"])
        #expect(gradient.all("stop").map { $0[attribute: "offset"] } == ["0.333", "0.667", "1"])
        #expect(gradient[attribute: "fr"] == nil)
    }

    @Test func radialWithStartBeyondEndReversesStops() throws {
        let paint = ScenePaint.radial(stops: [F.stop(.white, 0), F.stop(.black, 1)], center: .zero, startRadius: 10, endRadius: 5)
        let gradient = try #require(SVGTestSupport.document(F.scene([F.shape(.rect(box), fill: paint)])).first("radialGradient"))
        #expect(gradient[attribute: "r"] == "10")
        #expect(gradient.all("stop").map { "\($0[attribute: "offset"]!) \($0[attribute: "stop-color"]!)" } == ["0.5 #000000", "1 #FFFFFF"])
    }

    @Test func angularFillIsClippedWedges() throws {
        let paint = ScenePaint.angular(stops: [F.stop(RGBA(hex: 0xFF0000), 0), F.stop(RGBA(hex: 0x0000FF), 1)],
                                       center: CGPoint(x: 20, y: 20), startAngle: .zero, endAngle: .degrees(360))
        let document = SVGTestSupport.document(F.scene([F.shape(.roundedRect(box, rx: 8, ry: 8), fill: paint, evenOdd: true)]))
        let clip = try #require(document.first("clipPath"))
        #expect(clip[attribute: "clipPathUnits"] == "userSpaceOnUse")
        #expect(clip.first("rect")?[attribute: "clip-rule"] == "evenodd")
        let group = try #require(document.all("g").first)
        #expect(group[attribute: "clip-path"] == "url(#sg-c1)")
        let wedges = group.all("path")
        #expect(wedges.count == SVGAngularWedges.wedgesPerTurn)
        #expect(wedges.first?[attribute: "fill"] == "#FD0002")  // 2.5° of 360°: 255 · (1 − 1/144) ≈ 253
        #expect(wedges.last?[attribute: "fill"] == "#0200FD")
        #expect(wedges.allSatisfy { $0[attribute: "d"]!.hasPrefix("m20 20") })
    }

    @Test func angularColourFollowsSwiftUIGapRule() {
        // 0°…180° red → blue; the missing half is blue (location 1) until 270°, then red (location 0).
        let wedges = SVGAngularWedges(stops: [F.stop(RGBA(hex: 0xFF0000), 0), F.stop(RGBA(hex: 0x0000FF), 1)], center: .zero,
                                      startAngle: .zero, endAngle: .degrees(180))
        func hex(_ degrees: Double) -> String { wedges.color(atAngle: degrees * .pi / 180).hexString }
        #expect(hex(0) == "#FF0000")
        #expect(hex(90) == "#800080")
        #expect(hex(180) == "#0000FF")
        #expect(hex(260) == "#0000FF")
        #expect(hex(280) == "#FF0000")
        // Equal-colour neighbours merge: the gap is two polygons (blue, red), not 36 wedges.
        let paths = wedges.elements(covering: CGRect(x: -10, y: -10, width: 20, height: 20))
        #expect(paths.count == 36 + 2)
        var last: [UInt8] = []
        paths.last?.write(depth: 0, into: &last)
        #expect(String(decoding: last, as: UTF8.self).hasSuffix(" fill=\"#FF0000\"/>"))
    }

    @Test func angularNegativeSpanRunsCounterClockwise() {
        let wedges = SVGAngularWedges(stops: [F.stop(RGBA(hex: 0xFF0000), 0), F.stop(RGBA(hex: 0x0000FF), 1)], center: .zero,
                                      startAngle: .degrees(90), endAngle: .degrees(-270))
        // At 0° we are a quarter turn counter-clockwise from the start: location 0.25.
        #expect(wedges.color(atAngle: 0).hexString == "#BF0040")
    }

    @Test func angularStrokeUsesAMask() throws {
        let paint = ScenePaint.angular(stops: [F.stop(.white, 0), F.stop(.black, 1)], center: CGPoint(x: 20, y: 20),
                                       startAngle: .zero, endAngle: .degrees(360))
        let document = SVGTestSupport.document(F.scene([F.shape(.ellipse(box), fill: .solid(.white),
                                                                 stroke: SceneStroke(paint: paint, style: StrokeStyle(lineWidth: 4)))]))
        let mask = try #require(document.first("mask"))
        #expect(mask[attribute: "maskUnits"] == "userSpaceOnUse")
        let outline = try #require(mask.first("circle"))
        #expect(outline[attribute: "fill"] == "none")
        #expect(outline[attribute: "stroke"] == "#FFFFFF")
        #expect(outline[attribute: "stroke-width"] == "4")
        // Fill layer first, then the masked stroke layer.
        let circles = document.all("circle")
        #expect(circles.count == 2)
        let groups = document.all("g")
        #expect(groups.contains { $0[attribute: "mask"] == "url(#sg-m1)" })
    }
}
