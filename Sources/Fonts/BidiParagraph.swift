internal import CFriBidi

/// The direction of a paragraph of text.
public enum TextDirection: String, Sendable, Hashable {
    case leftToRight
    case rightToLeft
}

/// Embedding levels of one paragraph from FriBidi (the Unicode Bidirectional Algorithm, UAX #9, with
/// bracket pairs), and the direction it resolved. Even levels run left to right, odd ones right to left.
struct BidiParagraph: Sendable, Hashable {
    var levels: [UInt8]
    var direction: TextDirection

    /// `base` nil: the direction of the first strong character (rules P2–P3), left to right without one.
    init(_ scalars: [Unicode.Scalar], base: TextDirection?) {
        let count = scalars.count
        var parDirection: FriBidiParType
        switch base {
        case .leftToRight?: parDirection = FRIBIDI_PAR_LTR
        case .rightToLeft?: parDirection = FRIBIDI_PAR_RTL
        case nil: parDirection = FRIBIDI_PAR_ON
        }
        guard count > 0 else {
            levels = []
            direction = base ?? .leftToRight
            return
        }
        let chars: [FriBidiChar] = scalars.map { FriBidiChar($0.value) }
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: count)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        var levels = [FriBidiLevel](repeating: 0, count: count)
        chars.withUnsafeBufferPointer { c in
            fribidi_get_bidi_types(c.baseAddress, FriBidiStrIndex(count), &types)
            fribidi_get_bracket_types(c.baseAddress, FriBidiStrIndex(count), types, &brackets)
        }
        let maxLevel = fribidi_get_par_embedding_levels_ex(types, brackets, FriBidiStrIndex(count), &parDirection, &levels)
        if maxLevel == 0 {
            // FriBidi failed (out of memory): everything at the base level.
            let rtl = base == .rightToLeft
            self.levels = Array(repeating: rtl ? 1 : 0, count: count)
            direction = rtl ? .rightToLeft : .leftToRight
            return
        }
        self.levels = levels.map { UInt8(bitPattern: $0) }
        direction = parDirection == FRIBIDI_PAR_RTL ? .rightToLeft : .leftToRight
    }

    /// Rule L2: from the highest level down to the lowest odd one, reverse every maximal sequence of
    /// items at that level or higher. `items` are (level, payload) in logical order; returns visual order.
    static func visualOrder<T>(_ items: [(level: UInt8, item: T)]) -> [T] {
        guard let highest = items.map(\.level).max() else { return [] }
        let lowestOdd = items.map(\.level).filter { $0 % 2 == 1 }.min() ?? (highest + 1)
        var order = Array(items.indices)
        var level = highest
        while level >= lowestOdd && level > 0 {
            var i = 0
            while i < order.count {
                guard items[order[i]].level >= level else { i += 1; continue }
                var j = i
                while j < order.count && items[order[j]].level >= level { j += 1 }
                order[i..<j].reverse()
                i = j
            }
            level -= 1
        }
        return order.map { items[$0].item }
    }
}
