import Fonts
import Foundation
import Testing
@testable import GallerySite

/// The executable's identity in a build's keys comes from its ELF build ID, read from the program headers.
@Suite struct ExecutableIdentityTests {
    /// A 64-bit ELF image with one `PT_NOTE` segment holding `notes` (owner, type, description).
    private func image(littleEndian: Bool, notes: [(String, Int, [UInt8])]) -> [UInt8] {
        func bytes(_ value: Int, _ size: Int) -> [UInt8] {
            let le = (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
            return littleEndian ? le : le.reversed()
        }
        func padded(_ b: [UInt8]) -> [UInt8] { b + [UInt8](repeating: 0, count: (4 - b.count % 4) % 4) }
        var noteBytes: [UInt8] = []
        for (owner, type, description) in notes {
            let name = Array(owner.utf8) + [0]
            noteBytes += bytes(name.count, 4) + bytes(description.count, 4) + bytes(type, 4) + padded(name) + padded(description)
        }
        var header: [UInt8] = [0x7F, 0x45, 0x4C, 0x46, 2, littleEndian ? 1 : 2, 1] + [UInt8](repeating: 0, count: 9)
        header += bytes(2, 2) + bytes(62, 2) + bytes(1, 4) + bytes(0, 8)  // type, machine, version, entry
        header += bytes(64, 8) + bytes(0, 8) + bytes(0, 4) + bytes(64, 2) + bytes(56, 2) + bytes(2, 2)  // phoff, shoff, flags, ehsize, phentsize, phnum
        header += bytes(0, 2) + bytes(0, 2) + bytes(0, 2)
        let notesOffset = 64 + 2 * 56
        // A PT_LOAD first, then the PT_NOTE.
        let load = bytes(1, 4) + bytes(5, 4) + [UInt8](repeating: 0, count: 48)
        let note = bytes(4, 4) + bytes(4, 4) + bytes(notesOffset, 8) + bytes(0, 8) + bytes(0, 8) + bytes(noteBytes.count, 8)
            + bytes(noteBytes.count, 8) + bytes(4, 8)
        return header + load + note + noteBytes
    }

    private func id(of image: [UInt8]) -> String? {
        ExecutableIdentity.buildID { offset, count in
            guard offset <= image.count else { return nil }
            return Array(image[offset..<min(image.count, offset + count)])
        }
    }

    @Test(arguments: [true, false])
    func findsTheGNUBuildIDNote(littleEndian: Bool) {
        let elf = image(littleEndian: littleEndian, notes: [("GNU", 1, [0, 0, 0, 0, 3, 0, 0, 0]), ("Go", 3, [9, 9, 9]),
                                                            ("GNU", 3, [0xde, 0xad, 0xbe, 0xef, 0x01])])
        #expect(id(of: elf) == "deadbeef01", "the ABI tag and another owner's type-3 note are passed over")
    }

    @Test func anImageWithoutOneHasNone() {
        #expect(id(of: image(littleEndian: true, notes: [("GNU", 1, [0, 0, 0, 0])])) == nil)
        #expect(id(of: Array("#!/bin/sh\necho not an ELF file\n".utf8)) == nil)
        let cut = image(littleEndian: true, notes: [("GNU", 3, [1, 2, 3, 4])])
        #expect(id(of: Array(cut.dropLast(3))) == nil, "a note cut short is not read past the image's end")
        #expect(id(of: Array(cut.prefix(100))) == nil, "nor a program header table cut short")
    }

    /// The gallery's own executables are linked with a build ID, so a cold build does not hash them.
    @Test func theRunningExecutableHasABuildID() throws {
        let id = try #require(ExecutableIdentity.buildID(ofFile: BuildKeys.executablePath),
                              "\(BuildKeys.executablePath) has no NT_GNU_BUILD_ID note: a build would hash the whole executable")
        #expect(id.count >= 16 && id.allSatisfy(\.isHexDigit))
        var digests = FileDigests()
        #expect(ExecutableIdentity.of(BuildKeys.executablePath, digests: &digests) == "build-id " + id)
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("identity-\(UUID().uuidString).sh")
        try Data("#!/bin/sh\n".utf8).write(to: script)
        defer { try? FileManager.default.removeItem(at: script) }
        #expect(ExecutableIdentity.of(script.path, digests: &digests) == SHA256.hex(Array("#!/bin/sh\n".utf8)), "no build ID: the bytes' digest")
    }
}
