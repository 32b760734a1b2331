import Foundation
import Testing
import GalleryCatalog
import GalleryRender
@testable import GallerySite
import StyleKit

private struct BrandColorKey: EnvironmentKey { static let defaultValue = Color.blue }
extension EnvironmentValues {
    fileprivate var brandColor: Color {
        get { self[BrandColorKey.self] }
        set { self[BrandColorKey.self] = newValue }
    }
}

/// Draws with a design system's own environment value (as a team's style reads `\.acmeTheme`).
private struct BrandStyle: ButtonStyle {
    @Environment(\.brandColor) private var brand
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(12).background(brand)
    }
}

/// Reads no token at all.
private struct PlainFillStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(12).background(Color.gray)
    }
}

@Suite struct TokenPageTests {
    static var catalog: Catalog {
        var catalog = Catalog.builtIn
        catalog.register(.buttonStyle(id: "brand", name: "BrandStyle", summary: "Fills with the brand colour.", usage: ".buttonStyle(BrandStyle())",
                                      label: "Go", roles: false) { BrandStyle() })
        catalog.register(.buttonStyle(id: "plain-fill", name: "PlainFillStyle", summary: "Grey.", usage: ".buttonStyle(PlainFillStyle())",
                                      label: "Go", roles: false) { PlainFillStyle() })
        catalog.themePatches["promo"] = [EnvironmentPatch(source: "\\.brandColor = .pink") { $0.brandColor = .pink }]
        return catalog
    }

    /// Three themes in a chain, each setting one token; the last also sets the brand colour.
    static let chain = """
    {
      "styles": { "include": ["primary-button-style", "plain-fill", "brand"] },
      "themes": [
        { "id": "base", "title": "Base", "tokens": { "button.primary.color": "#C8102E" } },
        { "id": "brand-theme", "title": "Brand", "extends": "base", "accentColor": "#007A33" },
        { "id": "promo", "title": "Promotion with a long name", "extends": "brand-theme", "tokens": { "settings.item.cornerRadius": 4 } }
      ]
    }
    """

    static func configuration() throws -> GalleryConfiguration {
        try GalleryConfiguration.parse(chain, fileName: "tokens.json", baseURL: repositoryRoot, catalog: catalog)
    }

    @Test func anExtendsChainOfThreeSaysWhatEachThemeSetsAndWhereTheRestComesFrom() throws {
        let configuration = try Self.configuration()
        let base = try #require(configuration.provenance["base"])
        let brand = try #require(configuration.provenance["brand-theme"])
        let promo = try #require(configuration.provenance["promo"])
        #expect(base.source(of: .primaryColor) == .theme)
        #expect(base.source(of: .accentColor) == .default)
        #expect(brand.source(of: .primaryColor) == .inherited(from: "base"))
        #expect(brand.source(of: .accentColor) == .theme)
        #expect(promo.source(of: .primaryColor) == .inherited(from: "base"), "from the theme that sets it, two steps up")
        #expect(promo.source(of: .accentColor) == .inherited(from: "brand-theme"))
        #expect(promo.source(of: .settingsItemCornerRadius) == .theme)
        #expect(promo.source(of: .bodyFont) == .default)
        #expect(promo.environment == [ThemeProvenance.Environment(swift: "\\.brandColor = .pink", source: .theme)])
        #expect(brand.environment.isEmpty)
    }

