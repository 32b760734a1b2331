import StyleKit

/// A registered style: what it is, how to build it, and the states it can be shown in.
public struct StyleEntry: Sendable {
    public enum Kind: String, Sendable, Codable {
        case button, primitiveButton, toggle, label, progressView, groupBox, disclosureGroup, customControl, preview
    }

    /// How the control reacts, for the interaction note and the audit.
    public enum Interaction: Sendable, Equatable {
        case tap
        case longPress(seconds: Double)
        case tapOnPart(String)
        case none

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
        public let id: String
        public let title: String
        public let usage: String
        /// The parameters as Swift source, for the page.
        public let parameters: [(name: String, value: String)]
        /// The parameter values the style is built with (see `parameterKinds`).
        public let values: [String: ParameterValue]
        public init(id: String, title: String, usage: String, parameters: [(name: String, value: String)] = [],
                    values: [String: ParameterValue] = [:]) {
            self.id = id; self.title = title; self.usage = usage; self.parameters = parameters; self.values = values
        }
    }

    /// The kind of a style parameter a configuration can set.
    public enum ParameterKind: String, Sendable { case color, colors }

    /// A parameter value.
    public enum ParameterValue: Sendable {
        case color(Color)
        case colors([Color])
        public var color: Color? { if case .color(let c) = self { return c } else { return nil } }
        public var colors: [Color]? { if case .colors(let c) = self { return c } else { return nil } }
    }

    public let id: String
    public let displayName: String
    public let kind: Kind
    public let summary: String
    /// Which seed article (or "system") the style comes from.
    public let source: String
    /// Where the style's code is: the gallery's own catalog (seed articles, SwiftUI's built-in styles) or a
    /// module of a team's design system (discovered in the configuration's `sources`).
    public enum Origin: Sendable, Hashable { case catalog, designSystem(module: String) }
    public internal(set) var origin: Origin = .catalog
    public let interaction: Interaction
    public let defaultLabel: String
    /// The axes, in id order; `preset` values come from `presets`.
    public private(set) var axes: [StateAxis]
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
    /// Builds the control for a state with its preset's values, style applied, state forced.
    let make: @Sendable (VariantState, _ label: String, _ values: [String: ParameterValue]) -> AnyView

    package init(id: String, displayName: String, kind: Kind, summary: String, source: String, interaction: Interaction,
         defaultLabel: String, axes: [StateAxis], presets: [Preset] = [], limits: [StateAxis: [String]] = [:],
         canvasWidth: Double? = nil, excludes: @escaping @Sendable (VariantState) -> Bool = { _ in false },
         make: @escaping @Sendable (VariantState, String) -> AnyView) {
        self.init(id: id, displayName: displayName, kind: kind, summary: summary, source: source, interaction: interaction,
                  defaultLabel: defaultLabel, axes: axes, presets: presets, limits: limits, canvasWidth: canvasWidth,
                  excludes: excludes, parameterKinds: [:], usage: nil, make: { state, label, _ in make(state, label) })
    }

    /// An entry whose presets carry parameter values, so that a configuration can add presets of its own.
    package init(id: String, displayName: String, kind: Kind, summary: String, source: String, interaction: Interaction,
                 defaultLabel: String, axes: [StateAxis], presets: [Preset], limits: [StateAxis: [String]] = [:],
                 canvasWidth: Double? = nil, excludes: @escaping @Sendable (VariantState) -> Bool = { _ in false },
                 parameterKinds: [String: ParameterKind], usage: (@Sendable ([String: String]) -> String)?,
                 make: @escaping @Sendable (VariantState, String, [String: ParameterValue]) -> AnyView) {
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

    public func preset(for state: VariantState) -> Preset? {
        guard let id = state[.preset] else { return presets.first }
        return presets.first { $0.id == id }
    }

    /// The usage snippet for a state's preset, else the first preset's.
    public func usage(for state: VariantState) -> String { preset(for: state)?.usage ?? "" }

    /// The control for `state`, ready to be placed in a themed root.
    public func makeView(_ state: VariantState, label: String? = nil) -> AnyView {
        make(state, label ?? defaultLabel, preset(for: state)?.values ?? [:])
    }
}
