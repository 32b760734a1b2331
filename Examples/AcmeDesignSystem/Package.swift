// swift-tools-version: 5.9
// Acme's design system, as an iOS team writes it: styles, a theme of its own, an asset catalog, a font.
// StyleGallery reads it as it is — see gallery-config.json beside this file.
import PackageDescription

let package = Package(
    name: "AcmeDesignSystem",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [.library(name: "AcmeDesign", targets: ["AcmeDesign"])],
    targets: [
        .target(name: "AcmeDesign", resources: [.process("Resources")]),
    ]
)
