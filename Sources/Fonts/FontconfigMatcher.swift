internal import CFreeType

/// Owns a private fontconfig configuration and the set of faces it matches among, and serialises all use of
/// them. Released with FcConfigDestroy / FcFontSetDestroy; the process-global FcFini is never called.
final class FontconfigMatcher: Sendable {
    private struct State {
        let config: OpaquePointer
        /// The faces added with `addPinnedFonts` and `addApplicationFont`, in the order added: what
        /// `FcConfigAppFontAddFile` would have put in the configuration's application set.
        let faces: UnsafeMutablePointer<FcFontSet>
        let systemFonts: Bool
    }
    private let state: LockedState<State>

    /// `systemFonts`: the machine's configuration and fonts (FcInitLoadConfigAndFonts, which reads
    /// FONTCONFIG_FILE and the font folders it names). Otherwise an empty configuration (FcConfigCreate)
    /// that knows only the files added with `addPinnedFonts(paths:)` and `addApplicationFont(path:)`,
    /// whatever the machine has installed. nil when fontconfig cannot create it.
    init?(systemFonts: Bool) {
        guard let config = systemFonts ? FcInitLoadConfigAndFonts() : FcConfigCreate() else { return nil }
        guard let faces = FcFontSetCreate() else {
            FcConfigDestroy(config)
            return nil
        }
        state = LockedState(State(config: config, faces: faces, systemFonts: systemFonts))
    }

    /// Adds font files the machine has installed (the pinned faces). Their patterns are taken from
    /// fontconfig's own cache of the installed fonts (`fc-cache`, which Debian's font packages run) when it
    /// holds them: reading a face's pattern from a file means computing its whole character set, which for
    /// the two Noto CJK collections alone cost 0.33 G instructions (about 0.1 s) at every start. Files the
    /// cache does not hold (another fontconfig setup, a stale cache) are read like application fonts.
    /// `fromCache: false` reads every file (the tests compare the two). Returns the files fontconfig could
    /// not read and how many were taken from the cache.
    @discardableResult
    func addPinnedFonts(paths: [String], fromCache: Bool = true) -> (unreadable: [String], fromCache: Int) {
        let cached = fromCache ? Self.cachedPatterns(of: Set(paths)) : [:]
        defer { for patterns in cached.values { patterns.forEach { FcPatternDestroy($0) } } }
        return state.withLock { state in
            var unreadable: [String] = [], taken = 0
            for path in paths {
                if let patterns = cached[path] {
                    // The cache's patterns went through the scan rules of the machine's configuration
                    // already, as `fc-cache` made them.
                    for pattern in patterns { if let copy = FcPatternDuplicate(pattern) { _ = FcFontSetAdd(state.faces, copy) } }
                    taken += 1
                } else if !Self.query(path, into: state) {
                    unreadable.append(path)
                }
            }
            return (unreadable, taken)
        }
    }

    /// Adds a font file (a design system's) to the faces this configuration matches, as
    /// FcConfigAppFontAddFile would: every face and named instance of the file, edited by the
    /// configuration's scan rules. False when fontconfig cannot read it.
    func addApplicationFont(path: String) -> Bool {
        state.withLock { state in Self.query(path, into: state) }
    }

    /// FcFreeTypeQueryAll of every face in `path`, then the configuration's `<match target="scan">` rules on
    /// each new pattern (what FcConfigAppFontAddFile does for a file).
    private static func query(_ path: String, into state: State) -> Bool {
        let before = Int(state.faces.pointee.nfont)
        guard withFcString(path, { FcFreeTypeQueryAll($0, UInt32.max, nil, nil, state.faces) }) > 0 else { return false }
        for index in before..<Int(state.faces.pointee.nfont) {
            if let pattern = state.faces.pointee.fonts[index] { _ = FcConfigSubstitute(state.config, pattern, FcMatchScan) }
        }
        return true
    }

    /// Copies of the patterns the machine's fontconfig cache holds for `paths`, by file (FcInitLoadConfigAndFonts
    /// maps the caches; nothing is scanned while they are current).
    private static func cachedPatterns(of paths: Set<String>) -> [String: [OpaquePointer]] {
        guard !paths.isEmpty, let system = FcInitLoadConfigAndFonts() else { return [:] }
        defer { FcConfigDestroy(system) }
        guard let set = FcConfigGetFonts(system, FcSetSystem) else { return [:] }
        var found: [String: [OpaquePointer]] = [:]
        for index in 0..<Int(set.pointee.nfont) {
            guard let pattern = set.pointee.fonts[index], let file = string(pattern, FC_FILE, 0), paths.contains(file),
                  let copy = FcPatternDuplicate(pattern) else { continue }
            found[file, default: []].append(copy)
        }
        return found
    }

