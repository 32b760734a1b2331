import SwiftUI

/// Red for destructive roles, the accent otherwise; used in confirmation sheets.
struct RoleAwareButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        let tint: Color = configuration.role == .destructive ? .red : .accentColor
        return HStack(spacing: 6) {
            if configuration.role == .destructive {
                Image(systemName: "trash")
            }
            configuration.label
        }
        .font(.headline)
        .foregroundStyle(.white)
        .padding(.horizontal, 16)
        .frame(minHeight: 44)
        .background(Capsule().fill(tint.opacity(configuration.isPressed ? 0.8 : 1)))
    }
}
