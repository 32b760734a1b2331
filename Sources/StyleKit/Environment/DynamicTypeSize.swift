/// A Dynamic Type size, smallest first, as SwiftUI's `DynamicTypeSize`.
///
/// Text styles take their point sizes from the iOS table for the size in effect
/// (docs/reference/dynamic-type.md); `.large` is the system default.
public enum DynamicTypeSize: Int, CaseIterable, Comparable, Hashable, Sendable {
    /// Extra small.
    case xSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large, the default.
    case large
    /// Extra large.
    case xLarge
    /// Extra extra large.
    case xxLarge
    /// The largest size below the accessibility sizes.
    case xxxLarge
    /// The first accessibility size (Larger Accessibility Sizes on).
    case accessibility1
    /// The second accessibility size.
    case accessibility2
    /// The third accessibility size.
    case accessibility3
    /// The fourth accessibility size.
    case accessibility4
    /// The largest accessibility size.
    case accessibility5

    /// True for the five accessibility sizes (AX1…AX5).
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The size a legacy content size category names.
    public init(_ sizeCategory: ContentSizeCategory) {
        self = DynamicTypeSize(rawValue: sizeCategory.rawValue) ?? .large
    }

    /// This size limited to the sizes `range` contains: unchanged inside it, else the nearest size in it.
    package func clamped<R: RangeExpression>(to range: R) -> DynamicTypeSize where R.Bound == DynamicTypeSize {
        let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
        guard let lowest = allowed.first, let highest = allowed.last else { return self }
        return min(max(self, lowest), highest)
    }
}

/// The legacy name of a Dynamic Type size (SwiftUI's `ContentSizeCategory`), mapped one to one onto
/// `DynamicTypeSize`: `.extraSmall` = `.xSmall` … `.accessibilityExtraExtraExtraLarge` = `.accessibility5`.
public enum ContentSizeCategory: Int, CaseIterable, Comparable, Hashable, Sendable {
    /// `DynamicTypeSize.xSmall`.
    case extraSmall
    /// `DynamicTypeSize.small`.
    case small
    /// `DynamicTypeSize.medium`.
    case medium
    /// `DynamicTypeSize.large`, the default.
    case large
    /// `DynamicTypeSize.xLarge`.
    case extraLarge
    /// `DynamicTypeSize.xxLarge`.
    case extraExtraLarge
    /// `DynamicTypeSize.xxxLarge`.
    case extraExtraExtraLarge
    /// The accessibility categories, `DynamicTypeSize.accessibility1` to `.accessibility5`.
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge,
         accessibilityExtraExtraExtraLarge

    /// True for the five accessibility categories.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The category that names a Dynamic Type size.
    public init(_ dynamicTypeSize: DynamicTypeSize) {
        self = ContentSizeCategory(rawValue: dynamicTypeSize.rawValue) ?? .large
    }
}
