import Foundation

/// UIKit's read-only text view, as a representable's `makeUIView` configures one (a selectable label, a
/// label measured for a tap). StyleKit never draws it: a representable is drawn as a labelled placeholder.
@MainActor @preconcurrency open class UILabel: UIView {
    /// The text.
    open var text: String?
    /// The text with attributes.
    open var attributedText: NSAttributedString?
    /// The font; the body text style's system font when nil, as UIKit's 17-point default.
    open var font: UIFont!
    /// The text colour.
    open var textColor: UIColor!
    /// The colour of highlighted text.
    open var highlightedTextColor: UIColor?
    /// Whether the label is highlighted.
    open var isHighlighted = false
    /// Whether the label is enabled (a disabled label is dimmed).
    open var isEnabled = true
    /// The text's alignment.
    open var textAlignment: NSTextAlignment = .natural
    /// The most lines; 0 for as many as the text needs. UIKit's default is 1.
    open var numberOfLines = 1
    /// How a line that does not fit ends.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// Whether the font shrinks to fit the width.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest scale the font may shrink to.
    open var minimumScaleFactor: CGFloat = 0
    /// The width multi-line text wraps at.
    open var preferredMaxLayoutWidth: CGFloat = 0
    /// Whether the font follows the content size category.
    open var adjustsFontForContentSizeCategory = false

    /// A label with a frame; like UIKit's, it does not take touches until told to.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
    /// Views are not decoded from archives here.
    public required init?(coder: NSCoder) { nil }

    /// The rectangle the text is drawn in: `bounds` (text is not laid out in a platform view).
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect { bounds }
    /// Draws the text in `rect`: nothing, the placeholder stands for the view.
    open func drawText(in rect: CGRect) {}
}

/// What kind of accessibility element a UIKit view is. The raw values are StyleKit's own (UIKit's are not
/// part of its API).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    /// No traits.
    public static let none: UIAccessibilityTraits = []
    /// A button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// A link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// An image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Selected.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Plays a sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// A keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Text that does not change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// A summary read when the app starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// Not enabled.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// A value that changes often.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// A search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Starts a media session.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// Adjusted by swiping up and down.
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Takes touches directly.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Turns the page when reading reaches its end.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// A heading.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// A tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
}
