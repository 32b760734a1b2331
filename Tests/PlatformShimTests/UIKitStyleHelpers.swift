// A helper file as an iOS team writes it, with nothing but UIKit imported. (Tests live in another file:
// importing Testing next to a module named UIKit asks for Testing's `_Testing_UIKit` cross-import overlay,
// which exists only on Apple platforms.)
import UIKit

/// Brand metrics written against UIKit alone.
enum BrandKit {
    static let accent = UIColor(red: 0.1, green: 0.4, blue: 0.9, alpha: 1)
    static let muted = UIColor { traits in traits.userInterfaceStyle == .dark ? .systemGray2 : .systemGray4 }
    static let title = UIFont.systemFont(ofSize: 22, weight: .semibold)
    static let body = UIFont.preferredFont(forTextStyle: .body)
    static let brand = UIFont(name: "Avenir Next", size: 15)
    static let corner: CGFloat = 12
    static let badge = CGSize(width: 24, height: 24)
    static let literal = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
}

/// Fonts built the descriptor way (as DuckDuckGo's DesignResourcesKit does), UIKit alone.
enum DescriptorFonts {
    static func boldTitle() -> UIFont {
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title1)
        let bold = descriptor.addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.bold]])
        return UIFont(descriptor: bold, size: descriptor.pointSize)
    }

    static func scaledBrand() -> UIFont {
        UIFontMetrics(forTextStyle: .headline).scaledFont(for: UIFont(name: "Avenir Next", size: 17)!)
    }
}

/// Input traits and a platform view, UIKit alone.
enum InputTraits {
    static let keyboard: UIKeyboardType = .emailAddress
    static let content: UITextContentType = .password
    static let capitalization: UITextAutocapitalizationType = .words
    @MainActor static func container() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        view.addSubview(UIView())
        return view
    }
}

/// Device, screen, color maths and attributed-string attributes, UIKit alone (as swift-theme-kit and Orbit write them).
enum DeviceKit {
    static var isPhone: Bool { UIDevice.current.userInterfaceIdiom == .phone }
    static var screenWidth: CGFloat { UIScreen.main.bounds.width }
    static func darker(_ color: UIColor, by amount: CGFloat) -> UIColor {
        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0, alpha: CGFloat = 0
        guard color.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha) else { return color }
        return UIColor(hue: hue, saturation: saturation, brightness: max(brightness - amount, 0), alpha: alpha)
    }
    static func components(_ color: UIColor) -> [CGFloat] {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = color.resolvedColor(with: UIScreen.main.traitCollection).getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a]
    }
    static func attributes() -> [NSAttributedString.Key: Any] {
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineSpacing = 4
        paragraph.alignment = .center
        return [.foregroundColor: UIColor.red, .font: UIFont.systemFont(ofSize: 12), .paragraphStyle: paragraph,
                .underlineStyle: NSUnderlineStyle.single.rawValue, .kern: 1.5]
    }
    static let shadowOffset = UIOffset(horizontal: 0, vertical: 2)
    static let star = UIImage(systemName: "star.fill")
}

/// Haptics as design systems fire them from button styles, UIKit alone.
enum Haptics {
    static func tap() -> Bool {
        let impact = UIImpactFeedbackGenerator(style: .light)
        impact.prepare()
        impact.impactOccurred()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        UISelectionFeedbackGenerator().selectionChanged()
        return true
    }
}

/// Font registration as processout-ios writes it, with only UIKit imported (UIKit brings in Core Text).
enum BundledFontRegistration {
    static func register(_ url: URL) -> (Bool, Int?) {
        var error: Unmanaged<CFError>?
        let registered = CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error)
        return (registered, error?.takeRetainedValue().code)
    }
}

/// Font registration through Core Graphics, as many design systems write it (UIKit alone).
enum GraphicsFontRegistration {
    static func register(_ data: Data) -> Bool {
        guard let provider = CGDataProvider(data: data as CFData), let font = CGFont(provider) else { return false }
        var error: Unmanaged<CFError>?
        return CTFontManagerRegisterGraphicsFont(font, &error) && error == nil
    }
    static func register(url: URL) -> Bool {
        guard let provider = CGDataProvider(url: url as CFURL), let font = CGFont(provider) else { return false }
        var error: Unmanaged<CFError>?
        return CTFontManagerRegisterGraphicsFont(font, &error)
    }
}

/// A one-time-code field as processout-ios writes it: a `UIControl` subclass adopting `UIKeyInput`, with
/// text positions, compiled with only UIKit imported.
final class CodeInputControl: UIControl, UIKeyInput {
    private(set) var code = ""
    var hasText: Bool { !code.isEmpty }
    func insertText(_ text: String) { code += text }
    func deleteBackward() { if !code.isEmpty { code.removeLast() } }
    func start(of range: UITextRange?) -> UITextPosition? { range?.start }
}

/// A copyable label as Orbit's `SelectableLabelWrapper` writes it, in the form StyleGallery's copy of such a
/// file takes (SourceRewriter): `#selector(handleLongPress)` becomes `Selector("handleLongPress")` and
/// `@objc` is dropped. UIKit alone.
final class CopyableLabel: UILabel {
    var textToBeCopied: String?
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = true
        isAccessibilityElement = true
        accessibilityTraits = .staticText
        addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: Selector("handleLongPress")))
        setContentHuggingPriority(.required, for: .horizontal)
        setContentHuggingPriority(.defaultHigh - 1, for: .vertical)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override var canBecomeFirstResponder: Bool { true }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { action == Selector("copy(_:)") }
    override func copy(_ sender: Any?) { UIPasteboard.general.string = textToBeCopied ?? text }
    func handleLongPress(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began else { return }
        becomeFirstResponder()
        UIMenuController.shared.showMenu(from: self, rect: bounds)
    }
}

