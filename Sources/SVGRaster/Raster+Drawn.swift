import CRsvg
import Foundation

extension Raster {
    /// A raster covering `area` at `scale`, painted white, then by `draw` with a cairo context whose device space
    /// is the raster's pixels.
    static func drawn(area: CGRect, scale: Double, _ draw: (OpaquePointer) throws -> Void) throws -> Raster {
        guard let (width, height) = SVGRasterizer.pixelSize(of: area, scale: scale) else {
            throw RasterError(description: "cannot draw a \(area.width) × \(area.height) canvas at \(scale)x")
        }
        // cairo draws straight into the raster's pixels (RGB24: one native-endian 32-bit word a pixel,
        // `0x??RRGGBB`, the top byte unused), which it first paints white all over: no buffer of its own to
        // zero, fill and copy out (page faults and zeroing were 7 % of the shipped build's `perf` samples).
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_RGB24, Int32(width)))
        guard stride == width * 4 else { throw RasterError(description: "cairo wants a stride of \(stride) bytes for \(width) pixels") }
        let pixels = try [UInt32](unsafeUninitializedCapacity: width * height) { buffer, initialized in
            let data = UnsafeMutableRawPointer(buffer.baseAddress!).assumingMemoryBound(to: UInt8.self)
            guard let surface = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_RGB24, Int32(width), Int32(height), Int32(stride)),
                  cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
                throw RasterError(description: "cairo could not make a \(width) × \(height) surface")
            }
            defer { cairo_surface_destroy(surface) }
            guard let context = cairo_create(surface) else { throw RasterError(description: "cairo could not draw") }
            defer { cairo_destroy(context) }
            cairo_set_source_rgb(context, 1, 1, 1)
            cairo_paint(context)
            try draw(context)
            let status = cairo_status(context)
            guard status == CAIRO_STATUS_SUCCESS else { throw RasterError(description: String(cString: cairo_status_to_string(status))) }
            cairo_surface_flush(surface)
            for index in 0..<(width * height) { buffer[index] |= 0xFF00_0000 }
            initialized = width * height
        }
        return Raster(width: width, height: height, pixels: pixels)
    }
}
