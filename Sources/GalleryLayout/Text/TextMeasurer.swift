import Foundation
import Fonts
import StyleKit

/// Measures text with the font the SVG will show: the configured family when the font library has it (Inter
/// by default, the closest free stand-in for SF Pro; the library sees the pinned faces and the design
/// system's files), DejaVu Sans otherwise; the pinned fallback faces for scripts the family lacks.
public final class TextMeasurer: Sendable {
    public let library: FontLibrary
    /// The family text is set in, as requested.
    public let preferredFamily: String
    /// The family actually used: the preferred one when installed, else the fallback.
    public let family: String

    public static let fallbackFamily = "DejaVu Sans"

    /// A name `Font.custom(_:size:)` may use for a design system's font file (its PostScript or full
    /// name, `Lato-Bold`), and the family, weight and slant fontconfig finds that face by.
    public struct FontAlias: Sendable, Hashable {
        public let family: String
        public let weight: Int
        public let italic: Bool
        public init(family: String, weight: Int, italic: Bool) { self.family = family; self.weight = weight; self.italic = italic }
    }

    /// Names of a design system's fonts, mapped to how to find them.
    public let aliases: [String: FontAlias]

    public init(preferredFamily: String = "Inter", library: FontLibrary = .shared, aliases: [String: FontAlias] = [:]) {
        self.library = library
        self.preferredFamily = preferredFamily
        self.aliases = aliases
        self.family = library.isInstalled(family: preferredFamily) ? preferredFamily : TextMeasurer.fallbackFamily
    }

    /// The family a resolved font is set in: a custom font's own family when it is installed, else the
    /// measurer's family (a custom font that is missing falls back to the default face, never fails).
    func family(for font: ResolvedFont) -> String {
        guard let custom = font.family else { return family }
        if let alias = aliases[custom] { return alias.family }
        guard installed.contains(custom, library: library) else { return family }
        return custom
    }

    /// Custom families asked for so far and whether they are installed (one fontconfig query each).
    private let installed = InstalledFamilies()

    /// The face for a resolved font.
    func face(for font: ResolvedFont) throws -> FontFace {
        do {
            return try library.face(for: request(for: font))
        } catch {
            throw LayoutError.font("\(error)")
        }
    }

    /// The face for a resolved font followed by the pinned fallback faces (`FontLibrary.chain(for:)`).
    func chain(for font: ResolvedFont) throws -> [FontFace] {
        do {
            return try library.chain(for: request(for: font))
        } catch {
            throw LayoutError.font("\(error)")
        }
    }

    private func request(for font: ResolvedFont) -> FontRequest {
        let design: FontDesign
        switch font.design {
        case .monospaced: design = .monospaced
        case .serif: design = .serif
        case .rounded: design = .rounded
        case .default: design = .default
        }
        // A font named by its PostScript or full name (`Lato-Bold`) brings its own weight and slant.
        let alias = font.family.flatMap { aliases[$0] }
        return FontRequest(family: family(for: font), weight: alias?.weight ?? font.weight,
                           italic: alias?.italic ?? font.italic, design: design)
    }
}

/// A thread-safe memo of `FontLibrary.isInstalled(family:)`.
private final class InstalledFamilies: @unchecked Sendable {
    private let lock = NSLock()
    private var known: [String: Bool] = [:]

    func contains(_ family: String, library: FontLibrary) -> Bool {
        if let answer = lock.withLock({ known[family] }) { return answer }
        let answer = library.isInstalled(family: family)
        lock.withLock { known[family] = answer }
        return answer
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

/// UIKit's string measuring in team code (`NSAttributedString.size()`, ``TextSystem``) measures as a
/// `Text` of the same run is laid out: the run's font chain, shaped, broken into lines at the width.
extension TextMeasurer: TextSizing {
    package func size(of run: TextRun, width: CGFloat?) -> CGSize {
        guard let chain = try? chain(for: run.font) else { return .zero }
        let lines = TextLines(run: run, chain: chain, maxWidth: width)
        return CGSize(width: lines.width, height: lines.height)
    }

    package func metrics(of font: ResolvedFont) -> FontLineMetrics? {
        guard let face = try? face(for: font) else { return nil }
        let scale = Double(font.size) / Double(face.unitsPerEm)
        return FontLineMetrics(ascender: CGFloat(face.ascender * scale), descender: CGFloat(face.descender * scale),
                               leading: CGFloat(face.lineGap * scale), capHeight: CGFloat(face.capHeight * scale),
                               xHeight: CGFloat(face.xHeight * scale))
    }
}
