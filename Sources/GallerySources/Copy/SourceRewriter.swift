import Foundation
internal import SwiftParser
internal import SwiftSyntax

/// Makes the copy of a team's file that the generated package compiles. The team's file is never
/// edited; the copy differs only where Linux or the missing SwiftUI macros force it, and keeps every
/// line where it was, so that one `#sourceLocation` at the top makes the compiler's diagnostics point
/// at the team's own file and line:
/// - `#Preview { … }` (SwiftUI's macro, whose implementation ships with Apple's SDKs only) becomes a
///   view type, `StyleGalleryPreview_<n>`, whose body is the block's body, as written;
/// - `@Entry var name: T = value` in `extension EnvironmentValues` (or `ContainerValues`) becomes the
///   computed property and the `EnvironmentKey` (or `ContainerValueKey`) the macro stands for;
/// - platform conditions of `#if` (`os(iOS)`, `canImport(UIKit)`, …), false on Linux, become compilation
///   conditions that mean "the platform being rendered" (``PlatformDefines``) — except, in a dependency
///   of the team's code, `canImport(UIKit)` and `canImport(AppKit)`, which keep their Linux meaning
///   (false): a library guards its UIKit/AppKit API (`UIImage(systemSymbol:)`) that way, and StyleGallery's
///   UIKit and AppKit modules only have what style code uses;
/// - `import UIKit.UIFont` (a submodule of a shim that has none) becomes `import UIKit`;
/// - `@objc`, `@objc(name)` and `@objcMembers`, which Linux's compiler refuses ("Objective-C
///   interoperability is disabled"), are dropped: the declaration stays, as a Swift one (nothing calls it
///   through the Objective-C runtime in a render); an `@objc` protocol becomes `AnyObject`-bound, as `@objc`
///   made it;
/// - `#selector(method(_:))` becomes `Selector("method(_:)")`, StyleKit's selector, which names the method
///   and is kept by `addTarget(_:action:for:)` and gesture recognizers, never sent;
/// - `AutoreleasingUnsafeMutablePointer` (the standard library's only where Objective-C is) becomes
///   `UnsafeMutablePointer`, the type Linux's Foundation takes in its place;
/// - in a subclass of one of Foundation's formatters, `override` goes from `getObjectValue(_:for:errorDescription:)`
///   and `isPartialStringValid(…)`, which Linux's `Formatter` does not let code override (internal there, or
///   absent): the methods stay, for the team's own code to call.
package enum SourceRewriter {
    /// Which platform rules a copy gets.
    package enum Rules: Sendable {
        /// The team's own modules: every platform condition means "the platform being rendered".
        case teamCode
        /// A dependency's modules: `canImport(UIKit)`/`canImport(AppKit)` are false, as on Linux.
        case dependency
    }

    /// The rewritten copy of `source`, whose diagnostics name `originalPath`.
    package static func rewrite(_ source: String, originalPath: String, rules: Rules = .teamCode) -> String {
        let tree = Parser.parse(source: source)
        let collector = EditCollector(file: originalPath, rules: rules)
        collector.walk(tree)
        var bytes = Array(source.utf8)
        for edit in collector.edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            let original = bytes[edit.range]
            let replacement = Array(keepingLines(edit.replacement, of: original).utf8)
            bytes.replaceSubrange(edit.range, with: replacement)
        }
        let escaped = originalPath.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        // The directive numbers the line after it 1: the file's own first line.
        return "#sourceLocation(file: \"\(escaped)\", line: 1)\n" + String(decoding: bytes, as: UTF8.self)
    }

    /// The type name of the `index`-th `#Preview` of a file (0-based), as the copy declares it:
    /// `StyleGalleryPreview_Buttons_0` for the first one of `Buttons.swift`.
    package static func previewTypeName(file: String, index: Int) -> String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        let stem = name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
        let safe = String(stem.unicodeScalars.map { ($0.properties.isAlphabetic || ("0"..."9").contains($0)) && $0.isASCII ? Character($0) : "_" })
        return "StyleGalleryPreview_\(safe)_\(index)"
    }

    /// `replacement` padded with the newlines `original` had, so later lines keep their numbers.
    private static func keepingLines(_ replacement: String, of original: ArraySlice<UInt8>) -> String {
        let had = original.filter { $0 == UInt8(ascii: "\n") }.count
        let has = replacement.utf8.filter { $0 == UInt8(ascii: "\n") }.count
        return replacement + String(repeating: "\n", count: max(0, had - has))
    }
}

