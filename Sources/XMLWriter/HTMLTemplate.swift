internal import CLibXML2

/// A validated HTML page template with named slots (`data-slot="name"`).
///
/// The source is parsed with libxml2's HTML parser on `init` (to report
/// errors early) and again on every `instantiate()`. HTML5 elements unknown
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

    public init(source: String, fileName: String) throws(XMLError) {
        let doc = try HTMLParsing.parse(source, fileName: fileName)
        defer { xmlFreeDoc(doc) }
        self.source = source
        self.fileName = fileName
        self.slotNames = try Self.validatedSlots(doc, fileName: fileName)
    }

    /// A fresh, independently mutable document.
    public func instantiate() throws(XMLError) -> HTMLDocument {
        HTMLDocument(doc: try HTMLParsing.parse(source, fileName: fileName), fileName: fileName)
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
