/// The exit statuses of every `gallery` command, the same everywhere, so CI can tell a finding from a
/// failure.
public enum ExitStatus: Int32, Sendable, CaseIterable {
    /// Done.
    case success = 0
    /// Done, and something to look at: findings (`check`) or changes (`diff`).
    case findings = 1
    /// The command line is wrong: unknown command or option, missing or bad value.
    case usage = 2
    /// The input is wrong: configuration, templates, token files, sources, or an output the tool refuses.
    case input = 3
    /// A bug in StyleGallery: please report it with the command that caused it.
    case `internal` = 4
}
