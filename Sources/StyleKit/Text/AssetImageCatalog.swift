import Foundation

/// One image file of an app's asset catalog, as a render draws it: its bytes, its size in points and how
/// it is painted. The renderer fills the catalog from a team's `.xcassets` (GalleryAssets picks the file
/// of each appearance); StyleKit itself ships it empty.
package struct AssetImage: Sendable, Hashable {
    package enum Format: String, Sendable, Hashable {
        case png, jpeg, svg, pdf, heic

        /// The media type an SVG `<image>` embeds it with; nil for formats not drawn (PDF, HEIC).
        package var mediaType: String? {
            switch self {
            case .png: "image/png"
            case .jpeg: "image/jpeg"
            case .svg: "image/svg+xml"
            case .pdf, .heic: nil
            }
        }
    }

    package var name: String
    /// The file's name in its image set, for the SVG's layer names and messages.
    package var fileName: String
    package var format: Format
    /// The file's bytes (empty for formats that are not drawn).
    package var data: Data
    /// The size in points: pixels divided by the slot's scale, or an SVG's own width and height.
    package var size: CGSize
    /// The set's "Render As: Template Image": drawn as a mask in the foreground style.
    package var isTemplate: Bool

    package init(name: String, fileName: String, format: Format, data: Data, size: CGSize, isTemplate: Bool = false) {
        self.name = name; self.fileName = fileName; self.format = format; self.data = data; self.size = size
        self.isTemplate = isTemplate
    }
}

/// The file drawn for each colour scheme and contrast.
package struct AppearanceImages: Sendable, Hashable {
    package var any: AssetImage
    package var dark: AssetImage
    package var high: AssetImage
    package var darkHigh: AssetImage

    package init(any: AssetImage, dark: AssetImage? = nil, high: AssetImage? = nil, darkHigh: AssetImage? = nil) {
        self.any = any
        self.dark = dark ?? any
        self.high = high ?? any
        self.darkHigh = darkHigh ?? dark ?? any
    }

    func resolve(in environment: EnvironmentValues) -> AssetImage {
        environment.appearanceChoice(any: any, dark: dark, high: high, darkHigh: darkHigh)
    }
}

/// The images of an app's asset catalog, by name, that `Image("name")` draws.
package struct AssetImageCatalog: Sendable, Hashable {
    package var entries: [String: AppearanceImages]
    package init(_ entries: [String: AppearanceImages] = [:]) { self.entries = entries }

    package func image(named name: String, in environment: EnvironmentValues) -> AssetImage? {
        entries[name]?.resolve(in: environment)
    }

    package var names: [String] { entries.keys.sorted() }
}

private struct AssetImagesKey: EnvironmentKey { static let defaultValue = AssetImageCatalog() }

extension EnvironmentValues {
    /// The named images `Image("name")` draws.
    package var assetImages: AssetImageCatalog {
        get { self[AssetImagesKey.self] }
        set { self[AssetImagesKey.self] = newValue }
    }
}
