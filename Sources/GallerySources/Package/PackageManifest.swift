import Foundation
import GalleryJSON

/// What the gallery needs of a SwiftPM manifest, read through the toolchain
/// (`swift package dump-package`): targets with their folders, settings and dependencies, products,
/// and where the dependency packages are on disk.
struct PackageManifest: Sendable {
    /// A declared dependency of a target.
    enum Dependency: Sendable, Hashable {
        /// `"Name"`: a target of this package, else a product of a dependency package of that name.
        case byName(String)
        case target(String)
        case product(String, package: String?)

        var name: String {
            switch self {
            case .byName(let name), .target(let name), .product(let name, _): return name
            }
        }
    }

    struct Target: Sendable {
        let name: String
        /// `regular`, `binary`, `system`, `test`, `executable`, `macro`, `plugin`.
        let type: String
        let folder: URL
        /// Absolute paths of its `exclude` list.
        let excluded: [String]
        let resources: [URL]
        let defines: [String]
        let languageMode: Int
        /// Its settings that change what its code means (default isolation, language features).
        let carriedSettings: [CarriedSetting]
        let dependencies: [Dependency]
    }

    let root: URL
    /// The package's name (`Package(name:)`), which Apple platforms' resource bundles are named after.
    let name: String
    let targets: [Target]
    /// Product name → its targets.
    let products: [String: [String]]
    /// Dependency package identity (lowercased) → its folder, when it is on disk.
    let packages: [String: URL]

    func target(_ name: String) -> Target? { targets.first { $0.name == name } }

    /// Library code: the targets the gallery can compile as modules.
    var regularTargets: [Target] { targets.filter { $0.type == "regular" } }

    /// `checkoutRoots`: packages whose `.build/checkouts` also hold this one's dependencies (SwiftPM resolves a
    /// whole graph into the top package's checkouts, so a dependency's own dependencies are found there).
    static func read(at root: URL, checkoutRoots: [URL] = []) throws -> PackageManifest {
        let result = try ToolRunner.run("swift", ["package", "dump-package", "--package-path", root.path])
        guard result.status == 0 else {
            throw SourcesError("\(root.appendingPathComponent("Package.swift").path): the manifest could not be read:\n\(result.stderr)")
        }
        let node: JSONNode
        do {
            node = try JSONParser.parse(result.stdout, file: "dump-package of \(root.path)")
        } catch {
            throw SourcesError("swift package dump-package printed what is not JSON: \(error.message)")
        }
        return parse(node.cursor(file: root.appendingPathComponent("Package.swift").path), root: root, checkoutRoots: checkoutRoots)
    }

