import Foundation
@testable import GalleryLayout
import GallerySVG
@testable import StyleKit
import Testing

/// A contact sheet of every built-in symbol (then a custom one and the placeholder), drawn through the real pipeline (Image → layout → SVG): each
/// symbol at 48 pt over its layout box (yellow) with the symbol axis (red), and its name. The test checks
/// that the sheet renders; `SYMBOL_SHEET=/tmp/symbols.svg swift test --filter SymbolSheetTests` also writes
/// it, for `rsvg-convert -z 2` and a look (scripts/symbol-sheet.sh does both).
@Suite struct SymbolSheetTests {
    static let columns = 8

    static func sheet(names: [String], size: CGFloat) -> some View {
        let rows = stride(from: 0, to: names.count, by: columns).map { Array(names[$0..<min($0 + columns, names.count)]) }
        // The axis sits (ascent − 0.34) em below the top of the box.
        let axisFromTop = (SymbolGlyph.standardAscent + SymbolGlyph.axisY) * size
        return VStack(alignment: .leading, spacing: 10) {
            ForEach(rows.indices, id: \.self) { row in
                HStack(spacing: 10) {
                    ForEach(rows[row], id: \.self) { name in
                        VStack(spacing: 4) {
                            Image(systemName: name)
                                .font(.system(size: size))
                                .background(Color.yellow.opacity(0.35))
                                .overlay(alignment: .top) {
                                    Color.red.opacity(0.6).frame(height: 0.5).offset(CGSize(width: 0, height: axisFromTop))
                                }
                            Text(name).font(.system(size: 8))
                        }
                        .frame(width: 2 * size + 8, height: 1.3 * size + 22)
                    }
                }
            }
        }
        .padding(10)
        .background(Color.white)
    }

    @Test func everySymbolRendersOnTheSheet() throws {
        // SYMBOL_SHEET_NAMES=a,b,c and SYMBOL_SHEET_SIZE=96 narrow the sheet for a closer look.
        let environment = ProcessInfo.processInfo.environment
        let names = environment["SYMBOL_SHEET_NAMES"].map { $0.split(separator: ",").map(String.init) }
            ?? SystemSymbols.names + ["custom.badge", "no.such.symbol"]
        let size = environment["SYMBOL_SHEET_SIZE"].flatMap(Double.init).map { CGFloat($0) } ?? 48
        // A custom symbol from path data (a 24 × 24 icon with arcs and a hole), and the placeholder.
        var values = EnvironmentValues()
        values.symbolLibrary.register(try SymbolGlyph.custom(
            pathData: "M12 2a10 10 0 1 1 0 20a10 10 0 1 1 0-20z M7 10.5h10v3H7z",
            mapping: .viewBox(CGRect(x: 0, y: 0, width: 24, height: 24)), evenOdd: true), named: "custom.badge")
        let node = try Self.sheet(names: names, size: size).resolveNode(in: ResolveContext(environment: values))
        let scene = try LayoutEngine().layout(node)
        let svg = try SVGWriter.bytes(for: scene, options: SVGOptions(title: "Symbols", description: "\(names.count) symbols"))
        #expect(svg.count > 1000)
        if let path = environment["SYMBOL_SHEET"] {
            try Data(svg).write(to: URL(fileURLWithPath: path))
        }
    }
}
