/// Resolves `FontRequest`s to `FontFace`s through fontconfig and FreeType.
/// Thread-safe: resolution runs under a mutex, faces are cached per request and open files
/// are shared per (path, face index).
public final class FontLibrary: Sendable {
    private struct Cache {
        var faces: [FontRequest: FontFace] = [:]
        var loaded: [String: LoadedFace] = [:]
    }

    /// Families tried, in order, for `FontDesign.rounded`. There is no fontconfig generic for
    /// rounded designs, so this is a short list of widely distributed rounded families.
    static let roundedFamilies = [
        "SF Pro Rounded", "Nunito", "Varela Round", "M PLUS Rounded 1c", "Rounded Mplus 1c",
        "Arial Rounded MT Bold", "Quicksand", "Comfortaa",
    ]

    /// A process-wide library for callers that do not need their own.
    public static let shared = FontLibrary()

    private let matcher: FontconfigMatcher?
    /// Application font files fontconfig could not read.
    public let unreadable: [String]
    private let freetype: Result<FreeTypeLibrary, FontError>
    private let cache = LockedState(Cache())

    public convenience init() { self.init(applicationFonts: []) }

    /// A library that also finds the given font files (a design system's fonts) by their families.
    /// Files fontconfig cannot read are left out; `unreadable` lists them.
    public init(applicationFonts: [String]) {
        let matcher = FontconfigMatcher()
        self.matcher = matcher
        unreadable = applicationFonts.filter { matcher?.addApplicationFont(path: $0) != true }
        do throws(FontError) {
            freetype = .success(try FreeTypeLibrary())
        } catch {
            freetype = .failure(error)
        }
    }

    /// True when some installed face lists `family` among its family names.
    public func isInstalled(family: String) -> Bool {
        matcher?.isInstalled(family: family) ?? false
    }

    /// The face fontconfig matches for `request` (cached per request). When the family is not
    /// installed fontconfig substitutes one; `FontFace.familyName` tells which.
    public func face(for request: FontRequest) throws(FontError) -> FontFace {
        guard let matcher else { throw .fontconfigUnavailable() }
        let library = try freetype.get()
        return try cache.withLock { cache throws(FontError) -> FontFace in
            if let face = cache.faces[request] { return face }

            var family = request.family
            var isGeneric = false
            var isDesignFallback = false
            switch request.design {
            case .default:
                break
            case .monospaced:
                family = "monospace"
                isGeneric = true
            case .serif:
                family = "serif"
                isGeneric = true
            case .rounded:
                if let rounded = Self.roundedFamilies.first(where: { matcher.isInstalled(family: $0) }) {
                    family = rounded
                } else {
                    isDesignFallback = true
                }
            }

            guard let match = matcher.match(family: family, weight: request.weight, italic: request.italic) else {
                throw .noFace(for: request, reason: "fontconfig returned no match for '\(family)'")
            }
            let key = "\(match.path)#\(match.index)"
            let loaded: LoadedFace
            if let existing = cache.loaded[key] {
                loaded = existing
            } else {
                loaded = try LoadedFace(
                    library: library, path: match.path, index: match.index, fallbackWeight: match.openTypeWeight)
                cache.loaded[key] = loaded
            }
            let face = FontFace(
                request: request, queriedFamily: family, match: match, loaded: loaded, isGeneric: isGeneric,
                isDesignFallback: isDesignFallback)
            cache.faces[request] = face
            return face
        }
    }
}
