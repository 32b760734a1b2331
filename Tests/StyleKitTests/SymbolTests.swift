import Foundation
import Testing
@testable import StyleKit

@Suite struct SymbolTests {
    /// Every built-in glyph inside its layout box, centred in its advance and on the symbol axis, with the
    /// side bearing the conventions in SystemSymbols.swift name.
    @Test(arguments: SystemSymbols.names)
    func glyphFollowsTheBoxConventions(name: String) throws {
        let glyph = try #require(SystemSymbols.glyph(named: name))
        let ink = SymbolGeometry.inkBounds(glyph.path)
        #expect(glyph.ascent == SymbolGlyph.standardAscent && glyph.descent == SymbolGlyph.standardDescent)
        #expect(abs(ink.minX - SymbolGeometry.sideBearing) < 1e-9 && abs(glyph.width - ink.maxX - SymbolGeometry.sideBearing) < 1e-9)
        #expect(abs(ink.midY - SymbolGlyph.axisY) < 1e-9)
        #expect(ink.minY >= -glyph.ascent - 1e-9 && ink.maxY <= glyph.descent + 1e-9, "ink \(ink) leaves the box")
        #expect(ink.width <= 1.0, "ink \(ink.width) em wide")
    }

    @Test func outlinesAreClosedAndFinite() throws {
        for name in SystemSymbols.names {
            let glyph = try #require(SystemSymbols.glyph(named: name))
            var open = false
            for element in glyph.path.elements {
                switch element {
                case .move: open = true
                case .closeSubpath: open = false
                case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
                    #expect(p.x.isFinite && p.y.isFinite, "\(name)")
                }
            }
            #expect(!open, "\(name) ends with an open subpath")
        }
    }
}

/// The symbol nodes a view resolves to, in order.
private func symbols<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) throws -> [SymbolNode] {
    var found: [SymbolNode] = []
    try view.resolveNode(in: ResolveContext(environment: environment)).visit { if case .symbol(let s) = $0 { found.append(s) } }
    return found
}

@Suite struct SymbolOptionTests {
    @Test func symbolVariantsComposeNamesInSFSymbolsOrder() {
        #expect(SymbolVariants.fill.candidates(for: "heart") == ["heart.fill", "heart"])
        #expect(SymbolVariants.circle.fill.candidates(for: "xmark") == ["xmark.circle.fill", "xmark.circle", "xmark.fill", "xmark"])
        #expect(SymbolVariants.slash.candidates(for: "bell") == ["bell.slash", "bell"])
        #expect(SymbolVariants.fill.slash.candidates(for: "bell").first == "bell.slash.fill")
        // Parts the name already has are kept in place, not repeated.
        #expect(SymbolVariants.fill.candidates(for: "person.circle") == ["person.circle.fill", "person.circle"])
        #expect(SymbolVariants.circle.candidates(for: "heart.fill") == ["heart.circle.fill", "heart.fill"])
        #expect(SymbolVariants.fill.candidates(for: "heart.fill") == ["heart.fill"])
        #expect(SymbolVariants.none.candidates(for: "star") == ["star"])
        #expect(SymbolVariants.circle.fill.contains(.fill) && !SymbolVariants.fill.contains(.circle))
        #expect("\(SymbolVariants.circle.fill)" == "circle.fill" && "\(SymbolVariants.none)" == "none")
    }

    @Test func symbolVariantPicksTheVariantThatExistsAndFallsBack() throws {
        let drawn = try symbols(VStack {
            Image(systemName: "heart")
            Image(systemName: "xmark").symbolVariant(.circle)
            Image(systemName: "power")
            Image(systemName: "star").symbolVariant(.none)
        }.symbolVariant(.fill))
        // heart.fill and xmark.circle.fill exist; there is no power.fill, so power draws; .none clears .fill.
        #expect(drawn.map(\.name) == ["heart.fill", "xmark.circle.fill", "power", "star"])
        #expect(drawn.allSatisfy { $0.missing == nil })
    }

