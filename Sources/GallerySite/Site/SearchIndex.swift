import GalleryJSON
import Foundation
import GalleryCatalog

/// The site's search: every page and every variant of every theme, in parts a browser loads only when a
/// query needs them, so that a site of 100,000 variants stays quick to search (docs/search.md).
///
/// - `assets/search-index.js` (every page loads it): the pages with their words, the theme ids, and the
///   list of term parts;
/// - `assets/search/t-<hex of a term prefix>.js`: the variants' terms starting with that prefix, each with
///   its postings (variant numbers, delta-encoded in base 36);
/// - `assets/search/d-<n>.js`: the names and URLs of variants `n × docsPerPart ..< (n + 1) × docsPerPart`.
///
/// Scripts rather than JSON, because browsers refuse `fetch` from `file://` but do run scripts. A variant's
/// number is its position in the build plan's jobs; nothing per variant is kept in memory but its postings.
struct SearchIndex {
    static let directory = "assets/search"
    /// Variants per name part: about 150 KB of names and URLs.
    static let docsPerPart = 1_000
    /// A term part is split by one more character of its prefix when it would be larger than this.
    static let partLimit = 400_000

    private var pages: [String] = []
    /// Term number → variant numbers, ascending.
    private var postingLists: [[Int32]] = []
    private var termNumbers: [String: Int32] = [:]
    /// The term numbers of each word seen (component names and state words repeat across 100,000 variants).
    private var wordTerms: [String: [Int32]] = [:]
    private var seen: [Int32] = []

    /// A page (home, theme overview, component page): found by any word of its name or words.
    mutating func addPage(name: String, url: String, words: [String]) {
        pages.append("{\"n\":\(JSONText.quoted(name)),\"u\":\(JSONText.quoted(url)),\"t\":\(JSONText.quoted(([name] + words).joined(separator: " ")))}")
    }

    /// Variant number `id` (added in ascending order), found by the terms of `words`.
    mutating func addVariant(_ id: Int, words: [String]) {
        addVariant(id, shared: [], words: words)
    }

    /// Variant number `id` (added in ascending order), found by the terms `shared` (``termNumbers(of:)`` of the
    /// words it shares with many variants, looked up once for all of them) and those of its own `words`.
    mutating func addVariant(_ id: Int, shared: [Int32], words: [String]) {
        let variant = Int32(id)
        post(shared, variant)
        for word in words { post(termNumbers(of: word), variant) }
    }

    /// The numbers of the terms of `words`, each once, made known to the index.
    mutating func termNumbers(of words: [String]) -> [Int32] {
        var numbers: [Int32] = []
        for word in words {
            for number in termNumbers(of: word) where !numbers.contains(number) { numbers.append(number) }
        }
        return numbers
    }

    private mutating func termNumbers(of word: String) -> [Int32] {
        if let known = wordTerms[word] { return known }
        let numbers = Self.terms(word).map { term in
            if let number = termNumbers[term] { return number }
            let number = Int32(postingLists.count)
            termNumbers[term] = number
            postingLists.append([])
            seen.append(-1)
            return number
        }
        wordTerms[word] = numbers
        return numbers
    }

    /// Adds `variant` to the postings of `numbers`: once per variant, however many of its words hold a term.
    private mutating func post(_ numbers: [Int32], _ variant: Int32) {
        for number in numbers where seen[Int(number)] != variant {
            seen[Int(number)] = variant
            postingLists[Int(number)].append(variant)
        }
    }

    /// The variant numbers of a term.
    private func postings(_ term: String) -> [Int32] { termNumbers[term].map { postingLists[Int($0)] } ?? [] }

    /// `PrimaryButton-style rightToLeft` → `primarybutton`, `primary`, `button`, `style`, `righttoleft`, `right`,
    /// `to`, `left`: lowercase runs of letters and digits, and the camel-case words inside them. The browser
    /// splits queries the same way (letters and digits only), so both sides agree.
    static func terms(_ text: String) -> [String] {
        var result: [String] = []
        var run = String.UnicodeScalarView(), word = String.UnicodeScalarView()
        var previousLower = false
        func flushWord() {
            if !word.isEmpty { result.append(String(word).lowercased()) }
            word.removeAll()
        }
        func flushRun() {
            flushWord()
            let whole = String(run).lowercased()
            if !whole.isEmpty, !result.contains(whole) { result.append(whole) }
            run.removeAll()
            previousLower = false
        }
        for scalar in text.unicodeScalars {
            let isLetter = scalar.properties.isAlphabetic, isDigit = ("0"..."9").contains(scalar)
            guard isLetter || isDigit else { flushRun(); continue }
            if scalar.properties.isUppercase, previousLower { flushWord() }
            previousLower = scalar.properties.isLowercase || isDigit
            run.append(scalar)
            word.append(scalar)
        }
        flushRun()
        return result
    }

    /// Every file of the index: its path in the site and its bytes, the root file (``SitePaths/searchIndex``)
    /// first. `doc(i)` gives variant `i`'s name, URL (from the site root) and theme position.
    func files(variants count: Int, themes: [String], doc: (Int) -> (name: String, url: String, theme: Int)) -> [(path: String, bytes: [UInt8])] {
        var files: [(path: String, bytes: [UInt8])] = []
        forEachFile(variants: count, themes: themes, doc: doc) { files.append(($0, $1)) }
        files.insert(files.removeLast(), at: 0)
        return files
    }

