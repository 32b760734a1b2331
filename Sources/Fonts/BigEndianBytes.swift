/// Bounds-checked big-endian reads from a raw sfnt table (OpenType data is big-endian:
/// https://learn.microsoft.com/en-us/typography/opentype/spec/otff#data-types).
/// Every read returns `nil` instead of trapping when it would run past the end.
struct BigEndianBytes: Sendable {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var count: Int { bytes.count }

    func uint16(at offset: Int) -> UInt16? {
        guard offset >= 0, offset <= bytes.count - 2 else { return nil }
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    func int16(at offset: Int) -> Int16? {
        uint16(at: offset).map { Int16(bitPattern: $0) }
    }

    func uint32(at offset: Int) -> UInt32? {
        guard let high = uint16(at: offset), let low = uint16(at: offset + 2) else { return nil }
        return UInt32(high) << 16 | UInt32(low)
    }

    /// A 4-byte tag such as "kern" or "latn".
    func tag(at offset: Int) -> String? {
        guard offset >= 0, offset <= bytes.count - 4 else { return nil }
        return String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
    }
}
