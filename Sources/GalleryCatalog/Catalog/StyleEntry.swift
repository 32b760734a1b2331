import StyleKit

/// A registered style: what it is, how to build it, and the states it can be shown in.
public struct StyleEntry: Sendable {
    public enum Kind: String, Sendable, Codable { case button, primitiveButton, toggle, customControl }

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
        public let parameters: [(name: String, value: String)]
        public init(id: String, title: String, usage: String, parameters: [(name: String, value: String)] = []) {
            self.id = id; self.title = title; self.usage = usage; self.parameters = parameters
        }
    }

    public let id: String
    public let displayName: String
    public let kind: Kind
    public let summary: String
    /// Which seed article (or "system") the style comes from.
    public let source: String
    public let interaction: Interaction
    public let defaultLabel: String
    /// The axes, in id order; `preset` values come from `presets`.
    public let axes: [StateAxis]
    public let presets: [Preset]
    /// Values an axis is limited to for this entry (e.g. only `regular` control size).
    let limits: [StateAxis: [String]]
    /// Combinations that make no sense for this style.
    let excludes: @Sendable (VariantState) -> Bool
    /// Width offered to the control; nil = its ideal size.
    public let canvasWidth: Double?
    /// Builds the control for a state, style applied, state forced (`isOn` binding, disabled, platform…).
    let make: @Sendable (VariantState, _ label: String) -> AnyView

    package init(id: String, displayName: String, kind: Kind, summary: String, source: String, interaction: Interaction,
         defaultLabel: String, axes: [StateAxis], presets: [Preset] = [], limits: [StateAxis: [String]] = [:],
         canvasWidth: Double? = nil, excludes: @escaping @Sendable (VariantState) -> Bool = { _ in false },
         make: @escaping @Sendable (VariantState, String) -> AnyView) {
        self.id = id; self.displayName = displayName; self.kind = kind; self.summary = summary
        self.source = source; self.interaction = interaction; self.defaultLabel = defaultLabel
        self.axes = axes; self.presets = presets; self.limits = limits; self.canvasWidth = canvasWidth
        self.excludes = excludes; self.make = make
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
        make(state, label ?? defaultLabel)
    }
}
