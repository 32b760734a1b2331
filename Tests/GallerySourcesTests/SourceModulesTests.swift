import Foundation
import Testing
@testable import GallerySources

/// How `sources` become modules: the module graph from the files' imports, what is left out and why,
/// target selection and `exclude`, symlinked folders, mapped folders with their resources.
@Suite("Source modules")
struct SourceModulesTests {
    /// A folder tree for one test.
    struct Tree {
        let root: URL
        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("stylegallery-modules-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        }
        func write(_ text: String, _ path: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        func url(_ path: String) -> URL { root.appendingPathComponent(path) }
        func remove() { try? FileManager.default.removeItem(at: root) }

        /// The configuration `json` (in the tree's root) resolved to modules, with the warnings given.
        func resolve(_ json: String) throws -> (modules: [SourceModule], warnings: [String]) {
            let configuration = try SourcesConfiguration.parse(json, fileName: "gallery-config.json", directory: root)
            let box = Warnings()
            let modules = try SourceModules.resolve(configuration, scans: FileScans()) { box.items.append($0) }.modules
            return (modules, box.items)
        }
    }

    final class Warnings: @unchecked Sendable { var items: [String] = [] }

    static let style = "import SwiftUI\nstruct S: ButtonStyle { func makeBody(configuration: Configuration) -> some View { configuration.label } }\n"

    @Test func looseFilesInSeveralFoldersKeepTheirPathsBelowTheCommonFolder() throws {
        let tree = try Tree()
        defer { tree.remove() }
        try tree.write(Self.style, "Kit/Styles/Button/Primary.swift")
        try tree.write("struct Theme {}\n", "Kit/Theme.swift")
        try tree.write("struct Size {}\n", "Kit/Tokens/Button/ButtonSize.swift")
        // The first file listed is the deepest: the root must still be their common folder.
        let (modules, _) = try tree.resolve("""
            {"sources": ["Kit/Styles/Button/Primary.swift", "Kit/Theme.swift", "Kit/Tokens/Button/ButtonSize.swift"]}
            """)
        let module = try #require(modules.first)
        #expect(module.name == "DesignSystem")
        #expect(module.root.path == tree.url("Kit").standardizedFileURL.path)
        let relative = module.files.map { String($0.path.dropFirst(module.root.path.count + 1)) }
        #expect(Set(relative) == ["Styles/Button/Primary.swift", "Theme.swift", "Tokens/Button/ButtonSize.swift"])
    }

    @Test func aPlainFolderDependsOnTheMappedModulesItImportsAndUnusedOnesAreNotCompiled() throws {
        let tree = try Tree()
        defer { tree.remove() }
        try tree.write("import SwiftUI\nimport BrandTokens\n" + Self.style, "App/Styles/Primary.swift")
        try tree.write("import SwiftUI\nimport BaseColors\npublic enum Tokens {}\n", "tokens/Sources/BrandTokens/Tokens.swift")
        try tree.write("public enum BaseColors {}\n", "base/BaseColors/Colors.swift")
        try tree.write("public enum Unused {}\n", "unused/Unused.swift")
        let (modules, _) = try tree.resolve("""
            {"sources": "App/Styles", "modules": {"BrandTokens": "tokens/Sources/BrandTokens", "BaseColors": "base/BaseColors", "Unused": "unused"}}
            """)
        #expect(modules.map(\.name) == ["BaseColors", "BrandTokens", "Styles"], "dependencies first, transitively; Unused not compiled")
        #expect(modules.first { $0.name == "Styles" }?.dependencies == ["BrandTokens"])
        #expect(modules.first { $0.name == "BrandTokens" }?.dependencies == ["BaseColors"])
        #expect(modules.first { $0.name == "Styles" }?.isDependency == false)
        #expect(modules.first { $0.name == "BrandTokens" }?.isDependency == true)
        let manifest = GeneratedPackage.manifest(modules: modules)
        #expect(!manifest.contains("Unused"))
        #expect(manifest.contains("name: \"Styles\",\n        dependencies: [\"BrandTokens\", "))
    }

    /// A Swift 6 package whose target makes everything main-actor isolated (SE-0466) and enables a feature:
    /// the generated package compiles the team's target the same way, with a manifest API that has the
    /// setting, and without Swift 6's run-time isolation checks (StyleKit calls style code on its threads).
    @Test func aTargetsIsolationAndLanguageFeaturesAreCarriedIntoTheGeneratedPackage() throws {
        let tree = try Tree()
        defer { tree.remove() }
        try tree.write("""
            // swift-tools-version: 6.2
            import PackageDescription
            let package = Package(name: "Kit", products: [.library(name: "Kit", targets: ["Kit"])],
                targets: [.target(name: "Kit", swiftSettings: [
                    .defaultIsolation(MainActor.self), .enableUpcomingFeature("InferIsolatedConformances"),
                    .enableExperimentalFeature("StrictConcurrency"), .define("KIT")])])
            """, "kit/Package.swift")
        try tree.write("import SwiftUI\n" + Self.style, "kit/Sources/Kit/Primary.swift")
        let (modules, _) = try tree.resolve(#"{"sources": "kit"}"#)
        let kit = try #require(modules.first { $0.name == "Kit" })
        #expect(kit.languageMode == 6, "tools-version 6.2 defaults to Swift 6")
        #expect(kit.carriedSettings == [.defaultIsolationMainActor, .upcomingFeature("InferIsolatedConformances"),
                                        .experimentalFeature("StrictConcurrency")])
        let manifest = GeneratedPackage.manifest(modules: modules)
        #expect(manifest.hasPrefix("// swift-tools-version: 6.2\n"), "`.defaultIsolation` needs the 6.2 manifest API")
        #expect(manifest.contains(#"swiftSettings: [.swiftLanguageMode(.v6), .unsafeFlags(["-suppress-warnings", "-Xfrontend", "-disable-dynamic-actor-isolation"]), "#))
        #expect(manifest.contains(#".define("KIT"), .defaultIsolation(MainActor.self), .enableUpcomingFeature("InferIsolatedConformances"), "#
                                  + #".enableExperimentalFeature("StrictConcurrency")]"#), "\(manifest)")
    }

