import Foundation
import PDFRaster
import StyleKit
import XMLWriter

/// What a render needs from a catalog's image and symbol sets: the files `Image("name")` draws (read once,
/// per appearance) and the glyphs of its custom symbols. A file that cannot be read or has no size, and a
/// symbol whose SVG cannot be turned into a glyph, are reported and left out (the render then shows a
/// placeholder and the audit a finding).
package struct AssetImages: Sendable {
    package var images: AssetImageCatalog
    package var symbols: SymbolLibrary
    package var issues: [AssetIssue]

    /// Image files larger than this are refused: they would be embedded in every SVG that shows them.
    package static let maximumImageFileSize = 8 << 20

    /// Reads the files of `catalog`'s image and symbol sets; a PNG or JPEG is taken at `scale` when the set has
    /// one (3x renders crisply at every zoom a gallery offers), at its own scale otherwise; a PDF's first page is
    /// drawn at `scale` (Poppler, ``PDFRasterizer``) and embedded as a PNG.
    package init(_ catalog: AssetCatalog, scale: Int = 3, idiom: Idiom = .universal) {
        var issues: [AssetIssue] = []
        var cache: [String: AssetImage] = [:]
        var entries: [String: AppearanceImages] = [:]
        for name in catalog.images.keys.sorted() {
            let asset = catalog.images[name]!
            func load(_ scheme: ColorScheme, _ high: Bool) -> AssetImage? {
                let file = asset.file(colorScheme: scheme, highContrast: high, scale: scale, idiom: idiom)
                if let cached = cache[file.path] { return cached }
                do {
                    let image = try Self.read(file, name: name, isTemplate: asset.renderingIntent == .template, scale: scale)
                    cache[file.path] = image
                    return image
                } catch {
                    if !issues.contains(where: { $0.file == file.path }) { issues.append(AssetIssue(.error, file: file.path, message: error.message)) }
                    return nil
                }
            }
            guard let any = load(.light, false) else { continue }
            entries[name] = AppearanceImages(any: any, dark: load(.dark, false), high: load(.light, true), darkHigh: load(.dark, true))
        }
        var library = SymbolLibrary()
        for name in catalog.symbols.keys.sorted() {
            let path = catalog.symbols[name]!.path(idiom: idiom)
            do {
                library.register(try CustomSymbolReader.glyph(atPath: path), named: name)
            } catch {
                issues.append(AssetIssue(.error, file: path, message: "symbol \(name): \(error)"))
            }
        }
        self.images = AssetImageCatalog(entries)
        self.symbols = library
        self.issues = issues
    }

    struct ReadProblem: Error { var message: String }

    private static func read(_ file: ImageFile, name: String, isTemplate: Bool, scale: Int) throws(ReadProblem) -> AssetImage {
        let format: AssetImage.Format = switch file.type {
        case .png: .png
        case .jpeg: .jpeg
        case .svg: .svg
        case .pdf: .pdf
        case .heic: .heic
        }
        guard format.mediaType != nil || file.type == .pdf else {
            return AssetImage(name: name, fileName: file.fileName, format: format, data: Data(), size: .zero, isTemplate: isTemplate)
        }
        let bytes: [UInt8]
        switch BoundedFile.read(file.path, limit: maximumImageFileSize) {
        case .success(let read): bytes = read
        case .failure(.tooLarge(let size, _)):
            throw ReadProblem(message: "image \(name): the file is \(size) bytes; images embedded in renders may have at most \(maximumImageFileSize)")
        case .failure(.unreadable(let reason)):
            throw ReadProblem(message: "image \(name): cannot read the file" + (reason.map { ": \($0)" } ?? ""))
        }
        if file.type == .pdf {
            // Its first page drawn by Poppler at the catalog's bitmap scale, embedded as a PNG of the page's size in points.
            do {
                let page = try PDFRasterizer.firstPage(bytes, scale: Double(scale))
                return AssetImage(name: name, fileName: file.fileName, format: .png, data: Data(page.png), size: page.size, isTemplate: isTemplate)
            } catch {
                throw ReadProblem(message: "image \(name): the PDF cannot be drawn: \(error.description)")
            }
        }
        var embedded = bytes
        let pixels: CGSize
        do throws(ImageDimensions.Problem) {
            if file.type == .svg {
                // An SVG is parsed once: measured, then re-serialised without anything that could run or fetch.
                let root: XMLElement
                do { root = try XMLDocumentReader.parse(bytes, fileName: file.path) } catch { throw ImageDimensions.Problem(message: error.message) }
                pixels = try ImageDimensions.svg(root)
                do {
                    embedded = try XMLSerializer.serialize(SVGSanitizer.sanitize(root).element)
                } catch {
                    throw ImageDimensions.Problem(message: "cannot write the sanitised SVG: \(error.message)")
                }
            } else {
                pixels = try ImageDimensions.size(of: bytes, type: file.type, fileName: file.path)
            }
        } catch {
            throw ReadProblem(message: "image \(name): \(error.message)")
        }
        // Bitmaps are measured in pixels: a 2x file of 88 × 88 pixels is 44 × 44 points. An SVG's size is
        // already in points; a single-scale bitmap counts as 1x, as Xcode treats it.
        let factor = file.type.isVector ? 1 : CGFloat(file.scale ?? 1)
        return AssetImage(name: name, fileName: file.fileName, format: format, data: Data(embedded),
                          size: CGSize(width: pixels.width / factor, height: pixels.height / factor), isTemplate: isTemplate)
    }
}
