/// A 1-based line/column location in a JSON source text.
///
/// Columns count **Unicode scalars** (not UTF-8 bytes, not grapheme clusters): `"é"` written as
/// U+00E9 is one column, `"e\u{301}"` (e + combining acute) is two, an emoji such as 😀 is one.
/// Lines end at `\n`, `\r\n` (one break) or a lone `\r`. A leading byte-order mark is skipped and
/// does not count as a column.
package struct SourcePosition: Sendable, Hashable, CustomStringConvertible {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`, e.g. `3:17`.
    package var description: String { "\(line):\(column)" }
}
