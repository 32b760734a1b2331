import Foundation
import StyleKit

/// A symbol that no library had, drawn as a placeholder: what the audit reports and the build warns about.
public struct SceneMissingSymbol: Hashable, Sendable {
    /// The name the style asked for.
    public var name: String
    /// The closest known names, nearest first.
    public var suggestions: [String]
    /// Where `Image(systemName:)` was called, when known.
    public var callSite: CallSite?
    /// The placeholder's frame in scene coordinates.
    public var frame: CGRect
    /// Why the placeholder is drawn.
    public var kind: Kind

    /// What was asked for and could not be drawn.
    public enum Kind: Hashable, Sendable {
        /// `Image(systemName:)` with a name no symbol library has.
        case systemSymbol
        /// `Image("name")` with a name that no asset catalog image or custom symbol has.
        case assetImage
        /// `Image("name")` of an image set whose file is in a format that is not drawn (`"pdf"`, `"heic"`).
        case undrawnFormat(String)
        /// A platform view (`UIViewRepresentable`, …) drawn as a labelled box: the protocol it adopts (`name`
        /// is the type's name).
        case platformView(String)

        package init(_ kind: MissingImageKind) {
            switch kind {
            case .systemSymbol: self = .systemSymbol
            case .assetImage: self = .assetImage
            case .undrawnFormat(let format): self = .undrawnFormat(format)
            case .platformView(let adopted): self = .platformView(adopted)
            }
        }
    }

    public init(name: String, suggestions: [String], callSite: CallSite?, frame: CGRect, kind: Kind = .systemSymbol) {
        self.name = name; self.suggestions = suggestions; self.callSite = callSite; self.frame = frame
        self.kind = kind
    }

    /// `Image("name")` of the asset catalog rather than `Image(systemName:)`.
    public var isAssetImage: Bool {
        switch kind {
        case .assetImage, .undrawnFormat: true
        case .systemSymbol, .platformView: false
        }
    }

    /// The protocol a platform view adopts, when the placeholder stands for one.
    public var platformView: String? { if case .platformView(let adopted) = kind { adopted } else { nil } }

    /// What the style code named: `Image(systemName: "x")`, `Image("x")` or `UIViewRepresentable MapView`.
    public var subject: String {
        if let platformView { return "\(platformView) \(name)" }
        return isAssetImage ? "Image(\"\(name)\")" : "Image(systemName: \"\(name)\")"
    }

    /// `unknown system symbol "chevron.rigth", drawn as a placeholder (did you mean "chevron.right"?)`.
    public var message: String {
        var text: String
        switch kind {
        case .systemSymbol: text = "unknown system symbol \"\(name)\", drawn as a placeholder"
        case .assetImage: text = "no image or symbol named \"\(name)\" in the asset catalogs, drawn as a placeholder"
        case .platformView(let adopted):
            return "\(adopted) \(name) is drawn as a labelled placeholder (platform views cannot be rendered; StyleGallery draws SwiftUI only)"
        case .undrawnFormat(let format):
            return "asset image \"\(name)\" is a \(format.uppercased()) file, drawn as a placeholder (\(format.uppercased()) images are not drawn; add an SVG or PNG to its image set)"
        }
        if !suggestions.isEmpty {
            let quoted = suggestions.map { "\"\($0)\"" }
            let listing = quoted.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
            text += " (did you mean \(listing)?)"
        }
        return text
    }

    /// The message as a compiler-style warning that editors and CI logs link to the line:
    /// `Seeds/MyToggleStyle.swift:14: warning: unknown system symbol …`.
    public var warning: String { "\(callSite.map { "\($0): " } ?? "")warning: \(message)" }
}
