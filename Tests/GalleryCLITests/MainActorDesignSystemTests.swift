import Foundation
import GoldenTestSupport
import Testing

/// A Swift 6 team package written against SwiftUI's main-actor isolation: a target in Swift 6 mode with
/// `@MainActor` types, one with `.defaultIsolation(MainActor.self)` (everything main-actor, SE-0466), a
/// `@MainActor` style initialiser, closures inside `@ViewBuilder` blocks (which Swift 6 checks at run time
/// for the main thread), configuration Swift that reads main-actor values. `gallery build` compiles it
/// with no edits and renders it on the render pool (docs/swift6-main-actor.md).
@Suite("Swift 6 design system with main-actor styles, end to end", .serialized)
struct MainActorDesignSystemTests {
    static let files: [String: String] = [
        "Package.swift": """
            // swift-tools-version: 6.2
            import PackageDescription

            let package = Package(
                name: "Glow",
                platforms: [.iOS(.v17)],
                products: [.library(name: "GlowKit", targets: ["GlowKit"])],
                targets: [
                    .target(name: "GlowTokens"),
                    .target(name: "GlowKit", dependencies: ["GlowTokens"], swiftSettings: [.defaultIsolation(MainActor.self)]),
                ]
            )
            """,
        "Sources/GlowTokens/GlowTheme.swift": """
            import SwiftUI

            /// Glow's theme, switched per campaign.
            public struct GlowTheme: Sendable, Equatable {
                public var accent: Color
                public var glow: Double

                public static let standard = GlowTheme(accent: Color(red: 0.2, green: 0.4, blue: 0.95), glow: 0.4)
                public static let blackFriday = GlowTheme(accent: Color(red: 1, green: 0.84, blue: 0), glow: 0.9)
            }

            extension EnvironmentValues {
                @Entry public var glowTheme: GlowTheme = .standard
            }

            /// Metrics read by the styles: main-actor isolated, as UI constants often are in Swift 6 code.
            @MainActor public enum GlowMetrics {
                public static let cornerRadius: CGFloat = 14
                public static func horizontalPadding(for size: ControlSize) -> CGFloat { size == .large ? 20 : 14 }
            }
            """,
        "Sources/GlowTokens/GlowChipStyle.swift": """
            import SwiftUI

            /// A Swift 6 target without default isolation: the style is main-actor isolated as a whole only
            /// because `ButtonStyle` is, so its helpers may call `GlowMetrics` (main-actor) as they do against SwiftUI.
            public struct GlowChipStyle: ButtonStyle {
                private let radius = GlowMetrics.cornerRadius
                public init() {}

                private var horizontalPadding: CGFloat { GlowMetrics.horizontalPadding(for: .large) }

                private func plate(pressed: Bool) -> some View {
                    RoundedRectangle(cornerRadius: radius).fill(pressed ? Color(white: 0.6) : Color(red: 0.9, green: 0.3, blue: 0.1))
                }

                public func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .padding(.horizontal, horizontalPadding)
                        .padding(.vertical, 6)
                        .background(plate(pressed: configuration.isPressed))
                }
            }

            /// A view whose helper reads main-actor metrics too.
            public struct GlowTag: View {
                let text: String
                public init(text: String) { self.text = text }
                private func inset() -> CGFloat { GlowMetrics.horizontalPadding(for: .small) }
                public var body: some View { Text(text).padding(.horizontal, inset()) }
            }

            #Preview("Glow tag") { GlowTag(text: "Tag") }
            """,
        "Sources/GlowKit/Palette.swift": """
            import SwiftUI

            /// Main-actor isolated by the target's default isolation.
            public enum Palette {
                public static let midnight = Color(red: 0.1, green: 0.1, blue: 0.44)
                public static let track = Color(white: 0.85)
            }
            """,
        "Sources/GlowKit/GlowButtonStyle.swift": """
            import SwiftUI
            import GlowTokens

            public struct GlowButtonStyle: ButtonStyle {
                @Environment(\\.glowTheme) private var theme
                @Environment(\\.controlSize) private var controlSize
                let icons: [String]

                public init(icons: [String] = ["star.fill"]) { self.icons = icons }

                public func makeBody(configuration: Configuration) -> some View {
                    HStack(spacing: 6) {
                        ForEach(icons, id: \\.self) { name in Image(systemName: name) }
                        configuration.label
                        icons.first.map { _ in Text("·") }
                    }
                    .padding(.horizontal, GlowMetrics.horizontalPadding(for: controlSize))
                    .padding(.vertical, 10)
                    .foregroundStyle(.white)
                    .background(RoundedRectangle(cornerRadius: GlowMetrics.cornerRadius)
                        .fill(theme.accent.opacity(configuration.isPressed ? 0.7 : 1)))
                    .shadow(color: theme.accent.opacity(theme.glow), radius: 8)
                }
            }

            extension ButtonStyle where Self == GlowButtonStyle {
                public static var glow: GlowButtonStyle { GlowButtonStyle() }
            }
            """,
        "Sources/GlowKit/SparkToggleStyle.swift": """
            import SwiftUI
            import GlowTokens

            @MainActor
            public struct SparkToggleStyle: ToggleStyle {
                @Environment(\\.glowTheme) private var theme

                @MainActor public init() {}

                public func makeBody(configuration: Configuration) -> some View {
                    HStack {
                        configuration.label
                        Spacer()
                        Capsule()
                            .fill(configuration.isOn ? theme.accent : Palette.track)
                            .frame(width: 51, height: 31)
                            .overlay(alignment: configuration.isOn ? .trailing : .leading) {
                                Circle().fill(.white).padding(2)
                            }
                    }
                }
            }
            """,
        "Sources/GlowKit/GlowBadge.swift": """
            import SwiftUI

            public struct GlowBadge: View {
                let text: String
                public init(text: String) { self.text = text }
                public var body: some View {
                    Text(text).padding(.horizontal, 8).padding(.vertical, 4).background(Capsule().fill(Palette.midnight))
                }
            }

            #Preview("Glow badge") {
                GlowBadge(text: "New")
            }
            """,
        "gallery-config.json": """
            {
              "title": "Glow",
              "output": "output",
              "sources": ".",
              "styles": { "settings": {
                "glow-button-style": { "label": "Go",
                  "presets": [ { "id": "twin", "title": "Two icons", "init": "GlowButtonStyle(icons: [\\"star.fill\\", \\"heart.fill\\"])" } ] }
              } },
              "themes": [
                { "id": "default", "title": "Glow" },
                { "id": "black-friday", "title": "Black Friday", "environment": { "\\\\.glowTheme": "GlowTheme.blackFriday" } },
                { "id": "midnight", "title": "Midnight", "environment": { "\\\\.glowTheme.accent": "Palette.midnight" } }
              ]
            }
            """,
    ]

