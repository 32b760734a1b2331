import Testing
@testable import StyleKit

private struct Palette { var accent: Inner; struct Inner { var color: Color } }
private struct PaletteKey: EnvironmentKey { static let defaultValue = Palette(accent: .init(color: .blue)) }
extension EnvironmentValues {
    fileprivate var palette: Palette {
        get { self[PaletteKey.self] }
        set { self[PaletteKey.self] = newValue }
    }
}

private struct PaletteReader: View {
    @Environment(\.palette.accent) private var accent
    var body: some View { Text("x").foregroundColor(accent.color) }
}

@Suite struct EnvironmentTests {
    @Test func valuesCascadeAndInnerOverridesOuter() throws {
        let view = VStack {
            PaletteReader()
            PaletteReader().environment(\.palette.accent.color, .pink)
        }
        .environment(\.palette, Palette(accent: .init(color: .green)))
        var paints: [String] = []
        try view.resolveNode(in: ResolveContext()).visit { if case .text(let r) = $0 { paints.append(r.paint.description) } }
        #expect(paints == ["#34C759", "#FF2D55"])
        #expect(try firstRun(PaletteReader())?.paint.description == "#007AFF", "default value without any setting")
    }

    @Test func disabledCannotBeReEnabledInside() throws {
        struct Reader: View {
            @Environment(\.isEnabled) var isEnabled
            var body: some View { Text(isEnabled ? "on" : "off") }
        }
        #expect(try texts(Reader()) == ["on"])
        #expect(try texts(Reader().disabled(false).disabled(true)) == ["off"])
    }

    @Test func colorSchemeChangesSystemColors() throws {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(Color.green.resolve(in: EnvironmentValues()).hexString == "#34C759")
        #expect(Color.green.resolve(in: dark).hexString == "#30D158")
        #expect(Color.primary.resolve(in: dark).hexString == "#FFFFFF")
        var contrast = EnvironmentValues()
        contrast.colorSchemeContrast = .increased
        #expect(Color.blue.resolve(in: contrast).hexString == "#0040DD")
        #expect(Color(UIColor.green).resolve(in: dark).hexString == "#00FF00", "UIColor.green is pure green, not systemGreen")
        #expect(Color(UIColor.systemGray5).resolve(in: dark).hexString == "#2C2C2E")
    }

    @Test func fontsComeFromTheDynamicTypeTable() {
        #expect(Font.body.resolve().size == 17)
        #expect(Font.title2.resolve().lineHeight == 28)
        #expect(Font.headline.resolve().weight == 600)
        #expect(Font.body.bold().resolve().weight == 600, "emphasized body is semibold")
        #expect(Font.title.bold().resolve().weight == 700)
        #expect(Font.system(.title2, design: .monospaced).bold().resolve().description == "title2 22pt w700 monospaced")
        #expect(Font.system(size: 13, weight: .medium).resolve().description == "system 13pt w500")
    }

    @Test func textModifiersBeatEnvironmentFont() throws {
        let run = try firstRun(Text("t").fontWeight(.light).font(.title).foregroundColor(.purple).font(.caption))
        #expect(run?.font.description == "caption 12pt w300")
        #expect(run?.paint.description == "#AF52DE")
        let inherited = try firstRun(Text("t").font(.title).bold())
        #expect(inherited?.font.weight == 700)
    }

    @Test func alignmentGuideClosuresSeeTheirEnvironment() throws {
        struct Guided: View {
            @Environment(\.targetPlatform) var platform
            var body: some View {
                Text("g").alignmentGuide(.leading) { _ in platform == .iOS ? 1 : 2 }
            }
        }
        var mac = EnvironmentValues()
        mac.targetPlatform = .macOS
        let node = try Guided().resolveNode(in: ResolveContext(environment: mac))
        guard case .layout(.horizontalGuide(_, let compute), _) = node else {
            Issue.record("expected an alignment guide, got \(node.summary)")
            return
        }
        #expect(compute(ViewDimensions(width: 10, height: 10)) == 2)
    }
}
