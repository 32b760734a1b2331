@testable import GalleryJSON

/// Shorthand for building expected nodes: `node(.null, 1, 2)`.
func node(_ value: JSONValue, _ line: Int, _ column: Int) -> JSONNode {
    JSONNode(value, at: SourcePosition(line: line, column: column))
}

func pos(_ line: Int, _ column: Int) -> SourcePosition {
    SourcePosition(line: line, column: column)
}

/// The parse error description for `text` (file `t.json`), or `nil` when it parses.
func parseFailure(_ text: String) -> String? {
    do {
        _ = try JSONParser.parse(text, file: "t.json")
        return nil
    } catch {
        return error.description
    }
}

/// Validates `instance` (file `i.json`) against `schema` and returns the issue descriptions.
func schemaIssues(_ schema: String, _ instance: String) throws -> [String] {
    let validator = try JSONSchemaValidator(schema: JSONParser.parse(schema, file: "schema.json"))
    return validator.validate(try JSONParser.parse(instance, file: "i.json"), file: "i.json").map(\.description)
}

/// The error thrown while compiling `schema`, or `nil` when it compiles.
func schemaFailure(_ schema: String) throws -> String? {
    let node = try JSONParser.parse(schema, file: "schema.json")
    do {
        _ = try JSONSchemaValidator(schema: node)
        return nil
    } catch {
        return error.description
    }
}

/// The description of the ``ConfigIssue`` thrown by `body`; `nil` when nothing (or another error) is thrown.
func configFailure<T>(_ body: () throws -> T) -> String? {
    do {
        _ = try body()
        return nil
    } catch {
        return (error as? ConfigIssue)?.description
    }
}
