import Foundation
import Testing
import Fonts

/// `FaceRecord.shortVersion` trims as Foundation's `trimmingCharacters(in: .whitespaces)` would.
@Suite struct FaceRecordTests {
    static func record(version: String) -> FaceRecord {
        FaceRecord(family: "F", style: "Regular", postScriptName: "F-Regular", version: version, file: "/f.ttf", faceIndex: 0, sha256: "")
    }

    @Test(arguments: [
        "Version 4.000;git-0a5106e0b", "Version 3.000; ttfautohint (v1.8)", " \tVersion 2.37 ", "\u{3000}Version 1\u{A0};x",
        "", ";", "  ;  ", "Version 1.0", "Version\u{2009}5 ;;", "\u{2003}é\u{0301}\u{2003}", "\nVersion 1\n", "no semicolon at all  ",
    ])
    func shortVersionTrimsAsFoundationDoes(_ version: String) {
        let expected = String(version.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
            .trimmingCharacters(in: .whitespaces)
        #expect(Self.record(version: version).shortVersion == expected)
    }

    @Test func everyScalarIsTrimmedExactlyWhenFoundationTrimsIt() {
        var disagreements: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), scalar != ";" else { continue }
            var version = ""
            version.unicodeScalars.append(contentsOf: [scalar, "1", scalar])
            if Self.record(version: version).shortVersion != version.trimmingCharacters(in: .whitespaces) { disagreements.append(value) }
        }
        #expect(disagreements.isEmpty, "first: \(disagreements.prefix(10).map { String($0, radix: 16) })")
    }

    @Test func summaryNamesFaceVersionAndDigest() {
        var record = Self.record(version: "Version 3.019;git")
        record.sha256 = "a7e791e8f5a0ffff"
        #expect(record.summary == "F-Regular (Version 3.019, sha256 a7e791e8f5a0)")
        record.version = " ; "
        #expect(record.summary == "F-Regular (no version, sha256 a7e791e8f5a0)")
    }
}
