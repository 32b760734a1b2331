import Foundation
import GalleryCatalog
import GalleryRender
import StyleKit

/// Which of a theme's tokens a component reads, found on its representative render (the group's first
/// state, normal and enabled where it has those states):
///
/// - a seed token (a field of the seed `Theme`, or `accentColor`) is read when the drawing changes with the
///   token perturbed (another colour, 3 pt more, another font) — a probe render, without audit, per token,
///   made only when the render looked up the token's environment key at all (most styles never look up
///   `\.theme`, so they cost nothing);
/// - a design system's own environment value (a theme's `environment`) is read when the render looks up the
///   key its expression writes; those keys are named by their type (`AcmeThemeKey`), as `env:AcmeThemeKey`.
struct TokenProbe: Sendable {
    /// The site's renderer without its audit (a probe needs only the drawing).
    let renderer: VariantRenderer

    init(renderer: VariantRenderer) {
        self.renderer = VariantRenderer(engine: renderer.engine, textMode: renderer.textMode, audit: nil)
    }

    static let environmentPrefix = "env:"

    private final class Marker {}
    /// The one key every environment object is kept under (`environmentObjects`, `@Environment(Type.self)`).
    static let objectsKeyName: String = {
        EnvironmentValues.keysWritten { $0.setObject(Marker(), as: Marker.self) }.values.first ?? ""
    }()

    /// How a page names an environment key: `\.acmeTheme` for an `@Entry` (compiled as `__Key_acmeTheme`),
    /// `environment objects` for the key objects are kept under, else the key's type name (`AcmeThemeKey`).
    static func displayName(ofKey name: String) -> String {
        if name.hasPrefix("__Key_") { return "\\." + name.dropFirst("__Key_".count) }
        if name == objectsKeyName { return "environment objects" }
        return name
    }

    /// `env:__Key_acmeTheme` → `\.acmeTheme`.
    static func displayName(ofRead name: String) -> String {
        displayName(ofKey: String(name.dropFirst(environmentPrefix.count)))
    }

    /// The names of what `job`'s render reads: token names (``ThemeToken``) in token order, then
    /// `env:` names of the theme's own environment keys, sorted. `reads` are the keys the render looked up,
    /// `drawing` its fingerprint.
    func tokensRead(by job: RenderJob, reads: Set<ObjectIdentifier>, drawing: UInt64) -> [String] {
        var found: [String] = []
        for token in ThemeToken.allCases {
            let key = token == .accentColor ? GalleryTheme.accentColorKey : GalleryTheme.themeTokensKey
            guard reads.contains(key) else { continue }
            var theme = job.theme
            token.apply(Self.perturbed(token, in: theme), to: &theme)
            guard let probe = try? renderer.render(job.variant, theme: theme, label: job.label) else { continue }
            if StateDistinguishability.drawingFingerprint(probe.svg) != drawing { found.append(token.rawValue) }
        }
        let own = Self.environmentKeys(of: job.theme)
        found += Set(reads.compactMap { own[$0] }).sorted().map { Self.environmentPrefix + $0 }
        return found
    }

    /// The keys a theme's `environment` expressions write, with their type names.
    static func environmentKeys(of theme: GalleryTheme) -> [ObjectIdentifier: String] {
        theme.patches.reduce(into: [:]) { keys, patch in
            keys.merge(environmentKeys(ofPatch: patch)) { first, _ in first }
        }
    }

    static func environmentKeys(ofPatch patch: EnvironmentPatch) -> [ObjectIdentifier: String] {
        EnvironmentValues.keysWritten(by: patch.apply)
    }

    /// The `env:` names of the keys `patch` writes: what a component that reads its value has among its reads.
    static func readNames(ofPatch patch: EnvironmentPatch) -> Set<String> {
        Set(environmentKeys(ofPatch: patch).values.map { environmentPrefix + $0 })
    }

    /// A value of `token` that draws differently from the theme's: a colour far from the current one,
    /// 3 pt more, another size and design of font.
    static func perturbed(_ token: ThemeToken, in theme: GalleryTheme) -> ThemeToken.Value {
        let env = theme.environment
        switch token.kind {
        case .color:
            let current = (token.currentColor(in: theme) ?? .accentColor).resolve(in: env)
            let magenta = Color(red: 0.91, green: 0.13, blue: 0.77)
            let far = abs(current.red - 0.91) + abs(current.green - 0.13) + abs(current.blue - 0.77) > 0.5
            return .color(far ? magenta : Color(red: 0.07, green: 0.83, blue: 0.19))
        case .dimension:
            return .dimension((token.currentDimension(in: theme) ?? 0) + 3)
        case .font:
            let size = token.currentFont(in: theme)?.resolve().size ?? 0
            return .font(Font.system(size: size == 37 ? 41 : 37, weight: .black, design: .serif))
        }
    }
}
