import Testing
import XMLWriter

@Suite struct HTMLDocumentSlotTests {
    @Test func fillingAPageGivesExactOutput() throws {
        let document = try TemplateFixtures.pageTemplate().instantiate()
        try document.setText("title", "Buttons – Style Gallery")
        try document.setText("css", "body > main { color: #333; }")
        try document.replaceChildren(slot: "nav", with: [
            .element(XMLElement("a", ["href": "/", "aria-current": "page"], text: "Home")),
        ])
        try document.setText("intro", "Hello & welcome")
        try document.setAttribute(slot: "intro", name: "class", value: "lead big")
        try document.append(slot: "main", [
            .element(XMLElement("section", ["id": "s1"], children: [
                .element(XMLElement("h2", text: "Bordered")),
                .comment(" generated "),
            ])),
        ])
        try document.remove(slot: "footer")
        try document.setText("js", "if (a < b && c > d) { go(); }")
        document.removeSlotAttributes()
        #expect(try document.serialize() == """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Buttons – Style Gallery</title>
            <style>body > main { color: #333; }</style>
            </head>
            <body>
            <header><nav><a href="/" aria-current="page">Home</a></nav></header>
            <main><p class="lead big">Hello &amp; welcome</p><section id="s1"><h2>Bordered</h2><!-- generated --></section></main>

            <script>if (a < b && c > d) { go(); }</script>
            </body>
            </html>

            """)
        #expect(document.slotNames().isEmpty)
    }

    @Test func unknownSlotErrorNamesFileAndKnownSlots() throws {
        let document = try TemplateFixtures.pageTemplate().instantiate()
        let error = #expect(throws: XMLError.self) { try document.setText("titel", "x") }
        #expect(error?.description == """
            Templates/page.html: error: unknown slot "titel"; known slots: \
            "title", "css", "nav", "main", "intro", "footer", "js"
            """)
        #expect(throws: XMLError.self) { try document.setAttribute(slot: "nope", name: "id", value: "x") }
        #expect(throws: XMLError.self) { try document.replaceChildren(slot: "nope", with: []) }
        #expect(throws: XMLError.self) { try document.append(slot: "nope", []) }
        #expect(throws: XMLError.self) { try document.remove(slot: "nope") }
        #expect(throws: XMLError.self) { try document.text(slot: "nope") }
    }

    @Test func unknownSlotInDocumentWithoutSlots() throws {
        let document = try TemplateFixtures.document("<p>x</p>")
        #expect(throws: XMLError(file: "t.html", message: "unknown slot \"a\"; the document has no slots")) {
            try document.setText("a", "x")
        }
    }

    @Test func setAttributeReplacesInPlaceAndAppendsNew() throws {
        let document = try TemplateFixtures.document("<a data-slot=\"l\" href=\"/old\" class=\"c\">x</a>")
        try document.setAttribute(slot: "l", name: "href", value: "/new?a=1&b=2")
        try document.setAttribute(slot: "l", name: "title", value: "T")
        #expect(try document.attribute(slot: "l", name: "href") == "/new?a=1&b=2")
        #expect(try TemplateFixtures.body(document)
            == "<a data-slot=\"l\" href=\"/new?a=1&amp;b=2\" class=\"c\" title=\"T\">x</a>")
        try document.removeAttribute(slot: "l", name: "class")
        #expect(try TemplateFixtures.body(document) == "<a data-slot=\"l\" href=\"/new?a=1&amp;b=2\" title=\"T\">x</a>")
    }

    @Test func appendKeepsExistingChildren() throws {
        let document = try TemplateFixtures.document("<ul data-slot=\"list\"><li>a</li></ul>")
        try document.append(slot: "list", [.element(XMLElement("li", text: "b"))])
        try document.append(slot: "list", [.element(XMLElement("li", ["class": "last"], text: "c")), .text("!")])
        #expect(try TemplateFixtures.body(document)
            == "<ul data-slot=\"list\"><li>a</li><li>b</li><li class=\"last\">c</li>!</ul>")
    }

    @Test func replaceChildrenBuildsNestedSVG() throws {
        let document = try TemplateFixtures.document("<figure data-slot=\"fig\">old</figure>")
        let svg = XMLElement("svg", ["xmlns": "http://www.w3.org/2000/svg", "viewBox": "0 0 10 10"], children: [
            .element(XMLElement("linearGradient", ["id": "g"])),
            .element(XMLElement("rect", ["width": "10", "height": "10", "fill": "url(#g)"])),
        ])
        try document.replaceChildren(slot: "fig", with: [.element(svg)])
        #expect(try TemplateFixtures.body(document) == """
            <figure data-slot="fig"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\
            <linearGradient id="g"></linearGradient><rect width="10" height="10" fill="url(#g)"></rect></svg></figure>
            """)
    }

    @Test func removeSlotRemovesNestedSlots() throws {
        let document = try TemplateFixtures.pageTemplate().instantiate()
        try document.remove(slot: "main")
        #expect(document.slotNames() == ["title", "css", "nav", "footer", "js"])
        #expect(throws: XMLError.self) { try document.setText("intro", "x") }
    }

    @Test func insertedSlotsCanBeFilledAndAmbiguityIsAnError() throws {
        let document = try TemplateFixtures.document("<div data-slot=\"outer\"></div>")
        try document.replaceChildren(slot: "outer", with: [.element(XMLElement("span", ["data-slot": "inner"]))])
        try document.setText("inner", "filled")
        #expect(try TemplateFixtures.body(document)
            == "<div data-slot=\"outer\"><span data-slot=\"inner\">filled</span></div>")
        try document.append(slot: "outer", [.element(XMLElement("b", ["data-slot": "inner"]))])
        #expect(throws: XMLError(file: "t.html", message: "slot \"inner\" is ambiguous: 2 elements have it")) {
            try document.setText("inner", "x")
        }
    }

    @Test func scriptAndStyleRefuseTextThatWouldEndThem() throws {
        let document = try TemplateFixtures.pageTemplate().instantiate()
        let error = #expect(throws: XMLError.self) {
            try document.setText("js", "let s = '</script><img src=x onerror=alert(1)>';")
        }
        #expect(error?.description
            == "Templates/page.html: error: text for <script> contains \"</\", which would end the element early")
        #expect(throws: XMLError.self) { try document.setText("css", "a::after { content: '</style>' }") }
        #expect(throws: XMLError.self) { try document.setText("js", "<!--<script>") }
        #expect(throws: XMLError.self) { try document.append(slot: "js", [.text("</")]) }
        #expect(throws: XMLError.self) { try document.append(slot: "js", [.element(XMLElement("b"))]) }
        // The failed calls left the original text alone.
        #expect(try document.text(slot: "js") == "const ready = 1 < 2 && true;")
    }

    @Test func voidSlotCannotTakeChildren() throws {
        let document = try TemplateFixtures.document("<img data-slot=\"img\" src=\"a.png\" alt=\"\">")
        #expect(throws: XMLError(file: "t.html", message: "void element <img> cannot have children")) {
            try document.setText("img", "x")
        }
        try document.setAttribute(slot: "img", name: "alt", value: "A picture")
        #expect(try TemplateFixtures.body(document) == "<img data-slot=\"img\" src=\"a.png\" alt=\"A picture\">")
    }

    @Test func invalidNodesLeaveTheDocumentUnchanged() throws {
        let document = try TemplateFixtures.document("<div data-slot=\"d\">keep</div>")
        let nodes: [XMLNode] = [
            .element(XMLElement("p", text: "fine")),
            .element(XMLElement("p", ["bad name": "x"])),
        ]
        #expect(throws: XMLError(file: "t.html", message: "attribute name in <p> \"bad name\" is not a valid name")) {
            try document.replaceChildren(slot: "d", with: nodes)
        }
        #expect(throws: XMLError(file: "t.html", message: "comment in <div> must not contain \"--\", end with \"-\" or start with \">\"")) {
            try document.append(slot: "d", [.comment("a -- b")])
        }
        #expect(try TemplateFixtures.body(document) == "<div data-slot=\"d\">keep</div>")
    }
}
