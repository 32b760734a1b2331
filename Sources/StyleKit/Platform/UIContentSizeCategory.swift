import Foundation

/// UIKit's name of a Dynamic Type size, as a trait collection carries it (`preferredContentSizeCategory`).
/// The raw values are UIKit's (`UICTContentSizeCategoryL`, …).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Not set.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// The sizes, smallest first.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// The default.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// The accessibility sizes (Larger Accessibility Sizes).
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The categories in size order, `DynamicTypeSize`'s order.
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge, .accessibilityMedium,
        .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]

    /// UIKit's name of a SwiftUI content size category.
    public init(_ sizeCategory: ContentSizeCategory) { self = Self.ordered[sizeCategory.rawValue] }
    /// UIKit's name of a Dynamic Type size.
    public init(_ dynamicTypeSize: DynamicTypeSize) { self = Self.ordered[dynamicTypeSize.rawValue] }

    /// The Dynamic Type size this names; nil for `.unspecified`.
    public var dynamicTypeSize: DynamicTypeSize? { Self.ordered.firstIndex(of: self).flatMap(DynamicTypeSize.init(rawValue:)) }
    /// Whether it is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { dynamicTypeSize?.isAccessibilitySize ?? false }

    /// Smaller first; `.unspecified` before every size.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        (lhs.dynamicTypeSize?.rawValue ?? -1) < (rhs.dynamicTypeSize?.rawValue ?? -1)
    }
}

extension DynamicTypeSize {
    /// The Dynamic Type size UIKit's category names (`.large` for `.unspecified`).
    public init?(_ category: UIContentSizeCategory) {
        guard let size = category.dynamicTypeSize else { return nil }
        self = size
    }
}

extension UIMenuController {
    /// Posted before the edit menu shows; never, in a render.
    nonisolated public static let willShowMenuNotification = Notification.Name("UIMenuControllerWillShowMenuNotification")
    /// Posted after the edit menu shows; never, in a render.
    nonisolated public static let didShowMenuNotification = Notification.Name("UIMenuControllerDidShowMenuNotification")
    /// Posted before the edit menu hides; never, in a render.
    nonisolated public static let willHideMenuNotification = Notification.Name("UIMenuControllerWillHideMenuNotification")
    /// Posted after the edit menu hides; never, in a render.
    nonisolated public static let didHideMenuNotification = Notification.Name("UIMenuControllerDidHideMenuNotification")
}
