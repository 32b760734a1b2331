import Foundation
import GalleryLayout
import GallerySVG
import XMLWriter

/// Shortcuts for writing scenes in tests.
enum SVGTestSupport {
    static let options = SVGOptions(title: "Test", description: "Test scene")

    static func document(_ scene: Scene, _ options: SVGOptions = options) -> XMLElement {
        SVGWriter.document(for: scene, options: options)
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
