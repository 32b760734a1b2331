/// Misuse of the DSL that Swift's type system cannot catch at compile time.
public enum StyleKitError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A view with `Body == Never` that StyleKit does not know how to draw.
    case notRenderable(typeName: String)
    /// A style or view reported a problem of its own.
    case invalid(String)

    public var description: String {
        switch self {
        case .notRenderable(let typeName):
            return "\(typeName) has no body and is not a StyleKit primitive, so it cannot be rendered"
        case .invalid(let message):
            return message
        }
    }
}
