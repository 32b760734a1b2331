import Foundation
import Testing
@testable import StyleKit
@testable import GalleryLayout

/// A symbol no library has lays out as a placeholder in the symbol's box, drawn in the foreground style, and
/// the scene records where it is and which line of Swift named it.
@Suite struct MissingSymbolLayoutTests {
    @Test func placeholderIsSizedLikeASymbolAndRecordedWithItsCallSite() throws {
        let line = #line + 2
        let view = HStack(spacing: 0) {
            Image(systemName: "chevron.rigth").foregroundColor(.red).font(.system(size: 20))
            Image(systemName: "chevron.right").font(.system(size: 20))
        }
        let scene = try LayoutEngine().layout(try view.resolveNode(in: ResolveContext()))
        let missing = try #require(scene.missingSymbols.first)
        #expect(scene.missingSymbols.count == 1)
        #expect(missing.name == "chevron.rigth" && missing.suggestions.first == "chevron.right")
        #expect(missing.callSite == CallSite(fileID: "GalleryLayoutTests/MissingSymbolLayoutTests.swift", line: line))
        let placeholder = SystemSymbols.placeholder
        #expect(abs(missing.frame.width - placeholder.width * 20) < 1e-9)
        #expect(abs(missing.frame.height - (placeholder.ascent + placeholder.descent) * 20) < 1e-9)
        #expect(missing.frame.minX == 0)
        #expect(scene.warnings == [
            "GalleryLayoutTests/MissingSymbolLayoutTests.swift:\(line): warning: unknown system symbol \"chevron.rigth\", "
                + "drawn as a placeholder (did you mean \"chevron.right\" or \"chevron.left\"?)",
        ])
        // Drawn, in the foreground style, like the real symbol next to it.
        // The first thing drawn, inside the HStack's group.
        func firstLeaf(_ group: SceneGroup) -> SceneNode? {
            guard let first = group.children.first else { return nil }
            if case .group(let inner) = first { return firstLeaf(inner) }
            return first
        }
        guard case .shape(let shape) = firstLeaf(scene.root) else { Issue.record("no placeholder drawn"); return }
        #expect(shape.role == "symbol chevron.rigth" && shape.fill == .solid(RGBA(hex: 0xFF3B30)))
        #expect(shape.geometry.bounds.maxX <= missing.frame.maxX)
    }

    @Test func aPlaceholderDrawnManyTimesIsOneWarning() throws {
        let line = #line + 2
        let view = VStack {
            ForEach(0..<3) { _ in Image(systemName: "nope") }
            Image(systemName: "nada")
        }
        let scene = try LayoutEngine().layout(try view.resolveNode(in: ResolveContext()))
        #expect(scene.missingSymbols.map(\.name) == ["nope", "nope", "nope", "nada"])
        #expect(scene.warnings.count == 2)
        #expect(scene.warnings.first?.hasPrefix("GalleryLayoutTests/MissingSymbolLayoutTests.swift:\(line): warning: unknown system symbol \"nope\"") == true)
    }

    @Test func hiddenPlaceholdersAreStillReported() throws {
        let scene = try LayoutEngine().layout(try Image(systemName: "nope").hidden().resolveNode(in: ResolveContext()))
        #expect(scene.missingSymbols.map(\.name) == ["nope"])
        #expect(scene.root.children.isEmpty)
    }

    @Test func assetImagesArePlaceholdersUnlessACatalogHasThem() throws {
        let line = #line + 1
        let scene = try LayoutEngine().layout(try Image("BrandLogo").font(.system(size: 20)).resolveNode(in: ResolveContext()))
        #expect(scene.missingSymbols.map(\.kind) == [.assetImage])
        #expect(scene.warnings == ["GalleryLayoutTests/MissingSymbolLayoutTests.swift:\(line): warning: no image or symbol named "
                                   + "\"BrandLogo\" in the asset catalogs, drawn as a placeholder"])
        var environment = EnvironmentValues()
        environment.symbolLibrary.register(SystemSymbols.glyph(named: "star.fill")!, named: "BrandLogo")
        let drawn = try LayoutEngine().layout(try Image("BrandLogo").resolveNode(in: ResolveContext(environment: environment)))
        #expect(drawn.missingSymbols.isEmpty, "a custom symbol of that name is drawn")
    }

    @Test func aMisspelledAssetImageSuggestsTheCatalogsNames() throws {
        var environment = EnvironmentValues()
        let logo = AssetImage(name: "BrandLogo", fileName: "logo.svg", format: .svg, data: Data("<svg/>".utf8), size: CGSize(width: 10, height: 10))
        environment.assetImages = AssetImageCatalog(["BrandLogo": AppearanceImages(any: logo)])
        let scene = try LayoutEngine().layout(try Image("BrandLgo").resolveNode(in: ResolveContext(environment: environment)))
        #expect(scene.missingSymbols.first?.suggestions == ["BrandLogo"])
    }
}

