import Foundation
import Testing
@testable import GallerySources

/// Styles whose file distinguishes platforms are compiled a second time for macOS and get a platform axis.
@Suite("Platform variants")
struct PlatformVariantsTests {
    static let adaptive = """
        import SwiftUI
        struct Adaptive: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                #if os(iOS)
                configuration.label
                #else
                HStack { configuration.label }
                #endif
            }
        }
        """
    static let plain = "import SwiftUI\nstruct Plain: ButtonStyle { func makeBody(configuration: Configuration) -> some View { configuration.label } }\n"

    func fixture(kitIsDependency: Bool = false) throws -> (modules: [SourceModule], discovery: Discovery, configuration: SourcesConfiguration) {
        let discovery = Discovery.analyze([
            ("Kit", [SourceScanner.scan(source: Self.adaptive, path: "/k/Adaptive.swift"), SourceScanner.scan(source: Self.plain, path: "/k/Plain.swift")]),
            ("Tokens", [SourceScanner.scan(source: "public enum Tokens {}\n", path: "/t/Tokens.swift")]),
        ])
        var kit = SourceModule(name: "Kit", root: URL(fileURLWithPath: "/k"), files: [], dependencies: ["Tokens"], languageMode: 5, defines: [], resources: [])
        kit.isDependency = kitIsDependency
        var tokens = SourceModule(name: "Tokens", root: URL(fileURLWithPath: "/t"), files: [], dependencies: [], languageMode: 5, defines: [], resources: [])
        tokens.isDependency = true
        let configuration = try SourcesConfiguration.parse("""
            {"themes": [{"id": "brazil", "environment": {"\\\\.kitAccent": ".green"}}],
             "styles": {"settings": {"adaptive": {"presets": [{"id": "wide", "init": "Adaptive()"}]}}}}
            """, fileName: "gallery-config.json", directory: URL(fileURLWithPath: "/"))
        return ([tokens, kit], discovery, configuration)
    }

    @Test func onlyStylesInFilesWithPlatformConditionsAreRenderedPerPlatform() throws {
        let (modules, discovery, _) = try fixture()
        #expect(discovery.styles.first { $0.typeName == "Adaptive" }?.distinguishesPlatforms == true)
        #expect(discovery.styles.first { $0.typeName == "Plain" }?.distinguishesPlatforms == false)
        #expect(PlatformVariants.modules(modules, discovery: discovery) == ["Kit"])
        // A dependency's platform branches are not rendered twice.
        let asDependency = try fixture(kitIsDependency: true)
        #expect(PlatformVariants.modules(asDependency.modules, discovery: asDependency.discovery).isEmpty)
    }

    @Test func theManifestHasAMacOSCopyAndTheRegistrationModule() throws {
        let (modules, _, _) = try fixture()
        let manifest = GeneratedPackage.manifest(modules: modules, platformModules: ["Kit"], registrationModule: "StyleGalleryMacOS_0a1b2c3d")
        #expect(manifest.contains("name: \"Kit_macOS\",\n        dependencies: [\"Tokens\", "))
        #expect(manifest.contains("path: \"Sources/Kit_macOS\""))
        #expect(manifest.contains(".define(\"STYLEGALLERY_MACOS\")]),"))
        #expect(manifest.contains("name: \"StyleGalleryMacOS_0a1b2c3d\",\n        dependencies: [\"Tokens\", \"Kit_macOS\", "))
        #expect(manifest.contains("path: \"Sources/StyleGalleryMacOS_0a1b2c3d\""))
        #expect(manifest.contains("dependencies: [\"Tokens\", \"Kit\", \"StyleGalleryMacOS_0a1b2c3d\", .product(name: \"GalleryCLI\""))
        #expect(!GeneratedPackage.manifest(modules: modules).contains("_macOS"), "nothing distinguishes platforms: one copy")
    }

    @Test func theRunnerSwitchesOnThePlatformAndTheCopyMakesTheMacOSStyle() throws {
        let (modules, discovery, configuration) = try fixture()
        let runner = RunnerSource.make(modules: modules, discovery: discovery, configuration: configuration, platformModules: ["Kit"],
                                       registrationModule: "StyleGalleryMacOS_0a1b2c3d")
        #expect(runner.contains("import StyleGalleryMacOS_0a1b2c3d\n"))
        #expect(runner.contains("axes: [.platform] + [.isOn, .enabled],"))
        #expect(runner.contains("state.platform == .macOS ? StyleGalleryMacOS_0a1b2c3d.make(\"adaptive\", \"wide\", state, label) : SwiftUI.AnyView("))
        #expect(runner.contains("StyleGalleryMacOS_0a1b2c3d.applyTheme(\"brazil\", to: &environment)"))
        #expect(!runner.contains("StyleGalleryMacOS_0a1b2c3d.make(\"plain\""), "Plain's file has no platform condition")

        let registration = PlatformVariants.registrationSource(modules: modules, discovery: discovery, configuration: configuration,
                                                               platformModules: ["Kit"])
        #expect(registration.contains("@testable import Tokens\n@testable import Kit_macOS\n"))
        #expect(!registration.contains("@testable import Kit\n"), "unqualified names in the configuration's Swift are the copy's")
        #expect(registration.contains("case (\"adaptive\", \"default\"):\n        return SwiftUI.AnyView(SwiftUI.Toggle(label, isOn: .constant(state.isOn)).toggleStyle(\nKit_macOS.Adaptive())"))
        #expect(registration.contains("case (\"adaptive\", \"wide\"):"), "the configuration's init preset, compiled against the copy")
        #expect(registration.contains("case \"brazil\":\n#sourceLocation(file: \"gallery-config.json\", line: 1)\nenvironment.kitAccent = .green"))
    }
}
