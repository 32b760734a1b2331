import Foundation
import GoldenTestSupport
import Testing
import GalleryJSON
@testable import GallerySite

/// The team's words on the built site: the component page's section, the variant cards, the home cards,
/// `manifest.json`, the search index, and the incremental build that rewrites pages but not renders.
@Suite struct TeamNotesSiteTests {
    static func site(notes: String = "Use it for the **one** main action. <script>alert(\\\"x\\\")</script> & more") -> String {
        """
        {
          "title": "Team words",
          "styles": {
            "include": ["primary-button-style", "plain"],
            "settings": {
              "primary-button-style": {
                "status": "stable", "owner": "Buttons squad <ds@example.com>",
                "notes": "\(notes)\\n\\n- first\\n- [guide](docs/buttons.html)",
                "do": ["One per *screen*"], "dont": ["Two side by side", "Use `red` & \\"quotes\\""],
                "links": [{"title": "Figma: Buttons", "url": "https://www.figma.com/design/x?node-id=1-2&t=3"}],
                "variants": { "pressed-enabled": { "status": "beta", "notes": "Pressed **darkens**." } }
              },
              "plain": { "status": "deprecated", "notes": "Use the primary button." }
            }
          },
          "themes": [ { "id": "default", "title": "Default" }, { "id": "dark", "title": "Dark", "extends": "default", "colorScheme": "dark" } ]
        }
        """
    }

    @Test func pagesManifestAndSearchCarryTheWords() async throws {
        let root = try temporaryDirectory("team-words")
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("output")
        try await buildSite(config: Self.site(), output: output)

        let page = try read(output.appendingPathComponent("themes/dark/primary-button-style.html"))
        // The section comes before the usage, with its status, owner, links, notes and both lists.
        let section = try #require(page.range(of: #"<section class="team-notes" aria-labelledby="team-notes">"#))
        let usage = try #require(page.range(of: #"<h2 id="usage">"#))
        #expect(section.lowerBound < usage.lowerBound)
        #expect(page.contains(#"<h2 id="team-notes">Team notes</h2>"#))
        #expect(page.contains(#"<span class="status-badge status-stable">Stable</span>"#))
        #expect(page.contains("<dd>Buttons squad &lt;ds@example.com&gt;</dd>"))
        #expect(page.contains(#"<a href="https://www.figma.com/design/x?node-id=1-2&amp;t=3" rel="external">Figma: Buttons</a>"#))
        #expect(page.contains("Use it for the <strong>one</strong> main action. &lt;script&gt;alert(\"x\")&lt;/script&gt; &amp; more"))
        #expect(!page.contains("<script>alert"))
        #expect(page.contains(#"<li><a href="../../docs/buttons.html">guide</a></li>"#), "a relative link starts at the site's root")
        #expect(page.contains("<h3>Do</h3>") && page.contains("<h3>Don’t</h3>"))
        #expect(page.contains("<li>One per <em>screen</em></li>"))
        #expect(page.contains("<li>Use <code>red</code> &amp; \"quotes\"</li>"))
        // The pressed card has its own words; the others have none.
        #expect(page.contains(#"<div class="variant-notes"><p class="variant-status"><span class="status-badge status-beta">Beta</span></p><p>Pressed <strong>darkens</strong>.</p></div>"#))
        #expect(page.components(separatedBy: #"class="variant-notes""#).count == 2)

        let plain = try read(output.appendingPathComponent("themes/default/plain.html"))
        #expect(plain.contains(#"<span class="status-badge status-deprecated">Deprecated</span>"#))
        #expect(!plain.contains("<h3>Do</h3>"), "no empty lists")

        let home = try read(output.appendingPathComponent("index.html"))
        #expect(home.contains(#"<article class="component-card status-deprecated">"#))
        #expect(home.contains(#"<span class="status-badge status-stable">Stable</span>"#))

        // The manifest: the words as configured (notes as their Markdown source).
        let manifest = try JSONParser.parse(try read(output.appendingPathComponent("manifest.json")), file: "manifest.json")
        guard case .array(let components)? = manifest["components"]?.value else { Issue.record("no components"); return }
        let primary = try #require(components.first { $0["id"]?.value == .string("primary-button-style") })
        let team = try #require(primary["team"])
        #expect(team["status"]?.value == .string("stable"))
        #expect(team["owner"]?.value == .string("Buttons squad <ds@example.com>"))
        #expect(team["notes"]?.value == .string("Use it for the **one** main action. <script>alert(\"x\")</script> & more\n\n- first\n- [guide](docs/buttons.html)"))
        #expect(team["do"]?[0]?.value == .string("One per *screen*"))
        #expect(team["dont"]?[1]?.value == .string("Use `red` & \"quotes\""))
        #expect(team["links"]?[0]?["url"]?.value == .string("https://www.figma.com/design/x?node-id=1-2&t=3"))
        #expect(primary["variantTeam"]?["pressed-enabled"]?["status"]?.value == .string("beta"))
        let plainEntry = try #require(components.first { $0["id"]?.value == .string("plain") })
        #expect(plainEntry["team"]?["owner"]?.value == .null && plainEntry["team"]?["status"]?.value == .string("deprecated"))
        let variants = try manifestVariants(output)
        let pressed = variants.filter { $0["id"] as? String == "primary-button-style/pressed-enabled" }
        #expect(pressed.count == 2 && pressed.allSatisfy { ($0["team"] as? [String: Any])?["notes"] as? String == "Pressed **darkens**." })
        #expect(variants.first { $0["id"] as? String == "primary-button-style/normal-enabled" }?["team"] is NSNull)

        // The search: "deprecated" finds the plain pages and variants; the owner finds the component's pages.
        let index = try read(output.appendingPathComponent("assets/search-index.js"))
        let plainPage = try #require(index.split(separator: "\n").first { $0.contains(#""u":"themes/default/plain.html""#) })
        #expect(plainPage.contains("deprecated"))
        let primaryPage = try #require(index.split(separator: "\n").first { $0.contains(#""u":"themes/default/primary-button-style.html""#) })
        #expect(primaryPage.contains("Buttons squad") && primaryPage.contains("stable"))
        let part = try read(output.appendingPathComponent("assets/search/t-\(SearchIndex.hex("de")).js"))
        #expect(part.contains(#""deprecated":"#), "variants are found by their component's status")
    }

