import Testing
@testable import StyleKit

private struct Tag: ButtonStyle {
    let name: String
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Text(name + (configuration.isPressed ? "-pressed" : "") + (configuration.role == .destructive ? "-destructive" : ""))
            configuration.label
        }
    }
}

private struct Nesting: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        // A toggle inside a toggle style's body uses the next style out (here: the default switch).
        Toggle(isOn: configuration.$isOn) { Text("inner") }.padding(.horizontal)
    }
}

@Suite struct StyleTests {
    @Test func innermostButtonStyleWinsAndCascades() throws {
        let view = VStack {
            Button("a") {}
            Button("b") {}.buttonStyle(Tag(name: "inner"))
        }
        .buttonStyle(Tag(name: "outer"))
        #expect(try texts(view) == ["outer", "a", "inner", "b"])
    }

    @Test func forcedPressAndRoleReachTheStyle() throws {
        var env = EnvironmentValues()
        env.forcedInteraction = .pressed
        let view = Button("x", role: .destructive) {}.buttonStyle(Tag(name: "t"))
        #expect(try texts(view, environment: env) == ["t-pressed-destructive", "x"])
        #expect(try texts(view.disabled(true), environment: env) == ["t-destructive", "x"], "a disabled button is never pressed")
    }

    @Test func primitiveStyleGestureStateIsDrivenWhenPressed() throws {
        struct Hold: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View { Held(configuration: configuration) }
            struct Held: View {
                @GestureState private var held = false
                let configuration: PrimitiveButtonStyle.Configuration
                var body: some View {
                    configuration.label
                        .opacity(held ? 0.5 : 1)
                        .gesture(LongPressGesture(minimumDuration: 1).updating($held) { value, state, _ in state = value })
                }
            }
        }
        var pressed = EnvironmentValues()
        pressed.forcedInteraction = .pressed
        #expect(try dump(Button("x") {}.buttonStyle(Hold())).contains("Opacity 1\n"))
        #expect(try dump(Button("x") {}.buttonStyle(Hold()), environment: pressed).contains("Opacity 0.5\n"))
    }

    @Test func toggleInsideToggleStyleUsesNextStyleOut() throws {
        let out = try dump(Toggle("outer", isOn: .constant(true)).toggleStyle(Nesting()))
        #expect(out.contains("Text \"inner\""))
        #expect(out.contains("Shape Capsule fill #34C759"), "the inner toggle is drawn by the default switch")
        #expect(!out.contains("Text \"outer\""), "Nesting never shows its configuration's label")
    }

    @Test func builtInStylesAsStaticMembersAndTypes() throws {
        #expect(try dump(Button("b") {}.buttonStyle(.borderedProminent)) == dump(Button("b") {}.buttonStyle(BorderedProminentButtonStyle())))
        #expect(try dump(Toggle("t", isOn: .constant(true)).toggleStyle(.switch)) == dump(Toggle("t", isOn: .constant(true)).toggleStyle(SwitchToggleStyle())))
        var mac = EnvironmentValues()
        mac.targetPlatform = .macOS
        #expect(try dump(Toggle("t", isOn: .constant(true)), environment: mac).contains("Accessibility checkbox"))
        #expect(try dump(Toggle("t", isOn: .constant(false))).contains("Accessibility switch label=\"t\" value=off"))
    }

    @Test func controlSizeChangesBorderedMetrics() throws {
        let small = try dump(Button("b") {}.buttonStyle(.bordered).controlSize(.small))
        let large = try dump(Button("b") {}.buttonStyle(.bordered).controlSize(.large))
        #expect(small.contains("Padding top=6 leading=0 bottom=6 trailing=0"))
        #expect(large.contains("Padding top=16 leading=0 bottom=16 trailing=0"))
        #expect(large.contains("subheadline") == false && small.contains("subheadline"))
    }

    @Test func destructiveRoleTurnsBorderlessRed() throws {
        let run = try firstRun(Button("Delete", role: .destructive) {}.buttonStyle(.borderless))
        #expect(run?.paint.description == "#FF3B30")
        var accent = EnvironmentValues()
        accent.accentColor = .orange
        #expect(try firstRun(Button("Go") {}, environment: accent)?.paint.description == "#FF9500", "the theme's accent tints the default style")
    }
}
