import Foundation
import Observation

/// A stored property that needs something in the environment before the body that reads it can run.
package protocol EnvironmentRequirement {
    /// The name of the type the property needs and `environment` lacks; nil when it is there.
    func missingType(in environment: EnvironmentValues) -> String?
}

private struct ObjectsKey: EnvironmentKey { static var defaultValue: [ObjectIdentifier: AnyObject] { [:] } }

extension EnvironmentValues {
    /// Objects put in the environment by `.environmentObject(_:)` and `.environment(_:)`, by their type.
    /// One store serves both: SwiftUI looks either kind up by the type it was given as.
    package func object<T: AnyObject>(of type: T.Type) -> T? {
        self[ObjectsKey.self][ObjectIdentifier(type)] as? T
    }

    package mutating func setObject<T: AnyObject>(_ object: T?, as type: T.Type) {
        self[ObjectsKey.self][ObjectIdentifier(type)] = object
    }
}

extension ResolveContext {
    /// Checks the environment requirements (`@EnvironmentObject`, `@Environment(Type.self)`) among the
    /// stored properties of a view, modifier or style before its body is evaluated, so that a missing
    /// object is reported as an error naming its type instead of a trap inside user code.
    /// A team's own ``DynamicProperty`` structs are looked into too: their requirements are the view's.
    package func checkRequirements(of owner: Any) throws(StyleKitError) {
        guard RequirementScan.shared.mayHaveRequirements(owner) else { return }
        for requirement in RequirementScan.requirements(of: owner) {
            guard let missing = requirement.missingType(in: environment) else { continue }
            throw StyleKitError.missingEnvironmentObject(typeName: missing, owner: "\(type(of: owner))")
        }
    }
}

/// Which types have environment requirements among their stored properties, found by reflection once
/// per type: reflecting a value costs microseconds, and most views and styles have none, so resolving
/// them costs a dictionary lookup. A cache of facts about types, shared by every resolution; it holds
/// no environment.
private final class RequirementScan: @unchecked Sendable {
    static let shared = RequirementScan()
    private let lock = NSLock()
    private var known: [ObjectIdentifier: Bool] = [:]

    func mayHaveRequirements(_ owner: Any) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: owner))
        if let answer = lock.withLock({ known[type] }) { return answer }
        let answer = !Self.requirements(of: owner).isEmpty
        lock.withLock { known[type] = answer }
        return answer
    }

    /// The environment requirements among `owner`'s stored properties and, a few levels down, those of its
    /// ``DynamicProperty`` properties (a team's `struct ThemeReader: DynamicProperty { @EnvironmentObject … }`).
    static func requirements(of owner: Any, depth: Int = 0) -> [any EnvironmentRequirement] {
        Mirror(reflecting: owner).children.flatMap { child -> [any EnvironmentRequirement] in
            if let requirement = child.value as? any EnvironmentRequirement { return [requirement] }
            if depth < 4, child.value is any DynamicProperty { return requirements(of: child.value, depth: depth + 1) }
            return []
        }
    }
}

nonisolated extension View {
    /// Puts an observable object in this subtree's environment, where `@EnvironmentObject var x: T` reads it.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        transformingEnvironment { $0.setObject(object, as: T.self) }
    }

    /// Puts an `@Observable` object in this subtree's environment, where `@Environment(T.self)` reads it.
    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        transformingEnvironment { $0.setObject(object, as: T.self) }
    }
}

extension Environment {
    /// Reads an `@Observable` object of type `Value` that `.environment(_:)` put above this view. A view
    /// or style whose environment lacks it fails to resolve with `StyleKitError.missingEnvironmentObject`.
    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(object: objectType)
    }

    /// Reads an optional `@Observable` object: nil when none is in the environment.
    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(optionalObject: objectType)
    }
}
