import Foundation

/// The SwiftPM package the gallery generates for a design system, in a cache folder beside the
/// configuration (`.stylegallery-cache/`, safe to delete and to git-ignore): the team's files copied
/// (``SourceRewriter``) into modules of their own names, compiled in the language mode their package
/// declares against this package's `SwiftUI` module, and a runner — the `gallery` command with the
/// discovered styles, previews, presets and theme values registered in its catalog.
///
/// Files are written only when their content changes, so a second build recompiles only what changed.
package struct GeneratedPackage: Sendable {
    /// `<cache>/package`
    package let root: URL
    /// SwiftPM's build folder for it (``scratch(cache:)``).
    package let scratch: URL
    /// The runner's target and executable: `StyleGalleryRunner_<id>`, an id of the cache folder, so that the
    /// design systems sharing a build folder each have a runner of their own.
    package let runnerName: String
    /// The module that registers the macOS copies' styles: `StyleGalleryMacOS_<id>`, with the runner's id.
    package let registrationModule: String
    /// The modules also compiled as `<Module>_macOS`.
    package var platformModules: Set<String> = []
    /// Why the package builds in a folder of its own rather than the shared one (``BuildFolderClaims``), or nil.
    package var buildFolderNote: String?

    package static let runnerBaseName = "StyleGalleryRunner"

    /// A folder of the gallery's own in each module that has resources, so that it has `Bundle.module` even when
    /// its only resources are asset catalogs (which are not copied).
    static let bundleFolder = "StyleGalleryBundle"
    static let bundleNote = "Written by StyleGallery so that this module has Bundle.module; asset catalogs are read by the gallery.\n"

    /// The cache folder for a configuration in `directory`.
    package static func cache(besides directory: URL) -> URL { directory.appendingPathComponent(".stylegallery-cache") }

    /// This package's own checkout (the generated package depends on it by path): where it was built.
    package static let galleryRoot: URL = {
        if let override = ProcessInfo.processInfo.environment["STYLEGALLERY_ROOT"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        // Sources/GallerySources/Package/GeneratedPackage.swift → the package root.
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url
    }()

    /// Writes (or updates) the package for `modules` and what `discovery` found.
    /// - Parameters:
    ///   - platformVariants: whether modules whose styles distinguish platforms are also compiled
    ///     for macOS (``PlatformVariants``).
    ///   - claimBuildFolder: whether the package is about to be built, so that its module names are claimed in
    ///     the shared build folder (``BuildFolderClaims``); a dry run claims nothing.
    package static func write(modules: [SourceModule], discovery: Discovery, configuration: SourcesConfiguration,
                              cache: URL, platformVariants: Bool = true, claimBuildFolder: Bool = true) throws -> GeneratedPackage {
        let fm = FileManager.default
        let root = cache.appendingPathComponent("package")
        guard fm.fileExists(atPath: galleryRoot.appendingPathComponent("Package.swift").path) else {
            throw SourcesError("the StyleGallery package this gallery was built from is not at \(galleryRoot.path) any more; "
                               + "set STYLEGALLERY_ROOT to its folder")
        }
        var written: Set<String> = []
        func put(_ text: String, _ relative: String) throws {
            try writeIfChanged(text, to: root.appendingPathComponent(relative))
            written.insert(relative)
        }
        try put(CacheReadme.text, "../README.txt")
        let platformModules = platformVariants ? PlatformVariants.modules(modules, discovery: discovery) : []
        for module in modules {
            let assetSymbols = AssetSymbols.source(for: module, declared: discovery.declarations[module.name] ?? .init())
            // A module with a style that distinguishes platforms is also copied as <Module>_macOS.
            for folder in [module.name] + (platformModules.contains(module.name) ? [module.name + PlatformVariants.suffix] : []) {
                for file in module.files {
                    let relative = String(file.path.dropFirst(module.root.path.count)).drop { $0 == "/" }
                    let source = try String(contentsOf: file, encoding: .utf8)
                    try put(SourceRewriter.rewrite(source, originalPath: file.path, rules: module.isDependency ? .dependency : .teamCode),
                            "Sources/\(folder)/\(relative)")
                }
                for resource in module.resources where resource.pathExtension != "xcassets" {
                    let relative = String(resource.path.dropFirst(module.root.path.count)).drop { $0 == "/" }
                    try copyResource(resource, to: root.appendingPathComponent("Sources/\(folder)/\(relative)"), written: &written,
                                     relative: "Sources/\(folder)/\(relative)")
                }
                if !module.resources.isEmpty { try put(Self.bundleNote, "Sources/\(folder)/\(Self.bundleFolder)/README.txt") }
                if let assetSymbols { try put(assetSymbols, "Sources/\(folder)/\(AssetSymbols.folder)/\(AssetSymbols.fileName)") }
            }
        }
        let runnerName = Self.runnerName(cache: cache), registrationModule = Self.registrationModule(cache: cache)
        try put(RunnerSource.make(modules: modules, discovery: discovery, configuration: configuration, platformModules: platformModules,
                                  registrationModule: registrationModule),
                "Sources/\(runnerName)/main.swift")
        if !platformModules.isEmpty {
            try put(PlatformVariants.registrationSource(modules: modules, discovery: discovery, configuration: configuration,
                                                        platformModules: platformModules),
                    "Sources/\(registrationModule)/Registration.swift")
        }
        try put(manifest(modules: modules, platformModules: platformModules, runnerName: runnerName, registrationModule: registrationModule),
                "Package.swift")
        try removeStale(in: root.appendingPathComponent("Sources"), keeping: written, base: root)
        let names = modules.map(\.name) + platformModules.map { $0 + PlatformVariants.suffix }
        let (scratch, note) = claimBuildFolder ? Self.buildFolder(cache: cache, modules: names) : (Self.scratch(cache: cache), nil)
        Self.removeOtherBuilds(keeping: scratch, cache: cache)
        try invalidatePlanIfGalleryChanged(scratch: scratch)
        return GeneratedPackage(root: root, scratch: scratch, runnerName: runnerName, registrationModule: registrationModule,
                                platformModules: platformModules, buildFolderNote: note)
    }

    /// The shared build folder (``scratch(cache:shared:)``) when this design system's `modules` are its there
    /// (``BuildFolderClaims``); else the cache's own, with a note that says which module is another's.
    ///
    /// A design system that has built in its cache's own folder (for this build of the gallery) stays there, even
    /// once the other design system's claim is gone: moving to the shared folder would recompile all of its
    /// modules there, where the other design system's objects of the same names are, so the next build would
    /// not be incremental.
    static func buildFolder(cache: URL, modules: [String], shared: URL? = sharedBuilds) -> (URL, note: String?) {
        let candidate = scratch(cache: cache, shared: shared)
        let own = scratch(cache: cache, shared: nil)
        if shared != nil, FileManager.default.fileExists(atPath: own.path) { return (own, nil) }
        guard shared != nil, let conflict = BuildFolderClaims.claim(modules, in: candidate, for: cache) else { return (candidate, nil) }
        return (own, "module '\(conflict.module)' is built in the shared build folder for another design system (\(conflict.holder)); "
                + "this one builds in \(own.path), where StyleGallery's own libraries compile once more\n")
    }

    /// The build folder: one per build of StyleGallery (SwiftPM's incremental builds do not always recompile
    /// what depends on a dependency whose stored layouts changed, and a mixed build crashes), shared by every
    /// design system that build compiles, so that the gallery's own libraries — StyleKit, the SwiftUI module,
    /// GalleryCLI and the rest — are compiled once, not once per design system. It lives in the gallery's own
    /// build folder, beside the executable (`design-system-builds/`, removed with it by `swift package clean`),
    /// or where `STYLEGALLERY_BUILDS` says; when that is not writable (an installed binary), in the cache
    /// folder beside the configuration. SwiftPM's lock on a build folder serialises two builds that share it;
    /// each design system links a runner of its own name there (``runnerName``).
    static func scratch(cache: URL, shared: URL? = sharedBuilds) -> URL {
        (shared ?? cache).appendingPathComponent("build-\(galleryFingerprint)")
    }

    /// The runner of the design system whose cache folder is `cache`.
    static func runnerName(cache: URL) -> String { runnerBaseName + "_" + cacheID(cache) }

    /// The module registering the macOS copies' styles for the design system whose cache folder is `cache`.
    static func registrationModule(cache: URL) -> String { PlatformVariants.registrationBaseName + "_" + cacheID(cache) }

    private static func cacheID(_ cache: URL) -> String { String(fnv1a(cache.standardizedFileURL.path).prefix(8)) }

    /// Where builds are shared, or nil when they cannot be.
    static let sharedBuilds: URL? = {
        let fm = FileManager.default
        if let folder = ProcessInfo.processInfo.environment["STYLEGALLERY_BUILDS"], !folder.isEmpty {
            return URL(fileURLWithPath: folder).standardizedFileURL
        }
        let executableFolder = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath().deletingLastPathComponent()
        guard fm.isWritableFile(atPath: executableFolder.path) else { return nil }
        return executableFolder.appendingPathComponent("design-system-builds")
    }()

    /// Build folders of earlier builds of this executable are stale; so are those of other executables in
    /// the configuration's own cache (it is that design system's), but not in the shared folder, where other
    /// executables (the release build, a test runner) keep theirs.
    static func removeOtherBuilds(keeping scratch: URL, cache: URL) {
        let fm = FileManager.default
        let executable = "build-" + galleryFingerprint.prefix { $0 != "-" } + "-"
        let kept = scratch.standardizedFileURL.path, cachePath = cache.standardizedFileURL.path
        for folder in Set([scratch.deletingLastPathComponent().standardizedFileURL.path, cachePath]) {
            let isShared = folder != cachePath
            for name in (try? fm.contentsOfDirectory(atPath: folder)) ?? [] where name.hasPrefix(isShared ? executable : "build") {
                let path = URL(fileURLWithPath: folder).appendingPathComponent(name).standardizedFileURL.path
                if path != kept { try? fm.removeItem(atPath: path) }
            }
        }
    }

    /// A stable short id of `text` (FNV-1a, 64 bits, in hex).
    static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16)
    }

    /// Identifies this build of StyleGallery: `<executable>-<version>`, the ids of the running executable's path
    /// and of its size and modification time.
    static let galleryFingerprint: String = {
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath().path
        let attributes = (try? FileManager.default.attributesOfItem(atPath: executable)) ?? [:]
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
        let modified = Int64(((attributes[.modificationDate] as? Date) ?? Date(timeIntervalSince1970: 0)).timeIntervalSince1970)
        return "\(fnv1a(executable).prefix(8))-\(fnv1a("\(size):\(modified)"))"
    }()

    /// What `swift build` is given besides the package: optimised code in SwiftPM's debug configuration. The
    /// debug configuration stays, as Xcode's previews build in Debug (`#if DEBUG` previews compile, `assert`s run:
    /// `-assert-config Debug`), but unoptimised StyleKit, layout and SVG code made the runner 4.5 to 11 times slower
    /// for the same, byte-identical site (Acme: 1.30 s against 0.29 s; orbit-swiftui: 433 s against 40 s).
    /// Optimising file by file keeps builds incremental; the gallery's own libraries take about three times longer
    /// to compile, once per build of the gallery (docs/profile.md#design-system-runners).
    ///
    /// Files are known unchanged by their contents, not their times (`-enable-incremental-file-hashing`): a fresh
    /// checkout of StyleGallery beside a build folder kept from an earlier one (a CI cache, docs/workflows/gallery.yml)
    /// gives every source a new time, and the runner then compiled the gallery's libraries again (Acme: 148 s, against
    /// 23 s with hashing, which compiles no file).
    package static let compilerFlags = ["-Xswiftc", "-O", "-Xswiftc", "-assert-config", "-Xswiftc", "Debug",
                                        "-Xswiftc", "-enable-incremental-file-hashing"]

    /// The executable once built.
    package var executable: URL { scratch.appendingPathComponent("debug").appendingPathComponent(runnerName) }

    /// The generated package's name, which SwiftPM's resource bundles here are named after (`<name>_<Module>.resources`).
    static let packageName = "StyleGalleryDesignSystem"

    /// Gives each built module's resource bundle the name SwiftPM gives it on Apple platforms too, beside the
    /// executable (`Orbit_Orbit.bundle` → `StyleGalleryDesignSystem_Orbit.resources`), so that code which looks its
    /// bundle up by that name — as design systems do to reach their resources from previews and tests — finds it.
    /// Only links are made, in the package's own build folder; one that already points where it should is left.
    package func linkAppleResourceBundles(for modules: [SourceModule]) {
        let fm = FileManager.default
        let products = executable.deletingLastPathComponent()
        for module in modules {
            guard let appleName = module.appleBundleName else { continue }
            let built = "\(Self.packageName)_\(module.name).resources"
            guard fm.fileExists(atPath: products.appendingPathComponent(built).path) else { continue }
            let link = products.appendingPathComponent(appleName + ".bundle").path
            if (try? fm.destinationOfSymbolicLink(atPath: link)) == built { continue }
            if (try? fm.attributesOfItem(atPath: link))?[.type] as? FileAttributeType == .typeSymbolicLink { try? fm.removeItem(atPath: link) }
            try? fm.createSymbolicLink(atPath: link, withDestinationPath: built)
        }
    }

    /// - Parameter platformModules: modules also compiled as `<Module>_macOS` with the macOS conditions.
    static func manifest(modules: [SourceModule], platformModules: Set<String> = [], runnerName: String = runnerBaseName,
                         registrationModule: String = PlatformVariants.registrationBaseName) -> String {
        let gallery = galleryRoot.path
        let identity = galleryRoot.lastPathComponent
        func quoted(_ text: String) -> String { "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
        func product(_ name: String) -> String { ".product(name: \(quoted(name)), package: \(quoted(identity)))" }
        let shims = SourceModules.shimModules.sorted().map(product)
        // C-family modules of dependency packages are those packages' products, compiled by SwiftPM as they are.
        var asIs: [String: PackageProduct] = [:]
        for module in modules { if let product = module.asIs { asIs[module.name] = product } }
        func dependency(_ name: String) -> String {
            guard let product = asIs[name] else { return quoted(name) }
            return ".product(name: \(quoted(product.product)), package: \(quoted(product.package.lastPathComponent)))"
        }
        var targets: [String] = []
        func target(_ module: SourceModule, name: String, platform: [String]) {
            let dependencies = module.dependencies.map(dependency) + shims
            // Asset catalogs are read by the gallery, not copied; a folder of the gallery's own keeps `Bundle.module`
            // for a target whose only resources are catalogs (SwiftPM makes one only for a target with resources).
            let resources = module.resources.filter { $0.pathExtension != "xcassets" }.map { resource in
                ".copy(\(quoted(String(resource.path.dropFirst(module.root.path.count)).trimmingCharacters(in: CharacterSet(charactersIn: "/")))))"
            } + (module.resources.isEmpty ? [] : [".copy(\(quoted(bundleFolder)))"])
            let defines = (platform + module.defines).map { ".define(\(quoted($0)))" }
            let settings = [".swiftLanguageMode(.v\(module.languageMode))",
                            #".unsafeFlags(["-suppress-warnings", "-Xfrontend", "-disable-dynamic-actor-isolation"])"#]
                + defines + module.carriedSettings.map { $0.swift(quoted: quoted) }
            targets.append("""
                    .target(
                        name: \(quoted(name)),
                        dependencies: [\(dependencies.joined(separator: ", "))],
                        path: \(quoted("Sources/\(name)")),
                        resources: [\(resources.joined(separator: ", "))],
                        swiftSettings: [\(settings.joined(separator: ", "))]),
                """)
        }
        for module in modules where module.asIs == nil {
            target(module, name: module.name, platform: PlatformDefines.iOS)
            if platformModules.contains(module.name) { target(module, name: module.name + PlatformVariants.suffix, platform: PlatformDefines.macOS) }
        }
        var runnerDependencies = modules.filter { $0.asIs == nil }.map { quoted($0.name) }
        if !platformModules.isEmpty {
            let registration = registrationModule
            let copies = modules.filter { platformModules.contains($0.name) }
            let dependencies = modules.filter { !platformModules.contains($0.name) && $0.asIs == nil }.map { quoted($0.name) }
                + copies.map { quoted($0.name + PlatformVariants.suffix) } + [product("GalleryCatalog"), product("SwiftUI")]
            targets.append("""
                    .target(
                        name: \(quoted(registration)),
                        dependencies: [\(dependencies.joined(separator: ", "))],
                        path: \(quoted("Sources/\(registration)")),
                        swiftSettings: [.swiftLanguageMode(.v5)]),
                """)
            runnerDependencies.append(quoted(registration))
        }
        targets.append("""
                .executableTarget(
                    name: \(quoted(runnerName)),
                    dependencies: [\((runnerDependencies + [product("GalleryCLI"), product("GalleryCatalog"), product("SwiftUI")]).joined(separator: ", "))],
                    path: \(quoted("Sources/\(runnerName)")),
                    swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-I", \(quoted(Toolchain.hostLibraries))])]),
            """)
        // 6.0 unless a team target's setting needs a later manifest API (`.defaultIsolation` is 6.2).
        let toolsVersion = modules.flatMap(\.carriedSettings).map(\.toolsVersion).max { $0.compare($1, options: .numeric) == .orderedAscending } ?? "6.0"
        return """
            // swift-tools-version: \(toolsVersion)
            // Generated by StyleGallery: a team's design system compiled against StyleGallery's SwiftUI module.
            // Rewritten on every build; edits here are lost.
            import PackageDescription

            let package = Package(
                name: \(quoted(packageName)),
                dependencies: [\(([gallery] + Set(asIs.values.map(\.package.path)).sorted()).map { ".package(path: \(quoted($0)))" }.joined(separator: ", "))],
                targets: [
            \(targets.joined(separator: "\n"))
                ]
            )

            """
    }

    /// SwiftPM keeps its build plan when only a path dependency's manifest changed, and then compiles
    /// against targets that moved; a new StyleGallery manifest therefore drops the plan (not the objects).
    private static func invalidatePlanIfGalleryChanged(scratch: URL) throws {
        let manifest = FileManager.default.contents(atPath: galleryRoot.appendingPathComponent("Package.swift").path) ?? Data()
        let stamp = scratch.appendingPathComponent("stylegallery-manifest.stamp")
        guard FileManager.default.contents(atPath: stamp.path) != manifest else { return }
        for name in ["debug.yaml", "build.db"] { try? FileManager.default.removeItem(at: scratch.appendingPathComponent(name)) }
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        try manifest.write(to: stamp)
    }

    private static func writeIfChanged(_ text: String, to url: URL) throws {
        let data = Data(text.utf8)
        if FileManager.default.contents(atPath: url.path) == data { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    private static func copyResource(_ source: URL, to target: URL, written: inout Set<String>, relative: String) throws {
        let fm = FileManager.default
        var isFolder: ObjCBool = false
        guard fm.fileExists(atPath: source.path, isDirectory: &isFolder) else { return }
        if isFolder.boolValue {
            for name in try fm.contentsOfDirectory(atPath: source.path).sorted() where !name.hasSuffix(".xcassets") {
                try copyResource(source.appendingPathComponent(name), to: target.appendingPathComponent(name), written: &written,
                                 relative: relative + "/" + name)
            }
        } else if let data = fm.contents(atPath: source.path) {
            if fm.contents(atPath: target.path) != data {
                try fm.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: target)
            }
            written.insert(relative)
        }
    }

    /// Removes files of an earlier generation that this one did not write (the cache is the tool's own).
    private static func removeStale(in folder: URL, keeping written: Set<String>, base: URL) throws {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return }
        var stale: [URL] = []
        for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
            let relative = String(url.standardizedFileURL.path.dropFirst(base.standardizedFileURL.path.count + 1))
            if !written.contains(relative) { stale.append(url) }
        }
        for url in stale { try? FileManager.default.removeItem(at: url) }
    }
}

