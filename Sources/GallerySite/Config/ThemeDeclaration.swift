import GalleryJSON
import GalleryCatalog
import StyleKit

/// A theme as the configuration declares it, before inheritance is resolved.
struct ThemeDeclaration {
    var id: String
    var title: String?
    var extends: String?
    var colorScheme: ColorScheme?
    var layoutDirection: LayoutDirection?
    var dynamicTypeSize: DynamicTypeSize?
    var palette: Palette?
    var tokens: [(token: ThemeToken, value: ThemeToken.Value)]
    var cursor: JSONCursor
    /// The compiled `environment` / `environmentObjects` of this theme (from a design system's catalog).
    var patches: [EnvironmentPatch] = []

    static let members = ["id", "title", "extends", "colorScheme", "layoutDirection", "dynamicTypeSize", "palette", "accentColor", "tokens", "tokensFile", "description",
                          "environment", "environmentObjects"]

    /// Reads one element of `themes`; `loadTokens` reads a design-token file named by `tokensFile`;
    /// `catalog` holds the compiled environment values of a design system's themes.
    static func parse(_ cursor: JSONCursor, catalog: Catalog, issues: inout [ConfigIssue],
                      loadTokens: (String, JSONCursor) throws(ConfigIssue) -> [(ThemeToken, ThemeToken.Value)]) -> ThemeDeclaration? {
        issues += cursor.unknownMemberIssues(allowed: members)
        do throws(ConfigIssue) {
            let idCursor = try cursor.requiredMember("id")
            let id = try idCursor.identifier("theme id", rule: "lowercase letters, digits and dashes (it names a folder and URLs)")
            var declaration = ThemeDeclaration(id: id, tokens: [], cursor: cursor)
            declaration.title = try cursor.member("title")?.text("theme title")
            declaration.extends = try cursor.member("extends")?.string()
            declaration.colorScheme = try cursor.member("colorScheme")?.enumCase(ColorScheme.self)
            declaration.layoutDirection = try cursor.member("layoutDirection")?.enumCase(LayoutDirection.self)
            if let size = try cursor.member("dynamicTypeSize") {
                declaration.dynamicTypeSize = DynamicTypeSize(axisValue: try size.oneOf(StateAxis.dynamicTypeSize.allValues))
            }
            declaration.palette = try cursor.member("palette")?.enumCase(Palette.self)
            for key in ["environment", "environmentObjects"] {
                guard let member = try cursor.member(key) else { continue }
                guard catalog.isCompiledFromSources else {
                    throw member.issue("\(key) sets values of a design system's own types: it needs \"sources\" in the configuration")
                }
            }
            declaration.patches = catalog.themePatches[id] ?? []
            if let tokensFile = try cursor.member("tokensFile") {
                declaration.tokens += try loadTokens(try tokensFile.string(), tokensFile)
            }
            if let accent = try cursor.member("accentColor") {
                declaration.tokens.append((.accentColor, .color(try accent.color())))
            }
            if let tokens = try cursor.member("tokens") {
                for (key, keyPosition, value) in try tokens.members() {
                    guard let token = ThemeToken(rawValue: key) else {
                        issues.append(tokens.issue("unknown token \(JSONText.quoted(key))"
                            + DidYouMean.clause(DidYouMean.suggestions(for: key, among: ThemeToken.names))
                            + "; tokens: \(ThemeToken.names.joined(separator: ", "))", at: keyPosition, path: value.path))
                        continue
                    }
                    do throws(ConfigIssue) {
                        declaration.tokens.append((token, try value.tokenValue(for: token)))
                    } catch {
                        issues.append(error)
                    }
                }
            }
            return declaration
        } catch {
            issues.append(error)
            return nil
        }
    }

    /// Resolves `extends` chains: each theme starts from its parent's resolved theme and overrides what
    /// it sets. Unknown parents and cycles are issues located at the `extends` member.
    /// `palette` is the configuration's top-level palette: the one of themes that neither set one nor
    /// extend a theme that does.
    /// `provenance` receives where each resolved theme's tokens, palette and environment come from, by theme id.
    static func resolve(_ declarations: [ThemeDeclaration], palette: Palette = .default, issues: inout [ConfigIssue],
                        provenance: inout [String: ThemeProvenance]) -> [GalleryTheme] {
        var byID: [String: ThemeDeclaration] = [:]
        for declaration in declarations {
            if let first = byID[declaration.id] {
                issues.append(declaration.cursor.issue("duplicate theme id \(JSONText.quoted(declaration.id)) (first declared at line \(first.cursor.position.line))"))
            } else {
                byID[declaration.id] = declaration
            }
        }
        var resolved: [String: GalleryTheme] = [:]
        func resolveOne(_ declaration: ThemeDeclaration, chain: [String]) -> GalleryTheme? {
            if let done = resolved[declaration.id] { return done }
            var theme: GalleryTheme
            var origin = ThemeProvenance()
            if let parentID = declaration.extends {
                let extendsCursor = try? declaration.cursor.member("extends")
                if parentID == declaration.id || chain.contains(parentID) {
                    let cycle = (chain + [declaration.id, parentID]).joined(separator: " → ")
                    issues.append((extendsCursor ?? declaration.cursor).issue(
                        parentID == declaration.id ? "theme \(JSONText.quoted(parentID)) extends itself" : "themes extend each other in a cycle: \(cycle)"))
                    return nil
                }
                guard let parent = byID[parentID] else {
                    issues.append((extendsCursor ?? declaration.cursor).issue("theme extends unknown theme \(JSONText.quoted(parentID))"
                        + DidYouMean.clause(DidYouMean.suggestions(for: parentID, among: Array(byID.keys).sorted()))))
                    return nil
                }
                guard let base = resolveOne(parent, chain: chain + [declaration.id]) else { return nil }
                theme = base
                origin = (provenance[parentID] ?? ThemeProvenance()).passedDown(by: parentID)
            } else {
                theme = GalleryTheme(id: declaration.id, title: declaration.id)
                theme.palette = palette
            }
            theme.id = declaration.id
            theme.title = declaration.title ?? declaration.id
            // A value the theme declares pins its axis (inherited through `extends`): a style expanding the
            // axis shows only that value under the theme.
            if let scheme = declaration.colorScheme { theme.colorScheme = scheme; theme.pinned.insert(.colorScheme) }
            if let direction = declaration.layoutDirection { theme.layoutDirection = direction; theme.pinned.insert(.layoutDirection) }
            if let size = declaration.dynamicTypeSize { theme.dynamicTypeSize = size; theme.pinned.insert(.dynamicTypeSize) }
            if let chosen = declaration.palette { theme.palette = chosen; origin.palette = .theme }
            for (token, value) in declaration.tokens {
                token.apply(value, to: &theme)
                origin.tokens[token] = .theme
            }
            theme.patches += declaration.patches
            origin.environment += declaration.patches.map { ThemeProvenance.Environment(swift: $0.source, source: .theme) }
            resolved[declaration.id] = theme
            provenance[declaration.id] = origin
            return theme
        }
        var seen: Set<String> = []
        return declarations.compactMap { declaration in
            guard seen.insert(declaration.id).inserted else { return nil }
            return resolveOne(declaration, chain: [])
        }
    }
}

extension JSONCursor {
    /// A token's value in the configuration: a color string, or a number of points for dimensions.
    func tokenValue(for token: ThemeToken) throws(ConfigIssue) -> ThemeToken.Value {
        switch token.kind {
        case .color: return .color(try color())
        case .dimension:
            let points = try number(token.rawValue, in: 0...1000)
            return .dimension(points)
        case .font: return .font(try font())
        }
    }
}
