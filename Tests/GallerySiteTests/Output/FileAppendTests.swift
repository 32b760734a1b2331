import Foundation
import Testing
@testable import GallerySite
#if canImport(Glibc)
import Glibc
#endif

/// `FileWriter.append(contentsOf:toDescriptor:path:)` (the manifest's parts joined into `manifest.json`) copies a
/// whole file after what the target already holds, by the kernel where it can and by reading where it cannot.
@Suite struct FileAppendTests {
    static func pattern(_ size: Int, seed: Int) -> [UInt8] {
        (0..<size).map { UInt8(truncatingIfNeeded: (($0 + seed) &* 2_654_435_761) >> 13) }
    }

    /// A new file `joined` in `folder`, open for writing.
    static func openTarget(in folder: URL) throws -> (path: String, fd: Int32) {
        let target = folder.appendingPathComponent("joined").path
        return (target, try FileWriter.create(target))
    }

    @Test func filesOfEverySizeFollowWhatIsThere() throws {
        let folder = try temporaryDirectory("file-append")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (target, fd) = try Self.openTarget(in: folder)
        var expected = Array("head,".utf8)
        try FileWriter.write(expected, toDescriptor: fd, path: target)
        for (index, size) in [0, 1, 4095, 65_537, 3_000_001].enumerated() {
            let part = folder.appendingPathComponent("part\(index)").path
            let bytes = Self.pattern(size, seed: index)
            try FileWriter.write(bytes, to: part)
            try FileWriter.append(contentsOf: part, toDescriptor: fd, path: target)
            try FileWriter.write(Array(",".utf8), toDescriptor: fd, path: target)
            expected += bytes + Array(",".utf8)
        }
        close(fd)
        let joined = FileReader.bytes(atPath: target) ?? []
        let same = joined == expected  // compared outside #expect: a failure would print megabytes
        #expect(same, "\(joined.count) bytes joined, \(expected.count) expected")
    }

    /// A pipe is no file to copy into (`copy_file_range` refuses it): the bytes are read and written instead.
    @Test func targetsTheKernelCannotCopyIntoGetTheBytesReadAndWritten() throws {
        let folder = try temporaryDirectory("file-append-pipe")
        defer { try? FileManager.default.removeItem(at: folder) }
        let part = folder.appendingPathComponent("part").path
        let bytes = Self.pattern(40_000, seed: 7)  // within a pipe's buffer: nothing needs to read while it is written
        try FileWriter.write(bytes, to: part)
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        try FileWriter.append(contentsOf: part, toDescriptor: ends[1], path: "pipe")
        close(ends[1])
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 8192)
        while true {
            let count = read(ends[0], &buffer, buffer.count)
            if count <= 0 { break }
            received += buffer[0..<count]
        }
        close(ends[0])
        let same = received == bytes
        #expect(same, "\(received.count) bytes received, \(bytes.count) sent")
    }

    @Test func aMissingSourceIsAnErrorNamingIt() throws {
        let folder = try temporaryDirectory("file-append-missing")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (target, fd) = try Self.openTarget(in: folder)
        defer { close(fd) }
        let missing = folder.appendingPathComponent("missing.part").path
        let error = #expect(throws: OutputError.self) { try FileWriter.append(contentsOf: missing, toDescriptor: fd, path: target) }
        #expect(error?.path == target)
        #expect(error?.message.contains(missing) == true)
        #expect(error?.message.contains("No such file") == true)
    }
}
