import GalleryCatalog

/// Per-entry settings of a configuration: the label shown, and axes limited to some values.
struct EntrySettings {
    var label: String?
    var limits: [StateAxis: [String]] = [:]

    static let members = ["label", "axes"]

    static func parse(_ cursor: JSONCursor, entry: StyleEntry, issues: inout [ConfigIssue]) -> EntrySettings {
        issues += cursor.unknownMemberIssues(allowed: members)
        var settings = EntrySettings()
        do throws(ConfigIssue) {
            settings.label = try cursor.member("label")?.string()
            if let axes = try cursor.member("axes") {
                for (key, keyPosition, values) in try axes.members() {
                    guard let axis = StateAxis(rawValue: key), entry.axes.contains(axis) else {
                        let known = entry.axes.map(\.rawValue)
                        issues.append(axes.issue("\(entry.id) has no axis \(JSONText.quoted(key))"
                            + DidYouMean.clause(DidYouMean.suggestions(for: key, among: known))
                            + "; its axes: \(known.joined(separator: ", "))", at: keyPosition, path: values.path))
                        continue
                    }
                    var chosen: [String] = []
                    for value in try values.elements() {
                        chosen.append(try value.oneOf(entry.values(of: axis)))
                    }
                    if chosen.isEmpty { issues.append(values.issue("an axis needs at least one value")) }
                    settings.limits[axis] = chosen
                }
            }
        } catch {
            issues.append(error)
        }
        return settings
    }
}
