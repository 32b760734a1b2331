// swift-tools-version: 6.0
// StyleGallery: SwiftUI-style control styles rendered to SVG and published as a static design-system site.
//
// Layers (arrows point one way; README, "Layers"):
//   StyleKit ← SwiftUI (Linux shim) ← GalleryCatalog
//   StyleKit, Fonts ← GalleryLayout ← GallerySVG (+ XMLWriter), GalleryAudit
//   GalleryCatalog, GallerySVG, GalleryAudit ← GalleryRender;  GalleryJSON (no dependencies)
//   GalleryJSON, StyleKit, XMLWriter, PDFRaster (Poppler) ← GalleryAssets (asset catalogs, images, symbol sets, font names)
//   SVGRaster (librsvg) ← GallerySite (the look-alike states check)
//   GalleryJSON, GalleryRender ← GallerySite ← GalleryCLI ← gallery;  GalleryWatch, GalleryTerminal ← GalleryCLI
import Foundation
import PackageDescription

/// The toolchain's host libraries (SwiftSyntax, SwiftParser): found beside the `swiftc` on PATH.
func toolchainHostLibraries() -> String {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
        let swiftc = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
        guard FileManager.default.isExecutableFile(atPath: swiftc.path) else { continue }
        let host = swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/host")
        if FileManager.default.fileExists(atPath: host.appendingPathComponent("SwiftSyntax.swiftmodule").path) { return host.path }
    }
    return "/opt/swift/usr/lib/swift/host"
}
let host = toolchainHostLibraries()
/// For GallerySources and every target that imports it (directly or through GalleryCLI): Swift loads the
/// modules a dependency imports, even internally.
let syntaxSearchPath: [SwiftSetting] = [.unsafeFlags(["-I", host])]

let strict: [SwiftSetting] = [.swiftLanguageMode(.v6)]
/// Targets that hold view and style code: SwiftUI declares `body` and `makeBody` main-actor isolated, and
/// StyleKit calls them on its render threads (StyleCodeIsolation.swift); Swift 6 mode's run-time check that a
/// main-actor closure runs on the main thread (SE-0423) would trap there, so these targets go without it.
let styleCode: [SwiftSetting] = strict + [.unsafeFlags(["-Xfrontend", "-disable-dynamic-actor-isolation"])]