/// The note left in the cache folder.
enum CacheReadme {
    static let text = """
        This folder is StyleGallery's cache for the design system named in gallery-config.json beside it: a
        generated Swift package (package/) that compiles the team's sources unchanged against StyleGallery's
        SwiftUI module. Its build folder is shared by the design systems one build of StyleGallery compiles,
        in that build's design-system-builds/ folder beside the gallery executable (or here, as build-*/,
        when that folder is not writable). It is rewritten as needed and safe to delete; add
        .stylegallery-cache/ to .gitignore.

        """
}

/// The toolchain running this gallery: its host libraries (SwiftSyntax), which the runner's imports reach.
enum Toolchain {
    static let hostLibraries: String = {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let swiftc = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
            guard FileManager.default.isExecutableFile(atPath: swiftc.path) else { continue }
            let host = swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("lib/swift/host")
            if FileManager.default.fileExists(atPath: host.appendingPathComponent("SwiftSyntax.swiftmodule").path) { return host.path }
        }
        return "/opt/swift/usr/lib/swift/host"
    }()

    /// The modules this toolchain has on Linux (`lib/swift/linux/*.swiftmodule`) and the C modules under them.
    static let modules: Set<String> = {
        let usr = URL(fileURLWithPath: hostLibraries).deletingLastPathComponent().deletingLastPathComponent()
        var names: Set<String> = ["Glibc", "SwiftGlibc", "Musl", "CoreFoundation", "Foundation", "Dispatch", "Swift", "Observation", "XCTest", "Testing"]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: usr.appendingPathComponent("lib/swift/linux").path)) ?? []
        where name.hasSuffix(".swiftmodule") {
            names.insert(String(name.dropLast(".swiftmodule".count)))
        }
        return names
    }()
}
