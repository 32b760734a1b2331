import Foundation
import Testing
@testable import StyleKit

/// `Text.foregroundStyle(_:)` returns `Text` (iOS 17), so styled pieces concatenate.
@Suite struct TextForegroundStyleTests {
    /// Every text run's paint, in order.
    func paints<V: View>(_ view: V) throws -> [Paint] {
        var result: [Paint] = []
        try view.resolveNode(in: ResolveContext(environment: EnvironmentValues())).visit { node in
            if case .text(let run) = node { result.append(run.paint) }
        }
        return result
    }

    @Test func styledPiecesConcatenate() throws {
        let text: Text = Text("Total ") + Text("€12").foregroundStyle(Color.red).bold()
        let drawn = try paints(text)
        #expect(drawn.count == 2)
        #expect(drawn[0] == (try paints(Text("Total ")))[0], "the first piece keeps the environment's foreground")
        #expect(drawn[1] == Color.red._paint(in: EnvironmentValues()))
    }

    /// A level is taken of the enclosing foreground, as `foregroundStyle(_:)` on a view takes it.
    @Test func aLevelIsOfTheEnclosingForeground() throws {
        let asText = try paints(VStack { Text("a").foregroundStyle(.secondary) }.foregroundStyle(Color.blue))
        let asView = try paints(VStack { VStack { Text("a") }.foregroundStyle(.secondary) }.foregroundStyle(Color.blue))
        #expect(asText == asView)
        #expect(asText != (try paints(VStack { Text("a") }.foregroundStyle(Color.blue))), "secondary is not the blue itself")
    }

    @Test func aGradientPaintsTheText() throws {
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        let drawn = try paints(Text("Sale").foregroundStyle(gradient))
        guard case .linearGradient(let stops, _, _) = drawn.first else { Issue.record("not a gradient: \(drawn)"); return }
        #expect(stops.count == 2)
    }

    @Test func anOuterPieceStyleReachesPiecesWithoutTheirOwn() throws {
        let text = (Text("a") + Text("b").foregroundColor(.green)).foregroundStyle(Color.orange)
        let drawn = try paints(text)
        #expect(drawn == [Color.orange._paint(in: EnvironmentValues()), Color.green._paint(in: EnvironmentValues())])
    }

    /// As view modifiers nest, the colour set inside wins — `foregroundColor(_:)` and `foregroundStyle(_:)` alike.
    @Test func theInnerColourWins() throws {
        let blue = Color.blue._paint(in: EnvironmentValues()), red = Color.red._paint(in: EnvironmentValues())
        #expect(try paints(Text("a").foregroundStyle(Color.red).foregroundColor(.blue)) == [red])
        #expect(try paints(Text("a").foregroundColor(.red).foregroundStyle(Color.blue)) == [red])
        #expect(try paints(Text("a").foregroundColor(nil).foregroundColor(.blue)) == [blue], "nil sets nothing")
    }

    /// `.foreground` is the style outside it: as a piece's style it must not become a foreground that reads itself.
    @Test func theForegroundStyleIsTheEnclosingOne() throws {
        let text = (Text(Image(systemName: "star.fill")) + Text(" 4.8")).foregroundStyle(.foreground)
        var symbols = 0
        try text.resolveNode(in: ResolveContext(environment: EnvironmentValues())).visit { if case .symbol = $0 { symbols += 1 } }
        #expect(symbols == 1)
        #expect(try paints(text) == (try paints(Text(" 4.8"))))
        let inBlue = try paints(VStack { Text("a").foregroundStyle(.foreground) }.foregroundStyle(Color.blue))
        #expect(inBlue == [Color.blue._paint(in: EnvironmentValues())])
        // On a view as well (this recursed without end).
        let viewLevel = try paints(VStack { VStack { Text("a") }.foregroundStyle(.foreground) }.foregroundStyle(Color.blue))
        #expect(viewLevel == inBlue)
        #expect(try paints(VStack { Text("a") }.foregroundStyle(.foreground)) == (try paints(Text("a"))))
    }

    @Test func equalityFollowsTheStyle() {
        #expect(Text("a").foregroundStyle(Color.red) == Text("a").foregroundColor(.red))
        #expect(Text("a").foregroundStyle(Color.red) != Text("a").foregroundStyle(Color.blue))
        #expect(Text("a").foregroundStyle(.secondary) != Text("a").foregroundStyle(.tertiary))
        #expect(Text("a").foregroundStyle(Color.red) != Text("a"))
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        #expect(Text("a").foregroundStyle(gradient) == Text("a").foregroundStyle(gradient))
        #expect(Text("a").foregroundStyle(gradient) != Text("a").foregroundStyle(LinearGradient(colors: [.red, .green], startPoint: .leading, endPoint: .trailing)))
    }
}
