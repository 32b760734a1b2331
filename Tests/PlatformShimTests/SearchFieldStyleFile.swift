// The style side: `import SwiftUI` alone brings Combine's names too, as on Apple platforms.
import SwiftUI

struct SearchBadge: View {
    @StateObject private var model = SearchModel(query: "  swift ui ")
    private let ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        Text(model.isSearchable ? model.shout : "Type more")
            .padding(8)
            .onReceive(ticks) { _ in }
            .onReceive(model.$query) { _ in }
    }
}

/// Modifiers real style code chains that a still render accepts and does not act on (Spark, ProcessOut).
struct PressableChip: View {
    @State private var isOn = false
    var body: some View {
        Text("Chip")
            .padding(6)
            .onChange(of: isOn) { old, new in _ = (old, new) }
            .onChange(of: isOn) {}
            .onChange(of: isOn) { _ in }
            .task { await Task.yield() }
            .task(id: isOn) {}
            .geometryGroup()
            .colorScheme(.dark)
            .animation(.interpolatingSpring(stiffness: 170, damping: 15), value: isOn)
            .accessibilityHint("Toggles the chip")
            .accessibilityInputLabels(["Chip", "Filter"])
            .accessibilityAction(named: "Remove") {}
    }
}
