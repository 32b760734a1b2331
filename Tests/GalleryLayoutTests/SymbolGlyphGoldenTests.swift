import Foundation
import Testing
@testable import StyleKit

/// Every built-in symbol's box and a digest of its exact outline, against a golden: a symbol that changes by
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

    /// FNV-1a (64 bit) of the elements printed with their exact bit patterns.
    static func digest(_ path: Path) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ value: UInt64) {
            for shift in stride(from: 0, to: 64, by: 8) {
                hash ^= (value >> UInt64(shift)) & 0xFF
                hash = hash &* 0x100_0000_01b3
            }
        }
        func mix(_ point: CGPoint) { mix(Double(point.x).bitPattern); mix(Double(point.y).bitPattern) }
        for element in path.elements {
            switch element {
            case .move(let p): mix(1); mix(p)
            case .line(let p): mix(2); mix(p)
            case .quadCurve(let p, let c): mix(3); mix(p); mix(c)
            case .curve(let p, let c1, let c2): mix(4); mix(p); mix(c1); mix(c2)
            case .closeSubpath: mix(5)
            }
        }
        return String(hash, radix: 16)
    }
}
