import Foundation
import Testing
@testable import GallerySources

/// The compiled copy's platform rules, and what the build tells the user before compiling.
@Suite("Rewriter rules and build reports")
struct RewriterAndReportTests {
    static let guarded = """
        #if canImport(UIKit)
        import UIKit
        extension UIImage { convenience init(brand: String) { self.init() } }
        #elseif canImport(AppKit)
        import AppKit
        #endif
        #if os(iOS)
        let phone = true
        #endif
        """

    @Test func canImportUIKitMeansTheRenderedPlatformInTeamCodeAndStaysFalseInDependencies() {
        let team = SourceRewriter.rewrite(Self.guarded, originalPath: "/t/A.swift", rules: .teamCode)
        #expect(team.contains("#if STYLEGALLERY_IOS\nimport UIKit"))
        #expect(team.contains("#elseif STYLEGALLERY_MACOS"))
        let dependency = SourceRewriter.rewrite(Self.guarded, originalPath: "/t/A.swift", rules: .dependency)
        #expect(dependency.contains("#if false\nimport UIKit"))
        #expect(dependency.contains("#elseif false"))
        #expect(dependency.contains("#if STYLEGALLERY_IOS\nlet phone"), "os(iOS) still means the rendered platform")
        // Lines keep their numbers.
        #expect(dependency.split(separator: "\n", omittingEmptySubsequences: false).count
                == Self.guarded.split(separator: "\n", omittingEmptySubsequences: false).count + 1)
    }

    @Test func entryExpandsInEnvironmentAndContainerValuesOnly() {
        let copy = SourceRewriter.rewrite("""
            extension EnvironmentValues { @Entry var brand: Color = .pink }
            extension ContainerValues { @Entry public var isPinned: Bool = false }
            extension Theme { @Entry var other: Int = 1 }
            """, originalPath: "/t/E.swift")
        #expect(copy.contains("var brand: Color { get { self[__Key_brand.self] }"))
        #expect(copy.contains("struct __Key_brand: SwiftUI.EnvironmentKey { static var defaultValue: Color { .pink } }"))
        #expect(copy.contains("public var isPinned: Bool { get { self[__Key_isPinned.self] }"))
        #expect(copy.contains("struct __Key_isPinned: SwiftUI.ContainerValueKey { static var defaultValue: Bool { false } }"))
        #expect(copy.contains("@Entry var other: Int = 1"), "another type's @Entry is left for the compiler to report")
    }

    @Test func submoduleImportsOfTheShimsBecomeModuleImports() {
        let copy = SourceRewriter.rewrite("import UIKit.UIFont\nimport AppKit.NSFont\nimport Foundation.NSURL\nimport struct SwiftUI.Color\n",
                                          originalPath: "/t/F.swift")
        #expect(copy.contains("\nimport UIKit\nimport AppKit\nimport Foundation.NSURL\nimport struct SwiftUI.Color\n"))
    }

    @Test func objcAttributesAreDroppedAndSelectorsBecomeStyleKitSelectors() {
        let source = """
            @objcMembers final class Label: UILabel {
                @objc(handleLongPress:) private func handleLongPress(_ recognizer: UIGestureRecognizer) {}
                @objc
                dynamic var title = ""
                func wire(_ control: UIControl) {
                    control.addTarget(self, action: #selector(handleLongPress(_:)), for: .touchUpInside)
                    _ = #selector(getter: Label.title)
                }
                @IBAction func tapped() {}
            }
            #Preview { let s = #selector(Label.wire) ; Text("\\(s)") }
            """
        let copy = SourceRewriter.rewrite(source, originalPath: "/t/L.swift")
        #expect(!copy.contains("@objc"))
        #expect(copy.contains("\nfinal class Label: UILabel {"))
        #expect(copy.contains("    private func handleLongPress(_ recognizer: UIGestureRecognizer) {}"))
        #expect(copy.contains("action: Selector(\"handleLongPress(_:)\"), for: .touchUpInside)"))
        #expect(copy.contains("_ = Selector(\"getter: Label.title\")"))
        #expect(copy.contains("@IBAction func tapped()"), "attributes Linux accepts stay")
        #expect(copy.contains("let s = Selector(\"Label.wire\")"), "a #Preview's own code gets the edits too")
        #expect(copy.contains("struct StyleGalleryPreview_L_0: SwiftUI.View"))
        // Lines keep their numbers: `@objc` on a line of its own leaves the line, empty.
        let lines = copy.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == source.split(separator: "\n", omittingEmptySubsequences: false).count + 1)
        #expect(lines[3].trimmingCharacters(in: .whitespaces).isEmpty && lines[4].contains("dynamic var title"))
    }

    /// fluentui-apple's `@objc public protocol FluentThemeable` is held `weak`: the copy keeps it class-bound.
    @Test func objcProtocolsStayClassBound() {
        let copy = SourceRewriter.rewrite("""
            @objc public protocol Themeable { func refresh() }
            @objc(MSFTokenized) protocol Tokenized: Themeable {}
            @objc protocol Tinted: NSObjectProtocol, Themeable {}
            protocol Plain {}
            final class Host { weak var themeable: Themeable? }
            """, originalPath: "/t/T.swift")
        #expect(copy.contains("public protocol Themeable: AnyObject { func refresh() }"), "\(copy)")
        #expect(copy.contains("protocol Tokenized: AnyObject, Themeable {}") && copy.contains("protocol Tinted: AnyObject, NSObjectProtocol, Themeable {}"))
        #expect(copy.contains("protocol Plain {}"), "a protocol without @objc is left as it is")
    }

    @Test func autoreleasingPointersBecomeThePointersLinuxFoundationTakes() {
        let copy = SourceRewriter.rewrite("""
            final class CardNumberFormatter: Formatter {
                override func getObjectValue(_ obj: AutoreleasingUnsafeMutablePointer<AnyObject?>?, for string: String,
                                             errorDescription error: AutoreleasingUnsafeMutablePointer<NSString?>?) -> Bool { true }
            }
            """, originalPath: "/t/C.swift")
        #expect(copy.contains("    func getObjectValue(_ obj: UnsafeMutablePointer<AnyObject?>?, for string: String,"),
                "Linux's Formatter keeps getObjectValue internal: the method stays, not as an override")
        #expect(copy.contains("errorDescription error: UnsafeMutablePointer<NSString?>?) -> Bool"))
        #expect(!copy.contains("Autoreleasing"))
        let others = SourceRewriter.rewrite("""
            class Base: NSObject { func getObjectValue(_ x: Int) {} }
            final class Sub: Base { override func getObjectValue(_ x: Int) {} }
            final class Amount: NumberFormatter { override func string(for obj: Any?) -> String? { nil } }
            """, originalPath: "/t/O.swift")
        #expect(others.contains("final class Sub: Base { override func getObjectValue"), "only Foundation's formatters lose it")
        #expect(others.contains("override func string(for obj: Any?)"), "string(for:) is open on Linux too")
    }

    @Test func groupedDeclarationsNameEachPropertyWithItsType() {
        let file = SourceScanner.scan(source: """
            import SwiftUI
            struct CheckboxStyle: ToggleStyle {
                let normal, highlighted: StateStyle
                let size: CGFloat
                func makeBody(configuration: Configuration) -> some View { configuration.label }
            }
            """, path: "Checkbox.swift")
        let note = Discovery.analyze([("Kit", [file])]).notes.first
        #expect(note?.message.contains("(it needs normal: StateStyle, highlighted: StateStyle, size: CGFloat)") == true, "\(String(describing: note))")
        #expect(note?.subject == "CheckboxStyle")
    }

    @Test func theSummaryBeforeCompilingCountsAndListsWhatIsNotShown() {
        let files = [SourceScanner.scan(source: """
            import SwiftUI
            struct Shown: ButtonStyle { func makeBody(configuration: Configuration) -> some View { configuration.label } }
            private struct Hidden: ButtonStyle { func makeBody(configuration: Configuration) -> some View { configuration.label } }
            struct Tinted: ButtonStyle { let tint: Color; func makeBody(configuration: Configuration) -> some View { configuration.label } }
            #Preview { Text("x") }
            """, path: "/k/Styles.swift")]
        let discovery = Discovery.analyze([("Kit", files)])
        let module = SourceModule(name: "Kit", root: URL(fileURLWithPath: "/k"), files: [URL(fileURLWithPath: "/k/Styles.swift")],
                                  dependencies: [], languageMode: 5, defines: [], resources: [])
        let summary = DesignSystemBuild.summary(modules: [module], discovery: discovery)
        #expect(summary.hasPrefix("discovered 1 modules (Kit), 1 Swift files, 3 styles, 1 previews; 2 styles not shown:\n"), "\(summary)")
        #expect(summary.contains("  Hidden (Styles.swift:3): private\n"))
        #expect(summary.contains("  Tinted (Styles.swift:4): no argument-free initialiser\n"))
        // A style with an `init` preset in the configuration is shown.
        let withPreset = DesignSystemBuild.summary(modules: [module], discovery: discovery, presetStyles: ["tinted"])
        #expect(withPreset.contains("1 styles not shown") && !withPreset.contains("Tinted"))
        // …and no warning tells the team to add the preset it has (swift-theme-kit's PlainTextButtonStyle).
        #expect(DesignSystemBuild.warnings(discovery, presetStyles: []).contains { $0.contains("Tinted has no argument-free initialiser") })
        let warnings = DesignSystemBuild.warnings(discovery, presetStyles: ["tinted"])
        #expect(!warnings.contains { $0.contains("Tinted") } && warnings.contains { $0.contains("Hidden") }, "\(warnings)")
    }

    /// DesignResourcesKit: colours and fonts, no style and no preview. The summary says the site will be empty and why.
    @Test func aDesignSystemWithNothingToShowIsToldSo() {
        let files = [SourceScanner.scan(source: """
            import SwiftUI
            public extension Color { static let brand = Color(red: 0.1, green: 0.2, blue: 0.3) }
            """, path: "/k/Colors.swift")]
        let module = SourceModule(name: "Colors", root: URL(fileURLWithPath: "/k"), files: [URL(fileURLWithPath: "/k/Colors.swift")],
                                  dependencies: [], languageMode: 5, defines: [], resources: [])
        let summary = DesignSystemBuild.summary(modules: [module], discovery: Discovery.analyze([("Colors", files)]))
        #expect(summary.hasPrefix("discovered 1 modules (Colors), 1 Swift files, 0 styles, 0 previews; nothing to show: no type conforms to ButtonStyle"),
                "\(summary)")
        #expect(summary.contains("a #Preview of the colours or fonts would show them"))
    }

    @Test func theToolchainModuleCacheProblemIsRecognised() {
        let output = """
            /opt/swift/usr/lib/swift/_foundation_unicode/utypes.h:544:14: error: 'UErrorCode' has different definitions in different modules; first difference is defined here found enum with 128 elements
            """
        #expect(DesignSystemBuild.isModuleCacheProblem(output))
        #expect(!DesignSystemBuild.isModuleCacheProblem("/a/B.swift:3:1: error: cannot find 'x' in scope"))
    }
}
