import Combine
import Foundation

/// The shopper's cart, shared through the environment as the app's root view injects it
/// (`.environmentObject(AcmeCart())`); the checkout button shows its badge, which a Combine pipeline
/// derives from the item count ("9+" above nine).
final class AcmeCart: ObservableObject {
    @Published var itemCount: Int
    @Published private(set) var badge = ""

    init(itemCount: Int = 0) {
        self.itemCount = itemCount
        $itemCount
            .map { $0 > 9 ? "9+" : String($0) }
            .removeDuplicates()
            .assign(to: &$badge)
    }
}
