import Foundation

/// A size proposed to a view by its parent: nil in a dimension means "your ideal size" (SwiftUI's
/// `ProposedViewSize`), `.infinity` "as large as you like", 0 "as small as you can".
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width; nil asks for the ideal width.
    public var width: CGFloat?
    /// The proposed height; nil asks for the ideal height.
    public var height: CGFloat?

    /// A proposal of a width and a height, either unspecified.
    public init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }
    /// A proposal of exactly this size.
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    /// Asks for the view's smallest size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Asks for the view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Asks for the view's largest size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with nil dimensions replaced (10 by default, as SwiftUI's `replacingUnspecifiedDimensions`).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}
