import Fonts
import Foundation
import GalleryAudit
import Testing
@testable import GallerySite

/// `GroupRecords.encoded()` writes its JSON by hand; these tests hold it to the bytes `JSONEncoder` writes
/// for the same records (sorted keys, slashes unescaped, non-finite numbers as strings) and to what
/// `GroupRecords.decode` reads back.
@Suite struct GroupRecordsEncodingTests {
    static func foundationBytes(_ records: GroupRecords) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return Array(try encoder.encode(records))
    }

    /// The records a real build wrote: every file's bytes are Foundation's for what it holds, and the
    /// build's records use every part of the format (findings with figures, values, hit regions, faces).
    @Test func aBuildsRecordsAreTheBytesFoundationWrites() async throws {
        let output = try temporaryDirectory("records")
        defer { try? FileManager.default.removeItem(at: output) }
        try await buildSite(config: """
            {
              "title": "Records",
              "styles": { "include": ["my-button-style", "my-toggle-style", "settings-item", "colored-toggle-style", "default-triple-toggle-style"] },
              "themes": [ { "id": "default", "title": "Default" } ]
            }
            """, output: output)
        let folder = output.appendingPathComponent(GroupRecords.folder)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(files.count == 5)
        var all: [GroupRecords.Variant] = []
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(file)))
            let records = try GroupRecords.decode(Data(bytes))
            #expect(bytes == (try Self.foundationBytes(records)), "\(file)")
            #expect(records.encoded() == bytes, "\(file)")
            all += records.variants
        }
        let elements = all.flatMap(\.audit.elements)
        let findings = all.flatMap(\.audit.findings)
        #expect(elements.contains { $0.value != nil } && elements.contains { !$0.hitRegions.isEmpty })
        #expect(findings.contains { $0.measuredValue != nil } && findings.contains { $0.elementIndex != nil })
        #expect(all.contains { !$0.faces.isEmpty && $0.faces[0].file.contains("/") })
    }

    /// Strings that need escapes, optionals left out, non-finite and extreme numbers: decoded back equal.
    @Test func hostileRecordsComeBackEqual() throws {
        let strings = ["", "plain", "quote \" and \\ backslash", "tab\tnew\nline\r", "\u{0}\u{1F}\u{7F}", "/path/to/Inter.otf",
                       "Ünïcødé — 日本語 עברית 😀", "\u{2028}\u{2029}"]
        let numbers: [Double] = [0, -0.0, 1, -3, 0.1, 1e-7, 1e15, 1e20, -2.5e-300, .greatestFiniteMagnitude, .leastNonzeroMagnitude, 16.675]
        var variants: [GroupRecords.Variant] = []
        for (i, s) in strings.enumerated() {
            let n = numbers[i % numbers.count], m = numbers[(i + 5) % numbers.count]
            let finding = Finding(rule: Finding.Rule.allCases[i % Finding.Rule.allCases.count], verdict: Finding.Verdict.allCases[i % Finding.Verdict.allCases.count],
                                  measured: s, required: s, subject: s, detail: s, measuredValue: i % 2 == 0 ? n : nil,
                                  elementIndex: i % 3 == 0 ? i : nil, warning: i % 2 == 1 ? s : nil, suggestion: i % 4 == 0 ? s : nil)
            let element = ElementAudit(role: s, label: s, value: i % 2 == 0 ? s : nil, announcement: s, isDisabled: i % 2 == 0,
                                       frame: CGRect(x: n, y: m, width: abs(m), height: abs(n)), activationPoint: CGPoint(x: m, y: n),
                                       hasExplicitActivationPoint: i % 3 == 0, activationPointIsInteractive: i % 2 == 1,
                                       hitRegions: [AuditHitRegion(frame: CGRect(x: m, y: n, width: 1, height: 2), kind: s, reactsToTap: i % 2 == 0)],
                                       findings: [finding])
            let face = FaceRecord(family: s, style: s, postScriptName: s, version: s, file: s, faceIndex: i, sha256: s)
            variants.append(GroupRecords.Variant(canvas: [n, m, abs(n), abs(m)], audit: AuditReport(elements: i == 0 ? [] : [element], sceneFindings: [finding]),
                                                 bytes: i * 1000, faces: i == 1 ? [] : [face], drawing: i == 2 ? .max : UInt64(i) &* 0x9E37_79B9_7F4A_7C15))
        }
        let records = GroupRecords(variants: variants)
        let decoded = try GroupRecords.decode(Data(records.encoded()))
        #expect(decoded.variants.count == variants.count)
        for (a, b) in zip(decoded.variants, variants) {
            #expect(a.audit == b.audit && a.canvas == b.canvas && a.bytes == b.bytes && a.faces == b.faces && a.drawing == b.drawing)
        }
        #expect(try GroupRecords.decode(Data(GroupRecords(variants: []).encoded())).variants.isEmpty)
    }

    /// Infinite and undefined figures (a contrast over nothing) are written as Foundation's strategy writes them.
    @Test func nonFiniteFiguresAreStrings() throws {
        let finding = Finding(rule: .textContrast, verdict: .pass, measured: "", required: "", subject: "", detail: "", measuredValue: .infinity)
        let variant = GroupRecords.Variant(canvas: [0, 0, .nan, -.infinity], audit: AuditReport(elements: [], sceneFindings: [finding]), bytes: 0, faces: [], drawing: 0)
        let records = GroupRecords(variants: [variant])
        let text = String(decoding: records.encoded(), as: UTF8.self)
        #expect(text.contains("\"measuredValue\":\"inf\"") && text.contains("[0,0,\"nan\",\"-inf\"]"))
        #expect(records.encoded() == (try Self.foundationBytes(records)))
        let back = try GroupRecords.decode(Data(records.encoded()))
        #expect(back.variants[0].audit.sceneFindings[0].measuredValue == .infinity && back.variants[0].canvas[2].isNaN)
    }
}
