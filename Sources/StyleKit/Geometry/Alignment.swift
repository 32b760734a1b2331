import Foundation

/// A type that names an alignment guide and gives its default position in a view.
public protocol AlignmentID {
    /// The guide's position in a view of these dimensions, when the view does not set it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// Identifies a guide: which `AlignmentID` type, on which axis.
package struct AlignmentKey: Hashable, Sendable {
    package let id: ObjectIdentifier
    package let isVertical: Bool
    package let name: String
    package static func == (a: AlignmentKey, b: AlignmentKey) -> Bool { a.id == b.id && a.isVertical == b.isVertical }
    package func hash(into hasher: inout Hasher) { hasher.combine(id); hasher.combine(isVertical) }
}

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Hashable, Sendable {
    package let key: AlignmentKey
    package let defaultValue: @Sendable (ViewDimensions) -> CGFloat

    /// An alignment of your own, from its guide type.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id: ObjectIdentifier(id), isVertical: false, name: "\(id)")
        // Metatypes of AlignmentID conformers are stateless; sharing them across tasks is safe.
        nonisolated(unsafe) let guide = id
        defaultValue = { guide.defaultValue(in: $0) }
    }
    public static func == (a: Self, b: Self) -> Bool { a.key == b.key }
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    /// Align leading edges.
    public static let leading = HorizontalAlignment(LeadingGuide.self)
    /// Align horizontal centres.
    public static let center = HorizontalAlignment(HCenterGuide.self)
    /// Align trailing edges.
    public static let trailing = HorizontalAlignment(TrailingGuide.self)
    /// Where list row separators start; the leading edge here.
    public static let listRowSeparatorLeading = HorizontalAlignment(LeadingGuide.self)
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Hashable, Sendable {
    package let key: AlignmentKey
    package let defaultValue: @Sendable (ViewDimensions) -> CGFloat

    /// An alignment of your own, from its guide type.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id: ObjectIdentifier(id), isVertical: true, name: "\(id)")
        nonisolated(unsafe) let guide = id
        defaultValue = { guide.defaultValue(in: $0) }
    }
    public static func == (a: Self, b: Self) -> Bool { a.key == b.key }
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    /// Align top edges.
    public static let top = VerticalAlignment(TopGuide.self)
    /// Align vertical centres.
    public static let center = VerticalAlignment(VCenterGuide.self)
    /// Align bottom edges.
    public static let bottom = VerticalAlignment(BottomGuide.self)
    /// Align the baselines of the first lines of text.
    public static let firstTextBaseline = VerticalAlignment(FirstBaselineGuide.self)
    /// Align the baselines of the last lines of text.
    public static let lastTextBaseline = VerticalAlignment(LastBaselineGuide.self)
}

/// A two-axis alignment, as taken by `ZStack`, `frame` and `overlay`.
public struct Alignment: Hashable, Sendable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment
    /// An alignment from a horizontal and a vertical one.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    /// Centred both ways.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Leading, vertically centred.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Trailing, vertically centred.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Top, horizontally centred.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Bottom, horizontally centred.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The top leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The top trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The bottom leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The bottom trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

enum LeadingGuide: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
enum HCenterGuide: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
enum TrailingGuide: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
enum TopGuide: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
enum VCenterGuide: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
enum BottomGuide: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
enum FirstBaselineGuide: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.firstBaseline ?? d.height }
}
enum LastBaselineGuide: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.lastBaseline ?? d.height }
}

/// A view's size and alignment guides, as alignment-guide closures see it.
public struct ViewDimensions: Equatable, Sendable {
    /// The view's width in points.
    public let width: CGFloat
    /// The view's height in points.
    public let height: CGFloat
    package var explicitGuides: [AlignmentKey: CGFloat]
    package var firstBaseline: CGFloat?
    package var lastBaseline: CGFloat?

    package init(width: CGFloat, height: CGFloat, explicitGuides: [AlignmentKey: CGFloat] = [:],
                 firstBaseline: CGFloat? = nil, lastBaseline: CGFloat? = nil) {
        self.width = width; self.height = height
        self.explicitGuides = explicitGuides
        self.firstBaseline = firstBaseline; self.lastBaseline = lastBaseline
    }

    /// Where a horizontal guide is in the view: set by `.alignmentGuide(_:computeValue:)`, else its default.
    public subscript(guide: HorizontalAlignment) -> CGFloat { explicitGuides[guide.key] ?? guide.defaultValue(self) }
    /// Where a vertical guide is in the view: set by `.alignmentGuide(_:computeValue:)`, else its default.
    public subscript(guide: VerticalAlignment) -> CGFloat { explicitGuides[guide.key] ?? guide.defaultValue(self) }
    /// The horizontal guide's value only when the view sets it explicitly.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitGuides[guide.key] }
    /// The vertical guide's value only when the view sets it explicitly.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitGuides[guide.key] }
}
