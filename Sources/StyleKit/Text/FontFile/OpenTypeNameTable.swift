/// The names of one face, read from its OpenType `name` table (docs/asset-catalogs.md, §8.2).
package struct OpenTypeNames: Sendable, Hashable {
    /// Name ID 1, the family within a four-style group ("Inter").
    package var family: String?
    /// Name ID 2 ("Bold", "Regular").
    package var subfamily: String?
    /// Name ID 4 ("Inter Bold").
    package var fullName: String?
    /// Name ID 6 ("Inter-Bold"), what `UIFont(name:)` and `Font.custom` look up first.
    package var postScriptName: String?
    /// Name ID 16, the family beyond four styles ("Inter" for "Inter Light", whose ID 1 may be "Inter Light").
    package var typographicFamily: String?
    /// Name ID 17 ("Light").
    package var typographicSubfamily: String?

    /// Parses a whole `name` table; `tableOffset` (its place in the file) makes error offsets file offsets.
    /// Records whose strings lie outside the table are skipped; a table with no usable family or PostScript
    /// name is an error.
    static func parse(_ table: [UInt8], tableOffset: Int) throws(FontParseError) -> OpenTypeNames {
        let read = BigEndian(bytes: table)
        guard table.count >= 6 else {
            throw FontParseError(offset: tableOffset, "the name table is \(table.count) bytes, too short for its header")
        }
        let count = read.u16(2)
        let storage = read.u16(4)
        guard 6 + 12 * count <= table.count else {
            throw FontParseError(
                offset: tableOffset + 2, "the name table lists \(count) records, more than its \(table.count) bytes hold")
        }
        var best: [Int: (rank: Int, text: String)] = [:]
        for index in 0..<count {
            let record = 6 + 12 * index
            let platform = read.u16(record)
            let encoding = read.u16(record + 2)
            let language = read.u16(record + 4)
            let nameID = read.u16(record + 6)
            guard [1, 2, 4, 6, 16, 17].contains(nameID),
                  let rank = rank(platform: platform, encoding: encoding, language: language)
            else { continue }
            let length = read.u16(record + 8)
            let start = storage + read.u16(record + 10)
            guard start + length <= table.count else { continue }
            let raw = table[start..<start + length]
            let text = platform == 1 ? MacRoman.decode(raw) : utf16BigEndian(raw)
            // Some fonts pad names with NUL characters.
            var scalars = Substring(text).unicodeScalars
            while scalars.last == "\0" { scalars.removeLast() }
            while scalars.first == "\0" { scalars.removeFirst() }
            let trimmed = String(scalars)
            guard !trimmed.isEmpty else { continue }
            if let existing = best[nameID], existing.rank <= rank { continue }
            best[nameID] = (rank, trimmed)
        }
        let names = OpenTypeNames(
            family: best[1]?.text, subfamily: best[2]?.text, fullName: best[4]?.text, postScriptName: best[6]?.text,
            typographicFamily: best[16]?.text, typographicSubfamily: best[17]?.text)
        guard names.family != nil || names.typographicFamily != nil || names.postScriptName != nil else {
            throw FontParseError(offset: tableOffset, "the name table has no family or PostScript name that can be read")
        }
        return names
    }

    /// Lower is better: Windows Unicode US English, other English, Unicode platform, other Windows languages,
    /// Macintosh Roman English, other Macintosh Roman, Windows Symbol. `nil` for encodings not read.
    private static func rank(platform: Int, encoding: Int, language: Int) -> Int? {
        switch (platform, encoding) {
        case (3, 1), (3, 10):
            if language == 0x0409 { return 0 }
            return language & 0x3FF == 0x09 ? 1 : 3
        case (0, _): return 2
        case (1, 0): return language == 0 ? 4 : 5
        case (3, 0): return 6
        default: return nil
        }
    }

    /// UTF-16BE; an odd last byte is dropped and unpaired surrogates become U+FFFD.
    private static func utf16BigEndian(_ bytes: ArraySlice<UInt8>) -> String {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            units.append(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
            index += 2
        }
        return String(decoding: units, as: UTF16.self)
    }
}
