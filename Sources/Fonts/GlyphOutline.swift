/// The outline of one glyph in font units, y axis pointing UP (as stored in the font).
/// Every contour starts with `.move` and ends with `.close`.
public struct GlyphOutline: Sendable, Hashable {
    public var commands: [OutlineCommand]

    public init(commands: [OutlineCommand]) {
        self.commands = commands
    }

    /// Number of closed contours.
    public var contourCount: Int {
        commands.reduce(0) { count, command in
            if case .close = command { return count + 1 }
            return count
        }
    }

    public var isEmpty: Bool { commands.isEmpty }
}
