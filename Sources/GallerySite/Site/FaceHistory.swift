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
    static func previousFaces(in output: URL) -> [FaceRecord]? {
        guard let data = FileManager.default.contents(atPath: output.appendingPathComponent(SitePaths.manifest).path),
              let manifest = try? JSONDecoder().decode(Manifest.self, from: data) else { return nil }
        return manifest.font?.faces
    }

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
