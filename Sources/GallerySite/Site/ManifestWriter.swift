import Fonts
import GalleryJSON
import Foundation
import GalleryRender
import GalleryAudit
import GalleryCatalog
import StyleKit

/// `manifest.json`, for other tools: the site, its themes, components and audit rules, and the files that hold the
/// variants — one per component page (`themes/<theme>/<component>.json`, next to the page), each with every
/// variant's files and audit findings. A group's variant file is written when its page is, and an unchanged
/// group's is linked from the previous build like its page and SVGs: a rebuild writes the variants of what
/// changed only (at 100,000 variants they are 290 MB; one file, it was copied whole on every build).
/// `manifest.json` lists the files in the site's page order (theme, then component), so the same input gives
/// the same bytes.
struct ManifestWriter {
    /// The positions in the plan of the groups whose variant files the site holds.
    private(set) var groups: Set<Int> = []

    /// Notes that the variant file of the group at `position` is in the site (written by `writeGroup`, possibly on
    /// another task, or taken over from a previous build).
    mutating func register(_ position: Int) {
        groups.insert(position)
    }

    /// The lines around a variant file's variants, each of which is a line of its own (``ManifestReader`` reads
    /// them one at a time).
    static let variantsOpening = "  \"variants\": ["
    static let variantsClosing = "  ]"

    /// Writes the variants of one component under one theme to `SitePaths.componentVariants` under `root`:
    /// `{"component":…,"theme":…,"variants":[…]}`, a variant a line (``ManifestReader`` reads them one at a time).
    static func writeGroup(entry: StyleEntry, theme: GalleryTheme, records: [VariantRecord],
                           lookAlike: [StateDistinguishability.Pair], words: ComponentWords = ComponentWords(), root: URL) throws {
        // Design findings: states that look like a neighbouring state (identical, or nearly).
        var looksLike: [String: StateDistinguishability.Pair] = [:]
        // One per state: an identical neighbour before a nearly identical one, else the first in state order.
        for pair in lookAlike where looksLike[pair.state].map({ $0.likeness != .identical && pair.likeness == .identical }) ?? true {
            looksLike[pair.state] = pair
        }
        // Written as bytes, key by key (a cold build writes every variant's findings here: building them as
        // interpolated strings was 4 % of its instructions).
        var out: [UInt8] = []
        out.reserveCapacity(records.count * 2048)
        func raw(_ text: String) { out.append(contentsOf: text.utf8) }
        // Literal markup: a `StaticString`'s bytes are copied as they are (a `String`'s UTF-8 view took the slow path).
        func literal(_ text: StaticString) { text.withUTF8Buffer { out.append(contentsOf: $0) } }
        func string(_ text: String) { JSONText.appendQuoted(text, to: &out) }
        func optional(_ text: String?) { if let text { string(text) } else { literal("null") } }
        literal("{\n  \"component\": "); string(entry.id)
        literal(",\n  \"theme\": "); string(theme.id)
        literal(",\n"); raw(Self.variantsOpening); literal("\n")
        for (position, record) in records.enumerated() {
            if position > 0 { literal(",\n") }
            let slug = record.variant.state.slug
            literal("    {\"id\":"); string(record.variant.id)
            literal(",\"component\":"); string(entry.id)
            literal(",\"theme\":"); string(theme.id)
            literal(",\"state\":{")
            var firstAxis = true
            for axis in record.variant.entry.axes {
                guard let value = record.variant.state[axis] else { continue }
                if !firstAxis { literal(",") }
                firstAxis = false
                string(axis.rawValue); literal(":"); string(value)
            }
            literal("},\"svg\":"); string(record.svgPath)
            literal(",\"page\":"); string(SitePaths.variantURL(record.variant, theme))
            raw(",\"bytes\":\(record.bytes),\"wcagPassed\":\(AuditPanel.wcagFailures(record.audit) == 0)")
            literal(",\"looksLike\":"); raw(looksLike[slug].map(Self.looksLike) ?? "null")
            literal(",\"team\":"); raw(words.variants[slug].map { team($0, owner: false) } ?? "null")
            literal(",\"elements\":[")
            for (index, e) in record.audit.elements.enumerated() {
                if index > 0 { literal(",") }
                literal("{\"role\":"); string(e.role)
                literal(",\"label\":"); string(e.label)
                literal(",\"value\":"); optional(e.value)
                literal(",\"announcement\":"); string(e.announcement)
                raw(",\"disabled\":\(e.isDisabled),\"activationPoint\":[\(n(e.activationPoint.x)),\(n(e.activationPoint.y))]")
                raw(",\"activationPointIsInteractive\":\(e.activationPointIsInteractive)}")
            }
            literal("],\"findings\":[")
            var firstFinding = true
            record.audit.forEachFinding { finding in
                if !firstFinding { literal(",") }
                firstFinding = false
                Self.writeFinding(finding, into: &out)
            }
            literal("]}")
        }
        literal("\n"); raw(Self.variantsClosing); literal("\n}\n")
        try FileWriter.write(out, to: root.path + "/" + SitePaths.componentVariants(entry, theme))
    }

