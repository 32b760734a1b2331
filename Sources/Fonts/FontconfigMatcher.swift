internal import CFreeType

/// Owns a private fontconfig configuration and serialises all use of it. Released with
/// FcConfigDestroy; the process-global FcFini is never called.
final class FontconfigMatcher: Sendable {
    private let config: LockedState<OpaquePointer>

    /// `systemFonts`: the machine's configuration and fonts (FcInitLoadConfigAndFonts, which reads
    /// FONTCONFIG_FILE and the font folders it names). Otherwise an empty configuration (FcConfigCreate)
    /// that knows only the files added with `addApplicationFont(path:)`, whatever the machine has installed.
    /// nil when fontconfig cannot create it.
    init?(systemFonts: Bool) {
        guard let config = systemFonts ? FcInitLoadConfigAndFonts() : FcConfigCreate() else { return nil }
        self.config = LockedState(config)
    }

    /// Adds a font file to this configuration's application fonts (FcConfigAppFontAddFile), so that its
    /// families match like installed ones. False when fontconfig cannot read it.
    func addApplicationFont(path: String) -> Bool {
        config.withLock { config in Self.withFcString(path) { FcConfigAppFontAddFile(config, $0) != 0 } }
    }

    deinit {
        config.withLock { FcConfigDestroy($0) }
    }

    /// FcFontMatch for a family, OpenType weight (1…1000) and slant.
    func match(family: String, weight: Int, italic: Bool) -> FontMatch? {
        config.withLock { config -> FontMatch? in
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
            guard let matched = FcFontMatch(config, pattern, &result) else { return nil }
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

    /// True when some installed face lists `family` among its family names (FcFontList).
    func isInstalled(family: String) -> Bool {
        guard !family.isEmpty else { return false }
        return config.withLock { config in
            guard let pattern = FcPatternCreate() else { return false }
            defer { FcPatternDestroy(pattern) }
            Self.withFcString(family) { _ = FcPatternAddString(pattern, FC_FAMILY, $0) }
            guard let objects = FcObjectSetCreate() else { return false }
            defer { FcObjectSetDestroy(objects) }
            _ = FcObjectSetAdd(objects, FC_FAMILY)
            guard let set = FcFontList(config, pattern, objects) else { return false }
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
