import Foundation
import GalleryLayout

/// Layer names: the `id`s of drawn elements, named for what drew them, which design tools take as layer
/// names when they import an SVG (Figma and Sketch name a layer by its element's `id`).
///
/// Names are slugs (`a`–`z`, `0`–`9`, `-`, starting with a letter), so they are XML names and need no
/// escaping whatever the text they come from; each is unique within the document, later ones with the same
/// slug get `-2`, `-3`, …, and none takes the form of a definition id or the title and description ids.
struct SVGLayerNames {
    /// Longest slug taken from free text (a label, an asset name), before any `-2` suffix.
    static let slugLimit = 32

    private let prefix: String
    private var used: Set<String>
    /// The suffix each candidate last took (1: the candidate itself). Names are never given back, so the next
    /// one with that candidate is found from there, not by trying `-2`, `-3`, … again: a scene of hundreds of
    /// layers with one slug (a grid of icons) took quadratic time.
    private var lastSuffix: [String: Int] = [:]

    /// `reserved`: ids the document already has (title, description, background).
    init(prefix: String, reserved: [String]) {
        self.prefix = prefix
        used = Set(reserved)
    }

    /// `candidate` (a slug) made unique in the document.
    mutating func unique(_ candidate: String) -> String {
        var n = lastSuffix[candidate] ?? 1
        var name = n == 1 ? candidate : candidate + "-\(n)"
        while used.contains(name) || SVGDefinitions.isDefinitionID(name, prefix: prefix) {
            n += 1
            name = candidate + "-\(n)"
        }
        used.insert(name)
        lastSuffix[candidate] = n
        return name
    }

    /// The candidate name of what `node` draws: `text-<words>`, `icon-<symbol>`, `image-<asset>`,
    /// `shape-<kind>`, `color` (a paint view), `hstack`/`vstack`/`zstack` (a container view), or the group's role.
    static func candidate(for node: SceneNode) -> String {
        switch node {
        case .text(let text): return named("text", slug(text.string, splittingCamelCase: false))
        case .image(let image): return named("image", slug(image.name, splittingCamelCase: false))
        case .shape(let shape): return shapeName(shape.role)
        case .group(let group):
            // Container views by their SwiftUI name, as one word: `hstack`, `vstack`, `zstack`.
            if group.isView, let role = group.role { return role.lowercased() }
            return described(group.role ?? "", otherwise: "group")
        }
    }

    /// The name a text layer has in a design tool, as written: `Text “Tap Me!”` (the id is only a slug of it,
    /// and nothing for a Hebrew or Japanese label). Other layers' ids already say all their name would;
    /// nil for them (no bytes spent). At most `labelLimit` characters of the string, whole characters.
    static func label(for node: SceneNode) -> String? {
        guard case .text(let text) = node, !text.string.isEmpty else { return nil }
        let string = text.string.count > labelLimit ? String(text.string.prefix(labelLimit)) + "…" : text.string
        return "Text “\(string)”"
    }

    /// Longest text quoted in a layer label, in characters.
    static let labelLimit = 64

    /// Shapes say what they are by their role: a shape type's name ("RoundedRectangle"), `symbol <name>`,
    /// `paint` (a colour or gradient view), or a description the writer gave ("template image logo").
    static func shapeName(_ role: String) -> String {
        if role.hasPrefix("symbol ") { return named("icon", slug(String(role.dropFirst("symbol ".count)))) }
        if role == "paint" { return "color" }
        // (Over the bytes: `contains(" ")` is Foundation's substring search, ~10,000 instructions a shape.)
        if role.utf8.contains(UInt8(ascii: " ")) { return described(role, otherwise: "shape") }
        return named("shape", slug(role))
    }

