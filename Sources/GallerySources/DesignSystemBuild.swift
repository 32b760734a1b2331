import Foundation

/// Brings a team's design system in: reads the configuration's `sources`, discovers styles and
/// previews, writes the generated package, builds it incrementally with SwiftPM and runs it with the
/// command the user typed. Nothing in `output/` is touched before the package built.
package struct DesignSystemBuild {
    package let configuration: SourcesConfiguration
    /// Where progress and warnings go (standard error).
    package let log: (String) -> Void

    package init(configuration: SourcesConfiguration, log: @escaping (String) -> Void) {
        self.configuration = configuration
        self.log = log
    }

    /// What preparing found and built.
    package struct Prepared: Sendable {
        package let package: GeneratedPackage
        package let discovery: Discovery
        package let modules: [SourceModule]
        /// Files of the team's modules and the runner that this build compiled (0 when nothing changed).
        package let recompiledFiles: Int
    }

    /// Scans, generates and builds (with `compile`); throws with the compiler's diagnostics (at the
    /// team's files and lines) when the design system does not compile.
    package func prepare(compile: Bool = true) throws -> Prepared {
        let scans = FileScans()
        let resolution = try SourceModules.resolve(configuration, scans: scans) { warning in
            log("\(configuration.fileName): warning: \(warning)\n")
        }
        let modules = resolution.modules
        guard modules.contains(where: { !$0.files.isEmpty }) else {
            throw SourcesError("\(configuration.fileName): \"sources\" names no Swift files")
        }
        var scanned: [(module: String, files: [ScannedFile])] = []
        for module in modules {
            scanned.append((module.name, try module.files.map { try scans.scan($0) }))
        }
        let discovery = Discovery.analyze(scanned)
        let presetStyles = Set(configuration.presets.map(\.styleID))
        for warning in Self.warnings(discovery, presetStyles: presetStyles) { log(warning) }
        // Before compiling, so that a build that fails still says what was found.
        log(Self.summary(modules: modules, discovery: discovery, presetStyles: presetStyles))
        let cache = GeneratedPackage.cache(besides: configuration.directory)
        var package = try GeneratedPackage.write(modules: modules, discovery: discovery, configuration: configuration, cache: cache,
                                                 claimBuildFolder: compile)
        if let note = package.buildFolderNote { log("\(configuration.fileName): note: \(note)") }
        guard compile else { return Prepared(package: package, discovery: discovery, modules: modules, recompiledFiles: 0) }
        let start = Date()
        func arguments(_ package: GeneratedPackage) -> [String] {
            ["build", "--package-path", package.root.path, "--scratch-path", package.scratch.path, "--product", package.runnerName]
                + GeneratedPackage.compilerFlags
        }
        var result = try ToolRunner.run("swift", arguments(package))
        if result.status != 0, Self.isModuleCacheProblem(result.stdout + result.stderr) {
            log("the toolchain's module cache disagreed with itself ('UErrorCode' has different definitions in different modules); building once more\n")
            result = try ToolRunner.run("swift", arguments(package))
        }
        // The macOS copies compile the `#else` branches, which may use what StyleGallery's AppKit lacks: then
        // the design system is rendered for iOS only, with the copies' errors as warnings.
        if result.status != 0, !package.platformModules.isEmpty {
            let macOSErrors = Self.diagnostics(result.stdout + result.stderr)
            package = try GeneratedPackage.write(modules: modules, discovery: discovery, configuration: configuration, cache: cache,
                                                 platformVariants: false)
            let iOSOnly = try ToolRunner.run("swift", arguments(package))
            if iOSOnly.status == 0 {
                let shown = macOSErrors.split(separator: "\n").prefix(20).map { "  " + $0 }.joined(separator: "\n")
                log("\(configuration.fileName): warning: the macOS copies of \(Self.listed(Set(PlatformVariants.modules(modules, discovery: discovery)))) "
                    + "do not compile, so their styles are rendered for iOS only:\n\(shown)\n")
            }
            result = iOSOnly
        }
        guard result.status == 0 else {
            let output = result.stdout + result.stderr
            if Self.isModuleCacheProblem(output) {
                throw SourcesError("the design system's package did not build because of a Swift toolchain module-cache problem, not because of "
                                   + "your code: the compiler saw two different definitions of ICU's 'UErrorCode' (_foundation_unicode vs "
                                   + "_FoundationICU). Run the same command again; if it persists, delete \(package.scratch.path).\n"
                                   + Self.diagnostics(output))
            }
            throw SourcesError("the design system does not compile:\n" + Self.diagnostics(output))
        }
        package.linkAppleResourceBundles(for: modules)
        let own = Set(modules.flatMap { [$0.name, $0.name + PlatformVariants.suffix] } + [package.runnerName, package.registrationModule])
        let compiled = Self.compiledFiles(result.stdout, modules: own)
        let library = Self.compiledFiles(result.stdout) { !own.contains($0) }
        log(String(format: "compiled the design system (%d modules, %d styles, %d previews) in %.1f s; %d of its files recompiled",
                   modules.count, discovery.styles.count, discovery.previews.count, Date().timeIntervalSince(start), compiled)
            + (library > 0 ? "; StyleGallery's own libraries compiled too (\(library) files, once for every design system this gallery builds)\n" : "\n"))
        return Prepared(package: package, discovery: discovery, modules: modules, recompiledFiles: compiled)
    }

    /// Discovery's notes as warning lines, but those of styles the configuration gives a preset: they are shown
    /// through it, so "add a preset" would mislead.
    static func warnings(_ discovery: Discovery, presetStyles: Set<String>) -> [String] {
        discovery.notes.filter { note in !(note.subject.map { presetStyles.contains(StyleIdentifier.id(for: $0)) } ?? false) }
            .map { "\($0.location): warning: \($0.message)\n" }
    }

    /// What discovery found, one paragraph: modules, styles, previews, and the styles it cannot show.
    static func summary(modules: [SourceModule], discovery: Discovery, presetStyles: Set<String> = []) -> String {
        let names = modules.map { $0.name + ($0.isDependency ? " (dependency)" : "") }
        // Every style type found, the private and generic ones discovery leaves out included, so that the styles
        // "not shown" below are some of these.
        let leftOut = Set(discovery.notes.compactMap(\.subject)).subtracting(discovery.styles.map(\.typeName))
        var text = "discovered \(modules.count) modules (\(names.joined(separator: ", "))), \(modules.reduce(0) { $0 + $1.files.count }) Swift files, "
            + "\(discovery.styles.count + leftOut.count) styles, \(discovery.previews.count) previews"
        let platformModules = PlatformVariants.modules(modules, discovery: discovery)
        let perPlatform = discovery.styles.filter { PlatformVariants.isRenderedPerPlatform($0, platformModules: platformModules) }.count
        if perPlatform > 0 { text += " (\(perPlatform) styles rendered for iOS and macOS)" }
        if discovery.styles.isEmpty && discovery.previews.isEmpty && discovery.notes.isEmpty {
            // DesignResourcesKit: colours and fonts only. Say so before the empty site does.
            text += "; nothing to show: no type conforms to ButtonStyle, PrimitiveButtonStyle, ToggleStyle, LabelStyle, "
                + "ProgressViewStyle, GroupBoxStyle, DisclosureGroupStyle or a style protocol of its own, and there is no #Preview "
                + "or PreviewProvider (a #Preview of the colours or fonts would show them)"
        }
        let skipped = discovery.notes.filter { note in note.subject.map { !presetStyles.contains(StyleIdentifier.id(for: $0)) } ?? false }
        if skipped.isEmpty { return text + "\n" }
        text += "; \(skipped.count) styles not shown:\n"
        for note in skipped { text += "  \(note.subject!) (\(note.location.file.split(separator: "/").last ?? ""):\(note.location.line)): \(note.reason)\n" }
        return text
    }

    static func listed(_ names: Set<String>) -> String { names.sorted().joined(separator: ", ") }

    /// The known toolchain problem of a first build: ICU's headers seen through two module maps.
    static func isModuleCacheProblem(_ output: String) -> Bool {
        output.contains("has different definitions in different modules") && output.contains("UErrorCode")
    }

    /// Runs the built gallery with `arguments`, its output passed through; returns its exit status.
    package func run(_ prepared: Prepared, arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = prepared.package.executable
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw SourcesError("cannot run the design system's gallery at \(prepared.package.executable.path): \(error.localizedDescription)")
        }
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal ? 4 : process.terminationStatus
    }

    /// How many `Compiling <Module> <file>.swift` lines of SwiftPM's output name one of `modules`.
    static func compiledFiles(_ output: String, modules: Set<String>) -> Int {
        compiledFiles(output) { modules.contains($0) }
    }

    /// The Swift files SwiftPM's output says it compiled in modules that `counts`.
    static func compiledFiles(_ output: String, counting counts: (String) -> Bool) -> Int {
        output.split(separator: "\n").reduce(0) { count, line in
            guard let range = line.range(of: "] Compiling ") else { return count }
            let words = line[range.upperBound...].split(separator: " ")
            guard let module = words.first, counts(String(module)) else { return count }
            return count + words.dropFirst().filter { $0.hasSuffix(".swift") }.count
        }
    }

    /// The compiler's diagnostics, one line each (`file:line:column: error: message` and its notes), in
    /// the order given, without the build's progress lines and without the compiler's code excerpts
    /// (those show the compiled copy, whose first line is the `#sourceLocation` directive).
    static func diagnostics(_ output: String) -> String {
        var seen = Set<Substring>()
        let kept = output.split(separator: "\n").filter { line in
            guard let first = line.first, first == "/" || first.isLetter,
                  line.contains(": error: ") || line.contains(": note: ") else { return false }
            return seen.insert(line).inserted
        }
        return kept.isEmpty ? output : kept.joined(separator: "\n")
    }
}
