import Foundation
import GalleryAudit
import GalleryJSON

/// One failed WCAG check of one variant under one theme, as `gallery check` reports and a baseline accepts it.
public struct CheckFinding: Sendable, Hashable {
    public var component: String
    public var variant: String
    public var theme: String
    /// The rule's stable id (`textContrast`); `criterion` is its WCAG number ("1.4.3").
    public var rule: String
    public var criterion: String
    /// The element or text it concerns (`text "Sign in"`, `switch "Wi-Fi"`): the stable element path.
    public var element: String
    public var measured: String
    public var required: String
    public var detail: String
    public var suggestion: String?
    /// The unrounded figure (a contrast ratio), for ordering worst first.
    public var measuredValue: Double?
    public var url: String?

    /// What a baseline entry matches: variant, theme, rule and element — not the wording of the message.
    public var key: CheckKey { CheckKey(variant: variant, theme: theme, rule: rule, element: element) }

    init?(_ finding: Finding, component: String, variant: String, theme: String) {
        guard finding.isWCAGFailure, case .wcag(let criterion, _, _) = finding.rule.standard else { return nil }
        self.component = component; self.variant = variant; self.theme = theme
        self.rule = finding.rule.rawValue; self.criterion = criterion; self.element = finding.subject
        self.measured = finding.measured; self.required = finding.required; self.detail = finding.detail
        self.suggestion = finding.suggestion; self.measuredValue = finding.measuredValue; self.url = finding.rule.url
    }

    /// A failure as a built site's `manifest.json` records it (`gallery diff`); nil unless it is a WCAG
    /// failure of a rule this version knows. The manifest keeps no unrounded figure.
    init?(manifestRule rule: String, wcagFailure: Bool, component: String, variant: String, theme: String, element: String,
          measured: String, required: String, detail: String, suggestion: String?) {
        guard wcagFailure, let known = Finding.Rule(rawValue: rule), case .wcag(let criterion, _, _) = known.standard else { return nil }
        self.component = component; self.variant = variant; self.theme = theme
        self.rule = rule; self.criterion = criterion; self.element = element
        self.measured = measured; self.required = required; self.detail = detail
        self.suggestion = suggestion; self.measuredValue = nil; self.url = known.url
    }
}

/// The identity of a finding across builds.
public struct CheckKey: Sendable, Hashable, Comparable {
    public var variant: String
    public var theme: String
    public var rule: String
    public var element: String

    public static func < (a: CheckKey, b: CheckKey) -> Bool {
        (a.variant, a.theme, a.rule, a.element) < (b.variant, b.theme, b.rule, b.element)
    }
}
