import GalleryJSON

/// A command's arguments, parsed against its options: positional words, `--name value`, `--name=value`
/// and flags. Unknown options are usage errors with the closest valid spelling.
struct Arguments {
    private(set) var positional: [String] = []
    /// Every value given for each option, in order (an option without `repeatable` keeps its last).
    private var values: [String: [String]] = [:]

    init(_ words: [String], options: [CommandSpec.Option], command: String) throws(CLIError) {
        let byName = Dictionary(options.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var index = 0
        var onlyOperands = false
        while index < words.count {
            let word = words[index]
            index += 1
            guard !onlyOperands, word.hasPrefix("-"), word != "-" else {
                positional.append(word)
                continue
            }
            if word == "--" { onlyOperands = true; continue }
            let (name, inline) = word.firstIndex(of: "=").map { (String(word[..<$0]), String(word[word.index(after: $0)...])) } ?? (word, nil)
            let spelled = name == "-h" ? "--help" : name
            guard let option = byName[spelled] else {
                let known = options.map(\.name)
                throw CLIError("\(command) has no option \(Escaped.quoted(name))"
                               + DidYouMean.clause(DidYouMean.suggestions(for: name, among: known))
                               + "; see gallery help \(command)")
            }
            if option.value == nil {
                guard inline == nil else { throw CLIError("option \(spelled) takes no value") }
                values[spelled] = [""]
            } else if let inline {
                values[spelled, default: []].append(inline)
            } else {
                guard index < words.count else { throw CLIError("option \(spelled) needs a value (\(option.value!))") }
                values[spelled, default: []].append(words[index])
                index += 1
            }
            if !option.repeatable, let given = values[spelled], given.count > 1 { values[spelled] = [given.last!] }
        }
    }

    func value(_ name: String) -> String? { values[name]?.last }
    /// Every value of a repeatable option, in the order given.
    func all(_ name: String) -> [String] { values[name] ?? [] }
    func flag(_ name: String) -> Bool { values[name] != nil }
}

/// A usage error (exit 2) or, with `isUsage: false`, an input error (exit 3), printed as `gallery: error: …`.
struct CLIError: Error, CustomStringConvertible {
    let message: String
    let isUsage: Bool
    init(_ message: String, isUsage: Bool = true) { self.message = message; self.isUsage = isUsage }
    var description: String { message }
}
