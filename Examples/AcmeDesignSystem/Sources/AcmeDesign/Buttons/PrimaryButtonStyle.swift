import SwiftUI

/// The call to action: a filled plate in the theme's accent that darkens while pressed.
public struct PrimaryButtonStyle: ButtonStyle {
    @Environment(\.acmeTheme) private var theme
    @Environment(\.isEnabled) private var isEnabled

    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(theme.buttonFont)
            .foregroundStyle(theme.onAccent)
            .padding(.horizontal, 20)
            .padding(.vertical, 12)
            .background(
                RoundedRectangle(cornerRadius: theme.cornerRadius, style: .continuous)
                    .fill(isEnabled ? theme.accent : Color.gray)
            )
            .opacity(configuration.isPressed ? 0.75 : 1)
            .scaleEffect(configuration.isPressed ? 0.97 : 1)
    }
}

extension ButtonStyle where Self == PrimaryButtonStyle {
    /// `.buttonStyle(.acmePrimary)`
    public static var acmePrimary: PrimaryButtonStyle { PrimaryButtonStyle() }
}

#Preview("Primary button") {
    VStack(spacing: 12) {
        Button("Buy now") {}.buttonStyle(.acmePrimary)
        Button("Sold out") {}.buttonStyle(.acmePrimary).disabled(true)
    }
    .padding()
}
