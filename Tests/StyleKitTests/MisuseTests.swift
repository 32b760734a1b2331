import Testing
@testable import StyleKit

@Suite struct MisuseTests {
    @Test func unknownSymbolNamesTheKnownOnes() {
        #expect {
            _ = try HStack { Image(systemName: "checkmark.sqare") }.resolveNode(in: ResolveContext())
        } throws: { error in
            let message = "\(error)"
            return message.contains("unknown system symbol \"checkmark.sqare\"") && message.contains("checkmark.square.fill")
                && message.contains("power")
        }
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
