import SwiftUI

/// An accordion row: the label beside a plus that turns into a minus, the content below when expanded.
struct AccordionDisclosureGroupStyle: DisclosureGroupStyle {
    @Environment(\.acmeTheme) private var theme

    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 10) {
            Button {
                configuration.isExpanded.toggle()
            } label: {
                HStack {
                    configuration.label
                        .font(.body.weight(.semibold))
                    Spacer()
                    Image(systemName: configuration.isExpanded ? "minus.circle.fill" : "plus.circle.fill")
                        .foregroundStyle(theme.accent)
                }
            }
            .buttonStyle(.plain)
            if configuration.isExpanded {
                configuration.content
                    .foregroundStyle(.secondary)
            }
        }
        .padding(.vertical, 8)
    }
}