    /// A change to the notes writes the pages again from the records kept, without rendering: the SVG
    /// files stay the same files (inodes), the page and manifest change.
    @Test func changedNotesRewritePagesButNotRenders() async throws {
        let root = try temporaryDirectory("team-words-incremental")
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("output")
        let first = try await buildSite(config: Self.site(), output: output)
        #expect(first.reusedRenders == 0)
        let svg = output.appendingPathComponent("themes/dark/svg/primary-button-style/pressed-enabled.svg").path
        let plainSVG = output.appendingPathComponent("themes/default/svg/plain/none-normal-enabled.svg").path
        func inode(_ path: String) throws -> Int? { try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int }
        let (svgBefore, plainBefore) = (try inode(svg), try inode(plainSVG))
        let pageURL = output.appendingPathComponent("themes/dark/primary-button-style.html")
        let pageBefore = try read(pageURL)

        let second = try await buildSite(config: Self.site(notes: "Changed *notes*."), output: output)
        #expect(second.reusedRenders == second.renders, "nothing rendered: \(second.decisions)")
        #expect(second.decisions.filter { $0.hasPrefix("page only: primary-button-style") }.count == 2, "\(second.decisions)")
        #expect(second.decisions.filter { $0.hasPrefix("unchanged: plain") }.count == 2, "\(second.decisions)")
        #expect(try inode(svg) == svgBefore && svgBefore != nil, "the SVG was taken over, not written")
        #expect(try inode(plainSVG) == plainBefore)
        let pageAfter = try read(pageURL)
        #expect(pageAfter.contains("Changed <em>notes</em>.") && !pageBefore.contains("Changed"))
        // The rest of the page is what a render would give: the same cards, audits and matrix.
        func withoutNotes(_ page: String) -> String {
            page.replacingOccurrences(of: #"<div class="notes">[\s\S]*?</div>"#, with: "", options: .regularExpression)
        }
        #expect(withoutNotes(pageAfter) == withoutNotes(pageBefore))
        #expect(try read(output.appendingPathComponent("manifest.json")).contains(#""notes":"Changed *notes*.\n\n- first"#))

        // The same words again: nothing changed, nothing is written. Then a cold build gives the same bytes.
        let third = try await buildSite(config: Self.site(notes: "Changed *notes*."), output: output)
        #expect(third.unchanged)
        let cold = root.appendingPathComponent("cold")
        try await buildSite(config: Self.site(notes: "Changed *notes*."), output: cold)
        for path in ["themes/dark/primary-button-style.html", "themes/default/primary-button-style.html", "index.html", "manifest.json",
                     "themes/dark/primary-button-style.json", "themes/default/primary-button-style.json"] {
            #expect(try read(cold.appendingPathComponent(path)) == read(output.appendingPathComponent(path)), "\(path)")
        }
        // A change to what is rendered (the label) renders again.
        let relabelled = Self.site(notes: "Changed *notes*.").replacingOccurrences(of: #""status": "stable","#, with: #""label": "Go", "status": "stable","#)
        let fourth = try await buildSite(config: relabelled, output: output)
        #expect(fourth.decisions.filter { $0.hasPrefix("rendering: primary-button-style") }.count == 2, "\(fourth.decisions)")
    }
}
