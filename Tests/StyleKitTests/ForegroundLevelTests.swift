import Testing
@testable import StyleKit

/// `.foregroundStyle(.secondary)` and friends: a level of the enclosing foreground (this used to recurse).
@Suite struct ForegroundLevelTests {
    @Test func levelsWithoutAnEnclosingForegroundAreTheLabelColors() throws {
        #expect(try firstRun(Text("a").foregroundStyle(.secondary))?.paint.description == "#3C3C43@0.6")
        #expect(try firstRun(Text("a").foregroundStyle(HierarchicalShapeStyle.tertiary))?.paint.description == "#3C3C43@0.3")
    }

    @Test func levelsOfACustomForegroundAreOpacities() throws {
        let run = try firstRun(VStack { Text("a").foregroundStyle(.secondary) }.foregroundStyle(Color.red))
        #expect(run?.paint.description == "#FF3B30@0.5")
        let nested = try firstRun(Text("a").foregroundStyle(.secondary).foregroundStyle(.tertiary).foregroundStyle(Color.blue))
        #expect(nested?.paint.description == "#007AFF@0.125", "secondary of tertiary of blue: 0.25 × 0.5")
    }
}
