import Foundation
import SwiftUI
import Testing

/// TextInputStyleFile.swift: a design system's own code field and text field, UIKit alone, compile and
/// behave as far as a render and the team's own logic go.
@Suite @MainActor struct TextInputTests {
    @Test func representablesAroundTextInputAreDrawnAsPlaceholders() throws {
        let view = VStack { CodeField(code: .constant(""), length: 6); CardNumberField() }
        var names: [String] = []
        try view.resolveNode(in: ResolveContext()).visit { node in
            if case .symbol(let symbol) = node, let missing = symbol.missing { names.append(missing.name) }
        }
        #expect(names == ["CodeField", "CardNumberField"])
    }

    @Test func aCodeFieldTypesThroughItsKeyInputAndSendsItsActions() {
        let field = CodeFieldView(length: 4)
        var changes: [String] = []
        field.addAction(UIAction(title: "changed") { [unowned field] _ in changes.append(field.text) }, for: .editingChanged)  // the field keeps its actions
        for digit in "12345" { field.insertText(String(digit)) }
        field.deleteBackward()
        #expect(field.text == "123" && field.hasText)
        #expect(changes == ["1", "12", "123", "1234", "123"], "the fifth digit does not fit")
        #expect(field.intrinsicContentSize == CGSize(width: 184, height: 44), "44 per digit plus 2 per digit of inset: main-actor metrics")
        let range = field.textRange(from: CodePosition(offset: 1), to: CodePosition(offset: 1))
        #expect(range?.isEmpty == true)
        #expect(field.canBecomeFirstResponder && !field.isFirstResponder && !field.becomeFirstResponder(), "a render focuses nothing")
        #expect(field.state == .normal)
        field.isEnabled = false
        field.isSelected = true
        #expect(field.state == [.disabled, .selected])
    }

    @Test func pastedDigitsArriveAndAnimationsRunAtOnce() {
        let field = CodeFieldView(length: 6)
        field.alpha = 0
        UIPasteboard.general.string = "4821"
        field.reveal()
        UIPasteboard.general.string = nil
        #expect(field.alpha == 1, "UIView.animate runs its block at once: a still render has no time")
        #expect(field.text == "4821")
    }

    @Test func aTextFieldsDelegateDefaultsAndOverridesAreCalledAsUIKitWould() {
        let coordinator = CardNumberField.Coordinator()
        let field = UITextField()
        field.delegate = coordinator
        #expect(field.delegate?.textFieldShouldReturn(field) == true && coordinator.returns == 1)
        #expect(field.delegate?.textFieldShouldBeginEditing(field) == true, "an optional method left out: the default")
        #expect(field.delegate?.textField(field, shouldChangeCharactersIn: NSRange(location: 0, length: 0), replacementString: "4") == true)
        field.inputView = UIView()
        #expect(field.inputView != nil && !field.hasText && !field.isEditing)
        let window = UIWindow()
        window.rootViewController = UIViewController()
        window.rootViewController?.view.addSubview(field)
        #expect(field.superview === window.rootViewController?.view && field.window == nil, "a render has no windows")
    }
}
