import Foundation

/// Reads a whole file of at most `limit` bytes: the size is checked before reading, and again after (it can
/// change in between), so that a huge file is never loaded.
enum BoundedFile {
    enum Failure: Error {
        /// The file could not be read; `reason` when the file system gave one.
        case unreadable(reason: String?)
        /// The file is larger than the limit: its size, and whether that was only found once read.
        case tooLarge(bytes: Int, foundAfterReading: Bool)
    }

    static func read(_ path: String, limit: Int) -> Result<[UInt8], Failure> {
        let manager = FileManager.default
        let size: Int
        do {
            size = ((try manager.attributesOfItem(atPath: path))[.size] as? NSNumber)?.intValue ?? 0
        } catch {
            return .failure(.unreadable(reason: FileSystemError.reason(error)))
        }
        guard size <= limit else { return .failure(.tooLarge(bytes: size, foundAfterReading: false)) }
        guard let data = manager.contents(atPath: path) else { return .failure(.unreadable(reason: nil)) }
        guard data.count <= limit else { return .failure(.tooLarge(bytes: data.count, foundAfterReading: true)) }
        return .success([UInt8](data))
    }
}
