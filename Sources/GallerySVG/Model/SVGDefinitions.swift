import Foundation
import XMLWriter

/// The `<defs>` of one document: each distinct definition once, in first-use order, with
/// deterministic ids `<prefix>-g1`, `<prefix>-f1`, … (one counter per kind; `t` for glyph outlines).
///
/// A definition lives at one depth of the document (`svg` › `defs` › definition), so it is written when it is
/// first used, and dedupe is by its bytes (without the id): a dictionary that is only looked up, never
/// iterated, so hash seeds cannot change the output.
struct SVGDefinitions {
    enum Kind: String, Sendable {
        case gradient = "g"
        case filter = "f"
        case clip = "c"
        case mask = "m"
        case glyph = "t"
        /// An asset's SVG file as a `<symbol>` (``SVGInlineImage``).
        case image = "i"
    }

    /// Where definitions are written: children of `<defs>`, itself a child of the root.
    static let depth = 2

    let prefix: String
    /// The definitions in first-use order: written, or a filter whose region may still grow (written by
    /// ``elements``, once, with its final region).
    private var entries: [Entry] = []
    private enum Entry {
        case written(XMLWrittenElement)
        case regional(DefinitionKey)
    }

    /// The definitions, written, in first-use order.
    var elements: [XMLWrittenElement] {
        entries.map { entry in
            switch entry {
            case .written(let element):
                return element
            case .regional(let key):
                let filter = regionalFilters[key]!
                return filter.body.prepending(Self.attributes(id: filter.id, then: SVGRegion.attributes(filter.region)))
            }
        }
    }
    private var idsByContent: [DefinitionKey: String] = [:]
    private var gradients = 0, filters = 0, clips = 0, masks = 0, glyphs = 0, images = 0
    /// Each asset file drawn inline: its symbol's id, or nil when it cannot be drawn inline.
    private var imageIDs: [Data: String?] = [:]

    init(prefix: String) { self.prefix = prefix }

    /// The id of `element` (given without an `id`), adding it on first use.
    mutating func id(for element: XMLByteElement, kind: Kind) -> String {
        let written = XMLWrittenElement(element, depth: Self.depth)
        let key = DefinitionKey(written.bytes)
        if let id = idsByContent[key] { return id }
        let id = append(written, kind: kind)
        idsByContent[key] = id
        return id
    }

    /// The next id of `kind`.
    private mutating func nextID(_ kind: Kind) -> String {
        let number: Int
        switch kind {
        case .gradient: gradients += 1; number = gradients
        case .filter: filters += 1; number = filters
        case .clip: clips += 1; number = clips
        case .mask: masks += 1; number = masks
        case .glyph: glyphs += 1; number = glyphs
        case .image: images += 1; number = images
        }
        return "\(prefix)-\(kind.rawValue)\(number)"
    }

    /// Adds `written` (without an `id`) under the next id of its kind, which it returns.
    private mutating func append(_ written: XMLWrittenElement, kind: Kind) -> String {
        let id = nextID(kind)
        entries.append(.written(written.prepending(Self.attributes(id: id, then: SVGAttributes()))))
        return id
    }

    private static func attributes(id: String, then rest: SVGAttributes) -> XMLAttributeBytes {
        var attributes = SVGAttributes()
        attributes.set("id", id)
        attributes.append(rest)
        return attributes.list
    }

    /// The id of the `<symbol>` that draws the asset file `data`, made by `make` (given the id, which the
    /// symbol's inner ids are prefixed with, and which it carries) on first use; nil when `make` cannot draw it inline.
    mutating func imageID(for data: Data, make: (String) -> XMLElement?) -> String? {
        if let known = imageIDs[data] { return known }
        let id = "\(prefix)-\(Kind.image.rawValue)\(images + 1)"
        guard let symbol = make(id) else {
            imageIDs[data] = .some(nil)
            return nil
        }
        images += 1
        entries.append(.written(XMLWrittenElement(symbol, depth: Self.depth)))
        imageIDs[data] = id
        return id
    }

    /// Filters that differ only in their region share one, whose region is the union of theirs: a
    /// `userSpaceOnUse` region only bounds where the filter draws, and each user's own region lies inside the
    /// union (whatever the user spaces, as the union contains each region's numbers).
    private var regionalFilters: [DefinitionKey: (body: XMLWrittenElement, id: String, region: CGRect)] = [:]

    /// `url(#id)` for the filter `body` (written without id and region, at ``depth``) with the region
    /// `x y width height` in front of its attributes, grown to cover `region` when the same body is referenced
    /// again; written when the document asks for its ``elements`` (the shape, the text and the stroke of a
    /// control with a shadow share one, and writing it again as its region grew was 1.5 % of a cold build).
    /// (Looked up by the body's bytes: only `regionalReference` adds filters with a region in front, so no other
    /// definition can equal one.)
    mutating func regionalReference(to body: XMLWrittenElement, region: CGRect) -> String {
        let key = DefinitionKey(body.bytes)
        if let index = regionalFilters.index(forKey: key) {
            let shared = regionalFilters.values[index]
            let union = shared.region.union(region)
            if union != shared.region { regionalFilters.values[index].region = union }
            return "url(#" + shared.id + ")"
        }
        let id = nextID(.filter)
        entries.append(.regional(key))
        regionalFilters[key] = (body, id, region)
        return "url(#" + id + ")"
    }

    /// True when `id` has the form of a definition id of this document (`<prefix>-<kind><number>`), so
    /// that other ids can stay clear of them.
    static func isDefinitionID(_ id: String, prefix: String) -> Bool {
        // Over the bytes (every layer name is checked): kinds are one ASCII letter, numbers ASCII digits.
        var rest = id.utf8[...]
        guard rest.starts(with: prefix.utf8) else { return false }
        rest = rest.dropFirst(prefix.utf8.count)
        guard rest.first == UInt8(ascii: "-") else { return false }
        rest = rest.dropFirst()
        guard let kind = rest.first, Kind(rawValue: String(UnicodeScalar(kind))) != nil else { return false }
        let digits = rest.dropFirst()
        return !digits.isEmpty && digits.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// `url(#id)` for `element`.
    mutating func reference(to element: XMLByteElement, kind: Kind) -> String {
        "url(#" + id(for: element, kind: kind) + ")"
    }
}

/// A definition's bytes as a dictionary key, hashed from their length and their first and last 32 bytes: a
/// document has a few definitions, and glyph outlines, whose path data is most of a document's bytes, differ in
/// length and ends; hashing every byte of every definition each time it is used cost more than writing it.
/// Equal exactly when the bytes are.
struct DefinitionKey: Hashable {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func hash(into hasher: inout Hasher) {
        hasher.combine(bytes.count)
        bytes.withUnsafeBytes { all in
            let ends = min(32, all.count)
            hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: all[..<ends]))
            hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: all[(all.count - ends)...]))
        }
    }
}
