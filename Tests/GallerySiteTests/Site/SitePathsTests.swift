import Testing
@testable import GallerySite

/// Relative links from a page: one `../` for each folder above it, counted over the path's bytes as the
/// non-empty components but the last (what splitting the path on "/" counts).
@Suite struct SitePathsTests {
    /// The reference: the path split into its non-empty components.
    static func expected(from page: String, to target: String) -> String {
        String(repeating: "../", count: max(0, page.split(separator: "/").count - 1)) + target
    }

    @Test(arguments: ["index.html", "audit.html", "compare/a.html", "themes/t0/index.html", "themes/t0/svg/a/b.svg",
                      "", "/", "a/", "/a", "//a//b//", "a//b", "themes/dark-é/x.html", "x/y/z/w/v.html"])
    func upAsManyFoldersAsThePageIsDeep(page: String) {
        for target in ["", "assets/site.css", "themes/t1/a.html#p0-normal"] {
            #expect(SitePaths.relative(from: page, to: target) == Self.expected(from: page, to: target), "\(page) → \(target)")
        }
    }

    @Test func aComponentPageLinksToItsSVGsTwoFoldersUp() {
        #expect(SitePaths.relative(from: "themes/t0/bench.html", to: "themes/t0/svg/bench/a.svg") == "../../themes/t0/svg/bench/a.svg")
    }
}
