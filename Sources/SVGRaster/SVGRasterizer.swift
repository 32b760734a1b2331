import CRsvg
import Foundation

/// An opaque picture: `width × height` pixels, row by row, each `0xFFRRGGBB` (sRGB, 8 bits a channel).
public struct Raster: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt32]

    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "a raster has width × height pixels")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    public subscript(x: Int, y: Int) -> UInt32 { pixels[y * width + x] }

    /// This raster of the canvas `viewBox` drawn at `scale`, on a white raster covering `area` — the pixels
    /// `SVGRasterizer.rasterize(_:viewBox:area:scale:)` draws for `area`, as the document is clipped to its
    /// viewport — when the canvas falls on whole pixels of the area's raster; nil when it does not (or
    /// lies partly outside `area`).
    public func placed(viewBox: CGRect, in area: CGRect, scale: Double) -> Raster? {
        guard Self.placeable(viewBox: viewBox, in: area, scale: scale),
              Double(viewBox.width) * scale == Double(width), Double(viewBox.height) * scale == Double(height),
              let size = SVGRasterizer.pixelSize(of: area, scale: scale) else { return nil }
        let left = Int(Double(viewBox.minX - area.minX) * scale), top = Int(Double(viewBox.minY - area.minY) * scale)
        var out = [UInt32](repeating: 0xFFFF_FFFF, count: size.width * size.height)
        out.withUnsafeMutableBufferPointer { out in
            pixels.withUnsafeBufferPointer { source in
                for y in 0..<height {
                    (out.baseAddress! + (top + y) * size.width + left).update(from: source.baseAddress! + y * width, count: width)
                }
            }
        }
        return Raster(width: size.width, height: size.height, pixels: out)
    }

    /// True when a raster of `viewBox` at `scale` covers whole pixels inside the raster of `area`: its size
    /// and its offset in the area are whole numbers of pixels.
    public static func placeable(viewBox: CGRect, in area: CGRect, scale: Double) -> Bool {
        let dx = Double(viewBox.minX - area.minX) * scale, dy = Double(viewBox.minY - area.minY) * scale
        let width = Double(viewBox.width) * scale, height = Double(viewBox.height) * scale
        guard let size = SVGRasterizer.pixelSize(of: area, scale: scale), dx >= 0, dy >= 0, width > 0, height > 0,
              [dx, dy, width, height].allSatisfy({ $0 == $0.rounded() }) else { return false }
        return Int(dx) + Int(width) <= size.width && Int(dy) + Int(height) <= size.height
    }
}

/// Why an SVG could not be drawn (librsvg's own message).
public struct RasterError: Error, CustomStringConvertible, Sendable {
    public let description: String
}

/// SVG documents drawn by librsvg (the renderer the render check also uses, `rsvg-convert`) onto white:
/// what a reader sees, anti-aliased. Each call has its own librsvg handle and cairo surface, so calls may
/// run on several threads at once (librsvg: a handle is not shared between threads).
public enum SVGRasterizer {
    /// `librsvg 2.54.7`: results from another version may differ by anti-aliasing.
    public static let version: String = "librsvg \(rsvg_major_version).\(rsvg_minor_version).\(rsvg_micro_version)"

    /// Largest raster drawn, in pixels (a 16,384 × 16,384 canvas at most).
    public static let maximumPixels = 1 << 28

    /// Draws the document `svg`, whose own canvas is `viewBox` (its `viewBox` attribute, in user units), at
    /// `scale` pixels per unit over white, on a raster covering `area` (user units; `viewBox` when nil).
    /// Parts of `area` outside `viewBox` stay white.
    public static func rasterize(_ svg: [UInt8], viewBox: CGRect, area: CGRect? = nil, scale: Double) throws -> Raster {
        try SVGDocument(svg, viewBox: viewBox).rasterize(area: area, scale: scale)
    }

    /// The pixels of a raster covering `area` at `scale`; nil when there would be none or too many.
    public static func pixelSize(of area: CGRect, scale: Double) -> (width: Int, height: Int)? {
        let width = Int((Double(area.width) * scale).rounded(.up)), height = Int((Double(area.height) * scale).rounded(.up))
        guard scale > 0, width > 0, height > 0, width <= 16_384, height <= 16_384, width * height <= maximumPixels else { return nil }
        return (width, height)
    }

    /// The message of a GError, which it frees.
    static func consume(_ error: UnsafeMutablePointer<GError>?) -> String? {
        guard let error else { return nil }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) }
    }
}
