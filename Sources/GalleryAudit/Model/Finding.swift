/// One check of one rule against one subject (a text run or an accessibility element).
public struct Finding: Sendable, Hashable, Codable {
    public var rule: Rule
    public var verdict: Verdict
    /// What was measured, formatted for people: "4.02:1", "29×27 pt", "(12, 40)".
    public var measured: String { get { words.text.measured } set { update(\.measured, newValue) } }
    /// What the rule requires: "≥ 4.5:1", "≥ 24×24 pt".
    public var required: String { get { words.text.required } set { update(\.required, newValue) } }
    /// Which text or element: `"Sign in"` text, `switch "Wi-Fi"`.
    public var subject: String { get { words.text.subject } set { update(\.subject, newValue) } }
    /// How the figure was obtained (colors, sample point, regions).
    public var detail: String { get { words.text.detail } set { update(\.detail, newValue) } }
    /// The unrounded figure behind `measured` where there is one (contrast ratio, smaller side of a target).
    public var measuredValue: Double?
    /// Index into `AuditReport.elements` of the element this finding belongs to, if any.
    public var elementIndex: Int?
    /// For findings about the style's source rather than its pixels (a missing symbol): a compiler-style
    /// warning naming the Swift file and line, for the build log.
    public var warning: String? { get { words.text.warning } set { update(\.warning, newValue) } }
    /// For a failure: what would pass ("#0062CC would pass (4.52:1; same hue, darker)").
    public var suggestion: String? { get { words.text.suggestion } set { update(\.suggestion, newValue) } }

    /// The finding's six strings in one shared box: pages, records and the manifest pass a render's findings
    /// around many times, and a copy of six strings (six references retained, then released) was 3 % of a cold
    /// build (docs/profile.md). A finding's words are set once, when the audit makes it; a change makes a new box.
    private var words: Words

    private final class Words: Sendable {
        let text: Text
        init(_ text: Text) { self.text = text }
    }

    /// A new box with one of the words changed (copies keep theirs).
    private mutating func update<Value>(_ word: WritableKeyPath<Text, Value>, _ value: Value) {
        var text = words.text
        text[keyPath: word] = value
        words = Words(text)
    }

    private struct Text: Hashable {
        var measured: String
        var required: String
        var subject: String
        var detail: String
        var warning: String?
        var suggestion: String?
    }

    public init(rule: Rule, verdict: Verdict, measured: String, required: String, subject: String, detail: String,
                measuredValue: Double? = nil, elementIndex: Int? = nil, warning: String? = nil, suggestion: String? = nil) {
        self.rule = rule; self.verdict = verdict; self.measuredValue = measuredValue; self.elementIndex = elementIndex
        words = Words(Text(measured: measured, required: required, subject: subject, detail: detail, warning: warning,
                           suggestion: suggestion))
    }

    /// True for `.fail`.
    public var isFailure: Bool { verdict == .fail }

    // MARK: Equatable, Hashable and Codable as the fields they stand for

    public static func == (a: Finding, b: Finding) -> Bool {
        a.rule == b.rule && a.verdict == b.verdict && a.measuredValue == b.measuredValue && a.elementIndex == b.elementIndex
            && (a.words === b.words || a.words.text == b.words.text)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rule)
        hasher.combine(verdict)
        hasher.combine(words.text)
        hasher.combine(measuredValue)
        hasher.combine(elementIndex)
    }

    private enum CodingKeys: String, CodingKey {
        case rule, verdict, measured, required, subject, detail, measuredValue, elementIndex, warning, suggestion
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(rule: try c.decode(Rule.self, forKey: .rule), verdict: try c.decode(Verdict.self, forKey: .verdict),
                  measured: try c.decode(String.self, forKey: .measured), required: try c.decode(String.self, forKey: .required),
                  subject: try c.decode(String.self, forKey: .subject), detail: try c.decode(String.self, forKey: .detail),
                  measuredValue: try c.decodeIfPresent(Double.self, forKey: .measuredValue),
                  elementIndex: try c.decodeIfPresent(Int.self, forKey: .elementIndex),
                  warning: try c.decodeIfPresent(String.self, forKey: .warning),
                  suggestion: try c.decodeIfPresent(String.self, forKey: .suggestion))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(rule, forKey: .rule)
        try c.encode(verdict, forKey: .verdict)
        try c.encode(measured, forKey: .measured)
        try c.encode(required, forKey: .required)
        try c.encode(subject, forKey: .subject)
        try c.encode(detail, forKey: .detail)
        try c.encodeIfPresent(measuredValue, forKey: .measuredValue)
        try c.encodeIfPresent(elementIndex, forKey: .elementIndex)
        try c.encodeIfPresent(warning, forKey: .warning)
        try c.encodeIfPresent(suggestion, forKey: .suggestion)
    }
}
