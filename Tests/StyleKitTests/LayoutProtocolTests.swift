import Foundation
import Testing
@testable import StyleKit

/// A custom layout as teams write them (a flow layout), compiled against StyleKit.
private struct FlowLayout: Layout {
    var spacing: CGFloat = 4
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: proposal.width ?? sizes.reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width + spacing
        }
    }
}

private struct Rank: LayoutValueKey { static let defaultValue = 0 }

@Suite struct LayoutProtocolTests {
    @Test func builtInLayoutsAreTheirStacks() throws {
        #expect(try dump(HStackLayout(spacing: 3) { Text("a"); Text("b") }) == dump(HStack(spacing: 3) { Text("a"); Text("b") }))
        #expect(try dump(VStackLayout(alignment: .leading) { Text("a"); Text("b") }) == dump(VStack(alignment: .leading) { Text("a"); Text("b") }))
        #expect(try dump(ZStackLayout(alignment: .top) { Text("a"); Text("b") }) == dump(ZStack(alignment: .top) { Text("a"); Text("b") }))
        for compact in [true, false] {
            let layout = compact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
            let stack = compact ? try dump(VStack { Text("a"); Text("b") }) : try dump(HStack { Text("a"); Text("b") })
            #expect(try dump(layout { Text("a"); Text("b") }) == stack)
        }
    }

    @Test func aCustomLayoutCompilesAndDrawsItsSubviewsInAVStack() throws {
        let view = FlowLayout { Text("a").layoutValue(key: Rank.self, value: 1); Text("b") }
        #expect(try dump(view) == dump(VStack { Text("a"); Text("b") }))
    }

    @Test func stackLayoutsMeasureTheirSubviewsAnswers() {
        let subviews = LayoutSubviews(subviews: [LayoutSubview(index: 0), LayoutSubview(index: 1)])
        var cache: Void = ()
        let size = HStackLayout(spacing: 2).sizeThatFits(proposal: ProposedViewSize(width: 30, height: 20), subviews: subviews, cache: &cache)
        #expect(size == CGSize(width: 62, height: 20))
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10))
    }
}
