// A style file as an iOS team writes it: SwiftUI and UIKit imported, an @Observable theme, an
// ObservableObject, @ScaledMetric, UIKit colors and fonts inside SwiftUI code.
import SwiftUI
import UIKit

@Observable final class Theme {
    var x = 1
    var accent = Color(uiColor: .systemPink)
}

final class LegacyTheme: ObservableObject {
    @Published var cornerRadius: CGFloat = 10
}

struct ThemedCard: View {
    @Environment(Theme.self) private var theme
    @EnvironmentObject private var legacy: LegacyTheme
    @ScaledMetric private var padding: CGFloat = 12

    var body: some View {
        Label("Card \(theme.x)", systemImage: "star.fill")
            .font(Font(UIFont.preferredFont(forTextStyle: .headline)))
            .foregroundStyle(theme.accent)
            .padding(padding)
            .background(RoundedRectangle(cornerRadius: legacy.cornerRadius).fill(Color(UIColor.secondarySystemBackground)))
    }
}
