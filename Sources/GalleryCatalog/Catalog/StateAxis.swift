import StyleKit

/// One dimension of a style's state space, with the values it takes.
public enum StateAxis: String, CaseIterable, Sendable, Codable {
    /// Normal or pressed (buttons).
    case interaction
    /// Enabled or disabled.
    case enabled
    /// On or off (toggles).
    case isOn
    /// low, med, high (the three-state toggle).
    case level
    /// The control size (`.controlSize(_:)`): mini, small, regular, large, extra large.
    case controlSize
    /// The button role: none, destructive or cancel.
    case role
    /// The Apple platform a style branches on (`#if os(iOS)` in the article).
    case platform
    /// Standalone or inside a `Form` (the first seed's Form considerations).
    case container
    /// A named set of style parameters (`MyButtonStyle(color: .blue)`, the rainbow `GradientStyle`).
    case preset
    /// Light or dark (`\.colorScheme`). An environment axis, like the two below.
    case colorScheme
    /// Left to right or right to left (`\.layoutDirection`).
    case layoutDirection
    /// The twelve Dynamic Type sizes, xSmall … accessibility5 (`\.dynamicTypeSize`).
    case dynamicTypeSize

    /// The axis's place in the declaration: what it is hashed and compared by. A raw-value enum otherwise takes
    /// `RawRepresentable`'s hashing, which spells the raw value and hashes the string: a variant's states are
    /// looked up by axis some fifty times, and that hashing was 1 % of a cold build (docs/profile.md).
    private var position: Int {
        switch self {
        case .interaction: 0
        case .enabled: 1
        case .isOn: 2
        case .level: 3
        case .controlSize: 4
        case .role: 5
        case .platform: 6
        case .container: 7
        case .preset: 8
        case .colorScheme: 9
        case .layoutDirection: 10
        case .dynamicTypeSize: 11
        }
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(position) }
    public static func == (a: StateAxis, b: StateAxis) -> Bool { a.position == b.position }

    /// The axes every style has through its environment: a configuration expands them on the styles where
    /// they change something, and a theme may pin one (the `dark` theme pins `colorScheme`). A style that
    /// does not expand one takes the theme's value.
    public static let environmentAxes: [StateAxis] = [.colorScheme, .layoutDirection, .dynamicTypeSize]

    /// Whether the axis is one of `environmentAxes`.
    public var isEnvironment: Bool { Self.environmentAxes.contains(self) }

    /// All values this axis can take, in display order; the first is the default.
    public var allValues: [String] {
        switch self {
        case .interaction: return ["normal", "pressed"]
        case .enabled: return ["enabled", "disabled"]
        case .isOn: return ["on", "off"]
        case .level: return ["low", "med", "high"]
        case .controlSize: return ControlSize.allCases.map(\.rawValue)
        case .role: return ["none", "destructive", "cancel"]
        case .platform: return TargetPlatform.allCases.map(\.rawValue)
        case .container: return ["standalone", "form"]
        case .preset: return []
        case .colorScheme: return ColorScheme.allCases.map(\.rawValue)
        case .layoutDirection: return LayoutDirection.allCases.map(\.rawValue)
        case .dynamicTypeSize: return DynamicTypeSize.allCases.map(\.axisValue)
        }
    }

    /// The column/row header designers read.
    public var title: String {
        switch self {
        case .interaction: return "Interaction"
        case .enabled: return "Enabled"
        case .isOn: return "Value"
        case .level: return "Level"
        case .controlSize: return "Control size"
        case .role: return "Role"
        case .platform: return "Platform"
        case .container: return "Container"
        case .preset: return "Preset"
        case .colorScheme: return "Color scheme"
        case .layoutDirection: return "Layout direction"
        case .dynamicTypeSize: return "Dynamic Type"
        }
    }
}

/// A point in a style's state space: one value per axis the style has.
public struct VariantState: Hashable, Sendable {
    /// Values in the entry's axis order.
    public let values: [StateAxis: String]
    let order: [StateAxis]

