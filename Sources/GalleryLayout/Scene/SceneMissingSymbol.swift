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
    /// `Image("name")` of the asset catalog rather than `Image(systemName:)`.
    public var isAssetImage = false
    /// A platform view (`UIViewRepresentable`, …) drawn as a labelled box: the protocol it adopts; `name` is
    /// the type's name.
    public var platformView: String?

    public init(name: String, suggestions: [String], callSite: CallSite?, frame: CGRect, isAssetImage: Bool = false,
                platformView: String? = nil) {
        self.name = name; self.suggestions = suggestions; self.callSite = callSite; self.frame = frame
        self.isAssetImage = isAssetImage; self.platformView = platformView
    }

    /// What the style code named: `Image(systemName: "x")`, `Image("x")` or `UIViewRepresentable MapView`.
    public var subject: String {
        if let platformView { return "\(platformView) \(name)" }
        return isAssetImage ? "Image(\"\(name)\")" : "Image(systemName: \"\(name)\")"
    }

    /// `unknown system symbol "chevron.rigth", drawn as a placeholder (did you mean "chevron.right"?)`.
    public var message: String {
        if let platformView {
            return "\(platformView) \(name) is drawn as a labelled placeholder (platform views cannot be rendered; StyleGallery draws SwiftUI only)"
        }
        if isAssetImage { return "asset image \"\(name)\" is drawn as a placeholder (only symbol sets are drawn so far)" }
        var text = "unknown system symbol \"\(name)\", drawn as a placeholder"
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
