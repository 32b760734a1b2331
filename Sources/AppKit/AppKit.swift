// On Linux there is no AppKit. This module stands in for the part of it that style files use — Foundation's
// geometry types and NSColor, NSFont from StyleKit (the same types as UIColor, UIFont there) — so that a
// file with `import AppKit` at the top compiles unchanged.
#if os(Linux)
@_exported import Foundation
@_exported import typealias StyleKit.NSColor
@_exported import typealias StyleKit.NSFont
@_exported import typealias StyleKit.NSFontDescriptor
@_exported import class StyleKit.UIFontDescriptor
@_exported import typealias StyleKit.NSView
@_exported import typealias StyleKit.NSImage
@_exported import class StyleKit.UIImage
@_exported import class StyleKit.NSParagraphStyle
@_exported import class StyleKit.NSMutableParagraphStyle
@_exported import struct StyleKit.NSUnderlineStyle
@_exported import enum StyleKit.NSTextAlignment
@_exported import typealias StyleKit.NSViewController
@_exported import class StyleKit.UIView
@_exported import class StyleKit.UIViewController
@_exported import class StyleKit.UIColor
@_exported import class StyleKit.UIFont
@_exported import typealias StyleKit._ColorLiteralType
#endif
