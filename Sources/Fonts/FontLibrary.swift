import Foundation

/// Resolves `FontRequest`s to `FontFace`s through fontconfig and FreeType.
/// Thread-safe: resolution runs under a mutex, faces are cached per request and open files
/// are shared per (path, face index).
///
/// By default fontconfig sees only the pinned faces (`PinnedFaces.standard`) and the application fonts
/// (a design system's files), never the machine's other fonts, so the same configuration lays out the
/// same way on every machine that has the pinned files; `systemFonts: true` adds the machine's fonts.
public final class FontLibrary: Sendable {
    private struct Cache {
        var faces: [FontRequest: FontFace] = [:]
        var loaded: [String: LoadedFace] = [:]
        var chains: [FontRequest: [FontFace]] = [:]
    }

    /// Families tried, in order, for `FontDesign.rounded`. There is no fontconfig generic for
    /// rounded designs, so this is a short list of widely distributed rounded families.
    static let roundedFamilies = [
        "SF Pro Rounded", "Nunito", "Varela Round", "M PLUS Rounded 1c", "Rounded Mplus 1c",
        "Arial Rounded MT Bold", "Quicksand", "Comfortaa",
    ]

    /// A process-wide library (pinned faces only) for callers that do not need their own.
    public static let shared = FontLibrary()

    private let matcher: FontconfigMatcher?
    /// Application font files fontconfig could not read.
    public let unreadable: [String]
    /// The faces this library was pinned to.
    public let pinned: PinnedFaces
    /// True when the machine's own fonts are matched too.
    public let usesSystemFonts: Bool
    /// Pinned files that are not on this machine (their families are left out of matching).
    public let missingPinnedFiles: [String]
    private let freetype: Result<FreeTypeLibrary, FontError>
    private let cache = LockedState(Cache())

    public convenience init() { self.init(applicationFonts: []) }

    /// A library that finds the pinned faces and the given font files (a design system's fonts) by their
    /// families, and the machine's fonts only when `systemFonts` is true. Files fontconfig cannot read are
    /// left out; `unreadable` lists them.
    public init(applicationFonts: [String], pinned: PinnedFaces = .standard, systemFonts: Bool = false) {
        let matcher = FontconfigMatcher(systemFonts: systemFonts)
        self.matcher = matcher
        self.pinned = pinned
        usesSystemFonts = systemFonts
        let pinnedFiles = pinned.families.flatMap(\.files).map(\.path)
        let present = pinnedFiles.filter { FileManager.default.fileExists(atPath: $0) }
        missingPinnedFiles = pinnedFiles.filter { !present.contains($0) }
        matcher?.addPinnedFonts(paths: present)
        unreadable = applicationFonts.filter { matcher?.addApplicationFont(path: $0) != true }
        do throws(FontError) {
            freetype = .success(try FreeTypeLibrary())
        } catch {
            freetype = .failure(error)
        }
    }

    /// True when some face this library can match lists `family` among its family names.
    public func isInstalled(family: String) -> Bool {
        matcher?.isInstalled(family: family) ?? false
    }

    /// Warnings about the pinned faces: files that are missing. (Files whose bytes differ are found by
    /// `check(_:)` when they are used, so that unused files are never read.)
    public var pinnedFaceProblems: [String] {
        missingPinnedFiles.map { path in
            let package = pinned.families.first { $0.files.contains { $0.path == path } }?.package ?? "?"
            return "warning: pinned font file \(path) is missing (Debian package \(package)); text it would set falls back"
        }
    }

    /// A warning when `record` is a pinned file whose SHA-256 is not the pinned one.
    public func check(_ record: FaceRecord) -> String? {
        guard let expected = pinned.expectedDigests[record.file], expected != record.sha256 else { return nil }
        return "warning: font file \(record.file) is not the pinned one (sha256 \(record.sha256.prefix(12)), pinned \(expected.prefix(12))); renders may differ from other machines"
    }

    /// The face fontconfig matches for `request` (cached per request). When the family is not
    /// available fontconfig substitutes one; `FontFace.familyName` tells which.
    public func face(for request: FontRequest) throws(FontError) -> FontFace {
        guard let matcher else { throw .fontconfigUnavailable() }
        let library = try freetype.get()
        return try cache.withLock { cache throws(FontError) -> FontFace in
            try Self.face(for: request, matcher: matcher, library: library, systemFonts: usesSystemFonts, cache: &cache)
        }
    }

    /// `request`'s face followed by the pinned fallback faces of the same weight and slant (those this
    /// library has), for `TextShaper`. Cached per request.
    public func chain(for request: FontRequest) throws(FontError) -> [FontFace] {
        let primary = try face(for: request)
        if let cached = cache.withLock({ $0.chains[request] }) { return cached }
        var chain = [primary]
        for family in pinned.fallbackChain where isInstalled(family: family) {
            let face = try face(for: FontRequest(family: family, weight: request.weight, italic: request.italic))
            if !chain.contains(where: { $0.filePath == face.filePath && $0.faceIndex == face.faceIndex }) { chain.append(face) }
        }
        cache.withLock { $0.chains[request] = chain }
        return chain
    }

    private static func face(for request: FontRequest, matcher: FontconfigMatcher, library: FreeTypeLibrary, systemFonts: Bool,
                             cache: inout Cache) throws(FontError) -> FontFace {
        if let face = cache.faces[request] { return face }
        var family = request.family
        var isGeneric = false
        var isDesignFallback = false
        switch request.design {
        case .default:
            break
        case .monospaced:
            // The pinned monospaced and serif faces, unless the machine's generic families are asked for.
            family = systemFonts ? "monospace" : "DejaVu Sans Mono"
            isGeneric = true
        case .serif:
            family = systemFonts ? "serif" : "DejaVu Serif"
            isGeneric = true
        case .rounded:
            if let rounded = roundedFamilies.first(where: { matcher.isInstalled(family: $0) }) {
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
            loaded = try LoadedFace(library: library, path: match.path, index: match.index, fallbackWeight: match.openTypeWeight)
            cache.loaded[key] = loaded
        }
        let face = FontFace(request: request, queriedFamily: family, match: match, loaded: loaded, isGeneric: isGeneric,
                            isDesignFallback: isDesignFallback)
        cache.faces[request] = face
        return face
    }
}