    @Test func imageScaleScalesAboutTheSymbolAxis() throws {
        let drawn = try symbols(HStack {
            Image(systemName: "circle").imageScale(.small)
            Image(systemName: "circle")
            Image(systemName: "circle").imageScale(.large)
        })
        #expect(drawn.map(\.scale) == [.small, .medium, .large])
        let medium = try #require(SystemSymbols.glyph(named: "circle"))
        #expect(drawn[1].glyph == medium)
        for (node, factor) in [(drawn[0], 0.783), (drawn[2], 1.29)] {
            let ink = SymbolGeometry.inkBounds(node.glyph.path), mediumInk = SymbolGeometry.inkBounds(medium.path)
            #expect(abs(node.glyph.width - medium.width * factor) < 1e-12)
            #expect(abs(ink.height - mediumInk.height * factor) < 1e-9)
            #expect(abs(ink.midY - SymbolGlyph.axisY) < 1e-9, "still centred on the axis")
            #expect(abs(node.glyph.ascent + node.glyph.descent - (medium.ascent + medium.descent) * factor) < 1e-12)
        }
        #expect(try dump(Image(systemName: "circle").imageScale(.large)).contains("scale=large"))
    }

    @Test func renderingModesAndVariableValuesAreAcceptedAndDrawMonochrome() throws {
        let drawn = try symbols(HStack {
            Image(systemName: "bell", variableValue: 0.4)
            Image(systemName: "bell").symbolRenderingMode(.hierarchical)
            Image(systemName: "bell").symbolRenderingMode(.palette).foregroundStyle(Color.red, Color.blue)
            Image(systemName: "bell").foregroundStyle(.green, .yellow, .orange)
        }.symbolRenderingMode(.multicolor))
        #expect(drawn.count == 4 && drawn.allSatisfy { $0.name == "bell" && $0.missing == nil })
        #expect(drawn[2].paint == Color.red._paint(in: EnvironmentValues()))
        var environment = EnvironmentValues()
        environment.symbolRenderingMode = .palette
        #expect(environment.symbolRenderingMode == .palette && EnvironmentValues().imageScale == .medium)
    }

    @Test func customSymbolsAddNamesAndOverrideBuiltInOnes() throws {
        var library = SymbolLibrary.builtIn
        let brand = SymbolGlyph(path: Path(CGRect(x: 0, y: -0.7, width: 0.5, height: 0.7)), width: 0.5, ascent: 0.8, descent: 0.12)
        let star = SymbolGlyph(path: Path(ellipseIn: CGRect(x: 0, y: -0.6, width: 0.6, height: 0.6)), width: 0.6, ascent: 0.8, descent: 0.12)
        library.register(brand, named: "brand.logo")
        library.register(star, named: "star")
        #expect(library.glyph(named: "brand.logo") == brand)
        #expect(library.glyph(named: "star") == star, "custom over built-in")
        #expect(library.glyph(named: "heart") == SystemSymbols.glyph(named: "heart"))
        #expect(library.names.contains("brand.logo") && library.names == library.names.sorted())
        #expect(library.suggestions(for: "brand.lgo") == ["brand.logo"])

        var environment = EnvironmentValues()
        environment.symbolLibrary = library
        let drawn = try symbols(HStack { Image(systemName: "brand.logo"); Image(systemName: "star") }, environment: environment)
        #expect(drawn.map(\.glyph) == [brand, star])
        // Without the library (another render) the custom name is missing.
        #expect(try symbols(Image(systemName: "brand.logo")).first?.missing != nil)
    }

    @Test func suggestionsAreTheClosestNamesByEditDistance() {
        #expect(SymbolLibrary.builtIn.suggestions(for: "chevron.rigth") == ["chevron.right", "chevron.left"])
        #expect(SymbolLibrary.builtIn.suggestions(for: "trash.fil").first == "trash.fill")
        #expect(SymbolLibrary.builtIn.suggestions(for: "zzzzzzzzzzzzzzzzzzzz").isEmpty)
        #expect(EditDistance.between("kitten", "sitting") == 3)
        #expect(EditDistance.between("ab", "ba") == 1, "a transposition costs one")
        #expect(EditDistance.between("", "abc") == 3)
    }

    @Test func placeholderSitsInTheStandardBox() {
        let glyph = SystemSymbols.placeholder
        let ink = SymbolGeometry.inkBounds(glyph.path)
        #expect(glyph.ascent == SymbolGlyph.standardAscent && glyph.descent == SymbolGlyph.standardDescent)
        #expect(abs(ink.midY - SymbolGlyph.axisY) < 1e-9 && abs(ink.height - 0.885) < 1e-6)
        #expect(SystemSymbols.glyph(named: "questionmark.square.dashed") == nil, "the placeholder is not a named symbol")
    }
}
