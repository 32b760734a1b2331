import Foundation
import Testing
@testable import StyleKit
@testable import GalleryLayout

/// Layout of hand-written views, compared with golden dumps (frames in points).
@Suite struct LayoutGoldenTests {
    let engine = LayoutEngine()

    func check<V: View>(_ view: V, width: CGFloat?, _ name: String, environment: EnvironmentValues = EnvironmentValues()) throws {
        let node = try view.resolveNode(in: ResolveContext(environment: environment))
        try goldens.check(try engine.layoutDump(node, width: width), named: "layout/\(name).txt")
    }

    @Test func stacksWithSpacers() throws {
        try check(HStack { Text("Leading"); Spacer(); Text("Trailing") }, width: 300, "hstack-spacer")
        try check(VStack(alignment: .leading, spacing: 4) { Text("Title").font(.headline); Spacer(minLength: 20); Text("Footnote").font(.footnote) },
                  width: 200, "vstack-spacer-minlength")
        try check(HStack(spacing: 0) { Rectangle().frame(width: 40); Spacer(minLength: 0); Rectangle().frame(width: 40) }.frame(height: 10),
                  width: 100, "hstack-spacer-zero")
    }

    @Test func flexibleFrames() throws {
        try check(Text("Wide").frame(maxWidth: .infinity, alignment: .leading).background(Color.gray), width: 250, "frame-maxwidth-infinity")
        try check(Text("Tall").frame(minHeight: 44), width: nil, "frame-minheight")
        try check(Text("Clamp").frame(minWidth: 10, maxWidth: 60), width: 300, "frame-min-max")
        try check(Color.red.frame(width: 30, height: 20, alignment: .bottomTrailing), width: nil, "frame-fixed")
        try check(HStack { Color.blue.frame(maxWidth: 50); Color.green }.frame(height: 10), width: 200, "frame-max-in-stack")
    }

    @Test func paddingEdges() throws {
        try check(Text("Pad").padding(), width: nil, "padding-default")
        try check(Text("Pad").padding(.horizontal), width: nil, "padding-horizontal")
        try check(Text("Pad").padding([.top, .leading], 5).padding(.bottom, 9), width: nil, "padding-edges")
        try check(Text("Pad").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)), width: nil, "padding-insets")
    }

    @Test func overlaysAndBackgroundsWithAlignment() throws {
        try check(Color.gray.frame(width: 60, height: 40).overlay(Circle().frame(width: 10, height: 10), alignment: .topTrailing),
                  width: nil, "overlay-top-trailing")
        try check(Text("Badge").padding(6).background(alignment: .bottomLeading) { Color.red.frame(width: 8, height: 8) },
                  width: nil, "background-bottom-leading")
        try check(ZStack(alignment: .bottom) { Color.blue.frame(width: 50, height: 50); Text("z") }, width: nil, "zstack-bottom")
    }

    @Test func switchKnobMovesWithAlignment() throws {
        for isOn in [true, false] {
            try check(Toggle("Wi-Fi", isOn: .constant(isOn)).toggleStyle(.switch), width: 320, "switch-\(isOn ? "on" : "off")")
        }
    }

    @Test func textStylesAndWeights() throws {
        try check(VStack(alignment: .leading) {
            Text("Large Title").font(.largeTitle)
            Text("Headline").font(.headline)
            Text("Body bold").bold()
            Text("Caption light").font(.caption).fontWeight(.light)
            Text("Mono").font(.system(.body, design: .monospaced))
        }, width: nil, "text-styles")
        try check(Text("A label long enough to wrap onto a second line").font(.body), width: 150, "text-wrap")
    }

    @Test func effectsDoNotChangeLayout() throws {
        try check(HStack { Text("A").scaleEffect(2); Text("B").offset(x: 30).rotationEffect(.degrees(45)); Text("C") },
                  width: nil, "effects-keep-layout")
    }

    @Test func fixedSizeAndAspectRatio() throws {
        try check(Text("Never wraps even when narrow").fixedSize(), width: 50, "fixed-size")
        try check(Color.red.aspectRatio(2, contentMode: .fit), width: 100, "aspect-fit")
        try check(HStack { Text("Low"); Text("High priority").layoutPriority(1) }, width: 120, "layout-priority")
    }
}
