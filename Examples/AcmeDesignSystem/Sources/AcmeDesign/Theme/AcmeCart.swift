import SwiftUI

/// The shopper's cart, shared through the environment as the app's root view injects it
/// (`.environmentObject(AcmeCart())`); the checkout button shows how many items it holds.
final class AcmeCart: ObservableObject {
    @Published var itemCount: Int

    init(itemCount: Int = 0) {
        self.itemCount = itemCount
    }
}
