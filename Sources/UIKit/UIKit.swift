// On Linux there is no UIKit. This module stands in for the part of it that style files use — Foundation's
// CGFloat, CGSize, CGRect, CGPoint, and UIColor, UIFont, UITraitCollection from StyleKit — so that a file
// with `import UIKit` at the top compiles unchanged. It re-exports those declarations only, not the whole
// SwiftUI-compatible DSL (a file that needs `View` imports SwiftUI, as on iOS).
#if os(Linux)
@_exported import Foundation
@_exported import class StyleKit.UIColor
@_exported import class StyleKit.UIFont
@_exported import class StyleKit.UIFontDescriptor
@_exported import class StyleKit.UIFontMetrics
@_exported import class StyleKit.UITraitCollection
@_exported import class StyleKit.UIView
@_exported import class StyleKit.UIDevice
@_exported import class StyleKit.UIFeedbackGenerator
@_exported import class StyleKit.UIImpactFeedbackGenerator
@_exported import class StyleKit.UISelectionFeedbackGenerator
@_exported import class StyleKit.UINotificationFeedbackGenerator
@_exported import class StyleKit.UIScreen
@_exported import class StyleKit.UIImage
@_exported import struct StyleKit.UIOffset
@_exported import struct StyleKit.UIEdgeInsets
@_exported import enum StyleKit.UIUserInterfaceIdiom
@_exported import enum StyleKit.UIDeviceOrientation
@_exported import class StyleKit.NSParagraphStyle
@_exported import class StyleKit.NSTextTab
@_exported import class StyleKit.NSTextList
@_exported import struct StyleKit.NSStringDrawingOptions
@_exported import class StyleKit.NSStringDrawingContext
@_exported import class StyleKit.NSMutableParagraphStyle
@_exported import struct StyleKit.NSUnderlineStyle
@_exported import enum StyleKit.NSTextAlignment
@_exported import enum StyleKit.NSLineBreakMode
@_exported import enum StyleKit.UIKeyboardType
@_exported import struct StyleKit.UITextContentType
@_exported import enum StyleKit.UITextAutocapitalizationType
@_exported import class StyleKit.UIViewController
@_exported import enum StyleKit.NSLayoutConstraint
@_exported import enum StyleKit.UIUserInterfaceStyle
@_exported import enum StyleKit.UIAccessibilityContrast
@_exported import enum StyleKit.UIUserInterfaceSizeClass
@_exported import typealias StyleKit._ColorLiteralType
// The responder chain, controls and text input (StyleKit/Platform, StyleKit/TextInput).
@_exported import class StyleKit.NSTextContainer
@_exported import class StyleKit.NSLayoutManager
@_exported import class StyleKit.NSTextStorage
@_exported import protocol StyleKit.NSTextStorageDelegate
@_exported import enum StyleKit.UITextItemInteraction
@_exported import class StyleKit.UILabel
@_exported import struct StyleKit.Selector
@_exported import struct StyleKit.UILayoutPriority
@_exported import struct StyleKit.UIAccessibilityTraits
@_exported import class StyleKit.UIGestureRecognizer
@_exported import protocol StyleKit.UIGestureRecognizerDelegate
@_exported import class StyleKit.UITapGestureRecognizer
@_exported import class StyleKit.UILongPressGestureRecognizer
@_exported import class StyleKit.UIPanGestureRecognizer
@_exported import enum StyleKit.NSWritingDirection
@_exported import class StyleKit.UIAction
@_exported import class StyleKit.UIControl
@_exported import protocol StyleKit.UIKeyInput
@_exported import class StyleKit.UIMenuController
@_exported import class StyleKit.UIPasteboard
@_exported import class StyleKit.UIResponder
@_exported import enum StyleKit.UIReturnKeyType
@_exported import enum StyleKit.UITextAutocorrectionType
@_exported import enum StyleKit.UITextBorderStyle
@_exported import class StyleKit.UITextField
@_exported import protocol StyleKit.UITextFieldDelegate
@_exported import enum StyleKit.UITextGranularity
@_exported import protocol StyleKit.UITextInput
@_exported import protocol StyleKit.UITextInputDelegate
@_exported import class StyleKit.UITextInputStringTokenizer
@_exported import protocol StyleKit.UITextInputTokenizer
@_exported import enum StyleKit.UITextLayoutDirection
@_exported import class StyleKit.UITextPosition
@_exported import class StyleKit.UITextRange
@_exported import class StyleKit.UITextSelectionRect
@_exported import enum StyleKit.UITextSpellCheckingType
@_exported import enum StyleKit.UITextStorageDirection
@_exported import class StyleKit.UITextView
@_exported import protocol StyleKit.UITextViewDelegate
@_exported import class StyleKit.UIWindow
// UIKit's headers import Core Text, so `CTFontManagerRegisterFontsForURL` compiles under `import UIKit` alone.
@_exported import func StyleKit.CTFontManagerRegisterFontsForURL
@_exported import func StyleKit.CTFontManagerUnregisterFontsForURL
@_exported import enum StyleKit.CTFontManagerScope
@_exported import typealias StyleKit.CFURL
@_exported import class StyleKit.CFError
@_exported import typealias StyleKit.CFData
@_exported import typealias StyleKit.CFString
@_exported import class StyleKit.CGColorSpace
@_exported import enum StyleKit.CGColorRenderingIntent
@_exported import struct StyleKit.UIContentSizeCategory
@_exported import var StyleKit.kNumberSpacingType
@_exported import var StyleKit.kMonospacedNumbersSelector
@_exported import var StyleKit.kProportionalNumbersSelector
@_exported import var StyleKit.kThirdWidthNumbersSelector
@_exported import var StyleKit.kQuarterWidthNumbersSelector
@_exported import class StyleKit.CGDataProvider
@_exported import class StyleKit.CGFont
@_exported import func StyleKit.CTFontManagerRegisterGraphicsFont
@_exported import func StyleKit.CTFontManagerUnregisterGraphicsFont
@_exported import func StyleKit.CFErrorCopyDescription

// A scoped re-export brings a type's operators only where the whole module is imported, so a file with
// `import UIKit` alone gets `.defaultHigh - 1` from these. Being generic, they lose to StyleKit's own
// (`import SwiftUI`) where both are seen, so the two never clash.
/// A priority raised by `rhs`.
public func + <F: BinaryFloatingPoint>(lhs: UILayoutPriority, rhs: F) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + Float(rhs)) }
/// A priority lowered by `rhs`.
public func - <F: BinaryFloatingPoint>(lhs: UILayoutPriority, rhs: F) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - Float(rhs)) }
#endif
