import SwiftUI

/// The checkout button: its label with the number of items in the cart, read from the environment object.
struct CheckoutButtonStyle: ButtonStyle {
    @EnvironmentObject private var cart: AcmeCart
    @Environment(\.acmeTheme) private var theme

    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            configuration.label
            Text(cart.badge)
                .font(.caption.weight(.bold))
                .padding(.horizontal, 7)
                .padding(.vertical, 2)
                .background(Capsule().fill(theme.onAccent))
                .foregroundStyle(theme.accent)
        }
        .font(.body.weight(.semibold))
        .foregroundStyle(theme.onAccent)
        .padding(.horizontal, 16)
        .padding(.vertical, 10)
        .background(RoundedRectangle(cornerRadius: theme.cornerRadius, style: .continuous)
            .fill(theme.accent.opacity(configuration.isPressed ? 0.8 : 1)))
    }
}
