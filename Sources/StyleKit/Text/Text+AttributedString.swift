import Foundation

extension Text {
    /// Text from an attributed string: its characters are drawn in the text's own font and color; the
    /// string's attributes (colors, fonts, links) are not applied yet.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        self.init(verbatim: String(attributedContent.characters))
    }
}
