import CRsvg
import Foundation

/// An SVG parsed once by librsvg and drawn as often as needed, over any area and at any scale: parsing is
/// most of a small drawing's cost (a render of a control: 0.1–0.6 ms to parse, less to draw a band of it).
/// Not `Sendable`: librsvg's handle is used by one thread at a time, so a document stays with the code
/// that made it.
public final class SVGDocument: Picture {
    /// The document's own canvas (its `viewBox` attribute, in user units).
    public let viewBox: CGRect
    private let handle: UnsafeMutablePointer<RsvgHandle>

    /// Parses `svg`, whose own canvas is `viewBox`.
    public init(_ svg: [UInt8], viewBox: CGRect) throws {
        var failure: UnsafeMutablePointer<GError>?
        let handle = svg.withUnsafeBufferPointer { bytes in
            rsvg_handle_new_from_data(bytes.baseAddress, gsize(bytes.count), &failure)
        }
        guard let handle else { throw RasterError(description: SVGRasterizer.consume(failure) ?? "librsvg could not read the SVG") }
        self.handle = handle
        self.viewBox = viewBox
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(handle)) }

    /// Draws the document at `scale` pixels per unit over white, on a raster covering `area` (user units;
    /// the `viewBox` when nil). Parts of `area` outside the `viewBox` stay white.
    public func rasterize(area: CGRect? = nil, scale: Double) throws -> Raster {
        let area = area ?? viewBox
        return try Raster.drawn(area: area, scale: scale) { context in
            var viewport = RsvgRectangle(x: Double(viewBox.minX - area.minX) * scale, y: Double(viewBox.minY - area.minY) * scale,
                                         width: Double(viewBox.width) * scale, height: Double(viewBox.height) * scale)
            var failure: UnsafeMutablePointer<GError>?
            guard rsvg_handle_render_document(handle, context, &viewport, &failure) != 0 else {
                throw RasterError(description: SVGRasterizer.consume(failure) ?? "librsvg could not draw the SVG")
            }
        }
    }
}
