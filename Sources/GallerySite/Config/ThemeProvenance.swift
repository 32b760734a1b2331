/// Where each of a theme's values comes from: set by the theme itself, received through `extends` from the
/// theme that set it, or the seed `Theme`'s default. Kept by ``ThemeDeclaration/resolve(_:palette:issues:provenance:)``
/// for the theme's token page and the manifest.
struct ThemeProvenance: Sendable, Hashable {
    enum Source: Sendable, Hashable {
        /// The theme's own declaration sets it.
        case theme
        /// Received from the theme with this id, which sets it (the nearest one up the `extends` chain).
        case inherited(from: String)
        /// No theme in the chain sets it.
        case `default`

        var from: String? {
            if case .inherited(let id) = self { return id }
            return nil
        }

        /// Seen from a theme that extends the one this belongs to.
        func passedDown(by parent: String) -> Source {
            switch self {
            case .theme: return .inherited(from: parent)
            case .inherited, .default: return self
            }
        }
    }

    /// One compiled `environment` / `environmentObjects` patch of the theme and the theme that declares it.
    struct Environment: Sendable, Hashable {
        var swift: String
        var source: Source
    }

    var tokens: [ThemeToken: Source] = Dictionary(uniqueKeysWithValues: ThemeToken.allCases.map { ($0, .default) })
    var palette: Source = .default
    var environment: [Environment] = []

    func source(of token: ThemeToken) -> Source { tokens[token] ?? .default }

    /// This provenance as a theme extending `parent` (whose provenance this is) starts from.
    func passedDown(by parent: String) -> ThemeProvenance {
        var child = ThemeProvenance()
        child.tokens = tokens.mapValues { $0.passedDown(by: parent) }
        child.palette = palette.passedDown(by: parent)
        child.environment = environment.map { Environment(swift: $0.swift, source: $0.source.passedDown(by: parent)) }
        return child
    }
}
