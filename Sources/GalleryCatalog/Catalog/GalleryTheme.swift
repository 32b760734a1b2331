import StyleKit

/// A theme the gallery renders under: color scheme, accent, and the design tokens the seed `Theme` carries.
public struct GalleryTheme: Sendable, Hashable {
    /// The theme's id, used in file names and URLs (`dark`, `black-friday`).
    public var id: String
    /// The name shown on the site's theme switcher.
    public var title: String
    /// Light or dark: what `@Environment(\.colorScheme)` reads and which system colors are drawn.
    public var colorScheme: ColorScheme
    /// Left to right or right to left: what `@Environment(\.layoutDirection)` reads and how layout mirrors.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The Dynamic Type size text styles and `@ScaledMetric` scale to (`.large`, the system default).
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// The environment axes this theme pins (`StateAxis.environmentAxes`): under it, a style that expands
    /// such an axis shows only the theme's value (the `dark` theme pins `colorScheme`, an Israel theme would
    /// pin `layoutDirection`). Axes not pinned take the state's value when a style expands them, else the theme's.
    public var pinned: Set<StateAxis> = []
    /// The app accent (default tint of the system styles); nil = system blue.
    public var accentColor: Color?
    /// The OS release whose system colors the theme draws (`"palette"` in the configuration).
    public var palette: Palette = .default
    /// The values of the seed `Theme` (`@Environment(\.theme)`) under this theme.
    public var tokens: ThemeTokens
    /// Environment values of the team's own types, set by compiled configuration expressions.
    public var patches: [EnvironmentPatch] = []
    /// The named colors of the design system's asset catalogs (`Color("Name")`).
    package var assetColors = AssetColorCatalog()
    /// The images of the design system's asset catalogs (`Image("name")`).
    package var assetImages = AssetImageCatalog()
    /// The built-in symbols with the design system's symbol sets over them (`Image(systemName:)`, `Image("name")`).
    package var symbolLibrary = SymbolLibrary.builtIn

    /// A theme with a color scheme, an optional accent and seed-theme tokens.
    ///
    /// ```swift
    /// let night = GalleryTheme(id: "night", title: "Night", colorScheme: .dark, accentColor: .orange)
    /// ```
    public init(id: String, title: String, colorScheme: ColorScheme = .light, accentColor: Color? = nil, tokens: ThemeTokens = ThemeTokens()) {
        self.id = id; self.title = title; self.colorScheme = colorScheme; self.accentColor = accentColor; self.tokens = tokens
    }

    /// The environment a variant is resolved in under this theme.
    public var environment: EnvironmentValues {
        var env = EnvironmentValues()
        env.colorScheme = colorScheme
        env.layoutDirection = layoutDirection
        env.dynamicTypeSize = dynamicTypeSize
        env.palette = palette
        env.accentColor = accentColor
        env.theme = tokens.theme
        env.assetColors = assetColors
        env.assetImages = assetImages
        env.symbolLibrary = symbolLibrary
        for patch in patches { patch.apply(&env) }
        return env
    }

    /// The theme's value on an environment axis (`dark`, `rightToLeft`, `accessibility5`); nil for other axes.
    public func value(of axis: StateAxis) -> String? {
        switch axis {
        case .colorScheme: return colorScheme.rawValue
        case .layoutDirection: return layoutDirection.rawValue
        case .dynamicTypeSize: return dynamicTypeSize.axisValue
        default: return nil
        }
    }

    /// The theme's environment in words: `light`, or `dark, right to left, Dynamic Type accessibility5` when
    /// direction and size are not the defaults.
    public var environmentSummary: String {
        [colorScheme.rawValue, layoutDirection == .rightToLeft ? "right to left" : nil,
         dynamicTypeSize == .large ? nil : "Dynamic Type \(dynamicTypeSize.axisValue)"].compactMap { $0 }.joined(separator: ", ")
    }

    /// Whether a state is shown under this theme: it agrees with the theme on every axis the theme pins.
    public func admits(_ state: VariantState) -> Bool {
        pinned.allSatisfy { axis in state[axis].map { $0 == value(of: axis) } ?? true }
    }

    /// The theme a state is rendered under: this one with the environment axes the state sets.
    public func applying(_ state: VariantState) -> GalleryTheme {
        var theme = self
        theme.colorScheme = colorScheme(under: state)
        theme.layoutDirection = layoutDirection(under: state)
        theme.dynamicTypeSize = dynamicTypeSize(under: state)
        return theme
    }