/// The compilation conditions a platform condition becomes in the copy, and the ones each rendered
/// platform defines.
package enum PlatformDefines {
    static let mapping: [(String, String)] = [
        ("os(iOS)", "STYLEGALLERY_IOS"), ("canImport(UIKit)", "STYLEGALLERY_IOS"),
        ("os(macOS)", "STYLEGALLERY_MACOS"), ("canImport(AppKit)", "STYLEGALLERY_MACOS"),
        ("os(tvOS)", "STYLEGALLERY_TVOS"), ("os(watchOS)", "STYLEGALLERY_WATCHOS"),
        ("os(visionOS)", "STYLEGALLERY_VISIONOS"), ("os(xrOS)", "STYLEGALLERY_VISIONOS"),
        ("targetEnvironment(macCatalyst)", "STYLEGALLERY_CATALYST"), ("targetEnvironment(simulator)", "STYLEGALLERY_SIMULATOR"),
    ]

    /// The defines of the iOS rendering (the default): iOS and UIKit, not the simulator.
    package static let iOS = ["STYLEGALLERY_IOS"]
    package static let macOS = ["STYLEGALLERY_MACOS"]

    static func rewrite(_ condition: String, rules: SourceRewriter.Rules = .teamCode) -> String {
        var result = condition
        if rules == .dependency {
            for framework in ["canImport(UIKit)", "canImport(AppKit)"] { result = result.replacingOccurrences(of: framework, with: "false") }
        }
        for (platform, define) in mapping { result = result.replacingOccurrences(of: platform, with: define) }
        return result
    }
}

private struct Edit {
    let range: Range<Int>
    let replacement: String
}

private final class EditCollector: SyntaxVisitor {
    var edits: [Edit] = []
    private let file: String
    private let rules: SourceRewriter.Rules
    private var previews = 0
    private var extendedTypes: [String] = []
    /// For each class being visited, innermost last: whether it subclasses one of Foundation's formatters.
    private var formatterClasses: [Bool] = []

    /// Foundation's formatter classes, whose editing methods Linux's Foundation does not let code override.
    static let foundationFormatters: Set<String> = [
        "Formatter", "NumberFormatter", "DateFormatter", "ByteCountFormatter", "DateComponentsFormatter",
        "DateIntervalFormatter", "EnergyFormatter", "LengthFormatter", "MassFormatter", "MeasurementFormatter",
        "PersonNameComponentsFormatter", "ISO8601DateFormatter", "ListFormatter", "RelativeDateTimeFormatter",
    ]
    /// The methods of `Formatter` that Linux's Foundation keeps internal or lacks.
    static let unoverridableFormatterMethods: Set<String> = ["getObjectValue", "isPartialStringValid"]

    init(file: String, rules: SourceRewriter.Rules) {
        self.file = file
        self.rules = rules
        super.init(viewMode: .sourceAccurate)
    }

