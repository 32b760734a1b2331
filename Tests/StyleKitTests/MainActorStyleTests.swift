import Foundation
import Testing
@testable import StyleKit

// Style code as a Swift 6 team writes it against SwiftUI, whose `View`, `ViewModifier` and style
// protocols are main-actor isolated: `@MainActor` types whose bodies hold closures (`map`, `ForEach`,
// `Optional.map`), which Swift 6 mode checks at run time for the main thread (SE-0423).

@MainActor private struct Glow: ButtonStyle {
    nonisolated init() {}
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            ForEach([1, 2], id: \.self) { Text("\($0)") }
            configuration.label
            Optional("!").map { Text($0) }
        }
        .modifier(Framed())
    }
}

@MainActor private struct Framed: ViewModifier {
    func body(content: Content) -> some View {
        VStack { content; Text(["a", "b"].map { $0.uppercased() }.joined()) }
    }
}

@MainActor private struct Starred: LabelStyle {
    nonisolated init() {}
    func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.title; Text([3].map(String.init).joined()) }
    }
}

@MainActor private struct Badge: View {
    nonisolated init() {}
    var body: some View {
        Label("Sale", systemImage: "star.fill").labelStyle(Starred())
    }
}

@Suite("Main-actor style code resolved on render threads")
struct MainActorStyleTests {
    /// Every render thread resolves the same main-actor styles at once, none of them the main thread: each
    /// gets the whole body (StyleCodeIsolation; without `-disable-dynamic-actor-isolation` on this target
    /// the first closure would trap).
    @Test func mainActorStylesResolveOnManyThreadsAtOnce() throws {
        let renders = 16
        let results = ResultsBox(count: renders)
        DispatchQueue.concurrentPerform(iterations: renders) { index in
            let view = VStack { Button("Go") {}.buttonStyle(Glow()); Badge() }
            let text = (try? view.resolveNode(in: ResolveContext()).textContent) ?? "failed"
            results.set(index, text, onMain: Thread.isMainThread)
        }
        let (texts, onMain) = results.values
        #expect(Set(texts).count == 1, "\(Set(texts))")
        let text = try #require(texts.first)
        for part in ["1", "2", "Go", "!", "AB", "Sale", "3"] { #expect(text.contains(part), "\(part) in \(text)") }
        #expect(onMain < renders, "resolved off the main thread")
    }
}

/// The results of concurrent renders, one slot each.
private final class ResultsBox: @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [String]
    private var mainThreadRenders = 0
    init(count: Int) { texts = Array(repeating: "", count: count) }
    func set(_ index: Int, _ text: String, onMain: Bool) {
        lock.withLock { texts[index] = text; if onMain { mainThreadRenders += 1 } }
    }
    var values: ([String], Int) { lock.withLock { (texts, mainThreadRenders) } }
}