    /// The manifest from `dump-package`'s JSON.
    static func parse(_ cursor: JSONCursor, root: URL, checkoutRoots: [URL] = []) -> PackageManifest {
        let tools = (try? cursor.member("toolsVersion")?.member("_version")?.string()) ?? "5.9.0"
        let declaredModes = (try? cursor.member("swiftLanguageVersions")?.elements().compactMap { try? $0.string() }) ?? []
        let packageMode = declaredModes.isEmpty ? ((Int(tools.prefix { $0 != "." }) ?? 5) >= 6 ? 6 : 5)
            : (declaredModes.contains { $0.hasPrefix("6") } ? 6 : 5)
        var targets: [Target] = []
        for target in (try? cursor.requiredMember("targets").elements()) ?? [] {
            guard let name = try? target.requiredMember("name").string() else { continue }
            let type = (try? target.requiredMember("type").string()) ?? "regular"
            let defaultFolder = type == "test" ? "Tests/\(name)" : "Sources/\(name)"
            let path = (try? target.member("path")?.string()).flatMap { $0 } ?? defaultFolder
            let folder = root.appendingPathComponent(path).standardizedFileURL
            let excluded = ((try? target.member("exclude")?.elements()) ?? []).compactMap { try? $0.string() }
                .map { folder.appendingPathComponent($0).standardizedFileURL.path }
            let resources = ((try? target.member("resources")?.elements()) ?? []).compactMap { try? $0.requiredMember("path").string() }
                .map { folder.appendingPathComponent($0).standardizedFileURL }
            var mode = packageMode
            var defines: [String] = []
            var carried: [CarriedSetting] = []
            for setting in (try? target.member("settings")?.elements()) ?? [] {
                guard let kind = try? setting.requiredMember("kind") else { continue }
                if let define = try? kind.member("define")?.member("_0")?.string() { defines.append(define) }
                if let language = try? kind.member("swiftLanguageMode")?.member("_0")?.string() ?? kind.member("swiftLanguageVersion")?.member("_0")?.string() {
                    mode = language.hasPrefix("6") ? 6 : 5
                }
                if let carriedSetting = CarriedSetting(kind) { carried.append(carriedSetting) }
            }
            var dependencies: [Dependency] = []
            for dependency in (try? target.member("dependencies")?.elements()) ?? [] {
                if let parts = try? dependency.member("byName")?.elements(), let name = try? parts.first?.string() {
                    dependencies.append(.byName(name))
                } else if let parts = try? dependency.member("target")?.elements(), let name = try? parts.first?.string() {
                    dependencies.append(.target(name))
                } else if let parts = try? dependency.member("product")?.elements(), let name = try? parts.first?.string() {
                    dependencies.append(.product(name, package: parts.count > 1 ? try? parts[1].string() : nil))
                }
            }
            targets.append(Target(name: name, type: type, folder: folder, excluded: excluded, resources: resources, defines: defines,
                                  languageMode: mode, carriedSettings: carried, dependencies: dependencies))
        }
        var products: [String: [String]] = [:]
        for product in (try? cursor.requiredMember("products").elements()) ?? [] {
            guard let name = try? product.requiredMember("name").string() else { continue }
            products[name] = ((try? product.requiredMember("targets").elements()) ?? []).compactMap { try? $0.string() }
        }
        var packages: [String: URL] = [:]
        for dependency in (try? cursor.member("dependencies")?.elements()) ?? [] {
            if let local = try? dependency.member("fileSystem")?.elements().first,
               let identity = try? local.requiredMember("identity").string(), let path = try? local.requiredMember("path").string() {
                packages[identity.lowercased()] = URL(fileURLWithPath: path)
            }
            if let remote = try? dependency.member("sourceControl")?.elements().first, let identity = try? remote.requiredMember("identity").string() {
                for base in [root] + checkoutRoots {
                    if let checkout = Self.checkout(identity, in: base.appendingPathComponent(".build/checkouts")) {
                        packages[identity.lowercased()] = checkout
                        break
                    }
                }
            }
        }
        let name = (try? cursor.member("name")?.string()).flatMap { $0 } ?? root.lastPathComponent
        return PackageManifest(root: root, name: name, targets: targets, products: products, packages: packages)
    }

    /// A package's checkout in `folder`: SwiftPM names it after the repository as spelled in its URL
    /// (`SFSafeSymbols`), while the identity is lower case (`sfsafesymbols`), so the name is matched without case.
    static func checkout(_ identity: String, in folder: URL) -> URL? {
        let fm = FileManager.default
        let names = [identity] + ((try? fm.contentsOfDirectory(atPath: folder.path)) ?? []).sorted().filter {
            $0 != identity && $0.lowercased() == identity.lowercased()
        }
        return names.lazy.map { folder.appendingPathComponent($0) }
            .first { fm.fileExists(atPath: $0.appendingPathComponent("Package.swift").path) }
    }
}

/// A Swift setting of a team's target that changes what its code means, so the generated package compiles
/// the target with it too: `.defaultIsolation(MainActor.self)` (SE-0466: every declaration main-actor
/// isolated unless it says otherwise) and the language features it enables.
package enum CarriedSetting: Sendable, Hashable {
    case defaultIsolationMainActor
    case upcomingFeature(String)
    case experimentalFeature(String)

    /// From a `settings` element's `kind` in `dump-package`'s JSON; nil for settings that are not carried.
    init?(_ kind: JSONCursor) {
        if let isolation = try? kind.member("defaultIsolation")?.member("_0")?.string() {
            guard isolation == "MainActor" else { return nil }  // `nil` isolation is the default already
            self = .defaultIsolationMainActor
        } else if let feature = try? kind.member("enableUpcomingFeature")?.member("_0")?.string() {
            self = .upcomingFeature(feature)
        } else if let feature = try? kind.member("enableExperimentalFeature")?.member("_0")?.string() {
            self = .experimentalFeature(feature)
        } else {
            return nil
        }
    }

    /// The setting as the generated manifest writes it; `quoted` makes a Swift string literal.
    func swift(quoted: (String) -> String) -> String {
        switch self {
        case .defaultIsolationMainActor: return ".defaultIsolation(MainActor.self)"
        case .upcomingFeature(let name): return ".enableUpcomingFeature(\(quoted(name)))"
        case .experimentalFeature(let name): return ".enableExperimentalFeature(\(quoted(name)))"
        }
    }

    /// The tools version whose manifest API has the setting.
    var toolsVersion: String {
        switch self {
        case .defaultIsolationMainActor: return "6.2"
        case .upcomingFeature, .experimentalFeature: return "6.0"
        }
    }
}
