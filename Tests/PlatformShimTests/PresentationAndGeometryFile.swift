// Component code as design systems write it (ProcessOut, Spark): presentations attached to a control, a
// matched-geometry selection indicator, a geometry callback, a team `DynamicProperty`, a vector and
// Core Text font registration. `import SwiftUI` and `import CoreText`, nothing else.
import CoreText
import SwiftUI

final class CheckoutModel: ObservableObject {
    @Published var total = "€12.00"
}

/// A team's dynamic property: reads the environment on behalf of the view that holds it.
struct BrandReader: DynamicProperty {
    @Environment(\.colorScheme) private var scheme
    @EnvironmentObject var checkout: CheckoutModel

    var accent: Color { scheme == .dark ? .orange : .green }
}

struct PayButton: View {
    @State private var confirming = false
    @State private var showsDetails = false
    @State private var explains = false
    @State private var detent = PresentationDetent.medium
    @Namespace private var selection
    private let brand = BrandReader()
    let presented: Bool

    var body: some View {
        VStack {
            Text(brand.checkout.total).foregroundStyle(brand.accent)
            Button("Pay") {}
        }
            .matchedGeometryEffect(id: "pay", in: selection)
            .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { _ in }
            .alert("Pay now?", isPresented: .constant(presented)) {
                Button("Pay", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("Your card is charged at once.")
            }
            .alert(isPresented: $explains) {
                Alert(title: Text("Why?"), message: Text("Because."), primaryButton: .default(Text("OK")), secondaryButton: .cancel())
            }
            .confirmationDialog("Split the bill?", isPresented: $confirming, titleVisibility: .visible) {
                Button("Split") {}
            }
            .sheet(isPresented: .constant(presented)) {
                Text("Details").presentationDetents([.medium, .fraction(0.8)], selection: $detent).presentationDragIndicator(.visible)
            }
            .popover(isPresented: $showsDetails, arrowEdge: .bottom) { Text("Fees") }
    }
}

/// The shadow offset a design system derives from a light direction.
enum Elevation {
    static func shadowOffset(toward light: CGVector, depth: CGFloat) -> CGSize {
        CGSize(width: -light.dx * depth, height: -light.dy * depth)
    }
}

/// How ProcessOut's `FontResource` registers a bundled face.
enum BundledFonts {
    static func register(_ url: URL) -> (registered: Bool, code: Int?) {
        var error: Unmanaged<CFError>?
        let registered = CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error)
        return (registered, error?.takeRetainedValue().code)
    }
}
