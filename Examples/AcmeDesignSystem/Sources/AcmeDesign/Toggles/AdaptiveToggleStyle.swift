import SwiftUI

/// Acme's settings toggle, which follows the platform as SwiftUI's own does: a wide switch pushed to the
/// trailing edge on iOS, a compact one beside its label on macOS. Both take the theme's accent when on.
public struct AdaptiveToggleStyle: ToggleStyle {
    @Environment(\.acmeTheme) private var theme

    public init() {}

    #if os(iOS)
    private let width: CGFloat = 50
    #else
    private let width: CGFloat = 32
    #endif

    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            #if os(iOS)
            Spacer()
            #endif
            ZStack(alignment: configuration.isOn ? .trailing : .leading) {
                RoundedRectangle(cornerRadius: width / 4)
                    .frame(width: width, height: width / 2)
                    .foregroundColor(configuration.isOn ? theme.accent : .gray)
                RoundedRectangle(cornerRadius: width / 4 - 2)
                    .frame(width: width / 2 - 4, height: width / 2 - 4)
                    .padding(2)
                    .foregroundColor(.white)
            }
        }
    }
}
