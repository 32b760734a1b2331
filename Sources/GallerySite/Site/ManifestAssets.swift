import Foundation
import GalleryAssets
import GalleryJSON

/// The `"assets"` member of `manifest.json`: every colour of the design system's asset catalogs as its file
/// writes it (colour space and components — a Display P3 original survives here, while the SVGs carry its
/// sRGB conversion) with the sRGB value drawn and whether it was clamped, and the image and symbol sets with
/// the files drawn for them.
enum ManifestAssets {
    static func json(_ catalog: AssetCatalog) -> String {
        let colors = catalog.colors.names.map { name -> String in
            let asset = catalog.colors[name]!
            let slots = asset.slots.map { slot -> String in
                var fields = ["\"appearance\":\(q(slot.appearance.description))", "\"idiom\":\(q(slot.idiom.rawValue))"]
                if let gamut = slot.displayGamut { fields.append("\"displayGamut\":\(q(gamut))") }
                switch slot.content {
                case .value(let value):
                    let written = value.writtenComponents.keys.sorted().map { "\(q($0)):\(q(value.writtenComponents[$0]!))" }
                    fields += ["\"colorSpace\":\(q(value.colorSpace.rawValue))", "\"components\":{\(written.joined(separator: ","))}",
                               "\"sRGB\":\(q(value.sRGB.hexString))", "\"clampedToSRGB\":\(value.isOutOfGamut)"]
                case .system(let reference):
                    fields.append("\"system\":\(q(reference.name))")
                }
                return "{\(fields.joined(separator: ","))}"
            }
            return "      {\"name\":\(q(name)),\"slots\":[\(slots.joined(separator: ","))]}"
        }
        let images = catalog.images.keys.sorted().map { name -> String in
            let asset = catalog.images[name]!
            let files = asset.files.map { file in
                "{\"file\":\(q(file.fileName)),\"format\":\(q(file.type.rawValue)),\"scale\":\(file.scale.map(String.init) ?? "null"),"
                    + "\"idiom\":\(q(file.idiom.rawValue)),\"appearance\":\(q(file.appearance.description))}"
            }
            let intent = asset.renderingIntent.map { q($0.rawValue) } ?? "null"
            return "      {\"name\":\(q(name)),\"renderingIntent\":\(intent),\"files\":[\(files.joined(separator: ","))]}"
        }
        let symbols = catalog.symbols.keys.sorted().map { "      {\"name\":\(q($0))}" }
        func list(_ items: [String]) -> String { items.isEmpty ? "[]" : "[\n" + items.joined(separator: ",\n") + "\n    ]" }
        return "  \"assets\": {\n    \"colors\": \(list(colors)),\n    \"images\": \(list(images)),\n    \"symbols\": \(list(symbols))\n  },\n"
    }

    private static func q(_ s: String) -> String { JSONText.quoted(s) }
}
