import Foundation

/// What identifies the running executable in a build's keys: the linker's build ID (the `NT_GNU_BUILD_ID`
/// note of an ELF file, a hash of the linked output, read from the program headers without reading the
/// file), or, for an executable without one, the SHA-256 of its bytes. Hashing a 25 MB gallery executable
/// was a tenth of a small cold build; its build ID is found in a few hundred bytes.
enum ExecutableIdentity {
    /// `build-id <hex>` or the content digest of the file at `path`.
    static func of(_ path: String, digests: inout FileDigests) -> String {
        if let id = buildID(ofFile: path) { return "build-id " + id }
        return digests.digest(ofFile: path)
    }

    /// The hex build ID of the ELF file at `path`, nil when it is not an ELF file or has none.
    static func buildID(ofFile path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        return buildID { offset, count in
            guard (try? handle.seek(toOffset: UInt64(offset))) != nil, let data = try? handle.read(upToCount: count) else { return nil }
            return [UInt8](data)
        }
    }

    /// The build ID of an ELF image whose bytes `read(offset, count)` gives (fewer bytes than asked, or nil,
    /// where the image ends): the ELF header (64-bit, either byte order), its program headers, and of
    /// them the `PT_NOTE` segments, whose notes are searched for owner `GNU`, type 3.
    static func buildID(read: (Int, Int) -> [UInt8]?) -> String? {
        guard let header = read(0, 64), header.count == 64, header[0..<4].elementsEqual([0x7F, 0x45, 0x4C, 0x46]),
              header[4] == 2, header[5] == 1 || header[5] == 2 else { return nil }  // ELFCLASS64; little or big endian
        let little = header[5] == 1
        func integer(_ bytes: [UInt8], _ offset: Int, _ size: Int) -> Int? {
            guard offset >= 0, offset + size <= bytes.count else { return nil }
            var value: UInt64 = 0
            for i in 0..<size {
                let byte = UInt64(bytes[offset + (little ? size - 1 - i : i)])
                value = value << 8 | byte
            }
            return value > UInt64(Int.max) ? nil : Int(value)
        }
        guard let programHeaders = integer(header, 32, 8), let entrySize = integer(header, 54, 2), let count = integer(header, 56, 2),
              entrySize >= 56, count > 0, count < 4096, let table = read(programHeaders, entrySize * count),
              table.count == entrySize * count else { return nil }
        for entry in 0..<count {
            let base = entry * entrySize
            guard integer(table, base, 4) == 4,  // PT_NOTE
                  let offset = integer(table, base + 8, 8), let size = integer(table, base + 32, 8), size > 0, size < 1 << 20,
                  let notes = read(offset, size), notes.count == size else { continue }
            var position = 0
            while position + 12 <= notes.count {
                guard let nameSize = integer(notes, position, 4), let descriptionSize = integer(notes, position + 4, 4),
                      let type = integer(notes, position + 8, 4) else { break }
                let name = position + 12
                let description = name + (nameSize + 3) / 4 * 4
                let next = description + (descriptionSize + 3) / 4 * 4
                guard next <= notes.count else { break }
                if type == 3, nameSize == 4, notes[name..<(name + 4)].elementsEqual(Array("GNU\0".utf8)), descriptionSize > 0 {
                    return notes[description..<(description + descriptionSize)].map { String(format: "%02x", $0) }.joined()
                }
                position = next
            }
        }
        return nil
    }
}
