import Foundation
import Testing
import GalleryCatalog
@testable import GallerySite

/// The markup `assets/interact.js` and the CSS work on: the overlay and its switch, the cards a reader can
/// press (which states they borrow), the zoom buttons, sticky table headers; the browser side is driven in
/// headless Chromium by scripts/lib/interact_check.py (check "interact" of scripts/check-site.sh).
@Suite struct InteractiveCardsTests {
    static func state(_ values: [(StateAxis, String)]) -> VariantState { VariantState(values) }

    static let buttonAxes: [StateAxis] = [.interaction, .enabled]
    static let buttonStates = [("normal", "enabled"), ("pressed", "enabled"), ("normal", "disabled"), ("pressed", "disabled")]
        .map { state([(.interaction, $0.0), (.enabled, $0.1)]) }

    @Test func aNormalEnabledButtonPressesToItsPressedTwin() {
        let interaction = CardInteraction.of(Self.buttonStates[0], axes: Self.buttonAxes, among: Self.buttonStates)
        #expect(interaction == CardInteraction(kind: .press, states: ["normal-enabled", "pressed-enabled"]))
    }

    @Test func pressedDisabledAndTwinlessButtonsCannotBePressed() {
        #expect(CardInteraction.of(Self.buttonStates[1], axes: Self.buttonAxes, among: Self.buttonStates) == nil, "already pressed")
        #expect(CardInteraction.of(Self.buttonStates[2], axes: Self.buttonAxes, among: Self.buttonStates) == nil, "disabled")
        #expect(CardInteraction.of(Self.buttonStates[0], axes: Self.buttonAxes, among: [Self.buttonStates[0], Self.buttonStates[2]]) == nil,
                "the theme does not show the pressed state")
    }

    @Test func aToggleFlipsToItsOtherValueKeepingEveryOtherAxis() {
        let axes: [StateAxis] = [.isOn, .enabled, .layoutDirection]
        let states = ["on", "off"].flatMap { on in ["enabled", "disabled"].flatMap { enabled in
            ["leftToRight", "rightToLeft"].map { Self.state([(.isOn, on), (.enabled, enabled), (.layoutDirection, $0)]) } } }
        let off = Self.state([(.isOn, "off"), (.enabled, "enabled"), (.layoutDirection, "rightToLeft")])
        #expect(CardInteraction.of(off, axes: axes, among: states)
                == CardInteraction(kind: .toggle, states: ["off-enabled-rightToLeft", "on-enabled-rightToLeft"]))
        let disabled = Self.state([(.isOn, "on"), (.enabled, "disabled"), (.layoutDirection, "leftToRight")])
        #expect(CardInteraction.of(disabled, axes: axes, among: states) == nil)
    }

    @Test func aTripleToggleCyclesFromItsOwnLevel() {
        let states = ["low", "med", "high"].map { Self.state([(.level, $0)]) }
        #expect(CardInteraction.of(states[1], axes: [.level], among: states) == CardInteraction(kind: .cycle, states: ["med", "high", "low"]))
        #expect(CardInteraction.of(states[2], axes: [.level], among: states) == CardInteraction(kind: .cycle, states: ["high", "low", "med"]))
        #expect(CardInteraction.of(states[0], axes: [.level], among: [states[0], states[2]]) == CardInteraction(kind: .cycle, states: ["low", "high"]),
                "a level the theme does not show is skipped")
    }

    static let config = """
    {
      "title": "Interactive gallery",
      "styles": { "include": ["gradient-style", "purple-text-toggle-style", "default-triple-toggle-style", "bordered"] },
      "themes": [ { "id": "default", "title": "Default" }, { "id": "dark", "title": "Dark", "extends": "default", "colorScheme": "dark" } ]
    }
    """

    /// The `<figure …>` start tag of the card with `anchor` on `page`.
    static func figure(_ anchor: String, in page: String) throws -> String {
        let start = try #require(page.range(of: "<figure class=\"variant\" id=\"\(anchor)\""), "no card \(anchor)")
        let end = try #require(page[start.lowerBound...].firstIndex(of: ">"))
        return String(page[start.lowerBound...end])
    }

    static func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test func componentPagesCarryTheOverlaySwitchCleanRendersAndPressableCards() async throws {
        let root = try temporaryDirectory("interactive")
        defer { try? FileManager.default.removeItem(at: root) }
        try await buildSite(config: Self.config, output: root)
        let gradient = try read(root.appendingPathComponent("themes/default/gradient-style.html"))

        // Clean renders: every mark is inside an overlay hidden from assistive technology, off by default.
        let cards = Self.count("<figure class=\"variant\"", in: gradient)
        #expect(cards == 6, "two presets × normal, pressed, disabled")
        #expect(Self.count(#"<span class="annotations" aria-hidden="true">"#, in: gradient) == cards)
        let pieces = gradient.components(separatedBy: #"<span class="annotations" aria-hidden="true">"#)
        for piece in pieces.dropFirst() {
            let overlay = piece.components(separatedBy: "</div>")[0]
            #expect(overlay.contains(#"class="activation-point""#) && overlay.contains(#"class="hit-region""#))
        }
        #expect(!pieces[0].contains("activation-point\" style"), "no mark outside an overlay")
        // The page's switch: unchecked, remembered under the page's path, labelled.
        #expect(gradient.contains(#"<input type="checkbox" id="show-annotations" data-remember="overlay:themes/default/gradient-style.html">"#))
        #expect(gradient.contains(#"<label for="show-annotations">Show activation points and hit regions</label>"#))
        #expect(!gradient.contains("red rings"))

        // Press: a normal enabled button borrows its pressed twin; pressed and disabled cards are plain.
        let normal = try Self.figure("mint-normal-enabled", in: gradient)
        #expect(normal.contains(#"data-state="mint-normal-enabled" data-interact="press" data-states="mint-normal-enabled mint-pressed-enabled""#), "\(normal)")
        #expect(normal.contains(#"data-instructions="Try GradientStyle mint-normal-enabled: press and hold to see it pressed""#))
        for plain in ["mint-pressed-enabled", "mint-normal-disabled"] {
            let tag = try Self.figure(plain, in: gradient)
            #expect(tag.contains("data-state=\"\(plain)\"") && !tag.contains("data-interact"), "\(tag)")
        }
        // Every state a card borrows is a card on the same page.
        for match in gradient.matches(of: /data-states="([^"]+)"/) {
            for anchor in match.output.1.split(separator: " ") { #expect(gradient.contains("<figure class=\"variant\" id=\"\(anchor)\"")) }
        }
        // Zoom buttons are in the markup but hidden until the script shows them.
        #expect(Self.count(#"<button type="button" class="zoom-button" hidden="" aria-label="Zoom gradient-style/"#, in: gradient) == cards)
        #expect(gradient.contains(#"<script src="../../assets/interact.js" defer></script>"#))

        let toggle = try read(root.appendingPathComponent("themes/default/purple-text-toggle-style.html"))
        #expect(try Self.figure("off-enabled", in: toggle).contains(#"data-interact="toggle" data-states="off-enabled on-enabled""#))
        #expect(!(try Self.figure("on-disabled", in: toggle)).contains("data-interact"))
        let triple = try read(root.appendingPathComponent("themes/default/default-triple-toggle-style.html"))
        #expect(try Self.figure("med", in: triple).contains(#"data-interact="cycle" data-states="med high low""#))
    }

    @Test func matricesAndCompareTablesScrollInAFocusableRegionWithStickyHeaders() async throws {
        let root = try temporaryDirectory("sticky")
        defer { try? FileManager.default.removeItem(at: root) }
        try await buildSite(config: Self.config, output: root)
        let bordered = try read(root.appendingPathComponent("themes/default/bordered.html"))
        #expect(bordered.contains(#"<div class="matrix-wrap" role="region" tabindex="0" aria-label="States of BorderedButtonStyle"><table class="matrix sticky-headers" data-axes="role controlSize interaction enabled" data-column-axis="interaction">"#))
        let compare = try read(root.appendingPathComponent("compare/bordered.html"))
        #expect(compare.contains(#"<div class="matrix-wrap" role="region" tabindex="0" aria-label="BorderedButtonStyle: states by theme"><table class="compare sticky-headers">"#))
        #expect(Self.count(#"<th scope="row">"#, in: compare) == 45)
        #expect(compare.contains("<p>\(OverviewPages.compareExplanation)</p>"), "the compare page says how to read it")
        #expect(OverviewPages.compareExplanation.contains("theme's page"))
    }

    @Test func matricesWithSeveralAxesCarryPivotAndFilterControlsForTheScript() async throws {
        let root = try temporaryDirectory("pivot")
        defer { try? FileManager.default.removeItem(at: root) }
        try await buildSite(config: Self.config, output: root)
        let bordered = try read(root.appendingPathComponent("themes/default/bordered.html"))
        // Hidden until assets/interact.js shows them; labelled for assistive technology.
        #expect(bordered.contains(#"<form class="matrix-controls" hidden="" aria-label="Arrange the states of BorderedButtonStyle">"#))
        #expect(bordered.contains(#"<label for="matrix-bordered-columns">Across</label><select id="matrix-bordered-columns" data-matrix-pivot="">"#))
        #expect(bordered.contains(#"<option value="interaction" selected>Interaction</option>"#))
        for axis in ["role", "controlSize", "interaction", "enabled"] {
            #expect(bordered.contains("<option value=\"\(axis)\""), "\(axis) can be put across")
            #expect(bordered.contains("<fieldset class=\"matrix-filter\" data-axis=\"\(axis)\">"), "\(axis) can be filtered")
        }
        #expect(bordered.contains(#"<input type="checkbox" id="matrix-bordered-controlSize-0" value="mini" checked><label for="matrix-bordered-controlSize-0">mini</label>"#))
        // Every state's cell says its values, in the entry's axis order; a dash cell says none.
        let cells = bordered.matches(of: /<td data-values="([^"]+)">/).map { String($0.output.1) }
        #expect(cells.count == Self.count("<figure class=\"variant\"", in: bordered))
        #expect(cells.contains("role:destructive controlSize:large interaction:pressed enabled:enabled"))
        #expect(cells.allSatisfy { $0.split(separator: " ").map { $0.split(separator: ":")[0] } == ["role", "controlSize", "interaction", "enabled"] })
        // The empty cell the script puts where a pivoted table has no state: the page's own, from a template.
        #expect(bordered.contains(#"<template class="matrix-empty"><td><span aria-hidden="true">—</span>"#
                                  + #"<span class="visually-hidden">not a valid combination</span></td></template></div>"#))

        // One axis with one value each (a single triple toggle level would be) gets no controls; several values do.
        let triple = try read(root.appendingPathComponent("themes/default/default-triple-toggle-style.html"))
        #expect(triple.contains(#"<fieldset class="matrix-filter" data-axis="level">"#))
        #expect(!triple.contains("data-matrix-pivot"), "one axis: nothing to pivot")
    }

    @Test func theStylesheetHidesTheOverlayUntilThePagesSwitchIsOnWithoutJavaScript() throws {
        let css = try read(repositoryRoot.appendingPathComponent("Templates/assets/site.css"))
        #expect(css.contains(".annotations { display: none;"))
        #expect(css.contains("main:has(#\(ComponentPage.overlaySwitchID):checked) .annotations { display: block; }"))
        #expect(css.contains("table.sticky-headers thead th { position: sticky; top: 0;"))
        #expect(css.contains(#"table.sticky-headers tbody th[scope="row"] { position: sticky; inset-inline-start: 0;"#))
    }

    @Test func aProjectsOwnTemplatesWithoutTheInteractionScriptStillBuild() async throws {
        let root = try temporaryDirectory("old-templates")
        defer { try? FileManager.default.removeItem(at: root) }
        let templates = root.appendingPathComponent("Templates")
        try FileManager.default.createDirectory(at: templates.appendingPathComponent("assets"), withIntermediateDirectories: true)
        let builtIn = repositoryRoot.appendingPathComponent("Templates")
        let page = try read(builtIn.appendingPathComponent("page.html"))
            .replacingOccurrences(of: "<script src=\"assets/interact.js\" defer data-slot=\"interact-script\"></script>\n", with: "")
        #expect(!page.contains("interact"))
        try page.write(to: templates.appendingPathComponent("page.html"), atomically: true, encoding: .utf8)
        for name in ["site.css", "site.js"] {
            try FileManager.default.copyItem(at: builtIn.appendingPathComponent("assets/\(name)"), to: templates.appendingPathComponent("assets/\(name)"))
        }
        let output = root.appendingPathComponent("output")
        try await buildSite(config: smallSite, output: output, templates: templates)
        let html = try read(output.appendingPathComponent("themes/default/gradient-style.html"))
        #expect(!html.contains("interact.js"))
        #expect(FileManager.default.contents(atPath: output.appendingPathComponent("assets/interact.js").path)
                == FileManager.default.contents(atPath: builtIn.appendingPathComponent("assets/interact.js").path))
    }
}
