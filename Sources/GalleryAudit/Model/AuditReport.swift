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
    public var passed: Bool { countFindings { $0.isFailure } == 0 }

    /// Calls `body` with every finding in the order of `findings`, without gathering them in an array (pages
    /// and records ask each render's report several times).
    public func forEachFinding(_ body: (Finding) throws -> Void) rethrows {
        // Lent in place: iterating the arrays copied every finding (six strings retained and released), 1.5 % of a
        // cold build.
        try sceneFindings.withUnsafeBufferPointer { findings in
            for index in findings.indices { try body(findings[index]) }
        }
        try elements.withUnsafeBufferPointer { elements in
            for element in elements.indices {
                try elements[element].findings.withUnsafeBufferPointer { findings in
                    for index in findings.indices { try body(findings[index]) }
                }
            }
        }
    }

    /// How many findings satisfy `predicate`.
    public func countFindings(where predicate: (Finding) -> Bool) -> Int {
        var count = 0
        forEachFinding { if predicate($0) { count += 1 } }
        return count
    }

    /// The findings of one rule.
    public func findings(for rule: Finding.Rule) -> [Finding] { findings.filter { $0.rule == rule } }
}
