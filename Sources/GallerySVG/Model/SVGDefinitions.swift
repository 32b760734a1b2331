import Foundation
import XMLWriter

/// The `<defs>` of one document: each distinct definition once, in first-use order, with
/// deterministic ids `<prefix>-g1`, `<prefix>-f1`, … (one counter per kind; `t` for glyph outlines).
///
/// Dedupe is by content: the element without its id is the key of a dictionary that is only
/// looked up, never iterated, so hash seeds cannot change the output.
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

    let prefix: String
    private(set) var elements: [XMLElement] = []
    private var idsByContent: [ContentKey: String] = [:]
    private var gradients = 0, filters = 0, clips = 0, masks = 0, glyphs = 0, images = 0
    /// Each asset file drawn inline: its symbol's id, or nil when it cannot be drawn inline.
    private var imageIDs: [Data: String?] = [:]

    init(prefix: String) { self.prefix = prefix }

    /// The id of `element` (given without an `id`), adding it on first use.
    mutating func id(for element: XMLElement, kind: Kind) -> String {
        let key = ContentKey(element)
        if let id = idsByContent[key] { return id }
        let id = append(element, kind: kind)
        idsByContent[key] = id
        return id
    }

    /// Adds `element` (given without an `id`) under the next id of its kind, which it returns.
    private mutating func append(_ element: XMLElement, kind: Kind) -> String {
        let number: Int
        switch kind {
        case .gradient: gradients += 1; number = gradients
        case .filter: filters += 1; number = filters
        case .clip: clips += 1; number = clips
        case .mask: masks += 1; number = masks
        case .glyph: glyphs += 1; number = glyphs
        case .image: images += 1; number = images
        }
        let id = "\(prefix)-\(kind.rawValue)\(number)"
        var stored = element
        stored.attributes.insert(XMLAttribute("id", id), at: 0)
        elements.append(stored)
        return id
    }

    /// The id of the `<symbol>` that draws the asset file `data`, made by `make` (given the id, which the
    /// symbol's inner ids are prefixed with) on first use; nil when `make` cannot draw it inline.
    mutating func imageID(for data: Data, make: (String) -> XMLElement?) -> String? {
        if let known = imageIDs[data] { return known }
        let id = "\(prefix)-\(Kind.image.rawValue)\(images + 1)"
        guard let symbol = make(id) else {
            imageIDs[data] = .some(nil)
            return nil
        }
        images += 1
        elements.append(symbol)
        imageIDs[data] = id
        return id
    }

    /// Filters that differ only in their region share one, whose region is the union of theirs: a
    /// `userSpaceOnUse` region only bounds where the filter draws, and each user's own region lies inside the
    /// union (whatever the user spaces, as the union contains each region's numbers).
    private var regionalFilters: [SVGFilterBody: (index: Int, region: CGRect)] = [:]

    /// `url(#id)` for the filter `body` with the region `x y width height` in front of its attributes, grown to
    /// cover `region` when the same body is referenced again. (Looked up by the body's content key, made once
    /// per body: only `regionalReference` adds filters with a region of `SVGRegion`'s, so no other definition
    /// can equal one.)
    mutating func regionalReference(to body: SVGFilterBody, region: CGRect) -> String {
        if let shared = regionalFilters[body] {
            let union = shared.region.union(region)
            if union != shared.region {
                elements[shared.index].attributes.replaceSubrange(1..<5, with: SVGRegion.attributes(union).list)
                regionalFilters[body] = (shared.index, union)
            }
            return "url(#" + (elements[shared.index].attributes[0].value) + ")"
        }
        var placed = body.element
        placed.attributes.insert(contentsOf: SVGRegion.attributes(region).list, at: 0)
        let id = append(placed, kind: .filter)
        regionalFilters[body] = (elements.count - 1, region)
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
    mutating func reference(to element: XMLElement, kind: Kind) -> String {
        "url(#" + id(for: element, kind: kind) + ")"
    }
}