/// A link text view built the TextKit 1 way (storage → layout manager → container → view), UIKit alone.
enum LinkTextKit {
    @MainActor static func textView(_ string: String) -> (UITextView, NSTextStorage) {
        let storage = NSTextStorage(string: string)
        let manager = NSLayoutManager()
        let container = NSTextContainer(size: CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        container.lineFragmentPadding = 0
        storage.addLayoutManager(manager)
        manager.addTextContainer(container)
        return (UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 40), textContainer: container), storage)
    }
}

/// A control wired with target–action, as the copy of `addTarget(self, action: #selector(submit), …)` reads.
final class SubmitControl: UIControl {
    override init(frame: CGRect) {
        super.init(frame: frame)
        addTarget(self, action: Selector("submit"), for: .touchUpInside)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("tapped")))
    }
    required init?(coder: NSCoder) { nil }
}

/// A formatter as processout-ios writes one, in the form StyleGallery's copy of it takes (SourceRewriter:
/// `AutoreleasingUnsafeMutablePointer` becomes `UnsafeMutablePointer`, and `getObjectValue` loses its
/// `override`, Linux's Foundation keeping its own internal).
final class GroupingFormatter: Formatter {
    override func string(for obj: Any?) -> String? {
        guard let digits = obj as? String else { return nil }
        return stride(from: 0, to: digits.count, by: 4).map { start in
            String(digits.dropFirst(start).prefix(4))
        }.joined(separator: " ")
    }
    func getObjectValue(_ obj: UnsafeMutablePointer<AnyObject?>?, for string: String,
                                 errorDescription error: UnsafeMutablePointer<NSString?>?) -> Bool {
        obj?.pointee = string.filter(\.isNumber) as NSString
        return true
    }
    func isPartialStringValid(_ partialStringPtr: UnsafeMutablePointer<NSString>, proposedSelectedRange proposedSelRangePtr: UnsafeMutablePointer<NSRange>?,
                              originalString origString: String, originalSelectedRange origSelRange: NSRange,
                              errorDescription error: UnsafeMutablePointer<NSString?>?) -> Bool {
        partialStringPtr.pointee.length <= 19
    }
}

/// A text field coordinator's check of an edit, through a `Formatter` reference (processout-ios's
/// `TextFieldCoordinator`).
enum EditCheck {
    static func accepts(_ formatter: Formatter, _ text: String) -> Bool {
        var updated = text as NSString
        var selection = NSRange(location: updated.length, length: 0)
        return formatter.isPartialStringValid(&updated, proposedSelectedRange: &selection, originalString: "",
                                              originalSelectedRange: NSRange(location: 0, length: 0), errorDescription: nil)
    }
}

/// UIKit API processout-ios's ProcessOutCoreUI uses outside its views, UIKit alone.
enum CoreUIKit {
    /// `@ScaledMetric`'s backport: a value scaled for a content size category.
    static func scaled(_ value: CGFloat, at category: ContentSizeCategoryName) -> CGFloat {
        let traits = UITraitCollection(traitsFrom: [.current, .init(preferredContentSizeCategory: category.uiKit)])
        return UIFontMetrics(forTextStyle: .body).scaledValue(for: value, compatibleWith: traits)
    }
    enum ContentSizeCategoryName { case large, accessibilityLarge
        var uiKit: UIContentSizeCategory { self == .large ? .large : .accessibilityLarge }
    }
    /// Relative luminance through a colour space conversion, as `UIColor+Brightness` computes it.
    static func luminance(_ color: UIColor) -> CGFloat? {
        let space = CGColorSpace(name: CGColorSpace.sRGB)!
        guard let components = color.cgColor.converted(to: space, intent: .defaultIntent, options: nil)?.components,
              components.count >= 3 else { return nil }
        func linear(_ c: CGFloat) -> CGFloat { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(components[0]) + 0.7152 * linear(components[1]) + 0.0722 * linear(components[2])
    }
    /// Digits of equal width, asked for through a descriptor.
    static func monospacedDigits(_ font: UIFont) -> UIFont {
        let settings: [[UIFontDescriptor.FeatureKey: Any]] = [[.type: kNumberSpacingType, .selector: kMonospacedNumbersSelector]]
        return UIFont(descriptor: font.fontDescriptor.addingAttributes([.featureSettings: settings]), size: 0)
    }
    /// A list paragraph with two tab stops, and an empty attributed string joined onto.
    static func listParagraph() -> (NSMutableParagraphStyle, NSAttributedString) {
        let style = NSMutableParagraphStyle()
        style.tabStops = [NSTextTab(textAlignment: .right, location: 20), NSTextTab(textAlignment: .left, location: 28)]
        let joined = NSMutableAttributedString()
        joined.append(NSAttributedString(string: "1.\tItem"))
        return (style, joined)
    }
    static let menuHidden = UIMenuController.didHideMenuNotification
    /// Moving the caret the way a formatter-driven text field does.
    @MainActor static func caret(in field: UITextField, at offset: Int) -> Int? {
        guard let position = field.position(from: field.beginningOfDocument, offset: offset) else { return nil }
        field.selectedTextRange = field.textRange(from: position, to: position)
        return field.selectedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.start) }
    }
}
