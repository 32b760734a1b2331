import Foundation

// The other way design systems register their bundled fonts: through Core Graphics,
// `CGDataProvider(url:)` → `CGFont(provider)` → `CTFontManagerRegisterGraphicsFont(font, &error)`
// (developer.apple.com/documentation/coretext/1499499-ctfontmanagerregistergraphicsfont). As with
// `CTFontManagerRegisterFontsForURL` (CoreTextFontManager.swift), the renderer already has every font file of
// the design system, so registering checks that the data is a font and answers as Core Text would.

/// Core Foundation's data, here Foundation's (`data as CFData` compiles unchanged).
public typealias CFData = Data

/// A source of bytes for Core Graphics: a file's or a buffer's.
public final class CGDataProvider: @unchecked Sendable {
    /// The bytes it provides.
    public let data: Data
    /// The bytes of the file at `url`; nil when it cannot be read.
    public init?(url: CFURL) {
        guard let data = try? Data(contentsOf: url) else { return nil }
        self.data = data
    }
    /// The bytes of `data`.
    public init?(data: CFData) { self.data = data }
}

/// A font made from data: an OpenType or TrueType file, or a collection.
public final class CGFont: @unchecked Sendable {
    /// The font file's bytes.
    let data: Data
    /// The font in `provider`'s bytes; nil when they hold no font, as Core Graphics answers.
    public init?(_ provider: CGDataProvider) {
        guard FontFileSignature.isFont(provider.data.prefix(4)) else { return nil }
        data = provider.data
    }

    /// The PostScript name of the font (its first face's, in a collection), read from its `name` table — what
    /// code that registers a bundled font passes to `Font.custom(_:size:)` (Orbit's `registerFont(at:)`); nil
    /// when the table has none or cannot be read.
    public var postScriptName: CFString? { firstFaceNames?.postScriptName }
    /// The full name of the font (its first face's), from its `name` table.
    public var fullName: CFString? { firstFaceNames?.fullName }

    private var firstFaceNames: OpenTypeNames? {
        try? FontFileParser.faces(in: FontBytes([UInt8](data)), limits: .standard).first?.result.get()
    }
}

/// Registers `font` for this process: true, its data being a font (CGFont checked it), as Core Text
/// answers for a font not registered before.
@discardableResult
public func CTFontManagerRegisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    true
}

/// Unregisters `font`: true.
@discardableResult
public func CTFontManagerUnregisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    true
}

/// The description of a Core Foundation error (Core Foundation returns it as a `CFString`).
public func CFErrorCopyDescription(_ error: CFError) -> String { error.description }
