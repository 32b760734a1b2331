import Foundation
import GallerySite
import GalleryWatch

extension GalleryCommand {
    static let watchCommand = CommandSpec(
        name: "watch", operands: "",
        summary: "build, then rebuild when the configuration, templates, token files, sources, assets or fonts change; serve the site on localhost",
        options: [
            .init("--config", "PATH", "the configuration (default gallery-config.json)"),
            .init("--output", "DIR", "the site folder (default: the configuration's output, else output/)"),
            .init("--templates", "DIR", "page templates (default: Templates/ beside the configuration, else the built-in ones)"),
            .init("--assets", "PATH", "an asset catalog (.xcassets), with the configuration's assets (repeatable)", repeatable: true),
            .init("--fonts", "PATH", "a font file or folder, with the configuration's fonts (repeatable)", repeatable: true),
            .init("--port", "N", "the HTTP port (default 8000; 0 lets the system choose)"),
            .init("--host", "ADDRESS", "the IPv4 address to serve on (default 127.0.0.1, this machine only)"),
        ] + consoleOptions,
        examples: ["gallery watch", "gallery watch --config brand/gallery-config.json --port 8080",
                   "gallery watch --output /tmp/site --quiet"],
        run: { args, context in
            try expectNoOperands(args, "watch")
            let console = try Console(args, context)
            let port = try parsePort(args.value("--port"))
            let request = try BuildRequest(args, context)
            let session = WatchSession(request: request, console: console, context: context,
                                       designSystem: WatchDesignSystem(configPath: args.value("--config"), args),
                                       extraAssets: try existingPaths(args.all("--assets"), option: "--assets"),
                                       extraFonts: try existingPaths(args.all("--fonts"), option: "--fonts"))
            return try await session.run(host: args.value("--host") ?? "127.0.0.1", port: port)
        })

    static func parsePort(_ text: String?) throws(CLIError) -> UInt16 {
        guard let text else { return 8000 }
        guard let port = UInt16(text) else { throw CLIError("--port takes a number from 0 to 65535, not \(text)") }
        return port
    }
}

/// One `gallery watch`: the first build, the server, and a rebuild per burst of changes until Ctrl-C.
final class WatchSession: @unchecked Sendable {
    let request: BuildRequest
    let console: Console
    let context: CommandContext
    let extraAssets: [String]
    let extraFonts: [String]
    /// How a configuration with `sources` is rebuilt (compiled, then built by the compiled gallery).
    let designSystem: WatchDesignSystem
    private let state = WatchState()

    init(request: BuildRequest, console: Console, context: CommandContext, designSystem: WatchDesignSystem,
         extraAssets: [String], extraFonts: [String]) {
        self.request = request; self.console = console; self.context = context; self.designSystem = designSystem
        self.extraAssets = extraAssets; self.extraFonts = extraFonts
    }

    /// Whether the next build goes through the design system's compiled gallery (checked for each build:
    /// `sources` may be added or removed while watching).
    private var buildsFromSources: Bool {
        !context.catalog.isCompiledFromSources && WatchDesignSystem.hasSources(configPath: request.configPath)
    }

    /// The builder for a build in this process (nil for a design system's or when the configuration does not load).
    private func makeBuilder() -> SiteBuilder? { buildsFromSources ? nil : try? request.makeBuilder() }

    func run(host: String, port: UInt16) async throws -> ExitStatus {
        // The first build decides the output folder; a configuration that does not load yet is watched until it does.
        var builder = makeBuilder()
        let outputURL = try outputFolder(builder)
        let server: StaticSiteServer
        do {
            server = try StaticSiteServer(responder: SiteResponder(root: outputURL, buildID: { [state] in state.buildID }), host: host, port: port)
        } catch {
            throw CLIError("\(error)", isUsage: false)
        }
        let stop = StopSignal()
        _ = await rebuild(after: [], builder: &builder)
        server.start()
        defer { server.stop() }
        console.note("serving \(outputURL.path) at \(server.url); watching for changes (Ctrl-C stops)")

        var inputs = watchInputs(builder)
        var watcher = try FileWatcher(files: inputs.files, trees: inputs.trees, excluding: [outputURL])
        for problem in watcher.problems { console.warning("warning: \(problem)") }
        while let changed = await nextBatch(watcher, stop: stop) {
            builder = makeBuilder()
            _ = await rebuild(after: changed, builder: &builder)
            let now = watchInputs(builder)
            if now != inputs {
                inputs = now
                watcher = try FileWatcher(files: inputs.files, trees: inputs.trees, excluding: [outputURL])
            }
        }
        console.note("stopped")
        return .success
    }

    private func watchInputs(_ builder: SiteBuilder?) -> WatchInputs {
        let configFolder = URL(fileURLWithPath: request.configPath ?? "gallery-config.json").standardizedFileURL.deletingLastPathComponent()
        let own = configFolder.appendingPathComponent("Templates")
        let templates = builder?.templatesDirectory ?? request.templatesFlag.map { URL(fileURLWithPath: $0) }
            ?? (FileManager.default.fileExists(atPath: own.appendingPathComponent("page.html").path) ? own : SiteBuilder.builtInTemplates)
        return WatchInputs(configPath: request.configPath, templates: templates, extraAssets: extraAssets + request.catalog.assetCatalogPaths,
                           extraFonts: extraFonts + request.catalog.fontPaths)
    }

