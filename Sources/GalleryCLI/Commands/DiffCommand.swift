import Foundation
import GallerySite

extension GalleryCommand {
    static let diffCommand = CommandSpec(
        name: "diff", operands: "OLD NEW",
        summary: "compare two built sites: variants added, removed, changed, and WCAG failures that appeared or went away; exit 1 on a change",
        options: [
            .init("--output", "DIR", "also write a review site there: old, new and their difference side by side (new, empty, or one gallery wrote)"),
            .init("--json", nil, "print the changes as JSON instead of text"),
        ],
        examples: ["gallery diff public-main public", "gallery diff previous-site output --output review",
                   "gallery diff old new --json > changes.json"],
        run: { args, context in
            guard args.positional.count == 2 else {
                throw CLIError("diff takes two site folders (OLD NEW), but was given \(args.positional.count); see gallery help diff")
            }
            let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            let old = try BuiltSite.read(args.positional[0], relativeTo: cwd)
            let new = try BuiltSite.read(args.positional[1], relativeTo: cwd)
            let diff = try SiteDiff(old: old, new: new)
            let review = args.value("--output")
            if let review {
                try DiffPage(diff: diff, old: old, new: new).write(outputPath: review, relativeTo: cwd)
            }
            if args.flag("--json") {
                context.stdout(diff.json(review: review.map { $0.hasSuffix("/") ? $0 + "index.html" : $0 + "/index.html" }))
            } else {
                context.stdout(diff.text + (review.map { "review page: \($0.hasSuffix("/") ? $0 : $0 + "/")index.html\n" } ?? ""))
            }
            return diff.isIdentical ? .success : .findings
        })
}
