import Foundation
import GoldenTestSupport
import Testing
import GalleryCatalog
@testable import GallerySite
import StyleKit

/// A style whose pressed state draws nothing different, next to one whose every state differs.
private struct FlatStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(12).background(Color.blue)
    }
}

private struct PressableStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(12).background(configuration.isPressed ? Color.red : Color.blue)
    }
}

/// Pressed moves the fill by less than ΔE 2 (blue 0.8 → 0.81): near-identical.
private struct NearlyStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(12).background(Color(red: 0.2, green: 0.4, blue: configuration.isPressed ? 0.81 : 0.8))
    }
}

/// Pressed moves the fill by more than ΔE 2 (green 0.4 → 0.45): distinct, though subtle.
private struct SubtleStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(12).background(Color(red: 0.2, green: configuration.isPressed ? 0.45 : 0.4, blue: 0.8))
    }
}

/// Pressed adds a 1 pt red dot: far fewer than 0.5 % of the pixels, but a visible change of colour.
private struct DotStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(12).background(Color.blue)
            .overlay(Rectangle().fill(configuration.isPressed ? Color.red : Color.blue).frame(width: 1, height: 1))
    }
}

/// Pressed loses its shadow and nothing else: the sketch without shadows shows no difference, the render does.
private struct ShadowStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(12).background(Color.white)
            .shadow(color: .black.opacity(configuration.isPressed ? 0 : 0.6), radius: 4, y: 2)
    }
}

@Suite struct StateDistinguishabilityTests {
    static var catalog: Catalog {
        var catalog = Catalog.builtIn
        catalog.register(.buttonStyle(id: "flat", name: "FlatStyle", summary: "Ignores pressing.", usage: ".buttonStyle(FlatStyle())",
                                      label: "Go", roles: false) { FlatStyle() })
        catalog.register(.buttonStyle(id: "pressable", name: "PressableStyle", summary: "Turns red when pressed.",
                                      usage: ".buttonStyle(PressableStyle())", label: "Go", roles: false) { PressableStyle() })
        catalog.register(.buttonStyle(id: "nearly", name: "NearlyStyle", summary: "Barely darker when pressed.",
                                      usage: ".buttonStyle(NearlyStyle())", label: "Go", roles: false) { NearlyStyle() })
        catalog.register(.buttonStyle(id: "subtle", name: "SubtleStyle", summary: "A little greener when pressed.",
                                      usage: ".buttonStyle(SubtleStyle())", label: "Go", roles: false) { SubtleStyle() })
        catalog.register(.buttonStyle(id: "dot", name: "DotStyle", summary: "A dot when pressed.",
                                      usage: ".buttonStyle(DotStyle())", label: "Go", roles: false) { DotStyle() })
        catalog.register(.buttonStyle(id: "shadowed", name: "ShadowStyle", summary: "Loses its shadow when pressed.",
                                      usage: ".buttonStyle(ShadowStyle())", label: "Go", roles: false) { ShadowStyle() })
        return catalog
    }

    /// The pairing by groups finds exactly the pairs of the definition (every two states that differ on one of
    /// the checked axes and agree on all others, a missing axis counting as a value), in the same order and
    /// with the same state named as the later one — over a product of axes with values missing, repeated and
    /// on axes that are not checked.
    @Test func neighboursAreThePairsThatDifferOnOneCheckedAxis() {
        var states: [VariantState] = []
        for size in ["small", "large"] {
            for interaction in ["normal", "pressed"] {
                for enabled in ["enabled", "disabled", nil] {
                    for level in [nil, "low", "medium", "high"] {
                        var values: [(StateAxis, String)] = [(.controlSize, size), (.interaction, interaction)]
                        if let enabled { values.append((.enabled, enabled)) }
                        if let level { values.append((.level, level)) }
                        states.append(VariantState(values))
                    }
                }
            }
        }
        states.append(states[3])  // a repeated state pairs with nothing it equals
        var expected: [StateDistinguishability.Neighbours] = []
        for i in states.indices {
            for j in states.indices where j > i {
                let axes = Set(states[i].values.keys).union(states[j].values.keys).filter { states[i][$0] != states[j][$0] }
                guard axes.count == 1, let axis = axes.first, StateDistinguishability.axes.contains(axis) else { continue }
                let order = axis.allValues
                let a = order.firstIndex(of: states[i][axis] ?? "") ?? 0, b = order.firstIndex(of: states[j][axis] ?? "") ?? 0
                expected.append(a > b ? .init(later: i, earlier: j, axis: axis) : .init(later: j, earlier: i, axis: axis))
            }
        }
        let found = StateDistinguishability.neighbours(states)
        #expect(found == expected)
        #expect(found.count > 100)
        #expect(found.contains { $0.axis == .level } && found.contains { $0.axis == .enabled } && found.contains { $0.axis == .interaction })
        #expect(!found.contains { $0.axis == .controlSize })
    }

