import Foundation
import GalleryJSON

/// A module of the team's code as the generated package compiles it: its files (the originals), the
/// modules it imports from the design system, its language mode, defines and resources.
package struct SourceModule: Sendable, Hashable {
    package let name: String
    /// The module's folder (its files' common root).
    package let root: URL
    package let files: [URL]
    package let dependencies: [String]
    /// 5 or 6: the language mode its own package declares (tools-version 6 defaults to 6).
    package let languageMode: Int
    package let defines: [String]
    /// Resource files and folders (`Bundle.module`); asset catalogs among them are read by the gallery.
    package let resources: [URL]
}

/// Turns the configuration's `sources` into modules: a SwiftPM package folder is read through the
/// toolchain (`swift package dump-package`) and each library target becomes the module of that name,
/// with its dependencies found under the package (`.build/checkouts/…`, local packages) or in the
/// configuration's `modules`; a plain folder is one module named after it; `.swift` files given one by
/// one form the module `DesignSystem`.
package struct SourceModules {
    package private(set) var modules: [SourceModule] = []
    private var byName: [String: Int] = [:]
    private let mapped: [String: URL]
    private var dumped: [String: JSONNode] = [:]

    package static func resolve(_ configuration: SourcesConfiguration) throws -> [SourceModule] {
        var resolver = SourceModules(mapped: configuration.modules)
        var looseFiles: [URL] = []
        // A folder or files of sources may import the configuration's mapped modules.
        let mappedNames = configuration.modules.keys.sorted()
        for source in configuration.sources {
            var isFolder: ObjCBool = false
            FileManager.default.fileExists(atPath: source.path, isDirectory: &isFolder)
            if !isFolder.boolValue {
                looseFiles.append(source)
            } else if FileManager.default.fileExists(atPath: source.appendingPathComponent("Package.swift").path) {
                try resolver.addPackage(at: source, products: nil)
            } else {
                resolver.add(SourceModule(name: moduleName(for: source.lastPathComponent), root: source, files: swiftFiles(in: source, excluding: []),
                                          dependencies: mappedNames, languageMode: 5, defines: [], resources: []))
            }
        }
        if !looseFiles.isEmpty {
            resolver.add(SourceModule(name: "DesignSystem", root: commonFolder(of: looseFiles), files: looseFiles,
                                      dependencies: mappedNames, languageMode: 5, defines: [], resources: []))
        }
        for (name, folder) in configuration.modules.sorted(by: { $0.key < $1.key }) where resolver.byName[name] == nil {
            resolver.add(SourceModule(name: name, root: folder, files: swiftFiles(in: folder, excluding: []), dependencies: [],
                                      languageMode: 5, defines: [], resources: []))
        }
        return resolver.modules
    }

    private mutating func add(_ module: SourceModule) {
        guard byName[module.name] == nil else { return }
        byName[module.name] = modules.count
        modules.append(module)
    }

    /// Adds the library targets of the package at `root` (all, or those behind `products`).
    private mutating func addPackage(at root: URL, products: Set<String>?) throws {
        let manifest = try dumpPackage(at: root)
        let cursor = manifest.cursor(file: root.appendingPathComponent("Package.swift").path)
        let tools = (try? cursor.member("toolsVersion")?.member("_version")?.string()) ?? "5.9.0"
        let declaredModes = (try? cursor.member("swiftLanguageVersions")?.elements().compactMap { try? $0.string() }) ?? []
        let packageMode = declaredModes.isEmpty ? ((Int(tools.prefix { $0 != "." }) ?? 5) >= 6 ? 6 : 5)
            : (declaredModes.contains { $0.hasPrefix("6") } ? 6 : 5)
        let dependencyPackages = try packageLocations(cursor, root: root)
        let targets = (try? cursor.requiredMember("targets").elements()) ?? []
        var wanted: Set<String>? = nil
        if let products {
            wanted = []
            for product in (try? cursor.requiredMember("products").elements()) ?? [] where products.contains((try? product.requiredMember("name").string()) ?? "") {
                for target in (try? product.requiredMember("targets").elements()) ?? [] { wanted?.insert((try? target.string()) ?? "") }
            }
        }
        let targetNames = Set(targets.compactMap { try? $0.requiredMember("name").string() })
        // Targets first, in dependency order: a module is added after what it depends on.
        var pending = targets.filter { ((try? $0.requiredMember("type").string()) ?? "") == "regular" }
        var closure = wanted
        if var wantedSet = wanted {
            var grew = true
            while grew {
                grew = false
                for target in pending where wantedSet.contains((try? target.requiredMember("name").string()) ?? "") {
                    for dependency in Self.dependencyNames(target) where targetNames.contains(dependency.name) && dependency.package == nil {
                        if wantedSet.insert(dependency.name).inserted { grew = true }
                    }
                }
            }
            closure = wantedSet
        }
        pending = pending.filter { closure?.contains((try? $0.requiredMember("name").string()) ?? "") ?? true }
        for target in pending {
            let name = try target.requiredMember("name").string()
            guard byName[name] == nil else { continue }
            let path = (try? target.member("path")?.string()).flatMap { $0 } ?? "Sources/\(name)"
            let folder = root.appendingPathComponent(path).standardizedFileURL
            let excluded = ((try? target.member("exclude")?.elements()) ?? []).compactMap { try? $0.string() }.map { folder.appendingPathComponent($0).path }
            var dependencies: [String] = []
            for dependency in Self.dependencyNames(target) {
                if dependency.package == nil && targetNames.contains(dependency.name) {
                    dependencies.append(dependency.name)
                    continue
                }
                // A product of another package: the configuration's `modules`, else the package's checkout.
                if let folder = mapped[dependency.name] {
                    add(SourceModule(name: dependency.name, root: folder, files: Self.swiftFiles(in: folder, excluding: []), dependencies: [],
                                     languageMode: 5, defines: [], resources: []))
                    dependencies.append(dependency.name)
                    continue
                }
                let packageID = dependency.package ?? dependency.name.lowercased()
                guard let location = dependencyPackages[packageID.lowercased()] else {
                    throw SourcesError("\(root.lastPathComponent): target \(name) depends on \(dependency.name)"
                                       + (dependency.package.map { " (package \($0))" } ?? "")
                                       + ", which was not found: resolve the package (swift package resolve) so that it is under .build/checkouts, "
                                       + "or map the module in the configuration: \"modules\": {\"\(dependency.name)\": \"path/to/its/sources\"}")
                }
                let before = Set(modules.map(\.name))
                try addPackage(at: location, products: [dependency.name])
                dependencies += modules.map(\.name).filter { !before.contains($0) }
            }
            var mode = packageMode
            var defines: [String] = []
            for setting in (try? target.member("settings")?.elements()) ?? [] {
                guard let kind = try? setting.requiredMember("kind") else { continue }
                if let define = try? kind.member("define")?.member("_0")?.string() { defines.append(define) }
                if let language = try? kind.member("swiftLanguageMode")?.member("_0")?.string() ?? kind.member("swiftLanguageVersion")?.member("_0")?.string() {
                    mode = language.hasPrefix("6") ? 6 : 5
                }
            }
            let resources = ((try? target.member("resources")?.elements()) ?? []).compactMap { try? $0.requiredMember("path").string() }
                .map { folder.appendingPathComponent($0) }
            let resourcePaths = resources.map(\.path)
            let files = Self.swiftFiles(in: folder, excluding: excluded + resourcePaths)
            add(SourceModule(name: name, root: folder, files: files, dependencies: dependencies, languageMode: mode, defines: defines, resources: resources))
        }
    }

    private static func dependencyNames(_ target: JSONCursor) -> [(name: String, package: String?)] {
        var result: [(String, String?)] = []
        for dependency in (try? target.member("dependencies")?.elements()) ?? [] {
            for kind in ["byName", "target", "product"] {
                guard let parts = try? dependency.member(kind)?.elements(), let name = try? parts.first?.string() else { continue }
                let package = kind == "product" && parts.count > 1 ? try? parts[1].string() : nil
                result.append((name, package))
            }
        }
        return result
    }

    /// Where each dependency package of the manifest is on disk: local paths as declared, remote ones
    /// under `.build/checkouts/<identity>`.
    private func packageLocations(_ manifest: JSONCursor, root: URL) throws -> [String: URL] {
        var result: [String: URL] = [:]
        for dependency in (try? manifest.member("dependencies")?.elements()) ?? [] {
            if let local = try? dependency.member("fileSystem")?.elements().first,
               let identity = try? local.requiredMember("identity").string(), let path = try? local.requiredMember("path").string() {
                result[identity.lowercased()] = URL(fileURLWithPath: path)
            }
            if let remote = try? dependency.member("sourceControl")?.elements().first, let identity = try? remote.requiredMember("identity").string() {
                let checkout = root.appendingPathComponent(".build/checkouts/\(identity)")
                if FileManager.default.fileExists(atPath: checkout.appendingPathComponent("Package.swift").path) {
                    result[identity.lowercased()] = checkout
                }
            }
        }
        return result
    }

    private mutating func dumpPackage(at root: URL) throws -> JSONNode {
        if let cached = dumped[root.path] { return cached }
        let result = try ToolRunner.run("swift", ["package", "dump-package", "--package-path", root.path])
        guard result.status == 0 else {
            throw SourcesError("\(root.appendingPathComponent("Package.swift").path): the manifest could not be read:\n\(result.stderr)")
        }
        do {
            let node = try JSONParser.parse(result.stdout, file: "dump-package of \(root.path)")
            dumped[root.path] = node
            return node
        } catch {
            throw SourcesError("swift package dump-package printed what is not JSON: \(error.message)")
        }
    }

    /// Every `.swift` file below `folder`, sorted, outside the excluded paths and hidden folders.
    static func swiftFiles(in folder: URL, excluding excluded: [String]) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else { return [] }
        var files: [URL] = []
        for case let url as URL in walker {
            let path = url.standardizedFileURL.path
            if excluded.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) {
                walker.skipDescendants()
                continue
            }
            if url.pathExtension == "xcassets" { walker.skipDescendants(); continue }
            if url.pathExtension == "swift" { files.append(url.standardizedFileURL) }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The deepest folder that contains every one of `files` (so each keeps its path below it).
    static func commonFolder(of files: [URL]) -> URL {
        var common = files[0].deletingLastPathComponent().standardizedFileURL.pathComponents
        for file in files.dropFirst() {
            let components = file.deletingLastPathComponent().standardizedFileURL.pathComponents
            common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
        }
        return URL(fileURLWithPath: NSString.path(withComponents: common.isEmpty ? ["/"] : common))
    }

    /// A valid Swift module name from a folder name (`acme-design` → `AcmeDesign`).
    static func moduleName(for folder: String) -> String {
        let words = folder.split { !$0.isLetter && !$0.isNumber }
        let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return name.first?.isNumber == false ? name : "DesignSystem" + name
    }
}
