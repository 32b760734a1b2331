import Foundation
import GalleryJSON
import GallerySources

/// A rebuild of `gallery watch` for a configuration with `sources`: the design system's package is
/// generated and compiled again (incrementally: only changed files recompile), then the gallery compiled
/// with it builds the site in a process of its own. The watching and serving stay in this process, so a
/// design system that stops compiling leaves the last good site served.
struct WatchDesignSystem {
    let configPath: String
    /// The options `build` is run with: `--config`, `--output`, `--templates`, `--assets`, `--fonts`, console options.
    let buildArguments: [String]

    init(configPath: String?, _ args: Arguments) {
        self.configPath = configPath ?? "gallery-config.json"
        var forwarded = ["build", "--config", self.configPath]
        for name in ["--output", "--templates", "--color"] { if let value = args.value(name) { forwarded += [name, value] } }
        for name in ["--assets", "--fonts"] { for value in args.all(name) { forwarded += [name, value] } }
        for name in ["--quiet", "--verbose"] where args.flag(name) { forwarded.append(name) }
        buildArguments = forwarded
    }

    /// Whether the configuration names sources (false when it cannot be read: then the ordinary build reports why).
    static func hasSources(configPath: String?) -> Bool {
        (try? SourcesConfiguration.load(path: configPath ?? "gallery-config.json"))?.hasSources ?? false
    }

    /// The child's error was printed already (on the inherited standard error).
    struct Reported: Error, CustomStringConvertible {
        let status: Int32
        var description: String { "the design system's gallery exited with status \(status)" }
    }

    /// Compiles and builds; returns the build's summary (what follows `built DIR: ` in its output).
    func run(log: @escaping (String) -> Void) throws -> String {
        let sources = try SourcesConfiguration.load(path: configPath)
        let build = DesignSystemBuild(configuration: sources) { text in log(text.hasSuffix("\n") ? String(text.dropLast()) : text) }
        let prepared = try build.prepare()
        let process = Process()
        process.executableURL = prepared.package.executable
        process.arguments = buildArguments
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else { throw Reported(status: process.terminationStatus) }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let summary = text.split(separator: "\n").last.map(String.init) ?? text
        return Self.figures(of: summary)
    }

    /// `built output: 4 pages, 6 SVG files (…), …, 0.52 s` → `4 pages, 6 SVG files (…), …` (the time is the watch's own).
    static func figures(of line: String) -> String {
        guard let colon = line.range(of: ": ") else { return line }
        var figures = String(line[colon.upperBound...])
        if let last = figures.range(of: ", ", options: .backwards), figures[last.upperBound...].hasSuffix(" s") {
            figures = String(figures[..<last.lowerBound])
        }
        return figures
    }

    /// The output folder as the configuration names it (`output`, relative to its folder), for serving before
    /// the compiled gallery has read the configuration.
    static func configuredOutput(configPath: String?) -> String? {
        let path = configPath ?? "gallery-config.json"
        guard let data = FileManager.default.contents(atPath: path),
              let root = try? JSONParser.parse(String(decoding: data, as: UTF8.self), file: path), case .object = root.value else { return nil }
        return try? JSONCursor(node: root, file: path).member("output")?.string()
    }
}
