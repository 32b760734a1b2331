import Testing
@testable import StyleKit

/// `MacKit` (AppKitStyleHelpers.swift) compiled against `import AppKit` alone.
@Suite struct AppKitOnlyTests {
    @Test func appKitNamesCompile() {
        #expect(MacKit.font.pointSize == 13)
        #expect(MacKit.padding == 20)
        #expect(MacKit.window != MacKit.label && MacKit.accent == NSColor.controlAccentColor)
    }
}
