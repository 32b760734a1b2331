import Foundation
import StyleKit

/// Records every placed node with its frame, for golden tests of the layout.
final class LayoutRecorder {
    struct Entry { var depth: Int; var summary: String; var frame: CGRect }
    var entries: [Entry] = []
    var depth = 0
}

extension LayoutEngine {
    /// A box-drawing tree of the layout: each node's summary and its frame in scene coordinates
    /// (before visual transforms), e.g. `HStack … [0,0 320×31]`.
    package func layoutDump(_ node: ResolvedNode, width: CGFloat? = nil) throws -> String {
        let pass = LayoutPass(measurer: measurer)
        pass.recorder = LayoutRecorder()
        _ = try pass.run(node, proposal: ProposedSize(width: width, height: nil))
        let entries = pass.recorder!.entries
        var lines: [String] = []
        for (index, entry) in entries.enumerated() {
            var prefix = ""
            if entry.depth > 0 {
                for level in 1..<entry.depth {
                    let continues = entries[(index + 1)...].prefix { $0.depth >= level }.contains { $0.depth == level }
                    prefix += continues ? "│  " : "   "
                }
                let hasSibling = entries[(index + 1)...].prefix { $0.depth >= entry.depth }.contains { $0.depth == entry.depth }
                prefix += hasSibling ? "├─ " : "└─ "
            }
            let f = entry.frame
            lines.append("\(prefix)\(entry.summary) [\(formatNumber(f.minX)),\(formatNumber(f.minY)) \(formatNumber(f.width))×\(formatNumber(f.height))]")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
