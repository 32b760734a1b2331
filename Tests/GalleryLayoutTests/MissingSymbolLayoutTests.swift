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
        guard case .shape(let shape) = scene.root.children.first else { Issue.record("no placeholder drawn"); return }
        #expect(shape.role == "symbol chevron.rigth" && shape.fill == .solid(RGBA(hex: 0xFF3B30)))
        #expect(shape.geometry.bounds.maxX <= missing.frame.maxX)
    }

    @Test func hiddenPlaceholdersAreStillReported() throws {
        let scene = try LayoutEngine().layout(try Image(systemName: "nope").hidden().resolveNode(in: ResolveContext()))
        #expect(scene.missingSymbols.map(\.name) == ["nope"])
        #expect(scene.root.children.isEmpty)
    }

    @Test func assetImagesArePlaceholdersUnlessASymbolSetHasThem() throws {
        let line = #line + 1
        let scene = try LayoutEngine().layout(try Image("BrandLogo").font(.system(size: 20)).resolveNode(in: ResolveContext()))
        #expect(scene.missingSymbols.map(\.isAssetImage) == [true])
        #expect(scene.warnings == ["GalleryLayoutTests/MissingSymbolLayoutTests.swift:\(line): warning: asset image \"BrandLogo\" is drawn "
                                   + "as a placeholder (only symbol sets are drawn so far)"])
        var environment = EnvironmentValues()
        environment.symbolLibrary.register(SystemSymbols.glyph(named: "star.fill")!, named: "BrandLogo")
        let drawn = try LayoutEngine().layout(try Image("BrandLogo").resolveNode(in: ResolveContext(environment: environment)))
        #expect(drawn.missingSymbols.isEmpty, "a custom symbol of that name is drawn")
    }
}
