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

    /// Scans, generates and builds; throws with the compiler's diagnostics (at the team's files and
    /// lines) when the design system does not compile.
    package func prepare() throws -> Prepared {
        let modules = try SourceModules.resolve(configuration)
        guard !modules.isEmpty, modules.contains(where: { !$0.files.isEmpty }) else {
            throw SourcesError("\(configuration.fileName): \"sources\" names no Swift files")
        }
        var scanned: [(module: String, files: [ScannedFile])] = []
        for module in modules {
            var files: [ScannedFile] = []
            for file in module.files {
                guard let data = FileManager.default.contents(atPath: file.path), let text = String(data: data, encoding: .utf8) else {
                    throw SourcesError("\(file.path): cannot be read as UTF-8 text")
                }
                files.append(SourceScanner.scan(source: text, path: file.path))
            }
            scanned.append((module.name, files))
        }
        let discovery = Discovery.analyze(scanned)
        for note in discovery.notes { log("\(note.location): warning: \(note.message)\n") }
        let cache = GeneratedPackage.cache(besides: configuration.directory)
        let package = try GeneratedPackage.write(modules: modules, discovery: discovery, configuration: configuration, cache: cache)
        let start = Date()
        let result = try ToolRunner.run("swift", ["build", "--package-path", package.root.path, "--scratch-path", package.scratch.path,
                                                  "--product", GeneratedPackage.runnerName])
        guard result.status == 0 else {
            throw SourcesError("the design system does not compile:\n" + Self.diagnostics(result.stdout + result.stderr))
        }
        let compiled = Self.compiledFiles(result.stdout, modules: Set(modules.map(\.name) + [GeneratedPackage.runnerName]))
        log(String(format: "compiled the design system (%d modules, %d styles, %d previews) in %.1f s; %d of its files recompiled\n",
                   modules.count, discovery.styles.count, discovery.previews.count, Date().timeIntervalSince(start), compiled))
        return Prepared(package: package, discovery: discovery, modules: modules, recompiledFiles: compiled)
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
        output.split(separator: "\n").reduce(0) { count, line in
            guard let range = line.range(of: "] Compiling ") else { return count }
            let words = line[range.upperBound...].split(separator: " ")
            guard let module = words.first, modules.contains(String(module)) else { return count }
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
