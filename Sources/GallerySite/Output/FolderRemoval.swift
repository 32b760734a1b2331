import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Removes what a folder holds on many threads: its folders are found first (one `readdir` pass each, keeping
/// only folder paths), then each folder's files are unlinked by whichever thread takes it, then the folders go,
/// deepest first. A replaced site has as many files as the new one, so unlinking them is a share of every
/// rebuild, however little changed (docs/incremental-builds.md#taking-over-a-group). Only one folder's names
/// are held at a time per thread, so memory does not grow with the number of files.
///
/// Unlinking a file's last name frees it, and on a file system mounted with `discard` (these machines) the
/// thread waits for the device to be told: ``threads`` threads, more than there are cores, keep it busy
/// (20,000 files of 3 KB on 2 cores: 0.95 s on 2 threads, 0.43 s on 8, 0.37 s on 16).
enum FolderRemoval {
    static let threads = 16

    /// Removes everything below `folder` but the top-level entry named `kept`; `folder` itself stays. What cannot
    /// be removed (permissions) is left where it is.
    static func removeContents(of folder: String, keeping kept: String? = nil) {
        // Breadth first: a folder comes before the folders inside it.
        var folders = [folder]
        var next = 0
        while next < folders.count {
            let current = folders[next]
            next += 1
            DirectoryEntries.forEach(in: current) { name, isFolder in
                if isFolder, !(current == folder && name == kept) { folders.append(current + "/" + name) }
                return true
            }
        }
        let listed = folders
        WaitingWork.perform(iterations: listed.count, threads: threads) { index in
            let current = listed[index]
            var files: [String] = []
            DirectoryEntries.forEach(in: current) { name, isFolder in
                if !isFolder, !(index == 0 && name == kept) { files.append(name) }
                return true
            }
            // Names are read before any is removed: entries removed while a folder is read may hide others.
            guard let dir = opendir(current) else { return }
            defer { closedir(dir) }
            let descriptor = dirfd(dir)
            for name in files { unlinkat(descriptor, name, 0) }
        }
        for path in listed.dropFirst().reversed() { rmdir(path) }
    }
}
