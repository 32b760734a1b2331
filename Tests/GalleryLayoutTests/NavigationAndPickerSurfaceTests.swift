import Foundation
import Testing
@testable import StyleKit
@testable import GalleryLayout

/// SwiftUI and UIKit surface that Orbit's design system (ZuperInc/orbit-swiftui) needed before it compiled with
/// no edits: navigation links, colour pickers, scroll view readers, formatter text fields and the older
/// navigation-bar API, drawn at rest; and text baselines through padding, which its buttons align on.
@Suite struct NavigationAndPickerSurfaceTests {
    let engine = LayoutEngine()

    func scene(_ view: some View, width: CGFloat? = 320) throws -> Scene {
        try engine.layout(try view.resolveNode(in: ResolveContext()), width: width)
    }

    func symbolRoles(_ scene: Scene) -> [String] { allShapes(scene.root).map(\.role).filter { $0.hasPrefix("symbol ") } }

    @Test func aNavigationLinkInAListIsARowWithAChevronAndElsewhereAButton() throws {
        let row = try scene(List { NavigationLink("Colors") { Text("Destination") } })
        #expect(allTexts(row.root).map(\.string) == ["Colors"], "the destination is not made")
        #expect(symbolRoles(row) == ["symbol chevron.right"])
        let element = try #require(row.elements.first { $0.label == "Colors" }, "\(row.elements.map { ($0.label, $0.traits) })")
        #expect(element.traits.contains(.isButton))

        let alone = try scene(NavigationLink(destination: Text("Destination")) { Text("Open") })
        #expect(allTexts(alone.root).map(\.string) == ["Open"] && symbolRoles(alone).isEmpty)
        #expect(alone.elements.first { $0.label == "Open" }?.traits.contains(.isButton) == true)
        let byValue = try scene(NavigationLink("Next", value: 3))
        #expect(allTexts(byValue.root).map(\.string) == ["Next"])
    }

    @Test func aColorPickerIsItsLabelAndAWellOfTheChosenColour() throws {
        let picker = try scene(ColorPicker("Accent", selection: .constant(Color(red: 1, green: 0, blue: 0))))
        #expect(allTexts(picker.root).map(\.string) == ["Accent"])
        let circles = allShapes(picker.root).filter { $0.role == "Circle" }
        #expect(circles.count == 2, "the hue ring and the well")
        let well = try #require(circles.last)
        #expect(well.fill == .solid(RGBA(hex: 0xFF0000)))
        #expect(abs(well.geometry.bounds.maxX - 320) < 6, "trailing, inside the 28-point ring: \(well.geometry.bounds)")
        #expect(picker.elements.first { $0.label == "Accent" }?.traits.contains(.isButton) == true, "\(picker.elements.map(\.label))")
        let hidden = try scene(ColorPicker("Accent", selection: .constant(.red)).labelsHidden(), width: nil)
        #expect(allTexts(hidden.root).isEmpty && hidden.size == CGSize(width: 28, height: 28))
    }

    @Test func aScrollViewReaderDrawsItsContentAtRest() throws {
        let reader = try scene(ScrollViewReader { proxy in
            Button("Scroll") { proxy.scrollTo(1, anchor: .topLeading) }
        })
        #expect(allTexts(reader.root).map(\.string) == ["Scroll"])
    }

    @Test func aFormatterTextFieldShowsTheFormattersText() throws {
        let formatter = NumberFormatter()
        formatter.minimumFractionDigits = 2
        formatter.maximumFractionDigits = 2
        let field = try scene(TextField("Amount", value: .constant(3.5), formatter: formatter))
        #expect(allTexts(field.root).map(\.string) == ["3.50"])
    }

    @Test func theOlderNavigationAndDrawingAPIChangeNothingDrawn() throws {
        let plain = try scene(Text("Body").padding())
        let decorated = try scene(Text("Body").padding()
            .navigationBarTitle("Title", displayMode: .inline)
            .navigationBarTitle(Text("Title"), displayMode: .large)
            .searchable(text: .constant(""), prompt: "Search")
            .navigationViewStyle(.stack))
        #expect(decorated.size == plain.size && allTexts(decorated.root).map(\.string) == ["Body"])
        let group = try scene(Color.red.frame(width: 10, height: 10).drawingGroup(colorMode: .extendedLinear), width: nil)
        #expect(group.size == CGSize(width: 10, height: 10))
    }

    /// Orbit's button: an icon whose guide is set, beside a label with vertical padding, on their first text baselines.
    @Test func textBaselinesPassThroughPaddingBackgroundsAndOverlays() throws {
        let row = try scene(HStack(alignment: .firstTextBaseline, spacing: 4) {
            Text(verbatim: "I").font(.system(size: 20)).alignmentGuide(.firstTextBaseline) { d in 5 + d.height / 2 }
            Text("Label").font(.system(size: 16)).padding(.vertical, 12).background(Color.yellow)
        }, width: nil)
        let texts = allTexts(row.root)
        let icon = try #require(texts.first { $0.string == "I" }), label = try #require(texts.first { $0.string == "Label" })
        // The label's baseline, 12 points under the padding's top, meets the icon's guide, 5 + half its height below its top.
        #expect(abs((label.origin.y) - (icon.frame.minY + 5 + icon.frame.height / 2)) < 1e-9, "\(icon.frame) \(label.origin)")
        #expect(abs(label.frame.minY - 12) < 1e-9, "the padded label is the taller child and starts at the top")

        let overlaid = try scene(HStack(alignment: .lastTextBaseline) {
            Text("A").font(.system(size: 30))
            Text("b").font(.system(size: 12)).padding(.top, 6).overlay(Color.clear)
        }, width: nil)
        let a = try #require(allTexts(overlaid.root).first { $0.string == "A" }), b = try #require(allTexts(overlaid.root).first { $0.string == "b" })
        #expect(abs(a.origin.y - b.origin.y) < 1e-9, "last baselines meet through padding and an overlay")
    }

    @Test func anEmptyUIImageDrawsNothing() throws {
        let image = try scene(Image(uiImage: UIImage()), width: nil)
        #expect(image.root.children.isEmpty && image.missingSymbols.isEmpty)
    }
}
