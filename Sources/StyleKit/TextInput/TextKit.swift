import Foundation

// TextKit 1's three objects, as a text view or a label's tap handling builds them:
// `storage.addLayoutManager(manager); manager.addTextContainer(container)`. StyleKit lays out no TextKit
// text: a view made by a representable is drawn as a labelled placeholder, so the layout manager answers
// as for text that is not laid out (no glyphs placed, zero rectangles).

/// The text a layout manager lays out: an attributed string that knows its layout managers.
///
/// Ownership runs the other way from TextKit's (where the storage owns its managers): a text view owns its
/// container, the container its layout manager, the manager its storage, and the storage knows its managers
/// weakly. So nothing holds a weak reference to the storage itself: a weak reference to a Swift subclass of
/// `NSMutableAttributedString` makes Linux's Foundation leak the string's attribute runs.
open class NSTextStorage: NSMutableAttributedString {
    private var managerRefs: [WeakLayoutManager] = []
    /// The layout managers that lay this text out (those still alive).
    public var layoutManagers: [NSLayoutManager] { managerRefs.compactMap(\.manager) }
    /// Told about edits; never called in a render.
    public weak var delegate: (any NSTextStorageDelegate)?

    /// Adds a layout manager (and makes this its text storage).
    public func addLayoutManager(_ manager: NSLayoutManager) {
        guard !layoutManagers.contains(where: { $0 === manager }) else { return }
        managerRefs.removeAll { $0.manager == nil }
        managerRefs.append(WeakLayoutManager(manager))
        manager.textStorage = self
    }
    /// Removes a layout manager.
    public func removeLayoutManager(_ manager: NSLayoutManager) {
        managerRefs.removeAll { $0.manager == nil || $0.manager === manager }
        if manager.textStorage === self { manager.textStorage = nil }
    }
}

/// A layout manager known without being kept.
private struct WeakLayoutManager {
    weak var manager: NSLayoutManager?
    init(_ manager: NSLayoutManager) { self.manager = manager }
}

/// A text container known without being kept.
private struct WeakTextContainer {
    weak var container: NSTextContainer?
    init(_ container: NSTextContainer) { self.container = container }
}

/// Told about a text storage's edits.
public protocol NSTextStorageDelegate: AnyObject {}

/// Lays the text of a storage out in its containers: none of it, in a render.
public final class NSLayoutManager: @unchecked Sendable {
    /// The text it lays out (kept: see NSTextStorage on ownership).
    public internal(set) var textStorage: NSTextStorage?
    private var containerRefs: [WeakTextContainer] = []
    /// The containers it fills, in order (those still alive; each container keeps its manager).
    public var textContainers: [NSTextContainer] { containerRefs.compactMap(\.container) }
    /// Whether line spacing follows the font's leading.
    public var usesFontLeading = true
    /// A layout manager with no text and no containers.
    public init() {}

    /// Adds a container after the others.
    public func addTextContainer(_ container: NSTextContainer) {
        containerRefs.removeAll { $0.container == nil }
        containerRefs.append(WeakTextContainer(container))
        container.layoutManager = self
    }
    /// Removes the container at `index` of `textContainers`.
    public func removeTextContainer(at index: Int) {
        let container = textContainers[index]
        containerRefs.removeAll { $0.container == nil || $0.container === container }
        if container.layoutManager === self { container.layoutManager = nil }
    }
    /// The glyphs of the first container: every glyph of the text (one per UTF-16 unit here), none in the others.
    public func glyphRange(for container: NSTextContainer) -> NSRange {
        container === textContainers.first ? NSRange(location: 0, length: textStorage?.length ?? 0) : NSRange(location: 0, length: 0)
    }
    /// The characters of `glyphRange` (the same range: one glyph per UTF-16 unit).
    public func characterRange(forGlyphRange glyphRange: NSRange, actualGlyphRange: UnsafeMutablePointer<NSRange>?) -> NSRange {
        actualGlyphRange?.pointee = glyphRange
        return glyphRange
    }
    /// The glyphs of `charRange`.
    public func glyphRange(forCharacterRange charRange: NSRange, actualCharacterRange: UnsafeMutablePointer<NSRange>?) -> NSRange {
        actualCharacterRange?.pointee = charRange
        return charRange
    }
    /// Lays out the text of `container`: nothing to do.
    public func ensureLayout(for container: NSTextContainer) {}
    /// The rectangle the laid-out text uses: empty, nothing is laid out.
    public func usedRect(for container: NSTextContainer) -> CGRect { .zero }
    /// The rectangle around `glyphRange`: empty.
    public func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect { .zero }
    /// The glyph under `point`: the first.
    public func glyphIndex(for point: CGPoint, in container: NSTextContainer, fractionOfDistanceThroughGlyph: UnsafeMutablePointer<CGFloat>?) -> Int {
        fractionOfDistanceThroughGlyph?.pointee = 0
        return 0
    }
    /// The character under `point`: the first.
    public func characterIndex(for point: CGPoint, in container: NSTextContainer,
                               fractionOfDistanceBetweenInsertionPoints: UnsafeMutablePointer<CGFloat>?) -> Int {
        fractionOfDistanceBetweenInsertionPoints?.pointee = 0
        return 0
    }
    /// The glyph under `point`: the first.
    public func glyphIndex(for point: CGPoint, in container: NSTextContainer) -> Int {
        glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: nil)
    }
    /// The character a glyph draws: the same index (one glyph per UTF-16 unit).
    public func characterIndexForGlyph(at glyphIndex: Int) -> Int { glyphIndex }
    /// The first glyph of a character: the same index (one glyph per UTF-16 unit).
    public func glyphIndexForCharacter(at charIndex: Int) -> Int { charIndex }
    /// The number of glyphs: one per UTF-16 unit of the text.
    public var numberOfGlyphs: Int { textStorage?.length ?? 0 }
    /// Whether layout may skip text before what is shown; kept, nothing is laid out here.
    public var allowsNonContiguousLayout = false
    /// Whether very long paragraphs are laid out in part; kept, nothing is laid out here.
    public var limitsLayoutForSuspiciousContents = false
}

/// The region text is laid out in.
public final class NSTextContainer: @unchecked Sendable {
    /// A container of unlimited size.
    public init() {}
    /// A container of `size`.
    public init(size: CGSize) { self.size = size }
    /// The container's size; unlimited by default.
    public var size = CGSize(width: 10_000_000, height: 10_000_000)
    /// The inset of each line from the container's edges: 5 points, TextKit's default.
    public var lineFragmentPadding: CGFloat = 5
    /// The most lines shown; 0 for no limit.
    public var maximumNumberOfLines = 0
    /// How lines that do not fit end.
    public var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Whether the width follows the text view's.
    public var widthTracksTextView = false
    /// Whether the height follows the text view's.
    public var heightTracksTextView = false
    /// The layout manager that fills it (kept: see NSTextStorage on ownership).
    public internal(set) var layoutManager: NSLayoutManager?
}
