import Foundation
import GoldenTestSupport
@testable import GalleryLayout
@testable import GallerySVG
@testable import StyleKit
import Testing
import XMLWriter

@Suite("Layer names")
struct SVGLayerNamesTests {
    typealias F = SceneFixtures

    @Test func slugsAreLowerCaseASCIIWords() {
        #expect(SVGLayerNames.slug("Tap Me!") == "tap-me")
        #expect(SVGLayerNames.slug("RoundedRectangle") == "rounded-rectangle")
        #expect(SVGLayerNames.slug("Ünïcödé Café") == "unicode-cafe")
        #expect(SVGLayerNames.slug("Buy iPhone", splittingCamelCase: false) == "buy-iphone")
        #expect(SVGLayerNames.candidate(for: .text(F.text("Buy iPhone"))) == "text-buy-iphone")
        #expect(SVGLayerNames.slug("  Label 3-12  ") == "label-3-12")
        #expect(SVGLayerNames.slug("\"<b>&amp;</b>' x") == "b-amp-b-x")
        #expect(SVGLayerNames.slug("שלום 世界") == "")
        let long = SVGLayerNames.slug("A very long label that goes on and on beyond any sensible length")
        #expect(long == "a-very-long-label-that-goes-on")
        #expect(SVGLayerNames.slug(String(repeating: "x", count: 50)).count == SVGLayerNames.slugLimit)
    }

