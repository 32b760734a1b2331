import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Removes what a folder holds on all cores: its folders are listed first (one `readdir` pass each), then each
/// folder's files are unlinked by whichever thread takes it, then the folders go, deepest first. A replaced site
/// has as many files as the new one, so unlinking them is a share of every rebuild, however little changed
/// (docs/incremental-builds.md#taking-over-a-group).
enum FolderRemoval {
    /// Removes everything below `folder` but the top-level entry named `kept`; `folder` itself stays. What cannot
    /// be removed (permissions) is left where it is.
    static func removeContents(of folder: String, keeping kept: String? = nil) {
        var folders: [String] = []
        var files: [[String]] = []
        var pending = [folder]
        while let current = pending.popLast() {
            guard let dir = opendir(current) else { continue }
            var names: [String] = []
            while let entry = readdir(dir) {
                let name = withUnsafePointer(to: entry.pointee.d_name) { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
                if name == "." || name == ".." || (current == folder && name == kept) { continue }
                let path = current + "/" + name
                var type = entry.pointee.d_type
                if type == UInt8(DT_UNKNOWN) {
                    var status = stat()
                    guard lstat(path, &status) == 0 else { continue }
                    type = status.st_mode & S_IFMT == S_IFDIR ? UInt8(DT_DIR) : UInt8(DT_REG)
                }
                if type == UInt8(DT_DIR) { pending.append(path) } else { names.append(path) }
            }
            closedir(dir)
            if current != folder { folders.append(current) }
            files.append(names)
        }
        let listed = files
        DispatchQueue.concurrentPerform(iterations: listed.count) { index in
            for path in listed[index] { unlink(path) }
        }
        // A folder is listed before the folders inside it.
        for path in folders.reversed() { rmdir(path) }
    }
}
