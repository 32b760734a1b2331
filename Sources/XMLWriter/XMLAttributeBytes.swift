/// An element's attributes in order, written as bytes (` name="value"`) as they are set: the value checked for
/// characters XML does not allow and escaped (`&`, `<`, `>`, `"`, tab, LF and CR as references, as
/// ``XMLSerializer`` escapes attribute values). A name set twice is a problem of the element that takes the list:
/// found in the bytes, where ` name="` can only begin an attribute (a value's `"` is escaped).
public struct XMLAttributeBytes: Sendable {
    public private(set) var bytes: [UInt8] = []
    /// The first problem: a name that is not one, a value's character XML does not allow, or a name set twice.
    private var firstProblem: Problem?
    /// One bit per name, picked from its length and ends (``bit(of:)``): two lists whose bits do not meet share
    /// no name, which settles nearly every check without reading the bytes.
    private var nameBits: UInt64 = 0

    private enum Problem: Sendable {
        case name(StaticString)
        case character(StaticString, Unicode.Scalar)
        case duplicate(String)
    }

    public init() {}

    /// Attributes written before (an ``XMLWrittenElement``'s), to be checked against.
    init(written: [UInt8]) {
        bytes = written
        Self.forEachName(in: bytes[...]) { name in
            nameBits |= Self.bit(of: name)
            return true
        }
    }

    private static func bit<Name: Collection<UInt8>>(of name: Name) -> UInt64 {
        guard let first = name.first else { return 1 }
        var last = first
        for byte in name { last = byte }
        return 1 << ((UInt64(name.count) &* 31 &+ UInt64(first) &* 7 &+ UInt64(last)) & 63)
    }

    public var isEmpty: Bool { bytes.isEmpty }

    /// Sets attribute `name` to `value` after the others.
    public mutating func set(_ name: StaticString, _ value: String) {
        let bit = name.withUTF8Buffer(Self.bit)
        defer { nameBits |= bit }
        if firstProblem == nil {
            if !name.withUTF8Buffer(MarkupValidation.isPlainASCIIName) {
                firstProblem = .name(name)
            } else if nameBits & bit != 0, name.withUTF8Buffer({ name in Self.contains(name, in: bytes[...]) }) {
                firstProblem = .duplicate("\(name)")
            }
        }
        // Room for this attribute at once (path data runs to kilobytes), doubling as appending would.
        let needed = bytes.count + name.utf8CodeUnitCount + value.utf8.count + 4
        if needed > bytes.capacity { bytes.reserveCapacity(max(needed, 64, bytes.capacity * 2)) }
        var out = MarkupBytes(continuing: bytes)
        bytes = []
        out.byte(UInt8(ascii: " "))
        out.staticName(name)
        out.byte(UInt8(ascii: "="))
        out.byte(UInt8(ascii: "\""))
        // A plain value (nearly every one) is checked as it is escaped; any other is checked, then escaped.
        if !out.escapedIfPlain(value, .xmlAttribute) {
            if firstProblem == nil, let scalar = MarkupValidation.disallowedScalar(value, .xml) {
                firstProblem = .character(name, scalar)
            }
            out.escaped(value, .xmlAttribute)
        }
        out.byte(UInt8(ascii: "\""))
        bytes = out.bytes
    }

    /// Appends `other`'s attributes after these.
    public mutating func append(_ other: XMLAttributeBytes) {
        guard !other.bytes.isEmpty else { return }
        noteDuplicates(between: other)
        bytes += other.bytes
    }

    /// Puts `other`'s attributes in front of these.
    mutating func prepend(_ other: XMLAttributeBytes) {
        guard !other.bytes.isEmpty else { return }
        noteDuplicates(between: other)
        bytes.insert(contentsOf: other.bytes, at: 0)
    }

    private mutating func noteDuplicates(between other: XMLAttributeBytes) {
        defer { nameBits |= other.nameBits }
        guard firstProblem == nil else { return }
        firstProblem = other.firstProblem
        guard firstProblem == nil, nameBits & other.nameBits != 0 else { return }
        let mine = bytes[...]
        Self.forEachName(in: other.bytes[...]) { name in
            guard Self.contains(name, in: mine) else { return true }
            firstProblem = .duplicate(String(decoding: name, as: UTF8.self))
            return false
        }
    }

    /// Calls `body` with each attribute name of bytes written as ` name="value"`… (from after a space to the `=`
    /// before a `"`, then on past the value's closing `"`: a value holds no other) until it returns false.
    private static func forEachName(in bytes: ArraySlice<UInt8>, _ body: (ArraySlice<UInt8>) -> Bool) {
        var index = bytes.startIndex
        while index < bytes.endIndex, bytes[index] == UInt8(ascii: " ") {
            let start = index + 1
            guard let equals = bytes[start...].firstIndex(of: UInt8(ascii: "=")), equals + 2 <= bytes.endIndex,
                  body(bytes[start..<equals]),
                  let close = bytes[(equals + 2)...].firstIndex(of: UInt8(ascii: "\"")) else { return }
            index = close + 1
        }
    }

    /// Whether `name` is one of the names in `bytes`.
    private static func contains<Name: Collection<UInt8>>(_ name: Name, in bytes: ArraySlice<UInt8>) -> Bool {
        var found = false
        forEachName(in: bytes) { other in
            found = other.elementsEqual(name)
            return !found
        }
        return found
    }

    /// The list's first problem as the element called `element` reports it.
    func problem(in element: StaticString) -> XMLError? {
        switch firstProblem {
        case nil: nil
        case .name(let name): XMLError(message: "attribute name \"\(name)\" in <\(element)> is not a valid name")
        case .duplicate(let name): XMLError(message: "duplicate attribute \"\(name)\" in <\(element)>")
        case .character(let name, let scalar):
            XMLError(message: "value of attribute \"\(name)\" in <\(element)> \(MarkupValidation.refusal(of: scalar, .xml))")
        }
    }

    static func same(_ a: StaticString, _ b: StaticString) -> Bool {
        a.withUTF8Buffer { a in b.withUTF8Buffer { b in a.elementsEqual(b) } }
    }
}