    /// The folder the site is served from: the builder's output, or when the configuration does not load
    /// yet, `--output` or `output/` beside the configuration.
    private func outputFolder(_ builder: SiteBuilder?) throws -> URL {
        if let builder {
            return try OutputFolder(path: builder.outputPath, relativeTo: builder.outputBase, protecting: []).url
        }
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        if let flag = request.outputFlag { return try OutputFolder(path: flag, relativeTo: cwd, protecting: []).url }
        let config = URL(fileURLWithPath: request.configPath ?? "gallery-config.json").standardizedFileURL
        let configured = WatchDesignSystem.configuredOutput(configPath: request.configPath) ?? "output"
        return (try? OutputFolder(path: configured, relativeTo: config.deletingLastPathComponent(), protecting: []).url)
            ?? config.deletingLastPathComponent().appendingPathComponent("output")
    }

    /// Builds; prints one line (or the error, the last good site staying in place). Returns whether it built.
    private func rebuild(after changed: [String], builder: inout SiteBuilder?) async -> Bool {
        // Shown relative to the current folder (as written, or with its symbolic links resolved, as trees are watched).
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let prefixes = Set([cwd.path, cwd.resolvingSymlinksInPath().path].map { $0.hasSuffix("/") ? $0 : $0 + "/" })
        let names = changed.map { path in prefixes.first { path.hasPrefix($0) }.map { String(path.dropFirst($0.count)) } ?? path }
        let cause = changed.isEmpty ? "" : " after \(ChangeDebouncer.describe(names)) changed"
        let start = Date()
        do {
            let figures: String
            let shown: String
            if buildsFromSources {
                figures = try designSystem.run { [console] in console.note($0) }
                shown = request.outputFlag ?? WatchDesignSystem.configuredOutput(configPath: request.configPath) ?? "output"
            } else {
                if builder == nil { builder = try request.makeBuilder() }
                let summary: SiteBuilder.Summary
                do {
                    summary = try await builder!.build(progress: console.progress())
                    console.finish()
                } catch {
                    console.finish()
                    throw error
                }
                for warning in summary.warnings.sorted() { console.warning(warning) }
                figures = "\(summary.pages) pages, \(summary.svgFiles) SVG files, \(summary.failingRenders) of \(summary.renders) renders with WCAG failures"
                shown = request.shownOutput(builder!)
            }
            state.succeeded()
            context.stdout((changed.isEmpty ? "built" : "rebuilt") + " \(shown)\(cause) in "
                           + String(format: "%.2f s", Date().timeIntervalSince(start)) + ": \(figures)\n")
            return true
        } catch let reported as WatchDesignSystem.Reported {
            console.error("build failed\(cause) (\(reported)); " + (state.hasBuilt ? "the last good site stays in place and served" : "nothing to serve yet")
                          + "; fix it and save again")
            return false
        } catch {
            let status = GalleryCommand.exitStatus(for: error)
            console.error((status == .internal ? "gallery: internal error: " : "gallery: error: ") + "\(error)")
            console.error("build failed\(cause); " + (state.hasBuilt ? "the last good site stays in place and served" : "nothing to serve yet")
                          + "; fix it and save again")
            return false
        }
    }

    /// Waits, off the cooperative pool, for the next burst of changes (gathered until 150 ms pass without
    /// one); nil once Ctrl-C (or SIGTERM) arrived.
    private func nextBatch(_ watcher: FileWatcher, stop: StopSignal) async -> [String]? {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                var debouncer = ChangeDebouncer()
                let clock = ContinuousClock()
                let start = clock.now
                func now() -> Double {
                    let elapsed = clock.now - start
                    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
                }
                while !stop.isSet {
                    let timeout = debouncer.isEmpty ? 0.2 : max(0.01, debouncer.wait(at: now()))
                    let changes = watcher.changes(timeout: timeout)
                    if !changes.isEmpty { debouncer.record(changes, at: now()) }
                    if debouncer.isDue(at: now()) {
                        let changed = debouncer.take()
                        let shown = watcher.dropTransient(changed)
                        continuation.resume(returning: shown.isEmpty ? changed : shown)
                        return
                    }
                }
                continuation.resume(returning: nil)
            }
        }
    }
}

/// The build id the served pages poll: it changes with every successful build.
final class WatchState: @unchecked Sendable {
    private let lock = NSLock()
    private var builds = 0
    var buildID: String { lock.withLock { "\(getpid())-\(builds)" } }
    var hasBuilt: Bool { lock.withLock { builds > 0 } }
    func succeeded() { lock.withLock { builds += 1 } }
}

/// Set by SIGINT (Ctrl-C) or SIGTERM; the watch loop ends at its next look.
final class StopSignal: @unchecked Sendable {
    private let lock = NSLock()
    private var set = false
    private var sources: [any DispatchSourceSignal] = []

    init() {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [weak self] in self?.lock.withLock { self?.set = true } }
            source.resume()
            sources.append(source)
        }
    }

    var isSet: Bool { lock.withLock { set } }
}
