import Foundation
import Testing
@testable import GallerySources

/// Discovery over real-looking Swift: each way a conformance can be written, and what it reports for
/// what it cannot show.
@Suite("Source scanner and discovery")
struct SourceScannerTests {
    func discover(_ files: [String: String], module: String = "Brand") -> Discovery {
        let scanned = files.sorted { $0.key < $1.key }.map { SourceScanner.scan(source: $0.value, path: $0.key) }
        return Discovery.analyze([(module, scanned)])
    }

    @Test func everyConformanceForm() {
        let discovery = discover(["Styles.swift": """
            import SwiftUI
            public struct Primary: ButtonStyle {
                public init() {}
                public func makeBody(configuration: Configuration) -> some View { configuration.label }
            }
            struct Qualified: SwiftUI.PrimitiveButtonStyle { func makeBody(configuration: Configuration) -> some View { configuration.label } }
            final class Checkbox: ToggleStyle { func makeBody(configuration: Configuration) -> some View { configuration.label } }
            struct Later {}
            extension Later: ButtonStyle { func makeBody(configuration: Configuration) -> some View { configuration.label } }
            enum Namespace {
                struct Nested: ToggleStyle { func makeBody(configuration: Configuration) -> some View { configuration.label } }
            }
            protocol BrandButtonStyle: ButtonStyle {}
            struct Refined: BrandButtonStyle { func makeBody(configuration: Configuration) -> some View { configuration.label } }
            #if os(iOS)
            @MainActor struct PhoneOnly: ButtonStyle { func makeBody(configuration: Configuration) -> some View { configuration.label } }
            #endif
            struct Badge: LabelStyle { func makeBody(configuration: Configuration) -> some View { configuration.title } }
            struct Meter: ProgressViewStyle { func makeBody(configuration: Configuration) -> some View { EmptyView() } }
            struct Card {}
            extension Card: GroupBoxStyle { func makeBody(configuration: Configuration) -> some View { configuration.content } }
            public struct Accordion: SwiftUI.DisclosureGroupStyle { public func makeBody(configuration: Configuration) -> some View { configuration.label } }
            """])
        let found = Dictionary(uniqueKeysWithValues: discovery.styles.map { ($0.typeName, $0.kind) })
        #expect(found == ["Primary": .button, "Qualified": .primitiveButton, "Checkbox": .toggle, "Later": .button,
                          "Namespace.Nested": .toggle, "Refined": .button, "PhoneOnly": .button, "Badge": .label,
                          "Meter": .progressView, "Card": .groupBox, "Accordion": .disclosureGroup])
        #expect(discovery.distinguishesPlatforms)
        #expect(discovery.styles.allSatisfy { $0.constructions == [.initializer] })
        #expect(discovery.styles.first { $0.typeName == "Later" }?.location == SourceLocation(file: "Styles.swift", line: 8))
    }

    /// Orbit's styles: a style nested in a `private extension`, in a private type, or in a generic type declared in
    /// another file cannot be made by the generated code, and says why; a private PreviewProvider is left out too.
    @Test func whatEnclosesAStyleDecidesWhetherItCanBeMade() {
        let discovery = discover([
            "ListChoice.swift": """
                public struct ListChoice<Header: View>: View {
                    public var body: some View { EmptyView() }
                }
                private struct Hidden {
                    struct Inner: ButtonStyle { func makeBody(configuration: Configuration) -> some View { configuration.label } }
                }
                public struct Card {
                    public struct Shown: ButtonStyle { public init() {}; public func makeBody(configuration: Configuration) -> some View { configuration.label } }
                    enum Deep { struct Deeper: ToggleStyle { func makeBody(configuration: Configuration) -> some View { configuration.label } } }
                }
                private struct Card_Previews: PreviewProvider { static var previews: some View { Text("x") } }
                struct Outer<T> {
                    struct Inner: ButtonStyle { func makeBody(configuration: Configuration) -> some View { configuration.label } }
                }
                """,
            "Styles.swift": """
                extension ListChoice {
                    struct RowStyle: ButtonStyle { func makeBody(configuration: Configuration) -> some View { configuration.label } }
                }
                private extension Card {
                    struct Pressed: ButtonStyle { func makeBody(configuration: Configuration) -> some View { configuration.label } }
                }
                public extension Card {
                    private struct Quiet: ButtonStyle { func makeBody(configuration: Configuration) -> some View { configuration.label } }
                }
                """,
        ])
        #expect(Set(discovery.styles.map(\.typeName)) == ["Card.Shown", "Card.Deep.Deeper"], "\(discovery.styles.map(\.typeName))")
        let reasons = Dictionary(discovery.notes.compactMap { note in note.subject.map { ($0, note.reason) } }, uniquingKeysWith: { first, _ in first })
        #expect(reasons == ["Hidden.Inner": "private", "ListChoice.RowStyle": "generic", "Card.Pressed": "fileprivate", "Card.Quiet": "private",
                            "Outer.Inner": "generic"])
        #expect(discovery.notes.contains { $0.message.hasSuffix(#"e.g. "init": "Outer<…>.Inner(…)""#) }, "\(discovery.notes.map(\.message))")
        #expect(discovery.notes.contains { $0.message.contains(#"ListChoice.RowStyle is inside a generic type: add a preset whose "init" names its type arguments, e.g. "init": "ListChoice<…>.RowStyle(…)""#) })
        #expect(discovery.notes.contains { $0.message == "the previews of Card_Previews are not shown: it is private, so code outside its file cannot reach them; make it internal or wider" })
        #expect(discovery.previews.isEmpty)
    }

    @Test func customStyleProtocolsAndStaticAccessors() {
        let discovery = discover(["Triple.swift": """
            protocol TripleToggleStyle {
                associatedtype Body: View
                func makeBody(configuration: Configuration) -> Body
            }
            struct KnobTripleToggleStyle: TripleToggleStyle { func makeBody(configuration: Configuration) -> some View { EmptyView() } }
            struct Pill: ButtonStyle {
                let color: Color
                func makeBody(configuration: Configuration) -> some View { configuration.label }
            }
            extension ButtonStyle where Self == Pill {
                static var pill: Pill { Pill(color: .blue) }
                static func pill(color: Color = .red) -> Pill { Pill(color: color) }
            }
            """])
        let knob = discovery.styles.first { $0.typeName == "KnobTripleToggleStyle" }
        #expect(knob?.kind == .custom(protocolName: "TripleToggleStyle"))
        let pill = discovery.styles.first { $0.typeName == "Pill" }
        #expect(pill?.constructions == [.accessor("pill", isFunction: false), .accessor("pill", isFunction: true)])
        #expect(discovery.notes.map(\.description) == ["Triple.swift:5: KnobTripleToggleStyle (TripleToggleStyle) is shown only through previews: "
                                                       + "its configuration Configuration is not a struct declared in the sources"])
    }

    @Test func reportsWhatItCannotShow() {
        let discovery = discover(["Hidden.swift": """
            private struct Secret: ButtonStyle { func makeBody(configuration: Configuration) -> some View { configuration.label } }
            struct Needs: ToggleStyle {
                let tint: Color
                var width: CGFloat
                var optional: Color?
                @Environment(\\.isEnabled) var isEnabled
                func makeBody(configuration: Configuration) -> some View { configuration.label }
            }
            struct Generic<Shape: SwiftUI.Shape>: ButtonStyle { func makeBody(configuration: Configuration) -> some View { configuration.label } }
            """])
        let messages = discovery.notes.map(\.description)
        #expect(messages.contains { $0.hasPrefix("Hidden.swift:1: Secret is private") })
        #expect(messages.contains { $0.hasPrefix("Hidden.swift:2: Needs has no argument-free initialiser (it needs tint: Color, width: CGFloat)") })
        #expect(messages.contains { $0.contains("\"needs\": {\"presets\": [{\"id\": \"default\", \"init\": \"Needs(…)\"}]}") })
        #expect(messages.contains { $0.hasPrefix("Hidden.swift:9: Generic is generic") })
        #expect(discovery.styles.map(\.typeName) == ["Needs"], "shown once it gets an init preset")
    }

    @Test func previewsOfBothKinds() {
        let discovery = discover(["Buttons.swift": """
            struct Primary: ButtonStyle { func makeBody(configuration: Configuration) -> some View { configuration.label } }
            #Preview("Primary, all states") {
                VStack { Button("Go") {}.buttonStyle(Primary()) }
            }
            #Preview { Text("untitled") }
            struct Primary_Previews: PreviewProvider { static var previews: some View { Text("old style") } }
            """])
        #expect(discovery.previews.map(\.title) == ["Primary_Previews", "Primary, all states", "Buttons preview 2"])
        #expect(discovery.previews.map(\.typeName) == ["Primary_Previews", "StyleGalleryPreview_Buttons_0", "StyleGalleryPreview_Buttons_1"])
    }

    @Test func styleIdentifiersAreReadable() {
        #expect(StyleIdentifier.id(for: "PrimaryButtonStyle") == "primary-button-style")
        #expect(StyleIdentifier.id(for: "Orbit.Button.Style") == "orbit-button-style")
        #expect(StyleIdentifier.id(for: "CTA2Style") == "cta2-style")
    }
}