    /// Lower-case ASCII words joined by `-`: accents folded away ("Ünïcode" → "unicode"), camel case split
    /// when asked (type names: "RoundedRectangle" → "rounded-rectangle"; not words people wrote, "iPhone"),
    /// everything else a separator, at most `slugLimit` characters (cut at a word boundary when there is
    /// one). Empty when nothing ASCII is left.
    static func slug(_ text: String, splittingCamelCase: Bool = true) -> String {
        // ASCII text (almost every label and type name) needs no folding, and its characters are its bytes
        // ("\r\n", one Character, is a separator either way): one pass over the bytes.
        if let ascii = asciiSlug(text, splittingCamelCase: splittingCamelCase) { return ascii }
        return characterSlug(text, splittingCamelCase: splittingCamelCase)
    }

    /// ``slug(_:splittingCamelCase:)`` over `text`'s bytes; nil when `text` is not all ASCII. A word is a run of
    /// the text's letters and digits (cut where camel case splits it), so the slug is written straight from
    /// the text, lower-cased, word by word as ``joined(_:)`` joins them.
    static func asciiSlug(_ text: String, splittingCamelCase: Bool) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: slugLimit) { slug -> String? in
                var count = 0
                var full = false
                func isLower(_ b: UInt8) -> Bool { b >= 0x61 && b <= 0x7A }
                func isUpper(_ b: UInt8) -> Bool { b >= 0x41 && b <= 0x5A }
                func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
                func add(_ word: Range<Int>) {
                    guard !full, !word.isEmpty else { return }
                    var take = word
                    if count == 0 {
                        if word.count > slugLimit { take = word.lowerBound..<word.lowerBound + slugLimit; full = true }
                    } else if count + 1 + word.count > slugLimit {
                        full = true
                        return
                    } else {
                        slug[count] = UInt8(ascii: "-")
                        count += 1
                    }
                    for index in take {
                        let byte = bytes[index]
                        slug[count] = isUpper(byte) ? byte + 0x20 : byte
                        count += 1
                    }
                }
                var wordStart = 0
                var previous: UInt8 = 0
                for (index, byte) in bytes.enumerated() {
                    guard byte < 0x80 else { return nil }
                    guard isLower(byte) || isUpper(byte) || isDigit(byte) else {
                        add(wordStart..<index)
                        wordStart = index + 1
                        previous = 0
                        continue
                    }
                    if splittingCamelCase, isUpper(byte), isLower(previous) || isDigit(previous), wordStart < index {
                        add(wordStart..<index)
                        wordStart = index
                    }
                    previous = byte
                }
                add(wordStart..<bytes.count)
                return String(decoding: UnsafeBufferPointer(rebasing: slug[..<count]), as: UTF8.self)
            }
        }
    }

    /// ``slug(_:splittingCamelCase:)`` Character by Character, accents folded away first.
    static func characterSlug(_ text: String, splittingCamelCase: Bool) -> String {
        let folded = text.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
        var words: [String] = []
        var word = ""
        var previous: Character?
        for character in folded {
            guard character.isASCII, character.isLetter || character.isNumber else {
                if !word.isEmpty { words.append(word); word = "" }
                previous = nil
                continue
            }
            if splittingCamelCase, character.isUppercase, let previous, previous.isLowercase || previous.isNumber, !word.isEmpty {
                words.append(word)
                word = ""
            }
            word.append(Character(character.lowercased()))
            previous = character
        }
        if !word.isEmpty { words.append(word) }
        return joined(words)
    }

    /// Words joined by `-`, as many as fit in `slugLimit` characters (the first cut to it when it alone is longer).
    /// The words are ASCII, so their characters are their bytes.
    private static func joined(_ words: [String]) -> String {
        var result = ""
        for word in words {
            let next = result.isEmpty ? word : result + "-" + word
            if next.utf8.count > slugLimit {
                if result.isEmpty { result = String(word.prefix(slugLimit)) }
                break
            }
            result = next
        }
        return result
    }

    private static func named(_ kind: String, _ slug: String) -> String { slug.isEmpty ? kind : kind + "-" + slug }

    /// The slug of a description; `otherwise` when it has none. An id starts with a letter (an XML name, and
    /// a CSS selector without escapes), so a slug starting with a digit gets `layer-` in front.
    private static func described(_ description: String, otherwise: String) -> String {
        let name = slug(description)
        guard let first = name.first else { return otherwise }
        return first.isLetter ? name : "layer-" + name
    }
}
