import Foundation
import Testing
@testable import GallerySite

/// The search index: every variant of every theme findable by its words, in parts of bounded size.
@Suite struct SearchIndexTests {
    @Test func termsAreLowercaseRunsAndTheirCamelCaseWords() {
        #expect(SearchIndex.terms("PrimaryButtonStyle") == ["primary", "button", "style", "primarybuttonstyle"])
        #expect(SearchIndex.terms("gradient-style/rightToLeft") == ["gradient", "style", "right", "to", "left", "righttoleft"])
        #expect(SearchIndex.terms("Tap Me!") == ["tap", "me"])
        #expect(SearchIndex.terms("שלום 42") == ["שלום", "42"])
        #expect(SearchIndex.encode([3, 10, 11, 80]) == "3,7,1,1x")
    }

    /// Gaps of every length of base-36 digits, written after what the buffer holds.
    @Test func gapsAreBase36Digits() {
        var ids: [Int32] = []
        var previous: Int32 = 0
        for gap: Int32 in [0, 1, 9, 10, 35, 36, 37, 1295, 1296, 46_655, 46_656, 1_679_615, 1_679_616, 99_999] {
            previous += gap
            ids.append(previous)
        }
        var expected: [String] = []
        var last: Int32 = 0
        for id in ids {
            expected.append(String(id - last, radix: 36))
            last = id
        }
        var out = Array("head:".utf8)
        SearchIndex.encode(ids, to: &out)
        #expect(String(decoding: out, as: UTF8.self) == "head:" + expected.joined(separator: ","))
        #expect(SearchIndex.encode([]) == "")
    }

    /// Term part → (term → ids), and every name part's docs, parsed back from the files.
    func parse(_ files: [(path: String, bytes: [UInt8])]) throws -> (terms: [String: [Int]], docs: [[Any]]) {
        var terms: [String: [Int]] = [:]
        var docs: [[Any]] = []
        for file in files where file.path.hasPrefix("assets/search/") {
            let text = String(decoding: file.bytes, as: UTF8.self)
            let open = try #require(text.firstIndex(of: "(")), close = try #require(text.lastIndex(of: ")"))
            let arguments = try #require(try JSONSerialization.jsonObject(with: Data(("[" + text[text.index(after: open)..<close] + "]").utf8)) as? [Any])
            if file.path.contains("/t-") {
                for (term, list) in try #require(arguments[1] as? [String: String]) {
                    var id = 0
                    terms[term] = list.split(separator: ",").map { id += Int($0, radix: 36)!; return id }
                }
            } else {
                docs += try #require(arguments[1] as? [[Any]])
            }
        }
        return (terms, docs)
    }

    @Test func everyVariantOfEveryThemeIsFindableByItsWords() async throws {
        let output = try temporaryDirectory("search")
        defer { try? FileManager.default.removeItem(at: output) }
        let config = """
        {"title": "Search", "styles": {"include": ["gradient-style", "my-button-style", "switch"],
           "settings": {"my-button-style": {"label": "Tap Me!"}, "switch": {"axes": {"layoutDirection": ["leftToRight", "rightToLeft"]}}}},
         "themes": [{"id": "default"}, {"id": "dark", "colorScheme": "dark"}, {"id": "germany", "accentColor": "#C8102E"}]}
        """
        try await buildSite(config: config, output: output)
        let configuration = try GalleryConfiguration.parse(config, fileName: "site-test.json", baseURL: repositoryRoot)
        let plan = configuration.makePlan()
        var files: [(path: String, bytes: [UInt8])] = []
        let folder = output.appendingPathComponent("assets/search")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files.append(("assets/search/\(name)", Array(try Data(contentsOf: folder.appendingPathComponent(name)))))
        }
        let (terms, docs) = try parse(files)
        #expect(docs.count == plan.jobs.count)
        for job in plan.jobs {
            let doc = docs[job.index]
            // Its name part points at the variant under its theme, and that SVG exists.
            #expect(doc[1] as? String == SitePaths.variantURL(job.variant, job.theme))
            #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(SitePaths.svg(job.variant, job.theme)).path))
            // It is found by its component, each state word and its theme.
            for word in [job.variant.entry.id.split(separator: "-").first.map(String.init)!, job.theme.id] + job.variant.state.values.values.map({ $0.lowercased() }) {
                #expect(terms[word]?.contains(job.index) == true, "\(job.variant.id) under \(job.theme.id) not found by \(word)")
            }
        }
        // The label text, the colour scheme and the failures find variants too.
        let tap = try #require(terms["tap"])
        #expect(!tap.isEmpty && tap.allSatisfy { plan.jobs[$0].variant.entry.id == "my-button-style" })
        #expect(try #require(terms["dark"]).count >= plan.jobs.filter { $0.theme.id == "dark" }.count)
        #expect(try #require(terms["contrast"]).allSatisfy { terms["fails"]!.contains($0) })
        #expect(try #require(terms["rtl"]).allSatisfy { plan.jobs[$0].variant.state.layoutDirection == .rightToLeft })
        // "gradient pressed dark": exactly the gradient style's pressed variants under the dark theme.
        let hits = Set(terms["gradient"]!).intersection(terms["pressed"]!).intersection(terms["dark"]!)
        #expect(hits == Set(plan.jobs.filter { $0.variant.entry.id == "gradient-style" && $0.variant.state.isPressed && $0.theme.id == "dark" }.map(\.index)))
        #expect(!hits.isEmpty)
        // The root file lists the parts and themes.
        let root = try read(output.appendingPathComponent(SitePaths.searchIndex))
        #expect(root.contains("\"themes\":[\"default\",\"dark\",\"germany\"]") && root.contains("\"variants\":\(plan.jobs.count)"))
    }

    @Test func partsStayUnder500KBAtOneHundredThousandVariants() {
        var index = SearchIndex()
        let components = (0..<1000).map { "component\($0)" }
        let states = ["normal enabled", "normal disabled", "pressed enabled"]
        let themes = (0..<9).map { "theme\($0)" }
        var count = 0
        for theme in themes {
            for component in components {
                for size in ["large", "accessibility5"] {
                    for direction in ["leftToRight", "rightToLeft"] {
                        for state in states where count < 100_000 {
                            index.addVariant(count, words: [component, "ButtonStyle button", theme, "light", state, size, direction, "Buy now",
                                                            count % 3 == 0 ? "fails textContrast Text contrast" : ""])
                            count += 1
                        }
                    }
                }
            }
        }
        #expect(count == 100_000)
        let files = index.files(variants: count, themes: themes) { i in ("Component\(i % 400) · pressed-enabled-large-leftToRight — Theme", "themes/theme1/component\(i).html#pressed-enabled-large-leftToRight", 1) }
        let largest = files.map(\.bytes.count).max() ?? 0
        #expect(largest <= 500_000, "largest part \(largest) bytes")
        #expect(files[0].path == SitePaths.searchIndex && files[0].bytes.count < 100_000)
        // A query word loads only the parts of its prefix: far less than the whole index.
        let total = files.map(\.bytes.count).reduce(0, +)
        let pressed = files.filter { $0.path.hasPrefix("assets/search/t-\(SearchIndex.hex("pr"))") }.map(\.bytes.count).reduce(0, +)
        #expect(pressed * 5 < total, "\(pressed) of \(total)")
    }
}
