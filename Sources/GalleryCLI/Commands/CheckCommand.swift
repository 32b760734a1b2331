import Foundation
import GallerySite

extension GalleryCommand {
    static let checkCommand = CommandSpec(
        name: "check", operands: "",
        summary: "the accessibility gate: audit every variant under every theme, nothing written; exit 1 on a WCAG failure the baseline does not accept",
        options: [
            .init("--config", "PATH", "the configuration (default gallery-config.json)"),
            .init("--baseline", "PATH", "accepted findings (default gallery-baseline.json beside the configuration, when it exists)"),
            .init("--update-baseline", nil, "write the baseline so that it accepts every current failure (reasons of kept entries stay)"),
            .init("--json", nil, "print the findings as JSON instead of text"),
            .init("--junit", "PATH", "also write the findings as JUnit XML, for CI test reports"),
        ] + consoleOptions,
        examples: ["gallery check", "gallery check --junit reports/accessibility.xml", "gallery check --update-baseline"],
        run: { args, context in
            try expectNoOperands(args, "check")
            let console = try Console(args, context)
            let configuration = try GalleryConfiguration.load(path: args.value("--config"), catalog: context.catalog)
            let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            let baselineURL = args.value("--baseline").map { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : cwd.appendingPathComponent($0) }
                ?? configuration.directory.appendingPathComponent("gallery-baseline.json")
            let shownAs = args.value("--baseline") ?? baselineURL.lastPathComponent
            var baseline = CheckBaseline()
            if FileManager.default.fileExists(atPath: baselineURL.path) {
                baseline = try CheckBaseline.load(baselineURL, shownAs: shownAs)
            } else if args.value("--baseline") != nil, !args.flag("--update-baseline") {
                throw CLIError("--baseline \(shownAs): no such file", isUsage: false)
            }
            let result: AccessibilityCheck.Result
            do {
                result = try await AccessibilityCheck(configuration: configuration).run(baseline: baseline, progress: console.progress())
                console.finish()
            } catch {
                console.finish()
                throw error
            }
            if let junit = args.value("--junit") {
                try AtomicFile.write(try result.junit(), to: junit.hasPrefix("/") ? URL(fileURLWithPath: junit) : cwd.appendingPathComponent(junit))
            }
            if args.flag("--update-baseline") {
                let updated = AccessibilityCheck.updatedBaseline(result, previous: baseline)
                try AtomicFile.write(updated.json, to: baselineURL)
                context.stdout("wrote \(shownAs): \(updated.entries.count) accepted finding\(updated.entries.count == 1 ? "" : "s")"
                               + " (\(result.stale.count) stale removed); give each a reason\n")
                return .success
            }
            context.stdout(args.flag("--json") ? result.json : result.text)
            return result.passed ? .success : .findings
        })
}
