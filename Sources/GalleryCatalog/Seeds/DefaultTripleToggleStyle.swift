// Seed 1, "SwiftUI Custom Styling" — the default style of the three-state toggle: three level bars that
// fill up to the current state, the label below; a tap moves to the next state.
import SwiftUI

struct DefaultTripleToggleStyle: TripleToggleStyle {
    func makeBody(configuration: Self.Configuration) -> some View {
        DefaultTripleToggle(configuration: configuration)
    }

    struct DefaultTripleToggle: View {
        let configuration: TripleToggleStyle.Configuration

        var body: some View {
            VStack(spacing: 10) {
                HStack(alignment: .bottom, spacing: 4) {
                    ForEach(TripleState.allCases, id: \.self) { level in
                        RoundedRectangle(cornerRadius: 3)
                            .fill(level.rawValue <= configuration.tripleState.rawValue ? Color.accentColor : Color.gray.opacity(0.3))
                            .frame(width: 16, height: 16 + CGFloat(level.rawValue) * 12)
                    }
                }
                .padding(8)
                .background(RoundedRectangle(cornerRadius: 8).stroke(Color.gray, lineWidth: 1))
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
