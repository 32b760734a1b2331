/// A resolved font face: one file + face index, plus how it was resolved from a request.
///
/// Metrics, advances, kerning and outlines are in font units (`unitsPerEm` per em) with the
/// y axis pointing UP, as stored in the font. All methods are thread-safe and deterministic;
/// glyph data is cached per face.
public final class FontFace: Sendable {
    /// The request this face was resolved for.
    public let request: FontRequest
    /// The family name sent to fontconfig: the requested family, a generic such as
    /// "monospace" / "serif", or the rounded family chosen for `.rounded`.
    public let queriedFamily: String
    /// Primary family name of the face fontconfig actually matched, e.g. "DejaVu Sans".
    public let familyName: String
    /// fontconfig style name, e.g. "Book", "Bold", "Semi Bold".
    public let styleName: String
    public let filePath: String
    public let faceIndex: Int
    /// True when fontconfig substituted another family because `queriedFamily` is not
    /// installed (never true for the generic families of `.monospaced` / `.serif`).
    public let isFamilySubstituted: Bool
    /// True when `.rounded` was requested but no rounded family is installed, so the
    /// requested family's ordinary design was used.
    public let isDesignFallback: Bool

    let loaded: LoadedFace

    init(request: FontRequest, queriedFamily: String, match: FontMatch, loaded: LoadedFace, isGeneric: Bool,
         isDesignFallback: Bool) {
        self.request = request
        self.queriedFamily = queriedFamily
        familyName = match.families.first ?? queriedFamily
        styleName = match.style
        filePath = match.path
        faceIndex = match.index
        isFamilySubstituted = !isGeneric && !queriedFamily.isEmpty && !match.contains(family: queriedFamily)
        self.isDesignFallback = isDesignFallback
        self.loaded = loaded
    }

    // MARK: - Face metrics (font units)

    /// OpenType weight class of the face (OS/2 usWeightClass), e.g. 400, 600, 700.
    public var weight: Int { loaded.metrics.weight }
    public var unitsPerEm: Int { loaded.metrics.unitsPerEm }
    /// Typographic ascender; see `verticalMetricsSource` for the table it came from.
    public var ascender: Double { loaded.metrics.ascender }
    /// Typographic descender, negative (below the baseline).
    public var descender: Double { loaded.metrics.descender }
    public var lineGap: Double { loaded.metrics.lineGap }
    /// OS/2 sCapHeight, or the measured top of "H" when the OS/2 table is older than version 2.
    public var capHeight: Double { loaded.metrics.capHeight }
    /// OS/2 sxHeight, or the measured top of "x" when the OS/2 table is older than version 2.
    public var xHeight: Double { loaded.metrics.xHeight }
    /// OS/2 typo metrics when USE_TYPO_METRICS is set, else hhea.
    public var verticalMetricsSource: VerticalMetricsSource { loaded.metrics.source }
    public var glyphCount: Int { loaded.glyphCount }

    // MARK: - Glyphs

    /// Glyph id for a scalar through the face's Unicode cmap; 0 (.notdef) when missing.
    public func glyphIndex(for scalar: Unicode.Scalar) -> UInt32 {
        loaded.glyphIndex(for: scalar)
    }

    /// Unhinted horizontal advance in font units (FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING).
    public func advance(glyph: UInt32) -> Double {
        loaded.advance(glyph: glyph)
    }

    /// Glyph outline in font units, y axis up. Empty for glyphs without contours (space).
    public func outline(glyph: UInt32) -> GlyphOutline {
        loaded.outline(glyph: glyph)
    }

    /// This face alone, shaped by HarfBuzz (kerning, ligatures, marks, complex scripts from the face's own
    /// tables) with bidi reordering; scalars it lacks are drawn with .notdef and listed as missing.
    /// Values are in points: font units × size / unitsPerEm.
    public func layout(_ text: String, size: Double, direction: TextDirection? = nil) -> TextLayout {
        TextShaper.layout(text, chain: [self], size: size, direction: direction)
    }

    /// True when the face's cmap has a glyph for `scalar`.
    public func hasGlyph(for scalar: Unicode.Scalar) -> Bool { loaded.shaper.hasGlyph(for: scalar) }

    /// Which file this face is, for the record of a build: names, version and SHA-256.
    public var record: FaceRecord {
        FaceRecord(family: familyName, style: styleName, postScriptName: loaded.postScriptName, version: loaded.version,
                   file: filePath, faceIndex: faceIndex, sha256: loaded.sha256)
    }
}

extension FontFace: CustomStringConvertible {
    public var description: String {
        "FontFace(\(familyName) \(styleName), weight \(weight), \(filePath)#\(faceIndex))"
    }
}
