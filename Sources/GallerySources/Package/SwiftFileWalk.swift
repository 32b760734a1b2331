import Foundation

/// The `.swift` files below a folder, as SwiftPM finds a target's sources: hidden entries and asset
/// catalogs skipped, symbolic links to files and folders followed (a link back to a folder being walked
/// is not followed again), paths kept as written below the folder (not resolved), sorted.
enum SwiftFileWalk {
    /// - Parameters:
    ///   - excluded: absolute paths left out with everything below them.
    ///   - globs: patterns matched against the path relative to `globBase` (``PathGlob``).
    static func files(in folder: URL, excluding excluded: [String] = [], globs: [PathGlob] = [], globBase: URL? = nil) -> [URL] {
        let fm = FileManager.default
        let base = (globBase ?? folder).standardizedFileURL.path
        var files: [URL] = []
        func walk(_ url: URL, realPaths: Set<String>) {
            guard let names = try? fm.contentsOfDirectory(atPath: url.path) else { return }
            for name in names.sorted() where !name.hasPrefix(".") {
                let child = url.appendingPathComponent(name).standardizedFileURL
                let path = child.path
                if excluded.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) { continue }
                if !globs.isEmpty, path.hasPrefix(base + "/") {
                    let relative = String(path.dropFirst(base.count + 1))
                    if globs.contains(where: { $0.matches(relative) }) { continue }
                }
                var isFolder: ObjCBool = false
                guard fm.fileExists(atPath: path, isDirectory: &isFolder) else { continue }  // a broken link
                if isFolder.boolValue {
                    if child.pathExtension == "xcassets" { continue }
                    let real = child.resolvingSymlinksInPath().path
                    guard !realPaths.contains(real) else { continue }  // a cycle
                    walk(child, realPaths: realPaths.union([real]))
                } else if child.pathExtension == "swift" {
                    files.append(child)
                }
            }
        }
        walk(folder.standardizedFileURL, realPaths: [folder.resolvingSymlinksInPath().path])
        return files.sorted { $0.path < $1.path }
    }

    /// The asset catalogs below `folder` outside `excluded`: SwiftPM takes a target's `.xcassets` as a resource
    /// without a declaration (as it takes `.xib` or `.storyboard` files), so such a target has `Bundle.module`.
    static func assetCatalogs(in folder: URL, excluding excluded: [String] = []) -> [URL] {
        let fm = FileManager.default
        var found: [URL] = []
        func walk(_ url: URL, depth: Int) {
            guard depth < 32, let names = try? fm.contentsOfDirectory(atPath: url.path) else { return }
            for name in names.sorted() where !name.hasPrefix(".") {
                let child = url.appendingPathComponent(name).standardizedFileURL
                if excluded.contains(where: { child.path == $0 || child.path.hasPrefix($0 + "/") }) { continue }
                var isFolder: ObjCBool = false
                guard fm.fileExists(atPath: child.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
                if child.pathExtension == "xcassets" { found.append(child) } else { walk(child, depth: depth + 1) }
            }
        }
        walk(folder.standardizedFileURL, depth: 0)
        return found
    }
}
