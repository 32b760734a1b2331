import Foundation
import Testing
@testable import StyleKit

private struct WidthsKey: PreferenceKey {
    static let defaultValue: [CGFloat] = []
    static func reduce(value: inout [CGFloat], nextValue: () -> [CGFloat]) { value += nextValue() }
}

private struct BoundsKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

@Suite struct PreferenceTests {
    @Test func backgroundAndOverlayReceiveTheirSubtreesReducedValue() throws {
        let view = VStack {
            Text("a").preference(key: WidthsKey.self, value: [10])
            Text("b").preference(key: WidthsKey.self, value: [20, 30])
        }
        .overlayPreferenceValue(WidthsKey.self) { widths in Text("sum \(Int(widths.reduce(0, +)))") }
        #expect(try texts(view) == ["a", "b", "sum 60"])
        let empty = Text("x").backgroundPreferenceValue(WidthsKey.self) { Text("n \($0.count)") }
        #expect(try texts(empty) == ["n 0", "x"])
    }

    @Test func preferencesFlowThroughNestedCollectorsAndBodiesCountOnce() throws {
        let inner = Text("a").preference(key: WidthsKey.self, value: [1])
            .overlayPreferenceValue(WidthsKey.self) { Text("inner \($0.count)") }
        let view = VStack { inner; Text("b").preference(key: WidthsKey.self, value: [2]) }
            .overlayPreferenceValue(WidthsKey.self) { Text("outer \($0.count)") }
        #expect(try texts(view).contains("inner 1") && texts(view).contains("outer 2"))
    }

    @Test func anchorsResolveAgainstTheReadersBounds() throws {
        let view = Text("a").anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
            .overlayPreferenceValue(BoundsKey.self) { anchor in
                GeometryReader { proxy in Text(anchor.map { "\(Int(proxy[$0].width))" } ?? "none") }
            }
        // The overlay is a reader: its content is made by layout; the anchor exists.
        #expect(try dump(view).contains("GeometryReader"))
        #expect(GeometryProxy(size: CGSize(width: 40, height: 10), globalFrame: .zero)[Anchor(source: .center)] == CGPoint(x: 20, y: 5))
    }

    @Test func onPreferenceChangeNeverRuns() throws {
        let calls = Counter()
        let view = Text("a").preference(key: WidthsKey.self, value: [1]).onPreferenceChange(SumKey.self) { _ in calls.add() }
        _ = try dump(view)
        #expect(calls.value == 0)
    }
}

private struct SumKey: PreferenceKey {
    static let defaultValue: Int = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

private final class Counter: @unchecked Sendable {
    var value = 0
    func add() { value += 1 }
}

@Suite struct ContainerSurfaceTests {
    @Test func scrollViewClipsContentGivenItsIdealHeight() throws {
        let tree = try dump(ScrollView { Text("a"); Text("b") })
        #expect(tree.contains("Clip"))
        #expect(tree.contains("FixedSize horizontal=false vertical=true"))
        #expect(tree.contains("maxWidth=inf"))
        #expect(try texts(ScrollView(.horizontal) { Text("a"); Text("b") }) == ["a", "b"])
    }

    @Test func navigationContainersDrawTheirContent() throws {
        #expect(try texts(NavigationStack { Text("root").navigationTitle("Title").navigationBarTitleDisplayMode(.inline) }) == ["root"])
        #expect(try texts(NavigationView { Text("root") }) == ["root"])
    }

    @Test func sliderIsAnAdjustableElementAtItsValue() throws {
        let tree = try dump(Slider(value: .constant(25), in: 0...50) { Text("Volume") })
        #expect(tree.contains("adjustable") && tree.contains("50%") && tree.contains("Volume"))
        #expect(tree.contains("GeometryReader"))
        #expect(try dump(Slider(value: .constant(2.0), in: 0...1)).contains("100%"))
    }

    @Test func trimKeepsTheFractionOfTheOutline() {
        let square = Rectangle().path(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        let half = square.trimmedPath(from: 0, to: 0.5)
        #expect(half.boundingRect.width == 10 && half.boundingRect.height == 10)
        let quarter = square.trimmedPath(from: 0, to: 0.25)
        #expect(quarter.boundingRect.height == 0 || quarter.boundingRect.width == 0)
        #expect(square.trimmedPath(from: 0.5, to: 0.5).isEmpty)
        #expect(square.trimmedPath(from: 0, to: 1) == square)
        let circle = Circle().trim(from: 0, to: 0.5).path(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(abs(circle.boundingRect.width - 20) < 0.01 && abs(circle.boundingRect.height - 10) < 0.6)
    }

    @Test func invisibleModifiersChangeNothing() throws {
        let plain = try dump(Text("a"))
        let modified = try dump(Text("a").baselineOffset(2).blendMode(.multiply).minimumScaleFactor(0.5).lineSpacing(4)
            .transaction { $0.animation = nil }.scrollContentBackground(.hidden))
        #expect(plain == modified)
    }
}

@Suite struct AccessibilitySpellingTests {
    @Test func iOS13AccessibilitySpellingsAddAndRemoveTraits() throws {
        let modern = try dump(Text("a").accessibilityAddTraits(.isHeader).accessibilityRemoveTraits(.isStaticText))
        let legacy = try dump(Text("a").accessibility(addTraits: .isHeader).accessibility(removeTraits: .isStaticText))
        #expect(modern == legacy)
        #expect(legacy.contains("header"))
        #expect(try dump(Text("a").accessibility(hidden: true)) == dump(Text("a").accessibilityHidden(true)))
    }
}

@Suite struct ToolbarTests {
    @Test func toolbarItemsAreNotDrawnAndTheViewIsUnchanged() throws {
        let view = Text("content").toolbar { ToolbarItem(placement: .principal) { Text("Title") } }
        #expect(try texts(view) == ["content"])
        #expect(try texts(ToolbarItem(placement: .topBarTrailing) { Text("x") }).isEmpty)
    }
}

@Suite struct TransitionTests {
    @Test func transitionsCompileAndLeaveTheStillRenderAsIs() throws {
        let view = Text("a").transition(.move(edge: .top).combined(with: .opacity))
        #expect(try dump(view) == dump(Text("a")))
        _ = AnyTransition.asymmetric(insertion: .push(from: .leading), removal: .offset(y: 4))
    }
}
