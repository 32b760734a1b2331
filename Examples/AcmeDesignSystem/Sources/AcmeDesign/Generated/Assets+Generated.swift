// Accessors in the shape SwiftGen's asset-catalog template generates (checked in, as teams that adopted SwiftGen
// before Xcode's generated symbols keep them). Written for this example; only the shape matters.

#if os(macOS)
  import AppKit
#elseif os(iOS)
  import UIKit
#endif
#if canImport(SwiftUI)
  import SwiftUI
#endif

// MARK: - Asset Catalogs

internal enum Asset {
  internal enum Colors {
    internal static let brandPrimary = ColorAsset(name: "BrandPrimary")
    internal static let brandSurface = ColorAsset(name: "BrandSurface")
  }
  internal enum Images {
    internal static let logo = ImageAsset(name: "Logo")
  }
}

// MARK: - Implementation Details

internal final class ColorAsset {
  internal fileprivate(set) var name: String

  #if os(macOS)
  internal typealias Color = NSColor
  #elseif os(iOS)
  internal typealias Color = UIColor
  #endif

  internal private(set) lazy var color: Color = {
    guard let color = Color(asset: self) else {
      fatalError("Unable to load color asset named \(name).")
    }
    return color
  }()

  #if os(iOS)
  internal func color(compatibleWith traitCollection: UITraitCollection) -> Color {
    guard let color = Color(named: name, in: BundleToken.bundle, compatibleWith: traitCollection) else {
      fatalError("Unable to load color asset named \(name).")
    }
    return color
  }
  #endif

  #if canImport(SwiftUI)
  internal private(set) lazy var swiftUIColor: SwiftUI.Color = {
    SwiftUI.Color(asset: self)
  }()
  #endif

  fileprivate init(name: String) {
    self.name = name
  }
}

internal extension ColorAsset.Color {
  convenience init?(asset: ColorAsset) {
    #if os(iOS)
    self.init(named: asset.name, in: BundleToken.bundle, compatibleWith: nil)
    #elseif os(macOS)
    self.init(named: NSColor.Name(asset.name), bundle: BundleToken.bundle)
    #endif
  }
}

#if canImport(SwiftUI)
internal extension SwiftUI.Color {
  init(asset: ColorAsset) {
    self.init(asset.name, bundle: BundleToken.bundle)
  }
}
#endif

internal struct ImageAsset {
  internal fileprivate(set) var name: String

  #if canImport(SwiftUI)
  internal var swiftUIImage: SwiftUI.Image {
    SwiftUI.Image(asset: self)
  }
  #endif
}

#if canImport(SwiftUI)
internal extension SwiftUI.Image {
  init(asset: ImageAsset) {
    self.init(asset.name, bundle: BundleToken.bundle)
  }
}
#endif

// swiftlint:disable convenience_type
private final class BundleToken {
  static let bundle: Bundle = {
    #if SWIFT_PACKAGE
    return Bundle.module
    #else
    return Bundle(for: BundleToken.self)
    #endif
  }()
}
