// Seed 4, "SwiftUI Button Tutorial: Customization" — a gradient button with disabled and pressed looks.
import SwiftUI

struct GradientStyle: ButtonStyle {
  @Environment(\.isEnabled) private var isEnabled
  private let colors: [Color]

  init(
    colors: [Color] = [.mint.opacity(0.6), .mint, .mint.opacity(0.6), .mint]
  ) {
    self.colors = colors
  }

  // 1
  private var enabledBackground: some View {
    LinearGradient(
      colors: colors,
      startPoint: .topLeading,
      endPoint: .bottomTrailing)
  }

  // 2
  private var disabledBackground: some View {
    LinearGradient(
      colors: [.gray],
      startPoint: .topLeading,
      endPoint: .bottomTrailing)
  }

  // 3
  private var pressedBackground: some View {
    LinearGradient(
      colors: colors,
      startPoint: .topLeading,
      endPoint: .bottomTrailing)
    .opacity(0.4)
  }

  @ViewBuilder private func backgroundView(
    configuration: Configuration
  ) -> some View {
    if !isEnabled { // 1
      disabledBackground
    } else if configuration.isPressed { // 2
      pressedBackground
    } else {
      enabledBackground
    }
  }

  func makeBody(configuration: Configuration) -> some View {
    // 1
    HStack {
      // 2
      configuration.label
    }
    .font(.body.bold())
    // 3
    .foregroundColor(isEnabled ? .white : .black)
    .padding()
    .frame(height: 44)
    // 4
    .background(backgroundView(configuration: configuration))
    .cornerRadius(10)
  }
}

extension ButtonStyle where Self == GradientStyle {
  static var gradient: GradientStyle { .init() }
}
