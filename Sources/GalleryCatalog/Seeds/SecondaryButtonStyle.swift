// Seed 3, "Theming SwiftUI applications" — "If we would need to support additional Secondary or Tertiary
// buttons we can add these to the Theme.Button type": the secondary button, a tinted capsule in the
// theme's secondary color, set in the theme's button typography.
import SwiftUI

struct SecondaryButtonStyle: ButtonStyle {
  @Environment(\.theme.button.secondary) private var theme
  @Environment(\.theme.typography) private var typography

  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .font(typography.button)
      .foregroundColor(theme.color)
      .padding(.vertical, 14)
      .padding(.horizontal, 28)
      .background(Capsule().fill(theme.color.opacity(configuration.isPressed ? 0.3 : 0.15)))
  }
}

extension ButtonStyle where Self == SecondaryButtonStyle {
  static var secondary: Self { .init() }
}
