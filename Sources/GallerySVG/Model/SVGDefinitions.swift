import Foundation
import XMLWriter

/// The `<defs>` of one document: each distinct definition once, in first-use order, with
/// deterministic ids `<prefix>-g1`, `<prefix>-f1`, … (one counter per kind).
///
/// Dedupe is by content: the element without its id is the key of a dictionary that is only
/// looked up, never iterated, so hash seeds cannot change the output.
struct SVGDefinitions {
    enum Kind: String, Sendable {
        case gradient = "g"
        case filter = "f"
        case clip = "c"
        case mask = "m"
    }

    let prefix: String
    private(set) var elements: [XMLElement] = []
    private var idsByContent: [XMLElement: String] = [:]
    private var gradients = 0, filters = 0, clips = 0, masks = 0

    init(prefix: String) { self.prefix = prefix }

    /// The id of `element` (given without an `id`), adding it on first use.
    mutating func id(for element: XMLElement, kind: Kind) -> String {
        if let id = idsByContent[element] { return id }
        let number: Int
        switch kind {
        case .gradient: gradients += 1; number = gradients
        case .filter: filters += 1; number = filters
        case .clip: clips += 1; number = clips
        case .mask: masks += 1; number = masks
        }
        let id = "\(prefix)-\(kind.rawValue)\(number)"
        var stored = element
        stored.attributes.insert(XMLAttribute("id", id), at: 0)
        elements.append(stored)
        idsByContent[element] = id
        return id
    }

    /// `url(#id)` for `element`.
    mutating func reference(to element: XMLElement, kind: Kind) -> String {
        "url(#" + id(for: element, kind: kind) + ")"
    }
}
