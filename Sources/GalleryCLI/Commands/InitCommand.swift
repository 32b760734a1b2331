import Foundation
import GallerySite

extension GalleryCommand {
    static let initCommand = CommandSpec(
        name: "init", operands: "[DIR]",
        summary: "start a gallery in DIR (default .): gallery-config.json and its schema, Templates/, GALLERY.md (a README section); never overwrites",
        options: [
            .init("--sources", "PATH", "the design system's package or folder of styles (relative to the current folder); "
                  + "the configuration names it relative to DIR"),
        ],
        examples: ["gallery init", "gallery init gallery --sources ../BrandKit", "gallery init docs/gallery --sources Sources/BrandUI"],
        run: { args, context in
            guard args.positional.count <= 1 else {
                throw CLIError("init takes at most one folder, but was given \(args.positional.count); see gallery help init")
            }
            let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            let shown = args.positional.first ?? "."
            let folder = (shown.hasPrefix("/") ? URL(fileURLWithPath: shown) : cwd.appendingPathComponent(shown)).standardizedFileURL
            let sources = try existingPaths(args.value("--sources").map { [$0] } ?? [], option: "--sources").first
                .map { StarterProject.relativePath(of: URL(fileURLWithPath: $0), from: folder) }
            let project = StarterProject(folder: folder, sources: sources)
            let written = try project.write(shownAs: shown)
            let prefix = shown == "." ? "" : (shown.hasSuffix("/") ? shown : shown + "/")
            let templates = written.filter { $0.hasPrefix(StarterProject.templatesName + "/") }.count
            context.stdout("wrote \(prefix)\(StarterProject.configName), \(prefix)\(StarterProject.schemaName), "
                           + "\(prefix)\(StarterProject.templatesName)/ (\(templates) files) and \(prefix)\(StarterProject.snippetName) (a README section to paste)\n"
                           + "next: \(shown == "." ? "" : "cd \(shown) && ")gallery build, then open site/index.html\n")
            return .success
        })
}
