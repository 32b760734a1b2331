import StyleKit

/// SwiftUI's built-in styles, for comparison with the custom ones.
extension Catalog {
    static let systemEntries: [StyleEntry] = [
        systemButton(id: "plain", name: "PlainButtonStyle", usage: ".buttonStyle(.plain)", style: .plain,
                     summary: "The label as it is, dimmed while pressed."),
        systemButton(id: "borderless", name: "BorderlessButtonStyle", usage: ".buttonStyle(.borderless)", style: .borderless,
                     summary: "The label in the tint color; the default on iOS."),
        systemButton(id: "bordered", name: "BorderedButtonStyle", usage: ".buttonStyle(.bordered)", style: .bordered,
                     summary: "Tint-colored label on a translucent tint plate, sized by the control size.", sized: true),
        systemButton(id: "bordered-prominent", name: "BorderedProminentButtonStyle", usage: ".buttonStyle(.borderedProminent)",
                     style: .borderedProminent, summary: "White label on a solid tint plate, sized by the control size.", sized: true),
        systemToggle(id: "switch", name: "SwitchToggleStyle", usage: ".toggleStyle(.switch)", style: .switch,
                     summary: "The iOS switch: 51×31 track, green when on.", width: 320),
        systemToggle(id: "button-toggle", name: "ButtonToggleStyle", usage: ".toggleStyle(.button)", style: .button,
                     summary: "A toggle drawn as a button: bordered when off, prominent when on.", width: nil),
        systemToggle(id: "checkbox", name: "CheckboxToggleStyle", usage: ".toggleStyle(.checkbox)", style: .checkbox,
                     summary: "The macOS check box: 14 pt box, accent fill with a white check when on.", width: nil),
    ]

    private static func systemButton<S: ButtonStyle & Sendable>(id: String, name: String, usage: String, style: S, summary: String,
                                                     sized: Bool = false) -> StyleEntry {
        StyleEntry(
            id: id, displayName: name, kind: .button, summary: summary, source: "system", interaction: .tap,
            defaultLabel: "Button", axes: sized ? [.role, .controlSize, .interaction, .enabled] : [.role, .interaction, .enabled],
            presets: [.init(id: "default", title: "System", usage: usage)],
            excludes: { $0.isPressed && $0.isDisabled },
            make: { state, label in AnyView(Button(label, role: state.role) {}.buttonStyle(style)) })
    }

    private static func systemToggle<S: ToggleStyle & Sendable>(id: String, name: String, usage: String, style: S, summary: String,
                                                     width: Double?) -> StyleEntry {
        StyleEntry(
            id: id, displayName: name, kind: .toggle, summary: summary, source: "system", interaction: .tap,
            defaultLabel: "Toggle", axes: [.isOn, .enabled],
            presets: [.init(id: "default", title: "System", usage: usage)],
            canvasWidth: width,
            make: { state, label in AnyView(Toggle(label, isOn: .constant(state.isOn)).toggleStyle(style)) })
    }
}
