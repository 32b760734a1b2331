import SwiftUI

/// A label as a coloured badge: icon and title on a tinted capsule.
struct BadgeLabelStyle: LabelStyle {
    @Environment(\.acmeTheme) private var theme

    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 4) {
            configuration.icon
            configuration.title
        }
        .font(.caption.weight(.bold))
        .foregroundStyle(theme.onAccent)
        .padding(.horizontal, 8)
        .padding(.vertical, 4)
        .background(Capsule().fill(theme.accent))
    }
}
