import Testing
import XMLWriter

@Suite struct XMLSerializerTests {
    func string(_ element: XMLElement, _ options: XMLSerializer.Options = .init()) throws -> String {
        try XMLSerializer.serializeToString(element, options: options)
    }

    @Test func attributeOrderIsPreserved() throws {
        let svg = XMLElement(
            "svg", ["xmlns": "http://www.w3.org/2000/svg", "width": "10", "height": "5", "viewBox": "0 0 10 5"],
            children: [.element(XMLElement("rect", ["y": "1", "x": "2", "fill": "#fff"]))])
        #expect(try string(svg) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="10" height="5" viewBox="0 0 10 5">\
            <rect y="1" x="2" fill="#fff"/></svg>

            """)
    }

    @Test func xmlDeclarationIsOptional() throws {
        let root = XMLElement("svg", ["xmlns:xlink": "http://www.w3.org/1999/xlink"])
        #expect(try string(root) == "<svg xmlns:xlink=\"http://www.w3.org/1999/xlink\"/>\n")
        #expect(try string(root, .init(xmlDeclaration: true)) == """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns:xlink="http://www.w3.org/1999/xlink"/>

            """)
    }

    @Test func textIsEscaped() throws {
        let text = XMLElement("text", text: "a<b>&c \"q\" 'a' ]]> é\r\n")
        #expect(try string(text) == "<text>a&lt;b&gt;&amp;c &quot;q&quot; 'a' ]]&gt; é&#13;\n</text>\n")
    }

    @Test func attributeValuesAreEscapedAndNonASCIIStaysUTF8() throws {
        // Without the declaration, too (libxml2 would write &#xE9; etc.).
        let element = XMLElement("g", ["aria-label": "<>&\"' é 日本 😀\n\t\r"])
        #expect(try string(element) == "<g aria-label=\"&lt;&gt;&amp;&quot;' é 日本 😀&#10;&#9;&#13;\"/>\n")
    }

    @Test func commentsAreWritten() throws {
        let g = XMLElement("g", children: [.comment(" generated ")])
        #expect(try string(g) == "<g><!-- generated --></g>\n")
    }

    @Test func indentationKeepsMixedContentInline() throws {
        let svg = XMLElement("svg", children: [
            .element(XMLElement("g", children: [
                .element(XMLElement("rect")),
                .element(XMLElement("text", children: [.text("a "), .element(XMLElement("tspan", text: "b"))])),
            ])),
            .comment("c"),
        ])
        #expect(try string(svg, .init(indent: true)) == """
            <svg>
             <g>
              <rect/>
              <text>a <tspan>b</tspan></text>
             </g>
             <!--c-->
            </svg>

            """)
    }

    @Test func outputIsDeterministic() throws {
        func make() -> XMLElement {
            var svg = XMLElement("svg", ["xmlns": "http://www.w3.org/2000/svg"])
            for index in 0..<50 {
                svg.append(XMLElement("rect", ["x": "\(index)", "y": "\(index * 2)", "fill": "hsl(\(index), 50%, 50%)"]))
                svg.append(XMLElement("text", ["x": "\(index)"], text: "Label \(index) & <more> ✓"))
            }
            return svg
        }
        let first = try XMLSerializer.serialize(make())
        let second = try XMLSerializer.serialize(make())
        #expect(first == second)
        #expect(first == (try XMLSerializer.serialize(make())))
    }

    @Test(arguments: [
        ("\u{0}", "U+0000"), ("a\u{1}", "U+0001"), ("\u{1F}", "U+001F"), ("\u{FFFE}", "U+FFFE"), ("\u{FFFF}", "U+FFFF"),
    ])
    func invalidCharactersInTextAreRejected(text: String, codePoint: String) {
        let element = XMLElement("text", text: text)
        #expect(throws: XMLError(message: "text in <text> contains \(codePoint), which is not allowed in XML")) {
            try XMLSerializer.serialize(element)
        }
    }

    @Test func invalidCharactersInAttributesAreRejected() {
        #expect(throws: XMLError(
            message: "value of attribute \"id\" in <g> contains U+0000, which is not allowed in XML"
        )) {
            try XMLSerializer.serialize(XMLElement("g", ["id": "a\u{0}b"]))
        }
    }

    @Test func allowedControlsAndAstralCharactersPass() throws {
        #expect(try string(XMLElement("t", text: "\t\u{D7FF}\u{E000}\u{FFFD}\u{10FFFF}"))
            == "<t>\t\u{D7FF}\u{E000}\u{FFFD}\u{10FFFF}</t>\n")
    }

    @Test func invalidNamesAreRejected() {
        #expect(throws: XMLError(message: "element name \"1rect\" is not a valid name")) {
            try XMLSerializer.serialize(XMLElement("1rect"))
        }
        #expect(throws: XMLError(message: "attribute name in <g> \"a b\" is not a valid name")) {
            try XMLSerializer.serialize(XMLElement("g", ["a b": "1"]))
        }
        #expect(throws: XMLError(message: "element name is empty")) {
            try XMLSerializer.serialize(XMLElement("svg", children: [.element(XMLElement(""))]))
        }
    }

    @Test func duplicateAttributesAreRejected() {
        let element = XMLElement("g", attributes: [XMLAttribute("x", "1"), XMLAttribute("x", "2")])
        #expect(throws: XMLError(message: "duplicate attribute \"x\" in <g>")) {
            try XMLSerializer.serialize(element)
        }
    }

    @Test(arguments: ["a--b", "ends-", ">starts"])
    func malformedCommentsAreRejected(comment: String) {
        #expect(throws: XMLError.self) {
            try XMLSerializer.serialize(XMLElement("g", children: [.comment(comment)]))
        }
    }
}
