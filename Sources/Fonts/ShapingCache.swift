/// Layouts ``TextShaper`` already made in this process, by text, faces, size and direction: a label is shaped
/// again for every state, theme and width a layout proposes, and shaping (bidi, face choice, HarfBuzz) is a
/// pure function of these. Bounded: emptied when it holds ``capacity`` layouts.
///
/// An entry holds the faces of its key, so a face's `ObjectIdentifier` in a key cannot be another face's while
/// the entry is there.
final class ShapingCache: Sendable {
    struct Key: Hashable, Sendable {
        let text: String
        let faces: [ObjectIdentifier]
        let size: Double
        let direction: TextDirection?
    }

    static let capacity = 1024
    private let layouts = LockedState<[Key: (chain: [FontFace], layout: TextLayout)]>([:])

    /// The layout of `key` (whose faces are `chain`), made with `make` when it is not here.
    func layout(for key: Key, chain: [FontFace], make: () -> TextLayout) -> TextLayout {
        if let found = layouts.withLock({ $0[key] }) { return found.layout }
        let made = make()
        layouts.withLock { layouts in
            if layouts.count >= Self.capacity { layouts.removeAll(keepingCapacity: true) }
            layouts[key] = (chain, made)
        }
        return made
    }

    var count: Int { layouts.withLock { $0.count } }
}
