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
        // Each state as a row of small numbers, one per axis in `StateAxis.allCases` order (a value's number in
        // the order first met, 0 for none): grouping keys are these rows with one axis blanked. (Keyed by the
        // states' value dictionaries, hashing them was 1.4 % of a cold build's instructions.)
        let allAxes = StateAxis.allCases
        var numbers = [[String: Int]](repeating: [:], count: allAxes.count)
        let rows: [[Int]] = states.map { state in
            allAxes.indices.map { column in
                guard let value = state.values[allAxes[column]] else { return 0 }
                if let known = numbers[column][value] { return known }
                numbers[column][value] = numbers[column].count + 1
                return numbers[column].count
            }
        }
        for axis in axes {
            let column = allAxes.firstIndex(of: axis)!
            var groups: [[Int]: [Int]] = [:]
            for (index, row) in rows.enumerated() {
                var others = row
                others[column] = 0
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

    /// A 64-bit hash of the SVG without its title and description lines: equal for equal drawings. Each other
    /// line (its line end included) is taken eight bytes at a time, as a little-endian word `w`:
    /// `h = (h ^ w) &* p; h ^= h >> 29`, then its last bytes one at a time, FNV-1a's way: `h = (h ^ b) &* p`
    /// (FNV's offset basis and 64-bit prime `p`). Byte by byte, the hash was 1.4 % of a cold build.
    static func drawingFingerprint(_ svg: [UInt8]) -> UInt64 {
        // Runs on every render: over the bytes in place, without bounds checks or slices.
        svg.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return fingerprintBasis }
            var hash = fingerprintBasis
            var start = 0
            let count = bytes.count
            while start < count {
                let end = memchr(base + start, 0x0A, count - start).map { UnsafeRawPointer(base).distance(to: $0) + 1 } ?? count
                var first = start
                while first < end, bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
                if !Self.startsWithTitleOrDescription(bytes, at: first, end: end) {
                    var index = start
                    while index + 8 <= end {
                        let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                        hash = (hash ^ word) &* fingerprintPrime
                        hash ^= hash >> 29
                        index += 8
                    }
                    while index < end {
                        hash = (hash ^ UInt64(bytes[index])) &* fingerprintPrime
                        index += 1
                    }
                }
                start = end
            }
            return hash
        }
    }

    /// FNV's 64-bit offset basis and prime (http://www.isthe.com/chongo/tech/comp/fnv/).
    static let fingerprintBasis: UInt64 = 0xcbf29ce484222325, fingerprintPrime: UInt64 = 0x100000001b3

    /// Whether the line from `first` to `end` starts `<title` or `<desc`.
    private static func startsWithTitleOrDescription(_ bytes: UnsafeBufferPointer<UInt8>, at first: Int, end: Int) -> Bool {
        func starts(_ prefix: StaticString) -> Bool {
            let length = prefix.utf8CodeUnitCount
            guard end - first >= length else { return false }
            return prefix.withUTF8Buffer { p in (0..<length).allSatisfy { bytes[first + $0] == p[$0] } }
        }
        return starts("<title") || starts("<desc")
    }
}