var targets: [Target] = [
    // MARK: C system libraries (module map + shim header only)
    .systemLibrary(
        name: "CLibXML2", path: "Sources/CLibXML2", pkgConfig: "libxml-2.0",
        providers: [.apt(["libxml2-dev"])]),
    // renameat2(RENAME_EXCHANGE), which Glibc's Swift module does not expose (atomic swap of the output).
    .target(name: "CFileSystem", path: "Sources/CFileSystem"),
    // mallopt(3), which Glibc's Swift module does not expose (a build keeps freed memory: ProcessMemory).
    .target(name: "CAllocator", path: "Sources/CAllocator"),
    .systemLibrary(
        name: "CFreeType", path: "Sources/CFreeType", pkgConfig: "freetype2",
        providers: [.apt(["libfreetype-dev", "libfontconfig-dev"])]),
    // Text shaping (GSUB/GPOS, complex scripts) and the Unicode bidi algorithm (docs/text-shaping.md).
    .systemLibrary(
        name: "CHarfBuzz", path: "Sources/CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
    .systemLibrary(
        name: "CFriBidi", path: "Sources/CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
    // SHA-256 of fonts and build inputs (Fonts' SHA256).
    .systemLibrary(name: "CCrypto", path: "Sources/CCrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
    // SVG rasterising for the look-alike states check (docs/distinguishability.md).
    .systemLibrary(
        name: "CRsvg", path: "Sources/CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
    // PDF images of asset catalogs, drawn for the renderer (docs/asset-catalogs.md).
    .systemLibrary(
        name: "CPoppler", path: "Sources/CPoppler", pkgConfig: "poppler-glib", providers: [.apt(["libpoppler-glib-dev"])]),

    // MARK: Layers
    .target(name: "StyleKit", swiftSettings: styleCode),
    .target(name: "GalleryJSON", swiftSettings: strict),
    // A team's asset catalogs (*.xcassets) and font files, read for the renderer (docs/asset-catalogs.md).
    .target(name: "GalleryAssets", dependencies: ["GalleryJSON", "StyleKit", "XMLWriter", "PDFRaster"], swiftSettings: strict),
    .target(name: "XMLWriter", dependencies: ["CLibXML2"], swiftSettings: strict),
    .target(name: "Fonts", dependencies: ["CFreeType", "CHarfBuzz", "CFriBidi", "CCrypto"], swiftSettings: strict),
    .target(name: "SVGRaster", dependencies: ["CRsvg"], swiftSettings: strict),
    .target(name: "PDFRaster", dependencies: ["CPoppler"], swiftSettings: strict),
    .target(name: "GalleryLayout", dependencies: ["StyleKit", "Fonts"], swiftSettings: strict),
    .target(name: "GallerySVG", dependencies: ["GalleryLayout", "Fonts", "XMLWriter", "SVGRaster"], swiftSettings: strict),
    .target(name: "GalleryAudit", dependencies: ["GalleryLayout", "Fonts"], swiftSettings: strict),
    .target(name: "GalleryCatalog", dependencies: ["StyleKit", "SwiftUI"], swiftSettings: styleCode),
    .target(
        name: "GalleryRender", dependencies: ["GalleryCatalog", "GalleryLayout", "GallerySVG", "GalleryAudit"], swiftSettings: styleCode),
    .target(
        name: "GallerySite",
        dependencies: ["GalleryJSON", "GalleryAssets", "GalleryRender", "GalleryCatalog", "GalleryLayout", "GallerySVG", "GalleryAudit", "XMLWriter", "Fonts", "CFileSystem", "CAllocator",
                       "SVGRaster"],
        swiftSettings: strict),
    // A team's design system: discovery with the toolchain's SwiftParser, the compiled copy, the generated package.
    .target(
        name: "GallerySources", dependencies: ["GalleryJSON", "GalleryCatalog", "GalleryAssets"],
        swiftSettings: strict + syntaxSearchPath,
        linkerSettings: [.unsafeFlags(["-L", host, "-Xlinker", "-rpath", "-Xlinker", host]),
                         .linkedLibrary("SwiftSyntax"), .linkedLibrary("SwiftParser")]),
    // `gallery watch`: inotify file watching and the small HTTP server; the terminal's progress bar and colours.
    .target(name: "GalleryWatch", swiftSettings: strict),
    .target(name: "GalleryTerminal", swiftSettings: strict),
    .target(name: "GalleryCLI", dependencies: ["GallerySources", "GallerySite", "GalleryRender", "GalleryJSON", "GalleryCatalog", "GallerySVG", "XMLWriter", "StyleKit",
                                               "GalleryWatch", "GalleryTerminal"],
            swiftSettings: strict + syntaxSearchPath),
    .executableTarget(name: "gallery", dependencies: ["GalleryCLI"], swiftSettings: strict + syntaxSearchPath),
    // How a team registers its own styles without editing the tool (README, "Registering your own styles").
    .executableTarget(
        name: "BrandGallery", dependencies: ["GalleryCLI", "GalleryCatalog", "SwiftUI"], path: "Examples/BrandGallery",
        swiftSettings: styleCode + syntaxSearchPath),

    // `swift run -c release gallery-bench [VARIANTS]`: build time vs. write-only time, peak memory.
    .executableTarget(
        name: "gallery-bench", dependencies: ["GallerySite", "GalleryRender", "GalleryCatalog", "GalleryAudit", "GallerySVG", "StyleKit"], path: "Benchmarks/GalleryBench",
        swiftSettings: styleCode),

    // MARK: Tests
    .target(name: "GoldenTestSupport", path: "Tests/GoldenTestSupport", swiftSettings: strict),
    .testTarget(name: "StyleKitTests", dependencies: ["StyleKit", "GoldenTestSupport"], swiftSettings: styleCode),
    // Runs the built `gallery` binary in sandboxes (bad-input cases, output safety, kills); XMLWriter parses pages it wrote.
    .testTarget(name: "GalleryCLITests", dependencies: ["gallery", "XMLWriter", "GoldenTestSupport"], swiftSettings: strict + syntaxSearchPath),
    .testTarget(name: "GallerySourcesTests", dependencies: ["GallerySources"], swiftSettings: strict + syntaxSearchPath),
    .testTarget(name: "GalleryWatchTests", dependencies: ["GalleryWatch"], swiftSettings: strict),
    .testTarget(name: "GalleryTerminalTests", dependencies: ["GalleryTerminal"], swiftSettings: strict),
    .testTarget(name: "GalleryJSONTests", dependencies: ["GalleryJSON"], swiftSettings: strict),
    .testTarget(name: "GalleryAssetsTests", dependencies: ["GalleryAssets", "GalleryJSON", "StyleKit", "XMLWriter", "GoldenTestSupport"], swiftSettings: strict),
    .testTarget(name: "XMLWriterTests", dependencies: ["XMLWriter", "CLibXML2", "GoldenTestSupport"], swiftSettings: strict),
    .testTarget(name: "FontsTests", dependencies: ["Fonts"], swiftSettings: strict),
    .testTarget(name: "SVGRasterTests", dependencies: ["SVGRaster"], swiftSettings: strict),
    .testTarget(name: "PDFRasterTests", dependencies: ["PDFRaster", "GoldenTestSupport"], swiftSettings: strict),
    .testTarget(name: "GalleryAuditTests", dependencies: ["GalleryAudit", "GalleryLayout", "StyleKit", "GoldenTestSupport"], swiftSettings: styleCode),
    .testTarget(
        name: "GallerySiteTests", dependencies: ["GallerySite", "GalleryJSON", "GalleryRender", "GalleryCLI", "GalleryCatalog", "GalleryLayout", "StyleKit",
                                                 "GoldenTestSupport"], swiftSettings: styleCode + syntaxSearchPath),
    .testTarget(
        name: "GallerySVGTests", dependencies: ["GallerySVG", "GalleryLayout", "GalleryCatalog", "StyleKit", "XMLWriter", "SVGRaster", "GoldenTestSupport"],
        exclude: ["Goldens"], swiftSettings: styleCode),
    .testTarget(
        name: "GalleryLayoutTests", dependencies: ["GalleryLayout", "GalleryCatalog", "StyleKit", "Fonts", "GoldenTestSupport"],
        exclude: ["Goldens"], swiftSettings: styleCode),
    .testTarget(
        name: "SeedStylesTests", dependencies: ["GalleryCatalog", "SwiftUI", "GoldenTestSupport"], exclude: ["Goldens"], swiftSettings: styleCode),
]

// `import SwiftUI` (and `import UIKit`, `import AppKit`) resolve to these shims only where Apple's
// frameworks do not exist.
#if os(Linux)
targets.append(.target(name: "SwiftUI", dependencies: ["StyleKit", "Combine"], swiftSettings: styleCode))
targets.append(.target(name: "UIKit", dependencies: ["StyleKit"], swiftSettings: styleCode))
targets.append(.target(name: "AppKit", dependencies: ["StyleKit"], swiftSettings: styleCode))
targets.append(.target(name: "Combine", dependencies: ["StyleKit"], swiftSettings: strict))
targets.append(.target(name: "CoreGraphics", dependencies: ["StyleKit"], swiftSettings: styleCode))
targets.append(.target(name: "CoreText", dependencies: ["StyleKit"], swiftSettings: styleCode))
// Style files as teams write them: `import SwiftUI` / `import UIKit` / `import AppKit`, `@Observable`.
targets.append(.testTarget(name: "PlatformShimTests", dependencies: ["SwiftUI", "UIKit", "AppKit", "Combine", "CoreText"], swiftSettings: styleCode))
#endif

// libFuzzer targets, only when asked for (scripts/fuzz.sh sets STYLEGALLERY_FUZZ=1): each is a function that
// libFuzzer's own main calls, so they do not link without `--sanitize=fuzzer`.
let fuzzTargets: [(String, [Target.Dependency])] = [
    ("FuzzJSONReader", ["GalleryJSON"]), ("FuzzConfiguration", ["GallerySite"]),
    ("FuzzAssetCatalog", ["GalleryAssets"]), ("FuzzSVGAssets", ["GalleryAssets", "XMLWriter"]),
    ("FuzzTokenFile", ["GallerySite"]), ("FuzzTemplate", ["XMLWriter"]),
]
if Context.environment["STYLEGALLERY_FUZZ"] == "1" {
    for (name, dependencies) in fuzzTargets {
        targets.append(.executableTarget(name: name, dependencies: dependencies, path: "Fuzz/\(name)", swiftSettings: strict))
    }
}

// `scripts/valgrind.sh`: the gallery command behind a synchronous main (Valgrind/GalleryValgrind/main.swift says
// why), only when asked (the script sets STYLEGALLERY_VALGRIND=1).
if Context.environment["STYLEGALLERY_VALGRIND"] == "1" {
    targets.append(.executableTarget(
        name: "gallery-valgrind", dependencies: ["GalleryCLI"], path: "Valgrind/GalleryValgrind", swiftSettings: strict + syntaxSearchPath))
}

var products: [Product] = [
    .library(name: "StyleKit", targets: ["StyleKit"]),
    .library(name: "GalleryCatalog", targets: ["GalleryCatalog"]),
    .library(name: "GallerySite", targets: ["GallerySite"]),
    .library(name: "GalleryCLI", targets: ["GalleryCLI"]),
    .executable(name: "gallery", targets: ["gallery"]),
]
// What a design system's generated package compiles the team's files against (GallerySources).
#if os(Linux)
products += [.library(name: "SwiftUI", targets: ["SwiftUI"]), .library(name: "UIKit", targets: ["UIKit"]),
             .library(name: "AppKit", targets: ["AppKit"]), .library(name: "Combine", targets: ["Combine"]),
             .library(name: "CoreGraphics", targets: ["CoreGraphics"]), .library(name: "CoreText", targets: ["CoreText"])]
#endif

let package = Package(name: "StyleGallery", products: products, targets: targets)
