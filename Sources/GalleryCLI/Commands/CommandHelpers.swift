import Foundation
import GallerySVG

extension GalleryCommand {
    static func parseTextMode(_ text: String) throws(CLIError) -> SVGOptions.TextMode {
        switch text {
        case "outlines": return .outlines
        case "text": return .text
        default: throw CLIError("--text-mode takes outlines or text, not \"\(text)\"")
        }
    }

    /// Paths of a command-line option, relative to the current folder, each of which must exist (exit 3).
    static func existingPaths(_ paths: [String], option: String) throws(CLIError) -> [String] {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        return try paths.map { path throws(CLIError) in
            let url = (path.hasPrefix("/") ? URL(fileURLWithPath: path) : cwd.appendingPathComponent(path)).standardizedFileURL
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw CLIError("\(option) \(path): no file or folder at \(url.path)", isUsage: false)
            }
            return url.path
        }
    }

    static func expectNoOperands(_ args: Arguments, _ command: String) throws(CLIError) {
        guard let extra = args.positional.first else { return }
        throw CLIError("\(command) takes no operand, but was given \"\(extra)\"; see gallery help \(command)")
    }
}
