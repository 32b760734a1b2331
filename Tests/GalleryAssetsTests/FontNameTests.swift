import GoldenTestSupport
import Foundation
import Testing
@testable import GalleryAssets
@testable import StyleKit

/// Debian's fonts used here: fonts-inter (Inter-*.otf, CFF outlines) and fonts-dejavu-core (DejaVuSans.ttf,
/// TrueType outlines). Expected names were read with fc-scan (fontconfig), an independent reader.
private enum SystemFonts {
    static let interBold = "/usr/share/fonts/opentype/inter/Inter-Bold.otf"
    static let interLight = "/usr/share/fonts/opentype/inter/Inter-Light.otf"
    static let interRegular = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
    static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    /// The bytes of `path`, failing the test loudly when the package that ships it is not installed.
    static func bytes(_ path: String, package: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            Issue.record("\(path) is missing: install the Debian package \(package) (apt-get install \(package))",
                         sourceLocation: sourceLocation)
            throw CocoaError(.fileNoSuchFile)
        }
        return [UInt8](data)
    }
}

private func parse(_ bytes: [UInt8]) throws(FontParseError) -> [OpenTypeNames] {
    try FontFileParser.faces(in: FontBytes(bytes), limits: .standard).map { entry throws(FontParseError) in try entry.result.get() }
}

@Suite("Font files: OpenType name tables")
struct FontNameTests {
    @Test("Inter Bold (CFF .otf, fonts-inter): family, style, full and PostScript names")
    func interBold() throws {
        let names = try parse(SystemFonts.bytes(SystemFonts.interBold, package: "fonts-inter"))
        #expect(names.count == 1)
        #expect(names[0].family == "Inter")
        #expect(names[0].subfamily == "Bold")
        #expect(names[0].fullName == "Inter Bold")
        #expect(names[0].postScriptName == "Inter-Bold")
    }

    @Test("Inter Light: the typographic family (ID 16/17) groups it with Inter")
    func interLight() throws {
        let names = try parse(SystemFonts.bytes(SystemFonts.interLight, package: "fonts-inter"))[0]
        #expect(names.family == "Inter Light" && names.subfamily == "Regular")
        #expect(names.typographicFamily == "Inter" && names.typographicSubfamily == "Light")
        let face = FontFileFace(path: SystemFonts.interLight, faceIndex: 0, names: names)
        #expect(face.family == "Inter" && face.style == "Light")
    }

    @Test("DejaVu Sans (TrueType .ttf, fonts-dejavu-core)")
    func dejaVu() throws {
        let names = try parse(SystemFonts.bytes(SystemFonts.dejaVuSans, package: "fonts-dejavu-core"))[0]
        #expect(names.family == "DejaVu Sans")
        #expect(names.subfamily == "Book")
        #expect(names.postScriptName == "DejaVuSans")
    }

    @Test("Windows US English wins over other languages and over Macintosh Roman; Mac Roman decodes")
    func recordPreference() throws {
        let records: [FontBuilder.Record] = [
            .mac(1, [0x42, 0x72, 0x8A, 0x6E, 0x64]),  // "Bränd" in Mac Roman (0x8A = ä)
            .windows(1, "Marke", language: 0x0407),  // German
            .windows(1, "Brand", language: 0x0809),  // UK English
            .windows(1, "Brand US"),
            .mac(6, Array("Brand-Mac".utf8)),
            .mac(4, [0x42, 0xA5, 0xDB, 0xF0]),  // •, €, Apple logo (ROMAN.TXT)
        ]
        let names = try parse(FontBuilder.face(records))[0]
        #expect(names.family == "Brand US")
        #expect(names.postScriptName == "Brand-Mac")
        #expect(names.fullName == "B\u{2022}\u{20AC}\u{F8FF}")
        let macOnly = try parse(FontBuilder.face([.mac(1, [0x42, 0x72, 0x8A, 0x6E, 0x64])]))[0]
        #expect(macOnly.family == "Bränd")
        let otherEnglish = try parse(FontBuilder.face([.windows(1, "Marke", language: 0x0407), .windows(1, "Brand", language: 0x0809)]))[0]
        #expect(otherEnglish.family == "Brand")
    }

