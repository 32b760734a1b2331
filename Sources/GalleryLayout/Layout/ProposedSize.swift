import Foundation

/// The size a parent offers a child; nil in a dimension asks for the child's ideal size.
public struct ProposedSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    public init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }
    public static let unspecified = ProposedSize(width: nil, height: nil)
    public static let zero = ProposedSize(width: 0, height: 0)
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    /// Unspecified dimensions replaced by `size` (SwiftUI's `replacingUnspecifiedDimensions()`, default 10).
    public func replacingUnspecified(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    func along(_ axis: StackAxis) -> CGFloat? { axis == .horizontal ? width : height }
    func across(_ axis: StackAxis) -> CGFloat? { axis == .horizontal ? height : width }
    static func make(_ axis: StackAxis, along: CGFloat?, across: CGFloat?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: along, height: across) : ProposedSize(width: across, height: along)
    }
}

enum StackAxis { case horizontal, vertical }

extension CGSize {
    func along(_ axis: StackAxis) -> CGFloat { axis == .horizontal ? width : height }
    func across(_ axis: StackAxis) -> CGFloat { axis == .horizontal ? height : width }
    static func make(_ axis: StackAxis, along: CGFloat, across: CGFloat) -> CGSize {
        axis == .horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }
}
