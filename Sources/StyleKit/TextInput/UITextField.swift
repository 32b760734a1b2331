import Foundation

// UIKit's text input, main-actor isolated as there, as far as a design system's own text fields and code
// fields (a `UIViewRepresentable` around a `UITextField`, a `UIControl` adopting `UITextInput`) need it to
// compile. A render draws such a representable as a labelled placeholder and types nothing, so the
// delegates are never called. The protocols a team's class adopts carry no requirements here: on iOS the
// class implements them all, and here they are its own methods.

/// What the return key says.
public enum UIReturnKeyType: Int, Sendable {
    /// The return key's names, in UIKit's order.
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Whether autocorrection is on.
public enum UITextAutocorrectionType: Int, Sendable {
    /// The system's choice, off, or on.
    case `default`, no, yes
}

/// Whether spell checking is on.
public enum UITextSpellCheckingType: Int, Sendable {
    /// The system's choice, off, or on.
    case `default`, no, yes
}

/// A text field's border.
public enum UITextBorderStyle: Int, Sendable {
    /// No border, a line, a bezel, or a rounded rectangle.
    case none, line, bezel, roundedRect
}

/// The writing direction of text.
public enum NSWritingDirection: Int, Sendable {
    /// From the paragraph's content, left to right, or right to left.
    case natural = -1, leftToRight = 0, rightToLeft = 1
}

/// A direction in a text layout.
public enum UITextLayoutDirection: Int, Sendable {
    /// Right, left, up, down.
    case right = 2, left, up, down
}

/// A direction in the stored text.
public enum UITextStorageDirection: Int, Sendable {
    /// Forward or backward.
    case forward, backward
}

/// A unit of text for tokenizers.
public enum UITextGranularity: Int, Sendable {
    /// Character, word, sentence, paragraph, line, document.
    case character, word, sentence, paragraph, line, document
}

/// A position in a text input's text. A team's class subclasses it with its own index.
@MainActor @preconcurrency open class UITextPosition {
    /// A position.
    public init() {}
}

/// A range in a text input's text, between two positions.
@MainActor @preconcurrency open class UITextRange {
    /// A range.
    public init() {}
    /// Where it starts.
    open var start: UITextPosition { UITextPosition() }
    /// Where it ends.
    open var end: UITextPosition { UITextPosition() }
    /// Whether it holds no text.
    open var isEmpty: Bool { true }
}

/// A rectangle of selected text.
@MainActor @preconcurrency open class UITextSelectionRect {
    /// A selection rectangle.
    public init() {}
    /// The rectangle.
    open var rect: CGRect { .zero }
    /// The text's direction in it.
    open var writingDirection: NSWritingDirection { .natural }
    /// Whether it holds the selection's start.
    open var containsStart: Bool { false }
    /// Whether it holds the selection's end.
    open var containsEnd: Bool { false }
    /// Whether the text in it runs vertically.
    open var isVertical: Bool { false }
}

/// Typing into a responder: what a custom text control adopts.
@MainActor @preconcurrency public protocol UIKeyInput: AnyObject {}

/// The text system's view of a custom text control.
@MainActor @preconcurrency public protocol UITextInput: UIKeyInput {}

/// What a text control tells the text system about its changes.
@MainActor @preconcurrency public protocol UITextInputDelegate: AnyObject {
    /// The selection is about to change.
    func selectionWillChange(_ textInput: (any UITextInput)?)
    /// The selection changed.
    func selectionDidChange(_ textInput: (any UITextInput)?)
    /// The text is about to change.
    func textWillChange(_ textInput: (any UITextInput)?)
    /// The text changed.
    func textDidChange(_ textInput: (any UITextInput)?)
}

/// Finds word, sentence and line boundaries in a text input.
@MainActor @preconcurrency public protocol UITextInputTokenizer: AnyObject {}

/// The tokenizer of the system's own text views.
@MainActor @preconcurrency open class UITextInputStringTokenizer: UITextInputTokenizer {
    /// A tokenizer for `textInput`.
    public init(textInput: any UIResponder & UITextInput) {}
}

/// A text field's delegate. On iOS every method is optional; here each has a default.
@MainActor @preconcurrency public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// A single-line text field.
@MainActor @preconcurrency open class UITextField: UIControl {
    /// The text.
    open var text: String? = ""
    /// Whether editing starts by clearing the text; kept, nothing is edited in a render.
    open var clearsOnBeginEditing = false
    /// Inserts `text` where the caret is (UIKeyInput): at the end, the caret being there in a render.
    open func insertText(_ text: String) { self.text = (self.text ?? "") + text }
    /// Deletes the character before the caret (UIKeyInput): the last one.
    open func deleteBackward() { if self.text?.isEmpty == false { self.text?.removeLast() } }
    /// The text with attributes.
    open var attributedText: NSAttributedString?
    /// The placeholder shown while empty.
    open var placeholder: String?
    /// The placeholder with attributes.
    open var attributedPlaceholder: NSAttributedString?
    /// The font.
    open var font: UIFont?
    /// The text colour.
    open var textColor: UIColor?
    /// The text's alignment.
    open var textAlignment: NSTextAlignment = .natural
    /// The border.
    open var borderStyle: UITextBorderStyle = .none
    /// The attributes of typed text.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The attributes of the next typed character.
    open var typingAttributes: [NSAttributedString.Key: Any]?
    /// Whether the font follows the content size category.
    open var adjustsFontForContentSizeCategory = false
    /// Whether the font shrinks to fit.
    open var adjustsFontSizeToFitWidth = false
    /// The delegate.
    open weak var delegate: (any UITextFieldDelegate)?
    /// The keyboard.
    open var keyboardType: UIKeyboardType = .default
    /// The return key.
    open var returnKeyType: UIReturnKeyType = .default
    /// The content type, for autofill.
    open var textContentType: UITextContentType?
    /// Capitalisation.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Autocorrection.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Spell checking.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// Whether the text is hidden as it is typed.
    open var isSecureTextEntry = false
    /// Whether the field is being edited: never in a render.
    open var isEditing: Bool { false }
    /// Whether it holds text.
    open var hasText: Bool { !(text ?? "").isEmpty }
    private var keyboardView: UIView?
    private var accessoryView: UIView?
    /// A custom keyboard.
    open override var inputView: UIView? {
        get { keyboardView }
        set { keyboardView = newValue }
    }
    /// The bar above the keyboard.
    open override var inputAccessoryView: UIView? {
        get { accessoryView }
        set { accessoryView = newValue }
    }
    /// The selected range: none until code sets one (nothing is focused in a render).
    open var selectedTextRange: UITextRange?
    /// The start of the text.
    open var beginningOfDocument: UITextPosition { TextOffsetPosition(0) }
    /// The end of the text (its length in UTF-16 units, as UIKit counts).
    open var endOfDocument: UITextPosition { TextOffsetPosition((text ?? "").utf16.count) }
    /// The position `offset` UTF-16 units from `position`; nil outside the text.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let start = position as? TextOffsetPosition else { return nil }
        let target = start.offset + offset
        return (0...(text ?? "").utf16.count).contains(target) ? TextOffsetPosition(target) : nil
    }
    /// The range between two positions of this field.
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        guard let from = fromPosition as? TextOffsetPosition, let to = toPosition as? TextOffsetPosition else { return nil }
        return TextOffsetRange(from.offset, to.offset)
    }
    /// How many UTF-16 units lie from one position to the other.
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        guard let from = from as? TextOffsetPosition, let to = toPosition as? TextOffsetPosition else { return 0 }
        return to.offset - from.offset
    }
}

