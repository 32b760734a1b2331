import GalleryCatalog
import StyleKit

/// The theme tokens a configuration (or a design-token file) can set, by dotted name.
/// Names follow the seed's `Theme` structure (`\.theme.button.primary.color`).
enum ThemeToken: String, CaseIterable {
    case accentColor = "accentColor"
    case primaryColor = "button.primary.color"
    case primaryBorderWidth = "button.primary.borderWidth"
    case secondaryColor = "button.secondary.color"
    case tertiaryColor = "button.tertiary.color"
    case settingsItemBackground = "settings.item.backgroundColor"
    case settingsItemCornerRadius = "settings.item.cornerRadius"
    case buttonFont = "typography.button"
    case bodyFont = "typography.body"

    enum Kind { case color, dimension, font }
    var kind: Kind {
        switch self {
        case .primaryBorderWidth, .settingsItemCornerRadius: return .dimension
        case .buttonFont, .bodyFont: return .font
        default: return .color
        }
    }

    static var names: [String] { allCases.map(\.rawValue) }

    /// A parsed token value.
    enum Value {
        case color(Color)
        case dimension(Double)
        case font(Font)
    }

    func apply(_ value: Value, to theme: inout GalleryTheme) {
        switch (self, value) {
        case (.accentColor, .color(let c)): theme.accentColor = c
        case (.primaryColor, .color(let c)): theme.tokens.primaryColor = c
        case (.secondaryColor, .color(let c)): theme.tokens.secondaryColor = c
        case (.tertiaryColor, .color(let c)): theme.tokens.tertiaryColor = c
        case (.settingsItemBackground, .color(let c)): theme.tokens.settingsItemBackground = c
        case (.primaryBorderWidth, .dimension(let d)): theme.tokens.primaryBorderWidth = d
        case (.settingsItemCornerRadius, .dimension(let d)): theme.tokens.settingsItemCornerRadius = d
        case (.buttonFont, .font(let f)): theme.tokens.buttonFont = f
        case (.bodyFont, .font(let f)): theme.tokens.bodyFont = f
        default: break
        }
    }
}

extension ThemeToken {
    /// The token's value under a resolved theme (nil `accentColor`: the system blue).
    func value(in theme: GalleryTheme) -> Value? {
        switch self {
        case .accentColor: return theme.accentColor.map(Value.color)
        case .primaryColor: return .color(theme.tokens.primaryColor)
        case .secondaryColor: return .color(theme.tokens.secondaryColor)
        case .tertiaryColor: return .color(theme.tokens.tertiaryColor)
        case .settingsItemBackground: return .color(theme.tokens.settingsItemBackground)
        case .primaryBorderWidth: return .dimension(theme.tokens.primaryBorderWidth)
        case .settingsItemCornerRadius: return .dimension(theme.tokens.settingsItemCornerRadius)
        case .buttonFont: return .font(theme.tokens.buttonFont)
        case .bodyFont: return .font(theme.tokens.bodyFont)
        }
    }

    func currentColor(in theme: GalleryTheme) -> Color? {
        if case .color(let c) = value(in: theme) { return c }
        return nil
    }

    func currentDimension(in theme: GalleryTheme) -> Double? {
        if case .dimension(let d) = value(in: theme) { return d }
        return nil
    }

    func currentFont(in theme: GalleryTheme) -> Font? {
        if case .font(let f) = value(in: theme) { return f }
        return nil
    }
}
