import Foundation
import GalleryJSON

/// Reads one `Contents.json`: refuses files over the size limit, reports bytes that are not UTF-8 by offset,
/// parses with the project's JSON reader (so every later problem has a line, column and JSON path) and checks
/// that the document is an object.
enum ContentsFile {
    /// The root cursor of the document at `path` (shown as `display` in issues), or the issue that stops it.
    static func read(_ path: String, display: String, limits: AssetCatalogLimits) -> Result<JSONCursor, AssetIssue> {
        let limit = limits.maximumContentsBytes
        switch BoundedFile.read(path, limit: limit) {
        case .success(let bytes):
            return parse(bytes, display: display)
        case .failure(.unreadable(let reason)):
            return .failure(AssetIssue(.error, file: display, message: "cannot read the file" + (reason.map { " (\($0))" } ?? "")))
        case .failure(.tooLarge(let size, foundAfterReading: false)):
            return .failure(AssetIssue(.error, file: display,
                                       message: "the file is \(size) bytes, more than the limit of \(limit) bytes for a Contents.json; it was not read"))
        case .failure(.tooLarge(_, foundAfterReading: true)):
            return .failure(AssetIssue(.error, file: display, message: "the file is more than the limit of \(limit) bytes for a Contents.json"))
        }
    }

    /// Parses the bytes of a `Contents.json` (shown as `display` in issues).
    static func parse(_ bytes: [UInt8], display: String) -> Result<JSONCursor, AssetIssue> {
        if let offset = UTF8Validation.firstInvalidByte(in: bytes) {
            let hex = String(bytes[offset], radix: 16, uppercase: true)
            return .failure(AssetIssue(
                .error, file: display, location: .byte(offset),
                message: "not valid UTF-8 (byte 0x\(hex.count == 1 ? "0" + hex : hex)); Contents.json must be UTF-8 text"))
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let root: JSONNode
        do {
            root = try JSONParser.parse(text, file: display)
        } catch {
            return .failure(AssetIssue(error))
        }
        let cursor = root.cursor(file: display)
        guard case .object = cursor.value else {
            return .failure(AssetIssue(cursor.typeMismatch(expected: "object")))
        }
        return .success(cursor)
    }
}
