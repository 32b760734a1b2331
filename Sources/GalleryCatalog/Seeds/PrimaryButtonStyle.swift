// Seed 3, "Theming SwiftUI applications" — a capsule-outlined button colored by the theme in the environment.
import SwiftUI

struct PrimaryButtonStyle: ButtonStyle {
  @Environment(\.theme.button.primary) private var theme

  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Spacer()
      configuration.label
      Spacer()
    }
    .font(.system(.title2, design: .monospaced).bold())
    .padding([.vertical], 24)
    .foregroundColor(self.theme.color)
    .background {
      Capsule()
        .stroke(self.theme.color, lineWidth: 3)
    }
  }
}

extension ButtonStyle where Self == PrimaryButtonStyle {
  static var primary: Self { .init() }
}
