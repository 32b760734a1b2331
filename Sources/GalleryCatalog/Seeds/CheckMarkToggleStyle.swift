// Seed 2, "SwiftUI ToggleStyle: Customizing the Toggle" — Attempt 2: a check mark square button.
import SwiftUI

struct CheckMarkToggleStyle: ToggleStyle {
var label = ""
var color = Color.primary
func makeBody(configuration: Self.Configuration) -> some View {
HStack {
Text(label)
Spacer()
Button(action: { configuration.isOn.toggle() } )
{
Image(systemName: configuration.isOn
? "checkmark.square.fill"
: "square.fill")
.foregroundColor(color)
}
}
.font(.title)
.padding(.horizontal)
}
}
