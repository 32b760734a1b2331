import GoldenTestSupport
import Testing
import XMLWriter

/// `HTMLWriter` writes what `HTMLDocument` writes for the same content as a tree, byte for byte, and refuses
/// what a tree is refused for.
@Suite struct HTMLWriterTests {
    /// The same content as a tree and through the writer's calls.
    struct Sample {
        var nodes: [XMLNode] = []
        var write: (inout HTMLWriter) -> Void = { _ in }
    }

    /// Element names the generator picks from: plain, void, raw text, a newline-dropping one.
    static let names: [StaticString] = ["div", "span", "p", "td", "img", "input", "pre", "textarea", "a", "ul"]
    static let attributeNames: [StaticString] = ["class", "title", "data-x", "hidden", "checked", "href", "aria-label"]
    static let texts = HostileStringTests.hostile.filter { !$0.contains("\u{0}") }
        + ["", "\nleading newline", "plain", "a\r\nb\rc", "x\u{A0}y"]

    /// A random tree of depth up to `depth`, with its writer calls (a fixed seed: the same samples every run).
    static func sample(_ random: inout SplitMix64, depth: Int) -> Sample {
        var sample = Sample()
        for _ in 0..<random.below(4) {
            if depth == 0 || random.below(3) == 0 {
                let text = texts[random.below(texts.count)]
                sample.nodes.append(.text(text))
                let previous = sample.write
                sample.write = { previous(&$0); $0.text(text) }
                continue
            }
            let name = names[random.below(names.count)]
            var attributes: [(StaticString, String?)] = []
            for attribute in attributeNames where random.below(3) == 0 {
                let value: String? = random.below(5) == 0 ? nil : texts[random.below(texts.count)]
                // Boolean attributes take "" or their own name.
                let isBoolean = "\(attribute)" == "hidden" || "\(attribute)" == "checked"
                attributes.append((attribute, isBoolean ? value.map { _ in "" } : value))
            }
            let isVoid = "\(name)" == "img" || "\(name)" == "input"
            let inner = isVoid ? Sample() : Self.sample(&random, depth: depth - 1)
            let element = XMLElement("\(name)", attributes: attributes.compactMap { name, value in value.map { XMLAttribute("\(name)", $0) } },
                                     children: inner.nodes)
            sample.nodes.append(.element(element))
            let previous = sample.write
            sample.write = { writer in
                previous(&writer)
                writer.element(name, attributes: attributes, inner.write)
            }
        }
        return sample
    }

    @Test func writesWhatTheTreeSerializerWrites() throws {
        var random = SplitMix64(seed: 0x5EED)
        for _ in 0..<400 {
            let sample = Self.sample(&random, depth: 4)
            var writer = HTMLWriter()
            sample.write(&writer)
            let written = try writer.fragment()
            // The tree put into a document's slot and serialised: what every page was made of before the writer.
            let document = try TemplateFixtures.document("<div data-slot=\"box\"></div>")
            try document.replaceChildren(slot: "box", with: sample.nodes)
            let viaTree = try TemplateFixtures.body(document)
            #expect("<div data-slot=\"box\">" + written.string + "</div>" == viaTree)
            // And the fragment in a slot gives the same document.
            let withFragment = try TemplateFixtures.document("<div data-slot=\"box\"></div>")
            try withFragment.replaceChildren(slot: "box", with: written)
            #expect(try TemplateFixtures.body(withFragment) == viaTree)
        }
    }

