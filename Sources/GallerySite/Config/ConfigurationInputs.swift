import Fonts
import Foundation
import GalleryJSON

/// What of the configuration decides the renders, as text, for the keys of the incremental build: the
/// configuration without its themes (everything there applies to every render), and each theme's own
/// declaration with those it extends and the design-token files they read.
package struct ConfigurationInputs: Sendable {
    /// The configuration's JSON without `themes`, compact, members in written order.
    package var shared = ""
    /// Per theme id: its declaration, its parents' and the SHA-256 of each token file they read.
    package var themes: [String: String] = [:]
    /// The asset catalogs that were read (their files decide colours and images).
    package var assetCatalogs: [String] = []

    /// Records `root` (an object) and the themes declared in it.
    static func record(root: JSONNode, declarations: [ThemeDeclaration], baseURL: URL) -> ConfigurationInputs {
        var inputs = ConfigurationInputs()
        if case .object(let members) = root.value {
            inputs.shared = JSONValue.object(members.filter { $0.key != "themes" }).jsonText
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
}
