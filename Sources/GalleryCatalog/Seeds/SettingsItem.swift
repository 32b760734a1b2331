// Seed 3, "Theming SwiftUI applications" — "a settings list in our app that should change its item
// appearances based on the used theme": the SettingsItem view, reading `@Environment(\.theme.settings.item)`.
import SwiftUI

struct SettingsItem: View {
  @Environment(\.theme.settings.item) private var theme
  @Environment(\.theme.typography) private var typography

  let title: String

  var body: some View {
    Button(action: {}) {
      HStack {
        Text(title)
          .font(typography.body)
          .foregroundColor(.primary)
        Spacer()
        Image(systemName: "chevron.right")
          .foregroundColor(.secondary)
      }
      .padding()
      .background(RoundedRectangle(cornerRadius: theme.cornerRadius).fill(theme.backgroundColor))
    }
    .buttonStyle(.plain)
  }
}
