import Foundation
import GoldenTestSupport
import Testing

/// A team's design system as it is (Examples/AcmeDesignSystem: a SwiftPM package with styles, its own
/// theme, an asset catalog, a font and #Preview blocks) built by `gallery build` with no registration
/// code: the generated package is compiled for real, so this suite takes a minute or two.
@Suite("Design system from sources, end to end", .serialized)
struct DesignSystemTests {
    static let example = repositoryRoot.appendingPathComponent("Examples/AcmeDesignSystem")

    /// The example copied into a sandbox (without its build folders), so the test edits a copy.
    static func copyExample(into sandbox: Sandbox) throws -> URL {
        let target = sandbox.url("project/acme")
        let fm = FileManager.default
        try fm.createDirectory(at: target, withIntermediateDirectories: true)
        for name in try fm.contentsOfDirectory(atPath: example.path) where ![".build", ".stylegallery-cache", "output"].contains(name) {
            try fm.copyItem(at: example.appendingPathComponent(name), to: target.appendingPathComponent(name))
        }
        return target
    }

    static let expectedStates: [String: Int] = [
        // ButtonStyles: normal/pressed × enabled/disabled minus pressed+disabled; × presets.
        "primary-button-style": 3 * 2, "secondary-button-style": 3, "role-aware-button-style": 3, "pill-button-style": 3 * 3,
        "hold-to-confirm-button-style": 3, "link-button-style": 3, "brand-button-style": 3,
        "checkout-button-style": 3,
        // ToggleStyles: on/off × enabled/disabled; × presets (the initialiser and `.acmeSwitch`).
        "checkbox-toggle-style": 4, "acme-switch-toggle-style": 4 * 2,
        // `#if os(iOS) … #else`: rendered for iOS and for macOS.
        "adaptive-toggle-style": 2 * 4,
        "badge-label-style": 2, "segmented-progress-view-style": 3 * 2, "stars-rating-style": 2,
        // GroupBoxStyle: enabled/disabled; DisclosureGroupStyle: expanded/collapsed × enabled/disabled.
        "card-group-box-style": 2, "accordion-disclosure-group-style": 4,
        "preview-primary-button": 1, "preview-checkbox": 1, "preview-rating": 1, "preview-rating-view-previews": 2,
    ]

    @Test func everyStyleAndPreviewInEveryStateUnderEveryThemeThenIncrementalThenErrors() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let acme = try Self.copyExample(into: sandbox)
        let fm = FileManager.default

