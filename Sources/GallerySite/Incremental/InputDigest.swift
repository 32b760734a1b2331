import Fonts

/// The SHA-256 of a sequence of labelled parts, each length-prefixed so that no two different sequences
/// hash alike (`"ab" + "c"` differs from `"a" + "bc"`). Keys of the incremental build are made with it.
struct InputDigest {
    private var bytes: [UInt8] = []

    init(_ kind: String) { add("kind", kind) }

    mutating func add(_ label: String, _ value: String) {
        for part in [label, value] {
            let utf8 = Array(part.utf8)
            bytes += withUnsafeBytes(of: UInt64(utf8.count).littleEndian, Array.init)
            bytes += utf8
        }
    }

    mutating func add(_ label: String, _ values: [String]) {
        add(label, String(values.count))
        for value in values { add("", value) }
    }

    var hex: String { SHA256.hex(bytes) }
}
