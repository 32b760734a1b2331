import Foundation
import StyleKit

/// Font bytes read from a file on demand.
final class FontFileData: FontData {
    private let handle: FileHandle
    let count: Int

    init(path: String) throws {
        handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        count = Int(try handle.seekToEnd())
    }

    deinit { try? handle.close() }

    func bytes(at offset: Int, count: Int, for purpose: String) throws(FontParseError) -> [UInt8] {
        try check(offset, count, for: purpose)
        do {
            try handle.seek(toOffset: UInt64(offset))
            let data = try handle.read(upToCount: count) ?? Data()
            guard data.count == count else {
                throw FontParseError(offset: offset + data.count, "the file ended while reading \(purpose)")
            }
            return [UInt8](data)
        } catch let error as FontParseError {
            throw error
        } catch {
            throw FontParseError(offset: offset, "cannot read \(purpose) (\(FileSystemError.reason(error)))")
        }
    }
}
