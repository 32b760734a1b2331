import StyleKit

/// The kinds of image file an image set may hold, by file name extension.
package enum ImageFileType: String, CaseIterable, Sendable, Hashable {
    case svg, pdf, png, jpeg, heic

    /// `svg`, `pdf`, `png`, `jpg`/`jpeg`, `heic`/`heif` in any letter case; `nil` for anything else.
    package init?(fileName: String) {
        guard let dot = fileName.lastIndex(of: ".") else { return nil }
        switch fileName[fileName.index(after: dot)...].lowercased() {
        case "svg": self = .svg
        case "pdf": self = .pdf
        case "png": self = .png
        case "jpg", "jpeg": self = .jpeg
        case "heic", "heif": self = .heic
        default: return nil
        }
    }

    /// Vector files scale to any size; the others are drawn at one scale.
    package var isVector: Bool { self == .svg || self == .pdf }
}

/// One file of an image set, with the slot it fills.
package struct ImageFile: Sendable, Hashable {
    /// The name as written in `Contents.json`.
    package var fileName: String
    /// The absolute, standardized path of the file.
    package var path: String
    package var type: ImageFileType
    /// 1, 2 or 3 for `1x`/`2x`/`3x`; `nil` for a single-scale slot.
    package var scale: Int?
    package var idiom: Idiom
    package var appearance: Appearance
}

/// How an image is drawn (`"template-rendering-intent"`).
package enum TemplateRenderingIntent: String, CaseIterable, Sendable, Hashable {
    /// Drawn with its own colors.
    case original
    /// Drawn as a mask in the foreground color.
    case template
}

/// A named image from an `.imageset`: its files by idiom, appearance and scale, and the set's properties.
package struct ImageAsset: Sendable, Hashable {
    package var name: String
    /// The `.imageset` folder.
    package var folder: String
    /// Files in `Contents.json` order; at least one.
    package var files: [ImageFile]
    /// `"preserves-vector-representation"`: keep a PDF or SVG as vector at every size.
    package var preservesVectorRepresentation: Bool
    /// `nil` when the set leaves it to the context (Xcode's "Default").
    package var renderingIntent: TemplateRenderingIntent?

    package init(
        name: String, folder: String, files: [ImageFile], preservesVectorRepresentation: Bool = false,
        renderingIntent: TemplateRenderingIntent? = nil
    ) {
        self.name = name
        self.folder = folder
        self.files = files
        self.preservesVectorRepresentation = preservesVectorRepresentation
        self.renderingIntent = renderingIntent
    }

    /// The file drawn in a render with `colorScheme`, (or not) Increase Contrast, at display `scale` on `idiom`.
    /// Appearances fall back as colors do (``Appearance/fallback(colorScheme:highContrast:)``); among the files
    /// of the first appearance that has any, a single-scale or vector file is taken first, then the exact scale,
    /// then the nearest larger scale, then the largest smaller one.
    package func file(colorScheme: ColorScheme, highContrast: Bool, scale: Int = 2, idiom: Idiom = .universal) -> ImageFile {
        let order = Appearance.fallback(colorScheme: colorScheme, highContrast: highContrast) + Appearance.lastResort
        for appearance in order {
            for candidate in idiom.lookupOrder {
                let matching = files.filter { $0.appearance == appearance && $0.idiom == candidate }
                if let best = Self.best(matching, scale: scale) { return best }
            }
        }
        return Self.best(files, scale: scale) ?? files[0]
    }

    private static func best(_ files: [ImageFile], scale: Int) -> ImageFile? {
        if let single = files.first(where: { $0.scale == nil }) { return single }
        if let vector = files.first(where: { $0.type.isVector }) { return vector }
        if let exact = files.first(where: { $0.scale == scale }) { return exact }
        let larger = files.filter { ($0.scale ?? 0) > scale }.min { ($0.scale ?? 0) < ($1.scale ?? 0) }
        return larger ?? files.max { ($0.scale ?? 0) < ($1.scale ?? 0) }
    }
}

/// One SVG of a symbol set.
package struct SymbolFile: Sendable, Hashable {
    /// The name as written in `Contents.json`.
    package var fileName: String
    /// The absolute, standardized path of the file.
    package var path: String
    package var idiom: Idiom
}

/// A named symbol from a `.symbolset`: an SVG symbol template exported from the SF Symbols app.
package struct SymbolAsset: Sendable, Hashable {
    package var name: String
    /// The `.symbolset` folder.
    package var folder: String
    /// The SVG files, in `Contents.json` order; at least one.
    package var files: [SymbolFile]

    /// The SVG for `idiom` (falling back to `universal`, then the first file).
    package func path(idiom: Idiom = .universal) -> String {
        for candidate in idiom.lookupOrder {
            if let found = files.first(where: { $0.idiom == candidate }) { return found.path }
        }
        return files[0].path
    }
}
