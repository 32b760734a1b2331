extension Double {
    /// The nearest integer, halves away from zero — `Int64(rounded(.toNearestOrAwayFromZero))` — without a call to
    /// libm's `round` (x86-64 has no instruction for that rounding before SSE4.1's, which the default target does
    /// not assume; path data and sketches round every point they write). Truncation and the remainder are exact
    /// below 2^52; larger magnitudes, infinities and NaN take `rounded` (and trap, as it does, where no `Int64`
    /// holds the result).
    @inlinable
    package func nearestInt64() -> Int64 {
        guard abs(self) < 0x1p52 else { return Int64(rounded(.toNearestOrAwayFromZero)) }
        var whole = Int64(self)
        let rest = self - Double(whole)
        if rest >= 0.5 { whole += 1 } else if rest <= -0.5 { whole -= 1 }
        return whole
    }
}
