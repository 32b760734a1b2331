import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A finished build whose files a new build may take over unchanged: the previous site in the output
/// folder, or the shard folders `gallery merge` joins.
struct ReuseSource: Sendable {
    let root: URL
    let index: BuildIndex
    private let rootPath: String

    init(root: URL, index: BuildIndex) {
        self.root = root
        self.index = index
        rootPath = root.path
    }

    /// Whether every file the index lists is still there with the bytes it had when it was written (its size
    /// and time, ``FileStamp/holdsTheBytes(of:)``).
    func isIntact(_ files: [BuildIndex.File]) -> Bool {
        files.allSatisfy { FileStamp.file(at: rootPath + "/" + $0.path, holdsTheBytesOf: $0.stamp) }
    }

    /// Whether the whole site is as the index says: its own files and every group's carry their stamps,
    /// and there is no other file (one added by hand would survive a build that writes nothing, though a
    /// build replaces the folder as a whole). Hidden files at the top (the marker, `.nojekyll`, …) are the
    /// host's and carried over by every build.
    var isIntact: Bool {
        var expected = Set(index.siteFiles.map(\.path))
        for key in index.order {
            guard let group = index.groups[key] else { return false }
            expected.formUnion(group.files.map(\.path))
        }
        expected.insert(BuildIndex.folder + "/" + BuildIndex.fileName)
        guard isIntact(index.siteFiles), index.order.allSatisfy({ isIntact(index.groups[$0]!.files) }) else { return false }
        var seen = 0
        var foreign = false
        Self.walk(rootPath, relative: "") { path in
            if expected.contains(path) { seen += 1 } else { foreign = true }
            return !foreign
        }
        return !foreign && seen == expected.count
    }

    /// Calls `visit` with the path (relative to `root`) of every file below `root` but the hidden entries
    /// at the top other than the build folder; stops when `visit` returns false (``DirectoryEntries``).
    @discardableResult
    private static func walk(_ root: String, relative: String, _ visit: (String) -> Bool) -> Bool {
        DirectoryEntries.forEach(in: relative.isEmpty ? root : root + "/" + relative) { name, isFolder in
            if relative.isEmpty, name.hasPrefix("."), name != BuildIndex.folder { return true }
            let path = relative.isEmpty ? name : relative + "/" + name
            return isFolder ? walk(root, relative: path, visit) : visit(path)
        }
    }

    /// Hard-links the group's files into `staging` (same relative paths), all or none: true when every
    /// file is there with the bytes it was written with (``FileStamp/holdsTheBytes(of:)``) and was linked. A
    /// file changed since it was written (by hand, by another tool) fails the check and the group is rendered
    /// again.
    func link(_ group: BuildIndex.Group, into staging: URL) -> Bool {
        var linked: [String] = []
        let stagingPath = staging.path
        for file in group.files {
            let from = rootPath + "/" + file.path
            let to = stagingPath + "/" + file.path
            guard FileStamp.file(at: from, holdsTheBytesOf: file.stamp), Glibc.link(from, to) == 0 else {
                for path in linked { unlink(path) }
                return false
            }
            linked.append(to)
        }
        return true
    }

    /// Hard-links those of the group's files that `keep` accepts into `staging`, all or none (see
    /// ``link(_:into:)``).
    func link(_ group: BuildIndex.Group, into staging: URL, only keep: (String) -> Bool) -> Bool {
        var some = group
        some.files = group.files.filter { keep($0.path) }
        return link(some, into: staging)
    }

    /// The groups of `sources` by render key (the first source's for a key two hold), those that kept the
    /// records their page is made of (``GroupRecords``): their SVG files are what a build with that render
    /// key would write.
    static func groupsByRenderKey(_ sources: [ReuseSource]) -> [String: (ReuseSource, BuildIndex.Group)] {
        var result: [String: (ReuseSource, BuildIndex.Group)] = [:]
        for source in sources {
            for group in source.index.groups.values where !group.renderKey.isEmpty && result[group.renderKey] == nil
                && group.files.contains(where: { $0.path == GroupRecords.path(renderKey: group.renderKey) }) {
                result[group.renderKey] = (source, group)
            }
        }
        return result
    }

    /// The first source holding a group with `key`.
    static func group(_ key: String, in sources: [ReuseSource]) -> (ReuseSource, BuildIndex.Group)? {
        for source in sources {
            if let group = source.index.groups[key] { return (source, group) }
        }
        return nil
    }
}