    /// Hands every file of the index to `body` as it is made (the root file last: it lists the term parts),
    /// so that a build holds one part at a time (at 100,000 variants the parts are 13 MB).
    func forEachFile(variants count: Int, themes: [String], doc: (Int) -> (name: String, url: String, theme: Int),
                     _ body: (_ path: String, _ bytes: [UInt8]) throws -> Void) rethrows {
        // Term parts: by two-character prefix, split further where a part would be too large.
        var parts: [String] = []
        // Parts are written as bytes, a term or a variant at a time (joining interpolated strings was a third of the index).
        func emit(_ prefix: String, _ terms: [String]) throws {
            var out = Array("GALLERY_SEARCH.terms(".utf8)
            JSONText.appendQuoted(prefix, to: &out)
            out += Array(",{".utf8)
            for (position, term) in terms.enumerated() {
                if position > 0 { out.append(UInt8(ascii: ",")) }
                JSONText.appendQuoted(term, to: &out)
                out += [UInt8(ascii: ":"), UInt8(ascii: "\"")]
                Self.encode(postings(term), to: &out)
                out.append(UInt8(ascii: "\""))
            }
            out += Array("});\n".utf8)
            parts.append(prefix)
            try body("\(Self.directory)/t-\(Self.hex(prefix)).js", out)
        }
        func split(_ terms: [String], prefixLength: Int) throws {
            var groups: [String: [String]] = [:]
            for term in terms { groups[String(term.prefix(prefixLength)), default: []].append(term) }
            for prefix in groups.keys.sorted() {
                let group = groups[prefix]!
                let size = group.reduce(0) { $0 + $1.utf8.count + postings($1).count * 3 }
                if size > Self.partLimit, group.contains(where: { $0.count > prefixLength }) {
                    // Terms as long as the prefix stay in a part of their own; longer ones split by one more character.
                    let exact = group.filter { $0.count <= prefixLength }
                    if !exact.isEmpty { try emit(prefix, exact) }
                    try split(group.filter { $0.count > prefixLength }, prefixLength: prefixLength + 1)
                } else {
                    try emit(prefix, group)
                }
            }
        }
        try split(termNumbers.keys.sorted(), prefixLength: 2)

        // Name parts, streamed from the plan: nothing per variant is held.
        var start = 0
        while start < count {
            let end = min(count, start + Self.docsPerPart)
            var out = Array("GALLERY_SEARCH.docs(\(start / Self.docsPerPart),[".utf8)
            out.reserveCapacity(160 * (end - start))
            for i in start..<end {
                let d = doc(i)
                out += i > start ? [UInt8(ascii: ","), UInt8(ascii: "\n"), UInt8(ascii: "[")] : [UInt8(ascii: "[")]
                JSONText.appendQuoted(d.name, to: &out)
                out.append(UInt8(ascii: ","))
                JSONText.appendQuoted(d.url, to: &out)
                out.append(UInt8(ascii: ","))
                out += Array(String(d.theme).utf8)
                out.append(UInt8(ascii: "]"))
            }
            out += Array("]);\n".utf8)
            try body("\(Self.directory)/d-\(start / Self.docsPerPart).js", out)
            start = end
        }
        let root = "window.GALLERY_INDEX = {\"pages\":[\n" + pages.joined(separator: ",\n") + "\n],\n\"themes\":["
            + themes.map(JSONText.quoted).joined(separator: ",") + "],\"variants\":\(count),\"docsPerPart\":\(Self.docsPerPart),\n\"parts\":["
            + parts.map(JSONText.quoted).joined(separator: ",") + "]};\n"
        try body(SitePaths.searchIndex, Array(root.utf8))
    }

    /// Ascending numbers as base-36 gaps joined by ",": `3,10,11` → `3,7,1`.
    static func encode(_ ids: [Int32]) -> String {
        var out: [UInt8] = []
        encode(ids, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// ``encode(_:)``'s text appended to `out` as bytes.
    static func encode(_ ids: [Int32], to out: inout [UInt8]) {
        out.reserveCapacity(out.count + ids.count * 3)
        var previous: Int32 = 0
        for (i, id) in ids.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            var gap = Int(id - previous)
            previous = id
            // Base-36 digits, most significant first: the number's digit count, then each from the right.
            var count = 1, rest = gap / 36
            while rest > 0 { count += 1; rest /= 36 }
            let end = out.count + count
            out.append(contentsOf: repeatElement(0, count: count))
            for index in stride(from: end - 1, through: end - count, by: -1) {
                out[index] = digits[gap % 36]
                gap /= 36
            }
        }
    }

    private static let digits = Array("0123456789abcdefghijklmnopqrstuvwxyz".utf8)

    /// A prefix as lowercase hex of its UTF-8 bytes, for a file name any file system takes.
    static func hex(_ text: String) -> String {
        text.utf8.map { String(format: "%02x", $0) }.joined()
    }
}