    // `import UIKit.UIFont` → `import UIKit` (the shims have no submodules).
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.path.count > 1, let first = node.path.first, SourceModules.shimModules.contains(first.name.text), node.importKindSpecifier == nil {
            edits.append(Edit(range: range(node.path), replacement: first.name.text))
        }
        return .skipChildren
    }

    private func range(_ node: some SyntaxProtocol) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }

    /// `node` and the spaces after it, for an edit that removes it (`@objc `, `override `).
    private func rangeWithTrailingTrivia(_ node: some SyntaxProtocol) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPosition.utf8Offset
    }

    // `#if os(iOS)` → `#if STYLEGALLERY_IOS`
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if let condition = node.condition {
            let text = condition.trimmedDescription
            let rewritten = PlatformDefines.rewrite(text, rules: rules)
            if rewritten != text { edits.append(Edit(range: range(condition), replacement: rewritten)) }
        }
        return .visitChildren
    }

    // `#Preview("Name") { body }` → `struct StyleGalleryPreview_0: SwiftUI.View { var body: some SwiftUI.View { body } }`
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        lift(node.macroName.text, closure: node.trailingClosure, whole: node)
        return .skipChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "selector" {
            // `#selector(getter: Type.property)` names the property's getter: the copy keeps the text.
            edits.append(Edit(range: range(node), replacement: "Selector(\(Self.quoted(node.arguments.trimmedDescription)))"))
            return .skipChildren
        }
        lift(node.macroName.text, closure: node.trailingClosure, whole: node)
        return .skipChildren
    }

    // `@objc`, `@objc(name)`, `@objcMembers` → nothing (with the space after them).
    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        guard name == "objc" || name == "objcMembers" else { return .visitChildren }
        edits.append(Edit(range: rangeWithTrailingTrivia(node), replacement: ""))
        return .skipChildren
    }

    // `@objc protocol P` is class-bound: without `@objc` it would not be, and `weak var delegate: P?` would not
    // compile, so the copy says `AnyObject` where the attribute said it (`@objc protocol P: Q` → `protocol P: AnyObject, Q`).
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" }) else {
            return .visitChildren
        }
        if let first = node.inheritanceClause?.inheritedTypes.first {
            let at = first.positionAfterSkippingLeadingTrivia.utf8Offset
            edits.append(Edit(range: at..<at, replacement: "AnyObject, "))
        } else {
            let at = (node.primaryAssociatedTypeClause.map { $0.endPositionBeforeTrailingTrivia } ?? node.name.endPositionBeforeTrailingTrivia).utf8Offset
            edits.append(Edit(range: at..<at, replacement: ": AnyObject"))
        }
        return .visitChildren
    }

    // `AutoreleasingUnsafeMutablePointer<NSString?>?` → `UnsafeMutablePointer<NSString?>?`
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "AutoreleasingUnsafeMutablePointer" {
            edits.append(Edit(range: range(node.name), replacement: "UnsafeMutablePointer"))
        }
        return .visitChildren
    }

    /// `text` as a Swift string literal.
    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: " ") + "\""
    }

    private func lift(_ name: String, closure: ClosureExprSyntax?, whole: some SyntaxProtocol) {
        guard name == "Preview" else { return }
        let typeName = SourceRewriter.previewTypeName(file: file, index: previews)
        previews += 1
        guard let closure else {
            edits.append(Edit(range: range(whole), replacement: "/* #Preview without a trailing closure is not shown */"))
            return
        }
        let head = range(whole).lowerBound..<closure.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(Edit(range: head, replacement: "struct \(typeName): SwiftUI.View { var body: some SwiftUI.View {"))
        let tail = closure.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset..<range(whole).upperBound
        edits.append(Edit(range: tail, replacement: "} }"))
        // The block's own code gets the copy's other edits (`#selector`, `@objc`, `#if os(iOS)`); its
        // positions are the file's, so its edits join this file's.
        let inner = EditCollector(file: file, rules: rules)
        inner.walk(closure.statements)
        edits += inner.edits
        // `@Previewable` (a macro too) is dropped; the declaration stays.
        for statement in closure.statements {
            if let variable = statement.item.as(VariableDeclSyntax.self) {
                for attribute in variable.attributes {
                    if let attr = attribute.as(AttributeSyntax.self), attr.attributeName.trimmedDescription == "Previewable" {
                        edits.append(Edit(range: range(attr), replacement: ""))
                    }
                }
            }
        }
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let superclass = node.inheritanceClause?.inheritedTypes.first.map { $0.type.trimmedDescription }
        let name = superclass.map { $0.hasPrefix("Foundation.") ? String($0.dropFirst("Foundation.".count)) : $0 }
        formatterClasses.append(name.map(Self.foundationFormatters.contains) ?? false)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { formatterClasses.removeLast() }

    // `override func getObjectValue(…)` in a formatter → `func getObjectValue(…)`
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if formatterClasses.last == true, Self.unoverridableFormatterMethods.contains(node.name.text),
           let keyword = node.modifiers.first(where: { $0.name.tokenKind == .keyword(.override) }) {
            edits.append(Edit(range: rangeWithTrailingTrivia(keyword), replacement: ""))
        }
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        extendedTypes.append(SourceScanner.plainName(node.extendedType.trimmedDescription))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { extendedTypes.removeLast() }

    // `@Entry var theme: Theme = .standard` → property + key
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let keyProtocol: String
        switch extendedTypes.last {
        case "EnvironmentValues": keyProtocol = "EnvironmentKey"
        case "ContainerValues": keyProtocol = "ContainerValueKey"
        default: return .visitChildren
        }
        guard
              let entry = node.attributes.first(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Entry" }),
              let binding = node.bindings.first, node.bindings.count == 1 else { return .visitChildren }
        _ = entry
        let name = binding.pattern.trimmedDescription
        guard let type = binding.typeAnnotation?.type.trimmedDescription else {
            edits.append(Edit(range: range(node), replacement: "#error(\"StyleGallery expands @Entry only with a type: write @Entry var \(name): Type = value\")"))
            return .skipChildren
        }
        let value = binding.initializer?.value.trimmedDescription ?? "nil"
        let modifiers = node.modifiers.map(\.trimmedDescription).joined(separator: " ")
        let key = "__Key_\(name)"
        edits.append(Edit(range: range(node), replacement:
            "\(modifiers.isEmpty ? "" : modifiers + " ")var \(name): \(type) { get { self[\(key).self] } set { self[\(key).self] = newValue } }; "
            + "struct \(key): SwiftUI.\(keyProtocol) { static var defaultValue: \(type) { \(value) } }"))
        return .skipChildren
    }
}
