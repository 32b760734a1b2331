import GalleryJSON
import GalleryCatalog
import StyleKit

/// Per-entry settings of a configuration: the label shown, axes limited to some values, and the team's
/// words about the component and its variants (``TeamWords``).
struct EntrySettings {
    var label: String?
    var limits: [StateAxis: [String]] = [:]
    var presets: [(id: String, title: String, values: [String: StyleEntry.ParameterValue], source: [(String, String)])] = []

    var words = ComponentWords()

    static let members = ["label", "axes", "presets", "variants"] + TeamWords.members

    static func parse(_ cursor: JSONCursor, entry: StyleEntry, issues: inout [ConfigIssue]) -> EntrySettings {
        issues += cursor.unknownMemberIssues(allowed: members)
        var settings = EntrySettings()
        do throws(ConfigIssue) {
            settings.label = try cursor.member("label")?.text("label", allowNewlines: true)
            // Presets first: an axis may be limited to presets the configuration adds.
            if let presets = try cursor.member("presets") {
                settings.presets = parsePresets(presets, entry: entry, issues: &issues)
            }
            let entry = settings.presets.isEmpty ? entry : entry.addingPresets(settings.presets)
            if let axes = try cursor.member("axes") {
                for (key, keyPosition, values) in try axes.members() {
                    // The environment axes (colour scheme, layout direction, Dynamic Type) can be expanded on any style.
                    guard let axis = StateAxis(rawValue: key), entry.axes.contains(axis) || axis.isEnvironment else {
                        let known = (entry.axes + StateAxis.environmentAxes.filter { !entry.axes.contains($0) }).map(\.rawValue)
                        issues.append(axes.issue("\(entry.id) has no axis \(JSONText.quoted(key))"
                            + DidYouMean.clause(DidYouMean.suggestions(for: key, among: known))
                            + "; its axes: \(known.joined(separator: ", "))", at: keyPosition, path: values.path))
                        continue
                    }
                    var chosen: [String] = []
                    for value in try values.elements() {
                        chosen.append(try value.oneOf(entry.addingEnvironmentAxes([axis]).values(of: axis)))
                    }
                    if chosen.isEmpty { issues.append(values.issue("an axis needs at least one value")) }
                    settings.limits[axis] = chosen
                }
            }
        } catch {
            issues.append(error)
        }
        settings.words.own = TeamWords.parse(cursor, variant: false, issues: &issues)
        do throws(ConfigIssue) {
            if let variants = try cursor.member("variants") {
                settings.words.variants = try parseVariantWords(variants, entry: entry, settings: settings, issues: &issues)
            }
        } catch {
            issues.append(error)
        }
        return settings
    }

    /// `"variants": {"pressed-enabled": {"status": "beta", "notes": "…"}}`: a variant's words, by the state
    /// slug of its id (the states the configuration renders, with its presets and axis limits).
    private static func parseVariantWords(_ cursor: JSONCursor, entry: StyleEntry, settings: EntrySettings,
                                          issues: inout [ConfigIssue]) throws(ConfigIssue) -> [String: TeamWords] {
        let configured = (settings.presets.isEmpty ? entry : entry.addingPresets(settings.presets))
            .addingEnvironmentAxes(settings.limits.keys.filter(\.isEnvironment))
        let slugs = configured.states(limitedTo: settings.limits).map(\.slug)
        let known = Set(slugs)
        var result: [String: TeamWords] = [:]
        for (slug, keyPosition, value) in try cursor.members() {
            guard known.contains(slug) else {
                let shown = slugs.count > 12 ? slugs.prefix(12).joined(separator: ", ") + ", … (\(slugs.count) in all)" : slugs.joined(separator: ", ")
                issues.append(cursor.issue("\(entry.id) has no state \(JSONText.quoted(slug))"
                    + DidYouMean.clause(DidYouMean.suggestions(for: slug, among: slugs)) + "; its states: \(shown)",
                    at: keyPosition, path: value.path))
                continue
            }
            guard case .object = value.value else { issues.append(value.typeMismatch(expected: "object")); continue }
            issues += value.unknownMemberIssues(allowed: TeamWords.variantMembers)
            let words = TeamWords.parse(value, variant: true, issues: &issues)
            if !words.isEmpty { result[slug] = words }
        }
        return result
    }

    /// `"presets": [{"id": "brand", "title": "Brand", "parameters": {"color": "#5E5CE6"}}]`.
    private static func parsePresets(_ cursor: JSONCursor, entry: StyleEntry, issues: inout [ConfigIssue])
        -> [(id: String, title: String, values: [String: StyleEntry.ParameterValue], source: [(String, String)])] {
        var result: [(id: String, title: String, values: [String: StyleEntry.ParameterValue], source: [(String, String)])] = []
        var seen = Set(entry.presets.map(\.id))
        do throws(ConfigIssue) {
            for element in try cursor.elements() {
                issues += element.unknownMemberIssues(allowed: ["id", "title", "parameters", "init"])
                do throws(ConfigIssue) {
                    // `"init"` presets are Swift compiled into a design system's catalog, which has them already
                    // (a custom control's as `<id>-<case>`, one per case of its configuration's enum).
                    if let initializer = try element.member("init") {
                        let id = try element.requiredMember("id").string()
                        guard entry.presets.contains(where: { $0.id == id || (entry.kind == .customControl && $0.id.hasPrefix(id + "-")) }) else {
                            throw initializer.issue("an \"init\" preset is Swift compiled with the design system: it needs \"sources\" in the configuration")
                        }
                        continue
                    }
                    if entry.parameterKinds.isEmpty {
                        throw element.issue("\(entry.id) has no parameters a configuration can set; a style of your own takes \"init\": \"Style(…)\"")
                    }
                    let idCursor = try element.requiredMember("id")
                    let id = try idCursor.identifier("preset id", hyphens: false, rule: "lowercase letters and digits (it is part of variant ids)")
                    guard seen.insert(id).inserted else { throw idCursor.issue("\(entry.id) already has a preset \(JSONText.quoted(id))") }
                    let title = try element.member("title")?.text("preset title") ?? id
                    var values: [String: StyleEntry.ParameterValue] = [:]
                    var source: [(String, String)] = []
                    let parameters = try element.requiredMember("parameters")
                    let names = entry.parameterKinds.keys.sorted()
                    for (name, keyPosition, value) in try parameters.members() {
                        guard let kind = entry.parameterKinds[name] else {
                            issues.append(parameters.issue("\(entry.id) has no parameter \(JSONText.quoted(name))"
                                + DidYouMean.clause(DidYouMean.suggestions(for: name, among: names)) + "; parameters: \(names.joined(separator: ", "))",
                                at: keyPosition, path: value.path))
                            continue
                        }
                        switch kind {
                        case .color:
                            values[name] = .color(try value.color())
                            source.append((name, ColorValue.swiftSource(try value.string())))
                        case .colors:
                            let items = try value.elements()
                            if items.isEmpty { throw value.issue("\(name) needs at least one color") }
                            var colors: [Color] = []
                            var texts: [String] = []
                            for item in items {
                                colors.append(try item.color())
                                texts.append(ColorValue.swiftSource(try item.string()))
                            }
                            values[name] = .colors(colors)
                            source.append((name, "[" + texts.joined(separator: ", ") + "]"))
                        }
                    }
                    result.append((id, title, values, source))
                } catch {
                    issues.append(error)
                }
            }
        } catch {
            issues.append(error)
        }
        return result
    }
}
