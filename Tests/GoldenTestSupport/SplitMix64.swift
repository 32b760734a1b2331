/// A small deterministic pseudo-random generator (SplitMix64, Steele, Lea and Flood, "Fast splittable
/// pseudorandom number generators", OOPSLA 2014) for generated-input tests: a failure names a seed that
/// reproduces it on every machine.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<n`; `n` must be positive.
    public mutating func below(_ n: Int) -> Int {
        precondition(n > 0, "SplitMix64.below needs a positive bound")
        return Int(next() % UInt64(n))
    }

    /// One of `items`, which must not be empty.
    public mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    /// A number in `0..<1` with 53 random bits.
    public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
