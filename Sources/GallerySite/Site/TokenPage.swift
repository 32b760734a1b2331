import Foundation
import GalleryCatalog
import GalleryRender
import StyleKit
import XMLWriter

/// The token part of a theme's overview page: every token with its value (a swatch, a length, a font
/// specimen), whether the theme sets it or inherits it (from which theme, or the default), and the
/// components that read it; then the design system's own environment values the same way.
enum TokenPage {
    static let specimenText = "The quick brown fox jumps over the lazy dog 0123456789"

    /// A font token's specimen: the sample line in the token's font, rendered by the gallery's renderer (the
    /// pinned faces, so it looks the same everywhere).
    static func specimenPath(_ token: ThemeToken, _ theme: GalleryTheme) -> String { "themes/\(theme.id)/tokens/\(token.rawValue).svg" }

    static func specimen(_ token: ThemeToken, theme: GalleryTheme, renderer: VariantRenderer) throws -> [UInt8] {
        let font = token.currentFont(in: theme) ?? .body
        return try renderer.render(view: Text(specimenText).font(font).frame(maxWidth: .infinity, alignment: .leading),
                                   theme: theme, canvas: .sizeThatFits(width: 260), title: "\(token.rawValue) specimen",
                                   description: "\(specimenText), set in \(theme.title)'s \(token.rawValue)").svg
    }

    /// The id of a token's card on the theme page: `token-button.primary.color`.
    static func anchor(_ name: String) -> String { "token-" + name }

    /// `Inter, weight 600, 17 pt (headline)`.
    static func fontSummary(_ font: Font, family: String) -> String {
        let resolved = font.resolve()
        var parts = [resolved.family ?? family, "weight \(resolved.weight)", "\(formatNumber(resolved.size)) pt"]
        if let style = resolved.textStyle { parts[2] += " (\(style))" }
        if resolved.design != .default { parts.append(resolved.design.rawValue) }
        if resolved.italic { parts.append("italic") }
        return parts.joined(separator: ", ")
    }

    /// The token's value in words: `#30B0C7`, `3 pt`, `Inter, weight 600, 17 pt (headline)`.
    static func valueText(_ token: ThemeToken, theme: GalleryTheme, family: String) -> String {
        switch token.value(in: theme) {
        case .color(let c): return c.resolve(in: theme.environment).description
        case .dimension(let d): return "\(formatNumber(CGFloat(d))) pt"
        case .font(let f): return fontSummary(f, family: family)
        case nil: return "system accent (\(Color.accentColor.resolve(in: theme.environment).description))"
        }
    }

    /// `Set here`, `Inherited from Default` (linked to that theme's page), `Default value`.
    static func writeSourceMark(_ source: ThemeProvenance.Source, plan: BuildPlan, page: String, into html: inout HTMLWriter) {
        switch source {
        case .theme:
            html.element("p", ["class": "token-source set-here"]) { $0.element("strong", text: "Set here") }
        case .inherited(let id):
            html.element("p", ["class": "token-source inherited"]) { html in
                html.text("Inherited from ")
                if let parent = plan.themes.first(where: { $0.id == id }) {
                    html.link(SitePaths.relative(from: page, to: SitePaths.themeOverview(parent)), parent.title)
                } else {
                    html.text(id)
                }
            }
        case .default:
            html.element("p", ["class": "token-source default"], text: "Default value (no theme sets it)")
        }
    }

    static func writeReaders(_ components: [Int], plan: BuildPlan, theme: GalleryTheme, page: String, into html: inout HTMLWriter) {
        guard !components.isEmpty else { return html.element("p", ["class": "token-readers"], text: "Read by no component") }
        html.element("div", ["class": "token-readers"]) { html in
            html.element("p", text: "Read by \(components.count) component\(components.count == 1 ? "" : "s"):")
            html.list(components) { html, index in
                let entry = plan.components[index].entry
                html.link(SitePaths.relative(from: page, to: SitePaths.component(entry, theme)), entry.displayName)
            }
        }
    }

