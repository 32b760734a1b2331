import SwiftUI

/// A small pill for tags and filters; made through its static accessors.
public struct PillButtonStyle: ButtonStyle {
    let tint: Color

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.subheadline.weight(.medium))
            .foregroundStyle(tint)
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(Capsule().fill(tint.opacity(configuration.isPressed ? 0.3 : 0.15)))
    }
}

extension ButtonStyle where Self == PillButtonStyle {
    public static var pill: PillButtonStyle { PillButtonStyle(tint: .blue) }
    public static func pill(tint: Color = .purple) -> PillButtonStyle { PillButtonStyle(tint: tint) }
}
