import Foundation
import Testing
@testable import StyleKit

@Suite struct TextInputTests {
    @Test func anEmptyFieldShowsItsPlaceholderInThePlaceholderColor() throws {
        let run = try #require(try firstRun(TextField("Email", text: .constant(""))))
        #expect(run.string == "Email")
        #expect(run.paint == .color(SystemColor.placeholderText.resolve(in: EnvironmentValues())))
        let prompted = try #require(try firstRun(TextField("Email", text: .constant(""), prompt: Text("you@example.com"))))
        #expect(prompted.string == "you@example.com")
    }

    @Test func aFilledFieldShowsItsTextAndSecureFieldsBullets() throws {
        let run = try #require(try firstRun(TextField("Email", text: .constant("ann@example.com"))))
        #expect(run.string == "ann@example.com" && run.paint == .color(SystemColor.label.resolve(in: EnvironmentValues())))
        #expect(try texts(SecureField("Password", text: .constant("hunter2"))) == ["•••••••"])
        #expect(try texts(TextEditor(text: .constant("Line one"))) == ["Line one"])
    }

    @Test func fieldsAreTextFieldElementsThatFillTheirWidth() throws {
        let tree = try dump(TextField("Name", text: .constant("Ann")))
        #expect(tree.contains("textField"))
        #expect(tree.contains("maxWidth=inf"))
    }

    @Test func roundedBorderDrawsABorderedPaddedField() throws {
        let tree = try dump(TextField("Name", text: .constant("Ann")).textFieldStyle(.roundedBorder))
        #expect(tree.contains("Padding top=0 leading=7 bottom=0 trailing=7"))
        #expect(tree.contains("RoundedRectangle"))
        #expect(tree.contains("strokeBorder"))
        let plain = try dump(TextField("Name", text: .constant("Ann")).textFieldStyle(.plain))
        #expect(!plain.contains("RoundedRectangle"))
    }

    struct Underlined: TextFieldStyle {
        func _body(configuration: TextField<_Label>) -> some View {
            VStack { configuration; Rectangle().frame(height: 1) }
        }
    }

    @Test func aTeamsTextFieldStyleDrawsTheFieldInItsBody() throws {
        let view = TextField("Name", text: .constant("")).textFieldStyle(Underlined())
        #expect(try texts(view) == ["Name"])
        #expect(try dump(view).contains("Rectangle"))
    }

    @Test func focusStateIsUnfocusedAndInputTraitsChangeNothing() throws {
        @FocusState var focused: Bool
        #expect(focused == false)
        enum Field: Hashable { case name }
        @FocusState var field: Field?
        #expect(field == nil)
        let plain = try dump(TextField("Name", text: .constant("Ann")))
        let traited = try dump(TextField("Name", text: .constant("Ann"))
            .focused($focused).focused($field, equals: .name)
            .keyboardType(.emailAddress).textContentType(.emailAddress).autocorrectionDisabled()
            .textInputAutocapitalization(.never).submitLabel(.done).onSubmit {})
        #expect(plain == traited)
    }
}
