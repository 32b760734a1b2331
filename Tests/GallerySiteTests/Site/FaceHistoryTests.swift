import Fonts
import Foundation
import Testing
@testable import GallerySite

@Suite struct FaceHistoryTests {
    static let inter = FaceRecord(family: "Inter", style: "Regular", postScriptName: "Inter-Regular", version: "Version 3.019",
                                  file: "/usr/share/fonts/opentype/inter/Inter-Regular.otf", faceIndex: 0, sha256: String(repeating: "a", count: 64))
    static let hebrew = FaceRecord(family: "Noto Sans Hebrew", style: "Regular", postScriptName: "NotoSansHebrew-Regular",
                                   version: "Version 3.000", file: "/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf",
                                   faceIndex: 0, sha256: String(repeating: "b", count: 64))

    @Test func sameFacesSayNothing() {
        #expect(FaceHistory.changes(previous: [Self.inter, Self.hebrew], current: [Self.hebrew, Self.inter]).isEmpty)
    }

    @Test func otherBytesUnderTheSameNameAreNamed() throws {
        var updated = Self.inter
        updated.sha256 = String(repeating: "c", count: 64)
        updated.version = "Version 4.000"
        let warning = try #require(FaceHistory.changes(previous: [Self.inter], current: [updated]).first)
        #expect(warning.hasPrefix("warning: font face Inter-Regular differs from the previous build"))
        #expect(warning.contains("Version 4.000, sha256 cccccccccccc") && warning.contains("Version 3.019, sha256 aaaaaaaaaaaa"))
    }

    @Test func facesAddedOrDroppedAreListed() throws {
        let warnings = FaceHistory.changes(previous: [Self.inter], current: [Self.hebrew])
        #expect(warnings == ["warning: the build uses other font faces than the previous build: now also NotoSansHebrew-Regular; no longer Inter-Regular"])
    }

    /// The manifest a build writes is what the next build reads back.
    @Test func manifestFacesRoundTrip() async throws {
        let root = try temporaryDirectory("faces")
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("output")
        try await buildSite(config: """
            { "styles": { "include": ["my-button-style"], "settings": { "my-button-style": { "label": "Go \u{05D0}" } } },
              "themes": [ { "id": "default", "title": "Default" } ] }
            """, output: output)
        let faces = try #require(FaceHistory.previousFaces(in: output))
        #expect(faces.map(\.postScriptName).sorted() == ["Inter-Regular", "NotoSansHebrew-Regular"])
        #expect(faces.allSatisfy { $0.sha256.count == 64 && PinnedFaces.standard.expectedDigests[$0.file] == $0.sha256 })

        // Only the head is read: the same faces when all after the font object is cut off and replaced by
        // what no JSON reader would take (a 300 MB manifest is not read whole for its faces).
        let url = output.appendingPathComponent("manifest.json")
        let text = try String(contentsOf: url, encoding: .utf8)
        let fontEnd = try #require(text.range(of: "\n    ]},\n"))
        try (String(text[..<fontEnd.upperBound]) + "  \"themes\": [ {{{ not json").write(to: url, atomically: true, encoding: .utf8)
        #expect(FaceHistory.previousFaces(in: output)?.map(\.postScriptName).sorted() == ["Inter-Regular", "NotoSansHebrew-Regular"])
        // Line ends turned into CRLF (by an editor or a checkout) read the same.
        try text.replacingOccurrences(of: "\n", with: "\r\n").write(to: url, atomically: true, encoding: .utf8)
        #expect(FaceHistory.previousFaces(in: output)?.map(\.postScriptName).sorted() == ["Inter-Regular", "NotoSansHebrew-Regular"])
        // A head without the font object's end (another layout, or cut short) gives none.
        try String(text[..<fontEnd.lowerBound]).write(to: url, atomically: true, encoding: .utf8)
        #expect(FaceHistory.previousFaces(in: output) == nil)
    }
}
