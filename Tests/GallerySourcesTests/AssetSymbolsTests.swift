import Foundation
import Testing
@testable import GallerySources

/// Xcode's generated asset symbols, as the generated package declares them for a module's asset catalogs
/// (compiled for real by DesignSystemTests, whose example uses `Color(.brandPrimary)`, `.foregroundStyle(.brandPrimary)`
/// and `Image(.logo)`).
@Suite("Generated asset symbols")
struct AssetSymbolsTests {
    /// Asset names and the symbols Xcode generated for them, read from public `GeneratedAssetSymbols.swift` files
    /// (docs/asset-catalogs.md, "Generated asset symbols").
    @Test(arguments: [
        ("BrandPrimary", "Color", "brandPrimary"), ("AccentColor", "Color", "accent"), ("UIAccent", "Color", "uiAccent"),
        ("UIColour", "Color", "uiColour"), ("color_000000", "Color", "color000000"), ("Launch_screen_colour", "Color", "launchScreenColour"),
        ("BeanWelcomeImage", "Image", "beanWelcome"), ("ControllerImage", "Image", "controller"), ("DPad", "Image", "dPad"),
        ("BtnX", "Image", "btnX"), ("golden-logo-1024", "Image", "goldenLogo1024"), ("sticky-note", "Image", "stickyNote"),
        ("cat_image", "Image", "catImage"), ("clipboard.fill", "Image", "clipboardFill"), ("Image 1", "Image", "image1"),
        ("Image", "Image", "image"), ("iTunesArtwork", "Image", "iTunesArtwork"),
    ])
    func xcodesNames(name: String, suffix: String, symbol: String) {
        #expect(AssetSymbols.identifier(for: name, droppingSuffix: suffix) == symbol)
    }

    @Test func namesXcodeLeavesOpenGetAValidIdentifier() {
        #expect(AssetSymbols.identifier(for: "Brand/Primary", droppingSuffix: "Color") == "brandPrimary", "a namespace folder's name")
        #expect(AssetSymbols.identifier(for: "007AFF", droppingSuffix: "Color") == "_007AFF")
        #expect(AssetSymbols.identifier(for: "Default", droppingSuffix: "Color") == "`default`")
        #expect(AssetSymbols.identifier(for: "--", droppingSuffix: "Color") == nil)
        #expect(AssetSymbols.lowerCamel("URL") == "url" && AssetSymbols.lowerCamel("already") == "already")
    }

    @Test func everyKindOfAccessorIsDeclared() throws {
        let source = try #require(AssetSymbols.source(colors: ["BrandPrimary"], images: ["Logo"], declared: .init()))
        for line in [
            #"static let brandPrimary = ColorResource(name: "BrandPrimary", bundle: resourceBundle)"#,
            #"static let logo = ImageResource(name: "Logo", bundle: resourceBundle)"#,
            "extension Color {\n    static var brandPrimary: Color { Color(ColorResource.brandPrimary) }\n}",
            "extension ShapeStyle where Self == Color {\n    static var brandPrimary: Color { Color(ColorResource.brandPrimary) }\n}",
            "extension UIColor {\n    static var brandPrimary: UIColor { UIColor(resource: ColorResource.brandPrimary) }\n}",
            "extension UIImage {\n    static var logo: UIImage { UIImage(resource: ImageResource.logo) }\n}",
        ] {
            #expect(source.contains(line), "\(line)\n--- in ---\n\(source)")
        }
        #expect(AssetSymbols.source(colors: [], images: [], declared: .init()) == nil, "nothing to declare: no file")
    }

    @Test func whatTheTeamDeclaresOrTheSystemHasIsLeftOut() throws {
        var declared = Discovery.ModuleDeclarations()
        declared.extensionStatics = ["Color": ["brandPrimary"], "ShapeStyle": ["brandSecondary"], "ColorResource": ["legacy"]]
        let source = try #require(AssetSymbols.source(colors: ["BrandPrimary", "BrandSecondary", "Legacy", "Red", "RedColor", "Label"],
                                                      images: ["Add", "Hero"], declared: declared))
        // Resources for every name but one the team declares on ColorResource itself, and the second of two that meet.
        #expect(source.contains("static let brandPrimary = ColorResource") && source.contains("static let red = ColorResource(name: \"Red\""))
        #expect(!source.contains("static let legacy") && !source.contains("name: \"RedColor\""))
        // No Color.brandPrimary (the team's own), no ShapeStyle.brandSecondary, no Color.red or UIColor.label (the system's).
        let color = Self.members(of: "extension Color", in: source), shapeStyle = Self.members(of: "extension ShapeStyle where Self == Color", in: source)
        let uiColor = Self.members(of: "extension UIColor", in: source), uiImage = Self.members(of: "extension UIImage", in: source)
        #expect(color == ["brandSecondary", "label"], "\(source)")
        #expect(shapeStyle == ["brandPrimary", "label"], "\(source)")
        #expect(uiColor == ["brandPrimary", "brandSecondary"], "\(source)")
        #expect(uiImage == ["hero"], "\(source)")

        var ownTypes = Discovery.ModuleDeclarations()
        ownTypes.types = ["ColorResource"]
        let images = try #require(AssetSymbols.source(colors: ["BrandPrimary"], images: ["Logo"], declared: ownTypes))
        #expect(!images.contains("ColorResource") && images.contains("static let logo = ImageResource"), "the team's own ColorResource type is left alone")
    }

    /// The names of the `static var`s in the extension that starts with `header`.
    static func members(of header: String, in source: String) -> [String] {
        guard let start = source.range(of: "\n" + header + " {\n"),
              let end = source.range(of: "\n}\n", range: start.upperBound..<source.endIndex) else { return [] }
        return source[start.upperBound..<end.lowerBound].split(separator: "\n").compactMap { line in
            line.split(separator: " ").dropFirst(2).first.map { String($0.dropLast()) }
        }
    }

    @Test func discoveryRecordsWhatEachModuleDeclares() {
        let scanned = SourceScanner.scan(source: """
            import SwiftUI
            struct ColorResource {}
            extension Color { static let brandPrimary = Color("BrandPrimary"); static var `default`: Color { .blue } }
            extension ShapeStyle where Self == Color { static var brandPrimary: Color { .brandPrimary } }
            """, path: "Colors.swift")
        let declared = Discovery.analyze([("Brand", [scanned])]).declarations["Brand"]
        #expect(declared?.types == ["ColorResource"])
        #expect(declared?.extensionStatics == ["Color": ["brandPrimary", "default"], "ShapeStyle": ["brandPrimary"]])
    }
}
