import Testing
import XMLWriter

@Suite struct HostileStringTests {
    static let hostile: [String] = [
        "<script>alert(1)</script>",
        "\"'",
        "\" onmouseover=\"alert(1)",
        "]]>",
        "&amp;",
        "&nbsp; &#60; &lt; &{x}",
        "</title></textarea></p>",
        "<!-- comment --> <![CDATA[x]]>",
        "שלום עולם",
        "مرحبا بالعالم",
        "\u{202E}evil\u{202C} \u{200F}rtl\u{200E}",
        "👩‍👩‍👧‍👦 🏳️‍🌈 👍🏽",
        "non\u{A0}breaking",
        "tab\tand\nnewline",
    ]

    static let source = """
        <!DOCTYPE html>
        <html>
        <head>
        <meta charset="utf-8">
        <title data-slot="title">T</title>
        </head>
        <body>
        <p data-slot="p">P</p>
        <textarea data-slot="area"></textarea>
        <div data-slot="box"></div>
        </body>
        </html>
        """

    @Test(arguments: hostile)
    func roundTripsThroughSerializeAndParse(_ value: String) throws {
        let document = try HTMLTemplate(source: Self.source, fileName: "hostile.html").instantiate()
        try document.setText("title", value)
        try document.setText("p", value)
        try document.setText("area", value)
        try document.setAttribute(slot: "p", name: "title", value: value)
        try document.replaceChildren(slot: "box", with: [
            .element(XMLElement("span", ["data-slot": "span", "data-x": value], text: value)),
        ])
        let html = try document.serialize()

        let reparsed = try HTMLTemplate(source: html, fileName: "reparsed.html")
        #expect(reparsed.slotNames == ["title", "p", "area", "box", "span"])
        let again = try reparsed.instantiate()
        #expect(try again.text(slot: "title") == value)
        #expect(try again.text(slot: "p") == value)
        #expect(try again.text(slot: "area") == value)
        #expect(try again.attribute(slot: "p", name: "title") == value)
        #expect(try again.text(slot: "span") == value)
        #expect(try again.attribute(slot: "span", name: "data-x") == value)
        // Serializing the re-parsed document gives the same bytes.
        #expect(try again.serialize() == html)
    }

    /// The same through an `HTMLWriter`: what it writes for hostile text and attribute values parses back to
    /// the very strings, in an element of their own.
    @Test(arguments: hostile)
    func roundTripsThroughTheWriter(_ value: String) throws {
        var writer = HTMLWriter()
        writer.element("p", ["data-slot": "wp", "title": value]) { $0.text(value) }
        writer.element("textarea", ["data-slot": "warea"], text: value)
        writer.element("span", ["data-slot": "wspan", "data-x": value]) { html in
            html.text(value)
            html.element("b", text: value)
        }
        let document = try HTMLTemplate(source: Self.source, fileName: "hostile.html").instantiate()
        try document.replaceChildren(slot: "box", with: try writer.fragment())
        let html = try document.serialize()

        let again = try HTMLTemplate(source: html, fileName: "reparsed.html").instantiate()
        #expect(try again.text(slot: "wp") == value)
        #expect(try again.attribute(slot: "wp", name: "title") == value)
        #expect(try again.text(slot: "warea") == value)
        #expect(try again.text(slot: "wspan") == value + value)
        #expect(try again.attribute(slot: "wspan", name: "data-x") == value)
        #expect(try again.serialize() == html)
    }

    @Test func scriptTextIsEscapedExactly() throws {
        let document = try TemplateFixtures.document("<p data-slot=\"p\"></p>")
        try document.setText("p", "<script>alert(1)</script>")
        try document.setAttribute(slot: "p", name: "title", value: "\"'<>&")
        #expect(try TemplateFixtures.body(document)
            == "<p data-slot=\"p\" title=\"&quot;'&lt;&gt;&amp;\">&lt;script&gt;alert(1)&lt;/script&gt;</p>")
    }

    @Test func nulIsRejected() throws {
        let document = try TemplateFixtures.document("<p data-slot=\"p\">old</p>")
        #expect(throws: XMLError(
            file: "t.html", message: "text for slot \"p\" contains U+0000, which is not allowed in HTML"
        )) {
            try document.setText("p", "a\u{0}b")
        }
        #expect(throws: XMLError.self) { try document.setAttribute(slot: "p", name: "title", value: "\u{0}") }
        #expect(throws: XMLError.self) { try document.append(slot: "p", [.text("x\u{0}")]) }
        #expect(throws: XMLError.self) {
            try document.append(slot: "p", [.element(XMLElement("b", ["title": "\u{0}"]))])
        }
        #expect(try document.text(slot: "p") == "old")
    }

    @Test(arguments: [0x1, 0x7F, 0x85, 0xFDD0, 0xFFFF, 0x1FFFE] as [UInt32])
    func controlsAndNoncharactersAreRejectedInHTML(_ codePoint: UInt32) throws {
        let value = "a" + String(Unicode.Scalar(codePoint)!)
        let document = try TemplateFixtures.document("<p data-slot=\"p\">old</p>")
        #expect(throws: XMLError.self) { try document.setText("p", value) }
    }

    @Test func carriageReturnsBecomeLineFeeds() throws {
        let document = try TemplateFixtures.document("<p data-slot=\"p\"></p>")
        try document.setText("p", "a\r\nb\rc")
        try document.setAttribute(slot: "p", name: "title", value: "x\r\ny")
        #expect(try TemplateFixtures.body(document) == "<p data-slot=\"p\" title=\"x\ny\">a\nb\nc</p>")
    }

    /// Inserted trees too, at any depth, in texts, attribute values and comments (validation reports the CR
    /// it saw, and only then is the tree normalised); a sibling without one is kept as it is.
    @Test func carriageReturnsInInsertedTreesBecomeLineFeeds() throws {
        let document = try TemplateFixtures.document("<div data-slot=\"d\"></div>")
        var inner = XMLElement("span", ["title": "t\r\nu"], text: "deep\rtext")
        inner.append(.comment(" c\r\n "))
        try document.replaceChildren(slot: "d", with: [.element(XMLElement("b", text: "plain")), .element(XMLElement("i", children: [.element(inner)]))])
        #expect(try TemplateFixtures.body(document)
            == "<div data-slot=\"d\"><b>plain</b><i><span title=\"t\nu\">deep\ntext<!-- c\n --></span></i></div>")
        try document.append(slot: "d", [.text("\r\nend")])
        #expect(try !TemplateFixtures.body(document).contains("\r"))
    }
}