    @Test("Mac Roman: ASCII below 0x80, ROMAN.TXT above, one scalar per byte")
    func macRomanTable() {
        // Spot values from ROMAN.TXT, checked with iconv -f MACINTOSH except 0xF0, the Apple logo, which glibc maps
        // to U+E01E. (Foundation's .macOSRoman decoder cannot serve as the reference: on Linux,
        // swift-corelibs-foundation 6.3.1 maps 0x80 to U+00A0.)
        let spots: [UInt8: UInt32] = [0x41: 0x41, 0x7E: 0x7E, 0x80: 0xC4, 0x8A: 0xE4, 0xA5: 0x2022, 0xCA: 0xA0,
                                      0xDB: 0x20AC, 0xF0: 0xF8FF, 0xFF: 0x2C7]
        for (byte, scalar) in spots {
            #expect(MacRoman.decode([byte]).unicodeScalars.map(\.value) == [scalar], "byte \(byte)")
        }
        let all = MacRoman.decode((0...255).map { UInt8($0) }).unicodeScalars.map(\.value)
        #expect(all.count == 256 && Set(all).count == 256)
    }

    @Test("UTF-16: surrogate pairs decode, NUL padding is trimmed, an odd byte is dropped")
    func utf16() throws {
        var record = FontBuilder.Record.windows(1, "Brand 😀\0\0")
        record.bytes.append(0x41)
        let names = try parse(FontBuilder.face([record, .windows(6, "\0Brand-Regular")]))[0]
        #expect(names.family == "Brand 😀")
        #expect(names.postScriptName == "Brand-Regular")
    }

    @Test("a collection (.ttc) yields every face")
    func collection() throws {
        let file = FontBuilder.collection([FontBuilder.names("Brand Sans", "Regular"), FontBuilder.names("Brand Sans", "Bold")])
        let names = try parse(file)
        #expect(names.map(\.postScriptName) == ["BrandSans-Regular", "BrandSans-Bold"])
        #expect(names.map(\.fullName) == ["Brand Sans Regular", "Brand Sans Bold"])
    }