/// The first seed's custom control, read from the seed catalog's own file: its style protocol, its
/// configuration made with the memberwise initialiser, one preset per state of its enum.
@Suite("Custom style protocols")
struct CustomStyleProtocolTests {
    @Test func theSeedTripleToggleIsDiscoveredWithItsStates() throws {
        let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/GalleryCatalog/Seeds")
        let files = try FileManager.default.contentsOfDirectory(atPath: seeds.path).sorted().map { name in
            SourceScanner.scan(source: try String(contentsOf: seeds.appendingPathComponent(name), encoding: .utf8), path: name)
        }
        let discovery = Discovery.analyze([("Seeds", files)])
        let styles = discovery.styles.filter { $0.kind == .custom(protocolName: "TripleToggleStyle") }
        #expect(Set(styles.map(\.typeName)) == ["DefaultTripleToggleStyle", "KnobTripleToggleStyle"], "the eraser AnyTripleToggleStyle is not a style")
        let knob = try #require(styles.first { $0.typeName == "KnobTripleToggleStyle" })
        #expect(knob.configuration == Discovery.CustomConfiguration(
            typeName: "Seeds.TripleToggleStyleConfiguration", arguments: ["label: SwiftUI.Text(label)", "tripleState: .constant(.CASE)"],
            cases: ["low", "med", "high"], usesIsOn: false))
    }

    @Test func configurationsTheGalleryCannotMakeAreNamed() {
        let discovery = Discovery.analyze([("M", [SourceScanner.scan(source: """
            struct MeterConfiguration { let reading: Measurement<UnitLength> }
            protocol MeterStyle { func makeBody(configuration: MeterConfiguration) -> AnyView }
            struct Plain: MeterStyle { func makeBody(configuration: MeterConfiguration) -> AnyView { AnyView(EmptyView()) } }
            """, path: "Meter.swift")])])
        #expect(discovery.notes.map(\.description) == [
            "Meter.swift:3: Plain (MeterStyle) is shown only through previews: its configuration's reading: Measurement<UnitLength> has no value the gallery can make"])
    }
}
