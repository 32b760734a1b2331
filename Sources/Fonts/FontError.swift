/// Every failure surfaced by the `Fonts` module.
public struct FontError: Error, CustomStringConvertible, Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// `FcInitLoadConfigAndFonts` returned no configuration.
        case fontconfigUnavailable
        /// `FT_Init_FreeType` failed.
        case freetypeUnavailable
        /// fontconfig found no face (or no usable file) for a request.
        case noFaceFound
        /// A FreeType call failed with the given error code.
        case freetype(code: Int32)
    }

    public let kind: Kind
    public let description: String

    init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }

    static func fontconfigUnavailable() -> FontError {
        FontError(.fontconfigUnavailable, "fontconfig could not be initialised (FcInitLoadConfigAndFonts returned NULL)")
    }

    static func freetypeUnavailable(code: Int32) -> FontError {
        FontError(.freetypeUnavailable, "FreeType could not be initialised (FT_Init_FreeType error \(code))")
    }

    static func noFace(for request: FontRequest, reason: String) -> FontError {
        FontError(
            .noFaceFound,
            "no font face found for family '\(request.family)' weight \(request.weight)"
                + "\(request.italic ? " italic" : "") design \(request.design.rawValue): \(reason)")
    }

    static func freetype(_ code: Int32, call: String, path: String) -> FontError {
        FontError(.freetype(code: code), "FreeType error \(code) in \(call) for '\(path)'")
    }
}
