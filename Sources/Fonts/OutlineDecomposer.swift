internal import CFreeType

/// Turns a loaded FreeType outline into `OutlineCommand`s with FT_Outline_Decompose.
/// The C callbacks capture nothing; they reach the builder through the `user` pointer.
final class OutlineDecomposer {
    private var commands: [OutlineCommand] = []
    private var contourStart: (x: Double, y: Double)?

    /// Decomposes the outline of the glyph currently loaded in `face`'s glyph slot.
    /// Coordinates are copied unchanged (shift 0, delta 0): font units when the glyph was
    /// loaded with FT_LOAD_NO_SCALE, y axis up.
    static func decompose(_ outline: UnsafeMutablePointer<FT_Outline>) -> GlyphOutline {
        let builder = OutlineDecomposer()
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                guard let to, let user else { return 1 }
                Unmanaged<OutlineDecomposer>.fromOpaque(user).takeUnretainedValue().move(to.pointee)
                return 0
            },
            line_to: { to, user in
                guard let to, let user else { return 1 }
                Unmanaged<OutlineDecomposer>.fromOpaque(user).takeUnretainedValue().line(to.pointee)
                return 0
            },
            conic_to: { control, to, user in
                guard let control, let to, let user else { return 1 }
                Unmanaged<OutlineDecomposer>.fromOpaque(user).takeUnretainedValue().quad(control.pointee, to.pointee)
                return 0
            },
            cubic_to: { c1, c2, to, user in
                guard let c1, let c2, let to, let user else { return 1 }
                Unmanaged<OutlineDecomposer>.fromOpaque(user).takeUnretainedValue()
                    .cubic(c1.pointee, c2.pointee, to.pointee)
                return 0
            },
            shift: 0,
            delta: 0)
        let user = Unmanaged.passUnretained(builder).toOpaque()
        let error = withExtendedLifetime(builder) { FT_Outline_Decompose(outline, &funcs, user) }
        guard error == 0 else { return GlyphOutline(commands: []) }
        builder.closeContour()
        return GlyphOutline(commands: builder.commands)
    }

    private func move(_ point: FT_Vector) {
        closeContour()
        let start = (x: Double(point.x), y: Double(point.y))
        contourStart = start
        commands.append(.move(x: start.x, y: start.y))
    }

    private func line(_ point: FT_Vector) {
        commands.append(.line(x: Double(point.x), y: Double(point.y)))
    }

    private func quad(_ control: FT_Vector, _ point: FT_Vector) {
        commands.append(.quad(cx: Double(control.x), cy: Double(control.y), x: Double(point.x), y: Double(point.y)))
    }

    private func cubic(_ c1: FT_Vector, _ c2: FT_Vector, _ point: FT_Vector) {
        commands.append(
            .cubic(
                c1x: Double(c1.x), c1y: Double(c1.y), c2x: Double(c2.x), c2y: Double(c2.y),
                x: Double(point.x), y: Double(point.y)))
    }

    /// FT_Outline_Decompose ends every contour with an explicit segment back to its start;
    /// a trailing straight line onto the start point is redundant with `.close`, so drop it.
    private func closeContour() {
        guard let start = contourStart else { return }
        if case .line(let x, let y)? = commands.last, x == start.x, y == start.y {
            commands.removeLast()
        }
        commands.append(.close)
        contourStart = nil
    }
}
