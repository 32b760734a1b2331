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
    /// The lists the paragraph is an item of, outermost first.
    public var textLists: [NSTextList] = []

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

/// A list whose items are paragraphs (`NSParagraphStyle.textLists`), with the marker each item shows.
public final class NSTextList: Hashable, @unchecked Sendable {
    /// A marker's format: a placeholder such as `{decimal}` or `{disc}`, with any text around it (`"{decimal}."`).
    public struct MarkerFormat: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        // The placeholders of NSTextList.h (the CSS list-style names).
        public static let box = MarkerFormat("{box}")
        public static let check = MarkerFormat("{check}")
        public static let circle = MarkerFormat("{circle}")
        public static let diamond = MarkerFormat("{diamond}")
        public static let disc = MarkerFormat("{disc}")
        public static let hyphen = MarkerFormat("{hyphen}")
        public static let square = MarkerFormat("{square}")
        public static let lowercaseHexadecimal = MarkerFormat("{lower-hexadecimal}")
        public static let uppercaseHexadecimal = MarkerFormat("{upper-hexadecimal}")
        public static let octal = MarkerFormat("{octal}")
        public static let lowercaseAlpha = MarkerFormat("{lower-alpha}")
        public static let uppercaseAlpha = MarkerFormat("{upper-alpha}")
        public static let lowercaseLatin = MarkerFormat("{lower-latin}")
        public static let uppercaseLatin = MarkerFormat("{upper-latin}")
        public static let lowercaseRoman = MarkerFormat("{lower-roman}")
        public static let uppercaseRoman = MarkerFormat("{upper-roman}")
        public static let decimal = MarkerFormat("{decimal}")
    }

    /// Options of a list (`prependEnclosingMarker`).
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// An item's marker starts with those of the lists it is nested in.
        public static let prependEnclosingMarker = Options(rawValue: 1 << 0)
    }

    public let markerFormat: MarkerFormat
    public let listOptions: Options
    /// The number of the first item.
    public var startingItemNumber = 1
    /// Whether the list's markers are numbers or letters (not bullets).
    public var isOrdered: Bool { !Self.bullets.keys.contains { markerFormat.rawValue.contains($0) } }

    public init(markerFormat format: MarkerFormat, options mask: Int) {
        markerFormat = format
        listOptions = Options(rawValue: UInt(max(0, mask)))
    }

    public init(markerFormat format: MarkerFormat, startingItemNumber: Int = 1) {
        markerFormat = format
        listOptions = []
        self.startingItemNumber = startingItemNumber
    }

    /// The marker of item `itemNumber`: the format with its placeholder replaced (`"{decimal}."` → `"3."`).
    public func marker(forItemNumber itemNumber: Int) -> String {
        var marker = markerFormat.rawValue
        for (placeholder, text) in Self.bullets where marker.contains(placeholder) {
            marker = marker.replacingOccurrences(of: placeholder, with: text)
        }
        let numbered: [(String, (Int) -> String)] = [
            ("{decimal}", { String($0) }), ("{octal}", { String($0, radix: 8) }),
            ("{lower-hexadecimal}", { String($0, radix: 16) }), ("{upper-hexadecimal}", { String($0, radix: 16).uppercased() }),
            ("{lower-alpha}", { Self.alphabetic($0) }), ("{upper-alpha}", { Self.alphabetic($0).uppercased() }),
            ("{lower-latin}", { Self.alphabetic($0) }), ("{upper-latin}", { Self.alphabetic($0).uppercased() }),
            ("{lower-roman}", { Self.roman($0).lowercased() }), ("{upper-roman}", { Self.roman($0) }),
        ]
        for (placeholder, format) in numbered where marker.contains(placeholder) {
            marker = marker.replacingOccurrences(of: placeholder, with: format(itemNumber))
        }
        return marker
    }

    /// The bullet placeholders and the characters CSS's list styles draw for them.
    static let bullets: [String: String] = ["{disc}": "\u{2022}", "{circle}": "\u{25E6}", "{square}": "\u{25AA}",
                                            "{hyphen}": "\u{2043}", "{box}": "\u{25A1}", "{check}": "\u{2713}", "{diamond}": "\u{25C6}"]

    /// 1 → "a", 26 → "z", 27 → "aa" (bijective base 26, as CSS's `lower-alpha`).
    static func alphabetic(_ number: Int) -> String {
        guard number > 0 else { return String(number) }
        var n = number, letters: [Character] = []
        while n > 0 {
            n -= 1
            letters.append(Character(Unicode.Scalar(UInt8(97 + n % 26))))
            n /= 26
        }
        return String(letters.reversed())
    }

    /// Roman numerals for 1…3999; other numbers as decimals (CSS falls back the same way).
    static func roman(_ number: Int) -> String {
        guard (1...3999).contains(number) else { return String(number) }
        let values: [(Int, String)] = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"), (40, "XL"),
                                       (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
        var n = number, out = ""
        for (value, letters) in values {
            while n >= value { out += letters; n -= value }
        }
        return out
    }

    public static func == (a: NSTextList, b: NSTextList) -> Bool {
        a.markerFormat == b.markerFormat && a.listOptions == b.listOptions && a.startingItemNumber == b.startingItemNumber
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(markerFormat); hasher.combine(startingItemNumber) }
}
