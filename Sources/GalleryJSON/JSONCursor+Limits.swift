/// Typed reads with the limits a configuration's values need: what would otherwise reach a folder name, a
/// render or the terminal unchecked (an id ending in a newline, a 10 MB label, an empty font family, a
/// contrast of 1e300) is refused here, with its location.
extension JSONCursor {
    /// At most this many characters in a label or title: more cannot be laid out in a control, and a huge one
    /// costs gigabytes to shape.
    package static let maximumTextLength = 500
    /// At most this many characters in an id (ids name folders and files).
    package static let maximumIdentifierLength = 64

    /// A string of 1…`maxLength` characters (0… with `allowEmpty`) without control characters (a newline is
    /// allowed with `allowNewlines`). `what` names the value in the error ("label").
    package func text(_ what: String, maxLength: Int = maximumTextLength, allowEmpty: Bool = false, allowNewlines: Bool = false)
        throws(ConfigIssue) -> String
    {
        let s = try string()
        if s.isEmpty, !allowEmpty { throw issue("\(what) must not be empty") }
        let count = s.count
        if count > maxLength { throw issue("\(what) is \(count) characters long; at most \(maxLength) are allowed") }
        if let bad = s.unicodeScalars.first(where: {
            ($0.properties.generalCategory == .control || Escaped.isBidiControl($0)) && !(allowNewlines && $0 == "\n")
        }) {
            throw issue("\(what) contains the control character \(Escaped.scalar(bad)); remove it")
        }
        return s
    }

    /// An id: 1…`maximumIdentifierLength` of lowercase ASCII letters, digits and (with `hyphens`) `-`, starting
    /// with a letter or digit. Checked character by character, so that a final newline cannot slip through as
    /// it does past a regular expression's `$`.
    package func identifier(_ what: String, hyphens: Bool = true, rule: String) throws(ConfigIssue) -> String {
        let s = try string()
        let allowed = { (c: Unicode.Scalar) in ("a"..."z").contains(c) || ("0"..."9").contains(c) || (hyphens && c == "-") }
        guard let first = s.unicodeScalars.first, first != "-", s.unicodeScalars.allSatisfy(allowed) else {
            throw issue("\(what) \(Escaped.quoted(s)) must be \(rule)")
        }
        guard s.count <= Self.maximumIdentifierLength else {
            throw issue("\(what) is \(s.count) characters long; at most \(Self.maximumIdentifierLength) are allowed")
        }
        return s
    }

    /// A finite number within `range` (both ends included). `what` names it in the error.
    package func number(_ what: String, in range: ClosedRange<Double>) throws(ConfigIssue) -> Double {
        let n = try number()
        guard n.isFinite, range.contains(n) else {
            throw issue("\(what) must be from \(JSONText.number(range.lowerBound)) to \(JSONText.number(range.upperBound)), not \(JSONText.number(n))")
        }
        return n
    }
}
