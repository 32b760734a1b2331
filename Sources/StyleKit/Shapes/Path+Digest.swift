import Foundation

extension Path {
    /// A 64-bit digest of every command of the path (`Path`'s own hash samples four commands): equal paths have
    /// equal digests (−0 is taken as 0, which it equals; a path holding NaN equals no path). A glyph outline has
    /// hundreds of numbers, so each is mixed in with one 128-bit multiply (the folded product of wyhash) rather than a
    /// round of SipHash: a fifth of the cost. Not stable across versions: compare digests made by one process.
    public var digest: UInt64 {
        var digest = Digest()
        digest.add(UInt64(elements.count))
        for element in elements {
            switch element {
            case .move(let p): digest.add(0); digest.add(p)
            case .line(let p): digest.add(1); digest.add(p)
            case .quadCurve(let p, let c): digest.add(2); digest.add(p); digest.add(c)
            case .curve(let p, let c1, let c2): digest.add(3); digest.add(p); digest.add(c1); digest.add(c2)
            case .closeSubpath: digest.add(4)
            }
        }
        return digest.value
    }

    private struct Digest {
        private(set) var value: UInt64 = 0x243F_6A88_85A3_08D3

        mutating func add(_ word: UInt64) {
            let product = (value ^ word).multipliedFullWidth(by: 0xA076_1D64_78BD_642F)
            value = product.high ^ product.low ^ 0xE703_7ED1_A0B4_28DB
        }

        /// Adding 0 turns −0 into 0 (IEEE 754 sums to +0 under round-to-nearest) and leaves every other number as it is.
        mutating func add(_ point: CGPoint) { add((Double(point.x) + 0).bitPattern); add((Double(point.y) + 0).bitPattern) }
    }
}
