import StyleKit

/// A registered style: what it is, how to build it, and the states it can be shown in.
public struct StyleEntry: Sendable {
    /// Which style protocol the entry renders: a `ButtonStyle`, `PrimitiveButtonStyle`, `ToggleStyle`, `LabelStyle`,
    /// `ProgressViewStyle`, `GroupBoxStyle`, `DisclosureGroupStyle`, a custom control's own style protocol, or a `#Preview`.
    public enum Kind: String, Sendable, Codable {
        /// One case per style protocol (`customControl`: a control with its own style protocol; `preview`: a `#Preview` or `PreviewProvider`).
        case button, primitiveButton, toggle, label, progressView, groupBox, disclosureGroup, customControl, preview
    }

    /// How the control reacts, for the interaction note and the audit.
    public enum Interaction: Sendable, Equatable {
        /// The control acts on a tap.
        case tap
        /// The control acts after being held for at least `seconds`.
        case longPress(seconds: Double)
        /// The control acts on a tap on one named part (for example "the knob").
        case tapOnPart(String)
        /// The control does not react (labels, progress views, previews).
        case none

        /// The interaction in words for the page: "Tap", "Long press (≥ 1 s)", "Tap on the knob", "None".
        public var summary: String {
            switch self {
            case .tap: return "Tap"
            case .longPress(let s): return "Long press (≥ \(s.formatted()) s)"
            case .tapOnPart(let part): return "Tap on \(part)"
            case .none: return "None"
            }
        }
    }

    /// A named parameter set of the style, with the Swift a developer would write for it.
    public struct Preset: Sendable {
        /// The preset's id, the value of the `preset` axis (`rainbow`).
        public let id: String
        /// The preset's name on the page.
        public let title: String
        /// The Swift a developer writes to use it, e.g. `.buttonStyle(MyButtonStyle(color: .blue))`.
        public let usage: String
        /// The parameters as Swift source, for the page.
        public let parameters: [(name: String, value: String)]
        /// The parameter values the style is built with (see `parameterKinds`).
        public let values: [String: ParameterValue]
        /// A preset from its id, title and usage snippet, with parameters as Swift source and as values.
        public init(id: String, title: String, usage: String, parameters: [(name: String, value: String)] = [],
                    values: [String: ParameterValue] = [:]) {
            self.id = id; self.title = title; self.usage = usage; self.parameters = parameters; self.values = values
        }
    }

    /// The kind of a style parameter a configuration can set.
    public enum ParameterKind: String, Sendable {
        /// One color, written as a color name or `#RRGGBB` in the configuration.
        case color
        /// A list of colors.
        case colors
    }

    /// A parameter value.
    public enum ParameterValue: Sendable {
        /// One color (`MyButtonStyle(color:)`).
        case color(Color)
        /// A list of colors (`GradientStyle(colors:)`).
        case colors([Color])
        /// The color, when the value is one color.
        public var color: Color? { if case .color(let c) = self { return c } else { return nil } }
        /// The colors, when the value is a list of colors.
        public var colors: [Color]? { if case .colors(let c) = self { return c } else { return nil } }
    }

    /// The style id, kebab case of the type name (`primary-button-style`); unique in a catalog, used in URLs.
    public let id: String
    /// The name shown on the page, usually the Swift type name (`PrimaryButtonStyle`).
    public let displayName: String
    /// Which style protocol the entry renders.
    public let kind: Kind
    /// One sentence about the style, shown under its name.
    public let summary: String
    /// Which seed article (or "system") the style comes from.
    public let source: String
    /// Where the style's code is: the gallery's own catalog (seed articles, SwiftUI's built-in styles) or a
    /// module of a team's design system (discovered in the configuration's `sources`).
    public enum Origin: Sendable, Hashable {
        /// The gallery's own catalog: the seed articles' styles and SwiftUI's built-in styles.
        case catalog
        /// A style discovered in `module` of the configuration's `sources`.
        case designSystem(module: String)
    }
    /// Where the style's code is; `catalog` unless the entry was discovered in a design system.
    public internal(set) var origin: Origin = .catalog
    /// How the control reacts to input.
    public let interaction: Interaction
    /// The control's label when the configuration sets none ("Sign In").
    public let defaultLabel: String
    /// The axes, in id order; `preset` values come from `presets`.
    public private(set) var axes: [StateAxis]
    /// The named parameter sets, in `preset` axis order; the first is used when a state has no `preset` value.
    public private(set) var presets: [Preset]
    /// Values an axis is limited to for this entry (e.g. only `regular` control size).
    let limits: [StateAxis: [String]]
    /// Combinations that make no sense for this style.
    let excludes: @Sendable (VariantState) -> Bool
    /// Width offered to the control; nil = its ideal size.
    public let canvasWidth: Double?
    /// Parameters a configuration may set in its own presets (`MyButtonStyle(color:)` → `color`).
    public let parameterKinds: [String: ParameterKind]
    /// The Swift usage for parameters given as Swift source (for presets a configuration adds).
    let usageForValues: (@Sendable ([String: String]) -> String)?
    /// Builds the control for a state with its preset's values, style applied, state forced: style code,
    /// main-actor isolated as in an app, called on the render thread (StyleKit's `StyleCodeIsolation`).
    let make: @MainActor @Sendable (VariantState, _ label: String, _ values: [String: ParameterValue]) -> AnyView