/// Asset images are laid out at their size in points, or stretched when resizable; PDFs are placeholders.
@Suite struct AssetImageLayoutTests {
    static func environment(format: AssetImage.Format = .png, template: Bool = false) -> EnvironmentValues {
        var environment = EnvironmentValues()
        let image = AssetImage(name: "logo", fileName: "logo@3x.\(format.rawValue)", format: format,
                               data: format.mediaType == nil ? Data() : Data([1, 2, 3]), size: CGSize(width: 44, height: 20), isTemplate: template)
        var dark = image
        dark.fileName = "logo-dark@3x.png"
        environment.assetImages = AssetImageCatalog(["logo": AppearanceImages(any: image, dark: dark)])
        return environment
    }

    static func images(_ group: SceneGroup) -> [SceneImage] {
        group.children.flatMap { node -> [SceneImage] in
            switch node {
            case .group(let inner): return images(inner)
            case .image(let image): return [image]
            case .shape, .text: return []
            }
        }
    }

    @Test func anImageKeepsItsSizeInPointsAndIsDrawnInItsFrame() throws {
        let view = HStack(spacing: 0) { Text("A"); Image("logo") }
        let scene = try LayoutEngine().layout(try view.resolveNode(in: ResolveContext(environment: Self.environment())))
        let image = try #require(Self.images(scene.root).first)
        #expect(image.frame.size == CGSize(width: 44, height: 20) && image.frame.minX > 0)
        #expect(image.templatePaint == nil && image.mediaType == "image/png" && image.data == Data([1, 2, 3]))
        #expect(scene.missingSymbols.isEmpty)
    }

    @Test func theColourSchemeChoosesTheFile() throws {
        var environment = Self.environment()
        environment.colorScheme = .dark
        let scene = try LayoutEngine().layout(try Image("logo").resolveNode(in: ResolveContext(environment: environment)))
        #expect(Self.images(scene.root).first?.image.fileName == "logo-dark@3x.png")
    }

    @Test func aResizableImageFillsItsFrameAndKeepsItsRatioWhenFitted() throws {
        let stretched = try LayoutEngine().layout(
            try Image("logo").resizable().frame(width: 100, height: 30).resolveNode(in: ResolveContext(environment: Self.environment())))
        #expect(Self.images(stretched.root).first?.frame.size == CGSize(width: 100, height: 30))
        let fitted = try LayoutEngine().layout(
            try Image("logo").resizable().scaledToFit().frame(width: 88, height: 88).resolveNode(in: ResolveContext(environment: Self.environment())))
        #expect(Self.images(fitted.root).first?.frame.size == CGSize(width: 88, height: 40))
    }

    @Test func templateImagesArePaintedInTheForegroundStyle() throws {
        let byCatalog = try LayoutEngine().layout(
            try Image("logo").foregroundStyle(Color.red).resolveNode(in: ResolveContext(environment: Self.environment(template: true))))
        #expect(Self.images(byCatalog.root).first?.templatePaint == .solid(RGBA(hex: 0xFF3B30)))
        let byModifier = try LayoutEngine().layout(
            try Image("logo").renderingMode(.template).foregroundStyle(Color.red).resolveNode(in: ResolveContext(environment: Self.environment())))
        #expect(Self.images(byModifier.root).first?.templatePaint == .solid(RGBA(hex: 0xFF3B30)))
        let original = try LayoutEngine().layout(
            try Image("logo").renderingMode(.original).resolveNode(in: ResolveContext(environment: Self.environment(template: true))))
        #expect(Self.images(original.root).first?.templatePaint == nil)
    }

    @Test func aPDFImageIsAPlaceholderWithAFinding() throws {
        let scene = try LayoutEngine().layout(try Image("logo").resolveNode(in: ResolveContext(environment: Self.environment(format: .pdf))))
        #expect(Self.images(scene.root).isEmpty)
        #expect(scene.missingSymbols.map(\.kind) == [.undrawnFormat("pdf")])
        #expect(scene.missingSymbols.first?.message.contains("is a PDF file, drawn as a placeholder") == true)
    }
}

/// A resizable symbol fills its frame with its ink, not with its padded layout box.
@Suite struct ResizableSymbolTests {
    @Test func inkFillsTheFrame() throws {
        for name in ["checkmark", "xmark", "heart.fill"] {
            let scene = try LayoutEngine().layout(
                try Image(systemName: name).resizable().frame(width: 22, height: 22).resolveNode(in: ResolveContext()))
            guard case .shape(let shape) = scene.root.children.first else { Issue.record("\(name) not drawn"); continue }
            let ink = shape.geometry.bounds
            #expect(abs(ink.minX) < 0.01 && abs(ink.minY) < 0.01 && abs(ink.width - 22) < 0.01 && abs(ink.height - 22) < 0.01,
                    "\(name): ink \(ink)")
        }
        // Not resizable: sized by the font, with the layout box's padding around the ink.
        let plain = try LayoutEngine().layout(try Image(systemName: "checkmark").font(.system(size: 22)).resolveNode(in: ResolveContext()))
        guard case .shape(let shape) = plain.root.children.first else { Issue.record("not drawn"); return }
        #expect(shape.geometry.bounds.height < 22 * (SystemSymbols.placeholder.ascent + SystemSymbols.placeholder.descent))
    }
}