    @Test func escapesTextAndAttributeValues() throws {
        var writer = HTMLWriter()
        writer.element("p", ["title": "\"'<>&", "class": nil]) { $0.text("<script>alert(1)</script> & \u{A0}") }
        #expect(try writer.fragment().string
            == "<p title=\"&quot;'&lt;&gt;&amp;\">&lt;script&gt;alert(1)&lt;/script&gt; &amp; &nbsp;</p>")
    }

    @Test func booleanAttributesAreBareAndVoidElementsHaveNoEndTag() throws {
        var writer = HTMLWriter()
        writer.element("input", ["type": "checkbox", "checked": ""])
        writer.element("button", ["disabled": "disabled", "hidden": ""], text: "Zoom")
        #expect(try writer.fragment().string == "<input type=\"checkbox\" checked><button disabled hidden=\"\">Zoom</button>")
    }

    @Test func newlinesAreNormalisedAndPreKeepsItsLeadingNewline() throws {
        var writer = HTMLWriter()
        writer.element("pre", ["title": "a\r\nb"]) { $0.text("\nx\ry") }
        #expect(try writer.fragment().string == "<pre title=\"a\nb\">\n\nx\ny</pre>")
    }

    @Test func scriptTextIsWrittenAsItIs() throws {
        var writer = HTMLWriter()
        writer.element("script", text: "if (a < b && c) {}")
        #expect(try writer.fragment().string == "<script>if (a < b && c) {}</script>")
    }

    /// A problem written by `write` and the message it is refused with.
    static func problem(_ number: Int) -> (message: String, write: (inout HTMLWriter) -> Void) {
        switch number {
        case 0: ("text in <td> contains U+0000, which is not allowed in HTML", { $0.element("td", text: "a\u{0}b") })
        case 1: ("value of attribute \"title\" in <p> contains U+0001, which is not allowed in HTML", { $0.element("p", ["title": "\u{1}"]) })
        case 2: ("text in the fragment contains U+FFFE, which is not allowed in HTML", { $0.text("\u{FFFE}") })
        case 3: ("boolean attribute \"checked\" in <input> must be \"\" or \"checked\" (got \"yes\"); remove the attribute to make it false",
                 { $0.element("input", ["checked": "yes"]) })
        case 4: ("void element <img> cannot have children", { $0.element("img") { $0.text("x") } })
        case 5: ("void element <br> cannot have children", { $0.element("br") { $0.element("b") } })
        case 6: ("<script> can only contain text", { $0.element("script") { $0.element("b") } })
        case 7: ("text for <script> contains \"</\", which would end the element early",
                 { $0.element("script") { $0.text("<"); $0.text("/script>") } })
        case 8: ("text for <style> contains \"<!--\", which would end the element early", { $0.element("style", text: "<!--") })
        case 9: ("duplicate attribute \"class\" in <div>", { $0.element("div", ["class": "a", "class": "b"]) })
        case 10: ("element name \"no name\" is not a valid name", { $0.element("no name") })
        default: ("<style> can only contain text", { writer in
            var inner = HTMLWriter()
            inner.element("b", text: "x")
            let fragment = try! inner.fragment()
            writer.element("style") { $0.append(fragment) }
        })
        }
    }

    @Test(arguments: 0...11)
    func refusesWhatATreeIsRefusedFor(_ number: Int) {
        let (message, write) = Self.problem(number)
        var writer = HTMLWriter()
        writer.element("div") { $0.text("fine") }
        write(&writer)
        writer.element("p", text: "\u{0}")  // a later problem: the first is the one thrown
        #expect(throws: XMLError(message: message)) { try writer.fragment() }
    }

    @Test func aDuplicateLeftOutIsNoDuplicate() throws {
        var writer = HTMLWriter()
        writer.element("a", attributes: [("rel", nil), ("href", "#x"), ("rel", "external")]) { $0.text("x") }
        #expect(try writer.fragment().string == "<a href=\"#x\" rel=\"external\">x</a>")
    }

    @Test func fragmentsNest() throws {
        var inner = HTMLWriter()
        inner.element("li", text: "one")
        let fragment = try inner.fragment()
        var writer = HTMLWriter()
        writer.element("ul") { list in
            list.append(fragment)
            list.element("li", text: "two & three")
        }
        #expect(try writer.fragment().string == "<ul><li>one</li><li>two &amp; three</li></ul>")
    }

    // MARK: A fragment in a document's slot

    @Test func aSlotTakesAFragmentAndWhatIsAppendedFollowsIt() throws {
        let document = try TemplateFixtures.document("<main data-slot=\"main\">old</main><p data-slot=\"p\"></p>")
        var writer = HTMLWriter()
        writer.element("h1", text: "Title")
        try document.replaceChildren(slot: "main", with: try writer.fragment())
        try document.append(slot: "main", [.element(XMLElement("p", text: "after"))])
        try document.setText("p", "x")
        #expect(try TemplateFixtures.body(document) == "<main data-slot=\"main\"><h1>Title</h1><p>after</p></main><p data-slot=\"p\">x</p>")
        // Text set afterwards replaces the fragment.
        try document.setText("main", "plain")
        #expect(try TemplateFixtures.body(document) == "<main data-slot=\"main\">plain</main><p data-slot=\"p\">x</p>")
        // So does a tree.
        try document.replaceChildren(slot: "main", with: try writer.fragment())
        try document.replaceChildren(slot: "main", with: [.text("tree")])
        #expect(try TemplateFixtures.body(document) == "<main data-slot=\"main\">tree</main><p data-slot=\"p\">x</p>")
    }

    @Test func aRenamedSlotKeepsItsFragmentAndARemovedOneLosesIt() throws {
        let document = try TemplateFixtures.document("<div data-slot=\"a\"></div><div data-slot=\"b\"></div>")
        var writer = HTMLWriter()
        writer.element("b", text: "bold")
        try document.replaceChildren(slot: "a", with: try writer.fragment())
        try document.setAttribute(slot: "a", name: "data-slot", value: "c")
        #expect(try TemplateFixtures.body(document) == "<div data-slot=\"c\"><b>bold</b></div><div data-slot=\"b\"></div>")
        try document.replaceChildren(slot: "b", with: try writer.fragment())
        try document.removeAttribute(slot: "b", name: "data-slot")
        #expect(try TemplateFixtures.body(document) == "<div data-slot=\"c\"><b>bold</b></div><div></div>")
    }

    @Test func aPreSlotKeepsAFragmentsLeadingNewline() throws {
        let document = try TemplateFixtures.document("<pre data-slot=\"code\"></pre>")
        var writer = HTMLWriter()
        writer.text("\nline")
        try document.replaceChildren(slot: "code", with: try writer.fragment())
        #expect(try TemplateFixtures.body(document) == "<pre data-slot=\"code\">\n\nline</pre>")
    }

    @Test func voidAndRawTextSlotsRefuseFragments() throws {
        let document = try TemplateFixtures.document("<img data-slot=\"image\" alt=\"\"><script data-slot=\"code\"></script>")
        var writer = HTMLWriter()
        writer.text("x")
        let fragment = try writer.fragment()
        #expect(throws: XMLError(file: "t.html", message: "void element <img> cannot have children")) {
            try document.replaceChildren(slot: "image", with: fragment)
        }
        #expect(throws: XMLError(file: "t.html", message: "<script> can only contain text")) {
            try document.replaceChildren(slot: "code", with: fragment)
        }
        try document.replaceChildren(slot: "code", with: HTMLFragment.empty)
    }

    /// A kept fragment's bytes are the same in a buffer of their own size, not the writer's 4 KB.
    @Test func aCompactedFragmentKeepsItsBytesInItsOwnSize() throws {
        var html = HTMLWriter()
        html.element("span", ["class": "badge pass", "title": "Target & size"], text: "Target 24 pt ✓")
        let fragment = try html.fragment()
        #expect(fragment.bytes.capacity >= 4096, "the writer's room, which a kept fragment should not hold")
        let compacted = fragment.compacted
        #expect(compacted == fragment)
        #expect(compacted.bytes.capacity < 2 * fragment.bytes.count)
        #expect(HTMLFragment.empty.compacted == .empty)
    }

    @Test func aWriterGivenRoomWritesTheSameBytesInIt() throws {
        func write(_ html: inout HTMLWriter) {
            for index in 0..<200 { html.element("p", ["class": "row \(index)"], text: "Row \(index) & more") }
        }
        var plain = HTMLWriter(), roomy = HTMLWriter(capacity: 1 << 16)
        write(&plain)
        write(&roomy)
        let (a, b) = (try plain.fragment(), try roomy.fragment())
        #expect(a == b && a.bytes.count > 4096)
        #expect(b.bytes.capacity >= 1 << 16)
    }
}
