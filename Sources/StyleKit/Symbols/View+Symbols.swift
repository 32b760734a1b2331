import Foundation

extension Image {
    /// The scale of a symbol relative to the font it is set in (SwiftUI's `Image.Scale`).
    public enum Scale: String, Hashable, Sendable, CaseIterable {
        /// Smaller than the text around the symbol.
        case small
        /// The default, matched to the text.
        case medium
        /// Larger than the text.
        case large

        /// The size relative to `.medium`, applied about the symbol axis. Figures and their source:
        /// docs/symbol-metrics.md ("Image scale").
        package var factor: CGFloat {
            switch self {
            case .small: return 0.783
            case .medium: return 1
            case .large: return 1.29
            }
        }
    }
}

/// How a symbol's layers are colored (SwiftUI's `SymbolRenderingMode`). StyleKit's glyphs are single-layer,
/// so every mode draws the whole glyph in the foreground style — what SwiftUI draws for a one-layer symbol
/// in monochrome, hierarchical (its primary level) and palette (its first style) modes.
public struct SymbolRenderingMode: Hashable, Sendable, CustomStringConvertible {
    let name: String
    /// One color for the whole symbol.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// The symbol's own colors.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// Layers in levels of opacity of one color.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// Layers in colors you give.
    public static let palette = SymbolRenderingMode(name: "palette")
    public var description: String { name }
}

private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }
private struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }
private struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }
private struct SymbolLibraryKey: EnvironmentKey { static let defaultValue = SymbolLibrary.builtIn }

extension EnvironmentValues {
    /// The scale of symbols in this subtree, `.medium` by default.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
    /// The rendering mode symbols in this subtree ask for; nil lets each symbol choose.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
    /// The variants applied to symbol names in this subtree.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
    /// The symbols `Image(systemName:)` can draw in this render: the renderer's hook for custom symbols.
    package var symbolLibrary: SymbolLibrary {
        get { self[SymbolLibraryKey.self] }
        set { self[SymbolLibraryKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Scales the symbols in this view relative to their font.
    public func imageScale(_ scale: Image.Scale) -> some View {
        transformingEnvironment { $0.imageScale = scale }
    }

    /// Asks for a rendering mode for the symbols in this view (recorded; see `SymbolRenderingMode`).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        transformingEnvironment { $0.symbolRenderingMode = mode }
    }

    /// Applies variants to the symbol names in this view; `.none` removes the variants set above.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        transformingEnvironment { environment in
            if variant == .none {
                environment.symbolVariants = .none
            } else {
                var combined = environment.symbolVariants
                if let shape = variant.shape { combined.shape = shape }
                if variant.isFilled { combined.isFilled = true }
                if variant.isSlashed { combined.isSlashed = true }
                environment.symbolVariants = combined
            }
        }
    }

    /// A palette of styles for multi-layer symbols: StyleKit's glyphs have one layer, drawn in `primary`.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyle(primary)
    }

    /// A palette of three styles: the one layer of StyleKit's glyphs is drawn in `primary`.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        foregroundStyle(primary)
    }
}