    @Test func theFingerprintIgnoresTitleAndDescriptionOnly() {
        let a = Array("<svg>\n <title id=\"t\">Flat — normal</title>\n <desc>normal</desc>\n <rect/>\n</svg>\n".utf8)
        let b = Array("<svg>\n <title id=\"t\">Flat — pressed</title>\n <desc>pressed</desc>\n <rect/>\n</svg>\n".utf8)
        let c = Array("<svg>\n <title id=\"t\">Flat — pressed</title>\n <desc>pressed</desc>\n <rect fill=\"red\"/>\n</svg>\n".utf8)
        #expect(StateDistinguishability.drawingFingerprint(a) == StateDistinguishability.drawingFingerprint(b))
        #expect(StateDistinguishability.drawingFingerprint(a) != StateDistinguishability.drawingFingerprint(c))
    }

    /// The fingerprint hashes every line but those starting `<title` or `<desc` (after spaces and tabs), line ends
    /// included, eight bytes at a time and then byte by byte, as a plain reading of that definition computes it:
    /// on lines at the end without a line break, tabs, empty input, a `<title` cut short, lines of one byte and
    /// lines of exactly eight and sixteen bytes.
    @Test func theFingerprintHashesTheDrawingLinesByWordsThenBytes() {
        func reference(_ svg: [UInt8]) -> UInt64 {
            let prime: UInt64 = 0x100000001b3
            var hash: UInt64 = 0xcbf29ce484222325
            var lines = svg.split(separator: 0x0A, omittingEmptySubsequences: false).map { Array($0) + [0x0A] }
            if svg.last == 0x0A || svg.isEmpty { lines.removeLast() } else { lines[lines.count - 1].removeLast() }
            for line in lines {
                let text = String(decoding: line.drop { $0 == 0x20 || $0 == 0x09 }, as: UTF8.self)
                guard !text.hasPrefix("<title"), !text.hasPrefix("<desc") else { continue }
                let words = line.count / 8
                for word in 0..<words {
                    let value = (0..<8).reduce(UInt64(0)) { $0 | UInt64(line[word * 8 + $1]) << (8 * UInt64($1)) }
                    hash = (hash ^ value) &* prime
                    hash ^= hash >> 29
                }
                for byte in line[(words * 8)...] { hash = (hash ^ UInt64(byte)) &* prime }
            }
            return hash
        }
        let cases = ["", "\n", "x", "<svg>\n\t<title>T</title>\n\t<rect/>\n</svg>", " <desc>d</desc>\n<g/>\n <desc",
                     "<titl\n<title\n<des\n<desc>\n\n\n a\n", "<svg>\r\n <title>T</title>\r\n <path d=\"m1 2\"/>\r\n",
                     "1234567\n", "123456789012345\n<g>\n12345678", "<path d=\"m1 2 3 4 5 6 7 8 9 10 11 12 13\"/>\n"]
        for text in cases {
            let bytes = Array(text.utf8)
            #expect(StateDistinguishability.drawingFingerprint(bytes) == reference(bytes), "\(text.debugDescription)")
        }
    }

    /// Taken eight bytes at a time, the fingerprint still changes with any one byte of the drawing, wherever it
    /// falls in a word or a line (and with a byte added or taken away).
    @Test func everyByteOfTheDrawingCounts() {
        let svg = Array(("<svg viewBox=\"0 0 120 44\">\n <title>T</title>\n <desc>D</desc>\n <g id=\"button\">\n"
            + "  <rect x=\"0.5\" y=\"0.5\" width=\"119\" height=\"43\" rx=\"8\" fill=\"#0A84FF\"/>\n"
            + "  <path d=\"m12 20h5v3h-5z\" fill=\"#FFFFFF\"/>\n </g>\n</svg>\n").utf8)
        let original = StateDistinguishability.drawingFingerprint(svg)
        let drawing = Set((0..<svg.count).filter { index in
            // Bytes outside the title and description lines.
            let lineStart = svg[..<index].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            let line = String(decoding: svg[lineStart...].prefix { $0 != 0x0A }, as: UTF8.self)
            return !line.hasPrefix(" <title") && !line.hasPrefix(" <desc")
        })
        for index in drawing {
            var changed = svg
            changed[index] = changed[index] == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x")
            #expect(StateDistinguishability.drawingFingerprint(changed) != original, "byte \(index)")
            var shorter = svg
            shorter.remove(at: index)
            #expect(StateDistinguishability.drawingFingerprint(shorter) != original, "without byte \(index)")
        }
    }

