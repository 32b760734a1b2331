import XMLWriter

/// The Markdown subset of the team's notes (docs/configuration.md, "Team notes"), written by an
/// `HTMLWriter` — never as markup text, so `<script>`, `&` and quotes in the notes stay text (the writer
/// escapes them) and no HTML passes through.
///
/// - Blocks: paragraphs separated by blank lines; lines starting with `- ` are items of a bullet list (a
///   following line that does not start with `- ` continues the item).
/// - Inline: `**strong**`, `*em*` and `_em_` (not inside a word: `snake_case_name` stays as written),
///   `` `code` ``, `[text](url)` for an http(s) URL (marked `rel="external"`) or a relative path
///   (``SafeURL``; any other link is its text alone), `\*` for a literal marker. A marker without its closing twin is literal text.
enum NotesMarkdown {
    /// Emphasis deeper than this is literal text (bounds the recursion on hostile input).
    static let maximumDepth = 8

    /// Paragraphs and lists.
    /// `href` turns a link's URL into the page's `href` (relative paths start at the site's root).
    static func writeBlocks(_ source: String, href: @escaping (String) -> String = { $0 }, into html: inout HTMLWriter) {
        var paragraph: [String] = []
        var items: [[String]] = []
        func flush() {
            if !paragraph.isEmpty {
                html.element("p") { writeInline(paragraph.joined(separator: "\n"), href: href, into: &$0) }
                paragraph = []
            }
            if !items.isEmpty {
                html.list(items) { html, item in writeInline(item.joined(separator: "\n"), href: href, into: &html) }
                items = []
            }
        }
        for rawLine in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.drop { $0 == " " }
            if line.allSatisfy(\.isWhitespace) {
                flush()
            } else if line.hasPrefix("- ") {
                if !paragraph.isEmpty { flush() }
                items.append([String(line.dropFirst(2))])
            } else if !items.isEmpty {
                items[items.count - 1].append(String(line))
            } else {
                paragraph.append(String(line))
            }
        }
        flush()
    }

    /// One line's worth of inline Markdown (a do or don't item, a list item, a paragraph).
    static func writeInline(_ source: String, href: @escaping (String) -> String = { $0 }, into html: inout HTMLWriter) {
        var parser = Inline(Array(source), linksAllowed: true, href: href)
        parser.write(depth: 0, into: &html)
    }

    /// The URLs of the `[text](url)` links in `source` (the configuration checks each of them).
    static func linkTargets(in source: String) -> [String] {
        let characters = Array(source)
        var targets: [String] = []
        var i = 0
        while i < characters.count {
            if characters[i] == "\\" { i += 2; continue }
            if characters[i] == "[", let link = Inline.link(characters, at: i) {
                targets.append(link.url)
                i = link.end
            } else {
                i += 1
            }
        }
        return targets
    }

    private struct Inline {
        let text: [Character]
        let linksAllowed: Bool
        let href: (String) -> String
        var position = 0
        var end: Int

        init(_ text: [Character], linksAllowed: Bool, href: @escaping (String) -> String, range: Range<Int>? = nil) {
            self.text = text
            self.linksAllowed = linksAllowed
            self.href = href
            position = range?.lowerBound ?? 0
            end = range?.upperBound ?? text.count
        }

        mutating func write(depth: Int, into html: inout HTMLWriter) {
            var literal = ""
            func flush() {
                if !literal.isEmpty { html.text(literal); literal = "" }
            }
            while position < end {
                let c = text[position]
                if c == "\\", position + 1 < end, text[position + 1].isASCII, text[position + 1].isPunctuation || text[position + 1].isSymbol {
                    literal.append(text[position + 1])
                    position += 2
                    continue
                }
                if c == "`", let close = find("`", from: position + 1) {
                    flush()
                    html.element("code", text: String(text[(position + 1)..<close]))
                    position = close + 1
                    continue
                }
                if depth < NotesMarkdown.maximumDepth, c == "*" || c == "_" {
                    let marker = c == "*" && position + 1 < end && text[position + 1] == "*" ? "**" : String(c)
                    if let close = closing(marker, from: position) {
                        flush()
                        var inner = Inline(text, linksAllowed: linksAllowed, href: href, range: (position + marker.count)..<close)
                        let name: StaticString = marker == "**" ? "strong" : "em"
                        html.element(name) { inner.write(depth: depth + 1, into: &$0) }
                        position = close + marker.count
                        continue
                    }
                    literal += marker
                    position += marker.count
                    continue
                }
                if c == "[", let link = Inline.link(text, at: position), link.end <= end {
                    flush()
                    var inner = Inline(text, linksAllowed: false, href: href, range: link.text)
                    if linksAllowed, SafeURL.problem(link.url) == nil {
                        html.element("a", ["href": href(link.url), "rel": TeamNotes.isExternal(link.url) ? "external" : nil]) {
                            inner.write(depth: depth + 1, into: &$0)
                        }
                    } else {
                        inner.write(depth: depth + 1, into: &html)
                    }
                    position = link.end
                    continue
                }
                literal.append(c)
                position += 1
            }
            flush()
        }

        /// The next `character` in the current range, skipping nothing.
        func find(_ character: Character, from start: Int) -> Int? {
            (start..<end).first { text[$0] == character }
        }

        /// Where the emphasis opened by `marker` at `start` closes: the next run of the same marker, not
        /// inside a code span, with something other than a space on both inner sides; `_` neither opens after
        /// nor closes before a letter or digit.
        func closing(_ marker: String, from start: Int) -> Int? {
            let width = marker.count, first = Character(String(marker.prefix(1)))
            let open = start + width
            guard open < end, !text[open].isWhitespace else { return nil }
            if first == "_", start > 0, text[start - 1].isLetter || text[start - 1].isNumber { return nil }
            var i = open
            while i < end {
                let c = text[i]
                if c == "\\" { i += 2; continue }
                if c == "`", let close = find("`", from: i + 1) { i = close + 1; continue }
                if c == first {
                    let run = (i..<end).prefix { text[$0] == first }.count
                    let closesHere = i > open && !text[i - 1].isWhitespace
                        && (width == 2 ? run >= 2 : run == 1 || (run >= 3))
                    let after = i + width
                    let wordAfter = after < end && (text[after].isLetter || text[after].isNumber)
                    // `***x***` closes `**` at the last two of its three, leaving `*x*` inside.
                    if closesHere, !(first == "_" && wordAfter) { return width == 2 ? i + run - 2 : i }
                    // A nested `**…**` inside `*…*` (or the reverse) is skipped whole.
                    i += max(run, 1)
                    continue
                }
                i += 1
            }
            return nil
        }

        /// `[text](url)` at `start`: the text's range, the URL and the position after the `)`.
        static func link(_ text: [Character], at start: Int) -> (text: Range<Int>, url: String, end: Int)? {
            var depth = 0
            var i = start
            var close: Int?
            while i < text.count {
                switch text[i] {
                case "\\": i += 1
                case "[": depth += 1
                case "]":
                    depth -= 1
                    if depth == 0 { close = i }
                case "\n" where depth > 0 && i + 1 < text.count && text[i + 1] == "\n": return nil
                default: break
                }
                if close != nil { break }
                i += 1
            }
            guard let close, close + 1 < text.count, text[close + 1] == "(" else { return nil }
            // The URL runs to the `)` that balances its `(` (a URL may hold parentheses: `…/Button_(UI)`), within the line.
            var open = 0
            var found: Int?
            for j in (close + 2)..<text.count {
                let c = text[j]
                if c == "\n" { return nil }
                if c == "(" { open += 1 }
                if c == ")" {
                    if open == 0 { found = j; break }
                    open -= 1
                }
            }
            guard let paren = found else { return nil }
            let url = String(text[(close + 2)..<paren]).trimmingCharacters(in: " ")
            return (text: (start + 1)..<close, url: url, end: paren + 1)
        }
    }
}

private extension String {
    func trimmingCharacters(in set: Character) -> String {
        String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
    }
}
