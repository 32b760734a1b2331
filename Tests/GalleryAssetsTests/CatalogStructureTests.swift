import Foundation
import StyleKit
import Testing
@testable import GalleryAssets

private let red = colorSet(slot(rgb("1.000", "0", "0")))
private let namespace = #"{"info":{"author":"xcode","version":1},"properties":{"provides-namespace":true}}"#

@Suite("Catalog structure: groups, namespaces, names")
struct CatalogStructureTests {
    @Test("groups with provides-namespace prefix names; other groups do not")
    func namespaces() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.xcassets/Contents.json", #"{"info":{"author":"xcode","version":1}}"#)
        try folder.write("A.xcassets/primary.colorset/Contents.json", red)
        try folder.write("A.xcassets/Brand/Contents.json", namespace)
        try folder.write("A.xcassets/Brand/accent.colorset/Contents.json", red)
        try folder.write("A.xcassets/Brand/Buttons/fill.colorset/Contents.json", red)
        try folder.write("A.xcassets/Brand/Icons/Contents.json", namespace)
        try folder.write("A.xcassets/Brand/Icons/Blue Dark Hover.colorset/Contents.json", red)
        try folder.write("A.xcassets/Plain/Contents.json", #"{"properties":{"provides-namespace":false}}"#)
        try folder.write("A.xcassets/Plain/secondary.colorset/Contents.json", red)
        let catalog = try AssetCatalog.read(at: folder.path + "/A.xcassets")
        #expect(catalog.issues.isEmpty, "\(catalog.issues)")
        #expect(catalog.colors.names == ["Brand/Icons/Blue Dark Hover", "Brand/accent", "Brand/fill", "primary", "secondary"])
        #expect(catalog.colors["Brand/fill"]?.folder == folder.path + "/A.xcassets/Brand/Buttons/fill.colorset")
    }

