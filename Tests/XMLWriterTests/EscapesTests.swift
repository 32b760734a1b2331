import GoldenTestSupport
import Testing
@testable import XMLWriter

/// `MarkupBytes.escaped` (which skips eight bytes at a time past those that need nothing) writes what
/// replacing byte by byte writes, for each context's table.
@Suite struct EscapesTests {
    static let tables: [(String, MarkupBytes.Escapes, [UInt8: String], Bool)] = [
        ("xmlText", .xmlText, [0x3C: "&lt;", 0x3E: "&gt;", 0x26: "&amp;", 0x22: "&quot;", 0x0D: "&#13;"], false),
        ("xmlAttribute", .xmlAttribute,
         [0x3C: "&lt;", 0x3E: "&gt;", 0x26: "&amp;", 0x22: "&quot;", 0x0A: "&#10;", 0x0D: "&#13;", 0x09: "&#9;"], false),
        ("htmlText", .htmlText, [0x26: "&amp;", 0x3C: "&lt;", 0x3E: "&gt;"], true),
        ("htmlAttribute", .htmlAttribute, [0x26: "&amp;", 0x3C: "&lt;", 0x3E: "&gt;", 0x22: "&quot;"], true),
    ]

    /// Byte by byte, from the table's definition.
    static func oracle(_ string: String, _ references: [UInt8: String], noBreakSpace: Bool) -> [UInt8] {
        var out: [UInt8] = []
        for scalar in string.unicodeScalars {
            if scalar == "\u{A0}", noBreakSpace { out += Array("&nbsp;".utf8); continue }
            let bytes = Array(String(scalar).utf8)
            if bytes.count == 1, let reference = references[bytes[0]] { out += Array(reference.utf8) } else { out += bytes }
        }
        return out
    }

    static func escaped(_ string: String, _ table: MarkupBytes.Escapes) -> [UInt8] {
        var out = MarkupBytes()
        out.escaped(string, table)
        return out.bytes
    }

    @Test(arguments: 0..<4)
    func everySpecialByteAtEveryPositionIsReplaced(_ index: Int) {
        let (name, table, references, noBreakSpace) = Self.tables[index]
        let specials = ["<", ">", "&", "\"", "'", "\n", "\r", "\t", "\u{1}", "\u{A0}", "é", "—", "\u{7F}"]
        for length in 0...20 {
            for position in 0...length {
                for special in specials {
                    let string = String(repeating: "a", count: position) + special + String(repeating: "b", count: length - position)
                    #expect(Self.escaped(string, table) == Self.oracle(string, references, noBreakSpace: noBreakSpace),
                            "\(name): \(special.debugDescription) after \(position) of \(length)")
                }
            }
        }
    }

    @Test(arguments: 0..<4)
    func generatedStringsAgreeWithTheByteByByteReplacement(_ index: Int) {
        let (name, table, references, noBreakSpace) = Self.tables[index]
        var random = SplitMix64(seed: 0xE5CA + UInt64(index))
        let pieces = ["a", "b", " ", "<", ">", "&", "\"", "\n", "\r", "\t", "\u{A0}", "é", "—", "“", "😀", "&amp;", "x\u{A0}y"]
        for _ in 0..<5_000 {
            let string = (0..<random.below(40)).map { _ in random.below(4) == 0 ? pieces[random.below(pieces.count)] : "abcdefgh" }.joined()
            #expect(Self.escaped(string, table) == Self.oracle(string, references, noBreakSpace: noBreakSpace), "\(name): \(string.debugDescription)")
        }
    }

    /// Printable ASCII, tabs and line feeds: what the one-pass path takes.
    static func isPlain(_ string: String) -> Bool {
        string.utf8.allSatisfy { (0x20..<0x7F).contains($0) || $0 == 0x09 || $0 == 0x0A }
    }

    @Test(arguments: 0..<4)
    func theOnePassPathWritesWhatEscapingWritesOrNothing(_ index: Int) {
        let (name, table, _, _) = Self.tables[index]
        var random = SplitMix64(seed: 0x9A55 + UInt64(index))
        let specials = ["<", ">", "&", "\"", "'", "\n", "\r", "\t", "\u{1}", "\u{1F}", "\u{7F}", "\u{A0}", "é", "—", "😀", " ", "~"]
        var strings: [String] = []
        for length in 0...20 {
            for position in 0...length {
                for special in specials {
                    strings.append(String(repeating: "a", count: position) + special + String(repeating: "b", count: length - position))
                }
            }
        }
        for _ in 0..<3_000 {
            strings.append((0..<random.below(12)).map { _ in random.below(3) == 0 ? specials[random.below(specials.count)] : "abcdefgh" }.joined())
        }
        for string in strings {
            var out = MarkupBytes()
            out.byte(UInt8(ascii: "x"))
            let written = out.escapedIfPlain(string, table)
            #expect(written == Self.isPlain(string), "\(name): \(string.debugDescription)")
            #expect(out.bytes == [UInt8(ascii: "x")] + (written ? Self.escaped(string, table) : []), "\(name): \(string.debugDescription)")
        }
    }
}
