/// A schema (sub)document with its keywords decoded and checked; identified by its location in
/// the schema document so `$ref`s can point at it (including cyclically).
final class CompiledSchema: Sendable {
    enum Body: Sendable {
        /// Boolean schema: `true` accepts everything, `false` nothing.
        case always(Bool)
        case keywords(SchemaKeywords)
    }

    let path: JSONPath
    let body: Body

    init(path: JSONPath, body: Body) {
        self.path = path
        self.body = body
    }
}
