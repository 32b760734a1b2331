import SwiftUI

/// A text-only button, written against SwiftUI's main-actor isolation as Xcode's templates now do.
@MainActor
struct LinkButtonStyle: ButtonStyle {
    @Environment(\.acmeTheme) private var theme

    @MainActor init() {}

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.body.weight(.medium))
            .foregroundStyle(theme.accent.opacity(configuration.isPressed ? 0.6 : 1))
            .underline(configuration.isPressed)
            .frame(minHeight: 44)
    }
}
