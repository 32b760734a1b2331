import Foundation
import Testing

/// `gallery watch` on a design system from sources (Examples/AcmeDesignSystem): a Swift edit is compiled
/// and built; a Swift edit that does not compile is reported and the last good site stays. Compiles for
/// real, so it takes minutes; every wait polls with a generous limit.
@Suite("gallery watch on a design system from sources", .serialized)
struct DesignSystemWatchTests {
    func svgs(_ folder: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
            result[name] = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)
        }
        return result
    }

    @Test func aSwiftEditIsCompiledAndBuiltAndABrokenOneKeepsTheSite() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let acme = try DesignSystemTests.copyExample(into: sandbox)
        // DesignSystemTests builds the same example (module AcmeDesign) at the same time: whichever of the two claims
        // the module name second builds in a folder of its own (BuildFolderClaims), so neither recompiles the other's.
        let watch = try WatchCommandTests.Running(["watch", "--port", "0"], in: acme, home: sandbox.home)
        defer { if watch.process.isRunning { watch.process.terminate() } }
        guard watch.wait(seconds: 1500, { watch.stdout.contains("built output") && watch.port != nil }), let port = watch.port else {
            Issue.record("no first build: \(watch.stdout) \(watch.stderr)")
            return
        }
        #expect(watch.stderr.contains("compiled the design system"), "\(watch.stderr)")
        let folder = acme.appendingPathComponent("output/themes/default/svg/link-button-style")
        let before = svgs(folder)
        #expect(!before.isEmpty)

        let style = acme.appendingPathComponent("Sources/AcmeDesign/Buttons/LinkButtonStyle.swift")
        let source = try String(contentsOf: style, encoding: .utf8)
        try #require(source.contains(".frame(minHeight: 44)"))
        try source.replacingOccurrences(of: ".frame(minHeight: 44)", with: ".frame(minHeight: 60)").write(to: style, atomically: true, encoding: .utf8)
        let rebuilt = watch.wait(seconds: 1200) { watch.stdout.contains("rebuilt output after Sources/AcmeDesign/Buttons/LinkButtonStyle.swift changed") }
        #expect(rebuilt, "\(watch.stdout) \(watch.stderr)")
        let after = svgs(folder)
        #expect(Set(after.keys) == Set(before.keys))
        #expect(after != before, "the link button's renders changed with its height")

        try (source + "\nthis is not Swift\n").write(to: style, atomically: true, encoding: .utf8)
        #expect(watch.wait(seconds: 1200) { watch.stderr.contains("the last good site stays in place and served") }, "\(watch.stderr)")
        #expect(watch.stderr.contains("LinkButtonStyle.swift:"), "the compiler's error names the team's file")
        #expect(svgs(folder) == after)
        let page = try WatchCommandTests().get("/", port: port)
        #expect(page.status == "HTTP/1.1 200 OK")
        #expect(watch.interrupt() == 0)
    }
}
