import GoldenTestSupport
import Testing
@testable import XMLWriter

/// `XMLByteElement` writes elements as they are built; these tests hold it to the bytes `XMLSerializer` writes for
/// the same trees (indentation at every depth, escaping of hostile values and texts, empty elements and texts),
/// to its refusals, and check the attribute lists' duplicate detection and written definitions.
@Suite struct XMLByteElementTests {
    static let names: [StaticString] = ["svg", "g", "rect", "title", "path", "use", "clipPath"]
    static let attributeNames: [StaticString] = ["id", "fill", "d", "x", "aria-label", "xlink:href", "data-name"]
    static let values = HostileStringTests.hostile + ["", "0.5", "#FF3B30", "url(#sg-f1)", "a\rb", "x=\"1\" y"]

    /// The same tree as an `XMLElement` and as an `XMLByteElement`.
    static func trees(_ random: inout SplitMix64, depth: Int) -> (XMLElement, XMLByteElement) {
        let name = random.pick(names)
        var attributes = XMLAttributeBytes(), plain: [XMLAttribute] = []
        var used: [String] = []
        for _ in 0..<random.below(4) {
            let attribute = random.pick(attributeNames)
            guard !used.contains("\(attribute)") else { continue }
            used.append("\(attribute)")
            let value = random.pick(values)
            attributes.set(attribute, value)
            plain.append(XMLAttribute("\(attribute)", value))
        }
        if depth < 4, random.below(4) == 0 {
            let text = random.pick(values)
            return (XMLElement("\(name)", attributes: plain, children: [.text(text)]), XMLByteElement(name, attributes, text: text))
        }
        var children: [(XMLElement, XMLByteElement)] = []
        if depth < 4 { for _ in 0..<random.below(4) { children.append(trees(&random, depth: depth + 1)) } }
        // Some attributes come in front, as a layer's id does.
        var element = XMLByteElement(name, XMLAttributeBytes(), children: children.map(\.1))
        if !plain.isEmpty, random.below(2) == 0 {
            element.prepend(attributes)
        } else {
            element.add(attributes)
        }
        return (XMLElement("\(name)", attributes: plain, children: children.map { .element($0.0) }), element)
    }

    @Test func writesTheSerializersBytesAtEveryDepth() throws {
        var random = SplitMix64(seed: 7)
        for _ in 0..<400 {
            let (tree, element) = Self.trees(&random, depth: 0)
            let depth = random.below(4)
            var written: [UInt8] = []
            element.write(depth: depth, into: &written)
            #expect(element.problem == nil)
            #expect(String(decoding: written, as: UTF8.self) == String(decoding: try XMLSerializer.serialize(tree, depth: depth), as: UTF8.self))
        }
    }

    @Test func refusesWhatTheSerializerRefusesWithItsWords() {
        func serializerMessage(_ tree: XMLElement) -> String? {
            do throws(XMLError) { _ = try XMLSerializer.serialize(tree, depth: 0); return nil } catch { return error.message }
        }
        var attribute = XMLAttributeBytes()
        attribute.set("aria-label", "a\u{1}b")
        let badValue = XMLByteElement("g", attribute)
        #expect(badValue.problem?.message == serializerMessage(XMLElement("g", ["aria-label": "a\u{1}b"])))
        let badText = XMLByteElement("title", text: "\u{FFFE}")
        #expect(badText.problem?.message == serializerMessage(XMLElement("title", text: "\u{FFFE}")))
        // A problem below is the parent's problem.
        #expect(XMLByteElement("svg", children: [XMLByteElement("g"), badText]).problem == badText.problem)
        var twice = XMLAttributeBytes()
        twice.set("fill", "red")
        twice.set("fill", "blue")
        #expect(XMLByteElement("rect", twice).problem?.message == serializerMessage(XMLElement("rect", attributes: [XMLAttribute("fill", "red"), XMLAttribute("fill", "blue")])))
    }

    /// A name given twice is found however the lists were put together — set, appended, prepended — and names that
    /// share a length and ends (the bits that settle most checks) or end where another begins are not taken for one.
    @Test func duplicateNamesAreFoundAndOnlyThose() {
        func list(_ names: [StaticString]) -> XMLAttributeBytes {
            var attributes = XMLAttributeBytes()
            for name in names { attributes.set(name, "v \" x=\"") }
            return attributes
        }
        var appended = list(["x", "fill"])
        appended.append(list(["d", "fill"]))
        #expect(XMLByteElement("path", appended).problem?.message == "duplicate attribute \"fill\" in <path>")
        var element = XMLByteElement("path", list(["d", "x"]))
        element.prepend(list(["id", "x"]))
        #expect(element.problem?.message == "duplicate attribute \"x\" in <path>")
        // Names that came in by an earlier append or prepend count for later ones.
        var later = list(["x"])
        later.append(list(["fill"]))
        later.set("fill", "red")
        #expect(XMLByteElement("rect", later).problem?.message == "duplicate attribute \"fill\" in <rect>")
        element = XMLByteElement("rect", list(["x"]))
        element.prepend(list(["id"]))
        element.add(list(["id"]))
        #expect(element.problem?.message == "duplicate attribute \"id\" in <rect>")
        var apart = list(["fill", "full", "fi-ll", "x"])
        apart.append(list(["fool", "fell", "xx", "id"]))
        element = XMLByteElement("path", apart)
        element.prepend(list(["data-x", "y"]))
        element.add(list(["xl", "dx"]))
        #expect(element.problem == nil)
    }

    /// A definition is written once at its depth and takes its id in front of its attributes, as the same tree
    /// with the id would be written; placed at that depth it is copied as it is.
    @Test func writtenElementsTakeAttributesInFront() throws {
        var attributes = XMLAttributeBytes()
        attributes.set("gradientUnits", "userSpaceOnUse")
        var stop = XMLAttributeBytes()
        stop.set("offset", "0")
        let gradient = XMLByteElement("linearGradient", attributes, children: [XMLByteElement("stop", stop)])
        var id = XMLAttributeBytes()
        id.set("id", "sg-g1")
        let written = XMLWrittenElement(gradient, depth: 2).prepending(id)
        let tree = XMLElement("linearGradient", ["id": "sg-g1", "gradientUnits": "userSpaceOnUse"], children: [.element(XMLElement("stop", ["offset": "0"]))])
        #expect(written.bytes == (try XMLSerializer.serialize(tree, depth: 2)))
        var out: [UInt8] = []
        XMLByteElement("svg", content: [.element(XMLByteElement("defs", content: [.written(written)]))]).write(depth: 0, into: &out)
        let whole = XMLElement("svg", children: [.element(XMLElement("defs", children: [.element(tree)]))])
        #expect(out == (try XMLSerializer.serialize(whole, depth: 0)))
        // An attribute the written element has already is a problem.
        var again = XMLAttributeBytes()
        again.set("gradientUnits", "objectBoundingBox")
        #expect(XMLWrittenElement(gradient, depth: 2).prepending(again).problem != nil)
    }
}
