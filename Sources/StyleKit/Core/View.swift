import Foundation

/// A piece of user interface, declared as a value, exactly as in SwiftUI.
///
/// Views whose `Body` is `Never` are *primitives*: StyleKit resolves them itself (see `PrimitiveView`).
/// Every other view is resolved by evaluating `body` under the environment in effect at its position.
@MainActor @preconcurrency public protocol View {
    /// The type of the view's body.
    associatedtype Body: View
    /// The content of the view, built from other views. StyleKit calls it once per render, with the environment set.
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

nonisolated extension Never: View {
    /// `Never` is the body of primitive views.
    public typealias Body = Never
    /// Never called: primitive views are resolved directly.
    public var body: Never { fatalError("Never has no body") }
}

nonisolated extension View where Body == Never {
    /// Primitive views have no body; asking for one is a programming error inside StyleKit.
    public var body: Never {
        fatalError("\(Self.self) is a primitive view and has no body")
    }
}
