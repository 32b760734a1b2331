import Foundation
import GoldenTestSupport
import Testing
import XMLWriter
import GalleryJSON
@testable import GallerySite

/// Labels and theme names that try to break out of the markup come out escaped, in pages and SVGs.
@Suite struct HostileStringTests {
    static let hostile = #"<script>alert(1)</script> "quoted" 'single' ]]> &amp; שלום עולם 👩‍👩‍👧 مرحبا"#

    @Test func hostileLabelsAndThemeNamesAreEscapedEverywhere() async throws {
        let root = try temporaryDirectory("hostile")
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("output")
        let json = JSONText.quoted(Self.hostile)
        let config = """
        {
          "title": \(json),
          "styles": { "include": ["my-button-style"], "settings": { "my-button-style": { "label": \(json) } } },
          "themes": [ { "id": "evil", "title": \(json) } ]
        }
        """
        try await buildSite(config: config, output: output)
        for file in try FileManager.default.subpathsOfDirectory(atPath: output.path) where file.hasSuffix(".html") || file.hasSuffix(".svg") {
            let text = try read(output.appendingPathComponent(file))
            #expect(!text.contains("<script>alert"), "\(file) carries the raw script tag")
            #expect(!text.contains(#""quoted" 'single' ]]>"#) || file.hasSuffix(".svg") == false, "\(file): raw ]]> in SVG text")
        }
        let page = try read(output.appendingPathComponent("themes/evil/my-button-style.html"))
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(page.contains("שלום עולם 👩‍👩‍👧 مرحبا"), "RTL text and emoji survive intact")
        // The page still parses, and the title text round-trips exactly.
        let template = try HTMLTemplate(source: page.replacingOccurrences(of: "<title>", with: #"<title data-slot="t">"#), fileName: "page")
        #expect(try template.instantiate().text(slot: "t") == "MyButtonStyle — \(Self.hostile) — \(Self.hostile)")
        let svg = try read(output.appendingPathComponent("themes/evil/svg/my-button-style/blue-normal-enabled.svg"))
        #expect(svg.contains("&lt;script&gt;"))
        #expect(svg.contains(#"aria-label="&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot;"#))
        // Not only in the HTML: the render draws the Hebrew, Arabic and emoji from faces that have them.
        #expect(svg.contains("NotoSansHebrew-Regular") && svg.contains("NotoSansArabic-Regular") && svg.contains("Symbola"),
                "the SVG's description names the fallback faces")
        let findings = try manifestVariants(output).flatMap { $0["findings"] as? [[String: Any]] ?? [] }
        #expect(!findings.isEmpty && !findings.contains { $0["rule"] as? String == "missingGlyphs" }, "no character is drawn as a box")
    }
}
