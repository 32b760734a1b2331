import Foundation
import Testing

/// `gallery build --sources/--assets/--fonts` and `--dry-run` through the binary. `--dry-run` stops
/// before compiling, so these stay fast.
@Suite("build --sources and --dry-run")
struct SourcesOptionTests {
    func run(_ arguments: [String], in sandbox: Sandbox) throws -> GalleryProcess.Result {
        try GalleryProcess.run(arguments, in: sandbox.project, home: sandbox.home, timeout: 120)
    }

    @Test func helpNamesTheRepeatableOptions() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let help = try run(["help", "build"], in: sandbox)
        #expect(help.status == 0)
        for option in ["--sources PATH …", "--assets PATH …", "--fonts PATH …", "--dry-run"] {
            #expect(help.stdout.contains("  \(option) "), "\(option) in:\n\(help.stdout)")
        }
        #expect(help.stdout.contains("relative to the current folder"))
    }

    @Test func sourcesFromTheCommandLineAreDiscoveredWithTheConfigurationsAndNothingIsCompiled() throws {
        let sandbox = try Sandbox(config: """
            {"sources": "ConfigKit", "modules": {"Tokens": "tokens"},
             "themes": [{"id": "default", "title": "Default"}]}
            """)
        defer { sandbox.remove() }
        try sandbox.write("""
            import SwiftUI
            import Tokens
            struct Primary: ButtonStyle { func makeBody(configuration: Configuration) -> some View { configuration.label } }
            private struct Hidden: ButtonStyle { func makeBody(configuration: Configuration) -> some View { configuration.label } }
            """, to: "project/ConfigKit/Primary.swift")
        try sandbox.write("public enum Tokens {}\n", to: "project/tokens/Tokens.swift")
        try sandbox.write("""
            import SwiftUI
            struct Check: ToggleStyle { func makeBody(configuration: Configuration) -> some View { configuration.label } }
            """, to: "elsewhere/CLIKit/Check.swift")
        // Relative to the current folder (project/), not to the configuration.
        let result = try run(["build", "--sources", "../elsewhere/CLIKit", "--dry-run"], in: sandbox)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("discovered 3 modules (Tokens (dependency), ConfigKit, CLIKit), 3 Swift files, 3 styles, 0 previews; 1 styles not shown:\n"
                                       + "  Hidden (Primary.swift:4): private\n"), "\(result.stderr)")
        #expect(result.stdout.contains("nothing compiled or built (--dry-run)"))
        let manifest = try String(contentsOf: sandbox.url("project/.stylegallery-cache/package/Package.swift"), encoding: .utf8)
        #expect(manifest.contains("name: \"ConfigKit\",\n        dependencies: [\"Tokens\", "), "the import of a mapped module is a dependency")
        #expect(FileManager.default.fileExists(atPath: sandbox.url("project/.stylegallery-cache/package/Sources/CLIKit/Check.swift").path))
        #expect(!FileManager.default.fileExists(atPath: sandbox.url("project/.stylegallery-cache/build-").path))
        #expect(!FileManager.default.fileExists(atPath: sandbox.url("project/output").path), "nothing built")
    }

    @Test func aMissingPathIsAnInputError() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let sources = try run(["build", "--sources", "NoSuchKit", "--dry-run"], in: sandbox)
        #expect(sources.status == 3)
        #expect(sources.stderr.contains("--sources NoSuchKit: no file or folder at \(sandbox.project.standardizedFileURL.path)/NoSuchKit"), "\(sources.stderr)")
        let assets = try run(["build", "--assets", "Brand.xcassets", "--dry-run"], in: sandbox)
        #expect(assets.status == 3 && assets.stderr.contains("--assets Brand.xcassets: no file or folder at"), "\(assets.stderr)")
        // Without sources, --dry-run checks the configuration and builds nothing.
        let plain = try run(["build", "--dry-run"], in: sandbox)
        #expect(plain.status == 0 && plain.stdout.contains("is valid: "), "\(plain.stdout)\(plain.stderr)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.url("project/output").path))
    }
}