    /// The colour scheme a state is rendered in under this theme (``applying(_:)``'s, without copying the theme):
    /// the state's where it sets one, else the theme's.
    public func colorScheme(under state: VariantState) -> ColorScheme { state.colorScheme ?? colorScheme }
    /// The layout direction a state is rendered in under this theme.
    public func layoutDirection(under state: VariantState) -> LayoutDirection { state.layoutDirection ?? layoutDirection }
    /// The Dynamic Type size a state is rendered at under this theme.
    public func dynamicTypeSize(under state: VariantState) -> DynamicTypeSize { state.dynamicTypeSize ?? dynamicTypeSize }

    /// The page background of this theme (systemBackground of its scheme).
    public var background: RGBA { Self.background(in: environment) }

    /// ``background`` in `environment`, a theme's ``environment`` the caller has made already (making one sets
    /// every value of the theme: a render makes it once).
    public static func background(in environment: EnvironmentValues) -> RGBA {
        Color(UIColor.systemBackground).resolve(in: environment)
    }

    /// The light theme with default tokens (`default`).
    public static let `default` = GalleryTheme(id: "default", title: "Default")
    /// The dark theme with default tokens (`dark`).
    public static let dark: GalleryTheme = {
        var theme = GalleryTheme(id: "dark", title: "Dark", colorScheme: .dark)
        theme.pinned = [.colorScheme]
        return theme
    }()
    /// A light theme whose primary color is black (`black-friday`), as in the seed article.
    public static let blackFriday = GalleryTheme(id: "black-friday", title: "Black Friday",
                                                 tokens: ThemeTokens(primaryColor: .black))
    /// The themes used when a configuration declares none: default, dark and Black Friday.
    public static let builtIn: [GalleryTheme] = [.default, .dark, .blackFriday]
}

/// The tokens of the seed's `Theme`, as values a configuration can set.
public struct ThemeTokens: Sendable, Hashable {
    /// `button.primary.color`: fill of the primary button style.
    public var primaryColor: Color
    /// `button.primary.borderWidth`: border width of the primary button style, in points.
    public var primaryBorderWidth: Double
    /// `button.secondary.color`: color of the secondary button style.
    public var secondaryColor: Color
    /// `button.tertiary.color`: color of the tertiary button style.
    public var tertiaryColor: Color
    /// `settings.item.backgroundColor`: background of a settings row.
    public var settingsItemBackground: Color
    /// `settings.item.cornerRadius`: corner radius of a settings row, in points.
    public var settingsItemCornerRadius: Double
    /// `typography.button`: the font of button labels.
    public var buttonFont: Font
    /// `typography.body`: the font of body text.
    public var bodyFont: Font

    /// Tokens with the seed `Theme`'s defaults for every value not given.
    public init(primaryColor: Color = .teal, primaryBorderWidth: Double = 3, secondaryColor: Color = .indigo,
                tertiaryColor: Color = .gray, settingsItemBackground: Color = Color(UIColor.secondarySystemGroupedBackground),
                settingsItemCornerRadius: Double = 10, buttonFont: Font = .headline, bodyFont: Font = .body) {
        self.primaryColor = primaryColor; self.primaryBorderWidth = primaryBorderWidth
        self.secondaryColor = secondaryColor; self.tertiaryColor = tertiaryColor
        self.settingsItemBackground = settingsItemBackground; self.settingsItemCornerRadius = settingsItemCornerRadius
        self.buttonFont = buttonFont; self.bodyFont = bodyFont
    }

    var theme: Theme {
        Theme(button: .init(primary: .init(color: primaryColor, borderWidth: primaryBorderWidth),
                            secondary: .init(color: secondaryColor), tertiary: .init(color: tertiaryColor)),
              settings: .init(item: .init(backgroundColor: settingsItemBackground, cornerRadius: settingsItemCornerRadius)),
              typography: .init(button: buttonFont, body: bodyFont))
    }
}

extension GalleryTheme {
    /// The environment key the seed `Theme` is stored under (`@Environment(\.theme)`): a style that never
    /// looks it up reads none of ``ThemeTokens``.
    package static let themeTokensKey: ObjectIdentifier = {
        EnvironmentValues.keysWritten { $0.theme = ThemeTokens().theme }.keys.first!
    }()
    /// The environment key of ``accentColor``.
    package static let accentColorKey: ObjectIdentifier = {
        EnvironmentValues.keysWritten { $0.accentColor = .red }.keys.first!
    }()
}
