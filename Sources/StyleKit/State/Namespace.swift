/// A namespace for `matchedGeometryEffect` identifiers: `@Namespace private var animation`.
///
/// Each namespace is distinct from every other; a still render never animates between matched views, so
/// the identifier only has to compile and compare as SwiftUI's does.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// A namespace's identifier.
    public struct ID: Hashable, Sendable {
        fileprivate let token: Token

        public static func == (lhs: ID, rhs: ID) -> Bool { lhs.token === rhs.token }
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(token)) }
    }

    fileprivate final class Token: Sendable {}

    /// The namespace's identifier.
    public let wrappedValue: ID

    /// A new namespace.
    public init() { wrappedValue = ID(token: Token()) }
}

/// Which of a matched view's geometry the other views with its identifier take.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The position (its anchor point).
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// The size.
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

nonisolated extension View {
    /// Matches this view's geometry with the other views of the same identifier in `namespace`, for
    /// animations between them. A render draws each view where its own layout puts it: with one source per
    /// identifier, as a still screen has, that is where SwiftUI draws it too.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View { self }
}
