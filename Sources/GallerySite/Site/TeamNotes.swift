import XMLWriter

/// The team's words on the site (``TeamWords``): the "Team notes" section near the top of a component
/// page, a variant card's compact note, and the status badge of home cards.
enum TeamNotes {
    static let sectionID = "team-notes"

    /// `Stable`, `Beta`, `Deprecated` as a badge whose word carries the meaning (colour only repeats it).
    static func writeBadge(_ status: TeamWords.Status, into html: inout HTMLWriter) {
        html.element("span", ["class": "status-badge status-\(status.rawValue)"], text: status.title)
    }

    /// A link's `href` on the page at `page`: http(s) URLs, `#fragment`s and `?query`s as written, relative
    /// paths from the site's root.
    static func href(_ url: String, page: String) -> String {
        let lower = url.lowercased()
        if lower.hasPrefix("https://") || lower.hasPrefix("http://") || url.hasPrefix("#") || url.hasPrefix("?") { return url }
        return SitePaths.relative(from: page, to: url)
    }

    /// A link: one to another site is marked `rel="external"` (the site check lets only those link out).
    static func writeLink(_ url: String, _ title: String, page: String, into html: inout HTMLWriter) {
        html.link(href(url, page: page), title, [("rel", isExternal(url) ? "external" : nil)])
    }

    /// The team's links as a list (`team-links`).
    static func writeLinks(_ links: [TeamWords.Link], page: String, into html: inout HTMLWriter) {
        html.list(links, class: "team-links") { html, link in writeLink(link.url, link.title, page: page, into: &html) }
    }

    static func isExternal(_ url: String) -> Bool {
        let lower = url.lowercased()
        return lower.hasPrefix("https://") || lower.hasPrefix("http://")
    }

    /// The component page's section; nothing when the team said nothing about the component.
    static func writeSection(_ words: TeamWords, page: String, into html: inout HTMLWriter) {
        guard !words.isEmpty else { return }
        let resolve = { (url: String) in href(url, page: page) }
        html.element("section", ["class": "team-notes", "aria-labelledby": sectionID]) { html in
            html.element("h2", ["id": sectionID], text: "Team notes")
            if words.status != nil || words.owner != nil || !words.links.isEmpty {
                html.element("dl", ["class": "facts"]) { html in
                    if let status = words.status {
                        html.element("dt", text: "Status")
                        html.element("dd") { writeBadge(status, into: &$0) }
                    }
                    if let owner = words.owner {
                        html.element("dt", text: "Owner")
                        html.element("dd", text: owner)
                    }
                    if !words.links.isEmpty {
                        html.element("dt", text: "Links")
                        html.element("dd") { html in
                            writeLinks(words.links, page: page, into: &html)
                        }
                    }
                }
            }
            if let notes = words.notes {
                html.element("div", ["class": "notes"]) { NotesMarkdown.writeBlocks(notes, href: resolve, into: &$0) }
            }
            writeDoDont(words, headings: true, resolve: resolve, into: &html)
        }
    }

    /// Two lists with their headings, "Do" and "Don't" (each only when it has items).
    /// On a component page the titles are headings (`h3`); on a card, under the matrix, bold paragraphs.
    static func writeDoDont(_ words: TeamWords, headings: Bool, resolve: @escaping (String) -> String, into html: inout HTMLWriter) {
        let columns = [("Do", words.dos, "do"), ("Don’t", words.donts, "dont")].filter { !$0.1.isEmpty }
        guard !columns.isEmpty else { return }
        html.element("div", ["class": "do-dont"]) { html in
            for (title, items, kind) in columns {
                html.element("div", ["class": "guidance guidance-\(kind)"]) { html in
                    if headings {
                        html.element("h3", text: title)
                    } else {
                        html.element("p", ["class": "guidance-title"]) { $0.element("strong", text: title) }
                    }
                    html.list(items) { html, item in NotesMarkdown.writeInline(item, href: resolve, into: &html) }
                }
            }
        }
    }

    /// A variant card's words, compact: its status badge, notes, do and don't; nothing when it has none.
    static func writeVariantNote(_ words: TeamWords?, page: String, into html: inout HTMLWriter) {
        guard let words, !words.isEmpty else { return }
        let resolve = { (url: String) in href(url, page: page) }
        html.element("div", ["class": "variant-notes"]) { html in
            if let status = words.status { html.element("p", ["class": "variant-status"]) { writeBadge(status, into: &$0) } }
            if let notes = words.notes { NotesMarkdown.writeBlocks(notes, href: resolve, into: &html) }
            if !words.links.isEmpty {
                writeLinks(words.links, page: page, into: &html)
            }
            writeDoDont(words, headings: false, resolve: resolve, into: &html)
        }
    }
}
