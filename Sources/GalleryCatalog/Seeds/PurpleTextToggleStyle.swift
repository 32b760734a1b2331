// Seed 2, "SwiftUI ToggleStyle: Customizing the Toggle" — Attempt 1: returns a new Toggle with purple text.
import SwiftUI

struct PurpleTextToggleStyle: ToggleStyle {
var label = ""
func makeBody(configuration: Self.Configuration) -> some View {
Toggle(isOn: configuration.$isOn) {
Text(label)
.foregroundColor(.purple)
.fontWeight(.light)
.font(.title)
}.padding(.horizontal)
}
}