/// A place in a text field's text, by UTF-16 offset.
@MainActor final class TextOffsetPosition: UITextPosition {
    let offset: Int
    init(_ offset: Int) { self.offset = offset }
}

/// A range of a text field's text, by UTF-16 offsets.
@MainActor final class TextOffsetRange: UITextRange {
    let lower: Int, upper: Int
    init(_ a: Int, _ b: Int) { lower = min(a, b); upper = max(a, b) }
    override var start: UITextPosition { TextOffsetPosition(lower) }
    override var end: UITextPosition { TextOffsetPosition(upper) }
    override var isEmpty: Bool { lower == upper }
}

/// A text view's delegate. On iOS every method is optional; here each has a default.
@MainActor @preconcurrency public protocol UITextViewDelegate: AnyObject {
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textView(_ textView: UITextView, shouldInteractWith url: URL, in characterRange: NSRange, interaction: UITextItemInteraction) -> Bool
}

extension UITextViewDelegate {
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textView(_ textView: UITextView, shouldInteractWith url: URL, in characterRange: NSRange,
                         interaction: UITextItemInteraction) -> Bool { true }
}

/// How the user acted on a link or attachment in a text view.
public enum UITextItemInteraction: Int, Sendable {
    /// A tap: the default action.
    case invokeDefaultAction
    /// A long press: the action sheet.
    case presentActions
    /// A press that previews the item.
    case preview
}

/// A scrolling, multi-line text view.
@MainActor @preconcurrency open class UITextView: UIView {
    /// The text.
    open var text: String! = ""
    /// The interaction that drags text out of the view; kept, nothing is dragged in a render.
    public var textDragInteraction: UIDragInteraction? = UIDragInteraction()
    /// The text with attributes.
    open var attributedText: NSAttributedString!
    /// The font.
    open var font: UIFont?
    /// The text colour.
    open var textColor: UIColor?
    /// The text's alignment.
    open var textAlignment: NSTextAlignment = .natural
    /// Whether the text can be edited.
    open var isEditable = true
    /// Whether it can be selected.
    open var isSelectable = true
    /// Whether it scrolls.
    open var isScrollEnabled = true
    /// The inset of the text container from the view's edges.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// The text container.
    public let textContainer: NSTextContainer
    /// The layout manager of the text container (TextKit 1).
    public var layoutManager: NSLayoutManager {
        if let manager = textContainer.layoutManager { return manager }
        let manager = NSLayoutManager()
        manager.addTextContainer(textContainer)
        NSTextStorage(string: text ?? "").addLayoutManager(manager)
        return manager
    }
    /// The text storage the layout manager reads.
    public var textStorage: NSTextStorage {
        if let storage = layoutManager.textStorage { return storage }
        let storage = NSTextStorage(string: text ?? "")
        storage.addLayoutManager(layoutManager)
        return storage
    }
    /// A text view laid out in `textContainer` (a new one when nil), as TextKit 1 code makes one.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer ?? NSTextContainer()
        super.init(frame: frame)
    }
    /// A text view with its own container.
    public convenience override init(frame: CGRect) { self.init(frame: frame, textContainer: nil) }
    /// Views are not decoded from archives here.
    public required init?(coder: NSCoder) { nil }
    /// The attributes of links.
    open var linkTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Whether the font follows the content size category.
    open var adjustsFontForContentSizeCategory = false
    /// The delegate.
    open weak var delegate: (any UITextViewDelegate)?
    /// Whether it holds text.
    open var hasText: Bool { !(text ?? "").isEmpty }
}

/// Dragging content out of a view (iOS 11); a text view's `textDragInteraction`.
@MainActor @preconcurrency open class UIDragInteraction {
    /// Whether it reacts to a drag.
    open var isEnabled = true
    /// An interaction that reacts by default.
    public init() {}
}
