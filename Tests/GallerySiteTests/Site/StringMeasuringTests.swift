import Foundation
import Testing
import GalleryLayout
import GalleryRender
@testable import GalleryCatalog
@testable import StyleKit

/// UIKit's string measuring in team code (`NSAttributedString.size()`, `boundingRect(with:options:context:)`,
/// `NSString.size(withAttributes:)`) measures with the renderer's fonts, as the rendered `Text` is laid out.
@MainActor @Suite struct StringMeasuringTests {
    let renderer = VariantRenderer(engine: LayoutEngine())

    /// The canvas of `view` rendered at its own size.
    func size(of view: some View) throws -> CGSize {
        try renderer.render(view: view, theme: GalleryTheme(id: "default", title: "Default"), title: "measure").scene.size
    }

    /// A view whose frame is what the team's code measured while its body was built.
    struct Measured: View {
        let measure: () -> CGSize
        var body: some View {
            let size = measure()
            return Color.clear.frame(width: size.width, height: size.height)
        }
    }

    @Test func anAttributedStringMeasuresAsItsTextIsLaidOut() throws {
        let font = UIFont.systemFont(ofSize: 30, weight: .bold)
        let text = try size(of: Text("Measure me").font(.system(size: 30, weight: .bold)))
        let measured = try size(of: Measured { NSAttributedString(string: "Measure me", attributes: [.font: font]).size() })
        #expect(abs(measured.width - text.width) < 0.01 && abs(measured.height - text.height) < 0.01, "\(measured) vs \(text)")
        let plain = try size(of: Measured { ("Measure me" as NSString).size(withAttributes: [.font: font]) })
        #expect(plain == measured)
        // Kerning widens it; two lines are twice as tall; a narrow width wraps it.
        let kerned = try size(of: Measured { NSAttributedString(string: "Measure me", attributes: [.font: font, .kern: 2]).size() })
        #expect(kerned.width > measured.width + 15)
        let twoLines = try size(of: Measured { NSAttributedString(string: "Measure\nme", attributes: [.font: font]).size() })
        #expect(abs(twoLines.height - 2 * measured.height) < 0.01 && twoLines.width < measured.width)
        let wrapped = try size(of: Measured {
            NSAttributedString(string: "Measure me", attributes: [.font: font])
                .boundingRect(with: CGSize(width: 140, height: 1000), options: [.usesLineFragmentOrigin, .usesFontLeading], context: nil).size
        })
        #expect(wrapped.width <= 140 && abs(wrapped.height - twoLines.height) < 0.01, "\(wrapped)")
        let oneLine = try size(of: Measured {
            NSAttributedString(string: "Measure me", attributes: [.font: font]).boundingRect(with: CGSize(width: 140, height: 1000), context: nil).size
        })
        #expect(oneLine == measured, "without .usesLineFragmentOrigin the string stays on one line")
    }

    @Test func runsInSeveralFontsAddUp() throws {
        let big = UIFont.systemFont(ofSize: 30), small = UIFont.systemFont(ofSize: 12)
        let both = try size(of: Measured {
            let string = NSMutableAttributedString(string: "Big", attributes: [.font: big])
            string.append(NSAttributedString(string: "small", attributes: [.font: small]))
            return string.size()
        })
        let bigOnly = try size(of: Measured { NSAttributedString(string: "Big", attributes: [.font: big]).size() })
        let smallOnly = try size(of: Measured { NSAttributedString(string: "small", attributes: [.font: small]).size() })
        #expect(abs(both.width - (bigOnly.width + smallOnly.width)) < 0.01 && both.height == bigOnly.height)
        // No font: UIKit's 12-point system font.
        let none = try size(of: Measured { NSAttributedString(string: "small").size() })
        #expect(none == smallOnly)
    }

    /// While a view is rendered, a `UIFont`'s line metrics are its face's: a line of text in it is as tall as
    /// the rendered `Text` (so a team's `assert(lineHeight >= font.lineHeight)` holds as it does on iOS).
    @Test func fontMetricsAreTheFacesWhileAViewIsRendered() throws {
        let font = UIFont.systemFont(ofSize: 40)
        let text = try size(of: Text("Hg").font(.system(size: 40)))
        let line = try size(of: Measured { CGSize(width: 1, height: font.lineHeight) })
        #expect(abs(line.height - text.height) < 0.01, "\(line.height) vs \(text.height)")
        let parts = try size(of: Measured { CGSize(width: font.ascender, height: font.leading - font.descender) })
        #expect(abs(parts.width + parts.height - text.height) < 0.01)
        let marks = try size(of: Measured { CGSize(width: font.capHeight, height: font.xHeight) })
        #expect(marks.width > marks.height && marks.width < font.pointSize, "cap height \(marks.width), x-height \(marks.height)")
        #expect(font.lineHeight == 48, "outside a render: the estimate from the size")
    }

    @Test func listMarkersFollowTheirFormat() {
        let ordered = NSTextList(markerFormat: NSTextList.MarkerFormat("{decimal}."), options: 0)
        ordered.startingItemNumber = 3
        #expect(ordered.marker(forItemNumber: ordered.startingItemNumber + 9) == "12.")
        #expect(ordered.isOrdered)
        let bullets: [NSTextList.MarkerFormat] = [.disc, .circle, .square, .hyphen]
        #expect(bullets.map { NSTextList(markerFormat: $0, options: 0).marker(forItemNumber: 1) } == ["\u{2022}", "\u{25E6}", "\u{25AA}", "\u{2043}"])
        #expect(!NSTextList(markerFormat: .disc, options: 0).isOrdered)
        #expect(NSTextList(markerFormat: NSTextList.MarkerFormat("({lower-alpha})"), options: 0).marker(forItemNumber: 28) == "(ab)")
        #expect(NSTextList(markerFormat: .uppercaseRoman, options: 0).marker(forItemNumber: 1994) == "MCMXCIV")
        #expect(NSTextList(markerFormat: .lowercaseRoman, options: 0).marker(forItemNumber: 4) == "iv")
        #expect(NSTextList(markerFormat: .uppercaseHexadecimal, options: 0).marker(forItemNumber: 255) == "FF")
        let style = NSMutableParagraphStyle()
        style.textLists = [ordered]
        #expect(style.textLists == [ordered])
    }
}
