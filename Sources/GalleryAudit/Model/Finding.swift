/// One check of one rule against one subject (a text run or an accessibility element).
public struct Finding: Sendable, Hashable, Codable {
    public var rule: Rule
    public var verdict: Verdict
    /// What was measured, formatted for people: "4.02:1", "29×27 pt", "(12, 40)".
    public var measured: String
    /// What the rule requires: "≥ 4.5:1", "≥ 24×24 pt".
    public var required: String
    /// Which text or element: `"Sign in"` text, `switch "Wi-Fi"`.
    public var subject: String
    /// How the figure was obtained (colors, sample point, regions).
    public var detail: String
    /// The unrounded figure behind `measured` where there is one (contrast ratio, smaller side of a target).
    public var measuredValue: Double?
    /// Index into `AuditReport.elements` of the element this finding belongs to, if any.
    public var elementIndex: Int?
    /// For findings about the style's source rather than its pixels (a missing symbol): a compiler-style
    /// warning naming the Swift file and line, for the build log.
    public var warning: String?
    /// For a failure: what would pass ("#0062CC would pass (4.52:1; same hue, darker)").
    public var suggestion: String?

    public init(rule: Rule, verdict: Verdict, measured: String, required: String, subject: String, detail: String,
                measuredValue: Double? = nil, elementIndex: Int? = nil, warning: String? = nil, suggestion: String? = nil) {
        self.rule = rule; self.verdict = verdict; self.measured = measured; self.required = required
        self.subject = subject; self.detail = detail; self.measuredValue = measuredValue; self.elementIndex = elementIndex
        self.warning = warning; self.suggestion = suggestion
    }

    /// True for `.fail`.
    public var isFailure: Bool { verdict == .fail }
}
