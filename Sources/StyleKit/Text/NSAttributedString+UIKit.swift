import Foundation

// The attribute keys and paragraph style UIKit adds to Foundation's attributed strings, so that code that
// builds `[NSAttributedString.Key: Any]` dictionaries compiles. Foundation on Linux has the key type but not
// these keys. StyleKit does not draw attributed strings; see `Text(_ attributedContent:)`.

extension NSAttributedString.Key {
    /// The font (`UIFont`).
    public static let font = NSAttributedString.Key("NSFont")
    /// The text color (`UIColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The background color behind the text.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The paragraph style (`NSParagraphStyle`).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Extra space between characters, in points.
    public static let kern = NSAttributedString.Key("NSKern")
    /// Tracking, in points.
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// The underline (`NSUnderlineStyle`).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The underline's color.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// The strikethrough (`NSUnderlineStyle`).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The strikethrough's color.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// The baseline offset, in points.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// A link.
    public static let link = NSAttributedString.Key("NSLink")
    /// Ligature use.
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// A shadow.
    public static let shadow = NSAttributedString.Key("NSShadow")
}

/// Line styles of underlines and strikethroughs.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A single line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// A thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// A double line.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A dotted line.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed line.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Only under words, not spaces.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// How lines of text are aligned.
public enum NSTextAlignment: Int, Hashable, Sendable {
    /// Left-aligned.
    case left
    /// Centred.
    case center
    /// Right-aligned.
    case right
    /// Justified.
    case justified
    /// The script's natural alignment.
    case natural
}

/// How lines too long for their width are broken or cut.
public enum NSLineBreakMode: Int, Hashable, Sendable {
    /// Wrap at words or characters, clip, or truncate at the head, tail or middle.
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// A paragraph's layout settings. (Settable here on both classes; in UIKit only the mutable subclass sets them.)
open class NSParagraphStyle: @unchecked Sendable {
    /// How lines are aligned.
    public var alignment: NSTextAlignment = .natural
    /// Extra space between lines, in points.
    public var lineSpacing: CGFloat = 0
    /// Space after the paragraph, in points.
    public var paragraphSpacing: CGFloat = 0
    /// A multiple of the natural line height; 0 for none.
    public var lineHeightMultiple: CGFloat = 0
    /// The least line height, in points; 0 for none.
    public var minimumLineHeight: CGFloat = 0
    /// The greatest line height, in points; 0 for none.
    public var maximumLineHeight: CGFloat = 0
    /// How long lines are broken.
    public var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// The indent of the first line.
    public var firstLineHeadIndent: CGFloat = 0
    /// The indent of the other lines.
    public var headIndent: CGFloat = 0
    /// The trailing indent.
    public var tailIndent: CGFloat = 0
    /// The tab stops, in order of location.
    public var tabStops: [NSTextTab] = []
    /// The distance between the default tab stops after the last set one; 0 for none.
    public var defaultTabInterval: CGFloat = 0

    /// The default paragraph style.
    public init() {}
    /// The default paragraph style.
    public static var `default`: NSParagraphStyle { NSParagraphStyle() }
}

/// A paragraph style you can change.
public final class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// The default paragraph style, to change.
    public override init() { super.init() }
}

/// A tab stop of a paragraph: where text after a tab goes, and how it aligns there.
public final class NSTextTab: Hashable, @unchecked Sendable {
    /// How text aligns at the stop.
    public let alignment: NSTextAlignment
    /// The stop's distance from the paragraph's leading edge, in points.
    public let location: CGFloat
    /// Options such as the characters that end a decimal column.
    public let options: [OptionKey: Any]
    /// A tab stop.
    public init(textAlignment alignment: NSTextAlignment, location loc: CGFloat, options: [OptionKey: Any] = [:]) {
        self.alignment = alignment
        self.location = loc
        self.options = options
    }
    public static func == (lhs: NSTextTab, rhs: NSTextTab) -> Bool { lhs.alignment == rhs.alignment && lhs.location == rhs.location }
    public func hash(into hasher: inout Hasher) { hasher.combine(alignment); hasher.combine(location) }

    /// Keys of a tab stop's options.
    public struct OptionKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The characters that end a column (a `CharacterSet`).
        public static let columnTerminators = OptionKey(rawValue: "NSTabColumnTerminatorsAttributeName")
    }
}

extension NSAttributedString {
    /// An empty attributed string: `NSMutableAttributedString()`, as on Apple platforms (Linux's Foundation
    /// has only `init(string:)`; the label keeps this from overriding `NSObject`'s `init()`).
    public convenience init(styleGalleryEmpty: Void = ()) { self.init(string: "") }
}
