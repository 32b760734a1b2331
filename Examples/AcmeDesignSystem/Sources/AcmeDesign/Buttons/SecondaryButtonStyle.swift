import SwiftUI

/// An outlined button for the second choice on a screen.
struct SecondaryButtonStyle: ButtonStyle {
    @Environment(\.acmeTheme) private var theme

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.body.weight(.semibold))
            .foregroundStyle(theme.accent)
            .padding(.horizontal, 18)
            .padding(.vertical, 10)
            .overlay(
                RoundedRectangle(cornerRadius: theme.cornerRadius, style: .continuous)
                    .stroke(theme.accent, lineWidth: 2)
            )
            .background(configuration.isPressed ? theme.accent.opacity(0.12) : .clear,
                        in: RoundedRectangle(cornerRadius: theme.cornerRadius, style: .continuous))
    }
}