        // 1. Cold build: discovery, generated package, compile, render.
        let cold = try GalleryProcess.run(["build"], in: acme, home: sandbox.home, timeout: 1200)
        try #require(cold.status == 0, "cold build: \(cold.stderr)")
        #expect(cold.stderr.contains("compiled the design system (1 modules"), "\(cold.stderr)")
        let manifestData = try Data(contentsOf: acme.appendingPathComponent("output/manifest.json"))
        let manifest = try #require(try JSONSerialization.jsonObject(with: manifestData) as? [String: Any])
        let components = (manifest["components"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(Set(components) == Set(Self.expectedStates.keys), "components: \(components.sorted())")
        let variants = try manifestVariants(acme.appendingPathComponent("output"))
        let themes = ["default", "dark", "black-friday", "brazil"]
        for (component, states) in Self.expectedStates {
            for theme in themes {
                let count = variants.filter { $0["component"] as? String == component && $0["theme"] as? String == theme }.count
                #expect(count == states, "\(component) under \(theme): \(count) variants, expected \(states)")
            }
        }
        // The team's own Theme switched per configuration theme, asset colours per scheme.
        func svg(_ theme: String, _ path: String) throws -> String {
            try String(contentsOf: acme.appendingPathComponent("output/themes/\(theme)/svg/\(path).svg"), encoding: .utf8)
        }
        let primary = "primary-button-style/default-normal-enabled"
        #expect(try svg("default", primary).contains("#003D8C"), "BrandPrimary (asset catalog, light) fills the plate")
        #expect(try svg("black-friday", primary).contains("#000000"), "\\.acmeTheme = .blackFriday")
        #expect(try svg("black-friday", primary).contains("#FFD600"), "gold label in Black Friday")
        #expect(try svg("dark", primary) != svg("default", primary), "dark BrandPrimary (Display P3, converted)")
        #expect(try svg("brazil", primary).contains("#009C3B"), "\\.acmeTheme.accent = {color.brazil.accent}, a design token (#009C3B)")
        #expect(try svg("default", "pill-button-style/mint-normal-enabled").contains("#00C7BE"), "the configuration's init preset (.mint)")

        // A PreviewProvider's two previews are two presets of its page, named as Xcode's canvas names them.
        let ratingPreviews = variants.filter { $0["component"] as? String == "preview-rating-view-previews" && $0["theme"] as? String == "default" }
        #expect(Set(ratingPreviews.compactMap { ($0["state"] as? [String: String])?["preset"] }) == ["two-stars", "five-stars"], "\(ratingPreviews)")
        #expect(try svg("default", "preview-rating-view-previews/five-stars") != svg("default", "preview-rating-view-previews/two-stars"))

        // Xcode's generated asset symbols (`Color(.brandPrimary)` above, `.foregroundStyle(.brandPrimary)`, `Image(.logo)`)
        // and SwiftGen's checked-in accessors (`Asset.Colors.brandSurface.swiftUIColor`) reach the catalog's colours.
        let card = try svg("default", "card-group-box-style/enabled")
        #expect(card.contains("#F4F6FA") && card.contains("#003D8C"), "BrandSurface through SwiftGen, the title in ShapeStyle.brandPrimary")
        #expect(try svg("dark", "card-group-box-style/enabled").contains("#24262E"), "BrandSurface's dark slot")
        let expanded = try svg("default", "accordion-disclosure-group-style/on-enabled")
        let collapsed = try svg("default", "accordion-disclosure-group-style/off-enabled")
        #expect(expanded.contains("Disclosed content") && !collapsed.contains("Disclosed content"),
                "a DisclosureGroupStyle shows its content only when expanded")

        // The asset catalog's SVG image set is drawn inline (a <symbol> of logo.svg's shapes); its symbol set is drawn as a symbol.
        let brand = try svg("default", "brand-button-style/normal-enabled")
        #expect(brand.contains("<symbol id=\"sg-i1\" viewBox=\"0 0 32 32\"") && brand.contains("href=\"#sg-i1\"")
                && brand.contains("fill=\"#003D8C\"/>") && !brand.contains("<image "), "Image(\"Logo\") drawn from logo.svg")
        #expect(brand.contains("fill=\"#FFFFFF\" fill-opacity=\"0.9\""), "Image(\"acme.spark\") drawn from the symbol set, in its foreground")
        let brandVariants = variants.filter { $0["component"] as? String == "brand-button-style" }
        #expect(!"\(brandVariants)".contains("missingSymbol"), "\(brandVariants.first ?? [:])")

        // `environmentObjects` of each theme (inherited by `extends`) reach `@EnvironmentObject`.
        let checkout = "checkout-button-style/normal-enabled"
        #expect(try svg("default", checkout).contains("aria-label=\"3\""), "AcmeCart(itemCount: 3)")
        #expect(try svg("dark", checkout).contains("aria-label=\"3\""), "dark extends default: the same object")
        #expect(try svg("black-friday", checkout).contains("aria-label=\"9+\""), "AcmeCart(itemCount: 12): the badge its Combine pipeline derives")

        // The manifest keeps the asset catalog's originals: the Display P3 slot as written, beside the sRGB drawn.
        let assets = manifest["assets"] as? [String: Any] ?? [:]
        let brandPrimary = (assets["colors"] as? [[String: Any]] ?? []).first { $0["name"] as? String == "BrandPrimary" }
        let slots = brandPrimary?["slots"] as? [[String: Any]] ?? []
        #expect(slots.contains { $0["colorSpace"] as? String == "display-p3" && ($0["sRGB"] as? String)?.hasPrefix("#") == true }, "\(slots)")
        #expect((assets["images"] as? [[String: Any]] ?? []).map { $0["name"] as? String } == ["Logo"])
        #expect((assets["symbols"] as? [[String: Any]] ?? []).map { $0["name"] as? String } == ["acme.spark"])

        // Both platform branches, each with the team's theme values (the macOS copy has its own environment key).
        let adaptiveIOS = try svg("brazil", "adaptive-toggle-style/iOS-on-enabled")
        let adaptiveMacOS = try svg("brazil", "adaptive-toggle-style/macOS-on-enabled")
        #expect(adaptiveIOS != adaptiveMacOS, "the macOS branch (a 32-point switch beside its label) differs from the iOS one")
        #expect(adaptiveIOS.contains("#009C3B") && adaptiveMacOS.contains("#009C3B"), "\\.acmeTheme.accent reaches both copies")
        #expect(cold.stderr.contains("(1 styles rendered for iOS and macOS)"), "\(cold.stderr)")

