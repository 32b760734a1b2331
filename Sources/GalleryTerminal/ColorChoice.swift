/// Whether standard error gets ANSI colours: `--color auto|always|never`, `NO_COLOR`, and whether it is a
/// terminal. An explicit `--color always` or `never` wins over `NO_COLOR` (https://no-color.org: "command-line
/// arguments should override NO_COLOR"); with `auto`, any non-empty `NO_COLOR` turns colours off, and they
/// are on only on a terminal whose `TERM` is not `dumb`.
public enum ColorMode: String, Sendable, CaseIterable {
    case auto, always, never

    public func enabled(environment: [String: String], isTerminal: Bool) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            return isTerminal && environment["TERM"] != "dumb"
        }
    }
}

/// What a coloured message is: the colour it gets when colours are on.
public enum Tint: Sendable {
    case error, warning, progress, success

    var code: String {
        switch self {
        case .error: return "31"     // red
        case .warning: return "33"   // yellow
        case .progress: return "36"  // cyan
        case .success: return "32"   // green
        }
    }

    /// `text` wrapped in the colour's escape codes when `enabled`, else unchanged.
    public func apply(_ text: String, enabled: Bool) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
