/// Builds small font files in memory, by the OpenType layout (docs/asset-catalogs.md, §8): a table directory
/// with one `name` table, or a collection of such faces.
enum FontBuilder {
    struct Record {
        var platform: Int
        var encoding: Int
        var language: Int
        var nameID: Int
        var bytes: [UInt8]

        /// A Windows Unicode (platform 3, encoding 1) record in UTF-16BE.
        static func windows(_ nameID: Int, _ text: String, language: Int = 0x0409) -> Record {
            Record(platform: 3, encoding: 1, language: language, nameID: nameID,
                   bytes: text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        }

        /// A Macintosh Roman (platform 1, encoding 0) record.
        static func mac(_ nameID: Int, _ bytes: [UInt8], language: Int = 0) -> Record {
            Record(platform: 1, encoding: 0, language: language, nameID: nameID, bytes: bytes)
        }
    }

    static func u16(_ v: Int) -> [UInt8] { [UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
    static func u32(_ v: Int) -> [UInt8] { u16(v >> 16) + u16(v & 0xFFFF) }
    static func tag(_ s: String) -> [UInt8] { Array(s.utf8) }

    /// A `name` table holding `records`.
    static func nameTable(_ records: [Record]) -> [UInt8] {
        var header = u16(0) + u16(records.count) + u16(6 + 12 * records.count)
        var storage: [UInt8] = []
        for r in records {
            header += u16(r.platform) + u16(r.encoding) + u16(r.language) + u16(r.nameID) + u16(r.bytes.count) + u16(storage.count)
            storage += r.bytes
        }
        return header + storage
    }

    /// One face whose table directory starts at file offset `base`, its name table right after it.
    static func face(_ records: [Record], base: Int = 0, version: [UInt8] = u32(0x0001_0000)) -> [UInt8] {
        let table = nameTable(records)
        let directory = version + u16(1) + u16(16) + u16(0) + u16(0)
        let record = tag("name") + u32(0) + u32(base + 28) + u32(table.count)
        return directory + record + table
    }

    /// A `.ttc` with the faces in order.
    static func collection(_ faces: [[Record]]) -> [UInt8] {
        let headerSize = 12 + 4 * faces.count
        var offsets: [Int] = []
        var body: [UInt8] = []
        for records in faces {
            offsets.append(headerSize + body.count)
            body += face(records, base: headerSize + body.count)
        }
        return tag("ttcf") + u16(1) + u16(0) + u32(faces.count) + offsets.flatMap(u32) + body
    }

    /// Family, style, full and PostScript names for a face called `family` `style`.
    static func names(_ family: String, _ style: String) -> [Record] {
        [.windows(1, family), .windows(2, style), .windows(4, "\(family) \(style)"),
         .windows(6, family.replacingOccurrences(of: " ", with: "") + "-" + style.replacingOccurrences(of: " ", with: ""))]
    }
}
