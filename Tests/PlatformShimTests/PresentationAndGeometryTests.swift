import Foundation
import SwiftUI
import Testing

/// `PayButton` and friends (PresentationAndGeometryFile.swift), compiled against the shims, resolved.
@Suite struct PresentationAndGeometryTests {
    @MainActor private func tree(_ view: some View, scheme: ColorScheme = .light) throws -> String {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        return try view.environmentObject(CheckoutModel()).resolveNode(in: ResolveContext(environment: environment)).dump
    }

    @Test @MainActor func presentationsDrawTheViewTheyAreAttachedToAndNotTheirContent() throws {
        let shown = try tree(PayButton(presented: true))
        #expect(shown.contains("Text \"€12.00\"") && shown.contains("Text \"Pay\""), "\(shown)")
        for presented in ["Pay now?", "Your card", "Why?", "Split the bill?", "Details", "Fees"] {
            #expect(!shown.contains(presented), "\(presented) is presented content\n\(shown)")
        }
        #expect(shown == (try tree(PayButton(presented: false))), "presenting or not, the screen under it is the same")
    }

    @Test @MainActor func aTeamDynamicPropertyReadsTheEnvironmentOfTheViewThatHoldsIt() throws {
        #expect(try tree(PayButton(presented: false)).contains("#34C759"), "green in light")
        let dark = try tree(PayButton(presented: false), scheme: .dark)
        #expect(dark.contains("#FF9F0A"), "orange in dark\n\(dark)")
        #expect(throws: StyleKitError.missingEnvironmentObject(typeName: "CheckoutModel", owner: "PayButton")) {
            try PayButton(presented: false).resolveNode(in: ResolveContext())
        }
    }

    @Test func namespacesAreDistinctAndVectorsCompute() {
        let first = Namespace(), second = Namespace()
        #expect(first.wrappedValue == first.wrappedValue && first.wrappedValue != second.wrappedValue)
        #expect(Set([first.wrappedValue, first.wrappedValue, second.wrappedValue]).count == 2)
        #expect(Elevation.shadowOffset(toward: CGVector(dx: 0.5, dy: -1), depth: 4) == CGSize(width: -2, height: 4))
        #expect(CGVector.zero == CGVector(dx: 0, dy: 0) && CGVector().dx == 0)
        #expect(MatchedGeometryProperties.frame.contains(.size) && MatchedGeometryProperties.frame.contains(.position))
    }

    /// Needs Examples/AcmeDesignSystem's Lato-Bold.ttf (SIL OFL, in the repository) and fails loudly without it.
    @Test func registeringABundledFontChecksTheFileAsCoreTextDoes() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let lato = root.appendingPathComponent("Examples/AcmeDesignSystem/Sources/AcmeDesign/Resources/Fonts/Lato-Bold.ttf")
        try #require(FileManager.default.fileExists(atPath: lato.path), "Lato-Bold.ttf is missing at \(lato.path)")
        #expect(BundledFonts.register(lato) == (true, nil))
        #expect(BundledFonts.register(root.appendingPathComponent("no-such-font.ttf")) == (false, 101), "kCTFontManagerErrorFileNotFound")
        #expect(BundledFonts.register(URL(fileURLWithPath: #filePath)) == (false, 104), "kCTFontManagerErrorInvalidFontData")
    }
}
