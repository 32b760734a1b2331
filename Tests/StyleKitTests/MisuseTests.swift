import Testing
@testable import StyleKit

@Suite struct MisuseTests {
    @Test func unknownSymbolRendersAPlaceholderNamingTheCallSite() throws {
        let line = #line + 1
        let node = try HStack { Image(systemName: "checkmark.sqare") }.resolveNode(in: ResolveContext())
        var symbols: [SymbolNode] = []
        node.visit { if case .symbol(let symbol) = $0 { symbols.append(symbol) } }
        let symbol = try #require(symbols.first)
        #expect(symbol.name == "checkmark.sqare")
        #expect(symbol.missing == MissingSymbol(name: "checkmark.sqare", suggestions: ["checkmark.square", "checkmark.circle"]))
        #expect(symbol.callSite == CallSite(fileID: "StyleKitTests/MisuseTests.swift", line: line))
        #expect(symbol.glyph == SystemSymbols.placeholder)
        #expect(node.dump.contains("Symbol checkmark.sqare body 17pt w400"), "\(node.dump)")
        #expect(node.dump.contains("missing (placeholder)"))
    }

    @Test func everyRequiredSymbolExists() {
        let required = ["checkmark", "checkmark.square", "checkmark.square.fill", "square", "square.fill", "circle",
                        "circle.fill", "checkmark.circle", "checkmark.circle.fill", "xmark", "plus", "minus",
                        "chevron.right", "star.fill", "heart.fill", "power"]
        for name in required { #expect(SystemSymbols.glyph(named: name) != nil, "\(name)") }
        #expect(SystemSymbols.names == SystemSymbols.names.sorted())
    }

    @Test func primitiveViewsWithoutResolutionAreReported() {
        struct Opaque: View { typealias Body = Never }
        #expect(throws: StyleKitError.notRenderable(typeName: "Opaque")) {
            _ = try Opaque().resolveNode(in: ResolveContext())
        }
    }
}
