import Foundation
import FoundationXML
import GallerySVG
import XMLWriter
import Testing

/// Counts elements while parsing, so the parse is checked to have gone through the whole document.
private final class ElementCounter: NSObject, XMLParserDelegate {
    var names: [String] = []
    var attributesByElement: [[String: String]] = []
    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        names.append(elementName)
        attributesByElement.append(attributeDict)
    }
}

@Suite("Well-formed XML")
struct SVGWellFormedTests {
    static let modes: [SVGOptions.TextMode] = [.outlines, .text]

    @Test("parses back with FoundationXML", arguments: modes)
    func parsesBack(mode: SVGOptions.TextMode) throws {
        let options = SVGOptions(title: "Kitchen <sink> & \"quotes\"", description: "Ünïcödé — ✓", textMode: mode)
        let bytes = try SVGWriter.bytes(for: SceneFixtures.kitchenSink, options: options)

        let document = try FoundationXML.XMLDocument(data: Data(bytes), options: [])
        let root = try #require(document.rootElement())
        #expect(root.name == "svg")
        #expect(root.attribute(forName: "xmlns")?.stringValue == "http://www.w3.org/2000/svg" || root.uri == "http://www.w3.org/2000/svg")
        let title = try #require(root.elements(forName: "title").first)
        #expect(title.stringValue == "Kitchen <sink> & \"quotes\"")
        #expect(root.elements(forName: "desc").first?.stringValue == "Ünïcödé — ✓")

        let parser = XMLParser(data: Data(bytes))
        let counter = ElementCounter()
        parser.delegate = counter
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
        #expect(counter.names.first == "svg")
        #expect(counter.names.prefix(3) == ["svg", "title", "desc"])
        #expect(counter.names.count == SVGTestSupport.document(SceneFixtures.kitchenSink, options).allElementCount)
    }

    @Test("ids are unique and every url(#…) resolves", arguments: modes)
    func referencesResolve(mode: SVGOptions.TextMode) {
        let document = SVGTestSupport.document(SceneFixtures.kitchenSink, SVGOptions(title: "T", textMode: mode))
        let ids = SVGTestSupport.ids(in: document)
        #expect(ids.count == Set(ids).count)
        let references = SVGTestSupport.references(in: document)
        #expect(!references.isEmpty)
        for reference in references { #expect(ids.contains(reference), "dangling url(#\(reference))") }
        // aria-labelledby points at title and desc.
        #expect(document[attribute: "aria-labelledby"] == "sg-title sg-desc")
        #expect(ids.prefix(2) == ["sg-title", "sg-desc"])
    }
}

extension XMLWriter.XMLElement {
    var allElementCount: Int {
        1 + children.reduce(0) { count, child in
            if case .element(let element) = child { return count + element.allElementCount }
            return count
        }
    }
}
