// Seed 3, "Theming SwiftUI applications" — the tertiary button: text only, in the theme's tertiary color.
import SwiftUI

struct TertiaryButtonStyle: ButtonStyle {
  @Environment(\.theme.button.tertiary) private var theme
  @Environment(\.theme.typography) private var typography

  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .font(typography.button)
      .foregroundColor(theme.color)
      .padding(.vertical, 12)
      .opacity(configuration.isPressed ? 0.5 : 1)
  }
}

extension ButtonStyle where Self == TertiaryButtonStyle {
  static var tertiary: Self { .init() }
}
