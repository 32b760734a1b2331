import Foundation
import Testing
@testable import Fonts

/// FIPS 180-4 example vectors (NIST CSRC "Examples with intermediate values", SHA-256).
@Suite struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func knownVectors(message: String, digest: String) {
        #expect(SHA256.hex(Array(message.utf8)) == digest)
    }

    /// A million "a" (FIPS 180-2 appendix B.3): many blocks.
    @Test func millionA() {
        #expect(SHA256.hex([UInt8](repeating: 0x61, count: 1_000_000)) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// The same bytes given in parts of every awkward size (empty, under a block, across blocks) hash alike.
    @Test(arguments: [0, 1, 55, 56, 63, 64, 65, 127, 1000])
    func partsHashLikeTheWhole(split: Int) {
        let message = (0..<1500).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        var hasher = SHA256.Hasher()
        var rest = message[...]
        while !rest.isEmpty {
            let part = rest.prefix(max(1, split))
            hasher.update(Array(part))
            if split == 0 { hasher.update([]) }
            rest = rest.dropFirst(part.count)
        }
        #expect(hasher.finalizeHex() == SHA256.hex(message))
    }

    /// A hasher is a value: a copy given more bytes leaves the original as it was, and finalizing changes neither.
    @Test func aCopyUpdatedApartLeavesTheOriginal() {
        var original = SHA256.Hasher()
        original.update(Array("ab".utf8))
        var copy = original
        copy.update(Array("c".utf8))
        #expect(original.finalizeHex() == SHA256.hex(Array("ab".utf8)))
        #expect(copy.finalizeHex() == SHA256.hex(Array("abc".utf8)))
        original.update(Array("c".utf8))
        #expect(original.finalizeHex() == copy.finalizeHex())
        #expect(original.finalizeHex() == original.finalizeHex())
    }

    /// A file longer than one read chunk, whose length is not a multiple of it, hashes as its bytes do.
    @Test func filesAreHashedInChunks() throws {
        let bytes = (0..<(SHA256.chunkSize * 2 + 77)).map { UInt8(truncatingIfNeeded: $0 ^ ($0 >> 9)) }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sha256-\(UUID().uuidString)")
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(SHA256.hex(ofFile: url.path) == SHA256.hex(bytes))
        #expect(SHA256.hex(ofFile: url.path + "-missing") == nil)
    }

    @Test func recordsThePinnedDigestOfTheFileInUse() throws {
        let face = try TestFonts.dejaVuSans()
        let record = face.record
        #expect(record.sha256 == PinnedFaces.standard.expectedDigests[face.filePath])
        #expect(record.version.contains("2.37"))
        #expect(record.postScriptName == "DejaVuSans")
        #expect(TestFonts.library.check(record) == nil)
        var changed = record
        changed.sha256 = String(repeating: "0", count: 64)
        #expect(TestFonts.library.check(changed)?.contains("not the pinned one") == true)
    }
}