    @Test("a damaged face of a collection is an error; the other faces are still read")
    func damagedFaceInCollection() throws {
        var file = FontBuilder.collection([FontBuilder.names("A", "Regular"), FontBuilder.names("B", "Regular")])
        // Point face 1 past the end of the file.
        file.replaceSubrange(16..<20, with: FontBuilder.u32(100_000))
        let faces = try FontFileParser.faces(in: FontBytes(file), limits: .standard)
        #expect(try faces[0].result.get().postScriptName == "A-Regular")
        #expect(throws: FontParseError(offset: file.count, "the file is truncated or damaged: face 1's table directory needs bytes"
            + " 100000..<100012, but the file is \(file.count) bytes")) { try faces[1].result.get() }
    }

    @Test("headers that are not fonts, or lie, are errors at the byte concerned")
    func badHeaders() {
        #expect(throws: FontParseError(offset: 0, "the file is 3 bytes, too short for a font header")) { try parse([0, 1, 0]) }
        #expect(throws: FontParseError(offset: 0, "not a TrueType or OpenType font (the file starts with 0x3C3F786D (\"<?xm\"))")) {
            try parse(Array("<?xml version=\"1.0\"?>".utf8))
        }
        #expect(throws: FontParseError(offset: 0, "a WOFF web font; only .ttf, .otf and .ttc files are read")) {
            try parse(FontBuilder.tag("wOFF") + [UInt8](repeating: 0, count: 40))
        }
        #expect(throws: FontParseError(offset: 8, "the font collection claims 16777216 faces, more than the limit of 256")) {
            try parse(FontBuilder.tag("ttcf") + FontBuilder.u32(0x0001_0000) + FontBuilder.u32(0x0100_0000))
        }
        #expect(throws: FontParseError(offset: 8, "the font collection has no faces")) {
            try parse(FontBuilder.tag("ttcf") + FontBuilder.u32(0x0001_0000) + FontBuilder.u32(0))
        }
        // 65535 table records claimed in a 12-byte file.
        #expect(throws: FontParseError(offset: 12, "the file is truncated or damaged: face 0's table records needs bytes"
            + " 12..<1048572, but the file is 12 bytes")) {
            try parse(FontBuilder.u32(0x0001_0000) + FontBuilder.u16(0xFFFF) + [0, 0, 0, 0, 0, 0])
        }
        // No name table.
        #expect(throws: FontParseError(offset: 4, "face 0 has no name table")) {
            try parse(FontBuilder.u32(0x0001_0000) + FontBuilder.u16(0) + [0, 0, 0, 0, 0, 0])
        }
    }

    @Test("name tables that lie are errors; records pointing outside the table are skipped")
    func badNameTables() throws {
        var file = FontBuilder.face(FontBuilder.names("Brand", "Regular"))
        // The name table's length, set past the end of the file.
        var long = file
        long.replaceSubrange(24..<28, with: FontBuilder.u32(0x00FF_FFFF))
        #expect(throws: FontParseError(offset: 24, "the name table claims 16777215 bytes, more than the limit of 4194304")) {
            try parse(long)
        }
        long.replaceSubrange(24..<28, with: FontBuilder.u32(5000))
        #expect(throws: FontParseError(offset: 28, "the file is truncated or damaged: the name table needs bytes 28..<5028,"
            + " but the file is \(file.count) bytes")) { try parse(long) }
        // The record count, set far above what the table holds.
        var many = file
        many.replaceSubrange(30..<32, with: FontBuilder.u16(0xFFFF))
        #expect(throws: FontParseError(offset: 30, "the name table lists 65535 records, more than its \(file.count - 28) bytes hold")) {
            try parse(many)
        }
        // The storage offset, set past the table: every string is outside, so no name is left.
        var storage = file
        storage.replaceSubrange(32..<34, with: FontBuilder.u16(0xFFFF))
        #expect(throws: FontParseError(offset: 28, "the name table has no family or PostScript name that can be read")) {
            try parse(storage)
        }
        // One record's string offset past the table: that record alone is skipped.
        file.replaceSubrange(28 + 6 + 12 * 1 + 10..<28 + 6 + 12 * 1 + 12, with: FontBuilder.u16(0xFFF0))
        let names = try parse(file)[0]
        #expect(names.family == "Brand" && names.subfamily == nil && names.postScriptName == "Brand-Regular")
    }

    @Test("every truncation and thousands of corrupted copies of a real font end in names or an error, never a crash")
    func damagedRealFont() throws {
        let font = try SystemFonts.bytes(SystemFonts.interBold, package: "fonts-inter")
        let header = BigEndianTestRead(font)
        let nameOffset = try #require((0..<header.u16(4)).map { 12 + 16 * $0 }.first { header.tag($0) == "name" }.map { header.u32($0 + 8) })
        // Every cut inside the header, the directory and the name table.
        for length in Array(0..<400) + Array(stride(from: nameOffset, to: nameOffset + 600, by: 1)) {
            let cut = Array(font.prefix(length))
            _ = try? parse(cut)
        }
        var generator = SplitMix64(seed: 2026)
        let hot = Array(0..<300) + Array(nameOffset..<nameOffset + 300)
        for _ in 0..<3000 {
            var copy = font
            for _ in 0..<4 {
                copy[hot.randomElement(using: &generator)!] = UInt8.random(in: 0...255, using: &generator)
            }
            _ = try? parse(copy)
        }
        #expect(try parse(font)[0].postScriptName == "Inter-Bold")
    }
}

/// Big-endian reads for the tests' own look at a real font's table directory.
struct BigEndianTestRead {
    let bytes: [UInt8]
    init(_ bytes: [UInt8]) { self.bytes = bytes }
    func u16(_ o: Int) -> Int { Int(bytes[o]) << 8 | Int(bytes[o + 1]) }
    func u32(_ o: Int) -> Int { u16(o) << 16 | u16(o + 2) }
    func tag(_ o: Int) -> String { String(decoding: bytes[o..<o + 4], as: UTF8.self) }
}
