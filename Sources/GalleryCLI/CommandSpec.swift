/// A command: its name, what it does, its options, examples, and the code that runs it.
struct CommandSpec: Sendable {
    /// An option: `--name VALUE` when `value` names the value, else a flag.
    struct Option: Sendable {
        let name: String
        let value: String?
        let help: String
        /// Whether it may be given more than once (each value kept).
        let repeatable: Bool
        init(_ name: String, _ value: String?, _ help: String, repeatable: Bool = false) {
            self.name = name; self.value = value; self.help = help; self.repeatable = repeatable
        }
    }

    let name: String
    /// Positional words, e.g. `VARIANT-ID`, shown in the synopsis.
    let operands: String
    let summary: String
    let options: [Option]
    let examples: [String]
    /// Whether it reads `--config` (and so runs a design system's own gallery when the configuration has `sources`).
    var readsConfiguration: Bool { options.contains { $0.name == "--config" } }
    let run: @Sendable (inout Arguments, CommandContext) async throws -> ExitStatus

    /// Options every command takes.
    static let common: [Option] = [.init("--help", nil, "show this help")]

    var allOptions: [Option] { options + Self.common }

    var synopsis: String {
        "gallery \(name)" + (operands.isEmpty ? "" : " \(operands)") + (options.isEmpty ? "" : " [options]")
    }

    /// `gallery help NAME` and `gallery NAME --help`.
    var help: String {
        var lines = ["usage: \(synopsis)", "", summary, "", "options:"]
        let width = allOptions.map { $0.name.count + ($0.value.map { $0.count + 1 } ?? 0) + ($0.repeatable ? 2 : 0) }.max() ?? 0
        for option in allOptions {
            let left = option.name + (option.value.map { " \($0)" } ?? "") + (option.repeatable ? " …" : "")
            lines.append("  \(left.padding(toLength: width, withPad: " ", startingAt: 0))  \(option.help)")
        }
        if !examples.isEmpty {
            lines += ["", "examples:"] + examples.map { "  \($0)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
