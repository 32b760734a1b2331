import Foundation
import GalleryJSON

/// A module of the team's code as the generated package compiles it: its files (the originals), the
/// modules it imports from the design system, its language mode, defines and resources.
package struct SourceModule: Sendable, Hashable {
    package let name: String
    /// The module's folder (its files' common root).
    package let root: URL
    package let files: [URL]
    package var dependencies: [String]
    /// 5 or 6: the language mode its own package declares (tools-version 6 defaults to 6).
    package let languageMode: Int
    package let defines: [String]
    /// Resource files and folders (`Bundle.module`); asset catalogs among them are read by the gallery.
    package let resources: [URL]
    /// For a package's target, the name SwiftPM gives its resource bundle on Apple platforms (`<Package>_<Target>`):
    /// code that finds the bundle by that name (`Orbit_Orbit.bundle`) finds it here too (``GeneratedPackage``).
    package var appleBundleName: String?
    /// A module the team's code depends on (a dependency package's target or a `modules` mapping), not
    /// one of the team's own `sources`: its `canImport(UIKit)`/`canImport(AppKit)` code keeps its Linux
    /// meaning (``SourceRewriter``).
    package var isDependency: Bool = false
    /// Settings of its package target that the generated package keeps (``CarriedSetting``).
    package var carriedSettings: [CarriedSetting] = []
    /// For a C-family target of a dependency package (cmark's `cmark_gfm`): the package and the product
    /// that holds it. Such a module is not copied or rewritten — there is no SwiftUI code in it — but
    /// compiled by SwiftPM from its own package, on which the generated package depends by path.
    package var asIs: PackageProduct?
}

/// A product of a package on disk.
package struct PackageProduct: Sendable, Hashable {
    /// The package's folder.
    package let package: URL
    package let product: String
}

/// The modules of a design system.
package struct ModuleResolution: Sendable {
    /// Dependencies first.
    package var modules: [SourceModule]
}

