import GoldenTestSupport
import Testing
@testable import XMLWriter

/// `ByteScan.isPrintableASCII` (eight bytes at a time) agrees with the byte-by-byte test on every string.
@Suite struct ByteScanTests {
    static func oracle(_ string: String) -> Bool { string.utf8.allSatisfy { (0x20...0x7E).contains($0) || $0 == 0x9 || $0 == 0xA } }

    @Test func everyOddByteAtEveryPositionIsFound() {
        // Each byte value at each position of strings that are printable otherwise, across the 8-byte words.
        for length in 1...27 {
            for position in 0..<length {
                for byte in [0x00, 0x08, 0x09, 0x0A, 0x0B, 0x0D, 0x1F, 0x20, 0x7E, 0x7F] as [UInt8] {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[position] = byte
                    let string = String(decoding: bytes, as: UTF8.self)
                    #expect(ByteScan.isPrintableASCII(string) == Self.oracle(string), "\(length) bytes, \(byte) at \(position)")
                }
                let string = String(repeating: "a", count: position) + "é" + String(repeating: "b", count: length - position)
                #expect(!ByteScan.isPrintableASCII(string))
            }
        }
        #expect(ByteScan.isPrintableASCII(""))
    }

    @Test func generatedStringsAgreeWithTheByteTest() {
        var random = SplitMix64(seed: 0x5CA7)
        let odd: [UInt8] = [0x00, 0x09, 0x0A, 0x0D, 0x1B, 0x1F, 0x7F, 0xC3, 0xA9]
        var disagreements = 0, printable = 0
        for _ in 0..<20_000 {
            let length = Int(random.next() % 70)
            // Mostly printable, so that both answers come up often.
            let bytes = (0..<length).map { _ in random.next() % 50 == 0 ? odd[Int(random.next() % UInt64(odd.count))] : UInt8(0x20 + random.next() % 95) }
            let string = String(decoding: bytes, as: UTF8.self)
            if ByteScan.isPrintableASCII(string) != Self.oracle(string) { disagreements += 1 }
            if Self.oracle(string) { printable += 1 }
        }
        #expect(disagreements == 0)
        #expect(printable > 5_000 && printable < 15_000, "both answers are exercised: \(printable)")
    }
}

/// `ByteScan.allowedScalars` (from the bytes, without decoding them) agrees with `MarkupValidation.isAllowed`
/// on every Unicode scalar, in both dialects.
@Suite struct AllowedScalarsTests {
    @Test(arguments: [false, true])
    func everyScalarAgreesWithTheDecodingTest(html: Bool) {
        let dialect: MarkupValidation.Dialect = html ? .html : .xml
        var disagreements: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }  // surrogates
            var string = "a"
            string.unicodeScalars.append(scalar)
            string += "b"
            let scan = ByteScan.allowedScalars(string, html: html)
            if scan.allowed != MarkupValidation.isAllowed(scalar, in: dialect) || scan.sawCR != (value == 0x0D) {
                disagreements.append(value)
            }
        }
        #expect(disagreements.isEmpty, "first: \(disagreements.prefix(10).map { String($0, radix: 16) })")
    }

    @Test func aCRIsFoundAfterOtherCharactersAndTheFirstBadOneStopsTheScan() {
        #expect(ByteScan.allowedScalars("é — “x”\r\n", html: true).sawCR)
        #expect(!ByteScan.allowedScalars("é — “x”\u{1}", html: true).allowed)
        #expect(!ByteScan.allowedScalars("\u{10FFFF}", html: true).allowed)
        #expect(ByteScan.allowedScalars("\u{10FFFF}", html: false).allowed)
        #expect(ByteScan.allowedScalars("", html: true).allowed)
    }
}
