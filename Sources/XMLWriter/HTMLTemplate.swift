internal import CLibXML2

/// A validated HTML page template with named slots (`data-slot="name"`).
///
/// The source is parsed once, with libxml2's HTML parser, into a tree of
/// `XMLNode`s that every `instantiate()` shares until it changes it. HTML5 elements unknown
/// to libxml2 (`main`, `nav`, `svg`, …) are accepted; any other error libxml2
/// reports (unclosed quote, stray end tag, `&x` without `;`, `</x` inside a
/// `<script>`, …) throws an `XMLError` with file, line and column. Named
/// character references that are new in HTML5 (`&check;`) are not known to
/// libxml2 and stay literal text: use the character or `&#…;` instead.
public struct HTMLTemplate: Sendable {
    public static let slotAttribute = "data-slot"

    public let source: String
    public let fileName: String
    /// Slot names in document order.
    public let slotNames: [String]
    /// The parsed document (without its DOCTYPE, which is always written as HTML5's).
    let nodes: [XMLNode]

    public init(source: String, fileName: String) throws(XMLError) {
        let doc = try HTMLParsing.parse(source, fileName: fileName)
        defer { xmlFreeDoc(doc) }
        self.source = source
        self.fileName = fileName
        self.slotNames = try Self.validatedSlots(doc, fileName: fileName)
        self.nodes = try HTMLTree.nodes(from: doc.pointee.children, fileName: fileName)
    }

    /// A fresh, independently mutable document.
    public func instantiate() throws(XMLError) -> HTMLDocument {
        HTMLDocument(nodes: nodes, fileName: fileName)
    }

    private static func validatedSlots(_ doc: xmlDocPtr, fileName: String) throws(XMLError) -> [String] {
        var names: [String] = []
        var lines: [String: Int?] = [:]
        var problem: XMLError?
        HTMLTree.forEachElement(in: doc) { element in
            guard problem == nil, let name = HTMLTree.attribute(element, slotAttribute) else { return }
            let line = HTMLTree.line(element)
            if name.isEmpty {
                problem = XMLError(file: fileName, line: line, message: "empty \(slotAttribute) name")
            } else if let first = lines[name] {
                let where_ = first.map { " on line \($0)" } ?? ""
                problem = XMLError(file: fileName, line: line,
                                   message: "duplicate slot \"\(name)\" (first defined\(where_))")
            } else {
                lines[name] = line
                names.append(name)
            }
        }
        if let problem { throw problem }
        return names
    }
}
