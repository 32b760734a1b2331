import Foundation
import Testing

/// The same configuration on two font setups gives the same bytes: a machine with an extra font that
/// fontconfig puts first for every family (a sandbox FONTCONFIG_FILE) renders exactly what a plain
/// machine renders, because text is set only in the pinned face files. The control builds with
/// `font.systemFonts` show the setup really does change what fontconfig matches.
@Suite("Determinism across font setups")
struct FontSetupDeterminismTests {
    static func config(systemFonts: Bool) -> String {
        """
        {
          "output": "site",
          "font": { "family": "Inter", "systemFonts": \(systemFonts) },
          "styles": { "include": ["primary-button-style", "my-button-style"],
                      "settings": { "my-button-style": { "label": "Save \u{05E9}\u{05DC}\u{05D5}\u{05DD} now" } } },
          "themes": [ { "id": "default", "title": "Default" } ]
        }

        """
    }

    /// A fontconfig configuration that reads the machine's own, adds a folder with a copy of DejaVu Serif,
    /// and prepends that family to every request (as a distribution's alias rules or a newly installed
    /// font can).
    static func conflictingSetup(in sandbox: Sandbox) throws -> [String: String] {
        let fonts = sandbox.url("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf",
                                         toPath: fonts.appendingPathComponent("Conflicting.ttf").path)
        try sandbox.write("""
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig>
              <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
              <dir>\(fonts.path)</dir>
              <cachedir>\(sandbox.url("fc-cache").path)</cachedir>
              <match target="pattern">
                <edit name="family" mode="prepend" binding="strong"><string>DejaVu Serif</string></edit>
              </match>
            </fontconfig>

            """, to: "fonts.conf")
        return ["FONTCONFIG_FILE": sandbox.url("fonts.conf").path, "XDG_CACHE_HOME": sandbox.url("cache").path]
    }

    static func build(_ sandbox: Sandbox, output: String, environment: [String: String]) throws -> [String: Data] {
        let result = try GalleryProcess.run(["build", "--output", output], in: sandbox.project, home: sandbox.home, environment: environment)
        try #require(result.status == 0, "\(result.stderr)")
        return try IncrementalBuildTests.siteFiles(sandbox.url("project/\(output)"))
    }

    @Test func anExtraFontFirstOnTheFontconfigPathChangesNothing() throws {
        let sandbox = try Sandbox(config: Self.config(systemFonts: false))
        defer { sandbox.remove() }
        let conflicting = try Self.conflictingSetup(in: sandbox)
        let plain = try Self.build(sandbox, output: "plain", environment: ["XDG_CACHE_HOME": sandbox.url("cache").path])
        let other = try Self.build(sandbox, output: "other", environment: conflicting)
        #expect(plain.count > 10)
        #expect(plain.keys.sorted() == other.keys.sorted())
        let differing = plain.keys.filter { plain[$0] != other[$0] }.sorted()
        #expect(differing.isEmpty, "files that differ between the two font setups: \(differing.prefix(5))")
        let manifest = String(decoding: plain["manifest.json"] ?? Data(), as: UTF8.self)
        #expect(manifest.contains("\"postScriptName\":\"NotoSansHebrew-Regular\""))
        #expect(!manifest.contains("DejaVuSerif"))
    }

    /// The control: with the machine's fonts asked for, the same conflicting setup does change the renders.
    @Test func withSystemFontsTheConflictingSetupShows() throws {
        let sandbox = try Sandbox(config: Self.config(systemFonts: true))
        defer { sandbox.remove() }
        let conflicting = try Self.conflictingSetup(in: sandbox)
        let plain = try Self.build(sandbox, output: "plain", environment: ["XDG_CACHE_HOME": sandbox.url("cache").path])
        let other = try Self.build(sandbox, output: "other", environment: conflicting)
        let svgs = plain.keys.filter { $0.hasSuffix(".svg") }
        #expect(!svgs.isEmpty)
        #expect(svgs.contains { plain[$0] != other[$0] }, "the conflicting font should reach fontconfig's own matching")
        #expect(String(decoding: other["manifest.json"] ?? Data(), as: UTF8.self).contains("DejaVuSerif"))
    }

    /// A second build into the same folder whose faces changed says so.
    @Test func aBuildOnOtherFacesThanTheLastWarns() throws {
        let sandbox = try Sandbox(config: Self.config(systemFonts: true))
        defer { sandbox.remove() }
        let conflicting = try Self.conflictingSetup(in: sandbox)
        let cache = ["XDG_CACHE_HOME": sandbox.url("cache").path]
        let first = try GalleryProcess.run(["build", "--output", "site"], in: sandbox.project, home: sandbox.home, environment: cache)
        try #require(first.status == 0, "\(first.stderr)")
        #expect(!first.stderr.contains("differs from the previous build") && !first.stderr.contains("other font faces"))
        let again = try GalleryProcess.run(["build", "--output", "site"], in: sandbox.project, home: sandbox.home, environment: cache)
        #expect(!again.stderr.contains("other font faces"), "same faces, no warning: \(again.stderr)")
        let second = try GalleryProcess.run(["build", "--output", "site"], in: sandbox.project, home: sandbox.home, environment: conflicting)
        try #require(second.status == 0, "\(second.stderr)")
        #expect(second.stderr.contains("other font faces than the previous build"), "\(second.stderr)")
    }
}

@Suite("Font family the pinned library does not have")
struct UnavailableFontFamilyTests {
    @Test func aSystemOnlyFamilyWarnsAndFallsBack() throws {
        let sandbox = try Sandbox(config: """
            { "output": "site", "font": { "family": "Liberation Sans" },
              "styles": { "include": ["my-button-style"] }, "themes": [ { "id": "default", "title": "Default" } ] }

            """)
        defer { sandbox.remove() }
        let result = try GalleryProcess.run(["build"], in: sandbox.project, home: sandbox.home)
        try #require(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains(#"warning: font.family "Liberation Sans" is neither a pinned face nor among the configuration's fonts (font.systemFonts is off); text is set in DejaVu Sans"#),
                "\(result.stderr)")
    }
}
