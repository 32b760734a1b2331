import Foundation
import GalleryCatalog
import GalleryJSON
import GalleryRender
import GallerySources
import GallerySite
import XMLWriter

/// What a command runs with: the catalog and the process's streams.
struct CommandContext {
    let catalog: Catalog
    let stdout: (String) -> Void
    let stdoutBytes: ([UInt8]) -> Void
    let stderr: (String) -> Void
}

/// The `gallery` command: parses arguments, runs a subcommand, returns the exit status (``ExitStatus``).
public enum GalleryCommand {
    /// The version `gallery --version` prints.
    public static let version = "0.3.0"

    static let commands: [CommandSpec] = [buildCommand, checkCommand, renderCommand, exportCommand, listCommand,
                                          watchCommand, mergeCommand, diffCommand, initCommand]

    static var usage: String {
        var lines = ["usage: gallery <command> [options]", "", "commands:"]
        for command in commands { lines.append("  \(command.name.padding(toLength: 8, withPad: " ", startingAt: 0))\(command.summary)") }
        lines += ["  help    gallery help COMMAND shows a command's options and examples", "",
                  "gallery --version prints the version. Exit status: 0 success, 1 findings or changes, 2 usage error,",
                  "3 input or build error, 4 internal error."]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Runs with `arguments` (without the program name); output and errors go to the given streams.
    public static func run(_ arguments: [String], catalog: Catalog = .builtIn, stdout: @escaping (String) -> Void,
                           stdoutBytes: @escaping ([UInt8]) -> Void, stderr: @escaping (String) -> Void) async -> Int32 {
        ProcessMemory.keepFreedMemory()
        let context = CommandContext(catalog: catalog, stdout: stdout, stdoutBytes: stdoutBytes, stderr: stderr)
        return await dispatch(arguments, context).rawValue
    }

    private static func dispatch(_ arguments: [String], _ context: CommandContext) async -> ExitStatus {
        guard let first = arguments.first else {
            context.stderr(usage)
            return .usage
        }
        switch first {
        case "--version", "version":
            context.stdout("gallery \(version)\n")
            return .success
        case "--help", "-h":
            context.stdout(usage)
            return .success
        case "help":
            guard let name = arguments.dropFirst().first else { context.stdout(usage); return .success }
            guard let command = commands.first(where: { $0.name == name }) else { return report(unknownCommand(name), context) }
            context.stdout(command.help)
            return .success
        default:
            break
        }
        guard let command = commands.first(where: { $0.name == first }) else { return report(unknownCommand(first), context) }
        do {
            var args = try Arguments(Array(arguments.dropFirst()), options: command.allOptions, command: command.name)
            if args.flag("--help") {
                context.stdout(command.help)
                return .success
            }
            // A configuration with `sources` (or `build --sources`) is run by the gallery compiled with that design system.
            // (`watch` compiles it for each rebuild itself: WatchDesignSystem.)
            if !context.catalog.isCompiledFromSources, command.readsConfiguration, command.name != "watch" {
                let path = args.value("--config") ?? "gallery-config.json"
                let extra = try existingPaths(args.all("--sources"), option: "--sources")
                if FileManager.default.fileExists(atPath: path) || !extra.isEmpty {
                    var sources = try SourcesConfiguration.load(path: path)
                    sources.sources += extra.map { SourcesConfiguration.SourceEntry(url: URL(fileURLWithPath: $0)) }
                    if sources.hasSources {
                        let build = DesignSystemBuild(configuration: sources, log: context.stderr)
                        let prepared = try build.prepare(compile: !args.flag("--dry-run"))
                        if args.flag("--dry-run") {
                            context.stdout("generated \(prepared.package.root.path); nothing compiled or built (--dry-run)\n")
                            return .success
                        }
                        return ExitStatus(rawValue: try build.run(prepared, arguments: arguments)) ?? .internal
                    }
                }
            }
            return try await command.run(&args, context)
        } catch {
            return report(error, context)
        }
    }

    private static func unknownCommand(_ name: String) -> CLIError {
        let names = commands.map(\.name) + ["help"]
        return CLIError("unknown command \(Escaped.quoted(name))" + DidYouMean.clause(DidYouMean.suggestions(for: name, among: names))
                        + "; commands: \(names.joined(separator: ", "))")
    }

    /// Prints the error and returns its exit status.
    private static func report(_ error: any Error, _ context: CommandContext) -> ExitStatus {
        let status = exitStatus(for: error)
        switch status {
        case .usage: context.stderr("gallery: error: \(error)\n(gallery help shows the commands and their options)\n")
        case .internal: context.stderr("gallery: internal error: \(error)\nThis is a bug in StyleGallery; please report it with the command that caused it.\n")
        default: context.stderr("gallery: error: \(error)\n")
        }
        return status
    }

    static func exitStatus(for error: any Error) -> ExitStatus {
        switch error {
        case let error as CLIError: return error.isUsage ? .usage : .input
        case is ConfigurationError, is OutputError, is RenderError, is XMLError, is SourcesError, is MergeError: return .input
        default: return .internal
        }
    }
}
