/// An XML element written as bytes while it is built, for documents made from the leaves up — an SVG render's
/// layers are named and wrapped after their content is made, and its definitions are shared by their bytes —
/// without a tree of ``XMLElement`` values that is checked and walked again to be serialised (docs/profile.md).
///
/// Escaping stays by construction: element and attribute names are `StaticString`s (spelt in the source, never
/// made from input) and every attribute value and text is checked and escaped as it comes in, as
/// ``XMLSerializer`` does for a tree; there is no entry point for markup but another element's. The first problem
/// (a character XML does not allow, a duplicate attribute) is kept with the element and its parents and thrown
/// where the document is written. The bytes are those ``XMLSerializer`` writes for the same
/// tree, indentation included (`XMLByteElementTests` compares the two on generated trees).
public struct XMLByteElement: Sendable {
    public let name: StaticString
    private var attributes: XMLAttributeBytes
    private var content: Content
    /// The first problem in the element, its attributes or its content (boxed: elements are copied as they are
    /// wrapped, and a problem is rare).
    private var firstProblem: XMLProblem?

    public var problem: XMLError? { firstProblem?.error }

    private enum Content: Sendable {
        case elements([XMLByteChild])
        /// Escaped character data (written inline, even when empty: `<title></title>`).
        case text([UInt8])
    }

    /// An element with `attributes` and `children` (none: an empty element, `<rect …/>`).
    public init(_ name: StaticString, _ attributes: XMLAttributeBytes = XMLAttributeBytes(), children: [XMLByteElement] = []) {
        self.init(name, attributes, content: children.map { .element($0) })
    }

    /// An element with `attributes` and `content`: elements, and elements written before (at this element's depth + 1).
    public init(_ name: StaticString, _ attributes: XMLAttributeBytes = XMLAttributeBytes(), content: [XMLByteChild]) {
        self.name = name
        self.attributes = attributes
        self.content = .elements(content)
        if let problem = Self.nameProblem(name) ?? attributes.problem(in: name) ?? content.lazy.compactMap(\.problem).first {
            firstProblem = XMLProblem(problem)
        }
    }

    private static func nameProblem(_ name: StaticString) -> XMLError? {
        name.withUTF8Buffer(MarkupValidation.isPlainASCIIName) ? nil : XMLError(message: "element name \"\(name)\" is not a valid name")
    }

    /// An element whose content is one text.
    public init(_ name: StaticString, _ attributes: XMLAttributeBytes = XMLAttributeBytes(), text: String) {
        self.name = name
        self.attributes = attributes
        var escaped = MarkupBytes(capacity: text.utf8.count)
        escaped.escaped(text, .xmlText)
        content = .text(escaped.bytes)
        var problem = Self.nameProblem(name) ?? attributes.problem(in: name)
        if problem == nil, let scalar = MarkupValidation.disallowedScalar(text, .xml) {
            problem = XMLError(message: "text in <\(name)> \(MarkupValidation.refusal(of: scalar, .xml))")
        }
        firstProblem = problem.map(XMLProblem.init)
    }

    /// Whether the element is called `other`.
    public func isNamed(_ other: StaticString) -> Bool { XMLAttributeBytes.same(name, other) }

    /// Adds `more` after the element's attributes.
    public mutating func add(_ more: XMLAttributeBytes) {
        attributes.append(more)
        noteAttributeProblem()
    }

    /// Puts `first` in front of the element's attributes (an id given once the element is known to be a layer).
    public mutating func prepend(_ first: XMLAttributeBytes) {
        attributes.prepend(first)
        noteAttributeProblem()
    }

    private mutating func noteAttributeProblem() {
        if firstProblem == nil, let problem = attributes.problem(in: name) { firstProblem = XMLProblem(problem) }
    }

    /// The element at `depth` (one space per level for element content, as ``XMLSerializer`` indents), without
    /// a newline before it: `<name attributes…>` and its content, or `<name attributes…/>`.
    public func write(depth: Int, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "<"))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: attributes.bytes)
        switch content {
        case .elements(let children) where children.isEmpty:
            bytes.append(UInt8(ascii: "/"))
            bytes.append(UInt8(ascii: ">"))
            return
        case .elements(let children):
            bytes.append(UInt8(ascii: ">"))
            for child in children {
                Self.newline(depth: depth + 1, into: &bytes)
                switch child {
                case .element(let element): element.write(depth: depth + 1, into: &bytes)
                case .written(let written):
                    precondition(written.depth == depth + 1, "an element written at depth \(written.depth) placed at depth \(depth + 1)")
                    bytes.append(contentsOf: written.bytes)
                }
            }
            Self.newline(depth: depth, into: &bytes)
        case .text(let text):
            bytes.append(UInt8(ascii: ">"))
            bytes.append(contentsOf: text)
        }
        bytes.append(UInt8(ascii: "<"))
        bytes.append(UInt8(ascii: "/"))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: ">"))
    }

    /// A line break and `depth` spaces.
    private static func newline(depth: Int, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\n"))
        for _ in 0..<depth { bytes.append(UInt8(ascii: " ")) }
    }
}

/// A child of an ``XMLByteElement``: an element, or one written before at the depth it is placed at.
public enum XMLByteChild: Sendable {
    case element(XMLByteElement)
    case written(XMLWrittenElement)

    var problem: XMLError? {
        switch self {
        case .element(let element): element.problem
        case .written(let written): written.problem
        }
    }
}

/// An element written once at a known depth (an SVG's definitions, which live at one depth and are shared by
/// their bytes), with its first problem.
public struct XMLWrittenElement: Sendable, Hashable {
    public private(set) var bytes: [UInt8]
    public let depth: Int
    public private(set) var problem: XMLError?
    /// Where the element's attributes begin: after `<` and its name.
    private let nameEnd: Int

    /// `element` written at `depth`.
    public init(_ element: XMLByteElement, depth: Int) {
        var bytes: [UInt8] = []
        element.write(depth: depth, into: &bytes)
        self.bytes = bytes
        self.depth = depth
        problem = element.problem
        nameEnd = 1 + element.name.utf8CodeUnitCount
    }

    /// An element tree (a team's SVG file, read and rewritten) written at `depth` as ``XMLSerializer`` writes it,
    /// checked as it checks a tree.
    public init(_ element: XMLElement, depth: Int) {
        do throws(XMLError) {
            bytes = try XMLSerializer.serialize(element, depth: depth)
            problem = nil
        } catch {
            bytes = []
            problem = error
        }
        self.depth = depth
        nameEnd = 1 + element.name.utf8.count
    }

    /// The element with `first` in front of its own attributes (an id, a region).
    public func prepending(_ first: XMLAttributeBytes) -> XMLWrittenElement {
        var result = self
        guard !bytes.isEmpty else { return result }
        // The start tag's attributes: up to its first `>`, which a value holds only escaped.
        let own = bytes[nameEnd...].firstIndex(of: UInt8(ascii: ">")).map { bytes[nameEnd..<$0] } ?? bytes[nameEnd...]
        var combined = XMLAttributeBytes(written: Array(own.last == UInt8(ascii: "/") ? own.dropLast() : own))
        combined.prepend(first)
        result.bytes.insert(contentsOf: first.bytes, at: nameEnd)
        if result.problem == nil { result.problem = combined.problem(in: "(definition)") }
        return result
    }
}

/// A problem kept with an element, boxed so that an element without one (nearly every element) stays small.
final class XMLProblem: Sendable {
    let error: XMLError
    init(_ error: XMLError) { self.error = error }
}
