import Foundation
import Testing
@testable import GallerySite

/// A variant with several controls lists its verdict badges per control, named by role and label; a
/// variant with one control keeps a single list.
@Suite struct ElementBadgesTests {
    static let config = """
    { "title": "Badges", "styles": { "include": ["my-toggle-style"] }, "themes": [ { "id": "default", "title": "Default" } ] }
    """

    /// The card of `anchor` on `page`, up to its closing `</figure>`.
    static func card(_ anchor: String, in page: String) throws -> String {
        let start = try #require(page.range(of: "<figure class=\"variant\" id=\"\(anchor)\""), "no card \(anchor)")
        let end = try #require(page[start.upperBound...].range(of: "</figure>"))
        return String(page[start.lowerBound..<end.upperBound])
    }

    @Test func aFormOfTogglesNamesTheControlEachBadgeConcerns() async throws {
        let output = try temporaryDirectory("element-badges")
        defer { try? FileManager.default.removeItem(at: output) }
        try await buildSite(config: Self.config, output: output)
        let page = try read(output.appendingPathComponent("themes/default/my-toggle-style.html"))

        let form = try Self.card("on-enabled-form", in: page)
        let groups = try #require(form.range(of: "<ul class=\"badge-groups\">").map { String(form[$0.lowerBound...]) })
        let names = groups.matches(of: /<span class="badge-group-name">([^<]+)<\/span>/).map { String($0.output.1) }
        #expect(names == ["switch “Custom ToggleStyle #1”", "switch “Custom ToggleStyle #2”", "switch “Standard Switch Toggle Style”"], "\(names)")
        // Each control's list holds its own verdicts: a name check and a target check per control.
        let lists = groups.components(separatedBy: "<span class=\"badge-group-name\">").dropFirst()
        for list in lists {
            #expect(list.components(separatedBy: ">Name ✓<").count == 2, "one name verdict per control: \(list)")
            #expect(list.contains("Target 24 pt"))
        }

        let standalone = try Self.card("on-enabled-standalone", in: page)
        #expect(standalone.contains("<ul class=\"badges\">") && !standalone.contains("badge-groups"), "one control: one list")
    }
}