    /// A finding in a variant file: `{"rule":…,"verdict":…,"wcagFailure":…,"measured":…,"required":…,
    /// "subject":…,"detail":…,"suggestion":…}`. The rule's standard, reference and URL are in the manifest's
    /// `rules`, once.
    static func writeFinding(_ finding: Finding, into out: inout [UInt8]) {
        func literal(_ text: StaticString) { text.withUTF8Buffer { out.append(contentsOf: $0) } }
        func string(_ text: String) { JSONText.appendQuoted(text, to: &out) }
        literal("{\"rule\":"); string(finding.rule.rawValue)
        literal(",\"verdict\":"); string(finding.verdict.rawValue)
        literal(finding.isWCAGFailure ? ",\"wcagFailure\":true,\"measured\":" : ",\"wcagFailure\":false,\"measured\":")
        string(finding.measured)
        literal(",\"required\":"); string(finding.required)
        literal(",\"subject\":"); string(finding.subject)
        literal(",\"detail\":"); string(finding.detail)
        literal(",\"suggestion\":")
        if let suggestion = finding.suggestion { string(suggestion) } else { literal("null") }
        literal("}")
    }

    /// Writes `manifest.json` at the site's root.
    func finish(into staging: URL, plan: BuildPlan, configuration: GalleryConfiguration, fontFamily: String, faces: [FaceRecord],
                reads: TokenReaders) throws {
        var text = ""
        let themes = plan.themes.enumerated().map { position, t in
            let pinned = StateAxis.environmentAxes.filter(t.pinned.contains).map { Self.q($0.rawValue) }.joined(separator: ",")
            return "    {\"id\":\(Self.q(t.id)),\"title\":\(Self.q(t.title)),\"colorScheme\":\(Self.q(t.colorScheme.rawValue)),"
                + "\"layoutDirection\":\(Self.q(t.layoutDirection.rawValue)),\"dynamicTypeSize\":\(Self.q(t.dynamicTypeSize.axisValue)),"
                + "\"pinned\":[\(pinned)],\"overview\":\(Self.q(SitePaths.themeOverview(t))),"
                + Self.tokens(t, position: position, plan: plan, provenance: configuration.provenance[t.id] ?? ThemeProvenance(),
                              reads: reads, fontFamily: fontFamily) + "}"
        }
        let components = plan.components.map(\.entry).map { e in
            let words = configuration.words(for: e)
            return "    {\"id\":\(Self.q(e.id)),\"name\":\(Self.q(e.displayName)),\"kind\":\(Self.q(e.kind.rawValue)),\"source\":\(Self.q(e.source)),"
                + "\"interaction\":\(Self.q(e.interaction.summary)),\"axes\":[\(e.axes.map { Self.q($0.rawValue) }.joined(separator: ","))],"
                + "\"usage\":[\(e.presets.map { Self.q($0.usage) }.joined(separator: ","))],\"compare\":\(Self.q(SitePaths.compare(e))),"
                + "\"team\":\(Self.team(words.own, owner: true)),"
                + "\"variantTeam\":{\(words.variants.keys.sorted().map { "\(Self.q($0)):\(Self.team(words.variants[$0]!, owner: false))" }.joined(separator: ","))}}"
        }
        let faceList = faces.map { f in
            "      {\"family\":\(Self.q(f.family)),\"style\":\(Self.q(f.style)),\"postScriptName\":\(Self.q(f.postScriptName)),"
                + "\"version\":\(Self.q(f.version)),\"file\":\(Self.q(f.file)),\"faceIndex\":\(f.faceIndex),\"sha256\":\(Self.q(f.sha256))}"
        }
        text += "{\n  \"title\": \(Self.q(configuration.title)),\n  \"generator\": \"StyleGallery\",\n  \"font\": {\"family\": \(Self.q(fontFamily)), \"text\": \(Self.q(configuration.textMode == .outlines ? "outlines" : "text")),\n    \"faces\": [\n\(faceList.joined(separator: ",\n"))\n    ]},\n"
        if let assets = configuration.assetCatalog { text += ManifestAssets.json(assets) }
        let listed = groups.sorted().map { "    \(Self.q(SitePaths.componentVariants(plan.groups[$0].component.entry, plan.groups[$0].theme)))" }
        text += "  \"themes\": [\n\(themes.joined(separator: ",\n"))\n  ],\n  \"components\": [\n\(components.joined(separator: ",\n"))\n  ],\n"
              + "  \"rules\": {\n\(Self.rules)\n  },\n"
              + "  \"variantFiles\": [\n\(listed.joined(separator: ",\n"))\n  ]\n}\n"
        try FileWriter.write(Array(text.utf8), to: staging.path + "/" + SitePaths.manifest)
    }

