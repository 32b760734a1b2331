import Foundation

// The attribute keys and paragraph style UIKit adds to Foundation's attributed strings, so that code that
// builds `[NSAttributedString.Key: Any]` dictionaries compiles. Foundation on Linux has the key type but not
// these keys. StyleKit does not draw attributed strings; see `Text(_ attributedContent:)`.

extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let tracking = NSAttributedString.Key("NSTracking")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let link = NSAttributedString.Key("NSLink")
    public static let ligature = NSAttributedString.Key("NSLigature")
    public static let shadow = NSAttributedString.Key("NSShadow")
}

/// Line styles of underlines and strikethroughs.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

public enum NSTextAlignment: Int, Hashable, Sendable { case left, center, right, justified, natural }

public enum NSLineBreakMode: Int, Hashable, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// A paragraph's layout settings. (Settable here on both classes; in UIKit only the mutable subclass sets them.)
open class NSParagraphStyle: @unchecked Sendable {
    public var alignment: NSTextAlignment = .natural
    public var lineSpacing: CGFloat = 0
    public var paragraphSpacing: CGFloat = 0
    public var lineHeightMultiple: CGFloat = 0
    public var minimumLineHeight: CGFloat = 0
    public var maximumLineHeight: CGFloat = 0
    public var lineBreakMode: NSLineBreakMode = .byWordWrapping
    public var firstLineHeadIndent: CGFloat = 0
    public var headIndent: CGFloat = 0
    public var tailIndent: CGFloat = 0

    public init() {}
    public static var `default`: NSParagraphStyle { NSParagraphStyle() }
}

public final class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    public override init() { super.init() }
}
