import Testing
import XMLWriter

@Suite struct HTMLSerializationTests {
    func serialize(_ source: String) throws -> String {
        try HTMLTemplate(source: source, fileName: "s.html").instantiate().serialize()
    }

    @Test func html5DoctypeIsKeptOnce() throws {
        let html = try serialize("<!DOCTYPE html>\n<html><head><title>x</title></head><body></body></html>")
        #expect(html == "<!DOCTYPE html>\n<html><head><title>x</title></head><body></body></html>\n")
    }

    @Test(arguments: [
        "<!doctype html><html><body><p>x</p></body></html>",
        "<html><body><p>x</p></body></html>",
        """
        <!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01//EN" "http://www.w3.org/TR/html4/strict.dtd">
        <html><body><p>x</p></body></html>
        """,
    ])
    func doctypeIsAlwaysHTML5(source: String) throws {
        #expect(try serialize(source) == "<!DOCTYPE html>\n<html><body><p>x</p></body></html>\n")
    }

    @Test func fragmentsGetImpliedHtmlAndBody() throws {
        #expect(try serialize("<p>a</p><div>b</div>") == "<!DOCTYPE html>\n<html><body><p>a</p><div>b</div></body></html>\n")
    }

    @Test func noContentTypeMetaAndUTF8Text() throws {
        let source = """
            <!DOCTYPE html>
            <html lang="fr"><head><meta charset="utf-8"><title>Café ✓</title></head>
            <body><p title="é">Été — 日本 😀</p></body></html>
            """
        let html = try serialize(source)
        #expect(html == """
            <!DOCTYPE html>
            <html lang="fr"><head><meta charset="utf-8"><title>Café ✓</title></head>
            <body><p title="é">Été — 日本 😀</p></body></html>

            """)
        #expect(!html.contains("http-equiv"))
        #expect(!html.contains("Content-Type"))
    }

    @Test func voidElementsHaveNoEndTags() throws {
        let source = """
            <!DOCTYPE html><html><head><meta charset="utf-8"><link rel="icon" href="/i.svg"></head>\
            <body><p>a<br>b<img src="a.png" alt=""><input type="text"></p>\
            <video><source src="a.mp4"><source src="b.webm"><track src="c.vtt"></video><p>x<wbr>y</p><hr></body></html>
            """
        #expect(try serialize(source) == """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8"><link rel="icon" href="/i.svg"></head>\
            <body><p>a<br>b<img src="a.png" alt=""><input type="text"></p>\
            <video><source src="a.mp4"><source src="b.webm"><track src="c.vtt"></video><p>x<wbr>y</p><hr></body></html>

            """)
    }

    @Test func insertedVoidElementsHaveNoEndTags() throws {
        let document = try TemplateFixtures.document("<div data-slot=\"d\"></div>")
        try document.replaceChildren(slot: "d", with: [
            .element(XMLElement("img", ["src": "a.png", "alt": ""])), .element(XMLElement("br")),
            .element(XMLElement("wbr")), .element(XMLElement("source", ["src": "a.mp4"])),
        ])
        #expect(try TemplateFixtures.body(document)
            == "<div data-slot=\"d\"><img src=\"a.png\" alt=\"\"><br><wbr><source src=\"a.mp4\"></div>")
        #expect(throws: XMLError(file: "t.html", message: "void element <br> cannot have children")) {
            try document.append(slot: "d", [.element(XMLElement("br", text: "x"))])
        }
    }

    @Test func unknownElementsKeepEndTags() throws {
        let source = """
            <!DOCTYPE html><html><body><main><nav></nav><section><search></search></section>\
            <svg viewBox="0 0 1 1"><path d="M0 0"/><g><circle r="1"/></g></svg><my-widget></my-widget></main></body></html>
            """
        // libxml2 lower-cases attribute names (`viewbox`), as HTML5 parsing
        // of SVG in HTML then maps back to `viewBox`.
        #expect(try serialize(source) == """
            <!DOCTYPE html>
            <html><body><main><nav></nav><section><search></search></section>\
            <svg viewbox="0 0 1 1"><path d="M0 0"></path><g><circle r="1"></circle></g></svg><my-widget></my-widget></main></body></html>

            """)
    }

    @Test func booleanAttributesAreBare() throws {
        let document = try TemplateFixtures.document(
            "<input data-slot=\"i\" type=\"checkbox\" checked disabled=\"disabled\" required=\"\"><details open data-slot=\"d\"></details>")
        #expect(try TemplateFixtures.body(document)
            == "<input data-slot=\"i\" type=\"checkbox\" checked disabled required><details open data-slot=\"d\"></details>")
        try document.setAttribute(slot: "i", name: "readonly", value: "")
        try document.removeAttribute(slot: "i", name: "checked")
        try document.replaceChildren(slot: "d", with: [.element(XMLElement("button", ["disabled": "disabled"]))])
        #expect(try TemplateFixtures.body(document) == """
            <input data-slot="i" type="checkbox" disabled required readonly>\
            <details open data-slot="d"><button disabled></button></details>
            """)
        #expect(throws: XMLError.self) { try document.setAttribute(slot: "i", name: "disabled", value: "false") }
    }

    @Test func urlAttributesAreNotPercentEscaped() throws {
        let html = try serialize("<!DOCTYPE html><html><body><a href=\"/é.html?x=1&amp;y={2}#frag\">x</a></body></html>")
        #expect(html == "<!DOCTYPE html>\n<html><body><a href=\"/é.html?x=1&amp;y={2}#frag\">x</a></body></html>\n")
    }

    @Test func entitiesAreDecodedAndReEscaped() throws {
        let html = try serialize("<!DOCTYPE html><html><body><p>a&amp;b&lt;c&gt;&nbsp;&eacute;&#x1F600;&quot;</p></body></html>")
        #expect(html == "<!DOCTYPE html>\n<html><body><p>a&amp;b&lt;c&gt;&nbsp;é😀\"</p></body></html>\n")
    }

    @Test func commentsAndWhitespaceArePreserved() throws {
        let source = "<!DOCTYPE html>\n<html>\n<body>\n  <!-- note -->\n  <p>x  y</p>\n</body>\n</html>\n"
        #expect(try serialize(source) == source)
    }

    @Test func preLeadingNewlineSurvives() throws {
        let document = try TemplateFixtures.document("<pre data-slot=\"p\">\ncode</pre>")
        #expect(try document.text(slot: "p") == "code")  // what a browser sees
        #expect(try TemplateFixtures.body(document) == "<pre data-slot=\"p\">code</pre>")
        try document.setText("p", "\nline")
        let body = try TemplateFixtures.body(document)
        #expect(body == "<pre data-slot=\"p\">\n\nline</pre>")
        let reparsed = try TemplateFixtures.document(body).text(slot: "p")
        #expect(reparsed == "\nline")
    }
}
