/// The result of auditing one scene.
public struct AuditReport: Sendable, Hashable, Codable {
    /// The scene's accessibility elements, in scene order, each with its findings.
    public var elements: [ElementAudit]
    /// Findings tied to no element (text drawn outside every element's frame).
    public var sceneFindings: [Finding]

    public init(elements: [ElementAudit], sceneFindings: [Finding]) {
        self.elements = elements; self.sceneFindings = sceneFindings
    }

    /// Every finding: scene-level first, then each element's in order.
    public var findings: [Finding] { sceneFindings + elements.flatMap(\.findings) }
    /// The findings whose verdict is `.fail`.
    public var failures: [Finding] { findings.filter(\.isFailure) }
    /// True when nothing failed.
    public var passed: Bool { failures.isEmpty }

    /// The findings of one rule.
    public func findings(for rule: Finding.Rule) -> [Finding] { findings.filter { $0.rule == rule } }
}
