/// macOS values of the shared names where they differ from iOS (`NSColor.systemGray` …), for macOS
/// variants (`\.targetPlatform == .macOS`). Sources in docs/system-colors.md; no Increase Contrast values
/// were found, so those repeat iOS's.
extension SystemColor {
    package func macOSValues(in palette: Palette) -> SystemColorValues? {
        func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> RGBA { RGBA(red: r / 255, green: g / 255, blue: b / 255, alpha: a) }
        let ios = palette == .ios26 ? (ios26Values ?? ios18Values) : ios18Values
        switch (self, palette) {
        // macOS's dark gray is lighter than iOS's in both releases.
        case (.gray, _):
            return SystemColorValues(ios.light, rgb(152, 152, 157), ios.contrastLight, ios.contrastDark)
        // macOS 26 (measured with AppKit in a public design note): white windows, a #1E1E1E dark window,
        // and a 25 % dark tertiary label.
        case (.windowBackgroundColor, .ios26): return .both(rgb(255, 255, 255), rgb(30, 30, 30))
        case (.tertiaryLabelColor, .ios26): return .both(rgb(0, 0, 0, 0.26), rgb(255, 255, 255, 0.25))
        default: return nil
        }
    }
}
