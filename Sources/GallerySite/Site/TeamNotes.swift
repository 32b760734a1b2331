import XMLWriter

/// The team's words on the site (``TeamWords``): the "Team notes" section near the top of a component
/// page, a variant card's compact note, and the status badge of home cards.
enum TeamNotes {
    static let sectionID = "team-notes"

    /// `Stable`, `Beta`, `Deprecated` as a badge whose word carries the meaning (colour only repeats it).
    static func badge(_ status: TeamWords.Status) -> XMLNode {
        HTML.element("span", attributes: [("class", "status-badge status-\(status.rawValue)")], [.text(status.title)])
    }

    /// A link's `href` on the page at `page`: http(s) URLs, `#fragment`s and `?query`s as written, relative
    /// paths from the site's root.
    static func href(_ url: String, page: String) -> String {
        let lower = url.lowercased()
        if lower.hasPrefix("https://") || lower.hasPrefix("http://") || url.hasPrefix("#") || url.hasPrefix("?") { return url }
        return SitePaths.relative(from: page, to: url)
    }

    /// A link: one to another site is marked `rel="external"` (the site check lets only those link out).
    static func link(_ url: String, _ title: String, page: String) -> XMLNode {
        HTML.link(href(url, page: page), title, [("rel", isExternal(url) ? "external" : nil)])
    }

    static func isExternal(_ url: String) -> Bool {
        let lower = url.lowercased()
        return lower.hasPrefix("https://") || lower.hasPrefix("http://")
    }

    /// The component page's section; nothing when the team said nothing about the component.
    static func section(_ words: TeamWords, page: String) -> [XMLNode] {
        guard !words.isEmpty else { return [] }
        let resolve = { (url: String) in href(url, page: page) }
        var facts: [XMLNode] = []
        if let status = words.status {
            facts += [HTML.element("dt", [:], text: "Status"), HTML.element("dd", [:], [badge(status)])]
        }
        if let owner = words.owner {
            facts += [HTML.element("dt", [:], text: "Owner"), HTML.element("dd", [:], text: owner)]
        }
        if !words.links.isEmpty {
            facts += [HTML.element("dt", [:], text: "Links"),
                      HTML.element("dd", [:], [HTML.list(words.links.map { [link($0.url, $0.title, page: page)] }, class: "team-links")])]
        }
        var children: [XMLNode] = [HTML.element("h2", ["id": sectionID], text: "Team notes")]
        if !facts.isEmpty { children.append(HTML.element("dl", ["class": "facts"], facts)) }
        if let notes = words.notes { children.append(HTML.element("div", ["class": "notes"], NotesMarkdown.blocks(notes, href: resolve))) }
        children += doDont(words, headings: true, resolve: resolve)
        return [HTML.element("section", ["class": "team-notes", "aria-labelledby": sectionID], children)]
    }

    /// Two lists with their headings, "Do" and "Don't" (each only when it has items).
    /// On a component page the titles are headings (`h3`); on a card, under the matrix, bold paragraphs.
    static func doDont(_ words: TeamWords, headings: Bool, resolve: @escaping (String) -> String) -> [XMLNode] {
        var columns: [XMLNode] = []
        for (title, items, kind) in [("Do", words.dos, "do"), ("Don’t", words.donts, "dont")] where !items.isEmpty {
            columns.append(HTML.element("div", ["class": "guidance guidance-\(kind)"], [
                headings ? HTML.element("h3", [:], text: title)
                    : HTML.element("p", ["class": "guidance-title"], [HTML.element("strong", [:], text: title)]),
                HTML.list(items.map { NotesMarkdown.inline($0, href: resolve) }),
            ]))
        }
        return columns.isEmpty ? [] : [HTML.element("div", ["class": "do-dont"], columns)]
    }

    /// A variant card's words, compact: its status badge, notes, do and don't; nil when it has none.
    static func variantNote(_ words: TeamWords?, page: String) -> XMLNode? {
        guard let words, !words.isEmpty else { return nil }
        let resolve = { (url: String) in href(url, page: page) }
        var children: [XMLNode] = []
        if let status = words.status { children.append(HTML.element("p", ["class": "variant-status"], [badge(status)])) }
        if let notes = words.notes { children += NotesMarkdown.blocks(notes, href: resolve) }
        if !words.links.isEmpty {
            children.append(HTML.list(words.links.map { [link($0.url, $0.title, page: page)] }, class: "team-links"))
        }
        children += doDont(words, headings: false, resolve: resolve)
        return HTML.element("div", ["class": "variant-notes"], children)
    }
}
