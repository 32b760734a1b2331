import Foundation
import Testing
@testable import GalleryCatalog
@testable import GalleryLayout
import GallerySVG
@testable import StyleKit

/// The `MyToggleStyle` family and the three-state toggle, every enabled state, drawn as SVG left to right
/// and right to left under the default theme (`Goldens/ltr/…`, `Goldens/rtl/…`; docs/right-to-left.md). The left-to-right goldens
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

    static func viewBox(_ svg: String) -> Substring? {
        guard let start = svg.range(of: "viewBox=\"") else { return nil }
        return svg[start.upperBound...].prefix { $0 != "\"" }
    }

    @Test(arguments: entryIDs)
    func enabledStatesMatchGoldens(entryID: String) throws {
        let entry = try #require(Catalog.builtIn.entry(id: entryID))
        let states = entry.states.filter { !$0.isDisabled }
        #expect(!states.isEmpty)
        for state in states {
            let ltr = try Self.svg(entry, state, direction: .leftToRight), rtl = try Self.svg(entry, state, direction: .rightToLeft)
            try goldens.check(ltr, named: "ltr/\(entry.id)/\(state.slug).svg")
            try goldens.check(rtl, named: "rtl/\(entry.id)/\(state.slug).svg")
            // Same canvas; a different drawing wherever the control has a leading and a trailing side (the knob
            // is symmetric: a centred circle over a centred label, and rotation angles are not mirrored).
            #expect(Self.viewBox(ltr) == Self.viewBox(rtl), "\(entry.id) \(state.slug)")
            let same = ltr.replacingOccurrences(of: "leftToRight", with: "") == rtl.replacingOccurrences(of: "rightToLeft", with: "")
            #expect(same == (entry.id == "knob-triple-toggle-style"), "\(entry.id) \(state.slug)")
        }
    }
}