/// Turns the configuration's `sources` into modules: a SwiftPM package folder is read through the
/// toolchain (`swift package dump-package`) and each library target (or those of `"targets"`) becomes the
/// module of that name; a plain folder is one module named after it; `.swift` files given one by one form
/// the module `DesignSystem`. What a module depends on comes from the `import`s its files really have:
/// a package target's declared dependency that none of its files imports is not compiled, nor is a
/// `modules` mapping nothing imports; a plain folder or loose files depend on every module of the design
/// system they import. A dependency package is found under the package (`.build/checkouts/…`, local
/// packages) or in the configuration's `modules`. A module that imports what cannot be had here (a
/// binary target, a package that is not on disk, an Apple-only framework) is left out with a warning,
/// and so is what imports it.
package struct SourceModules {
    private let configuration: SourcesConfiguration
    private let scans: FileScans
    private let available: Set<String>
    private var manifests: [String: PackageManifest] = [:]
    private var candidates: [String: Candidate] = [:]
    private var order: [String] = []
    private let warn: (String) -> Void

    /// A module while resolving: what it is, the modules it needs, and why it cannot be compiled (if so).
    private struct Candidate {
        var module: SourceModule
        var manifest: PackageManifest?
        var target: PackageManifest.Target?
        var needs: [String] = []
        var unavailable: String?
        var isRoot = false
        var explicitlySelected = false
        /// The `exclude` globs of its `sources` entry (and what they are relative to), which also apply to the
        /// targets of the same package it pulls in.
        var globs: [PathGlob] = []
        var globBase: URL?
    }

    /// Modules every generated target can import: StyleGallery's shims and the toolchain's own.
    package static let shimModules: Set<String> = ["SwiftUI", "UIKit", "AppKit", "Combine", "CoreGraphics", "CoreText"]

    /// `warn` receives each warning (without `warning:`) as it is found, also when resolving then fails.
    package static func resolve(_ configuration: SourcesConfiguration, scans: FileScans,
                                warn: @escaping (String) -> Void = { _ in }) throws -> ModuleResolution {
        var resolver = SourceModules(configuration: configuration, scans: scans, available: Self.shimModules.union(Toolchain.modules), warn: warn)
        try resolver.addRoots()
        var index = 0
        while index < resolver.order.count {
            try resolver.resolveNeeds(of: resolver.order[index])
            index += 1
        }
        return try resolver.finish()
    }

    // MARK: Roots

    private mutating func addRoots() throws {
        var looseFiles: [URL] = []
        for entry in configuration.sources {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: entry.url.path, isDirectory: &isFolder)
            let globs = entry.exclude.map(PathGlob.init)
            if !isFolder.boolValue {
                if !globs.contains(where: { $0.matches(entry.url.lastPathComponent) }) { looseFiles.append(entry.url) }
                if entry.targets != nil { throw locatedError(entry.location, "\"targets\" selects targets of a package; \(entry.url.path) is a file") }
            } else if FileManager.default.fileExists(atPath: entry.url.appendingPathComponent("Package.swift").path) {
                let manifest = try manifest(at: entry.url)
                let library = manifest.regularTargets
                var selected = library
                if let wanted = entry.targets {
                    selected = []
                    for (name, location) in wanted {
                        guard let target = library.first(where: { $0.name == name }) else {
                            let kind = manifest.target(name).map { " is a \($0.type) target, not library code" } ?? " is not a target of this package"
                            throw SourcesError("\(location): \(Escaped.quoted(name))\(kind)"
                                + DidYouMean.clause(DidYouMean.suggestions(for: name, among: library.map(\.name)))
                                + "; its library targets: \(library.map(\.name).joined(separator: ", "))")
                        }
                        selected.append(target)
                    }
                }
                for target in selected {
                    addPackageTarget(target, of: manifest, isDependency: false, globs: globs, globBase: entry.url)
                    candidates[target.name]?.isRoot = true
                    candidates[target.name]?.explicitlySelected = entry.targets != nil
                }
            } else {
                if entry.targets != nil { throw locatedError(entry.location, "\"targets\" selects targets of a package, and \(entry.url.path) has no Package.swift") }
                addPlainFolder(entry.url, name: Self.moduleName(for: entry.url.lastPathComponent), isDependency: false, globs: globs)
                candidates[Self.moduleName(for: entry.url.lastPathComponent)]?.isRoot = true
            }
        }
        if !looseFiles.isEmpty {
            add(Candidate(module: SourceModule(name: "DesignSystem", root: Self.commonFolder(of: looseFiles), files: looseFiles, dependencies: [],
                                               languageMode: 5, defines: [], resources: []), isRoot: true))
        }
    }

    private func locatedError(_ location: SourcesConfiguration.ConfigLocation?, _ message: String) -> SourcesError {
        guard let location else { return SourcesError(message) }
        return SourcesError("\(location): \(message)")
    }

    private mutating func add(_ candidate: Candidate) {
        guard candidates[candidate.module.name] == nil else { return }
        candidates[candidate.module.name] = candidate
        order.append(candidate.module.name)
    }

    /// - Parameter named: the module's name when it is not the target's (a `modules` mapping's key).
    private mutating func addPackageTarget(_ target: PackageManifest.Target, of manifest: PackageManifest, isDependency: Bool,
                                           globs: [PathGlob] = [], globBase: URL? = nil, named: String? = nil) {
        let name = named ?? target.name
        guard candidates[name] == nil else { return }
        let files = SwiftFileWalk.files(in: target.folder, excluding: target.excluded + target.resources.map(\.path), globs: globs, globBase: globBase)
        // Asset catalogs need no declaration in the manifest (SwiftPM processes them by their extension).
        let catalogs = SwiftFileWalk.assetCatalogs(in: target.folder, excluding: target.excluded + target.resources.map(\.path))
        var module = SourceModule(name: name, root: target.folder, files: files, dependencies: [], languageMode: target.languageMode,
                                  defines: target.defines, resources: target.resources + catalogs)
        module.isDependency = isDependency
        module.carriedSettings = target.carriedSettings
        module.appleBundleName = "\(manifest.name)_\(target.name)"
        add(Candidate(module: module, manifest: manifest, target: target, globs: globs, globBase: globBase))
    }

    /// A folder that is not a package target: one module; a `Resources` folder in it, and asset catalogs
    /// elsewhere in it, are its resources.
    private mutating func addPlainFolder(_ folder: URL, name: String, isDependency: Bool, globs: [PathGlob] = []) {
        let resourceFolder = folder.appendingPathComponent("Resources")
        var isFolder: ObjCBool = false
        var resources = FileManager.default.fileExists(atPath: resourceFolder.path, isDirectory: &isFolder) && isFolder.boolValue ? [resourceFolder] : []
        resources += SwiftFileWalk.assetCatalogs(in: folder, excluding: resources.map(\.path))
        let files = SwiftFileWalk.files(in: folder, excluding: resources.map(\.path), globs: globs)
        var module = SourceModule(name: name, root: folder, files: files, dependencies: [], languageMode: 5, defines: [], resources: resources)
        module.isDependency = isDependency
        add(Candidate(module: module))
    }

    /// A `modules` mapping: the package target whose folder it is (with its resources, settings and
    /// dependencies) when a Package.swift above it declares one, else a plain folder.
    private mutating func addMapped(_ name: String, entry: SourcesConfiguration.ModuleEntry) throws -> String {
        let folder = entry.url, globs = entry.exclude.map(PathGlob.init)
        var parent = folder.standardizedFileURL
        while parent.pathComponents.count > 1 {
            if FileManager.default.fileExists(atPath: parent.appendingPathComponent("Package.swift").path) {
                let manifest = try manifest(at: parent)
                if let target = manifest.regularTargets.first(where: { $0.folder.path == folder.standardizedFileURL.path }) {
                    // Named as the configuration says: that is the name the team's code imports.
                    addPackageTarget(target, of: manifest, isDependency: true, globs: globs, globBase: folder, named: name)
                    return name
                }
                break
            }
            parent.deleteLastPathComponent()
        }
        addPlainFolder(folder, name: name, isDependency: true, globs: globs)
        return name
    }

    private mutating func manifest(at root: URL) throws -> PackageManifest {
        if let cached = manifests[root.path] { return cached }
        // The packages read first (the design system's own) hold the whole graph's checkouts.
        let manifest = try PackageManifest.read(at: root, checkoutRoots: manifests.values.map(\.root).filter { $0 != root }.sorted { $0.path < $1.path })
        manifests[root.path] = manifest
        return manifest
    }

    // MARK: Dependencies from imports

    private mutating func resolveNeeds(of name: String) throws {
        // A C-family module brings its own package, which SwiftPM resolves.
        guard var candidate = candidates[name], candidate.module.asIs == nil else { return }
        // Each imported module: whether some file needs it (an import outside `#if canImport(it)`), and where.
        var imports: [String: (required: Bool, at: String)] = [:]
        var sites: [String: [String]] = [:]
        for file in candidate.module.files {
            for sited in try scans.scan(file).moduleImports where sited.module != name {
                let site = "\(file.path):\(sited.line)"
                if !sited.isGuarded { sites[sited.module, default: []].append(site) }
                if let known = imports[sited.module] {
                    imports[sited.module] = (known.required || !sited.isGuarded, known.required ? known.at : site)
                } else {
                    imports[sited.module] = (!sited.isGuarded, site)
                }
            }
        }
        func imported(_ module: String) -> String {
            let all = sites[module] ?? []
            return "\(module) (\(all.first ?? "")" + (all.count > 1 ? " and \(all.count - 1) more" : "") + ")"
        }
        var needs: [String] = []
        var reasons: [String] = []
        func unavailable(_ reason: String) { reasons.append(reason) }
        if let manifest = candidate.manifest, let target = candidate.target {
            for dependency in target.dependencies {
                let local: PackageManifest.Target?
                switch dependency {
                case .target(let dependencyName), .byName(let dependencyName): local = manifest.target(dependencyName)
                case .product: local = nil
                }
                if let local {
                    if local.type == "binary" || local.type == "system" {
                        warn("\(name) depends on \(local.name), a \(local.type == "binary" ? "binary target (a prebuilt framework)" : "system library target"), "
                             + "which the gallery cannot compile: left out")
                        if let site = imports[local.name], site.required { unavailable("it imports \(imported(local.name)), a \(local.type) target") }
                    } else if imports[local.name] != nil {
                        addPackageTarget(local, of: manifest, isDependency: candidate.module.isDependency,
                                         globs: candidate.globs, globBase: candidate.globBase)
                        needs.append(local.name)
                    }
                    continue
                }
                let productName = dependency.name
                if let mapped = configuration.modules[productName] {
                    let moduleName = Self.identifier(productName)
                    guard imports[moduleName] != nil || imports[productName] != nil else { continue }
                    needs.append(try addMapped(moduleName, entry: mapped))
                    continue
                }
                let identity: String
                if case .product(_, let package?) = dependency { identity = package.lowercased() } else { identity = productName.lowercased() }
                guard let location = manifest.packages[identity] else {
                    let module = Self.identifier(productName)
                    if imports[module]?.required == true {
                        unavailable("it imports \(imported(module)) from " + (productName == module ? "" : "the product \(productName) of ")
                                    + "the package \(identity), which was not found: resolve the package (swift package resolve) so that it is under "
                                    + ".build/checkouts, or map the module in the configuration: \"modules\": {\"\(productName)\": \"path/to/its/sources\"}")
                    }
                    continue
                }
                let dependencyManifest = try self.manifest(at: location)
                let targetNames = dependencyManifest.products[productName] ?? [productName]
                for targetName in targetNames where imports[Self.identifier(targetName)] != nil {
                    guard let target = dependencyManifest.target(targetName) else { continue }
                    if let module = addIfCFamily(target, product: productName, of: dependencyManifest) {
                        needs.append(module)
                        continue
                    }
                    if target.type == "binary" || target.type == "system" {
                        warn("\(name) depends on \(targetName) (package \(identity)), a \(target.type) target the gallery cannot compile: left out")
                        if imports[targetName]?.required == true { unavailable("it imports \(imported(targetName)), a \(target.type) target") }
                        continue
                    }
                    addPackageTarget(target, of: dependencyManifest, isDependency: true)
                    needs.append(targetName)
                }
            }
        } else {
            // A plain folder, loose files or a mapped folder: what it imports of the design system.
            for module in imports.keys.sorted() {
                if candidates[module] != nil {
                    needs.append(module)
                } else if let mapped = configuration.modules[module] {
                    needs.append(try addMapped(module, entry: mapped))
                }
            }
        }
        // What is neither in the design system nor here (WebKit, PassKit, …) leaves the module out.
        let declared = Set(needs)
        var missing: [String] = []
        for (module, site) in imports.sorted(by: { $0.key < $1.key }) where site.required {
            if declared.contains(module) || available.contains(module) || module.hasPrefix("_") { continue }
            if candidates[module] != nil {
                if candidate.manifest != nil, candidates[module]?.isRoot == true { needs.append(module) }
                continue
            }
            if let mapped = configuration.modules[module] {
                needs.append(try addMapped(module, entry: mapped))
                continue
            }
            if candidate.manifest != nil, candidate.target?.dependencies.contains(where: { Self.identifier($0.name) == module || $0.name == module }) == true { continue }
            if let manifest = candidate.manifest, let found = try transitiveModule(module, of: manifest) {
                needs.append(found)
                continue
            }
            missing.append(imported(module))
        }
        if !missing.isEmpty {
            unavailable("it imports \(missing.joined(separator: ", ")), which \(missing.count == 1 ? "is" : "are") neither part of the design system "
                        + "nor modules that exist on Linux")
        }
        if candidate.module.files.isEmpty {
            warn("\(name) has no Swift files in \(candidate.module.root.path)")
            unavailable("it has no Swift files")
        }
        if !reasons.isEmpty { candidate.unavailable = reasons.joined(separator: "; ") }
        candidate.needs = needs
        candidates[name] = candidate
    }

    /// A C-family target of a dependency package as a module compiled as it is (``SourceModule/asIs``), by its
    /// module name; nil for a Swift target.
    private mutating func addIfCFamily(_ target: PackageManifest.Target, product: String, of manifest: PackageManifest) -> String? {
        guard SwiftFileWalk.isCFamilyTarget(target.folder, excluding: target.excluded) else { return nil }
        let name = Self.identifier(target.name)
        var module = SourceModule(name: name, root: target.folder, files: [], dependencies: [], languageMode: 5, defines: [], resources: [])
        module.isDependency = true
        module.asIs = PackageProduct(package: manifest.root, product: product)
        add(Candidate(module: module, manifest: manifest, target: target))
        return name
    }

    /// A module that `manifest`'s target imports without declaring it, found as a product's target of one of
    /// the package's dependency packages: SwiftPM lets a target import the modules its dependencies bring
    /// (processout-ios's ProcessOutCoreUI imports `cmark_gfm`, a dependency of the ProcessOut target it
    /// depends on). Nil when no such package is on disk.
    private mutating func transitiveModule(_ module: String, of manifest: PackageManifest) throws -> String? {
        for (_, location) in manifest.packages.sorted(by: { $0.key < $1.key }) {
            let dependencyManifest = try self.manifest(at: location)
            for (product, targetNames) in dependencyManifest.products.sorted(by: { $0.key < $1.key }) {
                guard let targetName = targetNames.first(where: { Self.identifier($0) == module }),
                      let target = dependencyManifest.target(targetName), target.type == "regular" else { continue }
                if let found = addIfCFamily(target, product: product, of: dependencyManifest) { return found }
                addPackageTarget(target, of: dependencyManifest, isDependency: true)
                return target.name
            }
        }
        return nil
    }

    // MARK: Result

    private mutating func finish() throws -> ModuleResolution {
        // What needs a module that is left out is left out too.
        var changed = true
        while changed {
            changed = false
            for name in order where candidates[name]?.unavailable == nil {
                guard let missing = candidates[name]?.needs.first(where: { candidates[$0]?.unavailable != nil }) else { continue }
                candidates[name]?.unavailable = "it imports \(missing), which is left out"
                changed = true
            }
        }
        // Only what the team's own modules need is compiled.
        var reachable: Set<String> = []
        func visit(_ name: String) {
            guard let candidate = candidates[name], candidate.unavailable == nil, reachable.insert(name).inserted else { return }
            candidate.needs.forEach(visit)
        }
        for name in order where candidates[name]?.isRoot == true { visit(name) }
        let roots = order.filter { candidates[$0]?.isRoot == true }
        // Every left-out module on the way from `starts`, so that the first cause is named, not only its consequence.
        func causes(from starts: [String]) -> [String] {
            var chain: [String] = []
            func walk(_ name: String) {
                guard !chain.contains(name), let candidate = candidates[name] else { return }
                chain.append(name)
                candidate.needs.forEach(walk)
            }
            starts.forEach(walk)
            return chain.compactMap { name in candidates[name]?.unavailable.map { "  \(name): \($0)" } }
        }
        if let selected = roots.first(where: { candidates[$0]?.explicitlySelected == true && candidates[$0]?.unavailable != nil }) {
            let chain = causes(from: [selected])
            throw SourcesError("\(configuration.fileName): the selected target \(selected) cannot be compiled: \(candidates[selected]!.unavailable!)"
                               + (chain.count > 1 ? ":\n" + chain.dropFirst().joined(separator: "\n") : ""))
        }
        guard roots.contains(where: { reachable.contains($0) }) else {
            let reasons = causes(from: roots)
            throw SourcesError("\(configuration.fileName): none of the modules of \"sources\" can be compiled"
                               + (reasons.isEmpty ? "" : ":\n" + reasons.joined(separator: "\n"))
                               + "\nLeave files out with \"exclude\" in the \"sources\" entry, select targets with \"targets\", or map modules with \"modules\".")
        }
        for name in order {
            guard let candidate = candidates[name], let reason = candidate.unavailable else { continue }
            // A dependency nothing compiled needs is not worth a warning.
            let neededBy = order.filter { candidates[$0]?.needs.contains(name) == true }
            guard candidate.isRoot || !neededBy.isEmpty else { continue }
            warn("\(candidate.module.name) is left out: \(reason)"
                 + (candidate.isRoot ? "; leave the files out with \"exclude\" in its \"sources\" entry, or select targets with \"targets\"" : ""))
        }
        // Dependencies first, then in the order found.
        var sorted: [SourceModule] = []
        var placed: Set<String> = []
        func place(_ name: String) {
            guard reachable.contains(name), placed.insert(name).inserted, let candidate = candidates[name] else { return }
            candidate.needs.forEach(place)
            var module = candidate.module
            module.dependencies = candidate.needs.filter { reachable.contains($0) }
            sorted.append(module)
        }
        order.forEach(place)
        return ModuleResolution(modules: sorted)
    }

    // MARK: Names and paths

    /// `cmark-gfm` → `cmark_gfm`: the module name SwiftPM gives a target or product name.
    static func identifier(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
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

/// Scanned files by path: each file is parsed once, for its imports and for discovery.
package final class FileScans {
    private var scanned: [String: ScannedFile] = [:]

    package init() {}

    package func scan(_ file: URL) throws -> ScannedFile {
        if let known = scanned[file.path] { return known }
        guard let data = FileManager.default.contents(atPath: file.path), let text = String(data: data, encoding: .utf8) else {
            throw SourcesError("\(file.path): cannot be read as UTF-8 text")
        }
        let result = SourceScanner.scan(source: text, path: file.path)
        scanned[file.path] = result
        return result
    }
}
