import SwiftUI

/// A check box that fills with the theme's accent.
struct CheckboxToggleStyle: ToggleStyle {
    @Environment(\.acmeTheme) private var theme

    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 10) {
            Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                .font(.title3)
                .foregroundStyle(configuration.isOn ? theme.accent : Color.secondary)
                .onTapGesture { configuration.isOn.toggle() }
            configuration.label
        }
    }
}

#Preview("Checkbox") {
    VStack(alignment: .leading) {
        Toggle("Remember me", isOn: .constant(true)).toggleStyle(CheckboxToggleStyle())
        Toggle("Send newsletter", isOn: .constant(false)).toggleStyle(CheckboxToggleStyle())
    }
    .padding()
}
