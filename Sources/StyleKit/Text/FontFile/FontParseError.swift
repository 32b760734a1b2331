/// Why a font file's names could not be read, at the byte where reading stopped.
package struct FontParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Offset from the start of the file.
    package var offset: Int
    package var message: String

    package init(offset: Int, _ message: String) {
        self.offset = offset
        self.message = message
    }

    package var description: String { "byte \(offset): \(message)" }
}
