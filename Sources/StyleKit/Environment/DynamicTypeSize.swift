/// A Dynamic Type size, smallest first, as SwiftUI's `DynamicTypeSize`.
///
/// Text styles take their point sizes from the iOS table for the size in effect
/// (docs/reference/dynamic-type.md); `.large` is the system default.
public enum DynamicTypeSize: Int, CaseIterable, Comparable, Hashable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

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
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
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