    package init(id: String, displayName: String, kind: Kind, summary: String, source: String, interaction: Interaction,
         defaultLabel: String, axes: [StateAxis], presets: [Preset] = [], limits: [StateAxis: [String]] = [:],
         canvasWidth: Double? = nil, excludes: @escaping @Sendable (VariantState) -> Bool = { _ in false },
         make: @escaping @MainActor @Sendable (VariantState, String) -> AnyView) {
        self.init(id: id, displayName: displayName, kind: kind, summary: summary, source: source, interaction: interaction,
                  defaultLabel: defaultLabel, axes: axes, presets: presets, limits: limits, canvasWidth: canvasWidth,
                  excludes: excludes, parameterKinds: [:], usage: nil, make: { state, label, _ in make(state, label) })
    }

    /// An entry whose presets carry parameter values, so that a configuration can add presets of its own.
    package init(id: String, displayName: String, kind: Kind, summary: String, source: String, interaction: Interaction,
                 defaultLabel: String, axes: [StateAxis], presets: [Preset], limits: [StateAxis: [String]] = [:],
                 canvasWidth: Double? = nil, excludes: @escaping @Sendable (VariantState) -> Bool = { _ in false },
                 parameterKinds: [String: ParameterKind], usage: (@Sendable ([String: String]) -> String)?,
                 make: @escaping @MainActor @Sendable (VariantState, String, [String: ParameterValue]) -> AnyView) {
        self.id = id; self.displayName = displayName; self.kind = kind; self.summary = summary
        self.source = source; self.interaction = interaction; self.defaultLabel = defaultLabel
        self.axes = axes; self.presets = presets; self.limits = limits; self.canvasWidth = canvasWidth
        self.excludes = excludes; self.parameterKinds = parameterKinds; self.usageForValues = usage; self.make = make
    }

    /// This entry with more presets (from a configuration); their usage snippets are generated.
    public func addingPresets(_ added: [(id: String, title: String, values: [String: ParameterValue], source: [(String, String)])]) -> StyleEntry {
        var copy = self
        copy.presets += added.map { preset in
            Preset(id: preset.id, title: preset.title,
                   usage: usageForValues?(Dictionary(preset.source, uniquingKeysWith: { _, last in last })) ?? "",
                   parameters: preset.source, values: preset.values)
        }
        if !copy.axes.contains(.preset) { copy.axes.insert(.preset, at: 0) }
        return copy
    }

    /// This entry with environment axes (colour scheme, layout direction, Dynamic Type size) expanded in its
    /// matrix, after its own axes in `StateAxis.environmentAxes` order; other axes are ignored.
    public func addingEnvironmentAxes(_ added: some Sequence<StateAxis>) -> StyleEntry {
        var copy = self
        let wanted = Set(added)
        for axis in StateAxis.environmentAxes where wanted.contains(axis) && !copy.axes.contains(axis) {
            copy.axes.append(axis)
        }
        return copy
    }

    /// The values an axis takes for this entry.
    public func values(of axis: StateAxis) -> [String] {
        if axis == .preset { return presets.map(\.id) }
        return limits[axis] ?? axis.allValues
    }

    /// Every valid state: the product of the axes, minus excluded combinations, in a stable order.
    public var states: [VariantState] { states(limitedTo: [:]) }

    /// The states when some axes are limited to a subset of their values (a configuration's pins).
    public func states(limitedTo limits: [StateAxis: [String]]) -> [VariantState] {
        var result: [[(StateAxis, String)]] = [[]]
        for axis in axes {
            let allowed = limits[axis].map { subset in values(of: axis).filter(subset.contains) } ?? values(of: axis)
            result = result.flatMap { prefix in allowed.map { prefix + [(axis, $0)] } }
        }
        return result.map(VariantState.init).filter { !excludes($0) }
    }

    /// The preset a state uses: the one named by its `preset` value, else the first.
    public func preset(for state: VariantState) -> Preset? {
        guard let id = state[.preset] else { return presets.first }
        return presets.first { $0.id == id }
    }

    /// The usage snippet for a state's preset, else the first preset's.
    public func usage(for state: VariantState) -> String { preset(for: state)?.usage ?? "" }

    /// The control for `state`, ready to be placed in a themed root.
    public func makeView(_ state: VariantState, label: String? = nil) -> AnyView {
        StyleCodeIsolation.call((make, state, label ?? defaultLabel, preset(for: state)?.values ?? [:])) { $0.0($0.1, $0.2, $0.3) }
    }
}
