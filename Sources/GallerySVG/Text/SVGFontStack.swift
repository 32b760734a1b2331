import Foundation
import GalleryLayout

/// The CSS `font-family` value for a text run: the matched family, the fallback faces layout used for
/// the run's other scripts, then a generic family, so every renderer has something sensible to fall back to.
enum SVGFontStack {
    /// CSS generic families and CSS-wide keywords (CSS Fonts 4 §2.1.1, CSS Values 4 §6.1): a family
    /// with one of these names must be quoted to mean the font.
    static let keywords: Set<String> = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "math", "emoji", "fangsong",
        "ui-serif", "ui-sans-serif", "ui-monospace", "ui-rounded", "inherit", "initial", "unset", "revert",
        "revert-layer", "default",
    ]

    static func value(_ font: SceneFont, fallbacks: [String] = []) -> String {
        let generic = font.isMonospaced ? "monospace" : "sans-serif"
        var families: [String] = []
        for candidate in [font.family] + fallbacks {
            let family = candidate.trimmingCharacters(in: .whitespaces)
            guard !family.isEmpty, family.lowercased() != generic, !families.contains(family) else { continue }
            families.append(family)
        }
        return (families.map(name) + [generic]).joined(separator: ", ")
    }

    /// The family as written in CSS: bare when every word is a plain identifier, else quoted.
    static func name(_ family: String) -> String {
        let words = family.split(separator: " ", omittingEmptySubsequences: false)
        let plain = !keywords.contains(family.lowercased()) && words.allSatisfy(isIdentifier)
        if plain { return family }
        var quoted = "'"
        for character in family {
            if character == "'" || character == "\\" { quoted.append("\\") }
            quoted.append(character)
        }
        return quoted + "'"
    }

    /// ASCII subset of a CSS identifier: letter or `_` first (after an optional `-`), then letters,
    /// digits, `-`, `_`.
    private static func isIdentifier(_ word: Substring) -> Bool {
        var rest = word[...]
        if rest.first == "-" { rest = rest.dropFirst() }
        guard let first = rest.first, first.isASCII, first.isLetter || first == "_" else { return false }
        return rest.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }
}
