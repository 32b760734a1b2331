import Foundation
import GalleryJSON

/// Reads a built site's `manifest.json` and the variant files it lists (`"variantFiles"`, one per component
/// page), a variant at a time; a manifest of an earlier version holds its variants itself (`"variants"`).
/// ``ManifestWriter`` puts each variant on a line of its own between `  "variants": [` and `  ]`, so each is
/// parsed alone and memory stays bounded by what the caller keeps, not by the files (the variants of a
/// 100,000-variant site are some hundreds of MB). A file in another layout (reformatted by a tool) is parsed
/// whole. Problems are located in the file as it is: line, column and JSON path (`$.variants[3].svg`).
struct ManifestReader {
    let url: URL
    /// The file as messages name it (`old/manifest.json`).
    let fileName: String

    /// The site's folder as messages name it (`old/`): what `fileName` holds before `manifest.json`; the variant
    /// files are named by it and their path in the site.
    var folderName: String { fileName.hasSuffix(SitePaths.manifest) ? String(fileName.dropLast(SitePaths.manifest.count)) : "" }

    enum Failure: Error {
        /// Not JSON, or not UTF-8.
        case syntax(ConfigIssue)
        /// JSON, but not what a manifest holds.
        case content(ConfigIssue)
    }

    static let variantsOpening = Array(ManifestWriter.variantsOpening.utf8)
    static let variantsClosing = Array(ManifestWriter.variantsClosing.utf8)

    /// Calls `header` with the manifest without its variants, then `variant` with each variant in order: those
    /// of each listed file in the order listed (or those the manifest holds).
    func read(header: (JSONCursor) throws(ConfigIssue) -> Void, variant: (JSONCursor) throws(ConfigIssue) -> Void) throws(Failure) {
        var files: [(path: String, cursor: JSONCursor)] = []
        try Self.read(url, fileName: fileName, listRequired: false, header: { (cursor: JSONCursor) throws(ConfigIssue) in
            try header(cursor)
            let inline = try cursor.member("variants")
            guard let list = try cursor.member("variantFiles") else {
                if inline == nil { throw cursor.issue("lists no variants: it has neither \"variantFiles\" nor \"variants\"") }
                return
            }
            if inline != nil { throw cursor.issue("has both \"variantFiles\" and \"variants\"; a manifest gallery build wrote has one") }
            for item in try list.elements() {
                let path = try item.string()
                guard BuiltSite.isSafeRelativePath(path, suffix: ".json") else {
                    throw item.issue("not a relative path to a .json file inside the site: \(JSONText.quoted(path))")
                }
                files.append((path, item))
            }
        }, variant: variant)
        let site = url.deletingLastPathComponent()
        for (path, cursor) in files {
            let file = site.appendingPathComponent(path)
            guard FileManager.default.isReadableFile(atPath: file.path) else {
                throw .content(cursor.issue("lists \(path), but the file is missing (\(file.path))"))
            }
            try Self.read(file, fileName: folderName + path, listRequired: true, header: { _ in }, variant: variant)
        }
    }

    /// Reads one file whose variants are listed as `"variants"`: `header` gets the file without them, then
    /// `variant` each of them. `listRequired`: a file without the list is an error (else only its header is read).
    private static func read(_ url: URL, fileName: String, listRequired: Bool, header: (JSONCursor) throws(ConfigIssue) -> Void,
                             variant: (JSONCursor) throws(ConfigIssue) -> Void) throws(Failure) {
        guard let handle = FileHandle(forReadingAtPath: url.path) else {
            throw .syntax(ConfigIssue(file: fileName, path: .root, position: nil, message: "cannot be read"))
        }
        defer { try? handle.close() }
        var head: [UInt8] = [], tail: [UInt8] = []
        var state = 0  // 0 header, 1 variants, 2 after them
        var lineNumber = 0, index = 0
        var byteOffset = 0  // of the line being read
        var headerRead = false
        func parse(_ bytes: [UInt8], line: Int, offset: Int = 0) throws(Failure) -> JSONNode {
            if let bad = UTF8Validation.firstInvalid(in: bytes) {
                throw .syntax(ConfigIssue(file: fileName, path: .root, position: SourcePosition(line: line + bad.position.line - 1, column: bad.position.column),
                                          message: UTF8Validation.message(byte: bad.byte, offset: offset + bad.offset, what: "a manifest")))
            }
            do {
                return try JSONParser.parse(String(decoding: bytes, as: UTF8.self), file: fileName)
            } catch {
                let position = SourcePosition(line: line + error.position.line - 1, column: error.position.column)
                throw .syntax(ConfigIssue(file: fileName, path: .root, position: position, message: error.message))
            }
        }
        func emit(_ line: [UInt8], at number: Int) throws(Failure) {
            var bytes = line
            if bytes.last == UInt8(ascii: ",") { bytes.removeLast() }
            let node = try parse(bytes, line: number, offset: byteOffset)
            do {
                try variant(JSONCursor(node: node, file: fileName, path: JSONPath.root.appending("variants").appending(index)))
            } catch {
                var issue = error
                issue.position = issue.position.map { SourcePosition(line: number + $0.line - 1, column: $0.column) }
                throw .content(issue)
            }
            index += 1
        }
        var buffer: [UInt8] = []
        var ended = false
        while !ended {
            let chunk = (try? handle.read(upToCount: 1 << 20)) ?? nil
            if let chunk, !chunk.isEmpty { buffer += chunk } else { ended = true }
            var start = buffer.startIndex
            while let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) ?? (ended && start < buffer.endIndex ? buffer.endIndex : nil) {
                let line = Array(buffer[start..<newline])
                lineNumber += 1
                switch state {
                case 0:
                    head += line + [UInt8(ascii: "\n")]
                    if line == Self.variantsOpening { state = 1 }
                case 1 where line == Self.variantsClosing:
                    state = 2
                    tail += line + [UInt8(ascii: "\n")]
                case 1 where line.isEmpty:
                    break  // the writer's empty list is "[", an empty line, "]"
                case 1:
                    try emit(line, at: lineNumber)
                default:
                    tail += line + [UInt8(ascii: "\n")]
                }
                if state == 1, !headerRead {
                    // The header alone, with an empty variant list, is a document of its own.
                    let node = try parse(head + Self.variantsClosing + Array("\n}\n".utf8), line: 1)
                    do { try header(node.cursor(file: fileName)) } catch { throw .content(error) }
                    headerRead = true
                }
                byteOffset += line.count + 1
                start = newline < buffer.endIndex ? buffer.index(after: newline) : buffer.endIndex
            }
            buffer.removeSubrange(buffer.startIndex..<start)
        }
        // The closing lines must close the document the header opened; any other layout is parsed whole.
        if state == 2 {
            _ = try parse(head + tail, line: 1)
            return
        }
        guard state == 0 else {
            throw .syntax(ConfigIssue(file: fileName, path: .root, position: nil, message: "ends inside the variant list (line \(lineNumber))"))
        }
        let root = try parse(head, line: 1)  // the whole file: another layout
        let cursor = root.cursor(file: fileName)
        do throws(ConfigIssue) {
            try header(cursor)
            guard let list = listRequired ? try cursor.requiredMember("variants") : try cursor.member("variants") else { return }
            for element in try list.elements() { try variant(element) }
        } catch {
            throw .content(error)
        }
    }
}
