import Foundation
import Testing
@testable import StyleKit
@testable import GalleryLayout
import Fonts

/// Text that has no room: wrapped between characters, cut to a line limit or a height, and ended with "…".
@Suite struct TruncationLayoutTests {
    let engine = LayoutEngine()

    func scene(_ view: some View, width: CGFloat? = nil) throws -> Scene {
        try engine.layout(try view.resolveNode(in: ResolveContext()), width: width)
    }

    func lines(_ view: some View, width: CGFloat? = nil) throws -> [SceneText] { allTexts(try scene(view, width: width).root) }

    /// The width of `string` on one line at the default body font.
    func idealWidth(_ string: String) throws -> CGFloat { try #require(try lines(Text(string)).first).width }

    @Test func oneLineTooNarrowEndsInAnEllipsisThatFits() throws {
        let scene = try scene(Text("Continue to checkout").lineLimit(1).frame(width: 80))
        let texts = allTexts(scene.root)
        #expect(texts.count == 1)
        let line = try #require(texts.first)
        #expect(line.string.hasSuffix("\u{2026}"), "\(line.string)")
        #expect(line.string.hasPrefix("Cont"))
        #expect(line.width <= 80 + 0.001)
        // One more character would not have fitted.
        let kept = line.string.dropLast()
        let next = "Continue to checkout".prefix(kept.count + 1)
        #expect(try idealWidth(String(next) + "\u{2026}") > 80)
        let record = try #require(scene.truncatedTexts.first)
        #expect(record.text == "Continue to checkout" && record.reason == .singleLine && record.shown == [line.string])
        #expect(record.dynamicTypeSize == .large && record.fontSize == 17)
    }

    @Test func textThatFitsIsNotTruncated() throws {
        let scene = try scene(Text("OK").lineLimit(1).frame(width: 80))
        #expect(allTexts(scene.root).map(\.string) == ["OK"])
        #expect(scene.truncatedTexts.isEmpty)
    }

    @Test func theEllipsisIsAGlyphOfTheRunsFace() throws {
        let line = try #require(try lines(Text("Continue to checkout").lineLimit(1).frame(width: 80)).first)
        let face = try engine.measurer.face(for: Font.body.resolve())
        #expect(face.hasGlyph(for: "\u{2026}"), "the default face has U+2026")
        #expect(line.faces == [face.record], "no fallback face for the ellipsis")
        #expect(line.glyphs.count == line.string.filter { !$0.isWhitespace }.count, "one glyph per visible character, the ellipsis included")
    }

    @Test func aFaceWithoutAnEllipsisTakesItFromTheFallbackChain() throws {
        // Noto Sans Hebrew (pinned) has no U+2026: the ellipsis comes from the next face of the chain.
        let font = Font.custom("Noto Sans Hebrew", size: 17)
        let hebrewFace = try engine.measurer.face(for: font.resolve())
        #expect(hebrewFace.familyName == "Noto Sans Hebrew" && !hebrewFace.hasGlyph(for: "\u{2026}"))
        let line = try #require(try lines(Text("שלום עולם ומה שלומכם").font(font).lineLimit(1).frame(width: 60)).first)
        #expect(line.string.hasSuffix("\u{2026}"))
        #expect(line.faces.contains(hebrewFace.record) && line.faces.count == 2, "\(line.faces.map(\.summary))")
        let other = try #require(line.faces.first { $0 != hebrewFace.record })
        let fallback = try engine.measurer.library.face(for: FontRequest(family: other.family))
        #expect(fallback.hasGlyph(for: "\u{2026}"), "the second face is the one with the ellipsis")
        #expect(line.glyphs.count == line.string.filter { !$0.isWhitespace }.count, "one inked glyph per visible character")
    }

    @Test func lineLimitKeepsThatManyLinesAndTruncatesTheLast() throws {
        let text = "The quick brown fox jumps over the lazy dog again and again"
        let scene = try scene(Text(text).lineLimit(2).frame(width: 120))
        let texts = allTexts(scene.root)
        #expect(texts.count == 2)
        #expect(!texts[0].string.contains("\u{2026}") && texts[1].string.hasSuffix("\u{2026}"))
        #expect(texts.allSatisfy { $0.width <= 120.001 })
        let record = try #require(scene.truncatedTexts.first)
        #expect(record.reason == .lineLimit(2) && record.neededLines > 2)
        #expect(scene.size.height == texts[0].frame.height * 2)
    }

    @Test func aHeightThatHoldsFewerLinesCutsTheText() throws {
        let text = "The quick brown fox jumps over the lazy dog"
        let full = try lines(Text(text).frame(width: 100))
        #expect(full.count >= 3 && !full.contains { $0.string.contains("\u{2026}") })
        let lineHeight = full[0].frame.height
        let scene = try scene(Text(text).frame(width: 100, height: lineHeight * 2 + 1))
        let cut = allTexts(scene.root)
        #expect(cut.count == 2)
        #expect(cut[1].string.hasSuffix("\u{2026}"))
        #expect(scene.truncatedTexts.first?.reason == .height(2))
        // Less than one line's height still shows one line.
        let tiny = try lines(Text(text).frame(width: 100, height: 4))
        #expect(tiny.count == 1 && tiny[0].string.hasSuffix("\u{2026}"))
    }

    @Test func aWordWiderThanTheLineBreaksBetweenCharacters() throws {
        let texts = try lines(Text("Supercalifragilistic").frame(width: 60))
        #expect(texts.count > 1)
        #expect(texts.map(\.string).joined() == "Supercalifragilistic")
        #expect(texts.allSatisfy { $0.width <= 60.001 })
    }

    /// Lines and truncated lines are cut between characters (grapheme clusters), never inside one: letters with
    /// combining accents and a flag stay whole, and the wrapped lines are the text's characters in order.
    @Test func linesAreCutBetweenCharactersOfSeveralScalars() throws {
        let word = "Cafe\u{301}" + "Ñ" + "n\u{303}o\u{308}" + "\u{1F1E9}\u{1F1EA}" + "Zu\u{308}rich"
        let texts = try lines(Text(word).frame(width: 40))
        #expect(texts.count > 1, "\(texts.map(\.string))")
        #expect(texts.map(\.string).joined() == word)
        let characters = texts.flatMap { Array($0.string) }
        #expect(characters == Array(word), "no character split between lines")
        for mode in [Text.TruncationMode.tail, .head, .middle] {
            let line = try #require(try lines(Text(word + " " + word).lineLimit(1).truncationMode(mode).frame(width: 70)).first)
            let kept = line.string.split(separator: "\u{2026}", omittingEmptySubsequences: false).map(String.init)
            #expect(kept.count == 2, "\(mode): \(line.string)")
            #expect((word + " " + word).hasPrefix(kept[0]) && (word + " " + word).hasSuffix(kept[1]), "\(mode): \(line.string)")
            #expect(line.width <= 70.001)
        }
    }

    @Test func headAndMiddleModesKeepTheEnd() throws {
        let text = "Alpha Bravo Charlie Delta"
        let head = try #require(try lines(Text(text).lineLimit(1).truncationMode(.head).frame(width: 90)).first)
        #expect(head.string.hasPrefix("\u{2026}") && text.hasSuffix(head.string.dropFirst()), "\(head.string)")
        let middle = try #require(try lines(Text(text).lineLimit(1).truncationMode(.middle).frame(width: 90)).first)
        let parts = middle.string.split(separator: "\u{2026}", omittingEmptySubsequences: false)
        #expect(parts.count == 2 && text.hasPrefix(parts[0]) && text.hasSuffix(parts[1]), "\(middle.string)")
        #expect(!parts[0].isEmpty && !parts[1].isEmpty)
        #expect(head.width <= 90.001 && middle.width <= 90.001)
    }

    @Test func rightToLeftTextPutsTheEllipsisAtItsLogicalEnd() throws {
        let hebrew = "שלום עולם ומה שלומכם היום"
        let line = try #require(try lines(Text(hebrew).lineLimit(1).frame(width: 70)).first)
        #expect(line.direction == .rightToLeft)
        #expect(line.string.hasSuffix("\u{2026}"))
        // Drawn right to left, the ellipsis (last in logical order) is the leftmost glyph.
        let leftmost = try #require(line.glyphs.min { $0.position.x < $1.position.x })
        let rightmost = try #require(line.glyphs.max { $0.position.x < $1.position.x })
        #expect(leftmost.outline.boundingRect.height < rightmost.outline.boundingRect.height, "the ellipsis dots are short")
    }

    @Test func accessibilitySizesTruncateAFixedWidthLabel() throws {
        let label = Text("Continue").lineLimit(1).padding(.horizontal, 16).frame(width: 160)
        #expect(try scene(label).truncatedTexts.isEmpty)
        let big = try scene(label.dynamicTypeSize(.accessibility5))
        let record = try #require(big.truncatedTexts.first)
        #expect(record.dynamicTypeSize == .accessibility5 && record.fontSize == 53 && record.textStyle == "body")
        #expect(record.shown.count == 1 && record.shown[0].hasSuffix("\u{2026}"))
    }

    @Test func aSqueezedLabelInAnHStackTruncates() throws {
        let row = HStack { Text("Notifications for everything").lineLimit(1); Text("On") }
        let texts = try lines(row, width: 150)
        #expect(texts.count == 2)
        #expect(texts[0].string.hasSuffix("\u{2026}") && texts[1].string == "On")
    }
}
