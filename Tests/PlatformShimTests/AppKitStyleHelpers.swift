// A helper file as a macOS team writes it, with nothing but AppKit imported (see UIKitStyleHelpers.swift
// for why the tests are in another file).
import AppKit

enum MacKit {
    static let window = NSColor.windowBackgroundColor
    static let label = NSColor.labelColor
    static let accent = NSColor.controlAccentColor
    static let font = NSFont.systemFont(ofSize: 13, weight: .medium)
    static let padding: CGFloat = 20
}
