/// Finds the faces of a TrueType, OpenType or collection file and reads each face's `name` table
/// (docs/asset-catalogs.md, §8.1). Every offset and length in the file is checked before it is used, and the
/// number of faces and the size of a `name` table are bounded by `limits`.
package enum FontFileParser {
    /// The most a file may claim: faces in a collection, bytes of a `name` table.
    package struct Limits: Sendable, Hashable {
        package var maximumFacesPerCollection: Int
        package var maximumNameTableBytes: Int

        package init(maximumFacesPerCollection: Int, maximumNameTableBytes: Int) {
            self.maximumFacesPerCollection = maximumFacesPerCollection
            self.maximumNameTableBytes = maximumNameTableBytes
        }

        /// 256 faces, a 4 MiB `name` table: far above any real font.
        package static let standard = Limits(maximumFacesPerCollection: 256, maximumNameTableBytes: 4 << 20)
    }

    /// Each face's index and names; faces whose own tables are damaged come back as errors, so one bad face
    /// of a collection does not hide the others. A file whose header is damaged throws.
    package static func faces(in data: some FontData, limits: Limits)
        throws(FontParseError) -> [(index: Int, result: Result<OpenTypeNames, FontParseError>)]
    {
        guard data.count >= 12 else {
            throw FontParseError(offset: 0, "the file is \(data.count) bytes, too short for a font header")
        }
        let header = BigEndian(bytes: try data.bytes(at: 0, count: 12, for: "the font header"))
        let tag = header.u32(0)
        if tag == Tag.collection {
            let faceCount = header.u32(8)
            guard faceCount >= 1 else { throw FontParseError(offset: 8, "the font collection has no faces") }
            guard faceCount <= limits.maximumFacesPerCollection else {
                throw FontParseError(
                    offset: 8, "the font collection claims \(faceCount) faces, more than the limit of \(limits.maximumFacesPerCollection)")
            }
            let offsets = BigEndian(bytes: try data.bytes(at: 12, count: 4 * faceCount, for: "the collection's face offsets"))
            return (0..<faceCount).map { index in
                (index, Result { () throws(FontParseError) in try face(at: offsets.u32(4 * index), index: index, in: data, limits: limits) })
            }
        }
        if Tag.sfntVersions.contains(tag) {
            return [(0, Result { () throws(FontParseError) in try face(at: 0, index: 0, in: data, limits: limits) })]
        }
        if tag == Tag.woff || tag == Tag.woff2 {
            throw FontParseError(offset: 0, "a WOFF web font; only .ttf, .otf and .ttc files are read")
        }
        throw FontParseError(offset: 0, "not a TrueType or OpenType font (the file starts with \(Tag.describe(tag)))")
    }

    private static func face(at base: Int, index: Int, in data: some FontData, limits: Limits)
        throws(FontParseError) -> OpenTypeNames
    {
        let header = BigEndian(bytes: try data.bytes(at: base, count: 12, for: "face \(index)'s table directory"))
        let version = header.u32(0)
        guard Tag.sfntVersions.contains(version) else {
            throw FontParseError(offset: base, "face \(index) has no table directory here (found \(Tag.describe(version)))")
        }
        let tableCount = header.u16(4)
        let records = BigEndian(bytes: try data.bytes(at: base + 12, count: 16 * tableCount, for: "face \(index)'s table records"))
        for table in 0..<tableCount where records.u32(16 * table) == Tag.name {
            let recordOffset = base + 12 + 16 * table
            let offset = records.u32(16 * table + 8)
            let length = records.u32(16 * table + 12)
            guard length <= limits.maximumNameTableBytes else {
                throw FontParseError(
                    offset: recordOffset + 12,
                    "the name table claims \(length) bytes, more than the limit of \(limits.maximumNameTableBytes)")
            }
            let bytes = try data.bytes(at: offset, count: length, for: "the name table")
            return try OpenTypeNames.parse(bytes, tableOffset: offset)
        }
        throw FontParseError(offset: base + 4, "face \(index) has no name table")
    }

    /// Four-byte tags as big-endian integers (OpenType "Font file" chapter).
    enum Tag {
        static let collection = value("ttcf")
        static let name = value("name")
        static let woff = value("wOFF")
        static let woff2 = value("wOF2")
        /// TrueType outlines (0x00010000 or Apple's 'true'), CFF outlines ('OTTO'), PostScript Type 1 ('typ1').
        static let sfntVersions: Set<Int> = [0x0001_0000, value("true"), value("OTTO"), value("typ1")]

        static func value(_ tag: StaticString) -> Int {
            tag.withUTF8Buffer { $0.reduce(0) { $0 << 8 | Int($1) } }
        }

        /// `0x774F4646 ("wOFF")`, or only the hex when the bytes are not printable ASCII.
        static func describe(_ tag: Int) -> String {
            var hex = String(tag, radix: 16, uppercase: true)
            hex = String(repeating: "0", count: max(0, 8 - hex.count)) + hex
            let bytes = (0..<4).map { UInt8((tag >> (24 - 8 * $0)) & 0xFF) }
            let printable = bytes.allSatisfy { (0x20...0x7E).contains($0) }
            return "0x\(hex)" + (printable ? " (\"\(String(decoding: bytes, as: UTF8.self))\")" : "")
        }
    }
}