    /// Every rule a finding can name, with its standard (`"wcag"`, `"apple-hig"`, `"voiceover"`, `"stylegallery"`),
    /// reference and URL: written once here rather than in each of the variants' findings (a third of their bytes).
    static let rules = Finding.Rule.allCases.map { rule in
        "    \(q(rule.rawValue)):{\"standard\":\(q(rule.standard.id)),\"reference\":\(q(rule.reference)),\"url\":\(rule.url.map(q) ?? "null")}"
    }.joined(separator: ",\n")

    /// The team's words as configured (notes as their Markdown source): `status` and `owner` null when not
    /// given, lists empty.
    static func team(_ words: TeamWords, owner: Bool) -> String {
        "{\"status\":\(words.status.map { q($0.rawValue) } ?? "null"),"
            + (owner ? "\"owner\":\(words.owner.map(q) ?? "null")," : "")
            + "\"notes\":\(words.notes.map(q) ?? "null"),"
            + "\"do\":[\(words.dos.map(q).joined(separator: ","))],\"dont\":[\(words.donts.map(q).joined(separator: ","))],"
            + "\"links\":[\(words.links.map { "{\"title\":\(q($0.title)),\"url\":\(q($0.url))}" }.joined(separator: ","))]}"
    }

    /// `"tokens":{"button.primary.color":{"value":…,"source":"theme"|"inherited","from":…,"readBy":[…]},…},"environment":[…]`.
    static func tokens(_ theme: GalleryTheme, position: Int, plan: BuildPlan, provenance: ThemeProvenance, reads: TokenReaders,
                       fontFamily: String) -> String {
        // `theme` when the theme sets it; else `inherited`, `from` the theme up the `extends` chain that sets it
        // (null: no theme sets it, the seed Theme's default).
        func source(_ s: ThemeProvenance.Source) -> String {
            "\"source\":\(q(s == .theme ? "theme" : "inherited")),\"from\":\(s.from.map(q) ?? "null")"
        }
        func readBy(_ components: [Int]) -> String { "\"readBy\":[\(components.map { q(plan.components[$0].entry.id) }.joined(separator: ","))]" }
        let tokens = ThemeToken.allCases.map { token in
            let value: String
            switch token.value(in: theme) {
            case .color(let c): value = q(c.resolve(in: theme.environment).description)
            case .dimension(let d): value = JSONText.number(d)
            case .font: value = q(TokenPage.valueText(token, theme: theme, family: fontFamily))
            case nil: value = q(Color.accentColor.resolve(in: theme.environment).description)
            }
            let specimen = token.kind == .font ? ",\"specimen\":\(q(TokenPage.specimenPath(token, theme)))" : ""
            return "\(q(token.rawValue)):{\"value\":\(value),\(source(provenance.source(of: token))),"
                + "\(readBy(reads.components(reading: token.rawValue, theme: position)))\(specimen)}"
        }
        let environment = zip(provenance.environment, theme.patches).map { declared, patch in
            let names = TokenProbe.readNames(ofPatch: patch)
            let keys = names.sorted().map { q(TokenProbe.displayName(ofRead: $0)) }
            return "{\"swift\":\(q(declared.swift)),\"keys\":[\(keys.joined(separator: ","))],\(source(declared.source)),"
                + "\(readBy(reads.components(readingAnyOf: names, theme: position)))}"
        }
        return "\"tokens\":{\(tokens.joined(separator: ","))},\"environment\":[\(environment.joined(separator: ","))]"
    }

    /// `{"state":"normal-enabled","axis":"interaction","likeness":"identical"}`, or with `"nearlyIdentical"`
    /// its figures: `"differingShare"` (0…1), `"maxDeltaE"` (of the other pixels) and `"deltaE"` (the threshold).
    static func looksLike(_ pair: StateDistinguishability.Pair) -> String {
        let head = "{\"state\":\(q(pair.neighbour)),\"axis\":\(q(pair.axis.rawValue)),"
        switch pair.likeness {
        case .identical: return head + "\"likeness\":\"identical\"}"
        case .nearlyIdentical(let figures):
            return head + "\"likeness\":\"nearlyIdentical\",\"differingShare\":\(JSONText.number((figures.differingShare * 1e6).rounded() / 1e6)),"
                + "\"maxDeltaE\":\(JSONText.number((figures.maxDeltaE * 100).rounded() / 100)),\"deltaE\":\(JSONText.number(pair.deltaE))}"
        }
    }

    private static func q(_ s: String) -> String { JSONText.quoted(s) }
    private static func n(_ v: CGFloat) -> String { JSONText.number(Double((v * 1000).rounded() / 1000)) }
}
