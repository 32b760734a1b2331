import Foundation
@testable import GalleryAssets
import XMLWriter

/// libFuzzer entry: any bytes as an SVG of an image or symbol set (scripts/fuzz.sh): parsed, measured,
/// sanitised and re-serialised, and turned into a symbol glyph. Errors are fine; crashes and hangs are not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSVGAssets(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    guard let root = try? XMLDocumentReader.parse(bytes, fileName: "fuzz.svg") else { return 0 }
    _ = try? ImageDimensions.svg(root)
    let clean = SVGSanitizer.sanitize(root).element
    if let serialized = try? XMLSerializer.serialize(clean) {
        // What is embedded parses again.
        _ = try? XMLDocumentReader.parse(serialized, fileName: "sanitized.svg")
    }
    _ = try? CustomSymbolReader.glyph(svg: root)
    return 0
}
