import Foundation

/// A piece of user interface, declared as a value, exactly as in SwiftUI.
///
/// Views whose `Body` is `Never` are *primitives*: StyleKit resolves them itself (see `PrimitiveView`).
/// Every other view is resolved by evaluating `body` under the environment in effect at its position.
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Primitive views have no body; asking for one is a programming error inside StyleKit.
    public var body: Never {
        fatalError("\(Self.self) is a primitive view and has no body")
    }
}
