import Foundation
import Testing
@testable import GallerySources

/// A custom control's style that needs arguments (the seed's `KnobTripleToggleStyle(dotColor:)`) is shown
/// through the configuration's `init` presets, as discovery's warning says, like the standard styles.
@Suite("Custom control presets")
struct CustomControlPresetTests {
    static let control = """
        import SwiftUI
        enum Level { case low, high }
        protocol DialStyle {
            associatedtype Body: View
            func makeBody(configuration: DialConfiguration) -> Body
        }
        struct DialConfiguration { let level: Level }
        struct PlainDialStyle: DialStyle {
            func makeBody(configuration: DialConfiguration) -> some View { Text("plain") }
        }
        struct KnobDialStyle: DialStyle {
            let dotColor: Color
            func makeBody(configuration: DialConfiguration) -> some View { Circle().fill(dotColor) }
        }
        struct DialStyleKey: EnvironmentKey { static let defaultValue: any DialStyle = PlainDialStyle() }
        extension EnvironmentValues {
            var dialStyle: any DialStyle {
                get { self[DialStyleKey.self] }
                set { self[DialStyleKey.self] = newValue }
            }
        }
        extension View {
            func dialStyle(_ style: some DialStyle) -> some View { environment(\\.dialStyle, style) }
        }
        """

    func runner(_ config: String) throws -> String {
        let discovery = Discovery.analyze([("Dials", [SourceScanner.scan(source: Self.control, path: "/d/Dial.swift")])])
        let module = SourceModule(name: "Dials", root: URL(fileURLWithPath: "/d"), files: [], dependencies: [], languageMode: 5,
                                  defines: [], resources: [])
        let configuration = try SourcesConfiguration.parse(config, fileName: "gallery-config.json", directory: URL(fileURLWithPath: "/"))
        return RunnerSource.make(modules: [module], discovery: discovery, configuration: configuration)
    }

    @Test func aCustomControlStyleWithArgumentsIsShownThroughItsPresets() throws {
        let none = try runner(#"{"themes": [{"id": "default"}]}"#)
        #expect(none.contains("id: \"plain-dial-style\""), "the argument-free style is shown by itself")
        #expect(!none.contains("id: \"knob-dial-style\""), "without a preset there is no way to make it")

        let source = try runner(#"""
            {"themes": [{"id": "default"}],
             "styles": {"settings": {"knob-dial-style": {"presets": [
               {"id": "red", "init": "KnobDialStyle(dotColor: .red)"}, {"id": "blue", "init": "KnobDialStyle(dotColor: .blue)"}]}}}}
            """#)
        #expect(source.contains("kind: .customControl, id: \"knob-dial-style\", name: \"KnobDialStyle\""), "\(source)")
        #expect(source.contains("@MainActor func stylePreset0() -> some DialStyle {\n#sourceLocation(file: \"gallery-config.json\", line: 3)\nKnobDialStyle(dotColor: .red)"))
        // Each preset in each case of the configuration's enum, named after both.
        for (preset, value) in [("red", "low"), ("red", "high"), ("blue", "low"), ("blue", "high")] {
            #expect(source.contains(".init(id: \"\(preset)-\(value)\", title: \"\(preset) \(value)\""), "\(preset)-\(value)")
        }
        #expect(source.contains("stylePreset1().makeBody(configuration: Dials.DialConfiguration(level: .high))"))
        #expect(source.contains("usage: \"DialStyle: KnobDialStyle(dotColor: .blue)\""))
        // The argument-free style keeps its case-named makers.
        #expect(source.contains(".init(id: \"high\", title: \"high\""))

        // One preset alone still names its makers, so that the site's configuration finds them by its id.
        let one = try runner(#"{"themes": [{"id": "default"}], "styles": {"settings": {"knob-dial-style": {"presets": [{"id": "red", "init": "KnobDialStyle(dotColor: .red)"}]}}}}"#)
        #expect(one.contains(".init(id: \"red-low\", title: \"red low\""), "\(one)")
    }
}

/// Spark (adevinta) declares its styles `@_spi(SI_SPI) public`: the generated code imports the module with
/// the SPI groups it declares, so such a style is reachable (an import's own `@_spi` is not a declaration).
@Suite("SPI styles")
struct SPIStyleTests {
    @Test func theRunnerImportsAModuleWithTheSPIGroupsItDeclares() throws {
        let source = """
            @_spi(SI_SPI) import SparkTheming
            import SwiftUI
            @_spi(SI_SPI) public struct NoButtonStyle: ButtonStyle {
                public func makeBody(configuration: Configuration) -> some View { configuration.label }
            }
            @_spi(Preview) public extension View { func framed() -> some View { self } }
            """
        let discovery = Discovery.analyze([("SparkCommon", [SourceScanner.scan(source: source, path: "/s/NoButtonStyle.swift")])])
        #expect(discovery.spiGroups == ["SparkCommon": ["SI_SPI", "Preview"]])
        let module = SourceModule(name: "SparkCommon", root: URL(fileURLWithPath: "/s"), files: [], dependencies: [], languageMode: 5,
                                  defines: [], resources: [])
        let configuration = try SourcesConfiguration.parse(#"{"themes": [{"id": "default"}]}"#, fileName: "gallery-config.json",
                                                           directory: URL(fileURLWithPath: "/"))
        let runner = RunnerSource.make(modules: [module], discovery: discovery, configuration: configuration)
        #expect(runner.contains("\n@_spi(Preview) @_spi(SI_SPI) @testable import SparkCommon\n"), "\(runner)")
        #expect(runner.contains("SparkCommon.NoButtonStyle()"))
    }
}
