/// Command-line arguments: positional words and `--name value` options, parsed once.
package struct Arguments {
    package private(set) var positional: [String] = []
    private var options: [String: String] = [:]
    private var consumed: Set<String> = []

    /// Options that take no value.
    static let flags: Set<String> = ["--help", "-h", "--verbose"]

    package init(_ words: [String]) throws(CLIError) {
        var index = 0
        while index < words.count {
            let word = words[index]
            if word.hasPrefix("-") {
                if Arguments.flags.contains(word) {
                    options[word] = ""
                } else if let equals = word.firstIndex(of: "=") {
                    options[String(word[..<equals])] = String(word[word.index(after: equals)...])
                } else {
                    guard index + 1 < words.count else { throw CLIError("option \(word) needs a value") }
                    options[word] = words[index + 1]
                    index += 1
                }
            } else {
                positional.append(word)
            }
            index += 1
        }
    }

    package mutating func value(_ name: String) -> String? {
        consumed.insert(name)
        return options[name]
    }

    package mutating func flag(_ name: String) -> Bool {
        consumed.insert(name)
        return options[name] != nil
    }

    /// Fails on options the command did not ask for (typos must not pass silently).
    package func checkAllUsed() throws(CLIError) {
        let unknown = options.keys.filter { !consumed.contains($0) }.sorted()
        if !unknown.isEmpty { throw CLIError("unknown option\(unknown.count > 1 ? "s" : "") \(unknown.joined(separator: ", "))") }
    }
}

/// A usage or input error: printed as `gallery: error: …`, exit status 2 for usage, 1 otherwise.
package struct CLIError: Error, CustomStringConvertible {
    package let message: String
    package let isUsage: Bool
    package init(_ message: String, isUsage: Bool = true) { self.message = message; self.isUsage = isUsage }
    package var description: String { message }
}
