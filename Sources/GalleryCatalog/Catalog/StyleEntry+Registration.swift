import StyleKit

/// Registering your own styles: one call per style, no need to touch the tool's sources.
///
/// The `make` closures are main-actor isolated, as the code of a SwiftUI app is: they may call a
/// `@MainActor` style's initialiser. They run on the render threads (StyleKit's `StyleCodeIsolation`).
///
/// ```swift
/// var catalog = Catalog.builtIn
/// catalog.register(.buttonStyle(id: "brand-button", name: "BrandButtonStyle",
///                               summary: "Our call to action.", usage: ".buttonStyle(BrandButtonStyle())") {
///     BrandButtonStyle()
/// })
/// ```
extension StyleEntry {
    /// A `ButtonStyle`, shown normal/pressed × enabled/disabled (and per role and control size when asked).
    public static func buttonStyle<S: ButtonStyle>(
        id: String, name: String, summary: String, usage: String, label: String = "Button",
        roles: Bool = false, controlSizes: Bool = false, canvasWidth: Double? = nil, source: String = "custom",
        presetTitle: String? = nil, make: @escaping @MainActor @Sendable () -> S
    ) -> StyleEntry {
        StyleEntry(
            id: id, displayName: name, kind: .button, summary: summary, source: source, interaction: .tap,
            defaultLabel: label, axes: (roles ? [.role] : []) + (controlSizes ? [.controlSize] : []) + [.interaction, .enabled],
            presets: [.init(id: "default", title: presetTitle ?? name, usage: usage)], canvasWidth: canvasWidth,
            excludes: { $0.isPressed && $0.isDisabled },
            make: { state, label in AnyView(Button(label, role: state.role) {}.buttonStyle(StyleCodeIsolation.call(make))) })
    }

    /// A `PrimitiveButtonStyle`; `interaction` says how it triggers (a long press, say).
    public static func primitiveButtonStyle<S: PrimitiveButtonStyle>(
        id: String, name: String, summary: String, usage: String, label: String = "Button",
        interaction: Interaction = .tap, canvasWidth: Double? = nil, source: String = "custom",
        make: @escaping @MainActor @Sendable () -> S
    ) -> StyleEntry {
        StyleEntry(
            id: id, displayName: name, kind: .primitiveButton, summary: summary, source: source, interaction: interaction,
            defaultLabel: label, axes: [.interaction, .enabled],
            presets: [.init(id: "default", title: name, usage: usage)], canvasWidth: canvasWidth,
            excludes: { $0.isPressed && $0.isDisabled },
            make: { _, label in AnyView(Button(label) {}.buttonStyle(StyleCodeIsolation.call(make))) })
    }

    /// A `ToggleStyle`, shown on/off × enabled/disabled.
    public static func toggleStyle<S: ToggleStyle>(
        id: String, name: String, summary: String, usage: String, label: String = "Toggle",
        interaction: Interaction = .tap, canvasWidth: Double? = 390, source: String = "custom",
        make: @escaping @MainActor @Sendable () -> S
    ) -> StyleEntry {
        StyleEntry(
            id: id, displayName: name, kind: .toggle, summary: summary, source: source, interaction: interaction,
            defaultLabel: label, axes: [.isOn, .enabled],
            presets: [.init(id: "default", title: name, usage: usage)], canvasWidth: canvasWidth,
            make: { state, label in AnyView(Toggle(label, isOn: .constant(state.isOn)).toggleStyle(StyleCodeIsolation.call(make))) })
    }

    /// Any control: `make` builds the view for a state (read `state.isOn`, `state[.level]`, …) from the axes
    /// you choose; impossible combinations can be excluded.
    public static func custom(
        id: String, name: String, kind: Kind = .customControl, summary: String, usage: String, label: String,
        axes: [StateAxis], interaction: Interaction = .tap, canvasWidth: Double? = nil, source: String = "custom",
        excludes: @escaping @Sendable (VariantState) -> Bool = { _ in false },
        make: @escaping @MainActor @Sendable (VariantState, String) -> AnyView
    ) -> StyleEntry {
        StyleEntry(
            id: id, displayName: name, kind: kind, summary: summary, source: source, interaction: interaction,
            defaultLabel: label, axes: axes, presets: [.init(id: "default", title: name, usage: usage)],
            canvasWidth: canvasWidth, excludes: excludes, make: make)
    }
}
