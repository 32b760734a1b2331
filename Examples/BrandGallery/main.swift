// A team's own gallery: their styles, written in SwiftUI syntax, registered next to the built-in
// catalog with one call each. Build and run it like the `gallery` command:
//
//     swift run BrandGallery build --config gallery-config.json --output output
//
// In your own package, depend on this package's `GallerySite` and `GalleryCatalog` products.
import GalleryCatalog
import GalleryCLI
import SwiftUI

/// A pill-shaped call-to-action button that darkens while pressed.
struct BrandButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundColor(.white)
            .padding(.horizontal, 24)
            .padding(.vertical, 12)
            .background(Capsule().fill(isEnabled ? Color.indigo : Color.gray))
            .opacity(configuration.isPressed ? 0.7 : 1)
    }
}

/// A check box that fills with the accent color.
struct BrandCheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                .foregroundColor(.accentColor)
            configuration.label
        }
    }
}

var catalog = Catalog.builtIn
catalog.register(.buttonStyle(id: "brand-button", name: "BrandButtonStyle", summary: "Our call to action.",
                              usage: ".buttonStyle(BrandButtonStyle())", label: "Get started") { BrandButtonStyle() })
catalog.register(.toggleStyle(id: "brand-checkbox", name: "BrandCheckboxStyle", summary: "Check box in the accent color.",
                              usage: ".toggleStyle(BrandCheckboxStyle())", label: "Remember me", canvasWidth: nil) { BrandCheckboxStyle() })

let status = await GalleryCommand.run(
    Array(CommandLine.arguments.dropFirst()), catalog: catalog,
    stdout: { print($0, terminator: "") },
    stdoutBytes: { print(String(decoding: $0, as: UTF8.self), terminator: "") },
    stderr: { print($0, terminator: "") })
exit(status)
