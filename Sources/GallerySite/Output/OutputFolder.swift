import GalleryJSON
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The folder a build replaces with its site (or `export` with its SVG files), checked before anything is
/// written: replacing it must not lose a file this tool did not write.
///
/// A folder qualifies when it is absent, empty, holds only files a static host needs that the build
/// carries over (`.gitkeep`, `.nojekyll`, `CNAME`), or holds the marker file a previous build left
/// (`.stylegallery`). Refused whatever it holds: the root folder, the home folder, and any folder that is
/// or contains a protected path (the configuration's folder, the templates, the sources, the current
/// folder). A symbolic link is followed, and its target must qualify.
package struct OutputFolder: Sendable {
    /// The folder: absolute, `~` expanded with `$HOME`, `.`/`..` and symbolic links resolved.
    package let url: URL

    /// The marker every build writes into its output; its presence makes the folder replaceable.
    package static let markerName = ".stylegallery"
    package static let markerText = Data("""
        This folder was written by StyleGallery (`gallery build` / `gallery export`).
        The next build replaces it as a whole; files added here by hand are lost then.

        """.utf8)
    /// Files a static host needs, carried over from the folder a build replaces.
    package static let carriedOver: Set<String> = [".gitkeep", ".nojekyll", "CNAME"]

    /// A path that must survive any build, with the words that name it in an error.
    package struct Protected: Sendable {
        package let url: URL
        package let role: String
        package init(_ url: URL, _ role: String) { self.url = url; self.role = role }
    }

    /// Checks `path` (relative paths against `base`) and returns the folder, or throws saying why it is
    /// refused. Reads only; writes nothing.
    package init(path: String, relativeTo base: URL, protecting protected: [Protected],
                 environment: [String: String] = ProcessInfo.processInfo.environment) throws(OutputError) {
        let shown = Escaped.quoted(path)
        func refuse(_ why: String) -> OutputError {
            OutputError(path: shown, message: "refused as output folder: \(why); nothing was written")
        }
        guard !path.trimmingCharacters(in: .whitespaces).isEmpty else { throw refuse("the path is empty") }
        guard !path.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw refuse("the path contains a control character")
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
        let expanded: String
        if path == "~" || path.hasPrefix("~/") {
            guard let home else { throw refuse("it starts with ~ and HOME is not set") }
            expanded = home + path.dropFirst()
        } else if path.hasPrefix("~") {
            throw refuse("~name is not expanded; write the folder's full path")
        } else {
            expanded = path
        }
        let absolute = expanded.hasPrefix("/") ? URL(fileURLWithPath: expanded) : base.appendingPathComponent(expanded)
        let resolved = FileSystemPath.resolved(absolute)
        url = resolved

        if resolved.path == "/" { throw refuse("it is the root folder") }
        var guarded = protected
        if let home { guarded.append(Protected(URL(fileURLWithPath: home), "your home folder")) }
        if let account = FileSystemPath.accountHome() { guarded.append(Protected(account, "your home folder")) }
        for item in guarded {
            let target = FileSystemPath.resolved(item.url)
            if target.path == resolved.path {
                throw refuse("it is \(item.role)")
            }
            if FileSystemPath.isAncestor(resolved, of: target) {
                throw refuse("it contains \(item.role) (\(Escaped.quoted(target.path)))")
            }
        }
        try Self.checkContents(of: resolved, refuse: refuse)
    }

    /// Whether a folder exists at the output path now.
    package var exists: Bool { FileSystemPath.isDirectory(url) }

    /// Throws unless the folder is absent or holds only what a build may replace.
    package func checkStillReplaceable() throws(OutputError) {
        try Self.checkContents(of: url) { why in
            OutputError(path: url.path, message: "refused as output folder: \(why); the new site was not moved into place")
        }
    }

    private static func checkContents(of url: URL, refuse: (String) -> OutputError) throws(OutputError) {
        var status = stat()
        guard lstat(url.path, &status) == 0 else { return }  // absent: created by the build
        guard status.st_mode & S_IFMT == S_IFDIR else { throw refuse("it is a file, not a folder") }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: url.path)
        } catch {
            throw refuse("its contents cannot be listed (\(error.localizedDescription))")
        }
        if names.contains(markerName) { return }
        let foreign = names.filter { !carriedOver.contains($0) }.sorted()
        guard foreign.isEmpty else {
            let listed = foreign.prefix(5).map(Escaped.quoted).joined(separator: ", ")
            let more = foreign.count > 5 ? " and \(foreign.count - 5) more" : ""
            throw refuse("it holds files StyleGallery did not write (\(listed)\(more)). Choose a new or empty folder; "
                         + "a folder a build wrote has a \(markerName) marker file")
        }
    }
}

/// Path arithmetic on the real file system: symbolic links, ancestors, the account's home.
enum FileSystemPath {
    /// `url` made absolute and lexically normalised, with every symbolic link of its longest existing
    /// prefix resolved (the rest, not yet created, appended as written).
    static func resolved(_ url: URL) -> URL {
        var components = url.standardizedFileURL.pathComponents
        var missing: [String] = []
        while !components.isEmpty {
            let candidate = NSString.path(withComponents: components)
            if let real = realpath(candidate, nil) {
                defer { free(real) }
                var result = URL(fileURLWithPath: String(cString: real))
                for name in missing.reversed() { result.appendPathComponent(name) }
                return result.standardizedFileURL
            }
            missing.append(components.removeLast())
        }
        return url.standardizedFileURL
    }

    /// Whether `ancestor` is a strict ancestor folder of `path` (both resolved).
    static func isAncestor(_ ancestor: URL, of path: URL) -> Bool {
        let a = ancestor.pathComponents, p = path.pathComponents
        return a.count < p.count && Array(p.prefix(a.count)) == a
    }

    static func isDirectory(_ url: URL) -> Bool {
        var status = stat()
        return lstat(url.path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// The account's home folder from the password database (whatever `$HOME` says).
    static func accountHome() -> URL? {
        guard let entry = getpwuid(getuid()), let dir = entry.pointee.pw_dir else { return nil }
        let path = String(cString: dir)
        return path.isEmpty ? nil : URL(fileURLWithPath: path)
    }
}
