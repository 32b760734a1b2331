import Foundation

/// UIKit's image, enough for `Image(uiImage:)`: a named asset image or a system symbol, drawn as SwiftUI's
/// `Image(_:)` / `Image(systemName:)` draw them (asset images other than symbol sets are placeholders).
public final class UIImage: Sendable, Equatable {
    /// The image as SwiftUI's `Image`.
    public let image: Image
    /// The size in points: symbols at the body size (17 × 17); others unknown here (zero).
    public let size: CGSize

    init(image: Image, size: CGSize) { self.image = image; self.size = size }

    public convenience init?(named name: String) { self.init(image: Image(name), size: .zero) }

    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) { self.init(named: name) }

    public convenience init?(systemName name: String) { self.init(image: Image(systemName: name), size: CGSize(width: 17, height: 17)) }

    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) { self.init(systemName: name) }

    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
    public func withTintColor(_ color: UIColor) -> UIImage { self }
    public func withConfiguration(_ configuration: Configuration) -> UIImage { self }
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }

    public static func == (a: UIImage, b: UIImage) -> Bool { a.image == b.image }

    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    /// A symbol configuration; accepted and not applied (the image's font and scale come from the environment).
    public class Configuration: @unchecked Sendable {}
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        public init(pointSize: CGFloat) {}
        public init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {}
        public init(weight: UIImage.SymbolWeight) {}
        public init(scale: UIImage.SymbolScale) {}
        public init(textStyle: UIFont.TextStyle) {}
        public init(font: UIFont) {}
    }
    public enum SymbolWeight: Int, Sendable { case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
    public enum SymbolScale: Int, Sendable { case `default` = -1, unspecified, small, medium, large }
}

/// AppKit spelling of the same type.
public typealias NSImage = UIImage

extension Image {
    /// The SwiftUI image of a UIKit image.
    public init(uiImage: UIImage) { self = uiImage.image }
    public init(nsImage: UIImage) { self = nsImage.image }
}

