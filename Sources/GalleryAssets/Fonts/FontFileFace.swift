import StyleKit
/// One face of a font file, with the names `Font.custom(_:size:)` may use for it.
package struct FontFileFace: Sendable, Hashable {
    /// The file, as the path given (a file, or a folder joined with the path inside it).
    package var path: String
    /// The face's index in a collection (`.ttc`); 0 otherwise.
    package var faceIndex: Int
    package var names: OpenTypeNames

    package init(path: String, faceIndex: Int, names: OpenTypeNames) {
        self.path = path
        self.faceIndex = faceIndex
        self.names = names
    }

    /// The typographic family (name ID 16), else the family (ID 1), else the PostScript name.
    package var family: String { names.typographicFamily ?? names.family ?? names.postScriptName ?? "" }

    /// The typographic style (name ID 17), else the style (ID 2), else "Regular".
    package var style: String { names.typographicSubfamily ?? names.subfamily ?? "Regular" }

    package var postScriptName: String? { names.postScriptName }
    package var fullName: String? { names.fullName }
}
