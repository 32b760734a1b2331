import Foundation
import Fonts
import StyleKit

/// Measures text with the font the SVG will show: the configured family when installed (Inter by default,
/// the closest free stand-in for SF Pro), DejaVu Sans otherwise.
public final class TextMeasurer: Sendable {
    public let library: FontLibrary
    /// The family text is set in, as requested.
    public let preferredFamily: String
    /// The family actually used: the preferred one when installed, else the fallback.
    public let family: String

    public static let fallbackFamily = "DejaVu Sans"

    public init(preferredFamily: String = "Inter", library: FontLibrary = .shared) {
        self.library = library
        self.preferredFamily = preferredFamily
        self.family = library.isInstalled(family: preferredFamily) ? preferredFamily : TextMeasurer.fallbackFamily
    }

    /// The family a resolved font is set in: a custom font's own family when it is installed, else the
    /// measurer's family (a custom font that is missing falls back to the default face, never fails).
    func family(for font: ResolvedFont) -> String {
        guard let custom = font.family, library.isInstalled(family: custom) else { return family }
        return custom
    }

    /// The face for a resolved font.
    func face(for font: ResolvedFont) throws -> FontFace {
        let design: FontDesign
        switch font.design {
        case .monospaced: design = .monospaced
        case .serif: design = .serif
        case .rounded: design = .rounded
        case .default: design = .default
        }
        do {
            return try library.face(for: FontRequest(family: family(for: font), weight: font.weight, italic: font.italic, design: design))
        } catch {
            throw LayoutError.font("\(error)")
        }
    }
}

/// Layout failures.
public enum LayoutError: Error, CustomStringConvertible, Sendable {
    case font(String)
    public var description: String {
        switch self {
        case .font(let message): return "font: \(message)"
        }
    }
}
