/// Strict RFC 8259 JSON parser that records the source position of every value and object key.
///
/// Rejects: comments, trailing commas, single-quoted strings, unquoted keys, leading zeros, `+1`,
/// `.5`, `1.`, `NaN`/`Infinity`, numbers that overflow `Double`, unescaped control characters in
/// strings, invalid escapes, lone UTF-16 surrogates, duplicate object keys, trailing content after
/// the top-level value, and nesting deeper than ``maximumDepth`` arrays/objects.
/// Columns count Unicode scalars (see ``SourcePosition``).
package enum JSONParser {
    /// Maximum number of nested arrays/objects (the top-level container is depth 1).
    package static let maximumDepth = 512

    package static func parse(_ text: String, file: String) throws(JSONParseError) -> JSONNode {
        try parse(text, file: file, maximumDepth: maximumDepth)
    }

    package static func parse(_ text: String, file: String, maximumDepth: Int) throws(JSONParseError) -> JSONNode {
        var scanner = JSONScanner(text: text, file: file, maximumDepth: maximumDepth)
        return try scanner.parseDocument()
    }
}
