/// What discovery found in a design system: the styles and previews the gallery shows, and what it
/// saw but cannot show, each with where and why.
package struct Discovery: Sendable {
    /// A style type the gallery renders.
    package struct Style: Sendable, Hashable {
        package enum Kind: Sendable, Hashable {
            case button, primitiveButton, toggle, label, progressView, groupBox, disclosureGroup
            /// A custom control's own style protocol (the first seed's `TripleToggleStyle` pattern).
            case custom(protocolName: String)
        }
        /// How the generated code makes one.
        package enum Construction: Sendable, Hashable {
            /// `Type()`
            case initializer
            /// `Type.accessor` or `Type.accessor()`, from `extension ButtonStyle where Self == Type`.
            case accessor(String, isFunction: Bool)
        }
        package let typeName: String
        package let module: String
        package let kind: Kind
        package let constructions: [Construction]
        package let location: SourceLocation
        /// For a custom style protocol: how to make its configuration.
        package var configuration: CustomConfiguration? = nil
        /// Whether its file has platform conditions (`#if os(iOS)` … `#else`): it is rendered for iOS and
        /// for macOS, each from a copy compiled for that platform.
        package var distinguishesPlatforms = false
    }

    /// How the generated code makes a custom style's configuration with its memberwise initialiser:
    /// labels from the variant's label, `Bool`s from the on/off axis, the one enum from a preset per case.
    package struct CustomConfiguration: Sendable, Hashable {
        /// Qualified name of the configuration type.
        package let typeName: String
        /// `label: SwiftUI.Text(label)`, …; `CASE` stands for the preset's enum case.
        package let arguments: [String]
        /// The cases of its enum field, each a preset (empty: one preset).
        package let cases: [String]
        package let usesIsOn: Bool
    }

    /// A `#Preview` block or a `PreviewProvider`, each a component page of its own.
    package struct Preview: Sendable, Hashable {
        package let title: String
        /// The type the copy declares for it (a lifted `#Preview`) or the provider's type.
        package let typeName: String
        package let isProvider: Bool
        package let module: String
        package let location: SourceLocation
    }

    /// Something discovery saw and cannot show, and what to do about it.
    package struct Note: Sendable, Hashable, CustomStringConvertible {
        package let location: SourceLocation
        package let message: String
        /// The style not shown, when the note is about one.
        package var subject: String? = nil
        /// Why, in a few words (for the summary).
        package var reason: String = ""
        package var description: String { "\(location): \(message)" }
    }

    package var styles: [Style] = []
    package var previews: [Preview] = []
    package var notes: [Note] = []
    /// Whether any file distinguishes platforms with `#if os(…)`/`canImport(…)`.
    package var distinguishesPlatforms = false
    /// Each module's SPI groups (`@_spi(Group) public struct …`): the generated code imports it with them, so that
    /// styles declared as SPI are reachable as the team's own code reaches them.
    package var spiGroups: [String: Set<String>] = [:]
    /// Each module's static members declared in extensions, by the type extended (`Color` → `brandPrimary`), and
    /// its own types' names: the asset symbols generated for it leave out what it declares itself (``AssetSymbols``).
    package var declarations: [String: ModuleDeclarations] = [:]

    /// What one module declares that generated code must not declare again.
    package struct ModuleDeclarations: Sendable, Hashable {
        /// Type extended (without module prefix) → names of the static members its extensions declare.
        package var extensionStatics: [String: Set<String>] = [:]
        /// Names of the types the module declares (dotted for nested ones).
        package var types: Set<String> = []

        package init() {}
    }
}

extension Discovery {
    /// SwiftUI's style protocols with a public `makeBody(configuration:)`, by the kind they give.
    static let systemProtocols: [(String, Style.Kind)] = [
        ("ButtonStyle", .button), ("PrimitiveButtonStyle", .primitiveButton), ("ToggleStyle", .toggle),
        ("LabelStyle", .label), ("ProgressViewStyle", .progressView), ("GroupBoxStyle", .groupBox),
        ("DisclosureGroupStyle", .disclosureGroup),
    ]

