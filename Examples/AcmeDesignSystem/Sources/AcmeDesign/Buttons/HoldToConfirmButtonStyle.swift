import SwiftUI

/// Confirms only after a long press: for irreversible actions.
struct HoldToConfirmButtonStyle: PrimitiveButtonStyle {
    @GestureState private var isHolding = false

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(.white)
            .padding(.horizontal, 20)
            .padding(.vertical, 12)
            .background(RoundedRectangle(cornerRadius: 10).fill(isHolding ? Color.orange : Color.red))
            .scaleEffect(isHolding ? 0.95 : 1)
            .gesture(
                LongPressGesture(minimumDuration: 1)
                    .updating($isHolding) { value, state, _ in state = value }
                    .onEnded { _ in configuration.trigger() }
            )
    }
}
