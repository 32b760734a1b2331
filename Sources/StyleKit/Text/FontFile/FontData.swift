import Foundation

/// Random access to the bytes of a font file. Only the header, the table directory and the `name` table are
/// read, so a large file (a CJK collection) costs a few kilobytes, and every read is checked against the size.
package protocol FontData {
    /// The size in bytes.
    var count: Int { get }
    /// `count` bytes from `offset`, or an error saying the file is too short.
    func bytes(at offset: Int, count: Int, for purpose: String) throws(FontParseError) -> [UInt8]
}

extension FontData {
    /// The range check every source shares; `purpose` says what was being read ("the table directory").
    package func check(_ offset: Int, _ count: Int, for purpose: String) throws(FontParseError) {
        guard offset >= 0, count >= 0 else { throw FontParseError(offset: max(offset, 0), "\(purpose) has a negative offset or length") }
        let (end, overflow) = offset.addingReportingOverflow(count)
        guard !overflow, end <= self.count else {
            throw FontParseError(
                offset: min(offset, self.count),
                "the file is truncated or damaged: \(purpose) needs bytes \(offset)..<\(overflow ? Int.max : end),"
                    + " but the file is \(self.count) bytes")
        }
    }
}

/// Font bytes in memory (tests, and data already loaded).
package struct FontBytes: FontData {
    package let data: [UInt8]

    package init(_ data: [UInt8]) { self.data = data }

    package var count: Int { data.count }

    package func bytes(at offset: Int, count: Int, for purpose: String) throws(FontParseError) -> [UInt8] {
        try check(offset, count, for: purpose)
        return Array(data[offset..<offset + count])
    }
}

/// Big-endian reads from a buffer already bounds-checked by ``FontData``; out-of-range reads return 0, which
/// callers never reach because they check the buffer's size first.
struct BigEndian {
    let bytes: [UInt8]

    func u16(_ offset: Int) -> Int {
        guard offset >= 0, offset + 2 <= bytes.count else { return 0 }
        return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
    }

    func u32(_ offset: Int) -> Int {
        guard offset >= 0, offset + 4 <= bytes.count else { return 0 }
        return u16(offset) << 16 | u16(offset + 2)
    }
}
