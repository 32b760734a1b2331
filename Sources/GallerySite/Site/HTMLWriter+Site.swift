import XMLWriter

/// Small builders for page content, which every page writes straight to bytes with an ``HTMLWriter``: every
/// string becomes escaped text or an attribute value, so nothing put on a page can break its markup.
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
