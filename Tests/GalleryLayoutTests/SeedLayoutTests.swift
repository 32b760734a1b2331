import Foundation
import Testing
@testable import StyleKit
@testable import GalleryLayout
@testable import GalleryCatalog

/// Every seed style in every state it has, laid out under the default theme: golden geometry, and
/// accessibility elements with activation points and hit regions.
@Suite struct SeedLayoutTests {
    static let seedIDs = Catalog.seedEntries.map(\.id)

    @Test(arguments: seedIDs)
    func layoutMatchesGoldens(entryID: String) throws {
        let engine = LayoutEngine()
        let entry = try #require(Catalog.builtIn.entry(id: entryID))
        for state in entry.states {
            let node = try Variant(entry: entry, state: state).resolve(in: GalleryTheme.default.environment)
            let width = entry.canvasWidth.map { CGFloat($0) }
            var text = try engine.layoutDump(node, width: width)
            let scene = try engine.layout(node, width: width)
            for element in scene.elements {
                text += "element \(element.role.rawValue) \"\(element.label)\" value=\(element.value ?? "-") enabled=\(element.isEnabled)"
                text += " frame=\(describe(element.frame)) activation=(\(formatNumber(element.activationPoint.x)),\(formatNumber(element.activationPoint.y)))"
                text += element.hasExplicitActivationPoint ? " explicit" : ""
                text += " interactive=\(element.activationPointIsInteractive)\n"
                for region in element.hitRegions { text += "  hit \(region.kind) \(describe(region.frame))\n" }
            }
            try goldens.check(text, named: "seeds/\(entry.id)/\(state.slug).txt")
        }
    }

    @Test func macFormAlignsSwitchesInAColumn() throws {
        let entry = try #require(Catalog.builtIn.entry(id: "my-toggle-style-2"))
        let state = try #require(entry.states.first { $0.platform == .macOS && $0.isInForm && $0.isOn && !$0.isDisabled })
        let scene = try LayoutEngine().layout(try Variant(entry: entry, state: state).resolve(in: EnvironmentValues()))
        // The two custom rows' alignment guide is "width - 38": their tracks (38 pt wide) start at the same x.
        let tracks = allShapes(scene.root).filter { $0.role == "RoundedRectangle" && $0.geometry.bounds.width == 38 }
        #expect(tracks.count == 2)
        #expect(Set(tracks.map { $0.geometry.bounds.minX }).count == 1, "tracks line up: \(tracks.map { $0.geometry.bounds })")
    }

    @Test func knobStyleActivationPointMissesTheKnobWhenALabelIsPresent() throws {
        // The first seed's activation point is a unit point of the whole HStack (label + switch): with a
        // label it lands on the label, outside the knob that reacts to taps — the audit must see that.
        let entry = try #require(Catalog.builtIn.entry(id: "my-toggle-style"))
        let state = try #require(entry.states.first { $0.isOn && !$0.isDisabled && !$0.isInForm })
        let scene = try LayoutEngine().layout(try Variant(entry: entry, state: state).resolve(in: EnvironmentValues()), width: 320)
        let element = try #require(scene.elements.first)
        #expect(element.hasExplicitActivationPoint)
        #expect(element.hitRegions.count == 1)
        #expect(!element.activationPointIsInteractive)
    }
}

func describe(_ r: CGRect) -> String {
    "[\(formatNumber(r.minX)),\(formatNumber(r.minY)) \(formatNumber(r.width))×\(formatNumber(r.height))]"
}

func allShapes(_ group: SceneGroup) -> [SceneShape] {
    group.children.flatMap { node -> [SceneShape] in
        switch node {
        case .group(let g): return allShapes(g)
        case .shape(let s): return [s]
        case .text, .image: return []
        }
    }
}
