// Measures, in one run and on one disk, what issue 10 asks of a build of N variants (7 themes):
// the cold build, the floor of just writing the same files, `cp -r` of the finished site, a no-op
// rebuild, a rebuild after one theme token changed, the build's peak memory and cores used, and the
// bytes per SVG. Each build runs as a child process, so its peak RSS and CPU time are its own.
// No step pays for an earlier one's files: each starts after `sync` (nothing left to write back), and what
// the steps wrote is deleted only when the run ends — on ext4 without a journal (these machines), creating a
// file skips every inode freed in the last minute (five, while its inode table is not written back), so a
// build after the write floor's and the copy's 20,000 deletions at 10k took half as long again.
//
//     swift run -c release gallery-bench [VARIANTS …]      (default 1000 10000)
//     gallery-bench config CONFIG OUTPUT                      (one build of a configuration, for profiling)
//
// Prints a table and, per size, one JSON line:
// {"variants":…,"cold_s":…,"write_floor_s":…,"copy_floor_s":…,"noop_s":…,"one_token_s":…,"peak_rss_mb":…,"cores_used":…,"bytes_per_svg":…}
import Foundation
import GalleryCatalog
import GallerySite
import StyleKit
#if canImport(Glibc)
import Glibc
#endif

struct BenchButtonStyle: ButtonStyle, Sendable {
    let color: Color
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(.white)
            .padding(12)
            .background(RoundedRectangle(cornerRadius: 8).fill(color))
            .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color.accentColor, lineWidth: 2))
            .shadow(color: .black.opacity(0.3), radius: 2, y: 1)
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
    }
}

let themeCount = 7
let statesPerPreset = 3  // normal, pressed, disabled (pressed+disabled excluded)

/// The synthetic catalog for about `variants` renders under 7 themes.
func catalog(variants: Int) -> Catalog {
    let entryCount = max(1, variants / (themeCount * statesPerPreset * 100))
    let presetCount = max(1, variants / (themeCount * statesPerPreset * entryCount))
    let palette: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple]
    var entries: [StyleEntry] = []
    for e in 0..<entryCount {
        let presets = (0..<presetCount).map { p in
            StyleEntry.Preset(id: "p\(p)", title: "Preset \(p)", usage: ".buttonStyle(BenchButtonStyle(color: …))")
        }
        entries.append(StyleEntry(
            id: "bench-\(e)", displayName: "BenchStyle\(e)", kind: .button, summary: "Synthetic style \(e).", source: "benchmark",
            interaction: .tap, defaultLabel: "Bench", axes: [.preset, .interaction, .enabled], presets: presets,
            excludes: { $0.isPressed && $0.isDisabled },
            make: { state, _ in
                let p = Int(state[.preset]!.dropFirst())!
                return AnyView(Button("Label \(e)-\(p)") {}.buttonStyle(BenchButtonStyle(color: palette[p % palette.count])))
            }))
    }
    return Catalog(entries: entries)
}

/// Seven themes, each with its own accent; `changed` gives the last one another accent (one token).
func configText(changed: Bool) -> String {
    let accents = ["#007AFF", "#34C759", "#FF9500", "#AF52DE", "#FF2D55", "#5AC8FA", changed ? "#8E8E93" : "#FFCC00"]
    let themes = accents.enumerated().map { i, accent in #"{"id": "t\#(i)", "accentColor": "\#(accent)"}"# }
    return #"{"title": "Bench", "themes": [\#(themes.joined(separator: ", "))]}"#
}

let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Templates")

// MARK: The child: one build, its figures on standard output as one line.

func peakRSSMegabytes() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
          let kb = Double(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") else { return 0 }
    return kb / 1024
}

func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6 + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
}

let arguments = Array(CommandLine.arguments.dropFirst())

/// Runs `build` as a task while the main thread waits, then exits: 0 when it returns, 1 (with its error on
/// standard error) when it throws. A synchronous main, not a top-level `await`, lets the build run under
/// `valgrind --tool=callgrind` (Valgrind/GalleryValgrind says why). The allocator keeps freed memory, as
/// `gallery` does.
func runBuild(_ mode: String, _ build: @escaping @Sendable () async throws -> Void) -> Never {
    ProcessMemory.keepFreedMemory()
    Task.detached {
        do {
            try await build()
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("gallery-bench \(mode): \(error)\n".utf8))
            exit(1)
        }
    }
    DispatchSemaphore(value: 0).wait()
    fatalError("the build's task exits the process")
}

// `gallery-bench child VARIANTS ROOT same|changed`: one build of the synthetic catalog, its figures on one line.
if arguments.first == "child", arguments.count == 4, let variants = Int(arguments[1]) {
    let root = URL(fileURLWithPath: arguments[2])
    runBuild("child") {
        let configuration = try GalleryConfiguration.parse(configText(changed: arguments[3] == "changed"), fileName: "bench.json",
                                                           baseURL: root, catalog: catalog(variants: variants))
        let cpuStart = cpuSeconds(), start = Date()
        let summary = try await SiteBuilder(configuration: configuration, templatesDirectory: templates,
                                            outputDirectory: root.appendingPathComponent("site")).build()
        let wall = Date().timeIntervalSince(start), cpu = cpuSeconds() - cpuStart
        print("\(wall) \(cpu) \(peakRSSMegabytes()) \(summary.renders) \(summary.reusedRenders) \(summary.svgFiles) \(summary.svgBytes) \(summary.pages)")
    }
}

