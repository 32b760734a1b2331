import Foundation
import GalleryCatalog

/// Design finding: a state that looks like its neighbour — pressed like normal, disabled like enabled, off
/// like on, one level like the next — which a design review needs to see. Neighbours differ in the value of
/// one state axis (interaction, enabled, value, level) and agree on every other axis. Two renders are
/// identical when they draw the same (the SVG's bytes without its `<title>` and `<desc>`, which name the
/// state), nearly identical when ``LookAlikeCheck`` finds their pictures at 2x alike
/// (docs/distinguishability.md).
enum StateDistinguishability {
    static let axes: [StateAxis] = [.interaction, .enabled, .isOn, .level]

    /// How alike a pair is.
    enum Likeness: Sendable, Hashable {
        case identical
        case nearlyIdentical(PixelComparison.Figures)
    }

    struct Pair: Sendable, Hashable {
        /// The state that looks like its neighbour (pressed, disabled, off, the later level).
        var state: String
        var neighbour: String
        var axis: StateAxis
        var likeness: Likeness = .identical
        /// The ΔE₀₀ above which a pixel differs (``DistinguishabilitySettings/deltaE``), for the message.
        var deltaE: Double = 2

        /// `pressed-enabled draws exactly like normal-enabled (interaction makes no visible difference)`, or
        /// `pressed-enabled looks almost like normal-enabled: 0.2 % of pixels differ by more than ΔE 2; no colour moves by more than ΔE 1.4`.
        var message: String { "\(state) \(verb) \(neighbour)\(detail)" }

        var verb: String {
            switch likeness {
            case .identical: return "draws exactly like"
            case .nearlyIdentical: return "looks almost like"
            }
        }

        /// What follows the neighbour's name.
        var detail: String {
            switch likeness {
            case .identical: return " (\(axis.title.lowercased()) makes no visible difference)"
            case .nearlyIdentical(let figures): return ": \(Self.figuresText(figures, deltaE: deltaE))"
            }
        }

        /// `0.2 % of pixels differ by more than ΔE 2; no colour moves by more than ΔE 1.4`.
        static func figuresText(_ figures: PixelComparison.Figures, deltaE: Double) -> String {
            "\(percent(figures.differingShare)) of pixels differ by more than ΔE \(number(deltaE)); no colour moves by more than ΔE \(number(figures.maxDeltaE))"
        }

        /// Two significant decimals at most: `0 %`, `0.02 %`, `0.4 %`.
        static func percent(_ share: Double) -> String {
            let value = share * 100
            if value == 0 { return "0 %" }
            return (value < 0.1 ? String(format: "%.2f", value) : String(format: "%.1f", value)) + " %"
        }

        static func number(_ value: Double) -> String {
            let rounded = (value * 10).rounded() / 10
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.1f", rounded)
        }
    }

    /// A pair of neighbouring records by their positions: `later` is the state named as looking like `earlier`.
    struct Neighbours: Sendable, Hashable {
        var later: Int
        var earlier: Int
        var axis: StateAxis
    }

    /// Every pair of states (a group's records, by position) that differ in exactly one of ``axes``, once, in
    /// their order.
    ///
    /// Linear in the states, not quadratic: for each axis, states are grouped by their values on every other
    /// axis, and only states within a group (which differ at most on that axis) are paired.
    static func neighbours(_ states: [VariantState]) -> [Neighbours] {
        var found: [Neighbours] = []
        for axis in axes {
            var groups: [[StateAxis: String]: [Int]] = [:]
            for (index, state) in states.enumerated() {
                var others = state.values
                others[axis] = nil
                groups[others, default: []].append(index)
            }
            // Name the later value (pressed, disabled, off, higher level) as the one that looks like the other.
            let order = axis.allValues
            for members in groups.values where members.count > 1 {
                for (n, i) in members.enumerated() {
                    let aValue = states[i][axis]
                    for j in members[(n + 1)...] {
                        let bValue = states[j][axis]
                        guard aValue != bValue else { continue }
                        let aIndex = order.firstIndex(of: aValue ?? "") ?? 0
                        let bIndex = order.firstIndex(of: bValue ?? "") ?? 0
                        found.append(aIndex > bIndex ? Neighbours(later: i, earlier: j, axis: axis) : Neighbours(later: j, earlier: i, axis: axis))
                    }
                }
            }
        }
        // The order of the pairwise scan: by the first record of the pair, then the second.
        return found.sorted { (min($0.later, $0.earlier), max($0.later, $0.earlier)) < (min($1.later, $1.earlier), max($1.later, $1.earlier)) }
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
}
