import Foundation

/// A color of the app's asset catalog, as Xcode's generated asset symbols name it (iOS 17):
/// `Color(.brandPrimary)`, `UIColor(resource: .brandPrimary)`. Xcode declares one static property per color
/// set in an extension of this type (`GeneratedAssetSymbols.swift`); a design system's gallery generates the
/// same extension from the module's asset catalogs. The color is looked up by name when it is drawn, as
/// `Color(_:bundle:)` is.
public struct ColorResource: Hashable, Sendable {
    /// The color set's name in its catalog (`BrandPrimary`, `Brand/Primary` in a namespace folder).
    public let name: String
    /// The bundle it came from; StyleKit looks colors up by name only.
    public let bundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// An image of the app's asset catalog, as Xcode's generated asset symbols name it (iOS 17): `Image(.logo)`,
/// `UIImage(resource: .logo)`. Drawn as `Image(_:bundle:)` draws the image set of that name.
public struct ImageResource: Hashable, Sendable {
    /// The image set's name in its catalog.
    public let name: String
    /// The bundle it came from; StyleKit looks images up by name only.
    public let bundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension Color {
    /// The asset catalog color `resource` names (`Color(.brandPrimary)`).
    public init(_ resource: ColorResource) { self.init(resource.name, bundle: resource.bundle) }
}

extension Image {
    /// The asset catalog image `resource` names (`Image(.logo)`).
    public init(_ resource: ImageResource, fileID: String = #fileID, line: Int = #line) {
        self.init(resource.name, bundle: resource.bundle, fileID: fileID, line: line)
    }
}

extension UIColor {
    /// The asset catalog color `resource` names (`UIColor(resource: .brandPrimary)`).
    public convenience init(resource: ColorResource) { self.init(Color(resource)) }
}

extension UIImage {
    /// The asset catalog image `resource` names (`UIImage(resource: .logo)`).
    public convenience init(resource: ImageResource) { self.init(image: Image(resource), size: .zero) }
}
