import Foundation
import GalleryJSON
import GallerySite
import GalleryTerminal

extension GalleryCommand {
    /// `--quiet`, `--verbose` and `--color` of the commands that do long work (build, check, export, watch).
    static let consoleOptions: [CommandSpec.Option] = [
        .init("--quiet", nil, "no progress bar, notes or warnings on standard error (errors are still printed)"),
        .init("--verbose", nil, "say on standard error what was rendered, what was taken over unchanged from the previous build, and why"),
        .init("--color", "WHEN", "colours on standard error: auto (a terminal, unless NO_COLOR is set), always or never"),
    ]
}

/// Standard error for a command with ``GalleryCommand/consoleOptions``: the progress bar (only on a
/// terminal, never with `--quiet`), notes and warnings (not with `--quiet`), colours (``ColorMode``).
final class Console: @unchecked Sendable {
    let quiet: Bool
    let verbose: Bool
    let colors: Bool
    let isTerminal: Bool
    private let write: (String) -> Void
    private var bar: TerminalProgress?

    init(_ args: Arguments, _ context: CommandContext, isTerminal: Bool = isatty(2) == 1,
         environment: [String: String] = ProcessInfo.processInfo.environment) throws(CLIError) {
        let mode: ColorMode
        if let given = args.value("--color") {
            guard let parsed = ColorMode(rawValue: given) else {
                throw CLIError("--color takes auto, always or never, not \(Escaped.quoted(given))")
            }
            mode = parsed
        } else {
            mode = .auto
        }
        if args.flag("--quiet"), args.flag("--verbose") { throw CLIError("--quiet and --verbose exclude each other") }
        quiet = args.flag("--quiet")
        verbose = args.flag("--verbose")
        self.isTerminal = isTerminal
        colors = mode.enabled(environment: environment, isTerminal: isTerminal)
        write = context.stderr
    }

    /// A progress callback for one run of the renderer (nil when there is nothing to show); call
    /// ``finish()`` after the run.
    func progress(unit: String = "renders") -> BuildProgress? {
        let showBar = isTerminal && !quiet
        guard showBar || verbose else { return nil }
        let bar = showBar ? TerminalProgress(unit: unit, colors: colors) { [self] in self.write($0) } : nil
        self.bar = bar
        let verbose = self.verbose
        return { [self] step in
            if verbose { self.note("rendered \(step.variantID) under \(step.themeID) (\(step.done)/\(step.total))") }
            bar?.update(done: step.done, total: step.total)
        }
    }

    /// Removes the progress bar.
    func finish() {
        bar?.finish()
        bar = nil
    }

    /// A note (not with `--quiet`).
    func note(_ line: String) {
        guard !quiet else { return }
        if let bar { bar.note(line) } else { write(line + "\n") }
    }

    /// A warning line (not with `--quiet`), in yellow when colours are on.
    func warning(_ line: String) {
        note(Tint.warning.apply(line, enabled: colors))
    }

    /// An error (always shown), in red when colours are on.
    func error(_ text: String) {
        finish()
        write(Tint.error.apply(text, enabled: colors) + (text.hasSuffix("\n") ? "" : "\n"))
    }
}
