import Foundation

/// The `.swift` files below a folder, as SwiftPM finds a target's sources: hidden entries, asset catalogs and
/// documentation catalogs (`.docc`, whose tutorial code SwiftPM does not compile) skipped, symbolic links to files and folders followed (a link back to a folder being walked
/// is not followed again), paths kept as written below the folder (not resolved), sorted.
enum SwiftFileWalk {
    /// - Parameters:
    ///   - excluded: absolute paths left out with everything below them.
    ///   - globs: patterns matched against the path relative to `globBase` (``PathGlob``).
    static func files(in folder: URL, excluding excluded: [String] = [], globs: [PathGlob] = [], globBase: URL? = nil) -> [URL] {
        var files: [URL] = []
        walk(folder, excluding: excluded, globs: globs, globBase: globBase) { url, isFolder in
            if !isFolder, url.pathExtension == "swift" { files.append(url) }
            return isFolder && !skippedBundles.contains(url.pathExtension)
        }
        return files.sorted { $0.path < $1.path }
    }

    /// Folders whose `.swift` files are not a target's sources.
    static let skippedBundles: Set<String> = ["xcassets", "docc"]

    /// Extensions of the C-family sources SwiftPM compiles in a target of its own language (C, C++, Objective-C).
    static let cFamilyExtensions: Set<String> = ["c", "cc", "cpp", "cxx", "m", "mm"]

    /// Whether the target in `folder` is written in a C-family language: no `.swift` file, some C, C++ or
    /// Objective-C source (outside `excluded`).
    static func isCFamilyTarget(_ folder: URL, excluding excluded: [String] = []) -> Bool {
        var swift = false, cFamily = false
        walk(folder, excluding: excluded) { url, isFolder in
            if !isFolder {
                if url.pathExtension == "swift" { swift = true }
                if cFamilyExtensions.contains(url.pathExtension) { cFamily = true }
            }
            return isFolder && !swift
        }
        return cFamily && !swift
    }

    /// The asset catalogs below `folder` outside `excluded`: SwiftPM takes a target's `.xcassets` as a resource
    /// without a declaration (as it takes `.xib` or `.storyboard` files), so such a target has `Bundle.module`.
    static func assetCatalogs(in folder: URL, excluding excluded: [String] = []) -> [URL] {
        var found: [URL] = []
        walk(folder, excluding: excluded) { url, isFolder in
            guard isFolder else { return false }
            if url.pathExtension == "xcassets" { found.append(url) }
            return url.pathExtension != "xcassets"
        }
        return found
    }

    /// Visits what is below `folder` as SwiftPM walks a target: hidden entries and `excluded` paths (with
    /// everything below them) skipped, symbolic links followed (not back into a folder being walked), paths kept
    /// as written. `visit` gets each entry and whether it is a folder, and says whether to go into a folder.
    private static func walk(_ folder: URL, excluding excluded: [String], globs: [PathGlob] = [], globBase: URL? = nil,
                             visit: (URL, _ isFolder: Bool) -> Bool) {
        let fm = FileManager.default
        let base = (globBase ?? folder).standardizedFileURL.path
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
                guard visit(child, isFolder.boolValue) else { continue }
                let real = child.resolvingSymlinksInPath().path
                guard !realPaths.contains(real) else { continue }  // a cycle
                walk(child, realPaths: realPaths.union([real]))
            }
        }
        walk(folder.standardizedFileURL, realPaths: [folder.resolvingSymlinksInPath().path])
    }
}
