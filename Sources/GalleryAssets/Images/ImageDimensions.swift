import Foundation
import XMLWriter

/// The size of an image file in pixels (PNG, JPEG) or CSS pixels (SVG), read from its header alone.
enum ImageDimensions {
    struct Problem: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// Largest width or height accepted, in pixels (a 16k texture is already far beyond any control's image).
    static let maximumSide = 16_384

    static func size(of bytes: [UInt8], type: ImageFileType, fileName: String) throws(Problem) -> CGSize {
        switch type {
        case .png: return try png(bytes)
        case .jpeg: return try jpeg(bytes)
        case .svg:
            let root: XMLElement
            do { root = try XMLDocumentReader.parse(bytes, fileName: fileName) } catch { throw Problem(message: error.message) }
            return try svg(root)
        case .pdf, .heic: return .zero
        }
    }

    /// PNG: the signature, then the IHDR chunk's big-endian width and height (PNG spec §11.2.2).
    static func png(_ bytes: [UInt8]) throws(Problem) -> CGSize {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature else { throw Problem(message: "not a PNG file (no PNG signature)") }
        guard Array(bytes[12..<16]) == Array("IHDR".utf8) else { throw Problem(message: "the PNG file does not start with an IHDR chunk") }
        return try checked(width: bigEndian(bytes, 16), height: bigEndian(bytes, 20))
    }

    /// JPEG: the first start-of-frame marker (SOF0–SOF15 but DHT, JPG and DAC) carries height then width.
    static func jpeg(_ bytes: [UInt8]) throws(Problem) -> CGSize {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { throw Problem(message: "not a JPEG file (no SOI marker)") }
        var offset = 2
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { throw Problem(message: "the JPEG file is damaged at byte \(offset)") }
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { offset += 2; continue }
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length >= 2 else { throw Problem(message: "the JPEG file is damaged at byte \(offset)") }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard offset + 9 <= bytes.count else { break }
                let height = Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6])
                let width = Int(bytes[offset + 7]) << 8 | Int(bytes[offset + 8])
                return try checked(width: width, height: height)
            }
            offset += 2 + length
        }
        throw Problem(message: "the JPEG file has no frame header")
    }

    /// SVG: `width` and `height` in absolute units, else the `viewBox`'s size.
    static func svg(_ root: XMLElement) throws(Problem) -> CGSize {
        guard root.name.hasSuffix("svg") else { throw Problem(message: "the root element is <\(root.name)>, not <svg>") }
        if let width = root[attribute: "width"].flatMap(SVGLength.points), let height = root[attribute: "height"].flatMap(SVGLength.points) {
            return CGSize(width: width, height: height)
        }
        if let text = root[attribute: "viewBox"] {
            let values = SVGOutline.numbers(text)
            if values.count == 4, values[2] > 0, values[3] > 0 { return CGSize(width: values[2], height: values[3]) }
        }
        throw Problem(message: "the SVG has no absolute width and height and no viewBox, so it has no size")
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int) -> Int {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func checked(width: Int, height: Int) throws(Problem) -> CGSize {
        guard width > 0, height > 0 else { throw Problem(message: "the image is \(width) × \(height) pixels") }
        guard width <= maximumSide, height <= maximumSide else {
            throw Problem(message: "the image is \(width) × \(height) pixels; at most \(maximumSide) on a side are drawn")
        }
        return CGSize(width: width, height: height)
    }
}
