import Foundation
internal import SwiftParser
internal import SwiftSyntax

/// Reads a Swift file with the toolchain's own parser (SwiftParser) and records the declarations
/// discovery needs (``ScannedFile``). Every `#if` branch is read, whatever its condition: a file with
/// both an iOS and a macOS branch shows both.
package enum SourceScanner {
    package static func scan(source: String, path: String) -> ScannedFile {
        let tree = Parser.parse(source: source)
        let visitor = DeclarationVisitor(path: path, converter: SourceLocationConverter(fileName: path, tree: tree))
        visitor.walk(tree)
        var file = visitor.file
        file.syntaxErrors = tree.hasError ? 1 : 0
        return file
    }

    /// `SwiftUI.ButtonStyle` → `ButtonStyle`; `any Foo` / `some Foo` → `Foo`; generic arguments dropped.
    static func plainName(_ type: String) -> String {
        var name = type.trimmingCharacters(in: .whitespaces)
        for prefix in ["any ", "some "] where name.hasPrefix(prefix) { name.removeFirst(prefix.count) }
        if let angle = name.firstIndex(of: "<") { name = String(name[..<angle]) }
        for module in ["SwiftUI.", "StyleKit."] where name.hasPrefix(module) { name.removeFirst(module.count) }
        return name
    }
}

/// Platform conditions that are false on Linux but mean "the platform being rendered" in the copy.
package enum PlatformCondition {
    package static let all = ["os(iOS)", "os(macOS)", "os(tvOS)", "os(watchOS)", "os(visionOS)", "os(xrOS)",
                              "canImport(UIKit)", "canImport(AppKit)", "targetEnvironment(macCatalyst)", "targetEnvironment(simulator)"]
}

private final class DeclarationVisitor: SyntaxVisitor {
    var file: ScannedFile
    let converter: SourceLocationConverter
    /// The types and extensions the visitor is inside, innermost last.
    private var scopes: [Scope] = []
    private struct Scope {
        /// Dotted name (`Outer.Inner`; an extension's is the extended type's).
        let name: String
        /// The widest access a declaration inside can have: the enclosing types'.
        let access: DeclaredType.Access
        /// The access of a member written without a modifier (`private extension X { struct S }` → fileprivate).
        let memberDefault: DeclaredType.Access
    }
    private var conditions: [String] = []

    init(path: String, converter: SourceLocationConverter) {
        file = ScannedFile(path: path)
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    private func location(_ node: some SyntaxProtocol) -> SourceLocation {
        SourceLocation(file: file.path, line: node.startLocation(converter: converter).line)
    }

    // MARK: #if

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        let condition = node.condition?.trimmedDescription ?? "else"
        for platform in PlatformCondition.all where condition.contains(platform) { file.platformConditions.insert(platform) }
        conditions.append(node.poundKeyword.text == "#else" ? "!(\(previousCondition(node)))" : condition)
        return .visitChildren
    }

    override func visitPost(_ node: IfConfigClauseSyntax) { conditions.removeLast() }

    private func previousCondition(_ node: IfConfigClauseSyntax) -> String {
        guard let list = node.parent?.as(IfConfigClauseListSyntax.self) else { return "" }
        return list.prefix { $0.id != node.id }.compactMap { $0.condition?.trimmedDescription }.joined(separator: " || ")
    }

