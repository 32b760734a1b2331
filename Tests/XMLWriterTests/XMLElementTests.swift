import Testing
import XMLWriter

@Suite struct XMLElementTests {
    @Test func keyValuePairsKeepLiteralOrder() {
        let rect = XMLElement("rect", ["y": "1", "x": "2", "width": "3", "a": "4"])
        #expect(rect.attributes.map(\.name) == ["y", "x", "width", "a"])
        #expect(rect[attribute: "x"] == "2")
        #expect(rect[attribute: "missing"] == nil)
    }

    @Test func setReplacesInPlaceOrAppends() {
        var rect = XMLElement("rect", ["x": "1", "y": "2"])
        rect.set("x", "10")
        rect.set("fill", "red")
        #expect(rect.attributes == [XMLAttribute("x", "10"), XMLAttribute("y", "2"), XMLAttribute("fill", "red")])
        rect.removeAttribute("y")
        #expect(rect.attributes.map(\.name) == ["x", "fill"])
    }

    @Test func appendBuildsChildren() {
        var g = XMLElement("g")
        g.append(XMLElement("title", text: "T"))
        g.append(text: "t")
        g.append(.comment("c"))
        #expect(g.children == [
            .element(XMLElement("title", children: [.text("T")])), .text("t"), .comment("c"),
        ])
    }
}
