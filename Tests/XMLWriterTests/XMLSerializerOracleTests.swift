import GoldenTestSupport
import Testing
import XMLWriter

/// `XMLSerializer` writes its bytes itself; these tests hold it to the bytes libxml2's `xmlTextWriter` wrote for
/// the same trees (`LibXML2TextWriter`), on thousands of generated trees with every character class that is
/// escaped somewhere, non-ASCII text, comments, empty elements, mixed content and `xml:space`.
@Suite struct XMLSerializerOracleTests {
    static let pieces = ["a", "Label", " ", "&", "<", ">", "\"", "'", "\n", "\r", "\t", "]]>", "é", "日本", "😀",
                         "\u{A0}", "&amp;", "x=1", "-", "#fff", "0.5"]
    static let names = ["svg", "g", "rect", "text", "tspan", "path", "title", "desc", "use", "clipPath"]
    static let attributeNames = ["id", "fill", "d", "x", "aria-label", "xlink:href", "xml:space", "data-x"]

    static func string(_ random: inout SplitMix64, allowed: (String) -> Bool = { _ in true }) -> String {
        var text = ""
        for _ in 0..<random.below(6) {
            let piece = random.pick(pieces)
            if allowed(text + piece) { text += piece }
        }
        return text
    }

    static func element(_ random: inout SplitMix64, depth: Int) -> XMLElement {
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
            var random = SplitMix64(seed: seed)
            let tree = Self.element(&random, depth: 0)
            let ours = try XMLSerializer.serialize(tree, options: .init(xmlDeclaration: declaration, indent: indent))
            let theirs = LibXML2TextWriter.serialize(tree, xmlDeclaration: declaration, indent: indent)
            let same = ours == theirs  // bytes, not Strings (those compare canonically equivalent text equal)
            #expect(same, "seed \(seed):\n\(String(decoding: ours, as: UTF8.self))\nlibxml2:\n\(String(decoding: theirs, as: UTF8.self))")
            if !same { return }
        }
    }
}
