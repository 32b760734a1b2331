import Foundation

/// Light or dark, as UIKit names the color scheme.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
    /// Not set.
    case unspecified
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
}

extension UIUserInterfaceStyle {
    /// UIKit's style of a SwiftUI color scheme: `UIUserInterfaceStyle(colorScheme)`.
    public init(_ colorScheme: ColorScheme) { self = colorScheme == .dark ? .dark : .light }
}

/// Standard or high contrast (Increase Contrast), as UIKit names it.
public enum UIAccessibilityContrast: Int, Hashable, Sendable {
    /// Not set.
    case unspecified
    /// Standard contrast.
    case normal
    /// Increase Contrast is on.
    case high
}

/// A size class, as UIKit names it.
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable {
    /// Not set.
    case unspecified
    /// A narrow (or short) space.
    case compact
    /// A wide (or tall) space.
    case regular
}

/// The traits a dynamic `UIColor` is resolved for, taken from the environment where the color is used.
public final class UITraitCollection: Sendable {
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Normal or high contrast.
    public let accessibilityContrast: UIAccessibilityContrast
    /// The horizontal size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Pixels per point.
    public let displayScale: CGFloat
    /// The Dynamic Type size: the rendered one unless the collection was made with another.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// The OS release and platform the traits belong to: those of the system the code runs on, which
    /// here is the environment being rendered (so `resolvedColor(with:)` keeps the render's palette).
    package let palette: Palette
    package let platform: TargetPlatform

    /// A trait collection; what a dynamic `UIColor` provider receives.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle = .light, accessibilityContrast: UIAccessibilityContrast = .normal,
                            horizontalSizeClass: UIUserInterfaceSizeClass = .compact, verticalSizeClass: UIUserInterfaceSizeClass = .regular,
                            displayScale: CGFloat = 2) {
        self.init(userInterfaceStyle: userInterfaceStyle, accessibilityContrast: accessibilityContrast,
                  horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass, displayScale: displayScale,
                  preferredContentSizeCategory: UIContentSizeCategory(EnvironmentValues.current.dynamicTypeSize),
                  palette: EnvironmentValues.current.palette, platform: EnvironmentValues.current.targetPlatform)
    }

    /// A trait collection with only a Dynamic Type size, the other traits unspecified, as UIKit makes it (merge
    /// it into others with `init(traitsFrom:)`; `UIFontMetrics.scaledValue(for:compatibleWith:)` scales for it).
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        let current = EnvironmentValues.current
        self.init(userInterfaceStyle: .unspecified, accessibilityContrast: .unspecified, horizontalSizeClass: .unspecified,
                  verticalSizeClass: .unspecified, displayScale: current.displayScale,
                  preferredContentSizeCategory: preferredContentSizeCategory, palette: current.palette, platform: current.targetPlatform)
    }

    private init(userInterfaceStyle: UIUserInterfaceStyle, accessibilityContrast: UIAccessibilityContrast,
                 horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass,
                 displayScale: CGFloat, preferredContentSizeCategory: UIContentSizeCategory, palette: Palette, platform: TargetPlatform) {
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.palette = palette
        self.platform = platform
        self.userInterfaceStyle = userInterfaceStyle
        self.accessibilityContrast = accessibilityContrast
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
    }

    /// The traits of `collections` merged, later ones winning where they specify a trait.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        let base = collections.first ?? UITraitCollection(EnvironmentValues.current)
        var style = base.userInterfaceStyle, contrast = base.accessibilityContrast
        var horizontal = base.horizontalSizeClass, vertical = base.verticalSizeClass
        var category = base.preferredContentSizeCategory, scale = base.displayScale
        for traits in collections.dropFirst() {
            if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
            if traits.accessibilityContrast != .unspecified { contrast = traits.accessibilityContrast }
            if traits.horizontalSizeClass != .unspecified { horizontal = traits.horizontalSizeClass }
            if traits.verticalSizeClass != .unspecified { vertical = traits.verticalSizeClass }
            if traits.preferredContentSizeCategory != .unspecified { category = traits.preferredContentSizeCategory }
            scale = traits.displayScale
        }
        self.init(userInterfaceStyle: style, accessibilityContrast: contrast, horizontalSizeClass: horizontal, verticalSizeClass: vertical,
                  displayScale: scale, preferredContentSizeCategory: category, palette: base.palette, platform: base.platform)
    }

    /// The traits of the view being rendered.
    public static var current: UITraitCollection { UITraitCollection(EnvironmentValues.current) }

    /// The traits of an environment.
    package convenience init(_ environment: EnvironmentValues) {
        func sizeClass(_ value: UserInterfaceSizeClass?) -> UIUserInterfaceSizeClass {
            switch value {
            case .compact: return .compact
            case .regular: return .regular
            case nil: return .unspecified
            }
        }
        self.init(userInterfaceStyle: environment.colorScheme == .dark ? .dark : .light,
                  accessibilityContrast: environment.colorSchemeContrast == .increased ? .high : .normal,
                  horizontalSizeClass: sizeClass(environment.horizontalSizeClass),
                  verticalSizeClass: sizeClass(environment.verticalSizeClass),
                  displayScale: environment.displayScale, preferredContentSizeCategory: UIContentSizeCategory(environment.dynamicTypeSize),
                  palette: environment.palette, platform: environment.targetPlatform)
    }

    /// An environment with these traits (what `UIColor.resolvedColor(with:)` resolves under).
    package var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.colorScheme = userInterfaceStyle == .dark ? .dark : .light
        environment.colorSchemeContrast = accessibilityContrast == .high ? .increased : .standard
        environment.displayScale = displayScale
        if let size = preferredContentSizeCategory.dynamicTypeSize { environment.dynamicTypeSize = size }
        environment.palette = palette
        environment.targetPlatform = platform
        return environment
    }
}

/// The provider of a dynamic color, compared by identity (two providers are never known to agree).
package final class DynamicColorProvider: Hashable, Sendable {
    private let provider: @Sendable (UITraitCollection) -> UIColor
    init(_ provider: @escaping @Sendable (UITraitCollection) -> UIColor) { self.provider = provider }
    func color(for traits: UITraitCollection) -> UIColor { provider(traits) }
    package static func == (a: DynamicColorProvider, b: DynamicColorProvider) -> Bool { a === b }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
