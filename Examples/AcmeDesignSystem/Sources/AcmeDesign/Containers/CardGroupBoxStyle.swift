import SwiftUI

/// Acme's card: the title in the brand colour over the content, on the theme's surface.
struct CardGroupBoxStyle: GroupBoxStyle {
    @Environment(\.acmeTheme) private var theme

    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label
                .font(.headline)
                // The colour set's symbol Xcode generates (iOS 17): `ShapeStyle.brandPrimary`.
                .foregroundStyle(.brandPrimary)
            configuration.content
                .font(.subheadline)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(theme.surface, in: RoundedRectangle(cornerRadius: theme.cornerRadius, style: .continuous))
    }
}