    /// Finds the styles and previews of `files` (by module). Conformances count wherever they are
    /// declared: on the type, in an extension, or through a protocol of the team's that refines a style
    /// protocol.
    package static func analyze(_ modules: [(module: String, files: [ScannedFile])]) -> Discovery {
        var discovery = Discovery()
        let allFiles = modules.flatMap(\.files)
        let allTypes = allFiles.flatMap(\.types)
        let allExtensions = allFiles.flatMap(\.extensions)
        discovery.distinguishesPlatforms = allFiles.contains { !$0.platformConditions.isEmpty }
        for (module, files) in modules {
            let groups = files.reduce(into: Set<String>()) { $0.formUnion($1.spiGroups) }
            if !groups.isEmpty { discovery.spiGroups[module, default: []].formUnion(groups) }
            var declared = ModuleDeclarations()
            for file in files {
                declared.types.formUnion(file.types.map(\.name))
                for ext in file.extensions {
                    declared.extensionStatics[ext.extendedType, default: []].formUnion(
                        ext.staticMembers.map { $0.name.replacingOccurrences(of: "`", with: "") })
                }
            }
            discovery.declarations[module] = declared
        }

        // Protocols of the team's: custom style protocols (with makeBody(configuration:)), and refinements.
        let protocols = Dictionary(allTypes.filter { $0.kind == .protocol }.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var kindOfProtocol: [String: Style.Kind] = Dictionary(uniqueKeysWithValues: systemProtocols)
        var changed = true
        while changed {
            changed = false
            for (name, declaration) in protocols where kindOfProtocol[name] == nil {
                if let kind = declaration.inherited.lazy.compactMap({ kindOfProtocol[$0] }).first {
                    kindOfProtocol[name] = kind; changed = true
                } else if declaration.declaresMakeBody {
                    kindOfProtocol[name] = .custom(protocolName: name); changed = true
                }
            }
        }

        // A type nested in another (declared in any file) is no more reachable than it, and cannot be named without
        // the type arguments of a generic one.
        let typesByName = Dictionary(allTypes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        /// The access `type` has with what encloses it, and how to write it with type arguments when it or an enclosing type
        /// is generic (`ListChoice<…>.ListChoiceButtonStyle`), nil when none is.
        func reach(_ type: DeclaredType) -> (access: DeclaredType.Access, generic: String?) {
            var access = type.access, name = type.name
            var generic = type.isGeneric ? type.name + "<…>" : nil
            while let dot = name.lastIndex(of: ".") {
                name = String(name[..<dot])
                guard let outer = typesByName[name] else { continue }
                access = min(access, outer.access)
                if outer.isGeneric { generic = name + "<…>" + type.name.dropFirst(name.count) + (type.isGeneric ? "<…>" : "") }
            }
            return (access, generic)
        }

        var conformances: [String: [String]] = [:]
        for type in allTypes { conformances[type.name, default: []] += type.inherited }
        for ext in allExtensions { conformances[ext.extendedType, default: []] += ext.inherited }

        // Static accessors: `extension ButtonStyle where Self == X { static var primary: X }`.
        var accessors: [String: [Style.Construction]] = [:]
        for ext in allExtensions where kindOfProtocol[ext.extendedType] != nil {
            for member in ext.staticMembers {
                let returned = ext.selfConstraint ?? member.type.map(SourceScanner.plainName) ?? ""
                guard !returned.isEmpty else { continue }
                accessors[SourceScanner.plainName(returned), default: []].append(.accessor(member.name, isFunction: member.isFunction))
            }
        }

        for (module, files) in modules {
            for file in files {
                for type in file.types where type.kind != .protocol {
                    let inherited = conformances[type.name] ?? type.inherited
                    let (access, generic) = reach(type)
                    if inherited.contains("PreviewProvider") {
                        if access <= .fileprivate || generic != nil {
                            let why = generic != nil ? "generic" : access == .private ? "private" : "fileprivate"
                            discovery.notes.append(Note(location: type.location, message: "the previews of \(type.name) are not shown: it is \(why)"
                                                        + (generic != nil ? "" : ", so code outside its file cannot reach them; make it internal or wider")))
                            continue
                        }
                        discovery.previews.append(Preview(title: type.name, typeName: type.name, isProvider: true, module: module, location: type.location))
                        continue
                    }
                    guard let protocolName = inherited.first(where: { kindOfProtocol[$0] != nil }), let kind = kindOfProtocol[protocolName] else { continue }
                    // A type eraser (`AnyTripleToggleStyle`, `AnyButtonStyle`) wraps other styles: not a style to show.
                    if type.name.hasSuffix("Any" + protocolName) || type.name == "Any" + protocolName { continue }
                    if access <= .fileprivate {
                        let declared = type.access <= .fileprivate ? "" : " (what encloses it is)"
                        discovery.notes.append(Note(location: type.location, message: "\(type.name) is \(access == .private ? "private" : "fileprivate")\(declared): "
                                                    + "code outside its file cannot make one, so the gallery cannot show it; make it internal or wider",
                                                    subject: type.name, reason: access == .private ? "private" : "fileprivate"))
                        continue
                    }
                    if let generic {
                        discovery.notes.append(Note(location: type.location, message: "\(type.name) is \(type.isGeneric ? "generic" : "inside a generic type"): "
                                                    + "add a preset whose \"init\" names its type arguments, e.g. \"init\": \"\(generic)(…)\"",
                                                    subject: type.name, reason: "generic"))
                        continue
                    }
                    var constructions: [Style.Construction] = type.hasArgumentFreeInit ? [.initializer] : []
                    constructions += accessors[type.name] ?? []
                    if constructions.isEmpty {
                        let needed = type.storedPropertiesWithoutDefault.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
                        discovery.notes.append(Note(location: type.location, message: "\(type.name) has no argument-free initialiser"
                                                    + (needed.isEmpty ? "" : " (it needs \(needed))")
                                                    + ": add a preset with its Swift, e.g. \"styles\": {\"settings\": {\"\(StyleIdentifier.id(for: type.name))\": "
                                                    + "{\"presets\": [{\"id\": \"default\", \"init\": \"\(type.name)(…)\"}]}}}",
                                                    subject: type.name, reason: "no argument-free initialiser"))
                    }
                    var style = Style(typeName: type.name, module: module, kind: kind, constructions: constructions, location: type.location)
                    style.distinguishesPlatforms = !file.platformConditions.isEmpty
                    if case .custom(let protocolName) = kind {
                        do {
                            style.configuration = try customConfiguration(for: protocols[protocolName], module: module, types: allTypes)
                        } catch {
                            discovery.notes.append(Note(location: type.location, message: "\(type.name) (\(protocolName)) is shown only through previews: \(error.message)"))
                        }
                    }
                    discovery.styles.append(style)
                }
                var index = 0
                for preview in file.previews {
                    discovery.previews.append(Preview(
                        title: preview.title ?? "\(fileStem(file.path)) preview \(index + 1)",
                        typeName: SourceRewriter.previewTypeName(file: file.path, index: index), isProvider: false, module: module, location: preview.location))
                    index += 1
                }
            }
        }
        return discovery
    }

    private struct Unrenderable: Error { let message: String }

    /// The configuration a custom style protocol's `makeBody(configuration:)` takes, made field by field.
    private static func customConfiguration(for protocolDeclaration: DeclaredType?, module: String,
                                            types: [DeclaredType]) throws(Unrenderable) -> CustomConfiguration {
        guard let name = protocolDeclaration?.configurationType.map(SourceScanner.plainName) else {
            throw Unrenderable(message: "its protocol's configuration type is not declared in the sources")
        }
        guard let configuration = types.first(where: { $0.name == name || $0.name.hasSuffix("." + name) }), configuration.kind == .struct else {
            throw Unrenderable(message: "its configuration \(name) is not a struct declared in the sources")
        }
        guard configuration.initializers.isEmpty else {
            throw Unrenderable(message: "\(name) declares its own initialiser (only the memberwise one is used)")
        }
        let enums = Dictionary(types.filter { $0.kind == .enum && !$0.cases.isEmpty }.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var arguments: [String] = []
        var cases: [String] = []
        var usesIsOn = false
        for field in configuration.memberwise {
            let isBinding = field.wrapper == "Binding" || field.type.hasPrefix("Binding<")
            var type = field.type
            if type.hasPrefix("Binding<") { type = String(type.dropFirst(8).dropLast()) }
            let value: String
            switch type {
            case "Text": value = "SwiftUI.Text(label)"
            case "String": value = "label"
            case "AnyView": value = "SwiftUI.AnyView(SwiftUI.Text(label))"
            case "Bool":
                value = "state.isOn"
                usesIsOn = true
            case "Int": value = "3"
            case "Double", "CGFloat", "Float": value = "0.5"
            default:
                if type.hasSuffix("?") {
                    value = "nil"
                } else if let enumeration = enums[type] ?? enums.values.first(where: { $0.name.hasSuffix("." + type) }) {
                    if cases.isEmpty {
                        cases = enumeration.cases
                        value = ".CASE"
                    } else {
                        value = ".\(enumeration.cases[0])"
                    }
                } else {
                    throw Unrenderable(message: "its configuration's \(field.name): \(field.type) has no value the gallery can make")
                }
            }
            arguments.append("\(field.name): \(isBinding ? ".constant(\(value))" : value)")
        }
        return CustomConfiguration(typeName: "\(module).\(configuration.name)", arguments: arguments, cases: cases, usesIsOn: usesIsOn)
    }

    private static func fileStem(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
    }
}

/// Stable, readable ids for discovered styles: `PrimaryButtonStyle` → `primary-button-style`.
package enum StyleIdentifier {
    package static func id(for typeName: String) -> String {
        var result = ""
        var previousWasLower = false
        for character in typeName {
            if character == "." || character == "_" {
                if !result.hasSuffix("-") && !result.isEmpty { result.append("-") }
                previousWasLower = false
                continue
            }
            if character.isUppercase && previousWasLower { result.append("-") }
            result += character.lowercased()
            previousWasLower = character.isLowercase || character.isNumber
        }
        return result
    }
}
