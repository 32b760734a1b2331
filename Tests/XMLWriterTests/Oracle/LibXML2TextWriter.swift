import CLibXML2
import XMLWriter

/// The SVG serializer as it was before it wrote bytes itself: the same tree walk issuing libxml2
/// `xmlTextWriter` calls. Kept here, and only here, as the oracle `XMLSerializer` is compared with, so that
/// every SVG keeps the bytes it always had. Trees given to it are valid (the differential test makes them).
enum LibXML2TextWriter {
    static func serialize(_ root: XMLElement, xmlDeclaration: Bool, indent: Bool) -> [UInt8] {
        xmlInitParser()
        let buffer = xmlBufferCreate()!
        defer { xmlBufferFree(buffer) }
        let writer = xmlNewTextWriterMemory(buffer, 0)!
        defer { xmlFreeTextWriter(writer) }
        // Without a document encoding the writer turns non-ASCII attribute characters into `&#x…;`.
        precondition(xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil) >= 0)
        precondition(xmlTextWriterFlush(writer) >= 0)
        let declarationLength = Int(xmlBufferLength(buffer))
        element(root, writer, depth: 0, inline: !indent)
        precondition(xmlTextWriterEndDocument(writer) >= 0)
        precondition(xmlTextWriterFlush(writer) >= 0)
        let bytes = Array(UnsafeBufferPointer(start: xmlBufferContent(buffer), count: Int(xmlBufferLength(buffer))))
        return xmlDeclaration ? bytes : Array(bytes[declarationLength...])
    }

    private static func element(_ element: XMLElement, _ writer: xmlTextWriterPtr, depth: Int, inline: Bool) {
        precondition(xmlTextWriterStartElement(writer, element.name) >= 0)
        for attribute in element.attributes {
            precondition(xmlTextWriterWriteAttribute(writer, attribute.name, attribute.value) >= 0)
        }
        let childrenInline = inline
            || element.children.contains { if case .text = $0 { true } else { false } }
            || element[attribute: "xml:space"] == "preserve"
        for child in element.children {
            if !childrenInline { precondition(xmlTextWriterWriteRaw(writer, "\n" + String(repeating: " ", count: depth + 1)) >= 0) }
            switch child {
            case .element(let child): self.element(child, writer, depth: depth + 1, inline: childrenInline)
            case .text(let string): precondition(xmlTextWriterWriteString(writer, string) >= 0)
            case .comment(let string): precondition(xmlTextWriterWriteComment(writer, string) >= 0)
            }
        }
        if !childrenInline, !element.children.isEmpty {
            precondition(xmlTextWriterWriteRaw(writer, "\n" + String(repeating: " ", count: depth)) >= 0)
        }
        precondition(xmlTextWriterEndElement(writer) >= 0)
    }
}
