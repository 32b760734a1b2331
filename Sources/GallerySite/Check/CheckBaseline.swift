import Foundation
import GalleryJSON

/// Findings a team has accepted, one by one with a reason, so that `gallery check` can gate new ones while
/// old ones are fixed: `{"accepted": [{"variant": "…", "theme": "…", "rule": "textContrast", "element":
/// "text \"Sign in\"", "reason": "…"}]}`. Entries are keyed by variant, theme, rule and element, which survive
/// rewording of messages.
public struct CheckBaseline: Sendable, Hashable {
    public struct Entry: Sendable, Hashable {
        public var key: CheckKey
        public var reason: String
    }

    public var entries: [Entry]

    public init(entries: [Entry] = []) { self.entries = entries }

    /// Reads a baseline file; every problem is located (file, line, column, JSON path).
    public static func load(_ url: URL, shownAs fileName: String) throws -> CheckBaseline {
        guard let data = FileManager.default.contents(atPath: url.path) else { throw ConfigurationError(issues: [], summary: "cannot read baseline \(fileName)") }
        if let problem = UTF8Validation.problem(in: Array(data), file: fileName, what: "a baseline") {
            throw ConfigurationError(issues: [], summary: problem)
        }
        let root: JSONNode
        do {
            root = try JSONParser.parse(String(decoding: data, as: UTF8.self), file: fileName)
        } catch {
            throw ConfigurationError(issues: [ConfigIssue(file: fileName, path: .root, position: error.position, message: error.message)])
        }
        let cursor = root.cursor(file: fileName)
        var issues = cursor.unknownMemberIssues(allowed: ["accepted"])
        var entries: [Entry] = []
        do throws(ConfigIssue) {
            for element in try cursor.requiredMember("accepted").elements() {
                issues += element.unknownMemberIssues(allowed: ["variant", "theme", "rule", "element", "reason"])
                do throws(ConfigIssue) {
                    let key = CheckKey(variant: try element.requiredMember("variant").text("variant"),
                                       theme: try element.requiredMember("theme").text("theme"),
                                       rule: try element.requiredMember("rule").text("rule"),
                                       element: try element.requiredMember("element").text("element"))
                    entries.append(Entry(key: key, reason: try element.requiredMember("reason").text("reason", maxLength: 2000)))
                } catch {
                    issues.append(error)
                }
            }
        } catch {
            issues.append(error)
        }
        if !issues.isEmpty { throw ConfigurationError(issues: issues) }
        return CheckBaseline(entries: entries)
    }

    /// The file's bytes: entries sorted by key, reasons kept.
    public var json: [UInt8] {
        let lines = entries.sorted { $0.key < $1.key }.map { e in
            "    {\"variant\": \(JSONText.quoted(e.key.variant)), \"theme\": \(JSONText.quoted(e.key.theme)), \"rule\": \(JSONText.quoted(e.key.rule)), "
                + "\"element\": \(JSONText.quoted(e.key.element)), \"reason\": \(JSONText.quoted(e.reason))}"
        }
        return Array("{\n  \"accepted\": [\n\(lines.joined(separator: ",\n"))\n  ]\n}\n".utf8)
    }
}