/// A definition as a dictionary key, hashed from its shape alone — for the element and its children, the length
/// of the name, the number of attributes and the length of each value (in UTF-8 bytes). A document has a few
/// definitions (its glyph outlines differ in the length of their path data), so shapes that collide cost a few
/// comparisons, while hashing every definition whole cost a 700-variant build 50 M instructions (callgrind): a
/// shadow filter's body is hashed for each element that casts the shadow.
///
/// Equal when the elements are equal as Swift compares them *and* every string has the same length in bytes:
/// Swift's `==` takes a text and its decomposed form as equal although their lengths differ, and a key equal to
/// another must hash alike, or which definitions are shared would depend on the hash seed. (The lengths are
/// compared only when the elements are equal; their `==` keeps the standard library's fast paths.)
struct ContentKey: Hashable {
    let element: XMLElement

    init(_ element: XMLElement) { self.element = element }

    static func == (a: ContentKey, b: ContentKey) -> Bool { a.element == b.element && sameLengths(a.element, b.element) }

    func hash(into hasher: inout Hasher) { Self.combineShape(of: element, into: &hasher) }

    private static func combineShape(of element: XMLElement, into hasher: inout Hasher) {
        hasher.combine(element.name.utf8.count)
        hasher.combine(element.attributes.count)
        for attribute in element.attributes { hasher.combine(attribute.value.utf8.count) }
        hasher.combine(element.children.count)
        for child in element.children {
            switch child {
            case .element(let inner): combineShape(of: inner, into: &hasher)
            case .text(let text): hasher.combine(text.utf8.count)
            case .comment(let text): hasher.combine(~text.utf8.count)
            }
        }
    }

    /// For two elements that are equal: whether their names, attribute names and values and texts have the same
    /// lengths in bytes.
    private static func sameLengths(_ a: XMLElement, _ b: XMLElement) -> Bool {
        guard a.name.utf8.count == b.name.utf8.count else { return false }
        for (x, y) in zip(a.attributes, b.attributes) where x.name.utf8.count != y.name.utf8.count || x.value.utf8.count != y.value.utf8.count {
            return false
        }
        for (x, y) in zip(a.children, b.children) {
            switch (x, y) {
            case (.element(let x), .element(let y)): if !sameLengths(x, y) { return false }
            case (.text(let x), .text(let y)), (.comment(let x), .comment(let y)): if x.utf8.count != y.utf8.count { return false }
            default: return false
            }
        }
        return true
    }
}

/// A shadow filter's `<filter>` without id and region, with a key made once from its content (``ContentKey/bytes(of:)``
/// and that key's hash): a document looks its filters up for every element that casts a shadow, and hashing and
/// comparing the element's tree each time cost more than the rest of the document's definitions.
struct SVGFilterBody: Hashable, Sendable {
    let element: XMLElement
    private let content: [UInt8]
    private let contentHash: Int

    init(_ element: XMLElement) {
        self.element = element
        content = ContentKey.bytes(of: element)
        contentHash = content.hashValue
    }

    static func == (a: SVGFilterBody, b: SVGFilterBody) -> Bool { a.contentHash == b.contentHash && a.content == b.content }
    func hash(into hasher: inout Hasher) { hasher.combine(contentHash) }
}

extension ContentKey {
    /// `element` written out so that two elements give the same bytes exactly when their names, attributes and
    /// children are the same byte for byte: every string after its length in bytes, every list after its count.
    static func bytes(of element: XMLElement) -> [UInt8] {
        var bytes: [UInt8] = []
        append(element, to: &bytes)
        return bytes
    }

    private static func append(_ element: XMLElement, to bytes: inout [UInt8]) {
        func count(_ n: Int) { withUnsafeBytes(of: UInt64(n).littleEndian) { bytes.append(contentsOf: $0) } }
        func string(_ s: String) { count(s.utf8.count); bytes.append(contentsOf: s.utf8) }
        string(element.name)
        count(element.attributes.count)
        for attribute in element.attributes { string(attribute.name); string(attribute.value) }
        count(element.children.count)
        for child in element.children {
            switch child {
            case .element(let inner): bytes.append(0); append(inner, to: &bytes)
            case .text(let text): bytes.append(1); string(text)
            case .comment(let text): bytes.append(2); string(text)
            }
        }
    }
}