    @Test("names are case-sensitive: Red and red are two colors; a lookup must match exactly")
    func caseSensitive() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.xcassets/Red.colorset/Contents.json", red)
        try folder.write("A.xcassets/Brand/Contents.json", namespace)
        try folder.write("A.xcassets/Brand/primary.colorset/Contents.json", red)
        try folder.write("A.xcassets/Other/red.colorset/Contents.json", colorSet(slot(rgb("0.5", "0", "0"))))
        let catalog = try AssetCatalog.read(at: folder.path + "/A.xcassets")
        #expect(catalog.issues.isEmpty, "\(catalog.issues)")
        #expect(catalog.colors.names == ["Brand/primary", "Red", "red"])
        #expect(catalog.colors.rgba(named: "red", colorScheme: .light, highContrast: false)?.red == 0.5)
        #expect(catalog.colors.color(named: "RED") == nil)
        #expect(catalog.colors.missingMessage(for: "Brand/primry")
            == "no color named \"Brand/primry\" in the asset catalogs (did you mean \"Brand/primary\"?)")
    }

    @Test("a name used twice — in two groups, by two asset types, or in two catalogs — is an error naming both")
    func duplicates() throws {
        let folder = try TemporaryFolder()
        let a = folder.path + "/A.xcassets"
        try folder.write("A.xcassets/One/red.colorset/Contents.json", red)
        try folder.write("A.xcassets/Two/red.colorset/Contents.json", colorSet(slot(rgb("0.5", "0", "0"))))
        try folder.write("A.xcassets/star.colorset/Contents.json", red)
        try folder.write("A.xcassets/star.imageset/Contents.json", #"{"images":[{"filename":"s.svg","idiom":"universal"}]}"#)
        try folder.write("A.xcassets/star.imageset/s.svg", "<svg/>")
        try folder.write("B.xcassets/red.colorset/Contents.json", red)
        let catalog = try AssetCatalog.read(catalogs: [a, folder.path + "/B.xcassets"])
        #expect(catalog.issues.map(\.description) == [
            "\(a)/star.imageset: error: the asset name \"star\" is also used by \(a)/star.colorset; names must be"
                + " unique across asset types and catalogs, and this one is left out",
            "\(a)/Two/red.colorset: error: the asset name \"red\" is also used by \(a)/One/red.colorset; names must be"
                + " unique across asset types and catalogs, and this one is left out",
            "\(folder.path)/B.xcassets/red.colorset: error: the asset name \"red\" is also used by \(a)/One/red.colorset;"
                + " names must be unique across asset types and catalogs, and this one is left out",
        ])
        // The first one wins.
        #expect(catalog.colors.rgba(named: "red", colorScheme: .light, highContrast: false)?.red == 1)
        #expect(catalog.images.isEmpty)
    }

    @Test("other asset types and stray files are listed as not used in the report")
    func unused() throws {
        let folder = try TemporaryFolder()
        let a = folder.path + "/A.xcassets"
        try folder.write("A.xcassets/AppIcon.appiconset/Contents.json", #"{"images":[]}"#)
        try folder.write("A.xcassets/Data.dataset/Contents.json", #"{"data":[]}"#)
        try folder.write("A.xcassets/Data.dataset/data.bin", bytes: [0, 1, 2])
        try folder.write("A.xcassets/notes.txt", "hello")
        try folder.write("A.xcassets/.DS_Store", bytes: [0])
        try folder.write("A.xcassets/red.colorset/Contents.json", red)
        let catalog = try AssetCatalog.read(at: a)
        #expect(catalog.unused == [
            UnusedAsset(kind: "appiconset", path: a + "/AppIcon.appiconset"),
            UnusedAsset(kind: "dataset", path: a + "/Data.dataset"),
            UnusedAsset(kind: "file", path: a + "/notes.txt"),
        ])
        #expect(catalog.report == [
            "\(a): 1 color, 0 images, 0 symbols",
            "not used (appiconset): \(a)/AppIcon.appiconset",
            "not used (dataset): \(a)/Data.dataset",
            "not used (file): \(a)/notes.txt",
            "0 errors, 0 warnings",
        ])
    }

    @Test("a symbolic link to a folder is not followed (a link to its parent would never end)")
    func symbolicLinks() throws {
        let folder = try TemporaryFolder()
        let a = folder.path + "/A.xcassets"
        try folder.write("A.xcassets/Group/red.colorset/Contents.json", red)
        try FileManager.default.createSymbolicLink(atPath: a + "/Group/loop", withDestinationPath: a)
        let catalog = try AssetCatalog.read(at: a)
        #expect(catalog.colors.names == ["red"])
        #expect(catalog.issues.map(\.description) == ["\(a)/Group/loop: warning: a symbolic link to a folder is not followed"])
    }

    @Test("a catalog path that is not a folder is refused")
    func notAFolder() throws {
        let folder = try TemporaryFolder()
        #expect(throws: AssetCatalogError.notAFolder(folder.path + "/Missing.xcassets")) {
            try AssetCatalog.read(at: folder.path + "/Missing.xcassets")
        }
        try folder.write("File.xcassets", "not a folder")
        let error = #expect(throws: AssetCatalogError.self) { try AssetCatalog.read(at: folder.path + "/File.xcassets") }
        #expect(error?.description
            == "\(folder.path)/File.xcassets: error: no such folder (an asset catalog is a folder named *.xcassets)")
    }
}

@Suite("Catalog given through a symbolic link")
struct CatalogLinkTests {
    @Test("the catalog path itself may be a link to the folder")
    func linkedCatalog() throws {
        let folder = try TemporaryFolder()
        try folder.write("real/A.xcassets/c.colorset/Contents.json", colorSet(slot(rgb("0", "0", "0"))))
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/A.xcassets", withDestinationPath: folder.path + "/real/A.xcassets")
        let catalog = try AssetCatalog.read(at: folder.path + "/A.xcassets")
        #expect(catalog.colors.names == ["c"])
        #expect(catalog.issues.isEmpty)
    }
}
