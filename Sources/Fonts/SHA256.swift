import Foundation

/// SHA-256 (FIPS 180-4) of a file's bytes, written out for recording which font files a build used.
public enum SHA256 {
    /// Round constants: the first 32 bits of the fractional parts of the cube roots of the first 64 primes
    /// (FIPS 180-4 §4.2.2).
    fileprivate static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    /// Lower-case hex digest of `bytes`.
    public static func hex(_ bytes: [UInt8]) -> String {
        var hasher = Hasher()
        hasher.update(bytes)
        return hasher.finalizeHex()
    }

    /// Hex digest of the file at `path`, nil when it cannot be read. The file is read in chunks, so hashing
    /// a 20 MB font costs one chunk of memory, not the file (and two copies of it).
    public static func hex(ofFile path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        var hasher = Hasher()
        do {
            while let chunk = try handle.read(upToCount: chunkSize), !chunk.isEmpty {
                chunk.withUnsafeBytes { hasher.update(UnsafeRawBufferPointer($0)) }
            }
        } catch {
            return nil
        }
        return hasher.finalizeHex()
    }

    /// Bytes read from a file at a time by ``hex(ofFile:)``.
    static let chunkSize = 1 << 20

    /// SHA-256 over bytes given in any number of parts: whole 64-byte blocks are compressed as they arrive,
    /// the rest waits in `pending` for the next part or the padding (FIPS 180-4 §5.1.1).
    struct Hasher {
        private var h: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) =
            (0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19)
        private var pending: [UInt8] = []
        private var length: UInt64 = 0
        private var w = [UInt32](repeating: 0, count: 64)

        init() { pending.reserveCapacity(64) }

        mutating func update(_ bytes: [UInt8]) {
            bytes.withUnsafeBytes { update($0) }
        }

        mutating func update(_ bytes: UnsafeRawBufferPointer) {
            length &+= UInt64(bytes.count)
            var start = 0
            if !pending.isEmpty {
                let taken = min(64 - pending.count, bytes.count)
                pending.append(contentsOf: bytes[0..<taken])
                start = taken
                guard pending.count == 64 else { return }
                let block = pending
                block.withUnsafeBytes { compress($0, from: 0, to: 64) }
                pending.removeAll(keepingCapacity: true)
            }
            let whole = start + (bytes.count - start) / 64 * 64
            compress(bytes, from: start, to: whole)
            pending.append(contentsOf: bytes[whole...])
        }

        /// The digest of everything given so far (the padding goes to a copy; `self` is unchanged).
        func finalize() -> [UInt8] {
            var copy = self
            var tail = pending
            tail.append(0x80)
            while tail.count % 64 != 56 { tail.append(0) }
            let bits = length &* 8
            for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
            tail.withUnsafeBytes { copy.compress($0, from: 0, to: tail.count) }
            let words = [copy.h.0, copy.h.1, copy.h.2, copy.h.3, copy.h.4, copy.h.5, copy.h.6, copy.h.7]
            return words.flatMap { word in [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: word >> UInt32($0)) } }
        }

        func finalizeHex() -> String {
            finalize().map { String($0 >> 4, radix: 16) + String($0 & 15, radix: 16) }.joined()
        }

        /// Compresses the 64-byte blocks of `bytes[from..<to]` (a multiple of 64 long).
        private mutating func compress(_ bytes: UnsafeRawBufferPointer, from: Int, to: Int) {
            guard from < to else { return }
            var (h0, h1, h2, h3, h4, h5, h6, h7) = h
            // Unchecked buffers for the schedule and the constants: checked array access and the lazy global's
            // once-check in the 64 rounds cost more than the rounds themselves.
            SHA256.k.withUnsafeBufferPointer { k in
                w.withUnsafeMutableBufferPointer { w in
                    var block = from
                    while block < to {
                        for t in 0..<16 {
                            w[t] = UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: block + t * 4, as: UInt32.self))
                        }
                        for t in 16..<64 {
                            let s0 = rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ (w[t - 15] >> 3)
                            let s1 = rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^ (w[t - 2] >> 10)
                            w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
                        }
                        var (a, b, c, d, e, f, g, hh) = (h0, h1, h2, h3, h4, h5, h6, h7)
                        for t in 0..<64 {
                            let s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
                            let ch = (e & f) ^ (~e & g)
                            let t1 = hh &+ s1 &+ ch &+ k[t] &+ w[t]
                            let s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
                            let maj = (a & b) ^ (a & c) ^ (b & c)
                            let t2 = s0 &+ maj
                            hh = g; g = f; f = e; e = d &+ t1; d = c; c = b; b = a; a = t1 &+ t2
                        }
                        h0 &+= a; h1 &+= b; h2 &+= c; h3 &+= d; h4 &+= e; h5 &+= f; h6 &+= g; h7 &+= hh
                        block += 64
                    }
                }
            }
            h = (h0, h1, h2, h3, h4, h5, h6, h7)
        }
    }

    @inline(__always) fileprivate static func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { x >> n | x << (32 - n) }
}
