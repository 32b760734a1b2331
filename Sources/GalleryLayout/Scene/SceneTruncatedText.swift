import Foundation
import StyleKit

/// A text shown with "…" in place of characters it had no room for: where SwiftUI truncates (a line limit,
/// one line too narrow, a height holding fewer lines than the text wraps into).
public struct SceneTruncatedText: Hashable, Sendable {
    /// Why the text was cut.
    public enum Reason: Hashable, Sendable {
        /// `lineLimit(1)` and a width narrower than the text.
        case singleLine
        /// More lines than `lineLimit(n)` allows.
        case lineLimit(Int)
        /// A height that holds only this many of its lines.
        case height(Int)
    }

    /// The text as the style wrote it.
    public var text: String
    /// The lines as drawn, the last ending (or starting) with the ellipsis.
    public var shown: [String]
    public var reason: Reason
    /// The lines the text needs at its width with no limit.
    public var neededLines: Int
    /// The width the text was offered, in points.
    public var width: CGFloat
    /// The point size it is set at.
    public var fontSize: CGFloat
    /// The text style it follows, nil for an explicit size.
    public var textStyle: String?
    /// The Dynamic Type size in effect.
    public var dynamicTypeSize: DynamicTypeSize
    /// The drawn lines' frame in scene coordinates.
    public var frame: CGRect

    public init(text: String, shown: [String], reason: Reason, neededLines: Int, width: CGFloat, fontSize: CGFloat,
                textStyle: String?, dynamicTypeSize: DynamicTypeSize, frame: CGRect) {
        self.text = text; self.shown = shown; self.reason = reason; self.neededLines = neededLines; self.width = width
        self.fontSize = fontSize; self.textStyle = textStyle; self.dynamicTypeSize = dynamicTypeSize; self.frame = frame
    }

    /// "lineLimit(1)", "lineLimit(2) of 3 lines", "a height for 1 of 3 lines".
    public var reasonDescription: String {
        switch reason {
        case .singleLine: return "lineLimit(1) in \(Self.points(width)) pt"
        case .lineLimit(let n): return "lineLimit(\(n)) of \(neededLines) lines in \(Self.points(width)) pt"
        case .height(let n): return "a height for \(n) of \(neededLines) lines in \(Self.points(width)) pt"
        }
    }

    /// A length for people: "118", "12.5".
    public static func points(_ value: CGFloat) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.1f", Double(rounded))
    }
}
