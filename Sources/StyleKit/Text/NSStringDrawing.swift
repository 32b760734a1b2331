import Foundation

// UIKit's string measuring (NSStringDrawing.h): sizes of attributed strings and of strings with attributes,
// measured by the renderer's text system (``TextSystem``) with the fonts the strings carry.

/// How `boundingRect(with:options:context:)` lays the text out.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lines broken at the width given (without it the string is measured as one line per paragraph).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Line heights from the fonts' leading (the measured lines already use the faces' own line heights).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Glyph bounds rather than typographic bounds.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// The last line that fits is truncated.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Settings and results of a string measurement.
open class NSStringDrawingContext: @unchecked Sendable {
    /// The smallest scale the text may shrink to (0: it does not shrink).
    public var minimumScaleFactor: CGFloat = 0
    /// The scale the text was measured at.
    public internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the last measurement.
    public internal(set) var totalBounds: CGRect = .zero
    public init() {}
}

extension NSAttributedString {
    /// The size of the string on one line per paragraph.
    public func size() -> CGSize { StringMeasure.size(of: self, width: nil) }

    /// The bounds of the string laid out within `size`: broken into lines at `size.width` with
    /// `.usesLineFragmentOrigin`, one line per paragraph without.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        let width: CGFloat? = options.contains(.usesLineFragmentOrigin) && size.width > 0 && size.width.isFinite ? size.width : nil
        let measured = StringMeasure.size(of: self, width: width)
        let rect = CGRect(origin: .zero, size: measured)
        context?.totalBounds = rect
        return rect
    }
}

extension NSString {
    /// The size of the string in `attributes` (its font, kerning), on one line per paragraph.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self as String, attributes: attributes ?? [:]).size()
    }

    /// The bounds of the string in `attributes` laid out within `size` (see `NSAttributedString`'s).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: self as String, attributes: attributes ?? [:]).boundingRect(with: size, options: options, context: context)
    }
}

extension StringProtocol {
    /// The size of the string in `attributes`, on one line per paragraph.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSString(string: String(self)).size(withAttributes: attributes)
    }
}

/// Measures attributed strings with ``TextSystem/sizing``: paragraph by paragraph (at line breaks), each
/// run of one font as the renderer lays out a `Text` in it. A paragraph in one font wraps at the width; a
/// paragraph of several fonts is measured run by run on one line (its runs' widths added, the tallest line
/// height), wrapped only as a whole in its first font when wider than the width.
enum StringMeasure {
    /// UIKit's font for an attributed string without one: the system font at 12 points (NSAttributedString.h).
    static let defaultFont = Font.system(size: 12)

    static func size(of string: NSAttributedString, width: CGFloat?) -> CGSize {
        guard let sizing = TextSystem.sizing else {
            preconditionFailure("NSAttributedString measured outside a render: the renderer sets TextSystem.sizing while it resolves a view")
        }
        let text = string.string as NSString
        var total = CGSize.zero
        var paragraphStart = 0
        while paragraphStart <= text.length {
            var end = text.range(of: "\n", options: [], range: NSRange(location: paragraphStart, length: text.length - paragraphStart)).location
            if end == NSNotFound { end = text.length }
            let paragraph = NSRange(location: paragraphStart, length: end - paragraphStart)
            let size = paragraphSize(string, paragraph, sizing: sizing, width: width)
            total.width = max(total.width, size.width)
            total.height += size.height
            paragraphStart = end + 1
        }
        return total
    }

    private static func paragraphSize(_ string: NSAttributedString, _ range: NSRange, sizing: any TextSizing, width: CGFloat?) -> CGSize {
        var runs: [TextRun] = []
        if range.length == 0 {
            // An empty paragraph still takes a line in the font at its position.
            let font = range.location < string.length ? string.attribute(.font, at: range.location, effectiveRange: nil) : nil
            runs.append(run("", font: font as? UIFont, kern: nil))
        } else {
            string.enumerateAttributes(in: range) { attributes, subrange, _ in
                let piece = (string.string as NSString).substring(with: subrange)
                runs.append(run(piece, font: attributes[.font] as? UIFont, kern: (attributes[.kern] as? NSNumber).map { CGFloat($0.doubleValue) }))
            }
        }
        if runs.count == 1 { return sizing.size(of: runs[0], width: width) }
        var line = CGSize.zero
        for piece in runs {
            let size = sizing.size(of: piece, width: nil)
            line.width += size.width
            line.height = max(line.height, size.height)
        }
        guard let width, line.width > width + 0.001 else { return line }
        var whole = runs[0]
        whole.string = runs.map(\.string).joined()
        return sizing.size(of: whole, width: width)
    }

    private static func run(_ string: String, font: UIFont?, kern: CGFloat?) -> TextRun {
        let resolved = (font?.font ?? defaultFont).resolve()
        var run = TextRun(string: string, font: resolved, paint: Color.black._paint(in: EnvironmentValues()), alignment: .leading, lineLimit: nil)
        run.tracking = kern ?? 0
        return run
    }
}
