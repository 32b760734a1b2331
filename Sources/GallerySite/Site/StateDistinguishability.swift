import Foundation
import GalleryCatalog

/// Design finding: a state that draws exactly like its neighbour — pressed like normal, disabled like enabled,
/// off like on, one level like the next — which a design review needs to see. Neighbours differ in the value
/// of one state axis (interaction, enabled, value, level) and agree on every other axis. Two renders are
/// compared by what they draw: the SVG's bytes without its `<title>` and `<desc>` (which name the state).
///
/// Only identical drawings are flagged so far; near-identical ones (a colour moving by less than ΔE 2) need a
/// rasteriser the build does not have.
enum StateDistinguishability {
    static let axes: [StateAxis] = [.interaction, .enabled, .isOn, .level]

    struct Pair: Sendable, Hashable {
        /// The state that looks like its neighbour (pressed, disabled, off, the later level).
        var state: String
        var neighbour: String
        var axis: StateAxis
        /// `pressed-enabled draws exactly like normal-enabled`.
        var message: String { "\(state) draws exactly like \(neighbour) (\(axis.title.lowercased()) makes no visible difference)" }
    }

    /// 64-bit FNV-1a of the SVG without its title and description lines: equal for equal drawings.
    static func drawingFingerprint(_ svg: [UInt8]) -> UInt64 {
        // Runs on every render: bytes only, no strings.
        let title = Array("<title".utf8), desc = Array("<desc".utf8)
        var hash: UInt64 = 0xcbf29ce484222325
        var start = 0
        while start < svg.count {
            let end = svg[start...].firstIndex(of: 0x0A).map { $0 + 1 } ?? svg.count
            var first = start
            while first < end, svg[first] == 0x20 || svg[first] == 0x09 { first += 1 }
            let line = svg[first..<end]
            if !line.starts(with: title), !line.starts(with: desc) {
                for byte in svg[start..<end] { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
            }
            start = end
        }
        return hash
    }

    /// Every state whose drawing equals a neighbour's, once per pair, in the records' order.
    static func identicalPairs(_ records: [VariantRecord]) -> [Pair] {
        var pairs: [Pair] = []
        for (i, a) in records.enumerated() {
            for b in records[(i + 1)...] where a.drawing == b.drawing {
                let differing = Set(a.variant.state.values.keys).union(b.variant.state.values.keys)
                    .filter { a.variant.state[$0] != b.variant.state[$0] }
                guard differing.count == 1, let axis = differing.first, axes.contains(axis) else { continue }
                // Name the later value (pressed, disabled, off, higher level) as the one that looks like the other.
                let order = axis.allValues
                let aIndex = order.firstIndex(of: a.variant.state[axis] ?? "") ?? 0
                let bIndex = order.firstIndex(of: b.variant.state[axis] ?? "") ?? 0
                let (later, earlier) = aIndex > bIndex ? (a, b) : (b, a)
                pairs.append(Pair(state: later.variant.state.slug, neighbour: earlier.variant.state.slug, axis: axis))
            }
        }
        return pairs
    }
}