    // MARK: Imports

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        file.imports.append(node.path.map(\.name.text).joined(separator: "."))
        if let module = node.path.first?.name.text {
            let guarded = conditions.contains { $0.replacingOccurrences(of: " ", with: "").contains("canImport(\(module))") && !$0.hasPrefix("!") }
            file.moduleImports.append(ModuleImport(module: module, line: location(node).line, isGuarded: guarded))
        }
        return .skipChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if node.attributeName.trimmedDescription == "_spi", let group = node.arguments?.trimmedDescription, !group.isEmpty {
            file.spiGroups.insert(group)
        }
        return .visitChildren
    }

    // MARK: Types

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { record(.struct, node, generic: node.genericParameterClause) }
    override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { record(.class, node, generic: node.genericParameterClause) }
    override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { record(.actor, node, generic: node.genericParameterClause) }
    override func visitPost(_ node: ActorDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { record(.enum, node, generic: node.genericParameterClause) }
    override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { record(.protocol, node, generic: nil) }
    override func visitPost(_ node: ProtocolDeclSyntax) { scopes.removeLast() }

    /// Records a type declaration and enters its scope (left in the matching `visitPost`).
    private func record(_ kind: DeclaredType.Kind, _ node: some DeclGroupSyntax & NamedDeclSyntax,
                        generic: GenericParameterClauseSyntax?) -> SyntaxVisitorContinueKind {
        record(kind, name: node.name.text, modifiers: node.modifiers, attributes: node.attributes,
               inheritance: node.inheritanceClause, generic: generic != nil, members: node.memberBlock, at: node)
        return .visitChildren
    }

    private func record(_ kind: DeclaredType.Kind, name: String, modifiers: DeclModifierListSyntax, attributes: AttributeListSyntax,
                        inheritance: InheritanceClauseSyntax?, generic: Bool, members: MemberBlockSyntax, at node: some SyntaxProtocol) {
        let parent = scopes.last
        let qualified = parent.map { "\($0.name).\(name)" } ?? name
        // A nested type is no more visible than what encloses it (discovery also applies enclosing types declared in
        // other files, and their generic parameters).
        let access = min(Self.explicitAccess(modifiers) ?? parent?.memberDefault ?? .internal, parent?.access ?? .open)
        scopes.append(Scope(name: qualified, access: access, memberDefault: min(access, .internal)))
        var initializers: [Bool] = []
        var stored: [StoredProperty] = []
        var memberwise: [StoredProperty] = []
        var makeBody = false
        var configurationParameter: String?
        var aliases: [String: String] = [:]
        var cases: [String] = []
        for member in members.members {
            let decl = member.decl
            if let initializer = decl.as(InitializerDeclSyntax.self) {
                initializers.append(initializer.signature.parameterClause.parameters.allSatisfy { $0.defaultValue != nil })
            } else if let variable = decl.as(VariableDeclSyntax.self), !variable.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }) {
                let bindings = Array(variable.bindings)
                for (index, binding) in bindings.enumerated() where binding.initializer == nil && isStored(binding) {
                    // `let normal, highlighted: T`: a binding without a type has the next one's.
                    let type = bindings[index...].lazy.compactMap { $0.typeAnnotation?.type.trimmedDescription }.first ?? ""
                    let wrapper = variable.attributes.first(where: { isWrapper($0) }).flatMap { attributeName($0) }
                    memberwise.append(StoredProperty(name: binding.pattern.trimmedDescription, type: type, wrapper: wrapper))
                    // Optionals declared with `var` start as nil.
                    if variable.bindingSpecifier.text == "var" && (type.hasSuffix("?") || type.hasPrefix("Optional<")) { continue }
                    // Property wrappers (@Environment, @State with a default, …) are not set by an init.
                    if variable.attributes.contains(where: { isWrapper($0) }) { continue }
                    stored.append(StoredProperty(name: binding.pattern.trimmedDescription, type: type))
                }
            } else if let function = decl.as(FunctionDeclSyntax.self), function.name.text == "makeBody" {
                let parameter = function.signature.parameterClause.parameters.first
                makeBody = parameter?.firstName.text == "configuration"
                configurationParameter = parameter?.type.trimmedDescription
            } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
                aliases[alias.name.text] = alias.initializer.value.trimmedDescription
            } else if let enumCase = decl.as(EnumCaseDeclSyntax.self) {
                cases += enumCase.elements.map(\.name.text)
            }
        }
        let type = DeclaredType(
            name: qualified, kind: kind, access: access,
            inherited: inheritance?.inheritedTypes.map { SourceScanner.plainName($0.type.trimmedDescription) } ?? [],
            isGeneric: generic, isMainActor: attributes.contains { attributeName($0) == "MainActor" },
            initializers: initializers, storedPropertiesWithoutDefault: stored, memberwise: memberwise, declaresMakeBody: makeBody,
            configurationType: kind == .protocol ? configurationParameter.map { aliases[$0] ?? $0 } : nil, cases: cases,
            conditions: conditions, location: location(node))
        file.types.append(type)
    }

    private func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let accessors = binding.accessorBlock else { return true }
        // `{ get … }` or a bare getter body is computed; `willSet`/`didSet` observers keep it stored.
        if case .accessors(let list) = accessors.accessors {
            return list.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
        }
        return false
    }

    private func isWrapper(_ attribute: AttributeListSyntax.Element) -> Bool {
        guard let name = attributeName(attribute) else { return false }
        return name.first?.isUppercase == true && !["MainActor", "Sendable", "objc", "available"].contains(name)
    }

    private func attributeName(_ attribute: AttributeListSyntax.Element) -> String? {
        attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription
    }

    /// The access modifier written among `modifiers`, if any (`private(set)` is not one: it is about a setter).
    private static func explicitAccess(_ modifiers: DeclModifierListSyntax) -> DeclaredType.Access? {
        for modifier in modifiers where modifier.detail == nil {
            switch modifier.name.text {
            case "private": return .private
            case "fileprivate": return .fileprivate
            case "internal": return .internal
            case "package": return .package
            case "public": return .public
            case "open": return .open
            default: continue
            }
        }
        return nil
    }

    // MARK: Extensions

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let extended = SourceScanner.plainName(node.extendedType.trimmedDescription)
        // `private extension X` makes its members fileprivate by default (private at file scope); the extended
        // type's own access and generic parameters are looked up by discovery, which sees every file.
        let memberDefault = Self.explicitAccess(node.modifiers).map { $0 == .private ? .fileprivate : $0 } ?? .internal
        scopes.append(Scope(name: extended, access: .open, memberDefault: memberDefault))
        var selfConstraint: String?
        for requirement in node.genericWhereClause?.requirements ?? [] {
            if let sameType = requirement.requirement.as(SameTypeRequirementSyntax.self),
               sameType.leftType.trimmedDescription == "Self" {
                selfConstraint = sameType.rightType.trimmedDescription
            }
        }
        var statics: [StaticMember] = []
        var entries: [EntryDeclaration] = []
        for member in node.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                if variable.modifiers.contains(where: { $0.name.text == "static" }) {
                    for binding in variable.bindings {
                        statics.append(StaticMember(name: binding.pattern.trimmedDescription, isFunction: false,
                                                    type: binding.typeAnnotation?.type.trimmedDescription))
                    }
                } else if variable.attributes.contains(where: { attributeName($0) == "Entry" }) {
                    for binding in variable.bindings {
                        entries.append(EntryDeclaration(name: binding.pattern.trimmedDescription,
                                                        type: binding.typeAnnotation?.type.trimmedDescription, location: location(variable)))
                    }
                }
            } else if let function = member.decl.as(FunctionDeclSyntax.self), function.modifiers.contains(where: { $0.name.text == "static" }),
                      function.signature.parameterClause.parameters.allSatisfy({ $0.defaultValue != nil }) {
                statics.append(StaticMember(name: function.name.text, isFunction: true,
                                            type: function.signature.returnClause?.type.trimmedDescription))
            }
        }
        file.extensions.append(DeclaredExtension(
            extendedType: extended,
            inherited: node.inheritanceClause?.inheritedTypes.map { SourceScanner.plainName($0.type.trimmedDescription) } ?? [],
            selfConstraint: selfConstraint, staticMembers: statics, entries: entries, conditions: conditions, location: location(node)))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

    // MARK: Previews

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { recordPreview(node.arguments, at: node) }
        return .skipChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { recordPreview(node.arguments, at: node) }
        return .skipChildren
    }

    private func recordPreview(_ arguments: LabeledExprListSyntax, at node: some SyntaxProtocol) {
        let title = arguments.first(where: { $0.label == nil })?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
        file.previews.append(DeclaredPreview(title: title, providerType: nil, conditions: conditions, location: location(node)))
    }
}
