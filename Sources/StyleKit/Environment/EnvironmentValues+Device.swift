import Foundation

/// A size class: how much room a dimension of the screen has.
public enum UserInterfaceSizeClass: String, CaseIterable, Hashable, Sendable {
    /// A narrow (or short) space, such as an iPhone in portrait.
    case compact
    /// A wide (or tall) space, such as an iPad.
    case regular
}

/// The font weight the user asked for with Bold Text.
public enum LegibilityWeight: String, CaseIterable, Hashable, Sendable {
    /// Bold Text is off.
    case regular
    /// Bold Text is on.
    case bold
}

private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private struct ShowButtonShapesKey: EnvironmentKey { static let defaultValue = false }
private struct ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
private struct DifferentiateWithoutColorKey: EnvironmentKey { static let defaultValue = false }
private struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = .regular }
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 2 }
private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }

/// Settings of the device and of the user's accessibility preferences. The defaults describe an iPhone in
/// portrait at the default text size with no accessibility setting switched on; each is settable here (on
/// Apple platforms most are read-only) so that the gallery can render a variant under another setting.
extension EnvironmentValues {
    /// The Dynamic Type size text styles and `@ScaledMetric` values scale with; `.large` by default.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The legacy spelling of `dynamicTypeSize`; reading and writing either changes both.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = DynamicTypeSize(newValue) }
    }

    /// Button Shapes (Settings › Accessibility › Display & Text Size).
    public var accessibilityShowButtonShapes: Bool {
        get { self[ShowButtonShapesKey.self] }
        set { self[ShowButtonShapesKey.self] = newValue }
    }

    /// Reduce Transparency.
    public var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }

    /// Differentiate Without Color.
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] }
        set { self[DifferentiateWithoutColorKey.self] = newValue }
    }

    /// Bold Text: `.bold` when the user asked for heavier text. Recorded for styles to read; StyleKit does
    /// not change font weights by itself.
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }

    /// Pixels per point: 2, as on most iPhones.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// `.compact`, as on an iPhone in portrait.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// `.regular`, as on an iPhone in portrait.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// The locale views format and case text in; `en_US` by default so that renders do not depend on
    /// the machine.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the Dynamic Type size of this subtree.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        transformingEnvironment { $0.dynamicTypeSize = size }
    }

    /// Limits the Dynamic Type size of this subtree to `range`: a size outside it becomes the nearest
    /// size inside (`.dynamicTypeSize(...DynamicTypeSize.xxLarge)` caps the text size at xxLarge).
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformingEnvironment { $0.dynamicTypeSize = $0.dynamicTypeSize.clamped(to: range) }
    }
}