    deinit {
        state.withLock { state in
            FcFontSetDestroy(state.faces)
            FcConfigDestroy(state.config)
        }
    }

    /// The sets a match or list looks in: the machine's installed faces when `systemFonts`, then the faces
    /// added (the order FcFontMatch takes the configuration's system and application sets in).
    private static func withSets<R>(_ state: State, _ body: (UnsafeMutablePointer<UnsafeMutablePointer<FcFontSet>?>, Int32) -> R) -> R {
        var sets: [UnsafeMutablePointer<FcFontSet>?] = []
        if state.systemFonts, let system = FcConfigGetFonts(state.config, FcSetSystem) { sets.append(system) }
        sets.append(state.faces)
        return sets.withUnsafeMutableBufferPointer { body($0.baseAddress!, Int32($0.count)) }
    }

    /// FcFontMatch for a family, OpenType weight (1…1000) and slant.
    func match(family: String, weight: Int, italic: Bool) -> FontMatch? {
        state.withLock { state -> FontMatch? in
            let config = state.config
            guard let pattern = FcPatternCreate() else { return nil }
            defer { FcPatternDestroy(pattern) }
            if !family.isEmpty {
                Self.withFcString(family) { _ = FcPatternAddString(pattern, FC_FAMILY, $0) }
            }
            let clamped = Int32(min(max(weight, 1), 1000))
            _ = FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(clamped))
            _ = FcPatternAddInteger(pattern, FC_SLANT, italic ? Int32(FC_SLANT_ITALIC) : Int32(FC_SLANT_ROMAN))
            guard FcConfigSubstitute(config, pattern, FcMatchPattern) != 0 else { return nil }
            FcDefaultSubstitute(pattern)
            var result = FcResultNoMatch
            guard let matched = Self.withSets(state, { FcFontSetMatch(config, $0, $1, pattern, &result) }) else { return nil }
            defer { FcPatternDestroy(matched) }
            guard result == FcResultMatch, let path = Self.string(matched, FC_FILE, 0) else { return nil }
            var index: Int32 = 0
            if FcPatternGetInteger(matched, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
            var fcWeight: Int32 = 0
            let openTypeWeight =
                FcPatternGetInteger(matched, FC_WEIGHT, 0, &fcWeight) == FcResultMatch
                ? Int(FcWeightToOpenType(fcWeight)) : 400
            return FontMatch(
                path: path,
                // The low 16 bits are the face index; higher bits select a named instance.
                index: Int(index & 0xFFFF),
                families: Self.strings(matched, FC_FAMILY),
                style: Self.string(matched, FC_STYLE, 0) ?? "",
                openTypeWeight: openTypeWeight)
        }
    }

    /// True when some face this configuration matches lists `family` among its family names (FcFontSetList).
    func isInstalled(family: String) -> Bool {
        guard !family.isEmpty else { return false }
        return state.withLock { state in
            guard let pattern = FcPatternCreate() else { return false }
            defer { FcPatternDestroy(pattern) }
            Self.withFcString(family) { _ = FcPatternAddString(pattern, FC_FAMILY, $0) }
            guard let objects = FcObjectSetCreate() else { return false }
            defer { FcObjectSetDestroy(objects) }
            _ = FcObjectSetAdd(objects, FC_FAMILY)
            guard let set = Self.withSets(state, { FcFontSetList(state.config, $0, $1, pattern, objects) }) else { return false }
            defer { FcFontSetDestroy(set) }
            return set.pointee.nfont > 0
        }
    }

    // MARK: - FcChar8 strings

    private static func withFcString<R>(_ string: String, _ body: (UnsafePointer<FcChar8>) -> R) -> R {
        let bytes = Array(string.utf8) + [0]
        return bytes.withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    private static func string(_ pattern: OpaquePointer, _ object: String, _ n: Int32) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, n, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }

    private static func strings(_ pattern: OpaquePointer, _ object: String) -> [String] {
        var result: [String] = []
        var n: Int32 = 0
        while let value = string(pattern, object, n) {
            result.append(value)
            n += 1
        }
        return result
    }
}
