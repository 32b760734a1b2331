/// What a caller asks `FontLibrary` for.
public struct FontRequest: Hashable, Sendable {
    /// Preferred family name, e.g. "Inter" or "DejaVu Sans". Ignored for the
    /// `.monospaced` and `.serif` designs, which map to fontconfig generic families.
    public var family: String
    /// CSS / OpenType weight class, 100 (thin) … 900 (black); 400 is regular, 700 bold.
    public var weight: Int
    public var italic: Bool
    public var design: FontDesign

    public init(family: String, weight: Int = 400, italic: Bool = false, design: FontDesign = .default) {
        self.family = family
        self.weight = weight
        self.italic = italic
        self.design = design
    }
}
