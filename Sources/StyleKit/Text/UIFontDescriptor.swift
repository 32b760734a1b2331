import Foundation

/// UIKit's font descriptor, so that fonts built the descriptor way compile and draw as on iOS:
/// `UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title1).addingAttributes([.traits: [.weight: UIFont.Weight.bold]])`
/// then `UIFont(descriptor:size:)`.
///
/// The attributes StyleKit can draw are kept (family, size, text style, weight, width, slant, symbolic traits,
/// system design); others (feature settings, …) are accepted and ignored. A descriptor made from a text style
/// at that style's size keeps the text style, so the font it makes scales with the variant's Dynamic Type
/// size, which is the size UIKit reads when the descriptor is made.
public final class UIFontDescriptor: Sendable, Hashable, CustomStringConvertible {
    /// The text style the descriptor came from (`preferredFontDescriptor(withTextStyle:)`).
    let textStyle: UIFont.TextStyle?
    let family: String?
    /// The size; 0 = unspecified (the text style's size, else 12 as in UIKit).
    let size: CGFloat
    let weight: UIFont.Weight?
    let symbolicTraits: SymbolicTraits
    let design: SystemDesign?
    let widthTrait: CGFloat?
    let slant: CGFloat?

    init(textStyle: UIFont.TextStyle? = nil, family: String? = nil, size: CGFloat = 0, weight: UIFont.Weight? = nil,
         symbolicTraits: SymbolicTraits = [], design: SystemDesign? = nil, widthTrait: CGFloat? = nil, slant: CGFloat? = nil) {
        self.textStyle = textStyle; self.family = family; self.size = size; self.weight = weight
        self.symbolicTraits = symbolicTraits; self.design = design; self.widthTrait = widthTrait; self.slant = slant
    }

    private func copy(textStyle: UIFont.TextStyle?? = nil, family: String?? = nil, size: CGFloat? = nil, weight: UIFont.Weight?? = nil,
                      symbolicTraits: SymbolicTraits? = nil, design: SystemDesign?? = nil, widthTrait: CGFloat?? = nil,
                      slant: CGFloat?? = nil) -> UIFontDescriptor {
        UIFontDescriptor(textStyle: textStyle ?? self.textStyle, family: family ?? self.family, size: size ?? self.size,
                         weight: weight ?? self.weight, symbolicTraits: symbolicTraits ?? self.symbolicTraits,
                         design: design ?? self.design, widthTrait: widthTrait ?? self.widthTrait, slant: slant ?? self.slant)
    }

    /// A descriptor of the system font.
    public convenience init() { self.init(textStyle: nil) }

    /// A descriptor of a font by name and size.
    public convenience init(name fontName: String, size: CGFloat) { self.init(family: fontName, size: size) }