    @Test func compilesWithNoEditsAndRendersOnTheRenderPool() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let glow = sandbox.url("project/glow")
        for (path, text) in Self.files {
            let url = glow.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }

        let build = try GalleryProcess.run(["build"], in: glow, home: sandbox.home, timeout: 1200)
        try #require(build.status == 0, "build: \(build.stderr)")
        #expect(build.stderr.contains("compiled the design system (2 modules"), "\(build.stderr)")

        let manifestData = try Data(contentsOf: glow.appendingPathComponent("output/manifest.json"))
        let manifest = try #require(try JSONSerialization.jsonObject(with: manifestData) as? [String: Any])
        let components = Set((manifest["components"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String })
        #expect(components == ["glow-button-style", "glow-chip-style", "spark-toggle-style", "preview-glow-badge", "preview-glow-tag"],
                "\(components.sorted())")
        // Presets: the initialiser, `.glow` and the configuration's `init`, each normal/pressed × enabled/disabled
        // minus pressed+disabled; the toggle on/off × enabled/disabled; the preview once.
        let expected = ["glow-button-style": 3 * 3, "glow-chip-style": 3, "spark-toggle-style": 4, "preview-glow-badge": 1, "preview-glow-tag": 1]
        let variants = try manifestVariants(glow.appendingPathComponent("output"))
        for (component, count) in expected {
            for theme in ["default", "black-friday", "midnight"] {
                let found = variants.filter { $0["component"] as? String == component && $0["theme"] as? String == theme }.count
                #expect(found == count, "\(component) under \(theme): \(found) variants, expected \(count)")
            }
        }

        func svg(_ theme: String, _ path: String) throws -> String {
            try String(contentsOf: glow.appendingPathComponent("output/themes/\(theme)/svg/\(path).svg"), encoding: .utf8)
        }
        let twin = try svg("default", "glow-button-style/twin-normal-enabled")
        #expect(twin.contains("#3366F2"), "GlowTheme.standard's accent fills the plate")
        #expect(twin.contains("Go"), "the configured label")
        #expect(try svg("black-friday", "glow-button-style/twin-normal-enabled").contains("#FFD600"), "\\.glowTheme = GlowTheme.blackFriday")
        #expect(try svg("midnight", "spark-toggle-style/on-enabled").contains("#1A1A70"),
                "\\.glowTheme.accent = Palette.midnight, a main-actor value, on the toggle's track")
        #expect(try svg("default", "spark-toggle-style/off-enabled").contains("#D9D9D9"), "Palette.track when off")
        #expect(try svg("default", "preview-glow-badge/default").contains("New"), "the #Preview")
        // Whole-type isolation: the chip's helpers read main-actor metrics (20-point padding for .large).
        let chip = try svg("default", "glow-chip-style/normal-enabled")
        #expect(chip.contains("#E64D1A"), "\(chip)")
        #expect(try svg("default", "glow-chip-style/pressed-enabled").contains("#999999"), "the pressed plate")
        #expect(try svg("default", "preview-glow-tag/default").contains("Tag"), "a view whose helper is main-actor")

        // A second design system built with the same gallery reuses the build folder: StyleGallery's own
        // libraries are not compiled again, and neither cache holds a build folder of its own.
        let second = sandbox.url("project/second")
        try FileManager.default.createDirectory(at: second.appendingPathComponent("Styles"), withIntermediateDirectories: true)
        try Data("""
            import SwiftUI
            struct OutlineButtonStyle: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.padding(8).overlay(Capsule().stroke(Color.blue, lineWidth: 2))
                }
            }
            """.utf8).write(to: second.appendingPathComponent("Styles/OutlineButtonStyle.swift"))
        try Data(#"{"sources": "Styles", "themes": [{"id": "default"}]}"#.utf8).write(to: second.appendingPathComponent("gallery-config.json"))
        let secondBuild = try GalleryProcess.run(["build"], in: second, home: sandbox.home, timeout: 900)
        #expect(secondBuild.status == 0, "\(secondBuild.stderr)")
        #expect(secondBuild.stderr.contains("compiled the design system (1 modules, 1 styles"), "\(secondBuild.stderr)")
        #expect(!secondBuild.stderr.contains("StyleGallery's own libraries compiled"), "\(secondBuild.stderr)")
        for project in [glow, second] {
            let cache = try FileManager.default.contentsOfDirectory(atPath: project.appendingPathComponent(".stylegallery-cache").path)
            #expect(!cache.contains { $0.hasPrefix("build") }, "\(project.lastPathComponent): \(cache)")
        }
    }
}
