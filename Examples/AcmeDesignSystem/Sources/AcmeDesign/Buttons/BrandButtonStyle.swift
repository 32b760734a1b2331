import SwiftUI

/// The brand's own call to action: the Acme logo, the title, and a spark from the brand's symbol set.
struct BrandButtonStyle: ButtonStyle {
    @Environment(\.acmeTheme) private var theme

    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            Image(.logo)
                .resizable()
                .scaledToFit()
                .frame(width: 22, height: 22)
            configuration.label
            Image("acme.spark")
                .foregroundStyle(theme.onAccent.opacity(0.9))
        }
        .font(.body.weight(.semibold))
        .foregroundStyle(theme.onAccent)
        .padding(.horizontal, 14)
        .padding(.vertical, 10)
        .background(Capsule().fill(configuration.isPressed ? theme.accent.opacity(0.85) : theme.accent))
    }
}
