/// What the scanner records of a team's Swift file: the declarations discovery needs, with where
/// they are. A plain value model; the SwiftSyntax tree stays inside the scanner.
package struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    package let file: String
    package let line: Int
    package var description: String { "\(file):\(line)" }
}

/// A `struct`, `class`, `enum`, `actor` or `protocol` declaration.
package struct DeclaredType: Sendable, Hashable {
    package enum Kind: String, Sendable { case `struct`, `class`, `enum`, actor, `protocol` }
    package enum Access: Int, Sendable, Comparable {
        case `private`, `fileprivate`, `internal`, package, `public`, open
        package static func < (a: Access, b: Access) -> Bool { a.rawValue < b.rawValue }
    }

    /// Dotted name of the type and its enclosing types (`Orbit.Button.Style`).
    package let name: String
    package let kind: Kind
    package let access: Access
    /// Names in its inheritance clause, module prefixes removed (`SwiftUI.ButtonStyle` → `ButtonStyle`).
    package let inherited: [String]
    package let isGeneric: Bool
    package let isMainActor: Bool
    /// `init`s declared in the body: for each, whether every parameter has a default value.
    package let initializers: [Bool]
    /// Stored properties without an initial value (a memberwise or explicit init must set them).
    package let storedPropertiesWithoutDefault: [StoredProperty]
    /// Stored properties without an initial value, wrapped ones included, in order: the parameters of
    /// the memberwise initialiser (`@Binding var x: T` takes `x: Binding<T>`).
    package let memberwise: [StoredProperty]
    /// For protocols: whether a `makeBody(configuration:)` requirement is declared.
    package let declaresMakeBody: Bool
    /// For protocols: the type `makeBody(configuration:)` takes, with `typealias Configuration = X` followed.
    package let configurationType: String?
    /// For enums: the case names, in order.
    package let cases: [String]
    /// The `#if` conditions around the declaration, outermost first (empty when none).
    package let conditions: [String]
    package let location: SourceLocation

    /// Whether `Type()` compiles: an init whose parameters all have defaults, or (structs) no init
    /// declared and every stored property initialised.
    package var hasArgumentFreeInit: Bool {
        if initializers.contains(true) { return true }
        if !initializers.isEmpty { return false }
        switch kind {
        case .struct, .class, .actor: return storedPropertiesWithoutDefault.isEmpty
        case .enum, .protocol: return false
        }
    }
}

/// A stored property: its name, declared type as written, and property wrapper (`Binding`), if any.
package struct StoredProperty: Sendable, Hashable {
    package let name: String
    package let type: String
    package var wrapper: String? = nil
}

/// An `extension`: what it adds (conformances, static members) and to which type.
package struct DeclaredExtension: Sendable, Hashable {
    package let extendedType: String
    package let inherited: [String]
    /// `where Self == X` of an extension on a style protocol: the type its static members return.
    package let selfConstraint: String?
    /// `static var name: T` and `static func name(...)` whose parameters all have defaults.
    package let staticMembers: [StaticMember]
    /// `@Entry var name: T = value` declared in it.
    package let entries: [EntryDeclaration]
    package let conditions: [String]
    package let location: SourceLocation
}

/// A static accessor such as `static var primary: PrimaryButtonStyle { … }` or `static func brand() -> BrandToggleStyle`.
package struct StaticMember: Sendable, Hashable {
    package let name: String
    package let isFunction: Bool
    /// The declared type (for a function, its return type), as written.
    package let type: String?
}

/// An `@Entry` environment value.
package struct EntryDeclaration: Sendable, Hashable {
    package let name: String
    package let type: String?
    package let location: SourceLocation
}

/// A `#Preview` block or a `PreviewProvider` type.
package struct DeclaredPreview: Sendable, Hashable {
    /// The name given in `#Preview("Name")`, else nil.
    package let title: String?
    /// For `PreviewProvider`s, the type's name.
    package let providerType: String?
    package let conditions: [String]
    package let location: SourceLocation
}

/// Everything the scanner saw in one file.
package struct ScannedFile: Sendable {
    package let path: String
    package var types: [DeclaredType] = []
    package var extensions: [DeclaredExtension] = []
    package var previews: [DeclaredPreview] = []
    package var imports: [String] = []
    /// Each `import`, by the module it names (`import UIKit.UIDevice` → `UIKit`), with its line and whether
    /// it stands inside `#if canImport(<that module>)` (then the file compiles without the module).
    package var moduleImports: [ModuleImport] = []
    /// Platform conditions (`os(iOS)`, `canImport(UIKit)`, …) met in `#if` blocks.
    package var platformConditions: Set<String> = []
    /// Syntax errors the parser reported (the compiler will report them properly).
    package var syntaxErrors: Int = 0
    /// The SPI groups of `@_spi(Group)` declarations: the runner imports the module with them.
    package var spiGroups: Set<String> = []
}

/// One `import` of a file: the module (first component of the path), its line, and whether it is guarded
/// by `#if canImport(<module>)`.
package struct ModuleImport: Sendable, Hashable {
    package let module: String
    package let line: Int
    package let isGuarded: Bool
}
