import StyleKit

/// A theme the gallery renders under: color scheme, accent, and the design tokens the seed `Theme` carries.
public struct GalleryTheme: Sendable, Hashable {
    public var id: String
    public var title: String
    public var colorScheme: ColorScheme
    /// The app accent (default tint of the system styles); nil = system blue.
    public var accentColor: Color?
    /// The OS release whose system colors the theme draws (`"palette"` in the configuration).
    public var palette: Palette = .default
    public var tokens: ThemeTokens
    /// Environment values of the team's own types, set by compiled configuration expressions.
    public var patches: [EnvironmentPatch] = []
    /// The named colors of the design system's asset catalogs (`Color("Name")`).
    package var assetColors = AssetColorCatalog()
    /// The images of the design system's asset catalogs (`Image("name")`).
    package var assetImages = AssetImageCatalog()
    /// The built-in symbols with the design system's symbol sets over them (`Image(systemName:)`, `Image("name")`).
    package var symbolLibrary = SymbolLibrary.builtIn

    public init(id: String, title: String, colorScheme: ColorScheme = .light, accentColor: Color? = nil, tokens: ThemeTokens = ThemeTokens()) {
        self.id = id; self.title = title; self.colorScheme = colorScheme; self.accentColor = accentColor; self.tokens = tokens
    }

    /// The environment a variant is resolved in under this theme.
    public var environment: EnvironmentValues {
        var env = EnvironmentValues()
        env.colorScheme = colorScheme
        env.palette = palette
        env.accentColor = accentColor
        env.theme = tokens.theme
        env.assetColors = assetColors
        env.assetImages = assetImages
        env.symbolLibrary = symbolLibrary
        for patch in patches { patch.apply(&env) }
        return env
    }

    /// The page background of this theme (systemBackground of its scheme).
    public var background: RGBA { Color(UIColor.systemBackground).resolve(in: environment) }

    public static let `default` = GalleryTheme(id: "default", title: "Default")
    public static let dark = GalleryTheme(id: "dark", title: "Dark", colorScheme: .dark)
    public static let blackFriday = GalleryTheme(id: "black-friday", title: "Black Friday",
                                                 tokens: ThemeTokens(primaryColor: .black))
    public static let builtIn: [GalleryTheme] = [.default, .dark, .blackFriday]
}

/// The tokens of the seed's `Theme`, as values a configuration can set.
public struct ThemeTokens: Sendable, Hashable {
    public var primaryColor: Color
    public var primaryBorderWidth: Double
    public var secondaryColor: Color
    public var tertiaryColor: Color
    public var settingsItemBackground: Color
    public var settingsItemCornerRadius: Double
    public var buttonFont: Font
    public var bodyFont: Font

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
