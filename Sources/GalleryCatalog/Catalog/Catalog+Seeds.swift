import SwiftUI

/// The styles of the four seed articles, each in every state the article discusses.
extension Catalog {
    static let seedEntries: [StyleEntry] = [
        StyleEntry(
            id: "my-button-style", displayName: "MyButtonStyle", kind: .button,
            summary: "White label on a rounded, shadowed color plate that dims to 50 % and scales to 80 % while pressed.",
            source: "SwiftUI Custom Styling", interaction: .tap, defaultLabel: "Tap Me!",
            axes: [.preset, .interaction, .enabled],
            presets: [
                .init(id: "blue", title: "Blue", usage: ".buttonStyle(MyButtonStyle(color: .blue))", parameters: [("color", ".blue")],
                      values: ["color": .color(.blue)]),
                .init(id: "green", title: "Default (green)", usage: ".buttonStyle(MyButtonStyle())", parameters: [("color", ".green")],
                      values: ["color": .color(.green)]),
            ],
            excludes: { $0.isPressed && $0.isDisabled },
            parameterKinds: ["color": .color],
            usage: { ".buttonStyle(MyButtonStyle(color: \($0["color"] ?? ".green")))" },
            make: { _, label, values in
                AnyView(Button(label) {}.buttonStyle(MyButtonStyle(color: values["color"]?.color ?? .green)))
            }),
        StyleEntry(
            id: "my-primitive-button-style", displayName: "MyPrimitiveButtonStyle", kind: .primitiveButton,
            summary: "Triggers only after a one-second long press; dims and shrinks while held.",
            source: "SwiftUI Custom Styling", interaction: .longPress(seconds: 1), defaultLabel: "Tap Me!",
            axes: [.interaction, .enabled],
            presets: [.init(id: "red", title: "Red", usage: ".buttonStyle(MyPrimitiveButtonStyle(color: .red))", parameters: [("color", ".red")],
                            values: ["color": .color(.red)])],
            excludes: { $0.isPressed && $0.isDisabled },
            parameterKinds: ["color": .color],
            usage: { ".buttonStyle(MyPrimitiveButtonStyle(color: \($0["color"] ?? ".red")))" },
            make: { _, label, values in
                AnyView(Button(label) {}.buttonStyle(MyPrimitiveButtonStyle(color: values["color"]?.color ?? .red)))
            }),
        StyleEntry(
            id: "my-toggle-style", displayName: "MyToggleStyle", kind: .toggle,
            summary: "A green/red track with a white knob; only the knob reacts to taps, so the activation point follows it.",
            source: "SwiftUI Custom Styling", interaction: .tapOnPart("the white knob"), defaultLabel: "Custom Toggle",
            axes: [.isOn, .enabled, .container],
            presets: [.init(id: "default", title: "Default", usage: ".toggleStyle(MyToggleStyle())")],
            canvasWidth: 390,
            make: { state, label in
                AnyView(toggleScene(state: state, label: label, style: MyToggleStyle()))
            }),
        StyleEntry(
            id: "my-toggle-style-2", displayName: "MyToggleStyle2", kind: .toggle,
            summary: "MyToggleStyle made Form-friendly: a spacer on iOS, a leading alignment guide on macOS.",
            source: "SwiftUI Custom Styling", interaction: .tapOnPart("the white knob"), defaultLabel: "Custom Toggle",
            axes: [.platform, .isOn, .enabled, .container],
            presets: [.init(id: "default", title: "Default", usage: ".toggleStyle(MyToggleStyle2())")],
            canvasWidth: 390,
            make: { state, label in
                AnyView(toggleScene(state: state, label: label, style: MyToggleStyle2()))
            }),
        StyleEntry(
            id: "default-triple-toggle-style", displayName: "DefaultTripleToggleStyle", kind: .customControl,
            summary: "The three-state toggle's default look: level bars filled up to low, medium or high.",
            source: "SwiftUI Custom Styling", interaction: .tap, defaultLabel: "Default",
            axes: [.level],
            presets: [.init(id: "default", title: "Default", usage: ".tripleToggleStyle(DefaultTripleToggleStyle())")],
            make: { state, label in
                AnyView(TripleToggle(label: Text(label), tripleState: .constant(tripleState(state)))
                    .tripleToggleStyle(DefaultTripleToggleStyle()))
            }),
        StyleEntry(
            id: "knob-triple-toggle-style", displayName: "KnobTripleToggleStyle", kind: .customControl,
            summary: "The three-state toggle as a knob whose colored dot points to low, medium or high.",
            source: "SwiftUI Custom Styling", interaction: .tap, defaultLabel: "Knob #1",
            axes: [.preset, .level],
            presets: [
                .init(id: "red", title: "Red dot", usage: ".tripleToggleStyle(KnobTripleToggleStyle(dotColor: .red))", parameters: [("dotColor", ".red")],
                      values: ["dotColor": .color(.red)]),
                .init(id: "black", title: "Black dot", usage: ".tripleToggleStyle(KnobTripleToggleStyle(dotColor: .black))", parameters: [("dotColor", ".black")],
                      values: ["dotColor": .color(.black)]),
            ],
            parameterKinds: ["dotColor": .color],
            usage: { ".tripleToggleStyle(KnobTripleToggleStyle(dotColor: \($0["dotColor"] ?? ".red")))" },
            make: { state, label, values in
                AnyView(TripleToggle(label: Text(label), tripleState: .constant(tripleState(state)))
                    .tripleToggleStyle(KnobTripleToggleStyle(dotColor: values["dotColor"]?.color ?? .red)))
            }),
        StyleEntry(
            id: "purple-text-toggle-style", displayName: "PurpleTextToggleStyle", kind: .toggle,
            summary: "Returns a new Toggle whose label is large, light, purple text; the switch itself is the system one.",
            source: "SwiftUI ToggleStyle: Customizing the Toggle", interaction: .tap, defaultLabel: "PurpleTextToggleStyle",
            axes: [.isOn, .enabled],
            presets: [.init(id: "default", title: "Default", usage: ".toggleStyle(PurpleTextToggleStyle(label: \"PurpleTextToggleStyle\"))")],
            canvasWidth: 390,
            make: { state, label in
                AnyView(Toggle(label, isOn: .constant(state.isOn)).toggleStyle(PurpleTextToggleStyle(label: label)))
            }),
        StyleEntry(
            id: "check-mark-toggle-style", displayName: "CheckMarkToggleStyle", kind: .toggle,
            summary: "An empty square (off) or a checked square (on) drawn by a button at the trailing edge.",
            source: "SwiftUI ToggleStyle: Customizing the Toggle", interaction: .tapOnPart("the square"), defaultLabel: "CheckMarkToggleStyle",
            axes: [.isOn, .enabled],
            presets: [.init(id: "default", title: "Default", usage: ".toggleStyle(CheckMarkToggleStyle(label: \"CheckMarkToggleStyle\"))")],
            canvasWidth: 390,
            make: { state, label in
                AnyView(Toggle(label, isOn: .constant(state.isOn)).toggleStyle(CheckMarkToggleStyle(label: label)))
            }),
        StyleEntry(
            id: "colored-toggle-style", displayName: "ColoredToggleStyle", kind: .toggle,
            summary: "A rebuilt switch with custom on, off and thumb colors.",
            source: "SwiftUI ToggleStyle: Customizing the Toggle", interaction: .tapOnPart("the track"), defaultLabel: "ColoredToggleStyle",
            axes: [.isOn, .enabled],
            presets: [.init(id: "default", title: "Default", usage: ".toggleStyle(ColoredToggleStyle())",
                            parameters: [("onColor", "Color(UIColor.green)"), ("offColor", "Color(UIColor.systemGray5)"), ("thumbColor", "Color.white")])],
            canvasWidth: 390,
            parameterKinds: ["onColor": .color, "offColor": .color, "thumbColor": .color],
            usage: { values in
                ".toggleStyle(ColoredToggleStyle(" + ["onColor", "offColor", "thumbColor"].compactMap { name in values[name].map { "\(name): \($0)" } }
                    .joined(separator: ", ") + "))"
            },
            make: { state, label, values in
                var style = ColoredToggleStyle()
                if let c = values["onColor"]?.color { style.onColor = c }
                if let c = values["offColor"]?.color { style.offColor = c }
                if let c = values["thumbColor"]?.color { style.thumbColor = c }
                return AnyView(Toggle(label, isOn: .constant(state.isOn)).toggleStyle(style))
            }),
        .buttonStyle(id: "primary-button-style", name: "PrimaryButtonStyle",
                     summary: "A full-width capsule outline in the theme's primary color, monospaced bold title.",
                     usage: ".buttonStyle(.primary)", label: "Primary Button", canvasWidth: 320, source: theming,
                     presetTitle: "Themed") { PrimaryButtonStyle() },
        StyleEntry(
            id: "gradient-style", displayName: "GradientStyle", kind: .button,
            summary: "A gradient plate: mint by default, any colors by parameter; 40 % while pressed, gray when disabled.",
            source: "SwiftUI Button Tutorial: Customization", interaction: .tap, defaultLabel: "Gradient",
            axes: [.preset, .interaction, .enabled],
            presets: [
                .init(id: "mint", title: "Default (mint)", usage: ".buttonStyle(.gradient)",
                      parameters: [("colors", "[.mint.opacity(0.6), .mint, .mint.opacity(0.6), .mint]")]),
                .init(id: "rainbow", title: "Red, yellow, green", usage: ".buttonStyle(GradientStyle(colors: [.red, .yellow, .green]))",
                      parameters: [("colors", "[.red, .yellow, .green]")], values: ["colors": .colors([.red, .yellow, .green])]),
            ],
            excludes: { $0.isPressed && $0.isDisabled },
            parameterKinds: ["colors": .colors],
            usage: { ".buttonStyle(GradientStyle(colors: \($0["colors"] ?? "[]")))" },
            make: { _, label, values in
                let style = values["colors"]?.colors.map { GradientStyle(colors: $0) } ?? .gradient
                return AnyView(Button(label) {}.buttonStyle(style))
            }),
        .buttonStyle(id: "secondary-button-style", name: "SecondaryButtonStyle",
                     summary: "A tinted capsule in the theme's secondary color, in the theme's button typography.",
                     usage: ".buttonStyle(.secondary)", label: "Secondary Button", source: theming,
                     presetTitle: "Themed") { SecondaryButtonStyle() },
        .buttonStyle(id: "tertiary-button-style", name: "TertiaryButtonStyle",
                     summary: "Text only, in the theme's tertiary color and button typography.",
                     usage: ".buttonStyle(.tertiary)", label: "Tertiary Button", source: theming,
                     presetTitle: "Themed") { TertiaryButtonStyle() },
        StyleEntry(
            id: "settings-item", displayName: "SettingsItem", kind: .customControl,
            summary: "A settings row whose background, corner radius and typography come from the theme.",
            source: "Theming SwiftUI applications", interaction: .tap, defaultLabel: "Notifications",
            axes: [.interaction, .enabled],
            presets: [.init(id: "default", title: "Themed", usage: "SettingsItem(title: \"Notifications\")")],
            canvasWidth: 390,
            excludes: { $0.isPressed && $0.isDisabled },
            // Shown as in a settings list: on the grouped background.
            make: { _, label in AnyView(SettingsItem(title: label).padding().background(Color(UIColor.systemGroupedBackground))) }),
    ]
}

/// The third seed article, whose styles read the theme from the environment.
private let theming = "Theming SwiftUI applications"

private func tripleState(_ state: VariantState) -> TripleState {
    switch state[.level] {
    case "low": return .low
    case "high": return .high
    default: return .med
    }
}

/// A toggle alone, or the first seed's Form: three toggles, the last one a standard switch.
@ViewBuilder
private func toggleScene<S: ToggleStyle>(state: VariantState, label: String, style: S) -> some View {
    if state.isInForm {
        Form {
            Toggle(isOn: .constant(state.isOn)) { Text("Custom ToggleStyle #1") }
            Toggle(isOn: .constant(state.isOn)) { Text("Custom ToggleStyle #2") }
            Toggle(isOn: .constant(state.isOn)) { Text("Standard Switch Toggle Style") }
                .toggleStyle(SwitchToggleStyle())
        }
        .toggleStyle(style)
    } else {
        Toggle(isOn: .constant(state.isOn)) { Text(label) }
            .toggleStyle(style)
    }
}
