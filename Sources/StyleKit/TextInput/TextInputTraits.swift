import Foundation

// The keyboard and input settings of a text field. None of them shows in a still render of the field
// (they affect the keyboard, autocorrection and autofill), so the modifiers keep the view as it is.

/// UIKit's keyboard types (`.keyboardType(_:)`).
public enum UIKeyboardType: Int, Hashable, Sendable {
    /// The standard keyboards: default, ASCII, numbers and punctuation, URL, number pad, phone pad, name and phone, email.
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    /// Decimal pad, Twitter, web search and the ASCII number pad.
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// Older name of `asciiCapable`.
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// UIKit's autofill content types (`.textContentType(_:)`).
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A content type by its raw name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// A full name.
    public static let name = UITextContentType("name")
    /// A given (first) name.
    public static let givenName = UITextContentType("given-name")
    /// A family (last) name.
    public static let familyName = UITextContentType("family-name")
    /// A nickname.
    public static let nickname = UITextContentType("nickname")
    /// An organisation's name.
    public static let organizationName = UITextContentType("organization")
    /// A full street address.
    public static let fullStreetAddress = UITextContentType("street-address")
    /// A city.
    public static let addressCity = UITextContentType("address-level2")
    /// A postal code.
    public static let postalCode = UITextContentType("postal-code")
    /// A country's name.
    public static let countryName = UITextContentType("country-name")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType("tel")
    /// An email address.
    public static let emailAddress = UITextContentType("email")
    /// A URL.
    public static let URL = UITextContentType("url")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType("cc-number")
    /// A user name.
    public static let username = UITextContentType("username")
    /// A password.
    public static let password = UITextContentType("password")
    /// A new password.
    public static let newPassword = UITextContentType("new-password")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType("one-time-code")
}

/// UIKit's autocapitalization.
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
    /// No automatic capitals.
    case none
    /// The first letter of each word.
    case words
    /// The first letter of each sentence.
    case sentences
    /// Every letter.
    case allCharacters
}

/// SwiftUI's autocapitalization (`.textInputAutocapitalization(_:)`).
public struct TextInputAutocapitalization: Hashable, Sendable {
    let kind: UITextAutocapitalizationType
    /// No automatic capitals.
    public static let never = TextInputAutocapitalization(kind: .none)
    /// The first letter of each word.
    public static let words = TextInputAutocapitalization(kind: .words)
    /// The first letter of each sentence.
    public static let sentences = TextInputAutocapitalization(kind: .sentences)
    /// Every letter.
    public static let characters = TextInputAutocapitalization(kind: .allCharacters)
}

/// The return key's label (`.submitLabel(_:)`).
public struct SubmitLabel: Hashable, Sendable {
    let name: String
    /// "Done".
    public static let done = SubmitLabel(name: "done")
    /// "Go".
    public static let go = SubmitLabel(name: "go")
    /// "Send".
    public static let send = SubmitLabel(name: "send")
    /// "Join".
    public static let join = SubmitLabel(name: "join")
    /// "Route".
    public static let route = SubmitLabel(name: "route")
    /// "Search".
    public static let search = SubmitLabel(name: "search")
    /// "Return".
    public static let `return` = SubmitLabel(name: "return")
    /// "Next".
    public static let next = SubmitLabel(name: "next")
    /// "Continue".
    public static let `continue` = SubmitLabel(name: "continue")
}

/// What `.onSubmit(of:)` reacts to.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Submitting a text field.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Submitting a search field.
    public static let search = SubmitTriggers(rawValue: 2)
}

nonisolated extension View {
    /// Chooses the keyboard; no effect on a render.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    /// Says what the field holds, for autofill; no effect on a render.
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
    /// Turns autocorrection off; no effect on a render.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    /// Older spelling of `autocorrectionDisabled(_:)`; no effect.
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }
    /// Sets automatic capitalisation; no effect on a render.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    /// Older spelling of `textInputAutocapitalization(_:)`; no effect.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
    /// Sets the return key's label; no effect on a render.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
    /// Runs an action on submit; never run in a render.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
}
