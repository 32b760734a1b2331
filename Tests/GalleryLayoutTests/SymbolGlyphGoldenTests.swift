import Foundation
import Testing
@testable import StyleKit

/// Every built-in symbol's box and a digest of its outline, against a golden: a symbol that changes by
/// one control point shows up here (and existing symbols must not change without a reason).
@Suite struct SymbolGlyphGoldenTests {
    @Test func everyBuiltInGlyphMatchesItsGolden() throws {
        var text = ""
        for name in SystemSymbols.names {
            let glyph = try #require(SystemSymbols.glyph(named: name))
            text += "\(name) width=\(formatNumber(glyph.width)) ascent=\(formatNumber(glyph.ascent))"
            text += " descent=\(formatNumber(glyph.descent)) evenOdd=\(glyph.evenOdd)"
            text += " elements=\(glyph.path.elements.count) digest=\(Self.digest(glyph.path))\n"
        }
        try goldens.check(text, named: "symbols/glyphs.txt")
    }

    /// FNV-1a (64 bit) of the elements with their coordinates printed to 6 decimals: any visible change shows,
    /// while a last-bit difference of a libm function between platforms does not.
    static func digest(_ path: Path) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ text: String) {
            for byte in text.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
        }
        func mix(_ point: CGPoint) {
            for value in [point.x, point.y] {
                let text = String(format: "%.6f ", Double(value))
                mix(text == "-0.000000 " ? "0.000000 " : text)
            }
        }
        for element in path.elements {
            switch element {
            case .move(let p): mix("M"); mix(p)
            case .line(let p): mix("L"); mix(p)
            case .quadCurve(let p, let c): mix("Q"); mix(c); mix(p)
            case .curve(let p, let c1, let c2): mix("C"); mix(c1); mix(c2); mix(p)
            case .closeSubpath: mix("Z")
            }
        }
        return String(hash, radix: 16)
    }
}
