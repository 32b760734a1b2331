// Measures, in one run, how long `gallery build` takes for a large synthetic catalog compared with
// just writing the same files (same count, same sizes), and the peak memory.
//
//     swift run -c release gallery-bench [VARIANTS]      (default 100000)
import Foundation
import GalleryCatalog
import GallerySite
import StyleKit
import GalleryAudit
import GallerySVG

struct BenchButtonStyle: ButtonStyle, Sendable {
    let color: Color
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(.white)
            .padding(12)
            .background(RoundedRectangle(cornerRadius: 8).fill(color))
            .shadow(color: .black.opacity(0.3), radius: 2, y: 1)
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
    }
}

let requested = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 100_000
// Each entry: 100 presets (hue × label) × normal/pressed × enabled/disabled − pressed+disabled = 300 variants.
let perEntry = 300
let entryCount = max(1, requested / perEntry)
let palette: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple]
var entries: [StyleEntry] = []
for e in 0..<entryCount {
    let presets = (0..<100).map { p in
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
let catalog = Catalog(entries: entries)
let variants = entries.count * perEntry

let root = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-bench-\(ProcessInfo.processInfo.processIdentifier)")
try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: root) }
let configText = #"{"title": "Bench", "themes": [{"id": "default"}]}"#
let configuration = try GalleryConfiguration.parse(configText, fileName: "bench.json", baseURL: root, catalog: catalog)
let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Templates")

func peakRSSMegabytes() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
          let kb = Double(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") else { return 0 }
    return kb / 1024
}

print("variants: \(variants) (\(entries.count) styles × \(perEntry) states, 1 theme), \(ProcessInfo.processInfo.activeProcessorCount) cores")
let output = root.appendingPathComponent("site")
let buildStart = Date()
let summary = try await SiteBuilder(configuration: configuration, templatesDirectory: templates, outputDirectory: output).build()
let buildTime = Date().timeIntervalSince(buildStart)
let peakAfterBuild = peakRSSMegabytes()

// Baseline: write the same files (same paths, same sizes) from memory, nothing else.
let files = FileManager.default.enumerator(at: output, includingPropertiesForKeys: [.fileSizeKey, .isRegularFileKey])!
    .compactMap { $0 as? URL }
    .compactMap { url -> (String, Int)? in
        guard let values = try? url.resourceValues(forKeys: [.fileSizeKey, .isRegularFileKey]), values.isRegularFile == true,
              let size = values.fileSize else { return nil }
        return (String(url.path.dropFirst(output.path.count)), size)
    }
let totalBytes = files.map(\.1).reduce(0, +)
let copy = root.appendingPathComponent("write-only")
let buffer = [UInt8](repeating: 0x20, count: files.map(\.1).max() ?? 0)
let writeStart = Date()
for folder in Set(files.map { ($0.0 as NSString).deletingLastPathComponent }).sorted() {
    try FileManager.default.createDirectory(atPath: copy.path + folder, withIntermediateDirectories: true)
}
for (path, size) in files {
    try FileWriter.write(Array(buffer[0..<size]), to: copy.path + path)
}
let writeTime = Date().timeIntervalSince(writeStart)

print("build:      \(String(format: "%.2f", buildTime)) s — \(summary.pages) pages, \(summary.svgFiles) SVG files")
print("write-only: \(String(format: "%.2f", writeTime)) s — the same \(files.count) files, \(totalBytes / 1_000_000) MB, from memory, one thread, same writer")
print("ratio build / write-only: \(String(format: "%.2f", buildTime / writeTime))")
print("throughput: \(String(format: "%.0f", Double(variants) / buildTime)) variants/s")
print("peak memory: \(String(format: "%.0f", peakAfterBuild)) MB")
print("bytes per SVG: \(summary.svgFiles > 0 ? summary.svgBytes / summary.svgFiles : 0) (\(summary.svgBytes) bytes in \(summary.svgFiles) SVG files)")

// Where a variant's time goes, measured on one thread over a sample.
let sample = Array(entries.prefix(2)).flatMap { entry in entry.states.map { Variant(entry: entry, state: $0) } }
let theme = configuration.themes[0]
let engine = configuration.makeLayoutEngine()
var resolveTime = 0.0, layoutTime = 0.0, svgTime = 0.0, auditTime = 0.0
let auditor = AccessibilityAudit(thresholds: .standard)
for variant in sample {
    var t = Date()
    let node = try variant.resolve(in: theme.environment)
    resolveTime += Date().timeIntervalSince(t); t = Date()
    let scene = try engine.layout(node, width: nil)
    layoutTime += Date().timeIntervalSince(t); t = Date()
    _ = try SVGWriter.bytes(for: scene, options: SVGOptions(title: variant.id))
    svgTime += Date().timeIntervalSince(t); t = Date()
    _ = auditor.audit(scene, background: theme.background)
    auditTime += Date().timeIntervalSince(t)
}
func perVariant(_ seconds: Double) -> String { String(format: "%.3f ms", seconds * 1000 / Double(sample.count)) }
print("per variant (one thread, \(sample.count) samples): resolve \(perVariant(resolveTime)), layout \(perVariant(layoutTime)), "
      + "SVG \(perVariant(svgTime)), audit \(perVariant(auditTime))")
