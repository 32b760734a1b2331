import Combine
import SwiftUI

/// Acme's switch: a capsule track in the accent with a white knob.
public struct AcmeSwitchToggleStyle: ToggleStyle {
    @Environment(\.acmeTheme) private var theme

    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            Capsule()
                .fill(configuration.isOn ? theme.accent : Color(.systemGray4))
                .frame(width: 51, height: 31)
                .overlay(alignment: configuration.isOn ? .trailing : .leading) {
                    Circle().fill(.white).padding(2).shadow(radius: 1, y: 1)
                }
                .onTapGesture { configuration.isOn.toggle() }
        }
    }
}

extension ToggleStyle where Self == AcmeSwitchToggleStyle {
    public static var acmeSwitch: AcmeSwitchToggleStyle { AcmeSwitchToggleStyle() }
}
