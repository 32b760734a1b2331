import CCrypto
import Foundation

/// SHA-256 (FIPS 180-4) of a file's bytes, for recording which font files a build used and for the build's input
/// keys: OpenSSL's libcrypto (`EVP_sha256`, with the CPU's SHA or vector instructions where it has them). The
/// shipped gallery's seven faces (a 19.5 MB CJK collection among them) took 145 M instructions through rounds
/// written here and take 58 M through it under callgrind, which hides the SHA instructions (docs/profile.md).
public enum SHA256 {
    /// Lower-case hex digest of `bytes`.
    public static func hex(_ bytes: [UInt8]) -> String {
        var hasher = Hasher()
        hasher.update(bytes)
        return hasher.finalizeHex()
    }

    /// Hex digest of the file at `path`, nil when it cannot be read. The file is read in chunks into one
    /// buffer, so hashing a 20 MB font costs one chunk of memory, not the file.
    public static func hex(ofFile path: String) -> String? {
        let file = open(path, O_RDONLY | O_CLOEXEC)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var hasher = Hasher()
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let count = read(file, buffer.baseAddress, chunkSize)
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            hasher.update(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
        }
        return hasher.finalizeHex()
    }

    /// Bytes read from a file at a time by ``hex(ofFile:)``.
    static let chunkSize = 1 << 20

    /// SHA-256 over bytes given in any number of parts. A value: a copy updated apart does not change the original
    /// (its libcrypto context is copied before a shared one is written to).
    struct Hasher {
        private var context: Context

        init() { context = Context() }

        mutating func update(_ bytes: [UInt8]) {
            bytes.withUnsafeBytes { update($0) }
        }

        mutating func update(_ bytes: UnsafeRawBufferPointer) {
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
            if !isKnownUniquelyReferenced(&context) { context = Context(copying: context) }
            Context.check(EVP_DigestUpdate(context.pointer, base, bytes.count), "EVP_DigestUpdate")
        }

        /// The digest of everything given so far (taken from a copy of the context; `self` is unchanged).
        func finalize() -> [UInt8] {
            let copy = Context(copying: context)
            var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
            var length: UInt32 = 0
            Context.check(EVP_DigestFinal_ex(copy.pointer, &digest, &length), "EVP_DigestFinal_ex")
            return Array(digest.prefix(Int(length)))
        }

        func finalizeHex() -> String {
            let digits = Array("0123456789abcdef".utf8)
            var text: [UInt8] = []
            text.reserveCapacity(64)
            for byte in finalize() {
                text.append(digits[Int(byte >> 4)])
                text.append(digits[Int(byte & 15)])
            }
            return String(decoding: text, as: UTF8.self)
        }

        /// One libcrypto digest context, freed with its owner.
        final class Context {
            let pointer: OpaquePointer

            init() {
                pointer = Self.allocate()
                Self.check(EVP_DigestInit_ex(pointer, EVP_sha256(), nil), "EVP_DigestInit_ex")
            }

            init(copying other: Context) {
                pointer = Self.allocate()
                Self.check(EVP_MD_CTX_copy_ex(pointer, other.pointer), "EVP_MD_CTX_copy_ex")
            }

            deinit { EVP_MD_CTX_free(pointer) }

            private static func allocate() -> OpaquePointer {
                guard let context = EVP_MD_CTX_new() else { fatalError("libcrypto could not allocate a digest context") }
                return context
            }

            /// libcrypto fails these calls only when it cannot allocate or its SHA-256 is missing (a broken
            /// installation): nothing a build can go on from.
            static func check(_ result: Int32, _ call: StaticString) {
                if result != 1 { fatalError("libcrypto: \(call) failed") }
            }
        }
    }
}
