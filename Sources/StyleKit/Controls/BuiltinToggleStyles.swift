import Foundation

/// `.automatic`: a switch on iOS, a checkbox on macOS.
public nonisolated struct DefaultToggleStyle: ToggleStyle, AccessibleToggleStyle {
    @Environment(\.targetPlatform) private var platform
    /// The automatic style (`.toggleStyle(.automatic)`).
    public init() {}
    package func accessibilityRole(in environment: EnvironmentValues) -> AccessibilityRole {
        environment.targetPlatform == .macOS ? .checkbox : .switch
    }
    /// A switch on iOS, a check box on macOS (from `\.targetPlatform`).
    @ViewBuilder public func makeBody(configuration: Configuration) -> some View {
        switch platform {
        case .iOS: SwitchToggleStyle().makeBody(configuration: configuration)
        case .macOS: CheckboxToggleStyle().makeBody(configuration: configuration)
        }
    }
}

/// `.switch`: the label, then a 51×31 track with a 28 pt knob inset 1.5 pt (UISwitch before iOS 26, reference §3
/// [K1][K2][K3]): on = tint or system green, off = secondarySystemFill, disabled = 50 % opacity; the knob
/// carries two shadows (CSS 0 3 8 black 15 % and 0 3 1 black 6 %; CSS blur B → radius B/2, §4.2).
public nonisolated struct SwitchToggleStyle: ToggleStyle {
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.labelsHidden) private var labelsHidden
    let tint: Color?
    /// The switch style in the environment's tint, else system green (`.toggleStyle(.switch)`).
    public init() { tint = nil }
    /// The switch style with its own "on" color.
    public init(tint: Color) { self.tint = tint }

    /// The label, then the track and knob.
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            if !labelsHidden {
                configuration.label
                Spacer()
            }
            ZStack(alignment: configuration.isOn ? .trailing : .leading) {
                Capsule()
                    .fill(trackStyle(isOn: configuration.isOn))
                    .frame(width: 51, height: 31)
                Circle()
                    .fill(Color.white)
                    .frame(width: 28, height: 28)
                    .shadow(color: Color.black.opacity(0.15), radius: 4, x: 0, y: 3)
                    .shadow(color: Color.black.opacity(0.06), radius: 0.5, x: 0, y: 3)
                    .padding(1.5)
            }
            .opacity(isEnabled ? 1 : 0.5)
        }
    }

    private func trackStyle(isOn: Bool) -> AnyShapeStyle {
        guard isOn else { return AnyShapeStyle(Color(system: .secondarySystemFill)) }
        return tint.map(AnyShapeStyle.init) ?? AnyShapeStyle(SwitchTint())
    }
}

/// The switch's "on" color: the environment's `.tint` when set, else system green (reference §1.3 [K1]).
struct SwitchTint: ShapeStyle {
    func _paint(in environment: EnvironmentValues) -> Paint {
        environment.tint?._paint(in: environment) ?? Color.green._paint(in: environment)
    }
}

/// `.button`: a toggle drawn as a button — bordered when off, prominent (filled with the tint) when on.
public nonisolated struct ButtonToggleStyle: ToggleStyle, AccessibleToggleStyle {
    /// The button style (`.toggleStyle(.button)`).
    public init() {}
    package func accessibilityRole(in environment: EnvironmentValues) -> AccessibilityRole { .button }
    /// A bordered button when off, a bordered prominent one when on.
    @ViewBuilder public func makeBody(configuration: Configuration) -> some View {
        if configuration.isOn {
            BorderedProminentButtonStyle().makeBody(configuration: .init(label: .init(content: AnyView(configuration.label)), isPressed: false, role: nil))
        } else {
            BorderedButtonStyle().makeBody(configuration: .init(label: .init(content: AnyView(configuration.label)), isPressed: false, role: nil))
        }
    }
}

/// `.checkbox` (macOS): a 14×14 box with corner radius 4 before the label (macOS 14.5, reference §3 [K4]):
/// 1 pt border rgb(209,209,214) light / gray 20 % dark; checked = accent fill with a white 2 pt check mark
/// through (0.22,0.54)→(0.40,0.75)→(0.78,0.25) of the box.
public nonisolated struct CheckboxToggleStyle: ToggleStyle, AccessibleToggleStyle {
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.colorScheme) private var colorScheme
    /// The check box style (`.toggleStyle(.checkbox)`).
    public init() {}
    package func accessibilityRole(in environment: EnvironmentValues) -> AccessibilityRole { .checkbox }

    /// The box, checked when on, then the label.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6) {
            ZStack {
                if configuration.isOn {
                    RoundedRectangle(cornerRadius: 4, style: .continuous)
                        .fill(TintShapeStyle())
                    CheckMark()
                        .stroke(Color.white, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                } else {
                    RoundedRectangle(cornerRadius: 4, style: .continuous)
                        .fill(colorScheme == .dark ? Color(white: 1, opacity: 0.1) : Color.white)
                    RoundedRectangle(cornerRadius: 4, style: .continuous)
                        .strokeBorder(colorScheme == .dark ? Color(red: 0.5, green: 0.5, blue: 0.5, opacity: 0.2)
                                                           : Color(red: 209 / 255, green: 209 / 255, blue: 214 / 255), lineWidth: 1)
                }
            }
            .frame(width: 14, height: 14)
            configuration.label
        }
        .opacity(isEnabled ? 1 : 0.5)
    }

    nonisolated struct CheckMark: Shape {
        func path(in rect: CGRect) -> Path {
            Path { path in
                path.addLines([UnitPoint(x: 0.22, y: 0.54).in(rect), UnitPoint(x: 0.40, y: 0.75).in(rect), UnitPoint(x: 0.78, y: 0.25).in(rect)])
            }
        }
    }
}

nonisolated extension ToggleStyle where Self == DefaultToggleStyle {
    /// The automatic toggle style: `.toggleStyle(.automatic)`.
    public static var automatic: DefaultToggleStyle { .init() }
}
nonisolated extension ToggleStyle where Self == SwitchToggleStyle {
    /// The switch toggle style: `.toggleStyle(.switch)`.
    public static var `switch`: SwitchToggleStyle { .init() }
}
nonisolated extension ToggleStyle where Self == ButtonToggleStyle {
    /// The button toggle style: `.toggleStyle(.button)`.
    public static var button: ButtonToggleStyle { .init() }
}
nonisolated extension ToggleStyle where Self == CheckboxToggleStyle {
    /// The check box toggle style: `.toggleStyle(.checkbox)`.
    public static var checkbox: CheckboxToggleStyle { .init() }
}

extension DefaultToggleStyle: Sendable {}
extension SwitchToggleStyle: Sendable {}
extension ButtonToggleStyle: Sendable {}
extension CheckboxToggleStyle: Sendable {}
