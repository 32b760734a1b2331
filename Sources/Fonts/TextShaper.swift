internal import CHarfBuzz

/// Lays a line of text out over a chain of faces: bidi levels (FriBidi), then runs of one face, one script
/// and one level, each shaped by HarfBuzz, then the runs in visual order (UAX #9 rule L2).
///
/// Each scalar takes the first face of the chain that has a glyph for it; scalars of no particular script
/// (spaces, punctuation, digits) and combining marks stay in the face of what precedes them when that face
/// has them, so that a run is not broken at every space.
public enum TextShaper {
    /// Layouts made in this process (``ShapingCache``).
    static let cache = ShapingCache()

    public static func layout(_ text: String, chain: [FontFace], size: Double, direction base: TextDirection? = nil) -> TextLayout {
        precondition(!chain.isEmpty, "a face chain needs at least one face")
        let key = ShapingCache.Key(text: text, faces: chain.map(ObjectIdentifier.init), size: size, direction: base)
        return cache.layout(for: key, chain: chain) { shape(text, chain: chain, size: size, direction: base) }
    }

    /// The layout of `text`, shaped now.
    static func shape(_ text: String, chain: [FontFace], size: Double, direction base: TextDirection? = nil) -> TextLayout {
        let scalars = Array(text.unicodeScalars)
        let bidi = BidiParagraph(scalars, base: base)

        // Face and script per scalar.
        var faceOf = [Int](repeating: 0, count: scalars.count)
        var scriptOf = [UInt32](repeating: 0, count: scalars.count)
        var missing: [Unicode.Scalar] = []
        for (i, scalar) in scalars.enumerated() {
            let script = HarfBuzzFont.script(of: scalar)
            let neutral = HarfBuzzFont.isNeutral(script)
            scriptOf[i] = neutral && i > 0 ? scriptOf[i - 1] : script
            let ignorable = scalar.properties.isDefaultIgnorableCodePoint || scalar.properties.generalCategory == .control
            if i > 0, neutral, ignorable || chain[faceOf[i - 1]].loaded.shaper.hasGlyph(for: scalar) {
                faceOf[i] = faceOf[i - 1]
            } else if let found = chain.firstIndex(where: { $0.loaded.shaper.hasGlyph(for: scalar) }) {
                faceOf[i] = found
            } else {
                faceOf[i] = i > 0 ? faceOf[i - 1] : 0
                if !ignorable && !missing.contains(scalar) { missing.append(scalar) }
            }
        }
        // A neutral run at the start takes the script of what follows.
        if let firstReal = scriptOf.firstIndex(where: { !HarfBuzzFont.isNeutral($0) }) {
            for i in 0..<firstReal { scriptOf[i] = scriptOf[firstReal] }
        }

        // Runs in logical order.
        var runs: [(level: UInt8, item: (face: Int, range: Range<Int>))] = []
        var start = 0
        if !scalars.isEmpty {
            for i in 1...scalars.count where i == scalars.count || faceOf[i] != faceOf[start]
                || scriptOf[i] != scriptOf[start] || bidi.levels[i] != bidi.levels[start] {
                runs.append((bidi.levels[start], (faceOf[start], start..<i)))
                start = i
            }
        }

        var used: [Int] = []
        var glyphs: [PositionedGlyph] = []
        var pen = 0.0
        for run in BidiParagraph.visualOrder(runs) {
            let face = chain[run.face]
            let scale = size / Double(face.unitsPerEm)
            let slot = used.firstIndex(of: run.face) ?? { used.append(run.face); return used.count - 1 }()
            let rtl = bidi.levels[run.range.lowerBound] % 2 == 1
            for shaped in face.loaded.shaper.shape(scalars, range: run.range, rightToLeft: rtl) {
                glyphs.append(PositionedGlyph(glyph: shaped.glyph, face: slot, cluster: shaped.cluster, x: pen + shaped.xOffset * scale,
                                              y: shaped.yOffset * scale, advance: shaped.xAdvance * scale))
                pen += shaped.xAdvance * scale
            }
        }
        if used.isEmpty { used = [0] }
        let faces = used.map { chain[$0] }
        func largest(_ value: (FontFace) -> Double) -> Double { faces.map { value($0) * size / Double($0.unitsPerEm) }.max() ?? 0 }
        return TextLayout(glyphs: glyphs, faces: faces, width: pen, ascent: largest(\.ascender), descent: largest { -$0.descender },
                          lineGap: largest(\.lineGap), missingScalars: missing, direction: bidi.direction)
    }
}

extension HarfBuzzFont {
    /// The Unicode script of a scalar as HarfBuzz's default Unicode functions give it (an ISO 15924 tag).
    static func script(of scalar: Unicode.Scalar) -> UInt32 {
        hb_unicode_script(hb_unicode_funcs_get_default(), scalar.value).rawValue
    }

    /// Common, Inherited or Unknown: a scalar that belongs to the script around it.
    static func isNeutral(_ script: UInt32) -> Bool {
        script == HB_SCRIPT_COMMON.rawValue || script == HB_SCRIPT_INHERITED.rawValue || script == HB_SCRIPT_UNKNOWN.rawValue
    }
}
