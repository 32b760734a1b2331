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
}