    /// A descriptor from attributes (family, name, size, traits, text style).
    public convenience init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        let parsed = UIFontDescriptor().addingAttributes(attributes)
        self.init(textStyle: parsed.textStyle, family: parsed.family, size: parsed.size, weight: parsed.weight,
                  symbolicTraits: parsed.symbolicTraits, design: parsed.design, widthTrait: parsed.widthTrait, slant: parsed.slant)
    }

    /// The descriptor of a Dynamic Type text style, at its size for the Dynamic Type size of the view being
    /// evaluated (Large outside a view).
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFontDescriptor(textStyle: style, size: style.pointSize(at: EnvironmentValues.current.dynamicTypeSize))
    }

    /// The descriptor of a text style's font.
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                               compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        preferredFontDescriptor(withTextStyle: style)
    }

    /// The size in points (the text style's when none was given; 12 for a bare descriptor, as UIKit).
    public var pointSize: CGFloat {
        if size > 0 { return size }
        return textStyle?.pointSize(at: EnvironmentValues.current.dynamicTypeSize) ?? 12
    }

    /// The PostScript name (the family, else the system font's).
    public var postscriptName: String { family ?? ".SFUI" }

    /// The descriptor's attributes.
    public var fontAttributes: [AttributeName: Any] {
        var attributes: [AttributeName: Any] = [.size: pointSize]
        if let family { attributes[.family] = family }
        if let textStyle { attributes[.textStyle] = textStyle }
        var traits: [TraitKey: Any] = [:]
        if let weight { traits[.weight] = weight }
        if !symbolicTraits.isEmpty { traits[.symbolic] = symbolicTraits.rawValue }
        if !traits.isEmpty { attributes[.traits] = traits }
        return attributes
    }

    /// This descriptor with more attributes; the values StyleKit understands are read from their UIKit types
    /// (`UIFont.Weight` or a number for `.weight`, `UIFontDescriptor.SymbolicTraits` or its raw value, …).
    public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        var result = self
        for (key, value) in attributes {
            switch key {
            case .family, .name:
                if let name = value as? String { result = result.copy(family: .some(name)) }
            case .size:
                if let size = UIFontDescriptor.number(value) { result = result.copy(size: size) }
            case .textStyle:
                if let style = value as? UIFont.TextStyle { result = result.copy(textStyle: .some(style)) }
            case .traits:
                guard let traits = value as? [TraitKey: Any] else { continue }
                for (trait, traitValue) in traits {
                    switch trait {
                    case .weight:
                        let weight = (traitValue as? UIFont.Weight) ?? UIFontDescriptor.number(traitValue).map { UIFont.Weight($0) }
                        if let weight { result = result.copy(weight: .some(weight)) }
                    case .width:
                        if let width = UIFontDescriptor.number(traitValue) { result = result.copy(widthTrait: .some(width)) }
                    case .slant:
                        if let slant = UIFontDescriptor.number(traitValue) { result = result.copy(slant: .some(slant)) }
                    case .symbolic:
                        let raw = (traitValue as? SymbolicTraits)?.rawValue ?? (traitValue as? UInt32)
                            ?? UIFontDescriptor.number(traitValue).map { UInt32($0) }
                        if let raw { result = result.copy(symbolicTraits: SymbolicTraits(rawValue: raw)) }
                    default: continue
                    }
                }
            default: continue
            }
        }
        return result
    }

    /// This descriptor with exactly these symbolic traits (UIKit replaces them; nil is never returned here).
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? { copy(symbolicTraits: traits) }

    /// The symbolic traits (bold, italic, …).
    public var symbolicTraitsValue: SymbolicTraits { symbolicTraits }

    /// This descriptor in a system design (rounded, serif, monospaced); only system fonts have designs.
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        family == nil ? copy(design: .some(design)) : nil
    }

    /// The descriptor at another size.
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { copy(size: newPointSize) }

    /// The descriptor with another family.
    public func withFamily(_ newFamily: String) -> UIFontDescriptor { copy(family: .some(newFamily)) }

    /// The SwiftUI font this descriptor describes at `size` (0 = the descriptor's own size).
    func font(size requested: CGFloat) -> Font {
        let size = requested > 0 ? requested : pointSize
        var font: Font
        if let family {
            font = .custom(family, fixedSize: size)
        } else if let textStyle, size == textStyle.pointSize(at: EnvironmentValues.current.dynamicTypeSize) {
            // The text style's own size: keep the style, so the render's Dynamic Type size decides it.
            font = Font(base: .textStyle(textStyle.textStyle))
        } else {
            font = .system(size: size)
        }
        if let weight { font = font.weight(weight.fontWeight) }
        if symbolicTraits.contains(.traitBold), weight == nil { font = font.bold() }
        if symbolicTraits.contains(.traitItalic) || (slant ?? 0) > 0 { font = font.italic() }
        if symbolicTraits.contains(.traitMonoSpace) { font = font.design(.monospaced) }
        if let design, let fontDesign = design.fontDesign { font = font.design(fontDesign) }
        let width = widthTrait ?? (symbolicTraits.contains(.traitCondensed) ? -0.2 : symbolicTraits.contains(.traitExpanded) ? 0.2 : nil)
        if let width, width != 0 { font = font.width(Font.Width(width)) }
        return font
    }

    private static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as UIFont.Weight: return v.rawValue
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return nil
        }
    }

    public static func == (a: UIFontDescriptor, b: UIFontDescriptor) -> Bool {
        a.textStyle == b.textStyle && a.family == b.family && a.size == b.size && a.weight == b.weight
            && a.symbolicTraits == b.symbolicTraits && a.design == b.design && a.widthTrait == b.widthTrait && a.slant == b.slant
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(textStyle); hasher.combine(family); hasher.combine(size); hasher.combine(weight)
        hasher.combine(symbolicTraits.rawValue); hasher.combine(design)
    }

    public var description: String { "UIFontDescriptor(\(font(size: 0).resolve()))" }

    /// Keys of a descriptor's attribute dictionary.
    public struct AttributeName: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An attribute name.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The family name.
        public static let family = AttributeName("NSFontFamilyAttribute")
        /// The font name.
        public static let name = AttributeName("NSFontNameAttribute")
        /// The face name (Bold, Italic).
        public static let face = AttributeName("NSFontFaceAttribute")
        /// The size in points.
        public static let size = AttributeName("NSFontSizeAttribute")
        /// The name shown to people.
        public static let visibleName = AttributeName("NSFontVisibleNameAttribute")
        /// The transformation matrix.
        public static let matrix = AttributeName("NSFontMatrixAttribute")
        /// The characters the font covers.
        public static let characterSet = AttributeName("NSFontCharacterSetAttribute")
        /// The fallback fonts.
        public static let cascadeList = AttributeName("NSFontCascadeListAttribute")
        /// The traits dictionary.
        public static let traits = AttributeName("NSFontTraitsAttribute")
        /// A fixed advance for every glyph.
        public static let fixedAdvance = AttributeName("NSFontFixedAdvanceAttribute")
        /// OpenType feature settings.
        public static let featureSettings = AttributeName("NSFontFeatureSettingsAttribute")
        /// The text style.
        public static let textStyle = AttributeName("NSCTFontUIUsageAttribute")
    }

    /// Keys of the `.traits` dictionary.
    public struct TraitKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A trait key.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The symbolic traits.
        public static let symbolic = TraitKey("NSCTFontSymbolicTrait")
        /// The weight, -1 to 1.
        public static let weight = TraitKey("NSCTFontWeightTrait")
        /// The width, -1 to 1.
        public static let width = TraitKey("NSCTFontProportionTrait")
        /// The slant, -1 to 1.
        public static let slant = TraitKey("NSCTFontSlantTrait")
    }

    /// UIKit's symbolic traits (the values are UIKit's `UIFontDescriptor.SymbolicTraits` bits).
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Italic.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Expanded.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Condensed.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Monospaced.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Vertical glyphs.
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// Optimised for user interfaces.
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// Tighter line spacing.
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Looser line spacing.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The system font designs.
    public struct SystemDesign: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The system design.
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        /// The rounded design.
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        /// The serif design.
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        /// The monospaced design.
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")

        var fontDesign: Font.Design? {
            switch self {
            case .rounded: return .rounded
            case .serif: return .serif
            case .monospaced: return .monospaced
            case .default: return .default
            default: return nil
            }
        }
    }
}

/// AppKit spelling of the same type.
public typealias NSFontDescriptor = UIFontDescriptor

extension UIFont.TextStyle {
    /// The style's point size at a Dynamic Type size (the HIG table, docs/reference/dynamic-type.md).
    func pointSize(at dynamicTypeSize: DynamicTypeSize) -> CGFloat {
        Font(base: .textStyle(textStyle)).resolve(dynamicTypeSize: dynamicTypeSize).size
    }
}
