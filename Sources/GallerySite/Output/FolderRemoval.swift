import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Removes what a folder holds on all cores: its folders are found first (one `readdir` pass each, keeping
/// only folder paths), then each folder's files are unlinked by whichever thread takes it, then the folders go,
/// deepest first. A replaced site has as many files as the new one, so unlinking them is a share of every
/// rebuild, however little changed (docs/incremental-builds.md#taking-over-a-group). Only one folder's names
/// are held at a time per thread, so memory does not grow with the number of files.
enum FolderRemoval {
    /// Removes everything below `folder` but the top-level entry named `kept`; `folder` itself stays. What cannot
    /// be removed (permissions) is left where it is.
    static func removeContents(of folder: String, keeping kept: String? = nil) {
        // Breadth first: a folder comes before the folders inside it.
        var folders = [folder]
        var next = 0
        while next < folders.count {
            let current = folders[next]
            next += 1
            forEachEntry(of: current, keeping: current == folder ? kept : nil) { name, isFolder in
                if isFolder { folders.append(current + "/" + name) }
            }
        }
        let listed = folders
        DispatchQueue.concurrentPerform(iterations: listed.count) { index in
            let current = listed[index]
            var files: [String] = []
            forEachEntry(of: current, keeping: index == 0 ? kept : nil) { name, isFolder in
                if !isFolder { files.append(name) }
            }
            // Names are read before any is removed: entries removed while a folder is read may hide others.
            guard let dir = opendir(current) else { return }
            defer { closedir(dir) }
            let descriptor = dirfd(dir)
            for name in files { unlinkat(descriptor, name, 0) }
        }
        for path in listed.dropFirst().reversed() { rmdir(path) }
    }

    /// Calls `visit` with each entry's name and whether it is a folder (a link to a folder is not), but `kept`.
    private static func forEachEntry(of folder: String, keeping kept: String?, _ visit: (String, Bool) -> Void) {
        guard let dir = opendir(folder) else { return }
        defer { closedir(dir) }
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
            if name == "." || name == ".." || name == kept { continue }
            var type = entry.pointee.d_type
            if type == UInt8(DT_UNKNOWN) {
                var status = stat()
                guard lstat(folder + "/" + name, &status) == 0 else { continue }
                type = status.st_mode & S_IFMT == S_IFDIR ? UInt8(DT_DIR) : UInt8(DT_REG)
            }
            visit(name, type == UInt8(DT_DIR))
        }
    }
}
