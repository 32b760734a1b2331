import Foundation
import Testing
@testable import StyleKit
@testable import GalleryLayout

/// Small pieces of SwiftUI's surface that real design systems use: safe-area insets, share links, line-limit
/// ranges.
@Suite struct SmallSurfaceLayoutTests {
    let engine = LayoutEngine()

    func scene(_ view: some View, width: CGFloat? = nil) throws -> Scene {
        try engine.layout(try view.resolveNode(in: ResolveContext()), width: width)
    }

    @Test func aBottomSafeAreaInsetSitsBelowTheViewAtItsSpacing() throws {
        let view = Color.red.frame(width: 100, height: 50).safeAreaInset(edge: .bottom, spacing: 4) {
            Color.blue.frame(width: 60, height: 10)
        }
        let result = try scene(view)
        #expect(result.size == CGSize(width: 100, height: 64))
        let rects = allShapes(result.root).map(\.geometry.bounds)
        #expect(rects == [CGRect(x: 0, y: 0, width: 100, height: 50), CGRect(x: 20, y: 54, width: 60, height: 10)])
    }

    @Test func topAndTrailingInsetsAndAlignment() throws {
        let top = try scene(Color.red.frame(width: 100, height: 50).safeAreaInset(edge: .top, alignment: .leading) {
            Color.blue.frame(width: 60, height: 10)
        })
        #expect(allShapes(top.root).map(\.geometry.bounds).first == CGRect(x: 0, y: 0, width: 60, height: 10))
        let trailing = try scene(Color.red.frame(width: 100, height: 50).safeAreaInset(edge: .trailing, spacing: 0) {
            Color.blue.frame(width: 20, height: 20)
        })
        #expect(trailing.size == CGSize(width: 120, height: 50))
        #expect(allShapes(trailing.root).map(\.geometry.bounds).last == CGRect(x: 100, y: 15, width: 20, height: 20))
    }

    @Test func aShareLinkIsAShareButton() throws {
        let result = try scene(ShareLink(item: URL(string: "https://example.com")!))
        #expect(allTexts(result.root).map(\.string) == ["Share"])
        #expect(allShapes(result.root).contains { $0.role == "symbol square.and.arrow.up" })
        #expect(result.elements.map(\.role) == [.button] && result.elements.first?.label == "Share")
        let titled = try scene(ShareLink("Invite", item: "https://example.com", subject: Text("Join")))
        #expect(allTexts(titled.root).map(\.string) == ["Invite"])
        let custom = try scene(ShareLink(item: "x") { Text("Send") })
        #expect(allTexts(custom.root).map(\.string) == ["Send"])
    }

    @Test func lineLimitRangesLimitToTheirUpperBound() throws {
        let long = String(repeating: "word ", count: 40)
        func lines(_ view: some View) throws -> Int {
            // One scene text per line.
            allTexts(try scene(view, width: 120).root).count
        }
        let free = try lines(Text(long).lineLimit(2...))
        #expect(free > 4, "no upper bound")
        #expect(try lines(Text(long).lineLimit(2...3)) == 3)
        #expect(try lines(Text(long).lineLimit(...2)) == 2)
        #expect(try lines(Text(long).lineLimit(1, reservesSpace: true)) == 1)
    }
}
