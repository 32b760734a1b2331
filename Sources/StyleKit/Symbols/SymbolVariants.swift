import Foundation

/// A variant of a symbol — enclosed in a circle, square or rectangle, filled, slashed — as SwiftUI's
/// `.symbolVariant(_:)` applies it: by name, `bell` + `.slash.fill` → `bell.slash.fill`.
public struct SymbolVariants: Hashable, Sendable, CustomStringConvertible {
    enum Shape: String, Hashable, Sendable, CaseIterable { case circle, square, rectangle }
    var shape: Shape?
    var isFilled = false
    var isSlashed = false

    /// No variant: also removes the variants set further up (`.symbolVariant(.none)`).
    public static let none = SymbolVariants()
    /// The symbol enclosed in a circle (`checkmark.circle`).
    public static let circle = SymbolVariants(shape: .circle)
    /// The symbol enclosed in a square (`checkmark.square`).
    public static let square = SymbolVariants(shape: .square)
    /// The symbol enclosed in a rectangle.
    public static let rectangle = SymbolVariants(shape: .rectangle)
    /// The filled version of the symbol (`heart.fill`): `.symbolVariant(.fill)`.
    public static let fill = SymbolVariants(isFilled: true)
    /// The symbol with a slash through it (`bell.slash`).
    public static let slash = SymbolVariants(isSlashed: true)

    /// These variants, enclosed in a circle (`.circle.fill`); an enclosing shape replaces another.
    public var circle: SymbolVariants { with { $0.shape = .circle } }
    /// These variants, enclosed in a square: `.circle.fill` and the like combine.
    public var square: SymbolVariants { with { $0.shape = .square } }
    /// These variants, enclosed in a rectangle.
    public var rectangle: SymbolVariants { with { $0.shape = .rectangle } }
    /// These variants, filled.
    public var fill: SymbolVariants { with { $0.isFilled = true } }
    /// These variants, slashed.
    public var slash: SymbolVariants { with { $0.isSlashed = true } }

    /// True when every variant of `other` is among these.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    public var description: String {
        let parts = [isSlashed ? "slash" : nil, shape?.rawValue, isFilled ? "fill" : nil].compactMap { $0 }
        return parts.isEmpty ? "none" : parts.joined(separator: ".")
    }

    private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
        var copy = self
        change(&copy)
        return copy
    }

    /// The names to try for `name` under these variants, best first, ending with `name` itself. SF Symbols
    /// orders a name's variant parts as base, `slash`, enclosing shape, `fill` (`heart.slash.circle.fill`);
    /// parts the name already has are kept, and when the full combination does not exist SwiftUI falls back
    /// to the symbol with fewer of the requested variants.
    func candidates(for name: String) -> [String] {
        var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var present = SymbolVariants()
        if parts.count > 1, parts.last == "fill" { present.isFilled = true; parts.removeLast() }
        if parts.count > 1, let shape = parts.last.flatMap(Shape.init(rawValue:)) { present.shape = shape; parts.removeLast() }
        if parts.count > 1, parts.last == "slash" { present.isSlashed = true; parts.removeLast() }
        let base = parts.joined(separator: ".")
        // The requested parts the name lacks, as bits: shape 4, fill 2, slash 1; try larger sets first.
        let addShape = present.shape == nil ? shape : nil
        let addFill = isFilled && !present.isFilled, addSlash = isSlashed && !present.isSlashed
        var names: [String] = []
        for mask in stride(from: 7, through: 1, by: -1) {
            if mask & 4 != 0 && addShape == nil || mask & 2 != 0 && !addFill || mask & 1 != 0 && !addSlash { continue }
            var variant = present
            if mask & 4 != 0 { variant.shape = addShape }
            if mask & 2 != 0 { variant.isFilled = true }
            if mask & 1 != 0 { variant.isSlashed = true }
            names.append(variant.compose(base))
        }
        return names + [name]
    }

    private func compose(_ base: String) -> String {
        ([base] + [isSlashed ? "slash" : nil, shape?.rawValue, isFilled ? "fill" : nil].compactMap { $0 }).joined(separator: ".")
    }
}