    @Test func statesThatDrawAlikeAreListedOnThePageAndInTheManifest() async throws {
        let root = try temporaryDirectory("distinguishability")
        defer { try? FileManager.default.removeItem(at: root) }
        let configuration = try GalleryConfiguration.parse(#"{"styles": {"include": ["flat", "pressable"]}, "themes": [{"id": "default"}]}"#,
                                                           fileName: "c.json", baseURL: repositoryRoot, catalog: Self.catalog)
        let output = root.appendingPathComponent("output")
        _ = try await SiteBuilder(configuration: configuration, templatesDirectory: repositoryRoot.appendingPathComponent("Templates"),
                                  outputDirectory: output).build()
        let flat = try String(contentsOf: output.appendingPathComponent("themes/default/flat.html"), encoding: .utf8)
        #expect(flat.contains("States that look alike"))
        #expect(flat.contains("2 states draw exactly like a neighbouring state"), "pressed and disabled both look normal")
        #expect(flat.contains(##"<a href="#pressed-enabled">pressed-enabled</a> draws exactly like <a href="#normal-enabled">normal-enabled</a> (interaction makes no visible difference)"##))
        #expect(flat.contains(##"<a href="#normal-disabled">normal-disabled</a> draws exactly like"##), "disabled looks enabled too")
        let pressable = try String(contentsOf: output.appendingPathComponent("themes/default/pressable.html"), encoding: .utf8)
        #expect(!pressable.contains(##"<a href="#pressed-enabled">pressed-enabled</a> draws exactly like"##))
        let variants = try manifestVariants(output)
        func looksLike(_ id: String) -> [String: String]? { variants.first { $0["id"] as? String == id }?["looksLike"] as? [String: String] }
        #expect(looksLike("flat/pressed-enabled") == ["state": "normal-enabled", "axis": "interaction", "likeness": "identical"])
        #expect(looksLike("pressable/pressed-enabled") == nil)
        #expect(looksLike("flat/normal-enabled") == nil, "the earlier state of a pair is not the one flagged")
    }

    static func build(_ root: URL, styles: [String], extra: String = "", title: String = "T") async throws -> SiteBuilder.Summary {
        let list = styles.map { "\"\($0)\"" }.joined(separator: ", ")
        let configuration = try GalleryConfiguration.parse(#"{"title": "\#(title)", \#(extra) "styles": {"include": [\#(list)]}, "themes": [{"id": "default"}]}"#,
                                                           fileName: "c.json", baseURL: repositoryRoot, catalog: Self.catalog)
        return try await SiteBuilder(configuration: configuration, templatesDirectory: repositoryRoot.appendingPathComponent("Templates"),
                                     outputDirectory: root.appendingPathComponent("output")).build()
    }

