import Foundation
import GalleryLayout
import GallerySVG
import Testing
import XMLWriter

/// Shortcuts for writing scenes in tests.
enum SVGTestSupport {
    static let options = SVGOptions(title: "Test", description: "Test scene")

    /// The written document read back as a tree, without the line breaks and indentation between elements (an
    /// element's text is its only content, so white space beside elements is the writer's).
    static func document(_ scene: Scene, _ options: SVGOptions = options) -> XMLElement {
        do {
            return withoutIndentation(try XMLDocumentReader.parse(SVGWriter.bytes(for: scene, options: options), fileName: "render.svg"))
        } catch {
            Issue.record("the scene's SVG could not be written or read back: \(error)")
            return XMLElement("error")
        }
    }

    private static func withoutIndentation(_ element: XMLElement) -> XMLElement {
        var copy = element
        let hasElements = element.children.contains { if case .element = $0 { true } else { false } }
        copy.children = element.children.compactMap { node in
            switch node {
            case .element(let child): .element(withoutIndentation(child))
            case .text(let text) where hasElements && text.allSatisfy(\.isWhitespace): nil
            default: node
            }
        }
        return copy
    }

    static func string(_ scene: Scene, _ options: SVGOptions = options) throws -> String {
        String(decoding: try SVGWriter.bytes(for: scene, options: options), as: UTF8.self)
    }

    /// Every attribute value of the document and its descendants.
    static func ids(in element: XMLElement) -> [String] {
        var ids = element[attribute: "id"].map { [$0] } ?? []
        for case .element(let child) in element.children { ids += self.ids(in: child) }
        return ids
    }

    /// Every `url(#…)` and `href="#…"` target referenced by an attribute.
    static func references(in element: XMLElement) -> [String] {
        var found: [String] = []
        for attribute in element.attributes where attribute.value.hasPrefix("url(#") {
            found.append(String(attribute.value.dropFirst(5).dropLast()))
        }
        for attribute in element.attributes where attribute.name == "href" && attribute.value.hasPrefix("#") {
            found.append(String(attribute.value.dropFirst()))
        }
        for case .element(let child) in element.children { found += references(in: child) }
        return found
    }
}
