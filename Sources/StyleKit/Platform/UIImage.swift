import Foundation

/// UIKit's image, enough for `Image(uiImage:)`: a named asset image or a system symbol, drawn as SwiftUI's
/// `Image(_:)` / `Image(systemName:)` draw them (asset images other than symbol sets are placeholders).
public final class UIImage: Sendable, Equatable {
    /// The image as SwiftUI's `Image`.
    public let image: Image
    /// The size in points: symbols at the body size (17 × 17); others unknown here (zero).
    public let size: CGSize

    init(image: Image, size: CGSize) { self.image = image; self.size = size }

    /// An image of the design system's asset catalogs by name.
    public convenience init?(named name: String) { self.init(image: Image(name), size: .zero) }

    /// An empty image, as UIKit's: of no size, it draws nothing.
    public convenience init() {
        var empty = Image(systemName: "")
        empty.isEmpty = true
        self.init(image: empty, size: .zero)
    }

    /// An image by name; the bundle and traits are ignored.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// An image by name; the bundle and configuration are ignored.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) { self.init(named: name) }

    /// AppKit's name of an asset catalog image (`NSImage.Name("Logo")`).
    public typealias Name = String

    /// AppKit's asset catalog image by name (`NSImage(named:)`).
    public convenience init?(named name: Name, bundle: Bundle?) { self.init(named: name) }

    /// A system symbol by name, at 17 points.
    public convenience init?(systemName name: String) { self.init(image: Image(systemName: name), size: CGSize(width: 17, height: 17)) }

    /// A system symbol by name; the configuration is ignored.
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) { self.init(systemName: name) }

    /// The same image (the rendering mode is not recorded).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
    /// The same image (the tint is not recorded).
    public func withTintColor(_ color: UIColor) -> UIImage { self }
    /// The same image (the configuration is not recorded).
    public func withConfiguration(_ configuration: Configuration) -> UIImage { self }
    /// The same image (cap insets are not recorded).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }

    public static func == (a: UIImage, b: UIImage) -> Bool { a.image == b.image }

    /// Whether an image is drawn in its own colors or as a tinted template.
    public enum RenderingMode: Int, Sendable {
        /// The context decides.
        case automatic
        /// The image's own colors.
        case alwaysOriginal
        /// A template tinted with the tint color.
        case alwaysTemplate
    }

    /// A symbol configuration; accepted and not applied (the image's font and scale come from the environment).
    public class Configuration: @unchecked Sendable {}
    /// A symbol's size, weight and scale; accepted and ignored.
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// A configuration by point size.
        public init(pointSize: CGFloat) {}
        /// A configuration by point size and weight.
        public init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {}
        /// A configuration by weight.
        public init(weight: UIImage.SymbolWeight) {}
        /// A configuration by scale.
        public init(scale: UIImage.SymbolScale) {}
        /// A configuration by text style.
        public init(textStyle: UIFont.TextStyle) {}
        /// A configuration by font.
        public init(font: UIFont) {}
    }
    /// The weight of a symbol's strokes.
    public enum SymbolWeight: Int, Sendable {
        /// Not set.
        case unspecified
        /// Ultra light.
        case ultraLight
        /// Thin.
        case thin
        /// Light.
        case light
        /// Regular.
        case regular
        /// Medium.
        case medium
        /// Semibold.
        case semibold
        /// Bold.
        case bold
        /// Heavy.
        case heavy
        /// Black.
        case black
    }
    /// The size of a symbol relative to its text.
    public enum SymbolScale: Int, Sendable {
        /// The default scale.
        case `default` = -1
        /// Not set.
        case unspecified
        /// Small.
        case small
        /// Medium.
        case medium
        /// Large.
        case large
    }
}

/// AppKit spelling of the same type.
public typealias NSImage = UIImage

extension Image {
    /// The SwiftUI image of a UIKit image.
    public init(uiImage: UIImage) { self = uiImage.image }
    /// The image of an `NSImage`.
    public init(nsImage: UIImage) { self = nsImage.image }
}

