/// What fontconfig matched for one query.
struct FontMatch: Sendable, Hashable {
    var path: String
    var index: Int
    /// All family names of the matched face, primary (first) first.
    var families: [String]
    var style: String
    /// fontconfig's weight converted back to the OpenType scale (FcWeightToOpenType).
    var openTypeWeight: Int

    /// True when `family` is one of the matched face's family names (case and blanks ignored,
    /// as fontconfig compares family names).
    func contains(family: String) -> Bool {
        let wanted = Self.normalized(family)
        return families.contains { Self.normalized($0) == wanted }
    }

    static func normalized(_ family: String) -> String {
        String(family.lowercased().filter { $0 != " " })
    }
}
