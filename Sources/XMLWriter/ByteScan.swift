/// Loops over a string's UTF-8 bytes in its contiguous storage: several times cheaper than going through
/// `String.UTF8View`'s generic `contains`/`allSatisfy`, and these checks see every string of every page.
enum ByteScan {
    @inline(__always)
    static func all(_ string: String, _ predicate: (UInt8) -> Bool) -> Bool {
        if let result = string.utf8.withContiguousStorageIfAvailable({ bytes in
            for byte in bytes where !predicate(byte) { return false }
            return true
        }) { return result }
        return string.utf8.allSatisfy(predicate)
    }

    @inline(__always)
    static func contains(_ string: String, _ wanted: UInt8) -> Bool {
        !all(string) { $0 != wanted }
    }

    /// Whether every byte of `string` is printable ASCII (0x20–0x7E), a tab or a line feed — what most text
    /// is, allowed in XML and HTML alike. Eight bytes at a time: every string put on a page is checked, and
    /// the byte-by-byte scan was 80 M instructions of a 700-variant build (callgrind).
    static func isPrintableASCII(_ string: String) -> Bool {
        func byteAllowed(_ byte: UInt8) -> Bool { byte &- 0x20 < 0x5F || byte == 0x9 || byte == 0xA }
        func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            let count = bytes.count
            var index = 0
            if let base = bytes.baseAddress {
                let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
                while index + 8 <= count {
                    let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                    // A byte at or above 0x80, below 0x20 (x - 0x20 borrows into its high bit while x's is
                    // clear), or equal to 0x7F (x ^ 0x7F is zero): any of them sends these eight bytes
                    // through the byte test, which lets tabs and line feeds through.
                    let below = (word &- ones &* 0x20) & ~word & highs
                    let delete = word ^ (ones &* 0x7F)
                    let isDelete = (delete &- ones) & ~delete & highs
                    if (word & highs) | below | isDelete != 0 {
                        for offset in 0..<8 where !byteAllowed(base[index + offset]) { return false }
                    }
                    index += 8
                }
            }
            while index < count {
                if !byteAllowed(bytes[index]) { return false }
                index += 1
            }
            return true
        }
        if let result = string.utf8.withContiguousStorageIfAvailable(scan) { return result }
        return string.utf8.allSatisfy(byteAllowed)
    }
}
