import StyleKit

/// The registry of styles the gallery shows.
public struct Catalog: Sendable {
    public private(set) var entries: [StyleEntry]

    public init(entries: [StyleEntry]) { self.entries = entries }

    /// The embedded default: every seed style, then the system styles.
    public static let builtIn = Catalog(entries: seedEntries + systemEntries)

    public func entry(id: String) -> StyleEntry? { entries.first { $0.id == id } }

    /// Adds a user's entry (see README "Registering your own styles").
    public mutating func register(_ entry: StyleEntry) { entries.append(entry) }
}