        let page = try String(contentsOf: acme.appendingPathComponent("output/themes/default/primary-button-style.html"), encoding: .utf8)
        #expect(page.contains("Module AcmeDesign of the design system"), "the page says where the style's code is")

        // 2. Nothing changed: nothing recompiled.
        let warm = try GalleryProcess.run(["build"], in: acme, home: sandbox.home, timeout: 600)
        #expect(warm.status == 0, "\(warm.stderr)")
        #expect(warm.stderr.contains("; 0 of its files recompiled"), "\(warm.stderr)")

        // One preview rendered on its own, on an iPhone's screen (393 × 852 and the default 8 pt margin), as a snapshot test would.
        let preview = try GalleryProcess.run(["render", "preview-primary-button/default", "--canvas", "iphone"], in: acme, home: sandbox.home, timeout: 600)
        #expect(preview.status == 0, "\(preview.stderr)")
        #expect(preview.stdout.contains(#"width="409" height="868" viewBox="-8 -8 409 868""#) && preview.stdout.contains("#003D8C")
                && preview.stdout.contains("text set in Lato-Bold"), "\(preview.stdout.prefix(600))")

        // 3. A team file that does not compile: the compiler's error at the team's file and line, exit 3,
        //    and the site from step 2 untouched.
        let style = acme.appendingPathComponent("Sources/AcmeDesign/Buttons/SecondaryButtonStyle.swift")
        let original = try String(contentsOf: style, encoding: .utf8)
        let lines = original.components(separatedBy: "\n")
        let labelLine = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "configuration.label" })
        try original.replacingOccurrences(of: "        configuration.label\n", with: "        configuration.labl\n")
            .write(to: style, atomically: true, encoding: .utf8)
        let before = sandbox.snapshot().filter { $0.key.hasPrefix("project/acme/output") }
        let broken = try GalleryProcess.run(["build"], in: acme, home: sandbox.home, timeout: 600)
        #expect(broken.status == 3)
        #expect(broken.stderr.contains("\(style.path):\(labelLine + 1):23: error: value of type"), "\(broken.stderr)")
        #expect(!broken.stderr.contains(".stylegallery-cache/package/Sources"), "errors name the team's file, not the copy")
        #expect(sandbox.snapshot().filter { $0.key.hasPrefix("project/acme/output") } == before, "output/ untouched")

        // 4. A configuration expression that does not compile: reported at the configuration's line.
        try original.write(to: style, atomically: true, encoding: .utf8)
        let config = acme.appendingPathComponent("gallery-config.json")
        let configText = try String(contentsOf: config, encoding: .utf8)
        let initLine = try #require(configText.components(separatedBy: "\n").firstIndex { $0.contains("PillButtonStyle(tint: .mint)") })
        try configText.replacingOccurrences(of: "PillButtonStyle(tint: .mint)", with: "PillButtonStyle(tint: .mintt)")
            .write(to: config, atomically: true, encoding: .utf8)
        let badInit = try GalleryProcess.run(["build"], in: acme, home: sandbox.home, timeout: 600)
        #expect(badInit.status == 3)
        #expect(badInit.stderr.contains("gallery-config.json:\(initLine + 1):"), "\(badInit.stderr)")
        #expect(fm.fileExists(atPath: acme.appendingPathComponent("output/index.html").path))

        // 5. A theme's environment expression that does not compile: reported at its line of the configuration too.
        let environmentLine = try #require(configText.components(separatedBy: "\n").firstIndex { $0.contains(#"".blackFriday""#) })
        try configText.replacingOccurrences(of: #"".blackFriday""#, with: #"".blackFridayy""#).write(to: config, atomically: true, encoding: .utf8)
        let badEnvironment = try GalleryProcess.run(["build"], in: acme, home: sandbox.home, timeout: 600)
        #expect(badEnvironment.status == 3)
        #expect(badEnvironment.stderr.contains("gallery-config.json:\(environmentLine + 1):"), "\(badEnvironment.stderr)")
        #expect(badEnvironment.stderr.contains("blackFridayy"), "\(badEnvironment.stderr)")
    }
}
