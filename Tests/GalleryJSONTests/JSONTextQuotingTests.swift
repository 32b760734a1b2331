import Foundation
import Testing
import GalleryJSON

@Suite struct JSONTextQuotingTests {
    @Test func mandatoryEscapes() {
        #expect(JSONText.quoted("") == "\"\"")
        #expect(JSONText.quoted("plain") == "\"plain\"")
        #expect(JSONText.quoted("a\"b\\c") == "\"a\\\"b\\\\c\"")
        #expect(JSONText.quoted("\n\r\t\u{08}\u{0C}") == "\"\\n\\r\\t\\b\\f\"")
        #expect(JSONText.quoted("\u{00}\u{1F}x\u{01}") == "\"\\u0000\\u001Fx\\u0001\"")
        #expect(JSONText.quoted("é 日本 😀 \u{7F} \u{2028}") == "\"é 日本 😀 \u{7F} \u{2028}\"")
    }

    /// Every string made of the pieces below reads back as itself through Foundation's JSON parser.
    @Test func roundTripsThroughAJSONParser() throws {
        let pieces = ["a", "\"", "\\", "\n", "\u{00}", "\u{1B}", "é", "😀", "\u{0301}", " ", "/", "\u{FEFF}"]
        for first in pieces {
            for second in pieces {
                for third in pieces {
                    let text = first + second + third
                    let data = Data(("[" + JSONText.quoted(text) + "]").utf8)
                    let parsed = try JSONDecoder().decode([String].self, from: data)
                    #expect(Array(parsed[0].utf8) == Array(text.utf8), "\(text.debugDescription)")
                }
            }
        }
    }

    /// Quoting skips eight bytes at a time: every ASCII byte at every position of strings up to 20 bytes (ASCII and
    /// two-byte filler around it) is quoted as a byte-by-byte escaper quotes it.
    @Test func wordAtATimeSkipMissesNoByte() {
        func reference(_ text: String) -> String {
            var out = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                case "\u{08}": out += "\\b"
                case "\u{0C}": out += "\\f"
                case _ where scalar.value < 0x20: out += "\\u" + JSONText.hex4(scalar.value)
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out + "\""
        }
        for filler in ["x", "\u{E9}"] {
            for byte in UInt8(0)..<0x80 {
                for length in 1...20 {
                    for position in 0..<length {
                        let text = String(repeating: filler, count: position) + String(UnicodeScalar(byte))
                            + String(repeating: filler, count: length - position - 1)
                        #expect(JSONText.quoted(text) == reference(text), "\(text.debugDescription)")
                    }
                }
            }
        }
    }
}
