internal import CPoppler
import Foundation

/// The first page of a PDF drawn by Poppler (poppler-glib, through cairo) into pixels with transparency:
/// how an asset catalog's PDF image (Xcode's usual vector format for icons) reaches a render, as a PNG
/// at the scale the catalog's bitmaps are taken at. Each call has its own document and surface, so calls
/// may run on several threads at once.
public enum PDFRasterizer {
    /// A drawn page.
    public struct Page: Sendable {
        /// The page's size in points (its crop box; 1/72 inch), the size the image takes in a layout.
        public let size: CGSize
        public let width: Int
        public let height: Int
        /// Row by row, each `0xAARRGGBB` with the colour premultiplied by alpha (cairo's ARGB32).
        public let pixels: [UInt32]
        /// The page as a PNG file.
        public let png: [UInt8]
    }

    /// Why a PDF could not be drawn.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    /// Largest page drawn, in pixels (as ``maximumSide`` on each side at most).
    public static let maximumSide = 8_192

    /// `poppler 22.12.0`.
    public static var version: String { "poppler " + String(cString: poppler_get_version()) }

    /// Draws the first page of `pdf` at `scale` pixels per point.
    public static func firstPage(_ pdf: [UInt8], scale: Double) throws(Failure) -> Page {
        guard scale > 0, scale.isFinite else { throw Failure(description: "cannot draw at \(scale)x") }
        let bytes = pdf.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>?
        guard let document = poppler_document_new_from_bytes(bytes, nil, &error) else {
            throw Failure(description: message(error) ?? "Poppler cannot read the PDF")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(document)) }
        guard poppler_document_get_n_pages(document) > 0, let page = poppler_document_get_page(document, 0) else {
            throw Failure(description: "the PDF has no page")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        var pointsWide = 0.0, pointsHigh = 0.0
        poppler_page_get_size(page, &pointsWide, &pointsHigh)
        let width = Int((pointsWide * scale).rounded(.up)), height = Int((pointsHigh * scale).rounded(.up))
        guard width > 0, height > 0, width <= maximumSide, height <= maximumSide else {
            throw Failure(description: "its page is \(pointsWide) × \(pointsHigh) points, which cannot be drawn at \(scale)x")
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw Failure(description: "cairo could not make a \(width) × \(height) surface")
        }
        defer { cairo_surface_destroy(surface) }
        guard let context = cairo_create(surface) else { throw Failure(description: "cairo could not draw") }
        cairo_scale(context, scale, scale)
        poppler_page_render(page, context)
        let status = cairo_status(context)
        cairo_destroy(context)
        guard status == CAIRO_STATUS_SUCCESS else { throw Failure(description: String(cString: cairo_status_to_string(status))) }
        cairo_surface_flush(surface)

        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { throw Failure(description: "cairo kept no pixels") }
        var pixels = [UInt32](repeating: 0, count: width * height)
        pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width { out[y * width + x] = row[x] }
            }
        }
        let sink = PNGSink()
        let written = cairo_surface_write_to_png_stream(surface, { closure, chunk, length in
            guard let closure, let chunk else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<PNGSink>.fromOpaque(closure).takeUnretainedValue().bytes.append(contentsOf: UnsafeBufferPointer(start: chunk, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        guard written == CAIRO_STATUS_SUCCESS else { throw Failure(description: "cairo could not write the PNG: \(String(cString: cairo_status_to_string(written)))") }
        return Page(size: CGSize(width: pointsWide, height: pointsHigh), width: width, height: height, pixels: pixels, png: sink.bytes)
    }

    /// The bytes cairo writes, gathered (used by one call on one thread).
    private final class PNGSink {
        var bytes: [UInt8] = []
    }

    /// The message of a GError, which it frees.
    private static func message(_ error: UnsafeMutablePointer<GError>?) -> String? {
        guard let error else { return nil }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) }
    }
}
