import Fonts
import Foundation
import GalleryJSON

/// What of the configuration decides the renders, as text, for the keys of the incremental build: the
/// configuration without its themes (everything there applies to every render), and each theme's own
/// declaration with those it extends and the design-token files they read.
package struct ConfigurationInputs: Sendable {
    /// The configuration's JSON without `themes` and without the team's words (``TeamWords``: they decide
    /// pages, not renders), compact, members in written order.
    package var shared = ""
    /// Per style id: the team's words in its settings (`status`, `notes`, …, `variants`), compact JSON.
    package var words: [String: String] = [:]
    /// Per theme id: its declaration, its parents' and the SHA-256 of each token file they read.
    package var themes: [String: String] = [:]
    /// The asset catalogs that were read (their files decide colours and images).
    package var assetCatalogs: [String] = []

    /// Records `root` (an object) and the themes declared in it.
    static func record(root: JSONNode, declarations: [ThemeDeclaration], baseURL: URL) -> ConfigurationInputs {
        var inputs = ConfigurationInputs()
        if case .object(let members) = root.value {
            let (rest, words) = splitTeamWords(members.filter { $0.key != "themes" })
            inputs.shared = JSONValue.object(rest).jsonText
            inputs.words = words
        }
        var own: [String: (text: String, parent: String?)] = [:]
        for declaration in declarations where own[declaration.id] == nil {
            var text = declaration.cursor.value.jsonText
            if case .string(let path)? = (try? declaration.cursor.member("tokensFile"))??.value {
                let url = (path.hasPrefix("/") ? URL(fileURLWithPath: path) : baseURL.appendingPathComponent(path)).standardizedFileURL
                text += "\ntokensFile " + (SHA256.hex(ofFile: url.path) ?? "unreadable")
            }
            own[declaration.id] = (text, declaration.extends)
        }
        for id in own.keys {
            var chain: [String] = []
            var seen: Set<String> = []
            var next: String? = id
            while let current = next, seen.insert(current).inserted, let declared = own[current] {
                chain.append(declared.text)
                next = declared.parent
            }
            inputs.themes[id] = chain.joined(separator: "\nextends\n")
        }
        return inputs
    }

    private typealias Members = [(key: String, keyPosition: SourcePosition, value: JSONNode)]

    /// The root's members with the team's words taken out of `styles.settings.<id>`, and those words by id.
    private static func splitTeamWords(_ members: Members) -> (Members, [String: String]) {
        var words: [String: String] = [:]
        let teamKeys = Set(TeamWords.members + ["variants"])
        func rebuilt(_ node: JSONNode, _ transform: (Members) -> Members) -> JSONNode {
            guard case .object(let members) = node.value else { return node }
            return JSONNode(.object(transform(members)), at: node.position)
        }
        let rest = members.map { member -> (key: String, keyPosition: SourcePosition, value: JSONNode) in
            guard member.key == "styles" else { return member }
            return (member.key, member.keyPosition, rebuilt(member.value) { styles in
                styles.map { style in
                    guard style.key == "settings" else { return style }
                    return (style.key, style.keyPosition, rebuilt(style.value) { settings in
                        settings.map { entry in
                            (entry.key, entry.keyPosition, rebuilt(entry.value) { fields in
                                let team = fields.filter { teamKeys.contains($0.key) }
                                if !team.isEmpty { words[entry.key] = JSONValue.object(team).jsonText }
                                return fields.filter { !teamKeys.contains($0.key) }
                            })
                        }
                    })
                }
            })
        }
        return (rest, words)
    }
}