    static func page(_ root: URL, _ id: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent("output/themes/default/\(id).html"), encoding: .utf8)
    }

    @Test func nearlyIdenticalStatesAreListedWithTheirFigures() async throws {
        let root = try temporaryDirectory("near-identical")
        defer { try? FileManager.default.removeItem(at: root) }
        let summary = try await Self.build(root, styles: ["flat", "nearly", "subtle", "dot", "shadowed"])
        #expect(summary.lookAlikeMeasured > 0)
        let nearly = try Self.page(root, "nearly")
        #expect(nearly.contains("1 state looks almost like a neighbouring state"), "pressed moves the fill by less than ΔE 2")
        #expect(nearly.contains(##"<a href="#pressed-enabled">pressed-enabled</a> looks almost like <a href="#normal-enabled">normal-enabled</a>: 0 % of pixels differ by more than ΔE 2; no colour moves by more than ΔE "##))
        #expect(nearly.contains("draws exactly like"), "disabled draws like enabled: listed apart, as identical")
        let dot = try Self.page(root, "dot")
        #expect(!dot.contains(##"<a href="#pressed-enabled">pressed-enabled</a> looks almost like"##),
                "a 1 pt red dot is a small share of the pixels, but its colour moves by far more than ΔE 2")
        let subtle = try Self.page(root, "subtle")
        #expect(!subtle.contains(##"<a href="#pressed-enabled">pressed-enabled</a> looks almost like"##), "more than ΔE 2 over the whole fill")
        #expect(!subtle.contains(##"<a href="#pressed-enabled">pressed-enabled</a> draws exactly like"##))
        let shadowed = try Self.page(root, "shadowed")
        #expect(!shadowed.contains(##"<a href="#pressed-enabled">pressed-enabled</a> looks almost like"##), "a shadow that goes away is seen at 2x")
        #expect(!shadowed.contains(##"<a href="#pressed-enabled">pressed-enabled</a> draws exactly like"##))
        // Identical pairs are still flagged as such.
        #expect(try Self.page(root, "flat").contains(##"<a href="#pressed-enabled">pressed-enabled</a> draws exactly like"##))

        let variants = try manifestVariants(root.appendingPathComponent("output"))
        let pressed = try #require(variants.first { $0["id"] as? String == "nearly/pressed-enabled" }?["looksLike"] as? [String: Any])
        #expect(pressed["likeness"] as? String == "nearlyIdentical" && pressed["state"] as? String == "normal-enabled")
        #expect(pressed["differingShare"] as? Double == 0 && pressed["deltaE"] as? Double == 2)
        let largest = try #require(pressed["maxDeltaE"] as? Double)
        #expect(largest > 0.2 && largest < 2)
        #expect(variants.first { $0["id"] as? String == "subtle/pressed-enabled" }?["looksLike"] is NSNull)
    }

    @Test func thresholdsComeFromTheConfiguration() async throws {
        let root = try temporaryDirectory("alike-thresholds")
        defer { try? FileManager.default.removeItem(at: root) }
        // ΔE 5: the greener fill no longer differs; ΔE 0.1: the barely darker one does.
        _ = try await Self.build(root, styles: ["nearly", "subtle"], extra: #""distinguishability": {"deltaE": 5},"#)
        #expect(try Self.page(root, "subtle").contains(##"<a href="#pressed-enabled">pressed-enabled</a> looks almost like"##))
        _ = try await Self.build(root, styles: ["nearly", "subtle"], extra: #""distinguishability": {"deltaE": 0.1},"#)
        #expect(!(try Self.page(root, "nearly").contains(##"<a href="#pressed-enabled">pressed-enabled</a> looks almost like"##)))
        // Without rasterising only identical drawings are flagged.
        let off = try await Self.build(root, styles: ["nearly"], extra: #""distinguishability": {"rasterize": false},"#)
        #expect(off.lookAlikeMeasured == 0)
        let nearly = try Self.page(root, "nearly")
        #expect(!nearly.contains("looks almost like") && nearly.contains("draws exactly like"))
    }

    @Test func verdictsAreReusedByTheNextBuild() async throws {
        let root = try temporaryDirectory("alike-cache")
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try await Self.build(root, styles: ["nearly", "subtle"])
        #expect(first.lookAlikeMeasured == 2, "each style's pressed/normal pair is drawn once; disabled draws like enabled")
        let index = try String(contentsOf: BuildIndex.url(in: root.appendingPathComponent("output")), encoding: .utf8)
        #expect(index.contains("\nalike librsvg-2.") && index.contains(" alike 0.0 ") && index.contains(" distinct\n"), "\(index)")
        // Another title re-renders every group (the shared key changed), but they draw the same: nothing is drawn again.
        let second = try await Self.build(root, styles: ["nearly", "subtle"], title: "Other")
        #expect(second.reusedRenders == 0 && second.lookAlikeMeasured == 0)
        #expect(try Self.page(root, "nearly").contains(##"<a href="#pressed-enabled">pressed-enabled</a> looks almost like"##))
        #expect(!(try Self.page(root, "subtle").contains(##"<a href="#pressed-enabled">pressed-enabled</a> looks almost like"##)))
        // Other thresholds: the cached verdicts do not apply.
        let third = try await Self.build(root, styles: ["nearly", "subtle"], extra: #""distinguishability": {"pixelFraction": 0.01},"#, title: "Other")
        #expect(third.lookAlikeMeasured == 2)
    }

    @Test func badThresholdsArePositionedErrors() {
        func errors(_ member: String) -> [String] { configErrors(#"{"distinguishability": \#(member), "themes": [{"id": "a"}]}"#) }
        #expect(errors(#"{"pixelFraction": 0}"#) == [#"test.json:1:42: $.distinguishability.pixelFraction: pixelFraction must be above 0 (0.005 is 0.5 % of the pixels)"#])
        #expect(errors(#"{"pixelFraction": 1.5}"#) == [#"test.json:1:42: $.distinguishability.pixelFraction: pixelFraction must be from 0 to 1, not 1.5"#])
        #expect(errors(#"{"deltaE": -1}"#).first?.contains("$.distinguishability.deltaE: deltaE must be from 0 to 100, not -1") == true)
        #expect(errors(#"{"deltaE": "2"}"#).first?.contains("$.distinguishability.deltaE") == true)
        #expect(errors(#"{"deltaEE": 2}"#).first?.contains(#"did you mean "deltaE""#) == true, "\(errors(#"{"deltaEE": 2}"#))")
        #expect(errors("true").first?.contains("$.distinguishability") == true)
        let parsed = try? GalleryConfiguration.parse(#"{"distinguishability": {"pixelFraction": 0.02, "deltaE": 3.5}, "themes": [{"id": "a"}]}"#,
                                                     fileName: "c.json", baseURL: repositoryRoot)
        #expect(parsed?.distinguishability == DistinguishabilitySettings(pixelFraction: 0.02, deltaE: 3.5))
    }
}
