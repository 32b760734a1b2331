import GalleryJSON

/// The link targets a configuration's team words may use: `http://` and `https://` URLs and relative
/// paths that stay in the site (`themes/default/plain.html`, `#states`, `?q`). Anything with another scheme (`javascript:`, `data:`,
/// `file:`, `mailto:`), a scheme-relative `//host`, a backslash (browsers read `\` as `/`) or a space or
/// control character (browsers drop tabs and newlines inside a URL, so `java\tscript:` is `javascript:`)
/// is refused, so that nothing a configuration links to runs on the site.
enum SafeURL {
    /// Why `url` may not be linked to, or nil when it may.
    static func problem(_ url: String) -> String? {
        if url.isEmpty { return "a link needs a URL" }
        if url.count > 2_000 { return "a URL of \(url.count) characters is too long (at most 2000)" }
        if let bad = url.unicodeScalars.first(where: { $0.properties.generalCategory == .control || $0.properties.isWhitespace
                || $0 == "\\" || Escaped.isBidiControl($0) }) {
            return "a URL must not contain \(bad == "\\" ? "a backslash" : "the character \(Escaped.scalar(bad))")"
        }
        let lower = url.lowercased()
        if lower.hasPrefix("https://") || lower.hasPrefix("http://") {
            let rest = url.drop(while: { $0 != ":" }).dropFirst(3)
            return rest.first.map { "/?#".contains($0) } ?? true ? "\(url) has no host" : nil
        }
        if url.hasPrefix("//") { return "a scheme-relative URL (\(url)) is not allowed; write https://…" }
        // The site works from any folder and from file://: a path from the host's root, or one that climbs out
        // of the site, would not (and the site check refuses both).
        if url.hasPrefix("/") { return "a path from the host's root (\(url)) breaks the site under a sub-path or from file://; write it from the site's root (themes/…) or as https://…" }
        // A relative path has no ":" before its first "/", "?" or "#" (else the part before it is a scheme).
        let firstSegment = url.prefix { !"/?#".contains($0) }
        if let colon = firstSegment.firstIndex(of: ":") {
            return "the URL scheme \(JSONText.quoted(String(url[..<colon]).lowercased() + ":")) is not allowed; links may be http://, https:// or relative paths"
        }
        var depth = 0
        for segment in url.prefix(while: { !"?#".contains($0) }).split(separator: "/", omittingEmptySubsequences: false) {
            if segment == ".." { depth -= 1 } else if !segment.isEmpty && segment != "." { depth += 1 }
            if depth < 0 { return "\(url) leads out of the site; a relative path starts at the site's root and stays in it (link elsewhere with https://…)" }
        }
        return nil
    }
}