    /// The byte-level slug of ASCII text is the Character-level one, on generated text of every ASCII class.
    @Test func asciiSlugsAreTheCharacterSlugs() {
        var random = SplitMix64(seed: 2026)
        let pieces = ["a", "Z", "iPhone", "URL", "x2", "3D", " ", "-", "_", "\r\n", "\t", "!", "&amp;", "Rounded", "Rectangle", "0",
                      String(repeating: "long", count: 9), "..", "HTTPServer", "v1.2",
                      String(repeating: "ab", count: 16), String(repeating: "x", count: 31), String(repeating: "Yz", count: 8)]
        for _ in 0..<2_000 {
            let text = (0..<random.below(12)).map { _ in random.pick(pieces) }.joined()
            for camel in [true, false] {
                #expect(SVGLayerNames.asciiSlug(text, splittingCamelCase: camel) == SVGLayerNames.characterSlug(text, splittingCamelCase: camel),
                        "\(text.debugDescription) camel: \(camel)")
            }
        }
        #expect(SVGLayerNames.asciiSlug("Café", splittingCamelCase: true) == nil, "non-ASCII text takes the folding path")
        #expect(SVGLayerNames.asciiSlug(String(repeating: "word ", count: 10) + "é", splittingCamelCase: true) == nil,
                "non-ASCII after a full slug still takes the folding path")
    }

    @Test func candidatesSayWhatDrewTheNode() {
        func shape(_ role: String) -> SceneNode { .shape(SceneShape(geometry: .rect(.zero), fill: nil, role: role)) }
        #expect(SVGLayerNames.candidate(for: shape("Capsule")) == "shape-capsule")
        #expect(SVGLayerNames.candidate(for: shape("RoundedRectangle")) == "shape-rounded-rectangle")
        #expect(SVGLayerNames.candidate(for: shape("symbol checkmark.circle.fill")) == "icon-checkmark-circle-fill")
        #expect(SVGLayerNames.candidate(for: shape("paint")) == "color")
        #expect(SVGLayerNames.candidate(for: shape("template image Logo")) == "template-image-logo")
        #expect(SVGLayerNames.candidate(for: .text(F.text("Sign in"))) == "text-sign-in")
        #expect(SVGLayerNames.candidate(for: .text(F.text("✓"))) == "text")
        #expect(SVGLayerNames.candidate(for: .group(SceneGroup(role: "scaleEffect"))) == "scale-effect")
        #expect(SVGLayerNames.candidate(for: .group(SceneGroup(role: "3D"))) == "layer-3-d")
        #expect(SVGLayerNames.candidate(for: .group(SceneGroup())) == "group")
    }

    @Test func namesAreUniqueAndClearOfOtherIDs() {
        var names = SVGLayerNames(prefix: "sg", reserved: ["sg-title", "sg-desc", "background"])
        #expect(["text-ok", "text-ok", "text-ok", "background", "sg-g1", "sg-t12", "sg-title", "sg-gx"].map { names.unique($0) }
                == ["text-ok", "text-ok-2", "text-ok-3", "background-2", "sg-g1-2", "sg-t12-2", "sg-title-2", "sg-gx"])
        // A prefix that a layer name can start with: "text-t1" is the form of a glyph definition's id.
        var text = SVGLayerNames(prefix: "text", reserved: ["text-title"])
        #expect([text.unique("text-title"), text.unique("text-t1"), text.unique("text-tap")] == ["text-title-2", "text-t1-2", "text-tap"])
    }

    /// Names resume from the suffix a candidate last took; held to trying `-2`, `-3`, … from the start each time,
    /// with candidates that are another's suffixed form (`text-ok-2`) and definition-shaped ones mixed in.
    @Test func resumingGivesTheNamesProbingFromTheStartGives() {
        var probed: Set<String> = ["sg-title", "sg-desc", "background"]
        func probe(_ candidate: String) -> String {
            var name = candidate, n = 1
            while probed.contains(name) || SVGDefinitions.isDefinitionID(name, prefix: "sg") {
                n += 1
                name = candidate + "-\(n)"
            }
            probed.insert(name)
            return name
        }
        var names = SVGLayerNames(prefix: "sg", reserved: ["sg-title", "sg-desc", "background"])
        let pool = ["text-ok", "text-ok-2", "text-ok-3", "icon-star", "background", "sg-g1", "text-ok-2-2", "shape-rect"]
        var state: UInt64 = 42
        for _ in 0..<3_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let candidate = pool[Int(state >> 33) % pool.count]
            #expect(names.unique(candidate) == probe(candidate))
        }
    }

    @Test func everyDrawnElementIsALayerOnce() throws {
        let document = SVGTestSupport.document(F.kitchenSink, SVGOptions(title: "T", background: .white))
        let ids = SVGTestSupport.ids(in: document)
        #expect(ids.count == Set(ids).count)
        let layers = ids.filter { !$0.hasPrefix("sg-") }
        // In document order; numbered as drawn (a group after what it holds).
        #expect(layers == ["background", "button", "shape-test", "text-sign-in", "nested", "shape-test-2", "shape-test-3",
                           "text-tap-tap", "shape-test-4", "shape-test-5", "shape-test-6", "text-mono"])
        // XML names that need no escaping and no CSS escapes.
        #expect(layers.allSatisfy { $0.first!.isLetter && $0.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") } })
        // Definitions (shared, possibly used twice) are no layers.
        for definition in document.first("defs")?.children ?? [] {
            guard case .element(let element) = definition else { continue }
            #expect(SVGTestSupport.ids(in: element).dropFirst().isEmpty, "\(element.name) holds layer ids")
        }
    }

    @Test func maskContentIsNoLayer() throws {
        let masked = SceneGroup(mask: SceneMask(children: [F.shape(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)))]),
                                children: [F.shape(.rect(CGRect(x: 0, y: 0, width: 20, height: 20)))], role: "mask")
        let document = SVGTestSupport.document(F.scene([.group(masked)]))
        let mask = try #require(document.first("mask"))
        #expect(SVGTestSupport.ids(in: mask) == ["sg-m1"])
        #expect(SVGTestSupport.ids(in: document).filter { !$0.hasPrefix("sg-") } == ["mask", "shape-test"])
    }

    @Test func hostileLabelsBreakNeitherIDsNorAttributes() throws {
        let hostile = "\"/><script>alert(1)</script>&amp;<'"
        let scene = F.scene([.text(F.glyphText(hostile)), .text(F.text(hostile)), .text(F.glyphText(hostile))])
        for mode in [SVGOptions.TextMode.outlines, .text] {
            let bytes = try SVGWriter.bytes(for: scene, options: SVGOptions(title: hostile, textMode: mode))
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(!text.contains("<script>"))
            let reparsed = try XMLDocumentReader.parse(bytes, fileName: "hostile.svg")
            let ids = reparsed.descendants { $0[attribute: "id"] != nil }.compactMap { $0[attribute: "id"] }
            #expect(ids.count == Set(ids).count)
            #expect(ids.contains("text-script-alert-1-script-amp") && ids.contains("text-script-alert-1-script-amp-2"))
            if mode == .outlines {
                let labels = reparsed.descendants { $0[attribute: "aria-label"] != nil }.map { $0[attribute: "aria-label"] }
                #expect(labels == [hostile, hostile, hostile])
            }
            let names = reparsed.descendants { $0[attribute: "data-name"] != nil }.map { $0[attribute: "data-name"] }
            #expect(names == Array(repeating: "Text “\(hostile)”", count: 3), "the layer name survives as text")
        }
    }

    @Test func containerViewsAreLayersHoldingWhatTheyDraw() throws {
        let square = F.shape(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)))
        let row = SceneGroup(children: [square, .text(F.text("Sign in"))], role: SceneGroup.hStackRole)
        let column = SceneGroup(children: [.group(row), square], role: SceneGroup.vStackRole)
        let lone = SceneGroup(children: [square], role: SceneGroup.zStackRole)
        let document = SVGTestSupport.document(F.scene([.group(column), .group(lone)]))
        #expect(SVGTestSupport.ids(in: document).filter { !$0.hasPrefix("sg-") }
                == ["vstack", "hstack", "shape-test", "text-sign-in", "shape-test-2", "shape-test-3"])
        // The view tree: VStack { HStack { shape, text }, shape }; a stack drawing one thing is no layer of its own.
        let vstack = try #require(document.descendants { $0[attribute: "id"] == "vstack" }.first)
        #expect(vstack.name == "g" && vstack.attributes.map(\.name) == ["id"], "a plain group: no transform, no effect")
        let hstack = try #require(vstack.descendants { $0[attribute: "id"] == "hstack" }.first)
        #expect(SVGTestSupport.ids(in: hstack).filter { !$0.hasPrefix("sg-") } == ["hstack", "shape-test", "text-sign-in"])
        #expect(document.descendants { $0[attribute: "id"] == "zstack" }.isEmpty)
        #expect(SVGLayerNames.candidate(for: .group(row)) == "hstack")
        // Without layer names the stacks dissolve: the same elements, no groups.
        var options = SVGOptions(title: "T")
        options.namesLayers = false
        let flat = F.scene([square, .text(F.text("Sign in")), square, square])
        func groups(_ scene: Scene) -> Int { SVGTestSupport.document(scene, options).descendants { $0.name == "g" }.count }
        #expect(groups(F.scene([.group(column), .group(lone)])) == groups(flat))
    }

    @Test func textLayersCarryTheirNameAsWritten() throws {
        let long = String(repeating: "Lorem ipsum ", count: 10)
        let scene = F.scene([.text(F.text("Tap Me!")), .text(F.text("שלום")), .text(F.text(long)),
                             F.shape(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)))])
        let document = SVGTestSupport.document(scene)
        let named = document.descendants { $0[attribute: "data-name"] != nil }
        #expect(named.map { $0[attribute: "id"] } == ["text-tap-me", "text", "text-lorem-ipsum-lorem-ipsum-lorem"])
        #expect(named.map { $0[attribute: "data-name"] } == ["Text “Tap Me!”", "Text “שלום”",
                                                             "Text “\(long.prefix(SVGLayerNames.labelLimit))…”"])
        #expect(SVGLayerNames.label(for: F.shape(.rect(.zero))) == nil, "a shape's id says its name")
        var options = SVGOptions(title: "T")
        options.namesLayers = false
        #expect(SVGTestSupport.document(scene, options).descendants { $0[attribute: "data-name"] != nil }.isEmpty)
    }

    @Test func layerNamesCanBeTurnedOff() {
        var options = SVGOptions(title: "T", background: .white)
        options.namesLayers = false
        let ids = SVGTestSupport.ids(in: SVGTestSupport.document(F.kitchenSink, options))
        #expect(ids.allSatisfy { $0.hasPrefix("sg-") })
    }
}
