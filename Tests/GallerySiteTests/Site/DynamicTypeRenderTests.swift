import Foundation
import Testing
@testable import GalleryAudit
@testable import GalleryCatalog
import GalleryLayout
import GalleryRender
@testable import GallerySite
import StyleKit

/// The seed button styles rendered at the largest accessibility size, as a variant of the shipped
/// configuration with `\.dynamicTypeSize` set: what the audit says about their text.
@Suite struct DynamicTypeRenderTests {
    static let buttonIDs = ["my-button-style", "my-primitive-button-style", "primary-button-style", "secondary-button-style",
                            "tertiary-button-style", "gradient-style"]

    func render(_ id: String, at size: DynamicTypeSize) throws -> [(String, RenderedView)] {
        let configuration = try shippedConfiguration()
        let entry = try #require(configuration.entries.first { $0.id == id })
        let renderer = VariantRenderer(engine: configuration.makeLayoutEngine(), audit: AccessibilityAudit())
        let theme = try #require(configuration.themes.first)
        return try configuration.states(of: entry).prefix(1).map { state in
            let variant = Variant(entry: entry, state: state)
            let view = variant.makeView(label: configuration.label(for: entry)).environment(\.dynamicTypeSize, size)
            let rendered = try renderer.render(view: view, theme: theme, canvas: .sizeThatFits(width: entry.canvasWidth),
                                               title: "\(variant.id) at \(size)")
            if let folder = ProcessInfo.processInfo.environment["STYLEGALLERY_DYNAMIC_TYPE_SVG"] {
                let name = variant.id.replacingOccurrences(of: "/", with: "_") + "-\(size).svg"
                try Data(rendered.svg).write(to: URL(fileURLWithPath: folder).appendingPathComponent(name))
            }
            return (variant.id, rendered)
        }
    }

    @Test(arguments: buttonIDs)
    func seedButtonsGrowAtAX5(id: String) throws {
        for ((variant, large), (_, ax5)) in zip(try render(id, at: .large), try render(id, at: .accessibility5)) {
            let largeText = try #require(allTexts(large.scene.root).first, "\(variant)")
            let bigText = try #require(allTexts(ax5.scene.root).first, "\(variant)")
            #expect(bigText.font.size > largeText.font.size * 2, "\(variant): the label follows its text style")
            // GradientStyle fixes its height at 44 pt: the 53 pt label overflows its padding but its ink stays
            // inside the rounded clip; every other seed grows with its label.
            if id == "gradient-style" {
                #expect(ax5.scene.size.height == 44)
            } else {
                // Padding does not scale: the button grows by (at least) what its label's line grows.
                let growth = bigText.frame.height - largeText.frame.height
                #expect(ax5.scene.size.height - large.scene.size.height >= growth - 0.001, "\(variant): the button grows with its label")
            }
            let rules: [Finding.Rule] = [.textTruncated, .textClipped, .textOverlaps]
            for (size, rendered) in [("Large", large), ("AX5", ax5)] {
                let found = rendered.audit?.findings.filter { rules.contains($0.rule) } ?? []
                #expect(found.isEmpty, "\(variant) at \(size): \(found.map(\.detail))")
            }
        }
    }

    @Test func thePrimaryButtonWrapsItsLabelInItsCanvasAtAX5() throws {
        let (_, ax5) = try #require(try render("primary-button-style", at: .accessibility5).first)
        // 22 pt bold monospaced title2 becomes 56 pt: "Primary Button" no longer fits the 320 pt canvas on one
        // line and breaks at the space, as SwiftUI wraps it; nothing is truncated.
        #expect(allTexts(ax5.scene.root).map(\.string) == ["Primary", "Button"])
        #expect(ax5.scene.truncatedTexts.isEmpty)
    }
}

func allTexts(_ group: SceneGroup) -> [SceneText] {
    group.children.flatMap { node -> [SceneText] in
        switch node {
        case .group(let g): return allTexts(g)
        case .shape, .image: return []
        case .text(let t): return [t]
        }
    }
}
