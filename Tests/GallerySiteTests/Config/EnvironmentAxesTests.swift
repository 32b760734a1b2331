import Foundation
import Testing
import StyleKit
import GalleryCatalog
import GalleryRender
@testable import GallerySite

/// Colour scheme, layout direction and Dynamic Type size as axes of the matrix: a configuration expands
/// them per style, a theme that declares a value pins it.
@Suite struct EnvironmentAxesTests {
    func parse(_ text: String) throws -> GalleryConfiguration {
        try GalleryConfiguration.parse(text, fileName: "test.json", baseURL: repositoryRoot)
    }

    let expanded = """
    {"styles": {"include": ["primary-button-style", "my-toggle-style"], "settings": {
       "primary-button-style": {"axes": {"dynamicTypeSize": ["accessibility5", "large"], "colorScheme": ["light", "dark"]}},
       "my-toggle-style": {"axes": {"layoutDirection": ["leftToRight", "rightToLeft"]}}}},
     "themes": [{"id": "default"}, {"id": "dark", "colorScheme": "dark"}, {"id": "israel", "layoutDirection": "rightToLeft"},
                {"id": "israel-big", "extends": "israel", "dynamicTypeSize": "accessibility3"}]}
    """

    @Test func anExpandedEnvironmentAxisMultipliesTheStatesInCanonicalOrder() throws {
        let configuration = try parse(expanded)
        let primary = try #require(configuration.entries.first { $0.id == "primary-button-style" })
        #expect(primary.axes.suffix(2) == [.colorScheme, .dynamicTypeSize])
        let states = configuration.states(of: primary)
        #expect(states.count == Catalog.builtIn.entry(id: "primary-button-style")!.states.count * 4)
        // Without the configuration's values the axis would take all twelve sizes and both schemes.
        #expect(primary.states(limitedTo: [:]).count == states.count / 4 * 24)
        // Values in the axis's own order (large before accessibility5), whatever order the configuration lists.
        #expect(states.prefix(4).map(\.slug) == ["normal-enabled-light-large", "normal-enabled-light-accessibility5",
                                                 "normal-enabled-dark-large", "normal-enabled-dark-accessibility5"])
        // A style that expands nothing keeps its states and slugs.
        let untouched = try #require(Catalog.builtIn.entry(id: "my-toggle-style"))
        #expect(!untouched.axes.contains { $0.isEnvironment })
    }

    @Test func declaredValuesPinTheirAxisAndInheritThroughExtends() throws {
        let themes = try parse(expanded).themes
        #expect(themes.map(\.pinned) == [[], [.colorScheme], [.layoutDirection], [.layoutDirection, .dynamicTypeSize]])
        #expect(themes[3].layoutDirection == .rightToLeft && themes[3].dynamicTypeSize == .accessibility3)
        #expect(themes[3].environment.layoutDirection == .rightToLeft && themes[3].environment.dynamicTypeSize == .accessibility3)
        #expect(themes[0].environmentSummary == "light" && themes[3].environmentSummary == "light, right to left, Dynamic Type accessibility3")
    }

    @Test func aPinningThemeShowsOnlyItsValueOfAnExpandedAxis() throws {
        let plan = try parse(expanded).makePlan()
        func slugs(_ component: String, _ theme: String) -> [String] {
            plan.groups.first { $0.component.entry.id == component && $0.theme.id == theme }!.states.map(\.slug)
        }
        #expect(slugs("primary-button-style", "default").count == 12)
        #expect(slugs("primary-button-style", "dark").allSatisfy { $0.contains("-dark-") } && slugs("primary-button-style", "dark").count == 6)
        // The Israel theme pins the direction: the toggle shows only its right-to-left states there; the
        // button does not expand the direction, so the pin changes nothing for it.
        #expect(slugs("my-toggle-style", "israel").allSatisfy { $0.hasSuffix("-rightToLeft") })
        #expect(slugs("my-toggle-style", "israel").count * 2 == slugs("my-toggle-style", "default").count)
        #expect(slugs("primary-button-style", "israel") == slugs("primary-button-style", "default"))
        // Jobs follow the groups' states, and each job's variant is one its group shows.
        #expect(plan.jobs.count == plan.groups.map(\.states.count).reduce(0, +))
        for job in plan.jobs { #expect(plan.groups[job.group].theme.admits(job.variant.state)) }
        // A component state the theme does not show has no job under it.
        let darkToggle = plan.groups.first { $0.component.entry.id == "primary-button-style" && $0.theme.id == "dark" }!
        #expect(darkToggle.job(ofComponentState: 0) == nil)
        #expect(darkToggle.job(ofComponentState: 2) == darkToggle.jobs.lowerBound)
    }

    @Test func theStateOverridesTheThemeInTheRender() throws {
        let configuration = try parse(expanded)
        let plan = configuration.makePlan()
        let renderer = configuration.makeRenderer(audited: false)
        let group = plan.groups.first { $0.component.entry.id == "primary-button-style" && $0.theme.id == "default" }!
        let job = { (slug: String) in plan.jobs[group.jobs].first { $0.variant.state.slug == slug }! }
        let large = try renderer.render(job("normal-enabled-light-large").variant, theme: group.theme)
        let huge = try renderer.render(job("normal-enabled-light-accessibility5").variant, theme: group.theme)
        let dark = try renderer.render(job("normal-enabled-dark-large").variant, theme: group.theme)
        // AX5 text is bigger; the dark state draws on the dark system background.
        #expect(huge.scene.size.height > large.scene.size.height + 10)
        #expect(String(decoding: dark.svg, as: UTF8.self).contains("(dark)"))
        #expect(String(decoding: large.svg, as: UTF8.self).contains("(light)"))
        let darkBackground = GalleryTheme.dark.background
        #expect(String(decoding: dark.svg, as: UTF8.self).lowercased().contains(darkBackground.hexString.lowercased()))
    }

    @Test func unknownValuesAndAxesAreLocated() {
        let value = configErrors(config(themes: #"[{"id": "a"}]"#,
                                        styles: #"{"settings": {"my-button-style": {"axes": {"dynamicTypeSize": ["ax5"]}}}}"#))
        #expect(value.count == 1 && value[0].contains(#"$.styles.settings["my-button-style"].axes.dynamicTypeSize[0]: expected one of "xSmall""#), "\(value)")
        let theme = configErrors(config(themes: #"[{"id": "a", "layoutDirection": "rtl"}]"#))
        #expect(theme.count == 1 && theme[0].contains(#"$.themes[0].layoutDirection: expected one of "leftToRight", "rightToLeft", found "rtl""#), "\(theme)")
        let axis = configErrors(config(themes: #"[{"id": "a"}]"#, styles: #"{"settings": {"my-button-style": {"axes": {"layoutDirections": ["rightToLeft"]}}}}"#))
        #expect(axis.count == 1 && axis[0].contains(#"did you mean "layoutDirection""#), "\(axis)")
    }
}
