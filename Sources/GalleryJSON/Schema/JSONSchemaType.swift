/// The seven JSON Schema primitive types.
enum JSONSchemaType: String, Sendable, CaseIterable {
    case null, boolean, object, array, number, integer, string

    /// `integer` admits numbers with no fractional part; `number` admits all numbers.
    func admits(_ value: JSONValue) -> Bool {
        switch (self, value) {
        case (.null, .null), (.boolean, .bool), (.object, .object), (.array, .array), (.number, .number),
            (.string, .string):
            true
        case (.integer, .number(let n)): n == n.rounded()
        default: false
        }
    }

    /// `string`, `string or null`, `string, number or null`.
    static func listing(_ types: [JSONSchemaType]) -> String {
        DidYouMean.listing(types.map(\.rawValue), conjunction: "or")
    }
}
