import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A finished build whose files a new build may take over unchanged: the previous site in the output
/// folder, or the shard folders `gallery merge` joins.
struct ReuseSource: Sendable {
    let root: URL
    let index: BuildIndex

    /// Whether every file the index lists is still there with the stamp it had when it was written.
    func isIntact(_ files: [BuildIndex.File]) -> Bool {
        files.allSatisfy { FileStamp.of(root.appendingPathComponent($0.path).path) == $0.stamp }
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
        guard isIntact(index.siteFiles), index.order.allSatisfy({ isIntact(index.groups[$0]!.files) }),
              let walker = FileManager.default.enumerator(atPath: root.path) else { return false }
        var seen = 0
        while let path = walker.nextObject() as? String {
            if !path.contains("/"), path.hasPrefix("."), path != BuildIndex.folder {
                walker.skipDescendants()
                continue
            }
            guard walker.fileAttributes?[.type] as? FileAttributeType != .typeDirectory else { continue }
            guard expected.contains(path) else { return false }
            seen += 1
        }
        return seen == expected.count
    }

    /// Hard-links the group's files into `staging` (same relative paths), all or none: true when every
    /// file is there with its recorded stamp and was linked. A file changed since it was written (by hand,
    /// by another tool) fails its stamp check and the group is rendered again.
    func link(_ group: BuildIndex.Group, into staging: URL) -> Bool {
        var linked: [String] = []
        for file in group.files {
            let from = root.appendingPathComponent(file.path).path
            let to = staging.appendingPathComponent(file.path).path
            guard FileStamp.of(from) == file.stamp, Glibc.link(from, to) == 0 else {
                for path in linked { unlink(path) }
                return false
            }
            linked.append(to)
        }
        return true
    }

    /// The first source holding a group with `key`.
    static func group(_ key: String, in sources: [ReuseSource]) -> (ReuseSource, BuildIndex.Group)? {
        for source in sources {
            if let group = source.index.groups[key] { return (source, group) }
        }
        return nil
    }
}
