import Foundation

extension Text {
    /// Where text that does not fit loses characters to an ellipsis ("…", U+2026), as SwiftUI's
    /// `Text.TruncationMode`: `.tail` (the default) keeps the start, `.head` the end, `.middle` both ends.
    public enum TruncationMode: Hashable, Sendable {
        /// "…" replaces the start: "…of the label".
        case head
        /// "…" replaces the end: "The lab…", SwiftUI's default.
        case tail
        /// "…" replaces the middle: "The l…abel".
        case middle
    }
}

private struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }

extension EnvironmentValues {
    /// Where text that must be truncated shows its ellipsis (`.truncationMode(_:)`); `.tail` by default.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets where text in this view is truncated when it does not fit its lines.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        transformingEnvironment { $0.truncationMode = mode }
    }
}
