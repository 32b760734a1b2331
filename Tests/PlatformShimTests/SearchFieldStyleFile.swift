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
