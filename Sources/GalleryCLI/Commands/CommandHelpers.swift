import GallerySVG

extension GalleryCommand {
    static func parseTextMode(_ text: String) throws(CLIError) -> SVGOptions.TextMode {
        switch text {
        case "outlines": return .outlines
        case "text": return .text
        default: throw CLIError("--text-mode takes outlines or text, not \"\(text)\"")
        }
    }

    static func expectNoOperands(_ args: Arguments, _ command: String) throws(CLIError) {
        guard let extra = args.positional.first else { return }
        throw CLIError("\(command) takes no operand, but was given \"\(extra)\"; see gallery help \(command)")
    }
}
