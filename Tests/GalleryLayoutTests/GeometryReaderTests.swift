import Foundation
import Testing
@testable import StyleKit
@testable import GalleryLayout

/// `GeometryReader`: takes the proposed space, gives its content that size, places it top-leading.
@Suite struct GeometryReaderTests {
    let engine = LayoutEngine()

    func layout(_ view: some View, width: CGFloat? = nil, environment: EnvironmentValues = EnvironmentValues()) throws -> Scene {
        try engine.layout(try view.resolveNode(in: ResolveContext(environment: environment)), width: width)
    }

    @Test func takesTheProposalAndTenByTenWhereUnspecified() throws {
        #expect(try layout(GeometryReader { _ in Color.red }).size == CGSize(width: 10, height: 10))
        #expect(try layout(GeometryReader { _ in Color.red }, width: 200).size == CGSize(width: 200, height: 10))
        #expect(try layout(GeometryReader { _ in Color.red }.frame(width: 80, height: 30)).size == CGSize(width: 80, height: 30))
    }

    @Test func contentSeesTheSizeAndSitsTopLeading() throws {
        let view = GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 5)
        }
        .frame(width: 100, height: 50)
        .padding(10)
        let shapes = allShapes(try layout(view).root)
        #expect(shapes.map(\.geometry.bounds) == [CGRect(x: 10, y: 10, width: 50, height: 10)])
    }

    @Test func localAndGlobalFramesAndSafeArea() throws {
        var seen: [CGRect] = []
        var insets: EdgeInsets?
        let view = HStack(spacing: 0) {
            Color.blue.frame(width: 30, height: 20)
            GeometryReader { proxy -> Color in
                seen = [proxy.frame(in: .local), proxy.frame(in: .global)]
                insets = proxy.safeAreaInsets
                return Color.red
            }
            .frame(width: 40, height: 20)
        }
        _ = try layout(view)
        #expect(seen == [CGRect(x: 0, y: 0, width: 40, height: 20), CGRect(x: 30, y: 0, width: 40, height: 20)])
        #expect(insets == EdgeInsets())
    }

    @Test func contentResolvesInTheReadersEnvironment() throws {
        struct Reader: View {
            @Environment(\.colorScheme) var scheme
            var body: some View { Text(scheme == .dark ? "dark" : "light") }
        }
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let scene = try layout(GeometryReader { _ in Reader() }.frame(width: 100, height: 30), environment: dark)
        #expect(allTexts(scene.root).map(\.string) == ["dark"])
    }

    @Test func severalChildrenStackAtTheTopLeadingCorner() throws {
        let view = GeometryReader { _ in
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 20, height: 5)
        }
        .frame(width: 60, height: 60)
        #expect(allShapes(try layout(view).root).map(\.geometry.bounds) == [
            CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 0, y: 0, width: 20, height: 5)])
    }

    @Test @MainActor func misuseInsideTheContentIsReportedByLayout() throws {
        // A view whose environment object nobody provides: an error that only the content's resolution can raise.
        let view = GeometryReader { _ in NeedsMissingModel() }
        #expect(throws: StyleKitError.self) { try layout(view) }
        #expect(try view.resolveNode(in: ResolveContext()).dump == "GeometryReader\n", "resolution defers the content")
    }

    @Test func layoutDumpShowsTheChildMadeForTheSize() throws {
        let node = try GeometryReader { proxy in Color.red.frame(width: proxy.size.width - 20) }.frame(height: 12)
            .resolveNode(in: ResolveContext())
        let dump = try engine.layoutDump(node, width: 100)
        #expect(dump == """
            Frame height=12 alignment=HCenter/VCenter [0,0 100×12]
            └─ GeometryReader [0,0 100×12]
               └─ Frame width=80 alignment=HCenter/VCenter [0,0 80×12]
                  └─ Paint #FF3B30 [0,0 80×12]

            """)
    }
}


private final class MissingModel: ObservableObject {}

private struct NeedsMissingModel: View {
    @EnvironmentObject var model: MissingModel
    var body: some View { Text("unreachable") }
}
