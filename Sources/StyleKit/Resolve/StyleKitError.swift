/// Misuse of the DSL that Swift's type system cannot catch at compile time.
public enum StyleKitError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A view with `Body == Never` that StyleKit does not know how to draw.
    case notRenderable(typeName: String)
    /// A style or view reported a problem of its own.
    case invalid(String)
    /// An `@EnvironmentObject` (or `@Environment(Type.self)`) property of `owner` reads an object of type
    /// `typeName` that no `.environmentObject(_:)` / `.environment(_:)` above it provides.
    case missingEnvironmentObject(typeName: String, owner: String)

    public var description: String {
        switch self {
        case .notRenderable(let typeName):
            return "\(typeName) has no body and is not a StyleKit primitive, so it cannot be rendered"
        case .invalid(let message):
            return message
        case .missingEnvironmentObject(let typeName, let owner):
            return "\(owner) reads an environment object of type \(typeName), but none is in its environment; "
                + "provide one with .environmentObject(_:) (or .environment(_:) for an @Observable object) on a view above it"
        }
    }
}
