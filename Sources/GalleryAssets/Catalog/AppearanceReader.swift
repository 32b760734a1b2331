import GalleryJSON

extension Appearance {
    /// The appearance described by a slot's optional `appearances` array:
    /// `[{"appearance": "luminosity", "value": "dark"}, {"appearance": "contrast", "value": "high"}]`.
    static func read(_ appearances: JSONCursor?) throws(ConfigIssue) -> Appearance {
        guard let appearances else { return .any }
        var result = Appearance.any
        var seen: Set<String> = []
        for entry in try appearances.elements() {
            let kind = try entry.requiredMember("appearance")
            let name = try kind.oneOf(["luminosity", "contrast"])
            guard seen.insert(name).inserted else {
                throw kind.issue("appearance \(JSONText.quoted(name)) is given twice in one slot")
            }
            let value = try entry.requiredMember("value")
            if name == "luminosity" {
                result.luminosity = try value.oneOf(["light", "dark"]) == "dark" ? .dark : .light
            } else {
                _ = try value.oneOf(["high"])
                result.contrast = .high
            }
        }
        return result
    }
}
