import Foundation
import GallerySVG
import Testing

/// Path of an executable on PATH, if any.
private func executable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}

@Suite("Portability")
struct SVGPortabilityTests {
    static let rsvgConvert = executable("rsvg-convert")

    @Test("no SVG 2 / CSS-only constructs", arguments: [SVGOptions.TextMode.outlines, .text])
    func noForbiddenConstructs(mode: SVGOptions.TextMode) throws {
        let text = try SVGTestSupport.string(SceneFixtures.kitchenSink, SVGOptions(title: "T", textMode: mode))
        for forbidden in ["feDropShadow", "var(", "<style", " style=", "foreignObject", "transform-box", "xml:space",
                          "rgba(", " fr=", "conic", "-0 ", "-0\""] {
            #expect(!text.contains(forbidden), "found \(forbidden)")
        }
        #expect(text.range(of: "(?<![#0-9A-Fa-f])[0-9]+(\\.[0-9]+)?[eE][-+]?[0-9]", options: .regularExpression) == nil, "exponent in a number")
    }

    @Test("renders with rsvg-convert", .enabled(if: rsvgConvert != nil, "rsvg-convert is not installed"),
          arguments: [SVGOptions.TextMode.outlines, .text])
    func rendersWithRSVG(mode: SVGOptions.TextMode) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let svg = directory.appendingPathComponent("sink.svg"), png = directory.appendingPathComponent("sink.png")
        try Data(SVGWriter.bytes(for: SceneFixtures.kitchenSink, options: SVGOptions(title: "Sink", textMode: mode))).write(to: svg)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.rsvgConvert))
        process.arguments = ["--format", "png", "--output", png.path, svg.path]
        let stderr = Pipe()
        process.standardError = stderr
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(String(decoding: errors, as: UTF8.self) == "")
        let size = try FileManager.default.attributesOfItem(atPath: png.path)[.size] as? Int
        #expect((size ?? 0) > 1000)
    }
}
