// Seed 1, "SwiftUI Custom Styling" — the knob style of the three-state toggle, customizable by its dot
// color: a round knob whose dot points left (low), up (medium) or right (high).
import SwiftUI

struct KnobTripleToggleStyle: TripleToggleStyle {
    let dotColor: Color

    func makeBody(configuration: Self.Configuration) -> some View {
        KnobTripleToggle(configuration: configuration, dotColor: dotColor)
    }

    struct KnobTripleToggle: View {
        let configuration: TripleToggleStyle.Configuration
        let dotColor: Color

        var angle: Angle {
            switch configuration.tripleState {
            case .low: return .degrees(-90)
            case .med: return .degrees(0)
            case .high: return .degrees(90)
            }
        }

        var body: some View {
            VStack(spacing: 10) {
                ZStack(alignment: .top) {
                    Circle()
                        .fill(LinearGradient(colors: [Color(white: 0.95), Color(white: 0.75)], startPoint: .top, endPoint: .bottom))
                        .shadow(color: .black.opacity(0.3), radius: 2, x: 0, y: 1)
                    Circle()
                        .fill(dotColor)
                        .frame(width: 10, height: 10)
                        .padding(6)
                }
                .frame(width: 60, height: 60)
                .rotationEffect(angle)
                .onTapGesture {
                    withAnimation {
                        self.configuration.switchState()
                    }
                }

                configuration.label
            }
        }
    }
}
