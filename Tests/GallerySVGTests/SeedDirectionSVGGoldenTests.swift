import Foundation
import Testing
@testable import GalleryCatalog
@testable import GalleryLayout
import GallerySVG
@testable import StyleKit

/// The `MyToggleStyle` family and the three-state toggle, every enabled state, drawn as SVG left to right
/// and right to left under the default theme (`Goldens/ltr/…`, `Goldens/rtl/…`). The left-to-right goldens
/// were recorded before right-to-left layout existed: they prove that it changed nothing there.
@Suite struct SeedDirectionSVGGoldenTests {
    static let entryIDs = ["my-toggle-style", "my-toggle-style-2", "check-mark-toggle-style", "colored-toggle-style",
                           "purple-text-toggle-style", "default-triple-toggle-style", "knob-triple-toggle-style"]

    static func svg(_ entry: StyleEntry, _ state: VariantState, direction: LayoutDirection) throws -> String {
        let theme = GalleryTheme.default
        var environment = theme.environment
        environment.layoutDirection = direction
        let node = try Variant(entry: entry, state: state).resolve(in: environment)
        let scene = try LayoutEngine().layout(node, width: entry.canvasWidth.map { CGFloat($0) })
        let options = SVGOptions(title: "\(entry.displayName) \(state.slug) \(direction.rawValue)", background: theme.background)
        return String(decoding: try SVGWriter.bytes(for: scene, options: options), as: UTF8.self)
    }

    @Test(arguments: entryIDs)
    func enabledStatesMatchGoldens(entryID: String) throws {
        let entry = try #require(Catalog.builtIn.entry(id: entryID))
        let states = entry.states.filter { !$0.isDisabled }
        #expect(!states.isEmpty)
        for state in states {
            try goldens.check(try Self.svg(entry, state, direction: .leftToRight), named: "ltr/\(entry.id)/\(state.slug).svg")
        }
    }
}
