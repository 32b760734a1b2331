import Fonts
import Foundation

/// Which face files the previous build into the same output folder used (its `manifest.json`), and
/// warnings when this build uses different ones: the renders may have moved although no style changed.
enum FaceHistory {
    private struct Manifest: Decodable {
        struct Font: Decodable { var faces: [FaceRecord]? }
        var font: Font?
    }

    /// The faces the manifest in `output` records; nil when there is none (first build, or an older manifest).
    /// Only the manifest's head is read — its title, generator and font, up to the end of the font's face
    /// list (``ManifestWriter`` writes them first): an earlier version's manifest held every variant (300 MB at
    /// 100,000 variants).
    static func previousFaces(in output: URL) -> [FaceRecord]? {
        guard let handle = FileHandle(forReadingAtPath: output.appendingPathComponent(SitePaths.manifest).path) else { return nil }
        defer { try? handle.close() }
        var head: [UInt8] = []
        while head.count < headLimit, let chunk = try? handle.read(upToCount: 64 * 1024), !chunk.isEmpty {
            let searchFrom = max(0, head.count - fontEnd.count)
            head += chunk
            guard let end = head.firstIndex(of: fontEnd, from: searchFrom) else { continue }
            let json = head[..<(end + fontEnd.count - 1)] + Array("}".utf8)  // `…]}` closes the font; `}` the object
            return (try? JSONDecoder().decode(Manifest.self, from: Data(json)))?.font?.faces
        }
        return nil
    }

    /// Where the manifest's font object ends (its face list closed, then the font): a line starting `    ]},`
    /// (no string in the manifest holds a line break, so no other line starts so; CRLF line ends read too).
    private static let fontEnd = Array("\n    ]},".utf8)
    /// A manifest whose font object has not ended by then is not one this version wrote.
    private static let headLimit = 4 * 1024 * 1024

    /// One warning per face whose file or bytes changed (same PostScript name), and one for faces used
    /// or no longer used.
    static func changes(previous: [FaceRecord], current: [FaceRecord]) -> [String] {
        func key(_ face: FaceRecord) -> String { face.postScriptName.isEmpty ? "\(face.family) \(face.style)" : face.postScriptName }
        let before = Dictionary(previous.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })
        let now = Dictionary(current.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })
        var warnings: [String] = []
        for name in now.keys.sorted() {
            guard let old = before[name], let new = now[name], old.sha256 != new.sha256 || old.file != new.file else { continue }
            warnings.append("warning: font face \(name) differs from the previous build: now \(new.file) (\(new.version), sha256 \(new.sha256.prefix(12))), "
                + "was \(old.file) (\(old.version), sha256 \(old.sha256.prefix(12)))")
        }
        let added = now.keys.filter { before[$0] == nil }.sorted(), removed = before.keys.filter { now[$0] == nil }.sorted()
        if !added.isEmpty || !removed.isEmpty {
            var parts: [String] = []
            if !added.isEmpty { parts.append("now also \(added.joined(separator: ", "))") }
            if !removed.isEmpty { parts.append("no longer \(removed.joined(separator: ", "))") }
            warnings.append("warning: the build uses other font faces than the previous build: \(parts.joined(separator: "; "))")
        }
        return warnings
    }
}
