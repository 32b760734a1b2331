import Foundation
import Testing

/// A design system whose code uses a C library from a dependency package (as processout-ios uses
/// swift-cmark's `cmark_gfm`), one of its targets importing it without declaring it (SwiftPM lets a target
/// import what its dependencies bring): `gallery build` compiles the C target as SwiftPM does, from its own
/// package, and the style's label is what the C function returns.
@Suite("Design system with a C dependency, end to end", .serialized)
struct CDependencyDesignSystemTests {
    static let files: [String: String] = [
        "Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "Ledger",
                products: [.library(name: "LedgerUI", targets: ["LedgerUI"])],
                dependencies: [.package(url: "https://example.com/c-count.git", from: "1.0.0")],
                targets: [
                    .target(name: "LedgerCore", dependencies: [.product(name: "c-count", package: "c-count")]),
                    .target(name: "LedgerUI", dependencies: ["LedgerCore"]),
                ]
            )
            """,
        "Sources/LedgerCore/Count.swift": """
            import c_count

            /// The number of vowels in `text`, counted by the C library.
            public func vowels(in text: String) -> Int { Int(count_vowels(text)) }
            """,
        "Sources/LedgerUI/LedgerButtonStyle.swift": """
            import SwiftUI
            import LedgerCore
            import c_count  // not declared by LedgerUI: it comes with LedgerCore's dependency

            struct LedgerButtonStyle: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack {
                        configuration.label
                        Text("\\(vowels(in: "Ledger")) + \\(count_vowels("aei"))")
                    }
                    .padding(12)
                    .background(Color(red: 0.1, green: 0.5, blue: 0.3))
                    .opacity(configuration.isPressed ? 0.7 : 1)
                }
            }
            """,
        ".build/checkouts/c-count/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "c-count",
                products: [.library(name: "c-count", targets: ["c-count"])],
                targets: [.target(name: "c-count", path: "src")]
            )
            """,
        ".build/checkouts/c-count/src/include/c_count.h": """
            #ifndef C_COUNT_H
            #define C_COUNT_H
            /// The number of ASCII vowels in a NUL-terminated string.
            int count_vowels(const char *text);
            #endif
            """,
        ".build/checkouts/c-count/src/count.c": """
            #include "c_count.h"

            int count_vowels(const char *text) {
                int count = 0;
                for (; *text; text++) {
                    switch (*text | 0x20) {
                    case 'a': case 'e': case 'i': case 'o': case 'u': count++;
                    }
                }
                return count;
            }
            """,
    ]

    @Test func theCTargetIsCompiledFromItsPackageAndTheStyleCallsIt() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let ledger = sandbox.url("project/ledger")
        for (path, text) in Self.files {
            let url = ledger.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try Data(#"{"sources": ".", "themes": [{"id": "default"}]}"#.utf8).write(to: ledger.appendingPathComponent("gallery-config.json"))

        let build = try GalleryProcess.run(["build"], in: ledger, home: sandbox.home, timeout: 1200)
        try #require(build.status == 0, "build: \(build.stderr)")
        #expect(build.stderr.contains("discovered 3 modules (c_count (dependency), LedgerCore, LedgerUI)"), "\(build.stderr)")
        let manifest = try String(contentsOf: ledger.appendingPathComponent(".stylegallery-cache/package/Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#".package(path: "\#(ledger.path)/.build/checkouts/c-count")"#), "\(manifest)")
        #expect(manifest.contains(#".product(name: "c-count", package: "c-count")"#), "\(manifest)")
        #expect(!manifest.contains(#"name: "c_count""#), "the C target is not copied into the generated package")
        let svg = try String(contentsOf: ledger.appendingPathComponent("output/themes/default/svg/ledger-button-style/normal-enabled.svg"), encoding: .utf8)
        #expect(svg.contains("2 + 3"), "the label the C function counted: \(svg.prefix(400))")
    }
}