    /// A state from axis values in the entry's axis order; a later value for the same axis wins.
    ///
    /// ```swift
    /// let state = VariantState([(.interaction, "pressed"), (.enabled, "enabled")])   // slug "pressed-enabled"
    /// ```
    public init(_ values: [(StateAxis, String)]) {
        let byAxis = Dictionary(values, uniquingKeysWith: { _, last in last })
        self.values = byAxis
        self.order = values.map(\.0)
        slug = order.compactMap { byAxis[$0] }.joined(separator: "-")
    }

    /// The value on `axis`, or nil when the style does not have that axis.
    public subscript(axis: StateAxis) -> String? { values[axis] }

    /// The readable id part: values joined by "-", in axis order (`pressed-large`). Made once: ids, file
    /// names, pages and the manifest ask for it many times a variant.
    public let slug: String

    /// Whether the control is shown pressed (`interaction` is `pressed`).
    public var isPressed: Bool { values[.interaction] == "pressed" }
    /// Whether the control is disabled (`enabled` is `disabled`).
    public var isDisabled: Bool { values[.enabled] == "disabled" }
    /// Whether a toggle is on; true when the state has no `isOn` axis.
    public var isOn: Bool { values[.isOn] != "off" }
    /// The control size of the state; `regular` without the axis.
    public var controlSize: ControlSize { values[.controlSize].flatMap(ControlSize.init(rawValue:)) ?? .regular }
    /// The platform the style is rendered for; iOS without the axis.
    public var platform: TargetPlatform { values[.platform].flatMap(TargetPlatform.init(rawValue:)) ?? .iOS }
    /// The button role of the state; nil for `none` or without the axis.
    public var role: ButtonRole? {
        switch values[.role] {
        case "destructive": return .destructive
        case "cancel": return .cancel
        default: return nil
        }
    }
    /// Whether the control is placed inside a `Form` (`container` is `form`).
    public var isInForm: Bool { values[.container] == "form" }
    /// The color scheme the state forces; nil without the axis (the theme's then).
    public var colorScheme: ColorScheme? { values[.colorScheme].flatMap(ColorScheme.init(rawValue:)) }
    /// The layout direction the state forces; nil without the axis (the theme's then).
    public var layoutDirection: LayoutDirection? { values[.layoutDirection].flatMap(LayoutDirection.init(rawValue:)) }
    /// The Dynamic Type size the state forces; nil without the axis (the theme's then).
    public var dynamicTypeSize: DynamicTypeSize? { values[.dynamicTypeSize].flatMap(DynamicTypeSize.init(axisValue:)) }
    /// The `level` axis as a fraction for a progress view: low 0.25, med 0.5, high 1 (nil without the axis).
    public var levelFraction: Double? {
        switch values[.level] {
        case "low": return 0.25
        case "med": return 0.5
        case "high": return 1
        default: return nil
        }
    }
}

extension DynamicTypeSize {
    /// The size as SwiftUI spells its case (`xSmall`, `large`, `accessibility5`): the value of the
    /// `dynamicTypeSize` axis and of a theme's `dynamicTypeSize`.
    public var axisValue: String {
        switch self {
        case .xSmall: return "xSmall"
        case .small: return "small"
        case .medium: return "medium"
        case .large: return "large"
        case .xLarge: return "xLarge"
        case .xxLarge: return "xxLarge"
        case .xxxLarge: return "xxxLarge"
        case .accessibility1: return "accessibility1"
        case .accessibility2: return "accessibility2"
        case .accessibility3: return "accessibility3"
        case .accessibility4: return "accessibility4"
        case .accessibility5: return "accessibility5"
        }
    }

    /// The size spelt as SwiftUI spells its case, or nil.
    public init?(axisValue: String) {
        guard let size = DynamicTypeSize.allCases.first(where: { $0.axisValue == axisValue }) else { return nil }
        self = size
    }
}
