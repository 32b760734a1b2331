import SwiftUI
import Testing
@testable import StyleKit

/// Platform views (RepresentableStyleFile.swift) compile and resolve as labelled placeholders.
@Suite struct RepresentableTests {
    func placeholders<V: View>(_ view: V) throws -> [MissingSymbol] {
        var found: [MissingSymbol] = []
        try view.resolveNode(in: ResolveContext()).visit { node in
            if case .symbol(let symbol) = node, let missing = symbol.missing { found.append(missing) }
        }
        return found
    }

    @Test func eachRepresentableKindIsABoxNamedAfterItsType() throws {
        let view = VStack { GlowRepresentable(glow: 0); PickerRepresentable(); MacField() }
        let found = try placeholders(view)
        #expect(found.map(\.name) == ["GlowRepresentable", "PickerRepresentable", "MacField"])
        #expect(found.map(\.kind) == [.platformView("UIViewRepresentable"), .platformView("UIViewControllerRepresentable"), .platformView("NSViewRepresentable")])
        let dump = try GlowRepresentable(glow: 0).resolveNode(in: ResolveContext()).dump
        #expect(dump.contains("Text \"GlowRepresentable\""))
        #expect(dump.contains("strokeBorder"))
    }

    @Test func aStyleUsingOneStillResolves() throws {
        let view = Button("Go") {}.buttonStyle(GlowButtonStyle())
        let tree = try view.resolveNode(in: ResolveContext()).dump
        #expect(tree.contains("Text \"Go\""))
        #expect(try placeholders(view).map(\.name) == ["GlowRepresentable"])
    }
}
