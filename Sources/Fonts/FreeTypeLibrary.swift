internal import CFreeType

/// Owns one `FT_Library`. FreeType requires `FT_New_Face` / `FT_Done_Face` on a shared
/// library to be serialised (freetype.h, `FT_Library`: "a mutex lock is used around
/// FT_New_Face and FT_Done_Face"), so both run under this object's mutex.
final class FreeTypeLibrary: Sendable {
    private let library: LockedState<FT_Library>

    init() throws(FontError) {
        var handle: FT_Library?
        let error = FT_Init_FreeType(&handle)
        guard error == 0, let handle else { throw .freetypeUnavailable(code: error) }
        library = LockedState(handle)
    }

    deinit {
        library.withLock { _ = FT_Done_FreeType($0) }
    }

    /// Opens face `index` of the file at `path`. The caller owns the face and must release it
    /// with `closeFace(_:)`.
    func openFace(path: String, index: Int) throws(FontError) -> FT_Face {
        try library.withLock { library throws(FontError) -> FT_Face in
            var face: FT_Face?
            let error = FT_New_Face(library, path, FT_Long(index), &face)
            guard error == 0, let face else { throw .freetype(error, call: "FT_New_Face", path: path) }
            return face
        }
    }

    func closeFace(_ face: FT_Face) {
        library.withLock { _ in _ = FT_Done_Face(face) }
    }
}
