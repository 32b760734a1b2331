import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The entries of one folder, read with `readdir`: each name (not `.` or `..`) and whether it is a folder, from
/// the entry's own type, with an `lstat` only where the file system does not give it (a link to a folder is
/// not a folder). Reading a site's folders so needs no `stat` per file.
enum DirectoryEntries {
    /// Calls `visit` with each entry of `folder` until it returns false; returns false when it did, true when
    /// every entry was visited or the folder cannot be read. An entry that vanishes before its `lstat` is left out.
    @discardableResult
    static func forEach(in folder: String, _ visit: (_ name: String, _ isFolder: Bool) -> Bool) -> Bool {
        guard let dir = opendir(folder) else { return true }
        defer { closedir(dir) }
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
            if name == "." || name == ".." { continue }
            var type = entry.pointee.d_type
            if type == UInt8(DT_UNKNOWN) {
                var status = stat()
                guard lstat(folder + "/" + name, &status) == 0 else { continue }
                type = status.st_mode & S_IFMT == S_IFDIR ? UInt8(DT_DIR) : UInt8(DT_REG)
            }
            guard visit(name, type == UInt8(DT_DIR)) else { return false }
        }
        return true
    }
}