    @Test func aPlainFolderKeepsTheOldestManifestAPI() throws {
        let tree = try Tree()
        defer { tree.remove() }
        try tree.write("import SwiftUI\n" + Self.style, "App/Primary.swift")
        let (modules, _) = try tree.resolve(#"{"sources": "App"}"#)
        #expect(modules.allSatisfy { $0.carriedSettings.isEmpty })
        #expect(GeneratedPackage.manifest(modules: modules).hasPrefix("// swift-tools-version: 6.0\n"))
    }

    /// compound-design-tokens 6.0.0: a target whose only resource is an asset catalog uses `Bundle.module`
    /// (`Color("gray1400", bundle: .module)`); SwiftPM makes it only for a target with resources, and the
    /// gallery does not copy catalogs, so a folder of its own keeps the bundle.
    @Test func aTargetWhoseOnlyResourceIsAnAssetCatalogKeepsBundleModule() throws {
        let tree = try Tree()
        defer { tree.remove() }
        try tree.write("""
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Tokens", products: [.library(name: "Tokens", targets: ["Tokens"])],
                targets: [.target(name: "Tokens", resources: [.process("Colors.xcassets")])])
            """, "tokens/Package.swift")
        try tree.write("import SwiftUI\npublic let gray = Color(\"gray\", bundle: .module)\n", "tokens/Sources/Tokens/Colors.swift")
        try tree.write("{}", "tokens/Sources/Tokens/Colors.xcassets/Contents.json")
        let (modules, _) = try tree.resolve(#"{"sources": "tokens"}"#)
        let tokens = try #require(modules.first { $0.name == "Tokens" })
        #expect(tokens.resources.map(\.lastPathComponent) == ["Colors.xcassets"])
        #expect(GeneratedPackage.manifest(modules: modules).contains("resources: [.copy(\"StyleGalleryBundle\")]"))
    }

    /// Orbit looks its resources up as `Orbit_Orbit.bundle`, the name SwiftPM gives the bundle on Apple platforms;
    /// its `Orbit.docc` holds tutorial code that SwiftPM does not compile.
    @Test func appleBundleNamesAreLinkedAndDocumentationCatalogsAreNotSources() throws {
        let tree = try Tree()
        defer { tree.remove() }
        try tree.write("""
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "OrbitKit", products: [.library(name: "Orbit", targets: ["Orbit"])],
                targets: [.target(name: "Orbit", resources: [.copy("Icons.ttf")])])
            """, "kit/Package.swift")
        try tree.write(Self.style, "kit/Sources/Orbit/Button.swift")
        try tree.write("font", "kit/Sources/Orbit/Icons.ttf")
        try tree.write("struct ContentView_Previews {}\n", "kit/Sources/Orbit/Orbit.docc/Resources/Tutorials/step-1.swift")
        let (modules, _) = try tree.resolve(#"{"sources": "kit"}"#)
        let orbit = try #require(modules.first { $0.name == "Orbit" })
        #expect(orbit.files.map(\.lastPathComponent) == ["Button.swift"], "the tutorial's code is not a source")
        #expect(orbit.appleBundleName == "OrbitKit_Orbit")

        // After a build, the bundle SwiftPM made here is also reachable by that name, beside the executable.
        let scratch = tree.url("build")
        let package = GeneratedPackage(root: tree.url("package"), scratch: scratch, runnerName: "Runner", registrationModule: "Registration")
        let products = scratch.appendingPathComponent("debug")
        try tree.write("x", "build/debug/StyleGalleryDesignSystem_Orbit.resources/Icons.ttf")
        try tree.write("mine", "build/debug/OrbitKit_Other.bundle")
        package.linkAppleResourceBundles(for: modules)
        let fm = FileManager.default
        #expect(try fm.destinationOfSymbolicLink(atPath: products.appendingPathComponent("OrbitKit_Orbit.bundle").path)
                == "StyleGalleryDesignSystem_Orbit.resources")
        #expect(fm.fileExists(atPath: products.appendingPathComponent("OrbitKit_Orbit.bundle/Icons.ttf").path))
        package.linkAppleResourceBundles(for: modules)
        #expect(try fm.destinationOfSymbolicLink(atPath: products.appendingPathComponent("OrbitKit_Orbit.bundle").path)
                == "StyleGalleryDesignSystem_Orbit.resources", "a second build leaves the link as it is")
    }

    /// compound-design-tokens v6.0.0 declares no resources at all: SwiftPM takes the target's asset catalogs by
    /// their extension, so the target still has `Bundle.module` (838 errors of a trial without it). A plain
    /// folder's catalogs count the same; one inside its `Resources` folder is not counted twice.
    @Test func undeclaredAssetCatalogsAreResourcesAsSwiftPMTakesThem() throws {
        let tree = try Tree()
        defer { tree.remove() }
        try tree.write("""
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Tokens", products: [.library(name: "Tokens", targets: ["Tokens"])],
                targets: [.target(name: "Tokens", exclude: ["Old"])])
            """, "tokens/Package.swift")
        try tree.write("import SwiftUI\npublic let gray = Color(\"gray\", bundle: .module)\n", "tokens/Sources/Tokens/Colors.swift")
        for catalog in ["Colors.xcassets", "Icons/Icons.xcassets", "Old/Legacy.xcassets"] {
            try tree.write("{}", "tokens/Sources/Tokens/\(catalog)/Contents.json")
        }
        let (modules, _) = try tree.resolve(#"{"sources": "tokens"}"#)
        let tokens = try #require(modules.first { $0.name == "Tokens" })
        #expect(tokens.resources.map(\.lastPathComponent) == ["Colors.xcassets", "Icons.xcassets"], "the excluded folder's is not")
        #expect(GeneratedPackage.manifest(modules: modules).contains("resources: [.copy(\"StyleGalleryBundle\")]"))

        try tree.write("import SwiftUI\nlet tint = Color(\"tint\", bundle: .module)\n", "plain/Kit/Tint.swift")
        try tree.write("{}", "plain/Kit/Assets.xcassets/Contents.json")
        try tree.write("{}", "plain/Kit/Resources/More.xcassets/Contents.json")
        let (plain, _) = try tree.resolve(#"{"sources": "plain/Kit"}"#)
        let kit = try #require(plain.first { $0.name == "Kit" })
        #expect(kit.resources.map(\.lastPathComponent) == ["Resources", "Assets.xcassets"])
    }

    /// fluentui-apple: the selected target imports a target of the same package, one of whose files imports
    /// an Apple-only framework. The entry's `exclude` applies to that target too, and without it the error names
    /// the first cause, not only that the dependency is left out.
    @Test func excludesApplyToTheSamePackagesTargetsASelectedTargetPullsIn() throws {
        let tree = try Tree()
        defer { tree.remove() }
        try tree.write("""
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Fluent", products: [.library(name: "FluentUI", targets: ["FluentUI"])],
                targets: [.target(name: "FluentUI", dependencies: ["FluentCommon"]), .target(name: "FluentCommon")])
            """, "fluent/Package.swift")
        try tree.write("import SwiftUI\nimport FluentCommon\n" + Self.style, "fluent/Sources/FluentUI/Primary.swift")
        try tree.write("public enum Tokens {}\n", "fluent/Sources/FluentCommon/Tokens.swift")
        try tree.write("import PassKit\npublic enum Wallet {}\n", "fluent/Sources/FluentCommon/Wallet/Wallet.swift")
        let error = try #require(throws: SourcesError.self) {
            try tree.resolve(#"{"sources": [{"path": "fluent", "targets": ["FluentUI"]}]}"#)
        }
        #expect(error.description.contains("the selected target FluentUI cannot be compiled: it imports FluentCommon, which is left out:\n"
                                           + "  FluentCommon: it imports PassKit"), "\(error.description)")
        let (modules, _) = try tree.resolve(#"{"sources": [{"path": "fluent", "targets": ["FluentUI"], "exclude": ["**/Wallet/**"]}]}"#)
        #expect(modules.map(\.name) == ["FluentCommon", "FluentUI"])
        #expect(modules.first { $0.name == "FluentCommon" }?.files.map(\.lastPathComponent) == ["Tokens.swift"])
    }

    @Test func aMappedPlainFolderCarriesItsResourcesFolder() throws {
        let tree = try Tree()
        defer { tree.remove() }
        try tree.write("import Tokens\n" + Self.style, "App/Primary.swift")
        try tree.write("import Foundation\npublic let bundle = Bundle.module\n", "tokens/Tokens.swift")
        try tree.write("{}", "tokens/Resources/theme.json")
        let (modules, _) = try tree.resolve(#"{"sources": "App", "modules": {"Tokens": "tokens"}}"#)
        let tokens = try #require(modules.first { $0.name == "Tokens" })
        #expect(tokens.resources.map(\.lastPathComponent) == ["Resources"])
        #expect(tokens.files.map(\.lastPathComponent) == ["Tokens.swift"])
        #expect(GeneratedPackage.manifest(modules: modules).contains("resources: [.copy(\"Resources\"), .copy(\"StyleGalleryBundle\")]"))
    }

    /// `modules` entries as objects leave files out, of a plain folder and of a package target alike.
    @Test func aMappedModulesExcludeLeavesFilesOut() throws {
        let tree = try Tree()
        defer { tree.remove() }
        try tree.write("import Tokens\nimport DesignTokens\n" + Self.style, "App/Primary.swift")
        try tree.write("public let spacing = 8\n", "tokens/Tokens.swift")
        try tree.write("import UIKit\nclass Legacy: UIView {}\n", "tokens/UIKit/Legacy.swift")
        try tree.write("""
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "design", targets: [.target(name: "DesignTokens", path: "Sources/DesignTokens")])
            """, "design/Package.swift")
        try tree.write("public let radius = 4\n", "design/Sources/DesignTokens/Radius.swift")
        try tree.write("import UIKit\n", "design/Sources/DesignTokens/RadiusUIKit.swift")
        let (modules, _) = try tree.resolve(#"""
            {"sources": "App", "modules": {"Tokens": {"path": "tokens", "exclude": ["UIKit/**"]},
                                          "DesignTokens": {"path": "design/Sources/DesignTokens", "exclude": ["*UIKit.swift"]}}}
            """#)
        #expect(modules.first { $0.name == "Tokens" }?.files.map(\.lastPathComponent) == ["Tokens.swift"])
        #expect(modules.first { $0.name == "DesignTokens" }?.files.map(\.lastPathComponent) == ["Radius.swift"])
        // Without the excludes, the UIKit files are there.
        let (all, _) = try tree.resolve(#"{"sources": "App", "modules": {"Tokens": "tokens", "DesignTokens": "design/Sources/DesignTokens"}}"#)
        #expect(all.first { $0.name == "Tokens" }?.files.map(\.lastPathComponent).sorted() == ["Legacy.swift", "Tokens.swift"])
        #expect(all.first { $0.name == "DesignTokens" }?.files.map(\.lastPathComponent).sorted() == ["Radius.swift", "RadiusUIKit.swift"])
    }

    @Test func aModulesEntryObjectIsChecked() throws {
        func problem(_ modules: String) -> String {
            do {
                _ = try SourcesConfiguration.parse(#"{"modules": \#(modules)}"#, fileName: "c.json", directory: URL(fileURLWithPath: "/tmp"))
                return ""
            } catch { return "\(error)" }
        }
        #expect(problem(#"{"Tokens": {"path": "tokens", "exlude": []}}"#).contains("exlude"))
        #expect(problem(#"{"Tokens": {"exclude": []}}"#).contains("path"))
        #expect(problem(#"{"Tokens": {"path": "tokens", "exclude": ["/abs/**"]}}"#).contains("an exclude pattern is a glob relative to \"path\""))
        #expect(problem(#"{"Tokens": {"path": "tokens", "exclude": ["/abs/**"]}}"#).contains("c.json:1:"))
        #expect(problem(#"{"Tokens": {"path": "tokens", "exclude": ["UIKit/**"]}}"#) == "")
    }

    @Test func aMappedFolderThatIsAPackageTargetIsCompiledLikeOneWithItsResources() throws {
        let tree = try Tree()
        defer { tree.remove() }
        try tree.write("import DesignTokens\n" + Self.style, "App/Primary.swift")
        try tree.write("""
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "tokens", products: [.library(name: "DesignTokens", targets: ["DesignTokens"])],
                targets: [.target(name: "DesignTokens", path: "assets/ios/swift", resources: [.copy("Resources/theme.js")])])
            """, "tokens/Package.swift")
        try tree.write("import Foundation\npublic let bundle = Bundle.module\n", "tokens/assets/ios/swift/Bundle.swift")
        try tree.write("var theme = {}", "tokens/assets/ios/swift/Resources/theme.js")
        let (modules, _) = try tree.resolve(#"{"sources": "App", "modules": {"DesignTokens": "tokens/assets/ios/swift"}}"#)
        let tokens = try #require(modules.first { $0.name == "DesignTokens" })
        #expect(tokens.resources.map(\.path) == [tree.url("tokens/assets/ios/swift/Resources/theme.js").standardizedFileURL.path])
        #expect(GeneratedPackage.manifest(modules: modules).contains("resources: [.copy(\"Resources/theme.js\"), .copy(\"StyleGalleryBundle\")]"))
    }

    /// A package like processout-ios: a binary target, a dependency package that is not on disk, an
    /// Apple-only framework, and a target that needs none of them.
    static let package = """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "Pay",
            products: [.library(name: "PayUI", targets: ["PayUI"])],
            dependencies: [.package(url: "https://example.com/markdown.git", exact: "1.0.0")],
            targets: [
                .target(name: "PayCore", dependencies: [.product(name: "Markdown", package: "markdown")]),
                .target(name: "PayShimmed", dependencies: ["PayCore", "Shim"]),
                .binaryTarget(name: "Shim", path: "Vendor/Shim.xcframework"),
                .target(name: "PayWeb"),
                .target(name: "PayUI", dependencies: ["PayCore", "Shim"]),
            ])
        """

    func payPackage(_ tree: Tree) throws {
        try tree.write(Self.package, "pay/Package.swift")
        try tree.write("import Markdown\npublic enum Core {}\n", "pay/Sources/PayCore/Core.swift")
        try tree.write("import PayCore\nimport Shim\npublic enum Shimmed {}\n", "pay/Sources/PayShimmed/Shimmed.swift")
        try tree.write("import WebKit\npublic enum Web {}\n", "pay/Sources/PayWeb/Web.swift")
        // PayUI declares PayCore and Shim but imports neither.
        try tree.write(Self.style, "pay/Sources/PayUI/Primary.swift")
        try tree.write("import UIKit.UIFont\n", "pay/Sources/PayUI/UIKit/Fonts.swift")
    }

    @Test func whatCannotBeHadIsLeftOutWithAWarningAndUnimportedDependenciesAreNotCompiled() throws {
        let tree = try Tree()
        defer { tree.remove() }
        try payPackage(tree)
        let (modules, warnings) = try tree.resolve(#"{"sources": "pay"}"#)
        #expect(modules.map(\.name) == ["PayUI"], "\(warnings)")
        #expect(modules[0].dependencies.isEmpty, "PayCore is declared but never imported")
        let text = warnings.joined(separator: "\n")
        #expect(text.contains("PayShimmed depends on Shim, a binary target (a prebuilt framework), which the gallery cannot compile: left out"))
        #expect(text.contains("PayUI depends on Shim, a binary target"))
        #expect(text.contains("PayCore is left out: it imports Markdown (\(tree.url("pay/Sources/PayCore/Core.swift").standardizedFileURL.path):1) from the package markdown, which was not found"))
        #expect(text.contains("PayShimmed is left out: it imports Shim ("))
        #expect(text.contains("PayWeb is left out: it imports WebKit ("), "an Apple-only framework")
        #expect(!GeneratedPackage.manifest(modules: modules).contains("Shim"), "no dependency on the binary target leaks into the manifest")
    }

    @Test func targetsSelectAndExcludeLeavesFilesOut() throws {
        let tree = try Tree()
        defer { tree.remove() }
        try payPackage(tree)
        let (modules, _) = try tree.resolve(#"{"sources": [{"path": "pay", "targets": ["PayUI"], "exclude": ["Sources/PayUI/UIKit/**"]}]}"#)
        #expect(modules.map(\.name) == ["PayUI"])
        #expect(modules[0].files.map(\.lastPathComponent) == ["Primary.swift"])
        // A selected target that cannot be compiled is an error, not a warning.
        #expect(throws: SourcesError.self) { try tree.resolve(#"{"sources": [{"path": "pay", "targets": ["PayWeb"]}]}"#) }
    }

    @Test func anUnknownTargetIsALocatedErrorWithTheClosestName() throws {
        let tree = try Tree()
        defer { tree.remove() }
        try payPackage(tree)
        let json = """
            {"sources": [{"path": "pay",
                          "targets": ["PayUi"]}]}
            """
        do {
            _ = try tree.resolve(json)
            Issue.record("expected an error")
        } catch let error as SourcesError {
            #expect(error.description.hasPrefix("gallery-config.json:2:27: $.sources[0].targets[0]: \"PayUi\" is not a target of this package (did you mean \"PayUI\""),
                    "\(error)")
            #expect(error.description.contains("its library targets: PayCore, PayShimmed, PayWeb, PayUI"))
        }
    }

    @Test func symlinkedFoldersAreFollowedOnceAndAnEmptyModuleIsReported() throws {
        let tree = try Tree()
        defer { tree.remove() }
        try tree.write(Self.style, "real/Buttons/Primary.swift")
        try FileManager.default.createDirectory(at: tree.url("Kit"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: tree.url("Kit/Buttons"), withDestinationURL: tree.url("real/Buttons"))
        // A cycle: a link back to a folder above.
        try FileManager.default.createSymbolicLink(at: tree.url("real/Buttons/loop"), withDestinationURL: tree.url("Kit"))
        let files = SwiftFileWalk.files(in: tree.url("Kit"))
        #expect(files.map { String($0.path.dropFirst(tree.url("Kit").standardizedFileURL.path.count + 1)) } == ["Buttons/Primary.swift"])

        try FileManager.default.createDirectory(at: tree.url("Empty"), withIntermediateDirectories: true)
        let (modules, warnings) = try tree.resolve(#"{"sources": ["Kit", "Empty"]}"#)
        #expect(modules.map(\.name) == ["Kit"])
        #expect(warnings.contains { $0.hasPrefix("Empty has no Swift files in ") }, "\(warnings)")
    }

    @Test func globs() {
        #expect(PathGlob("Sources/Kit/UIKit/**").matches("Sources/Kit/UIKit/Views/A.swift"))
        #expect(PathGlob("**/TextField/**").matches("Sources/Kit/TextField/Field.swift"))
        #expect(!PathGlob("**/TextField/**").matches("Sources/Kit/TextFields/Field.swift"))
        #expect(PathGlob("*Representable.swift").matches("Sources/Kit/Code/CodeFieldRepresentable.swift"), "no slash: any depth")
        #expect(PathGlob("Sources/*/Legacy").matches("Sources/Kit/Legacy/Old.swift"), "a matching folder leaves out what is below it")
        #expect(!PathGlob("Sources/*/Legacy").matches("Sources/Kit/Sub/Legacy.swift"))
        #expect(PathGlob("Fo?.swift").matches("a/Foo.swift") && !PathGlob("Fo?.swift").matches("a/Fooo.swift"))
    }

    @Test func sourceEntriesAreReadWithTheirLocations() throws {
        let tree = try Tree()
        defer { tree.remove() }
        try tree.write(Self.style, "Kit/Primary.swift")
        let configuration = try SourcesConfiguration.parse(#"{"sources": ["Kit", {"path": "Kit", "exclude": ["Legacy/**"]}]}"#,
                                                           fileName: "c.json", directory: tree.root)
        #expect(configuration.sources.map(\.exclude) == [[], ["Legacy/**"]])
        #expect(throws: SourcesError.self) {
            try SourcesConfiguration.parse(#"{"sources": [{"path": "Kit", "exlude": []}]}"#, fileName: "c.json", directory: tree.root)
        }
        do {
            _ = try SourcesConfiguration.parse(#"{"sources": [{"path": "Kit", "exlude": []}]}"#, fileName: "c.json", directory: tree.root)
        } catch {
            #expect("\(error)".contains("unknown member \"exlude\" (did you mean \"exclude\"?)"), "\(error)")
        }
    }

    @Test("a dependency's own dependencies are found in the top package's .build/checkouts, as SwiftPM resolves them")
    func nestedCheckouts() throws {
        let tree = try Tree()
        defer { tree.remove() }
        func manifest(_ name: String, dependsOn dependency: String?) -> String {
            let package = dependency.map { #".package(url: "https://example.com/\#($0).git", from: "1.0.0")"# } ?? ""
            let product = dependency.map { #".product(name: "\#($0.capitalized.replacingOccurrences(of: "-", with: ""))", package: "\#($0)")"# } ?? ""
            return """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "\(name)", products: [.library(name: "\(name.capitalized.replacingOccurrences(of: "-", with: ""))", targets: ["\(name.capitalized.replacingOccurrences(of: "-", with: ""))"])],
                    dependencies: [\(package)],
                    targets: [.target(name: "\(name.capitalized.replacingOccurrences(of: "-", with: ""))", dependencies: [\(product)])])
                """
        }
        try tree.write(manifest("app", dependsOn: "lib-a"), "App/Package.swift")
        try tree.write("import SwiftUI\nimport LibA\n" + Self.style, "App/Sources/App/Style.swift")
        try tree.write(manifest("lib-a", dependsOn: "lib-b"), "App/.build/checkouts/lib-a/Package.swift")
        try tree.write("import LibB\npublic enum A {}\n", "App/.build/checkouts/lib-a/Sources/LibA/A.swift")
        try tree.write(manifest("lib-b", dependsOn: nil), "App/.build/checkouts/lib-b/Package.swift")
        try tree.write("public enum B {}\n", "App/.build/checkouts/lib-b/Sources/LibB/B.swift")
        let (modules, _) = try tree.resolve(#"{"sources": "App", "themes": [{"id": "default"}]}"#)
        #expect(Set(modules.map(\.name)) == ["App", "LibA", "LibB"], "\(modules.map(\.name))")
    }

    /// SwiftPM names a checkout after the repository as its URL spells it (`SFSafeSymbols`); the identity a
    /// manifest dump gives is lower case (`sfsafesymbols`), so the checkout is found without case.
    @Test func checkoutsAreFoundWhateverTheirCase() throws {
        let tree = try Tree()
        defer { tree.remove() }
        try tree.write("// swift-tools-version: 5.9\n", "App/.build/checkouts/SFSafeSymbols/Package.swift")
        try tree.write("// swift-tools-version: 5.9\n", "App/.build/checkouts/lib-b/Package.swift")
        let checkouts = tree.root.appendingPathComponent("App/.build/checkouts")
        #expect(PackageManifest.checkout("sfsafesymbols", in: checkouts)?.lastPathComponent == "SFSafeSymbols")
        #expect(PackageManifest.checkout("lib-b", in: checkouts)?.lastPathComponent == "lib-b")
        #expect(PackageManifest.checkout("missing", in: checkouts) == nil)
    }
}
