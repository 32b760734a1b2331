import Foundation
import Testing
@testable import GallerySite

/// `FileReader` gives a file's bytes as they are on disk, and nil for what is not a readable file.
@Suite struct FileReaderTests {
    @Test func readsFilesOfEverySizeByteForByte() throws {
        let folder = try temporaryDirectory("file-reader")
        defer { try? FileManager.default.removeItem(at: folder) }
        for size in [0, 1, 4095, 4096, 4097, 65_537, 1_048_583] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 11) }
            let path = folder.appendingPathComponent("f\(size)").path
            #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
            let read = FileReader.bytes(atPath: path)
            #expect(read == bytes, "\(size) bytes")
            // Read into one buffer of about the file's size (growing a full one would double it: 28 MB for the
            // 14 MB index of a 100,000-variant site).
            #expect((read?.capacity ?? 0) <= size + size / 16 + 64, "\(size) bytes read into \(read?.capacity ?? 0)")
        }
    }

    @Test func missingFilesAndFoldersGiveNil() throws {
        let folder = try temporaryDirectory("file-reader-nil")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(FileReader.bytes(atPath: folder.appendingPathComponent("missing").path) == nil)
        #expect(FileReader.bytes(atPath: folder.path) == nil)
    }
}
