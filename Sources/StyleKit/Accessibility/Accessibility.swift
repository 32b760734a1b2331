import Foundation

/// Traits that describe an accessibility element.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The element acts like a button.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// The element is a heading that divides content into sections.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// The element is currently selected.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// The element opens a link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// The element is an image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 4)
    /// The element is text that does not change.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 5)
    /// The element is a toggle with an on/off value.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 6)
    /// The element is modal: assistive technology ignores what is outside it.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 7)
    /// Touches go straight to the element (a drawing surface, a piano).
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 8)
    /// The element's label or value changes often (a timer).
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
    /// Activating the element starts media, so VoiceOver stays quiet.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 10)
    /// The element summarises the screen when it appears.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 11)
    /// The element is a key of a keyboard.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 12)
    /// The element is a search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 13)
    /// The element plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 14)
    /// Adjustable with swipe up/down (what `accessibilityAdjustableAction` gives an element).
    public static let isAdjustable = AccessibilityTraits(rawValue: 1 << 15)

    package var names: [String] {
        let all: [(AccessibilityTraits, String)] = [
            (.isButton, "button"), (.isHeader, "header"), (.isSelected, "selected"), (.isLink, "link"),
            (.isImage, "image"), (.isStaticText, "staticText"), (.isToggle, "toggle"), (.isModal, "modal"),
            (.allowsDirectInteraction, "directInteraction"), (.updatesFrequently, "updatesFrequently"),
            (.startsMediaSession, "startsMedia"), (.isSummaryElement, "summary"), (.isKeyboardKey, "key"),
            (.isSearchField, "searchField"), (.playsSound, "playsSound"), (.isAdjustable, "adjustable"),
        ]
        return all.filter { contains($0.0) }.map(\.1)
    }
}

/// How assistive technology announces a control.
public enum AccessibilityRole: String, Hashable, Sendable {
    /// A push button.
    case button
    /// An on/off switch.
    case `switch`
    /// A check box (macOS toggles).
    case checkbox
    /// A control adjusted by swiping up/down (a stepper or a multi-state toggle).
    case adjustable
    /// An image.
    case image
    /// Text that is not a control.
    case staticText
    /// A container whose children are announced together.
    case group
    /// A progress view: its value is the percentage done, none when indeterminate.
    case progressIndicator
    /// A text field (`TextField`, `SecureField`, `TextEditor`): its value is the text.
    case textField
}

/// The accessibility element a control makes.
package struct AccessibilityElement: Sendable {
    package var role: AccessibilityRole
    package var label: String
    package var value: String?
    package var isEnabled: Bool
    package var traits: AccessibilityTraits
}

/// Where assistive technology activates an element.
public enum ActivationPoint: Hashable, Sendable, CustomStringConvertible {
    /// A point relative to the element's frame (`.center`, `UnitPoint(x: 0.9, y: 0.5)`).
    case unit(UnitPoint)
    /// A point in the element's own coordinates, in points.
    case point(CGPoint)
    public var description: String {
        switch self {
        case .unit(let p): return "unit(\(formatNumber(p.x)), \(formatNumber(p.y)))"
        case .point(let p): return "point(\(formatNumber(p.x)), \(formatNumber(p.y)))"
        }
    }
}

/// Accessibility information attached to a subtree.
package enum AccessibilityTrait: Sendable {
    /// A control element (button, switch, adjustable…): its children are announced as one element.
    case element(AccessibilityElement)
    case activationPoint(ActivationPoint)
    case label(String)
    case value(String)
    case addTraits(AccessibilityTraits)
    case removeTraits(AccessibilityTraits)
    case hidden(Bool)
    /// `accessibilityElement(children:)` with how children combine.
    case container(AccessibilityChildBehavior)
}

/// How an accessibility element treats its children.
public enum AccessibilityChildBehavior: String, Hashable, Sendable {
    /// The children are not accessibility elements of their own.
    case ignore
    /// The children's labels and values are merged into this element.
    case combine
    /// The children stay elements, grouped in this one.
    case contain
}
