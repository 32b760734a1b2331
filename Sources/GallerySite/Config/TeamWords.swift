import GalleryJSON

/// What a team says about a component or one of its variants (`styles.settings.<id>`, and
/// `styles.settings.<id>.variants.<state slug>`): its status, notes in a Markdown subset
/// (``NotesMarkdown``), do and don't lists, owner and links. Shown on the component page, the variant
/// cards, the home cards, in `manifest.json` and the search index (docs/configuration.md, "Team notes").
public struct TeamWords: Sendable, Equatable {
    public enum Status: String, Sendable, CaseIterable {
        case stable, beta, deprecated
        public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
    }

    public struct Link: Sendable, Equatable {
        public var title: String
        /// http(s) or a relative path (``SafeURL``).
        public var url: String
    }

    public var status: Status?
    /// Markdown source (``NotesMarkdown``).
    public var notes: String?
    public var dos: [String] = []
    public var donts: [String] = []
    /// Per component only.
    public var owner: String?
    public var links: [Link] = []

    public var isEmpty: Bool { self == TeamWords() }

    /// The members of a style's settings that are team words (a variant's take all but `owner`).
    static let members = ["status", "notes", "do", "dont", "owner", "links"]
    static let variantMembers = members.filter { $0 != "owner" }
    /// At most this many characters of notes; a do or don't item is at most a label's length.
    static let maximumNotesLength = 4_000
    static let maximumItems = 50

    /// Reads the team words among `cursor`'s members (other members are the caller's to check).
    static func parse(_ cursor: JSONCursor, variant: Bool, issues: inout [ConfigIssue]) -> TeamWords {
        var words = TeamWords()
        func attempt(_ body: () throws(ConfigIssue) -> Void) {
            do { try body() } catch { issues.append(error) }
        }
        attempt { () throws(ConfigIssue) in
            if let status = try cursor.member("status") { words.status = try status.enumCase(Status.self) }
        }
        attempt { () throws(ConfigIssue) in
            if let notes = try cursor.member("notes") {
                words.notes = try notes.text("notes", maxLength: maximumNotesLength, allowNewlines: true)
                try checkLinks(in: words.notes!, at: notes)
            }
        }
        for (key, path) in [("do", \TeamWords.dos), ("dont", \TeamWords.donts)] {
            attempt { () throws(ConfigIssue) in
                guard let list = try cursor.member(key) else { return }
                let items = try list.elements()
                if items.count > maximumItems { throw list.issue("\(key) has \(items.count) items; at most \(maximumItems) are allowed") }
                for item in items {
                    let text = try item.text("a \(key == "do" ? "do" : "don't") item")
                    try checkLinks(in: text, at: item)
                    words[keyPath: path].append(text)
                }
            }
        }
        if !variant {
            attempt { () throws(ConfigIssue) in
                if let owner = try cursor.member("owner") { words.owner = try owner.text("owner", maxLength: 200) }
            }
        }
        attempt { () throws(ConfigIssue) in
            guard let links = try cursor.member("links") else { return }
            let items = try links.elements()
            if items.count > maximumItems { throw links.issue("links has \(items.count) items; at most \(maximumItems) are allowed") }
            for item in items {
                issues += item.unknownMemberIssues(allowed: ["title", "url"])
                do throws(ConfigIssue) {
                    let title = try item.requiredMember("title").text("link title", maxLength: 200)
                    let urlCursor = try item.requiredMember("url")
                    let url = try urlCursor.string()
                    if let problem = SafeURL.problem(url) { throw urlCursor.issue(problem) }
                    words.links.append(Link(title: title, url: url))
                } catch {
                    issues.append(error)
                }
            }
        }
        return words
    }

    /// A Markdown link in notes or a list item whose URL ``SafeURL`` refuses is an error here (the
    /// renderer would show it as plain text): the team hears of it rather than finding a dead link.
    private static func checkLinks(in markdown: String, at cursor: JSONCursor) throws(ConfigIssue) {
        for url in NotesMarkdown.linkTargets(in: markdown) {
            if let problem = SafeURL.problem(url) { throw cursor.issue("the link to \(Escaped.quoted(url)): \(problem)") }
        }
    }
}

/// A component's team words and those of its variants, by state slug.
public struct ComponentWords: Sendable, Equatable {
    public var own = TeamWords()
    public var variants: [String: TeamWords] = [:]
    public var isEmpty: Bool { own.isEmpty && variants.isEmpty }
}
