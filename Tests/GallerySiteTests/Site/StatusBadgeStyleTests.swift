import Foundation
import GalleryAudit
import StyleKit
import Testing

/// The status badges' colours in `Templates/assets/site.css`: WCAG AA text contrast (4.5:1) in light and
/// dark, and scoped to the badge (a card carrying `status-deprecated` is outlined, not recoloured).
@Suite struct StatusBadgeStyleTests {
    static let css: String = (try? String(contentsOf: repositoryRoot.appendingPathComponent("Templates/assets/site.css"), encoding: .utf8)) ?? ""

    /// The custom properties of the block starting at `marker` (`:root {`, or the dark scheme's).
    static func variables(after marker: String) -> [String: RGBA] {
        guard let start = css.range(of: marker) else { return [:] }
        let block = css[start.upperBound...].prefix { $0 != "}" }
        var result: [String: RGBA] = [:]
        for match in block.matches(of: /--([a-z-]+):\s*(#[0-9a-fA-F]{6})/) {
            result[String(match.1)] = RGBA(hexString: String(match.2))
        }
        return result
    }

    @Test(arguments: [":root {", "@media (prefers-color-scheme: dark) {\n  :root {"])
    func badgesHaveAAContrast(scheme: String) throws {
        let colors = Self.variables(after: scheme)
        for status in ["stable", "beta", "deprecated"] {
            let fg = try #require(colors["\(status)-fg"], "\(status)-fg in \(scheme)")
            let bg = try #require(colors["\(status)-bg"], "\(status)-bg in \(scheme)")
            #expect(AccessibilityAudit.contrastRatio(fg, bg) >= 4.5, "\(status) in \(scheme)")
        }
    }

    @Test func statusColoursApplyToBadgesOnly() {
        #expect(Self.css.contains(".status-badge.status-deprecated {"))
        #expect(Self.css.contains(".component-card.status-deprecated {"))
        #expect(Self.css.firstMatch(of: /(^|\n)\.status-(stable|beta|deprecated) \{/) == nil, "a bare .status-… rule would recolour a whole card")
    }
}
