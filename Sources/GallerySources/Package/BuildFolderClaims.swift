import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which design system a module name belongs to in a shared build folder.
///
/// SwiftPM keeps one copy of a module's objects per build folder, so two design systems with a module of the
/// same name — two checkouts of one design system, or two that both call theirs `DesignSystem` — would each
/// recompile that module for the other on every build: correct, but never incremental. So the first design
/// system to build a module in a shared folder claims its name (a file `stylegallery-claims/<Module>` there,
/// holding the path of its cache folder), and another design system with a module of that name builds in a
/// folder of its own instead, in its cache (StyleGallery's own libraries then compile once more, for it).
/// A claim whose cache folder is gone (the project was deleted or moved) is free again.
enum BuildFolderClaims {
    static let folderName = "stylegallery-claims"

    /// A module name held by another design system.
    struct Conflict: Equatable, Sendable {
        let module: String
        /// The cache folder of the design system that holds it.
        let holder: String
    }

    /// Claims `modules` in `scratch` for the design system whose cache folder is `cache` and gives up the
    /// names it held there before but has no longer; or, when another design system holds one of them, gives
    /// up every name it held there and returns the first such conflict.
    static func claim(_ modules: [String], in scratch: URL, for cache: URL) -> Conflict? {
        let folder = scratch.appendingPathComponent(folderName)
        let owner = cache.standardizedFileURL.path
        let names = Array(Set(modules)).sorted()
        if let conflict = names.lazy.compactMap({ conflict(for: $0, in: folder, owner: owner) }).first {
            release(in: folder, owner: owner, keeping: [])
            return conflict
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            return nil  // a folder that takes no claims is one SwiftPM cannot build in either: its error says why
        }
        for name in names {
            if let conflict = take(name, in: folder, owner: owner) {
                release(in: folder, owner: owner, keeping: [])
                return conflict
            }
        }
        release(in: folder, owner: owner, keeping: Set(names))
        return nil
    }

    /// Removes the claims `owner` holds in `folder` but those in `kept`.
    private static func release(in folder: URL, owner: String, keeping kept: Set<String>) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        where !name.hasPrefix(".") && !kept.contains(name) && holder(of: name, in: folder) == owner {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    /// The design system holding `module`, when that is not `owner` and its cache folder still exists.
    private static func conflict(for module: String, in folder: URL, owner: String) -> Conflict? {
        guard let holder = holder(of: module, in: folder), holder != owner,
              FileManager.default.fileExists(atPath: holder)
        else { return nil }
        return Conflict(module: module, holder: holder)
    }

    private static func holder(of module: String, in folder: URL) -> String? {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(module).path) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// Makes the claim file for `module`: linked into place from a temporary file, so that of two builds claiming
    /// a free name at once exactly one gets it, and a reader never sees a half-written claim. A stale claim
    /// (its cache folder gone) is replaced.
    private static func take(_ module: String, in folder: URL, owner: String) -> Conflict? {
        let claim = folder.appendingPathComponent(module).path
        if holder(of: module, in: folder) == owner { return nil }
        let temporary = folder.appendingPathComponent(".\(module).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString)").path
        guard FileManager.default.createFile(atPath: temporary, contents: Data(owner.utf8)) else { return nil }
        defer { unlink(temporary) }
        if link(temporary, claim) == 0 { return nil }
        if let conflict = conflict(for: module, in: folder, owner: owner) { return conflict }
        // Stale (or ours after all): replace it atomically, then check that no other build replaced it too.
        guard rename(temporary, claim) == 0 else { return nil }
        if let holder = holder(of: module, in: folder), holder != owner { return Conflict(module: module, holder: holder) }
        return nil
    }
}