    /// The theme page's tokens and environment values.
    static func write(_ theme: GalleryTheme, plan: BuildPlan, provenance: ThemeProvenance, readers: TokenReaders, fontFamily: String,
                      into html: inout HTMLWriter) {
        let page = SitePaths.themeOverview(theme)
        let themeIndex = plan.themes.firstIndex { $0.id == theme.id } ?? 0
        let env = theme.environment
        html.element("h2", ["id": "tokens"], text: "Tokens")
        html.element("p", ["class": "lede"], text: "Each token says whether this theme sets it (Set here), receives it through extends (Inherited from the theme that sets it) or keeps the seed Theme's value (Default value: no theme sets it), and which components read it: those whose normal render changes when the token does.")
        html.list(ThemeToken.allCases, class: "token-grid") { html, token in
            html.element("article", ["class": "token-card \(token.kind)", "id": anchor(token.rawValue)]) { html in
                html.element("h3", ["class": "token-name"]) { $0.element("code", text: token.rawValue) }
                html.element("div", ["class": "token-preview"]) { html in
                    switch token.kind {
                    case .color:
                        let rgba = (token.currentColor(in: theme) ?? .accentColor).resolve(in: env)
                        html.element("span", ["class": "swatch-chip", "aria-hidden": "true",
                                              "style": "background: \(rgba.hexString); opacity: \(String(format: "%.3f", rgba.alpha))"])
                    case .dimension:
                        let points = token.currentDimension(in: theme) ?? 0
                        html.element("span", ["class": "token-length", "aria-hidden": "true",
                                              "style": "width: \(formatNumber(CGFloat(min(points, 200)) * 2))px"])
                    case .font:
                        let font = token.currentFont(in: theme) ?? .body
                        let resolved = font.resolve()
                        html.element("figure", ["class": "token-specimen"]) { html in
                            html.element("img", ["src": SitePaths.relative(from: page, to: specimenPath(token, theme)),
                                                 "alt": "\(specimenText), set in \(fontSummary(font, family: fontFamily))", "loading": "lazy"])
                            html.element("figcaption", text: "Drawn by the gallery, as in the renders")
                        }
                        html.element("p", ["class": "token-specimen-label"], text: "As text in this browser:")
                        html.element("p", ["class": "token-specimen-css",
                                           "style": "font-family: \"\(resolved.family ?? fontFamily)\", system-ui, sans-serif; font-weight: \(resolved.weight); font-size: \(formatNumber(resolved.size))px"],
                                     text: specimenText)
                    }
                }
                html.element("p", ["class": "token-value"], text: valueText(token, theme: theme, family: fontFamily))
                writeSourceMark(provenance.source(of: token), plan: plan, page: page, into: &html)
                writeReaders(readers.components(reading: token.rawValue, theme: themeIndex), plan: plan, theme: theme, page: page, into: &html)
            }
        }
        guard !provenance.environment.isEmpty else { return }
        html.element("h2", ["id": "environment"], text: "Environment values")
        html.element("p", ["class": "lede"], text: "The design system's own values this theme puts in the environment, and the components that look up a key they set.")
        html.list(zip(provenance.environment, theme.patches), class: "token-grid") { html, item in
            let (declared, patch) = item
            let names = TokenProbe.readNames(ofPatch: patch)
            html.element("article", ["class": "token-card environment"]) { html in
                html.element("h3", ["class": "token-name"]) { $0.element("code", text: declared.swift) }
                html.element("p", ["class": "token-value"], text: names.isEmpty ? "sets no environment key"
                    : "sets \(names.sorted().map(TokenProbe.displayName(ofRead:)).joined(separator: ", "))")
                writeSourceMark(declared.source, plan: plan, page: page, into: &html)
                writeReaders(readers.components(readingAnyOf: names, theme: themeIndex), plan: plan, theme: theme, page: page, into: &html)
            }
        }
    }
}
