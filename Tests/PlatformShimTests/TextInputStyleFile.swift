// A design system's own text input, UIKit alone, as ProcessOut's code field and text field are written: a
// `UIControl` adopting `UITextInput` with its own positions, a `UITextField` behind a representable with a
// coordinator that is its delegate, and main-actor metrics read from both.
import SwiftUI
import UIKit

@MainActor enum FieldMetrics {
    static let cellWidth: CGFloat = 44
    static func inset(forLength length: Int) -> CGFloat { CGFloat(length) * 2 }
}

final class CodePosition: UITextPosition {
    let offset: Int
    init(offset: Int) { self.offset = offset }
}

final class CodeRange: UITextRange {
    let lower: CodePosition, upper: CodePosition
    init(_ lower: Int, _ upper: Int) { self.lower = CodePosition(offset: lower); self.upper = CodePosition(offset: upper) }
    override var start: UITextPosition { lower }
    override var end: UITextPosition { upper }
    override var isEmpty: Bool { lower.offset == upper.offset }
}

/// One box per digit; typing goes through `UIKeyInput`.
final class CodeFieldView: UIControl, UITextInput {
    var length: Int
    private(set) var text = ""
    weak var inputDelegate: (any UITextInputDelegate)?
    lazy var tokenizer: any UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)

    init(length: Int) {
        self.length = length
        super.init(frame: CGRect(x: 0, y: 0, width: FieldMetrics.cellWidth * CGFloat(length), height: 44))
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var canBecomeFirstResponder: Bool { true }
    override var intrinsicContentSize: CGSize { CGSize(width: FieldMetrics.cellWidth * CGFloat(length) + FieldMetrics.inset(forLength: length), height: 44) }

    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) {
        guard self.text.count < length else { return }
        inputDelegate?.textWillChange(self)
        self.text += text
        sendActions(for: .editingChanged)
    }
    func deleteBackward() { _ = text.popLast(); sendActions(for: .editingChanged) }
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        guard let from = fromPosition as? CodePosition, let to = toPosition as? CodePosition else { return nil }
        return CodeRange(from.offset, to.offset)
    }
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection { .leftToRight }
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? { nil }
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { [] }

    func reveal() {
        UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseOut]) { self.alpha = 1 }
        UIMenuController.shared.hideMenu()
        if let pasted = UIPasteboard.general.string { for digit in pasted { insertText(String(digit)) } }
    }
}

struct CodeField: UIViewRepresentable {
    @Binding var code: String
    let length: Int

    func makeUIView(context: Context) -> CodeFieldView {
        let view = CodeFieldView(length: length)
        view.addAction(UIAction { [weak view] _ in if let view { context.coordinator.code = view.text } }, for: .editingChanged)
        return view
    }
    func updateUIView(_ uiView: CodeFieldView, context: Context) {}
    func makeCoordinator() -> Coordinator { Coordinator(code: $code) }

    final class Coordinator {
        @Binding var code: String
        init(code: Binding<String>) { _code = code }
    }
}

/// A `UITextField` behind a representable; the coordinator is its delegate.
struct CardNumberField: UIViewRepresentable {
    func makeUIView(context: Context) -> UITextField {
        let field = UITextField()
        field.delegate = context.coordinator
        field.keyboardType = .numberPad
        field.returnKeyType = .done
        field.autocorrectionType = .no
        field.borderStyle = .roundedRect
        field.inputAccessoryView = UIView()
        return field
    }
    func updateUIView(_ uiView: UITextField, context: Context) {}
    func makeCoordinator() -> Coordinator { Coordinator() }

    final class Coordinator: NSObject, UITextFieldDelegate {
        private(set) var returns = 0
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            returns += 1
            return textField.resignFirstResponder()
        }
    }
}
