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
    private let layouts = BoundedCache<Key, (chain: [FontFace], layout: TextLayout)>(capacity: capacity)

    /// The layout of `key` (whose faces are `chain`), made with `make` when it is not here.
    func layout(for key: Key, chain: [FontFace], make: () -> TextLayout) -> TextLayout {
        layouts.value(for: key) { (chain, make()) }.layout
    }

    var count: Int { layouts.count }
}
