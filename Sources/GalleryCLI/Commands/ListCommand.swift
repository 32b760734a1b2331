import GallerySite

extension GalleryCommand {
    static let listCommand = CommandSpec(
        name: "list", operands: "",
        summary: "the catalog: every style with its axes and variant count, and the themes",
        options: [.init("--config", "PATH", "the configuration (default gallery-config.json)")],
        examples: ["gallery list", "gallery list --config brand/gallery-config.json"],
        run: { args, context in
            let configuration = try GalleryConfiguration.load(path: args.value("--config"), catalog: context.catalog)
            try expectNoOperands(args, "list")
            let plan = configuration.makePlan()
            var lines = ["\(plan.components.count) entries, \(plan.themes.count) themes: \(plan.themes.map(\.id).joined(separator: ", "))"]
            for component in plan.components {
                let axes = component.entry.axes.map { "\($0.rawValue)(\(component.values(of: $0).count))" }.joined(separator: " × ")
                let count = String(component.states.count)
                lines.append("  \(component.entry.id.padding(toLength: 28, withPad: " ", startingAt: 0)) "
                             + "\(String(repeating: " ", count: max(0, 4 - count.count)))\(count) variants  \(axes)")
            }
            lines.append("per theme: \(plan.variantsPerTheme) variants; all themes: \(plan.jobs.count) renders")
            context.stdout(lines.joined(separator: "\n") + "\n")
            return .success
        })
}
