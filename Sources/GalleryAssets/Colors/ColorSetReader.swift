import GalleryJSON

/// Reads a `.colorset`'s `Contents.json` (docs/asset-catalogs.md, §3). A slot with a problem is reported and
/// left out; the set is kept when at least one slot could be read.
enum ColorSetReader {
    static func read(_ root: JSONCursor, name: String, folder: String, limits: AssetCatalogLimits)
        -> (asset: ColorAsset?, issues: [AssetIssue])
    {
        var issues: [AssetIssue] = []
        let entries: [JSONCursor]
        do {
            entries = try root.requiredMember("colors").elements()
        } catch {
            return (nil, [AssetIssue(error)])
        }
        var slots: [ColorSlot] = []
        var empty: [Appearance] = []
        for entry in entries {
            do {
                let idiom = try entry.member("idiom")?.enumCase(Idiom.self) ?? .universal
                let appearance = try Appearance.read(entry.member("appearances"))
                let gamut = try entry.member("display-gamut")?.oneOf(["sRGB", "display-P3"])
                guard let color = try entry.member("color") else {
                    empty.append(appearance)
                    continue
                }
                let slot = ColorSlot(
                    idiom: idiom, appearance: appearance, displayGamut: gamut, content: try content(color, limits: limits))
                if let index = slots.firstIndex(where: { $0.idiom == idiom && $0.appearance == appearance }) {
                    // A set may give one color per display gamut; the gallery draws in sRGB.
                    if slots[index].displayGamut == "display-P3", gamut != "display-P3" {
                        slots[index] = slot
                    } else if gamut != "display-P3" || slots[index].displayGamut == "display-P3" {
                        issues.append(AssetIssue(
                            entry.issue("the \(appearance) slot for idiom \(JSONText.quoted(idiom.rawValue)) is given"
                                + " again; the first one is used"),
                            severity: .warning))
                    }
                } else {
                    slots.append(slot)
                }
            } catch {
                issues.append(AssetIssue(error))
            }
        }
        guard !slots.isEmpty else {
            if issues.isEmpty {
                issues.append(AssetIssue(root.issue("the color set has no color in any slot"), severity: .error))
            }
            return (nil, issues)
        }
        return (ColorAsset(name: name, folder: folder, slots: slots, emptySlots: empty), issues)
    }

    private static func content(_ color: JSONCursor, limits: AssetCatalogLimits) throws(ConfigIssue) -> ColorSlot.Content {
        if let reference = try color.member("reference") {
            let name = try reference.string()
            let platform = try color.member("platform")?.oneOf(["ios", "osx", "universal"])
            guard let resolved = SystemColorReference(name: name, platform: platform) else {
                throw reference.issue("unknown system color \(Escaped.quoted(name))"
                    + DidYouMean.clause(DidYouMean.suggestions(for: name, among: SystemColorReference.knownNames)))
            }
            return .system(resolved)
        }
        let space = try color.requiredMember("color-space").enumCase(AssetColorSpace.self)
        let components = try color.requiredMember("components")
        let keys = space.isGray ? ["white", "alpha"] : ["red", "green", "blue", "alpha"]
        if let unknown = components.unknownMemberIssues(allowed: keys).first {
            throw ConfigIssue(
                file: unknown.file, path: unknown.path, position: unknown.position,
                message: unknown.message + " (\(space.rawValue) takes \(keys.map(JSONText.quoted).joined(separator: ", ")))")
        }
        var values: [String: Double] = [:]
        var written: [String: String] = [:]
        for key in keys {
            if key == "alpha", try components.member(key) == nil {
                values[key] = 1
                continue
            }
            let role: ColorComponentReader.Role = key == "alpha" ? .alpha : .channel
            let read = try ColorComponentReader.read(
                try components.requiredMember(key), role: role, space: space, limits: limits)
            values[key] = read.value
            written[key] = read.written
        }
        let parsed = space.isGray
            ? ColorComponents(white: values["white"]!, alpha: values["alpha"]!)
            : ColorComponents(red: values["red"]!, green: values["green"]!, blue: values["blue"]!, alpha: values["alpha"]!)
        return .value(AssetColorValue(colorSpace: space, components: parsed, writtenComponents: written))
    }
}
