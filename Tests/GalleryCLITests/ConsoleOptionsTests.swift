import Foundation
import Testing

/// `--quiet`, `--verbose`, `--color` and the progress bar of build, check and export, seen from outside:
/// piped (as in CI) and on a pseudo-terminal (util-linux `script`, as a user at a terminal).
@Suite struct ConsoleOptionsTests {
    /// Runs `gallery ARGS` on a pseudo-terminal; standard output and error arrive together, as on a screen.
    func onTerminal(_ arguments: [String], in sandbox: Sandbox, environment: [String: String] = [:]) throws -> GalleryProcess.Result? {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return nil }
        let command = ([GalleryProcess.executable.path] + arguments).joined(separator: " ")
        var env = ["TERM": "xterm", "COLUMNS": "100"]
        for (key, value) in environment { env[key] = value }
        return try GalleryProcess.run(["-qec", command, "/dev/null"], in: sandbox.project, home: sandbox.home, environment: env,
                                      executable: URL(fileURLWithPath: "/usr/bin/script"))
    }

    @Test func pipedThereIsNoProgressBar() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try GalleryProcess.run(["build"], in: sandbox.project, home: sandbox.home)
        #expect(result.status == 0)
        #expect(!result.stderr.contains("renders  "), "\(result.stderr)")
        #expect(!result.stderr.contains("\u{1B}["))
    }

    @Test func verboseSaysWhatWasRendered() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let result = try GalleryProcess.run(["build", "--verbose"], in: sandbox.project, home: sandbox.home)
        #expect(result.status == 0)
        let lines = result.stderr.split(separator: "\n").filter { $0.hasPrefix("rendered gradient-style/") }
        #expect(lines.count == 6, "\(result.stderr)")
        #expect(lines.contains { $0.hasSuffix("under default (6/6)") })
        let check = try GalleryProcess.run(["check", "--verbose"], in: sandbox.project, home: sandbox.home)
        #expect(check.stderr.split(separator: "\n").filter { $0.hasPrefix("rendered gradient-style/") }.count == 6)
    }

    @Test func misuseIsAUsageError() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let color = try GalleryProcess.run(["build", "--color", "sometimes"], in: sandbox.project, home: sandbox.home)
        #expect(color.status == 2)
        #expect(color.stderr.contains("--color takes auto, always or never"))
        let both = try GalleryProcess.run(["check", "--quiet", "--verbose"], in: sandbox.project, home: sandbox.home)
        #expect(both.status == 2)
        #expect(both.stderr.contains("--quiet and --verbose exclude each other"))
        let help = try GalleryProcess.run(["help", "export"], in: sandbox.project, home: sandbox.home)
        #expect(help.stdout.contains("--color WHEN"))
    }

    @Test func onATerminalTheBarIsDrawnInColourUnlessToldNot() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        guard let shown = try onTerminal(["build"], in: sandbox) else { return }
        #expect(shown.status == 0)
        #expect(shown.stdout.contains("6/6 renders"), "\(shown.stdout)")
        #expect(shown.stdout.contains("\r\u{1B}[36m["), "the bar is cyan")
        #expect(shown.stdout.contains("\r\u{1B}[K"), "the bar is erased before the summary")
        #expect(shown.stdout.contains("built output: 5 pages"))

        // Another output: the first one is up to date, and an unchanged site draws no bar.
        let plain = try #require(try onTerminal(["build", "--output", "plain"], in: sandbox, environment: ["NO_COLOR": "1"]))
        #expect(plain.stdout.contains("6/6 renders"))
        #expect(!plain.stdout.contains("\u{1B}[36m"))
        let never = try #require(try onTerminal(["export", "--output", "svgs", "--color", "never"], in: sandbox))
        #expect(never.stdout.contains("6/6 renders"))
        #expect(!never.stdout.contains("\u{1B}[36m"))

        let quiet = try #require(try onTerminal(["check", "--quiet"], in: sandbox))
        #expect(!quiet.stdout.contains("renders  "), "\(quiet.stdout)")
        #expect(quiet.stdout.contains("renders checked"))
    }
}
