import Testing
import XMLWriter

/// `XMLSerializer` writes its bytes itself; these tests hold it to the bytes libxml2's `xmlTextWriter` wrote for
/// the same trees (`LibXML2TextWriter`), on thousands of generated trees with every character class that is
/// escaped somewhere, non-ASCII text, comments, empty elements, mixed content and `xml:space`.
@Suite struct XMLSerializerOracleTests {
    /// A small deterministic generator (SplitMix64), so a failure names a seed that reproduces it.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
        mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
    }

    static let pieces = ["a", "Label", " ", "&", "<", ">", "\"", "'", "\n", "\r", "\t", "]]>", "é", "日本", "😀",
                         "\u{A0}", "&amp;", "x=1", "-", "#fff", "0.5"]
    static let names = ["svg", "g", "rect", "text", "tspan", "path", "title", "desc", "use", "clipPath"]
    static let attributeNames = ["id", "fill", "d", "x", "aria-label", "xlink:href", "xml:space", "data-x"]

    static func string(_ random: inout Generator, allowed: (String) -> Bool = { _ in true }) -> String {
        var text = ""
        for _ in 0..<random.below(6) {
            let piece = random.pick(pieces)
            if allowed(text + piece) { text += piece }
        }
        return text
    }

    static func element(_ random: inout Generator, depth: Int) -> XMLElement {
        var element = XMLElement(random.pick(names))
        var used = Set<String>()
        for _ in 0..<random.below(4) {
            let name = random.pick(attributeNames)
            guard used.insert(name).inserted else { continue }
            let value = name == "xml:space" ? random.pick(["preserve", "default"]) : string(&random)
            element.attributes.append(XMLAttribute(name, value))
        }
        if depth < 4 {
            for _ in 0..<random.below(5) {
                switch random.below(4) {
                case 0: element.append(text: string(&random))
                case 1: element.append(.comment(string(&random) { !$0.contains("--") && !$0.hasSuffix("-") && !$0.hasPrefix(">") && !$0.contains("\r") }))
                default: element.append(Self.element(&random, depth: depth + 1))
                }
            }
        }
        return element
    }

    @Test(arguments: [(false, false), (true, true), (false, true), (true, false)])
    func sameBytesAsLibXML2(declaration: Bool, indent: Bool) throws {
        for seed in 0..<1500 as Range<UInt64> {
            var random = Generator(state: seed)
            let tree = Self.element(&random, depth: 0)
            let ours = try XMLSerializer.serialize(tree, options: .init(xmlDeclaration: declaration, indent: indent))
            let theirs = LibXML2TextWriter.serialize(tree, xmlDeclaration: declaration, indent: indent)
            let same = ours == theirs  // bytes, not Strings (those compare canonically equivalent text equal)
            #expect(same, "seed \(seed):\n\(String(decoding: ours, as: UTF8.self))\nlibxml2:\n\(String(decoding: theirs, as: UTF8.self))")
            if !same { return }
        }
    }
}
