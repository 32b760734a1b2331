import Foundation
import Testing

/// Every command and its misuse, as a user types them: standard output, standard error, exit status.
@Suite("The gallery command line")
struct CommandLineTests {
    func run(_ arguments: [String], in sandbox: Sandbox) throws -> GalleryProcess.Result {
        try GalleryProcess.run(arguments, in: sandbox.project, home: sandbox.home)
    }

    @Test func versionAndGlobalHelp() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let version = try run(["--version"], in: sandbox)
        #expect(version.status == 0 && version.stderr.isEmpty)
        #expect(version.stdout.range(of: #"^gallery \d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil, "\(version.stdout)")
        for words in [["--help"], ["help"], ["-h"]] {
            let help = try run(words, in: sandbox)
            #expect(help.status == 0, "\(words)")
            #expect(help.stdout.hasPrefix("usage: gallery <command> [options]"), "\(words)")
            for command in ["build", "check", "render", "export", "list", "watch", "merge", "diff", "init", "help"] { #expect(help.stdout.contains("\n  \(command) "), "\(command)") }
            #expect(help.stdout.contains("2 usage error"), "exit statuses are documented")
        }
        let bare = try run([], in: sandbox)
        #expect(bare.status == 2 && bare.stdout.isEmpty && bare.stderr.hasPrefix("usage: gallery"))
    }

    @Test(arguments: ["build", "check", "render", "export", "list", "watch", "merge", "diff", "init"])
    func eachCommandHasItsOwnHelpWithExamples(_ command: String) throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let viaFlag = try run([command, "--help"], in: sandbox)
        let viaHelp = try run(["help", command], in: sandbox)
        #expect(viaFlag.status == 0 && viaHelp.status == 0)
        #expect(viaFlag.stdout == viaHelp.stdout)
        #expect(viaFlag.stdout.hasPrefix("usage: gallery \(command)"))
        #expect(viaFlag.stdout.contains("\nexamples:\n  gallery \(command)"))
        #expect(viaFlag.stdout.contains("--help"))
    }

    @Test func misspellingsGetTheClosestValidSpelling() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let command = try run(["buidl"], in: sandbox)
        #expect(command.status == 2)
        #expect(command.stderr.contains(#"unknown command "buidl" (did you mean "build"?)"#), "\(command.stderr)")
        let option = try run(["build", "--otuput", "site"], in: sandbox)
        #expect(option.status == 2)
        #expect(option.stderr.contains(#"build has no option "--otuput" (did you mean "--output"?)"#), "\(option.stderr)")
        let topic = try run(["help", "rendr"], in: sandbox)
        #expect(topic.status == 2 && topic.stderr.contains(#"(did you mean "render"?)"#))
        #expect(!FileManager.default.fileExists(atPath: sandbox.url("project/site").path))
    }

    @Test func usageErrorsExit2() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let cases: [([String], String)] = [
            (["build", "--config"], "option --config needs a value (PATH)"),
            (["build", "extra"], "build takes no operand, but was given \"extra\""),
            (["render"], "render takes one variant id"),
            (["render", "gradient-style/rainbow-normal-enabled", "--text-mode", "pixels"], "--text-mode takes outlines or text"),
            (["export"], "export needs --output DIR"),
            (["export", "--output", "svgs", "--themes", "dakr"], "unknown theme dakr in --themes"),
            (["list", "--help=yes"], "option --help takes no value"),
        ]
        for (words, message) in cases {
            let result = try run(words, in: sandbox)
            #expect(result.status == 2, "\(words): \(result.status) \(result.stderr)")
            #expect(result.stderr.contains("gallery: error: \(message)"), "\(words): \(result.stderr)")
            #expect(result.stdout.isEmpty, "\(words)")
        }
    }

    @Test func inputErrorsExit3WithWhereAndWhy() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try sandbox.write(#"{"themes": [{"id": "a", "colorScheme": "sepia"}]}"#, to: "project/broken.json")
        let broken = try run(["build", "--config", "broken.json"], in: sandbox)
        #expect(broken.status == 3)
        #expect(broken.stderr.contains(#"broken.json:1:40: $.themes[0].colorScheme: expected one of "light", "dark", found "sepia""#), "\(broken.stderr)")
        let missing = try run(["list", "--config", "nope.json"], in: sandbox)
        #expect(missing.status == 3 && missing.stderr.contains("cannot read configuration"), "\(missing.stderr)")
        let variant = try run(["render", "gradient-style/rainbow-normal-enabld"], in: sandbox)
        #expect(variant.status == 3 && variant.stderr.contains(#"(did you mean "rainbow-normal-enabled""#), "\(variant.stderr)")
    }

    @Test func renderAtACanvas() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let id = "gradient-style/rainbow-normal-enabled"
        let fixed = try run(["render", id, "--canvas", "300x56", "--margin", "0"], in: sandbox)
        #expect(fixed.status == 0, "\(fixed.stderr)")
        #expect(fixed.stdout.contains(#"width="300" height="56" viewBox="0 0 300 56""#))
        let device = try run(["render", id, "--canvas", "iphone", "--color-scheme", "dark"], in: sandbox)
        #expect(device.stdout.contains(#"width="409" height="868" viewBox="-8 -8 409 868""#), "393 × 852 and the default 8 pt margin")
        #expect(device.stdout.contains("#000000"), "the dark scheme's background")
        let fits = try run(["render", id, "--margin", "0"], in: sandbox)
        let withMargin = try run(["render", id], in: sandbox)
        #expect(fits.stdout != withMargin.stdout)
        for (words, message) in [(["--canvas", "300by56"], "--canvas takes WIDTHxHEIGHT (300x56), fit, fit:WIDTH, iphone"),
                                 (["--canvas", "0x10"], "--canvas takes"), (["--margin", "-1"], "--margin takes a number of points"),
                                 (["--margin", "nan"], "--margin takes"), (["--color-scheme", "sepia"], "--color-scheme takes light or dark")] {
            let result = try run(["render", id] + words, in: sandbox)
            #expect(result.status == 2 && result.stderr.contains(message), "\(words): \(result.stderr)")
        }
    }

    @Test func listRenderAndExportDoTheirWork() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let list = try run(["list"], in: sandbox)
        #expect(list.status == 0 && list.stderr.isEmpty)
        #expect(list.stdout.hasPrefix("1 entries, 1 themes: default\n  gradient-style"), "\(list.stdout)")
        let render = try run(["render", "gradient-style/rainbow-pressed-enabled"], in: sandbox)
        #expect(render.status == 0 && render.stdout.hasPrefix("<?xml") && render.stdout.hasSuffix("</svg>\n"))
        let export = try run(["export", "--output", "svgs"], in: sandbox)
        #expect(export.status == 0, "\(export.stderr)")
        #expect(export.stdout.hasPrefix("exported "))
        #expect(FileManager.default.fileExists(atPath: sandbox.url("project/svgs/default/gradient-style/rainbow-pressed-enabled.svg").path))
        #expect(FileManager.default.fileExists(atPath: sandbox.url("project/svgs/.stylegallery").path))
        let again = try run(["export", "--output", "svgs"], in: sandbox)
        #expect(again.status == 0, "a folder an export wrote may be replaced: \(again.stderr)")
    }
}
