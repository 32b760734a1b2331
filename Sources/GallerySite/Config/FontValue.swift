import GalleryJSON
import StyleKit

/// Fonts as a configuration writes them: a text style or a size in points, then optional weight and
/// design words — `"headline"`, `"title2 bold"`, `"body semibold monospaced"`, `"17 medium"`.
enum FontValue {
    static let styles: [String: Font] = [
        "largeTitle": .largeTitle, "title": .title, "title2": .title2, "title3": .title3, "headline": .headline,
        "subheadline": .subheadline, "body": .body, "callout": .callout, "footnote": .footnote, "caption": .caption,
        "caption2": .caption2,
    ]
    static let weights: [String: Font.Weight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]
    static let designs: [String: Font.Design] = ["default": .default, "serif": .serif, "rounded": .rounded, "monospaced": .monospaced]

    /// The font, or a message saying which word is wrong.
    static func parse(_ text: String) -> Result<Font, FontValueError> {
        let words = text.split(separator: " ").map(String.init)
        guard let first = words.first else { return .failure(FontValueError(word: text, expected: "a text style or a size")) }
        var weight: Font.Weight?
        var design: Font.Design?
        for word in words.dropFirst() {
            if let w = weights[word] { weight = w } else if let d = designs[word] { design = d } else {
                return .failure(FontValueError(word: word, expected: "a weight or design", candidates: Array(weights.keys) + Array(designs.keys)))
            }
        }
        if let size = Double(first) {
            // Sizes beyond 1,000 pt are no control's text and would cost gigabytes of outlines.
            guard size.isFinite, size > 0, size <= 1000 else {
                return .failure(FontValueError(word: first, expected: "a size in points from more than 0 to 1000"))
            }
            return .success(.system(size: size, weight: weight, design: design))
        }
        guard var font = styles[first] else {
            return .failure(FontValueError(word: first, expected: "a text style or a size in points", candidates: Array(styles.keys)))
        }
        if let design { font = font.design(design) }
        if let weight { font = font.weight(weight) }
        return .success(font)
    }
}

struct FontValueError: Error {
    let word: String
    let expected: String
    var candidates: [String] = []
}

extension JSONCursor {
    func font() throws(ConfigIssue) -> Font {
        let text = try string()
        switch FontValue.parse(text) {
        case .success(let font): return font
        case .failure(let error):
            throw issue("\(JSONText.quoted(error.word)) in font \(JSONText.quoted(text)) is not \(error.expected)"
                + DidYouMean.clause(DidYouMean.suggestions(for: error.word, among: error.candidates.sorted())))
        }
    }
}