    @Test func theProbeFindsTheTokensAStyleDrawsWith() throws {
        let configuration = try Self.configuration()
        let plan = configuration.makePlan()
        var renderer = configuration.makeRenderer(audited: false)
        renderer.recordsEnvironmentReads = true
        let probe = TokenProbe(renderer: renderer)
        func reads(_ component: String, theme: String) throws -> [String] {
            let componentIndex = try #require(plan.components.firstIndex { $0.entry.id == component })
            let themeIndex = try #require(plan.themes.firstIndex { $0.id == theme })
            let job = plan.jobs[plan.group(component: componentIndex, theme: themeIndex).jobs.lowerBound]
            let rendered = try renderer.render(job.variant, theme: job.theme, label: job.label)
            if component == "plain-fill" { #expect(!rendered.environmentReads.contains(GalleryTheme.themeTokensKey)) }
            if component == "primary-button-style" { #expect(rendered.environmentReads.contains(GalleryTheme.themeTokensKey)) }
            return probe.tokensRead(by: job, reads: rendered.environmentReads, drawing: StateDistinguishability.drawingFingerprint(rendered.svg))
        }
        let primary = try reads("primary-button-style", theme: "base")
        #expect(primary.contains("button.primary.color"))
        // The seed's PrimaryButtonStyle strokes with lineWidth 3, not with its theme's border width.
        #expect(!primary.contains("button.primary.borderWidth"))
        #expect(!primary.contains("settings.item.cornerRadius"))
        #expect(try reads("plain-fill", theme: "base") == [])
        #expect(try reads("brand", theme: "promo") == ["env:BrandColorKey"], "a design system's own key, looked up")
        #expect(try reads("brand", theme: "base") == [], "a theme that does not set the key")
    }

    @Test func thePoolNotesReadsOnlyForTheJobsItIsAskedTo() async throws {
        let configuration = try Self.configuration()
        let plan = configuration.makePlan()
        var pool = ParallelRenderer(renderer: configuration.makeRenderer(audited: false), concurrency: 2)
        let firsts = Set(plan.groups.map(\.jobs.lowerBound))
        pool.recordsReads = { firsts.contains($0.index) }
        var noted: [Int: Bool] = [:]
        try await pool.run(plan.jobs, work: { _, rendered in !rendered.environmentReads.isEmpty },
                           consume: { (job: RenderJob, readSomething: Bool) -> Void in noted[job.index] = readSomething })
        #expect(noted.count == plan.jobs.count && plan.jobs.count > firsts.count)
        for (index, readSomething) in noted { #expect(readSomething == firsts.contains(index), "job \(index)") }
        // Without a predicate the renderer's own setting holds for every job.
        var everything = configuration.makeRenderer(audited: false)
        everything.recordsEnvironmentReads = true
        var all = 0
        try await ParallelRenderer(renderer: everything).run(plan.jobs, work: { _, rendered in !rendered.environmentReads.isEmpty },
                                                             consume: { (_: RenderJob, readSomething: Bool) -> Void in if readSomething { all += 1 } })
        #expect(all == plan.jobs.count)
    }

    @Test func theTokenPageAndManifestShowSourcesReadersAndSpecimens() async throws {
        let root = try temporaryDirectory("tokens")
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("output")
        let templates = repositoryRoot.appendingPathComponent("Templates")
        let first = try await SiteBuilder(configuration: try Self.configuration(), templatesDirectory: templates, outputDirectory: output).build()
        #expect(!first.unchanged)

        let page = try read(output.appendingPathComponent("themes/promo/index.html"))
        #expect(page.contains(#"<h3 class="token-name"><code>settings.item.cornerRadius</code></h3>"#), "names in the class that wraps them")
        #expect(page.contains(#"Inherited from <a href="../../themes/base/index.html">Base</a>"#))
        #expect(page.contains(#"Inherited from <a href="../../themes/brand-theme/index.html">Brand</a>"#))
        #expect(page.contains("<strong>Set here</strong>"))
        #expect(page.contains("Default value (no theme sets it)"))
        #expect(page.contains(#"<a href="../../themes/promo/primary-button-style.html">PrimaryButtonStyle</a>"#))
        #expect(page.contains("Environment values") && page.contains("<code>\\.brandColor = .pink</code>"))
        #expect(page.contains(#"<a href="../../themes/promo/brand.html">BrandStyle</a>"#))
        #expect(page.contains(#"src="../../themes/promo/tokens/typography.button.svg""#))
        #expect(page.contains("The quick brown fox jumps over the lazy dog 0123456789"))
        #expect(page.contains(#"<article class="token-card color" id="token-button.primary.color">"#))
        let component = try read(output.appendingPathComponent("themes/promo/primary-button-style.html"))
        #expect(component.contains(#"<dt>Tokens it reads</dt><dd><a href="../../themes/promo/index.html#token-button.primary.color"><code>button.primary.color</code></a>"#))
        let brand = try read(output.appendingPathComponent("themes/promo/brand.html"))
        #expect(brand.contains(#"<a href="../../themes/promo/index.html#environment"><code>BrandColorKey</code></a>"#))
        let plain = try read(output.appendingPathComponent("themes/promo/plain-fill.html"))
        #expect(plain.contains("<dt>Tokens it reads</dt><dd>none of the theme's tokens</dd>"))
        let specimen = try read(output.appendingPathComponent("themes/promo/tokens/typography.button.svg"))
        #expect(specimen.contains("<svg") && specimen.contains("<path"), "drawn by the gallery (outlined text)")

        let css = try read(templates.appendingPathComponent("assets/site.css"))
        #expect(css.contains(".token-card .token-name { font-size: 1rem; margin: 0 0 .4rem; overflow-wrap: anywhere;"))

        func tokens(_ manifestURL: URL) throws -> [String: [String: [String: Any]]] {
            let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: manifestURL)) as? [String: Any])
            let themes = try #require(manifest["themes"] as? [[String: Any]])
            var byTheme: [String: [String: [String: Any]]] = [:]
            for theme in themes { byTheme[theme["id"] as! String] = theme["tokens"] as? [String: [String: Any]] }
            return byTheme
        }
        let manifest = try tokens(output.appendingPathComponent("manifest.json"))
        let primary = try #require(manifest["promo"]?["button.primary.color"])
        #expect(primary["value"] as? String == "#C8102E")
        #expect(primary["source"] as? String == "inherited")
        #expect(primary["from"] as? String == "base")
        #expect(primary["readBy"] as? [String] == ["primary-button-style"])
        let radius = try #require(manifest["promo"]?["settings.item.cornerRadius"])
        #expect(radius["value"] as? Double == 4 && radius["source"] as? String == "theme" && radius["from"] is NSNull)
        #expect(manifest["base"]?["button.primary.borderWidth"]?["readBy"] as? [String] == [])
        #expect(manifest["promo"]?["typography.body"]?["specimen"] as? String == "themes/promo/tokens/typography.body.svg")

        // A no-op rebuild writes nothing (and so probes nothing).
        let again = try await SiteBuilder(configuration: try Self.configuration(), templatesDirectory: templates, outputDirectory: output).build()
        #expect(again.unchanged)
        // One theme changed: the other groups are taken over with what they read.
        let changed = try GalleryConfiguration.parse(Self.chain.replacingOccurrences(of: "\"settings.item.cornerRadius\": 4", with: "\"settings.item.cornerRadius\": 6"),
                                                     fileName: "tokens.json", baseURL: repositoryRoot, catalog: Self.catalog)
        let partial = try await SiteBuilder(configuration: changed, templatesDirectory: templates, outputDirectory: output).build()
        #expect(partial.reusedRenders > 0 && partial.reusedRenders < partial.renders)
        let after = try tokens(output.appendingPathComponent("manifest.json"))
        for (theme, values) in manifest {
            for (name, token) in values {
                #expect(after[theme]?[name]?["readBy"] as? [String] == token["readBy"] as? [String], "\(theme) \(name)")
            }
        }
    }

    @Test func environmentKeysAreNamedAsTheTeamWritesThem() {
        #expect(TokenProbe.displayName(ofRead: "env:__Key_acmeTheme") == "\\.acmeTheme", "an @Entry, as compiled")
        #expect(TokenProbe.displayName(ofRead: "env:BrandColorKey") == "BrandColorKey")
        #expect(TokenProbe.displayName(ofKey: TokenProbe.objectsKeyName) == "environment objects")
        #expect(!TokenProbe.objectsKeyName.isEmpty)
    }

    @Test func theBuildIndexKeepsWhatAGroupReads() throws {
        var index = BuildIndex()
        var group = BuildIndex.Group(key: "k")
        group.reads = ["button.primary.color", "env:Brand\tKey"]
        index.groups["k"] = group
        index.order = ["k"]
        index.groups["empty"] = BuildIndex.Group(key: "empty")
        index.order.append("empty")
        let parsed = try BuildIndex.parse(index.text)
        #expect(parsed.groups["k"]?.reads == ["button.primary.color", "env:Brand\tKey"])
        #expect(parsed.groups["empty"]?.reads == [])
    }
}
