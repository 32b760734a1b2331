import XMLWriter

/// Small builders for page content as `XMLNode`s: every string becomes a DOM text node or attribute
/// value, so nothing inserted can break the markup.
enum HTML {
    static func element(_ name: String, _ attributes: KeyValuePairs<String, String> = [:], _ children: [XMLNode] = []) -> XMLNode {
        .element(XMLElement(name, attributes, children: children))
    }

    static func element(_ name: String, _ attributes: KeyValuePairs<String, String> = [:], text: String) -> XMLNode {
        .element(XMLElement(name, attributes, children: [.text(text)]))
    }

    /// An element with attributes computed at run time (optional ones left out when nil).
    static func element(_ name: String, attributes: [(String, String?)], _ children: [XMLNode] = []) -> XMLNode {
        .element(XMLElement(name, attributes: attributes.compactMap { name, value in value.map { XMLAttribute(name, $0) } }, children: children))
    }

    static func text(_ string: String) -> XMLNode { .text(string) }

    static func link(_ href: String, _ label: String, _ attributes: [(String, String?)] = []) -> XMLNode {
        element("a", attributes: [("href", href)] + attributes, [.text(label)])
    }

    static func list(_ items: [[XMLNode]], class className: String? = nil, ordered: Bool = false) -> XMLNode {
        element(ordered ? "ol" : "ul", attributes: [("class", className)], items.map { element("li", [:], $0) })
    }
}

/// The same builders for content written straight to bytes (``HTMLWriter``): what the component and compare
/// pages, the largest of the site, are written with.
extension HTMLWriter {
    mutating func link(_ href: String, _ label: String, _ attributes: [(StaticString, String?)] = []) {
        element("a", attributes: [("href", href)] + attributes) { $0.text(label) }
    }

    /// A list with an item for each of `items`, whose content `item` writes.
    mutating func list<Items: Sequence>(_ items: Items, class className: String? = nil, ordered: Bool = false,
                                        _ item: (inout HTMLWriter, Items.Element) -> Void) {
        let name: StaticString = ordered ? "ol" : "ul"
        element(name, attributes: [("class", className)]) { html in
            for each in items { html.element("li") { item(&$0, each) } }
        }
    }
}
