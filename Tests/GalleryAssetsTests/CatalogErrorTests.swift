import Foundation
import Testing
@testable import GalleryAssets

/// The issues of a catalog whose only set is `c.colorset` with `bytes` as Contents.json, with the catalog
/// folder written as `A.xcassets`.
private func issues(_ bytes: [UInt8], limits: AssetCatalogLimits = .standard) throws -> [String] {
    let folder = try TemporaryFolder()
    try folder.write("A.xcassets/c.colorset/Contents.json", bytes: bytes)
    let catalog = try AssetCatalog.read(at: folder.path + "/A.xcassets", limits: limits)
    return catalog.issues.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }
}

private func issues(_ text: String) throws -> [String] { try issues(Array(text.utf8)) }

@Suite("Catalog errors: located, bounded, never a crash")
struct CatalogErrorTests {
    @Test("a JSON syntax error names file, line and column")
    func syntax() throws {
        let text = """
            {
              "colors" : [
                {
                  "idiom" : "universal"
                }
              ]
              "info" : {}
            }
            """
        #expect(try issues(text) == ["A.xcassets/c.colorset/Contents.json:7:3: error: expected ',' or '}' after object member"])
        #expect(try issues("{\"colors\":[],}") == [
            "A.xcassets/c.colorset/Contents.json:1:13: error: trailing comma is not allowed in object",
        ])
    }

    @Test("a wrong type names file, line, column and JSON path")
    func types() throws {
        #expect(try issues(#"{"colors": {}}"#) == [
            "A.xcassets/c.colorset/Contents.json:1:12: error: $.colors: expected array, found object",
        ])
        #expect(try issues("[]") == ["A.xcassets/c.colorset/Contents.json:1:1: error: $: expected object, found array"])
        #expect(try issues(#"{"info":{}}"#) == [
            "A.xcassets/c.colorset/Contents.json:1:1: error: $: missing required member \"colors\"",
        ])
        #expect(try issues(#"{"colors":[]}"#) == [
            "A.xcassets/c.colorset/Contents.json:1:1: error: $: the color set has no color in any slot",
        ])
        let text = """
            {"colors":[
              {"idiom":"iphon","color":{"color-space":"srgb","components":{"red":"0","green":"0","blue":"0"}}},
              {"idiom":"universal","color":{"components":{"red":"0","green":"0","blue":"0"}}},
              {"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.5","green":"0.5","blue":"0.5"}}}
            ]}
            """
        let found = try issues(text)
        #expect(found == [
            "A.xcassets/c.colorset/Contents.json:2:12: error: $.colors[0].idiom: expected one of \"universal\","
                + " \"iphone\", \"ipad\", \"mac\", \"tv\", \"watch\", \"car\", \"vision\", \"ios-marketing\","
                + " \"watch-marketing\", found \"iphon\" (did you mean \"iphone\"?)",
            "A.xcassets/c.colorset/Contents.json:3:32: error: $.colors[1].color: missing required member \"color-space\"",
        ])
    }

    @Test("a color set without Contents.json is an issue, and the rest of the catalog is read")
    func missingContents() throws {
        let folder = try TemporaryFolder()
        try folder.folder("A.xcassets/empty.colorset")
        try folder.write("A.xcassets/ok.colorset/Contents.json", colorSet(slot(rgb("0.5", "0.5", "0.5"))))
        let catalog = try AssetCatalog.read(at: folder.path + "/A.xcassets")
        #expect(catalog.issues.map(\.description) == [
            "\(folder.path)/A.xcassets/empty.colorset: error: missing Contents.json; the colorset is left out",
        ])
        #expect(catalog.colors.names == ["ok"])
        #expect(catalog.errors.count == 1)
    }

    @Test("bytes that are not UTF-8 are reported by offset")
    func notUTF8() throws {
        let prefix = Array(#"{"colors":["#.utf8)
        #expect(try issues(prefix + [0xFF] + Array("]}".utf8)) == [
            "A.xcassets/c.colorset/Contents.json: error: byte 11: not valid UTF-8 (byte 0xFF); Contents.json must be UTF-8 text",
        ])
        // Latin-1 "é" inside a string, a truncated sequence at the end, an overlong "/" and a UTF-16 surrogate.
        #expect(try issues(Array(#"{"a":""#.utf8) + [0xE9, 0x22, 0x7D]).first?.contains("byte 6: not valid UTF-8 (byte 0xE9)") == true)
        #expect(try issues(Array(#"{"a":""#.utf8) + [0xC3]).first?.contains("byte 6: not valid UTF-8 (byte 0xC3)") == true)
        #expect(try issues([0x7B, 0xC0, 0xAF, 0x7D]).first?.contains("byte 1: not valid UTF-8 (byte 0xC0)") == true)
        #expect(try issues([0x7B, 0x22, 0xED, 0xA0, 0x80, 0x22]).first?.contains("byte 2: not valid UTF-8 (byte 0xED)") == true)
        // A byte-order mark and multi-byte text are fine.
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        #expect(try issues(bom + Array(colorSet(slot(rgb("0.5", "0.5", "0.5"))).utf8)) == [])
    }

    @Test("a file that cannot be read is an issue")
    func unreadable() throws {
        let folder = try TemporaryFolder()
        try folder.folder("A.xcassets/c.colorset/Contents.json")
        let catalog = try AssetCatalog.read(at: folder.path + "/A.xcassets")
        #expect(catalog.issues.map(\.description) == ["\(folder.path)/A.xcassets/c.colorset/Contents.json: error: cannot read the file"])
    }

    @Test("Contents.json larger than 1 MiB is refused unread")
    func sizeLimit() throws {
        #expect(AssetCatalogLimits.standard.maximumContentsBytes == 1_048_576)
        let body = Array(colorSet(slot(rgb("0.5", "0.5", "0.5"))).utf8)
        let padded = body + [UInt8](repeating: 0x20, count: 1_048_576 - body.count)
        #expect(try issues(padded) == [])
        #expect(try issues(padded + [0x20]) == [
            "A.xcassets/c.colorset/Contents.json: error: the file is 1048577 bytes, more than the limit of 1048576"
                + " bytes for a Contents.json; it was not read",
        ])
    }

    @Test("a catalog with more entries than the limit is refused")
    func entryLimit() throws {
        #expect(AssetCatalogLimits.standard.maximumEntries == 50_000)
        let folder = try TemporaryFolder()
        for i in 0..<6 { try folder.write("A.xcassets/G\(i)/c\(i).colorset/Contents.json", colorSet(slot(rgb("0", "0", "0")))) }
        var limits = AssetCatalogLimits()
        limits.maximumEntries = 18  // 6 groups + 6 sets + 6 files
        #expect(try AssetCatalog.read(at: folder.path + "/A.xcassets", limits: limits).colors.names.count == 6)
        limits.maximumEntries = 17
        #expect(throws: AssetCatalogError.tooManyEntries(folder.path + "/A.xcassets", limit: 17)) {
            try AssetCatalog.read(at: folder.path + "/A.xcassets", limits: limits)
        }
        #expect(AssetCatalogError.tooManyEntries("A.xcassets", limit: 50_000).description
            == "A.xcassets: error: more than 50000 files and folders; the catalog was not read (is this the right folder?)")
    }

    @Test("deep nesting does not exhaust the stack")
    func deepNesting() throws {
        let folder = try TemporaryFolder()
        // 300 levels of one-letter folders stay below PATH_MAX (4096) with the temporary folder's prefix.
        let deep = Array(repeating: "g", count: 300).joined(separator: "/")
        try folder.write("A.xcassets/\(deep)/c.colorset/Contents.json", colorSet(slot(rgb("0", "0", "0"))))
        let catalog = try AssetCatalog.read(at: folder.path + "/A.xcassets")
        #expect(catalog.colors.names == ["c"])
    }

    @Test("a malformed group Contents.json is reported and the group is still read, without a namespace")
    func badGroupContents() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.xcassets/Brand/Contents.json", #"{"properties":{"provides-namespace":"yes"}}"#)
        try folder.write("A.xcassets/Brand/c.colorset/Contents.json", colorSet(slot(rgb("0", "0", "0"))))
        let catalog = try AssetCatalog.read(at: folder.path + "/A.xcassets")
        #expect(catalog.issues.map(\.description) == [
            "\(folder.path)/A.xcassets/Brand/Contents.json:1:37: error: $.properties[\"provides-namespace\"]:"
                + " expected boolean, found string \"yes\"",
        ])
        #expect(catalog.colors.names == ["c"])
    }
}