// `gallery-bench config CONFIG OUTPUT`: one build of a configuration with the built-in catalog (the shipped
// gallery: `config gallery-config.json DIR`), for `scripts/profile.sh --shipped`.
if arguments.first == "config", arguments.count == 3 {
    let file = URL(fileURLWithPath: arguments[1])
    runBuild("config") {
        let configuration = try GalleryConfiguration.parse(try String(contentsOf: file, encoding: .utf8), fileName: file.lastPathComponent,
                                                           baseURL: file.deletingLastPathComponent(), catalog: .builtIn)
        let summary = try await SiteBuilder(configuration: configuration, templatesDirectory: templates,
                                            outputDirectory: URL(fileURLWithPath: arguments[2])).build()
        print("\(summary.renders) renders, \(summary.svgFiles) SVG files, \(summary.pages) pages")
    }
}

// MARK: The parent: every figure for each size, in one run.

struct ChildBuild {
    var wall = 0.0, cpu = 0.0, rss = 0.0
    var renders = 0, reused = 0, svgFiles = 0, svgBytes = 0, pages = 0
}

func runChild(_ variants: Int, root: URL, changed: Bool) throws -> ChildBuild {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["child", String(variants), root.path, changed ? "changed" : "same"]
    let out = Pipe()
    process.standardOutput = out
    sync()
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let f = String(decoding: data, as: UTF8.self).split(separator: " ").map { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1 }
    guard process.terminationStatus == 0, f.count == 8 else { throw CocoaError(.executableLoad) }
    return ChildBuild(wall: f[0], cpu: f[1], rss: f[2], renders: Int(f[3]), reused: Int(f[4]), svgFiles: Int(f[5]), svgBytes: Int(f[6]), pages: Int(f[7]))
}

func timed(_ body: () throws -> Void) rethrows -> Double {
    sync()
    let start = Date()
    try body()
    return Date().timeIntervalSince(start)
}

let sizes = arguments.compactMap(Int.init).isEmpty ? [1000, 10000] : arguments.compactMap(Int.init)
print("gallery-bench: \(ProcessInfo.processInfo.activeProcessorCount) cores; each build is a child process; times in seconds")
print("| variants | cold | write floor | cold / write | cp -r | no-op | no-op / cold | one token | one token / cold | peak RSS MB | cores | bytes/SVG |")
print("|---|---|---|---|---|---|---|---|---|---|---|---|")
var jsonLines: [String] = []
var roots: [URL] = []  // removed when the run ends (see the top)
// Every step's files are removed at the end, and when a step fails.
do {
    for size in sizes {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-bench-\(getpid())-\(size)")
        try? FileManager.default.removeItem(at: root)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        roots.append(root)
        let site = root.appendingPathComponent("site")

        let cold = try runChild(size, root: root, changed: false)

        // The floor: the same files (paths and sizes) written from memory, nothing else.
        let files = FileManager.default.enumerator(at: site, includingPropertiesForKeys: [.fileSizeKey, .isRegularFileKey])!
            .compactMap { $0 as? URL }
            .compactMap { url -> (String, Int)? in
                guard let values = try? url.resourceValues(forKeys: [.fileSizeKey, .isRegularFileKey]), values.isRegularFile == true,
                      let size = values.fileSize else { return nil }
                return (String(url.path.dropFirst(site.path.count)), size)
            }
        let floorRoot = root.appendingPathComponent("write-only")
        let buffer = [UInt8](repeating: 0x20, count: files.map(\.1).max() ?? 0)
        let writeFloor = try timed {
            for folder in Set(files.map { ($0.0 as NSString).deletingLastPathComponent }).sorted() {
                try FileManager.default.createDirectory(atPath: floorRoot.path + folder, withIntermediateDirectories: true)
            }
            for (path, size) in files { try FileWriter.write(Array(buffer[0..<size]), to: floorRoot.path + path) }
        }
        let copyFloor = try timed {
            let cp = Process()
            cp.executableURL = URL(fileURLWithPath: "/bin/cp")
            cp.arguments = ["-r", site.path, root.appendingPathComponent("copy").path]
            try cp.run()
            cp.waitUntilExit()
        }

        let noop = try runChild(size, root: root, changed: false)
        let oneToken = try runChild(size, root: root, changed: true)
        let cores = cold.cpu / cold.wall
        let bytesPerSVG = Double(cold.svgBytes) / Double(max(1, cold.svgFiles))
        func f(_ v: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", v) }
        print("| \(cold.renders) | \(f(cold.wall)) | \(f(writeFloor)) | \(f(cold.wall / writeFloor))× | \(f(copyFloor)) | \(f(noop.wall)) | \(f(100 * noop.wall / cold.wall, 1)) % "
              + "| \(f(oneToken.wall)) (\(oneToken.renders - oneToken.reused) rendered) | \(f(100 * oneToken.wall / cold.wall, 1)) % | \(f(cold.rss, 0)) (no-op \(f(noop.rss, 0)), one token \(f(oneToken.rss, 0))) "
              + "| \(f(cores)) | \(f(bytesPerSVG, 0)) |")
        jsonLines.append(#"{"variants":\#(cold.renders),"cold_s":\#(f(cold.wall, 3)),"write_floor_s":\#(f(writeFloor, 3)),"copy_floor_s":\#(f(copyFloor, 3)),"noop_s":\#(f(noop.wall, 3)),"one_token_s":\#(f(oneToken.wall, 3)),"peak_rss_mb":\#(f(cold.rss, 1)),"cores_used":\#(f(cores)),"bytes_per_svg":\#(f(bytesPerSVG, 0))}"#)
    }
} catch {
    for root in roots { try? FileManager.default.removeItem(at: root) }
    FileHandle.standardError.write(Data("gallery-bench: \(error)\n".utf8))
    exit(1)
}
for line in jsonLines { print(line) }
for root in roots { try? FileManager.default.removeItem(at: root) }
