import Foundation

// The keyboard and input settings of a text field. None of them shows in a still render of the field
// (they affect the keyboard, autocorrection and autofill), so the modifiers keep the view as it is.

/// UIKit's keyboard types (`.keyboardType(_:)`).
public enum UIKeyboardType: Int, Hashable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// UIKit's autofill content types (`.textContentType(_:)`).
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType("name")
    public static let givenName = UITextContentType("given-name")
    public static let familyName = UITextContentType("family-name")
    public static let nickname = UITextContentType("nickname")
    public static let organizationName = UITextContentType("organization")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let addressCity = UITextContentType("address-level2")
    public static let postalCode = UITextContentType("postal-code")
    public static let countryName = UITextContentType("country-name")
    public static let telephoneNumber = UITextContentType("tel")
    public static let emailAddress = UITextContentType("email")
    public static let URL = UITextContentType("url")
    public static let creditCardNumber = UITextContentType("cc-number")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
}

/// UIKit's autocapitalization.
public enum UITextAutocapitalizationType: Int, Hashable, Sendable { case none, words, sentences, allCharacters }

/// SwiftUI's autocapitalization (`.textInputAutocapitalization(_:)`).
public struct TextInputAutocapitalization: Hashable, Sendable {
    let kind: UITextAutocapitalizationType
    public static let never = TextInputAutocapitalization(kind: .none)
    public static let words = TextInputAutocapitalization(kind: .words)
    public static let sentences = TextInputAutocapitalization(kind: .sentences)
    public static let characters = TextInputAutocapitalization(kind: .allCharacters)
}

/// The return key's label (`.submitLabel(_:)`).
public struct SubmitLabel: Hashable, Sendable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// What `.onSubmit(of:)` reacts to.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

extension View {
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
}
