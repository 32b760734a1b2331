import Testing
import XMLWriter

@Suite struct HTMLTemplateTests {
    @Test func slotNamesInDocumentOrder() throws {
        let template = try TemplateFixtures.pageTemplate()
        #expect(template.slotNames == ["title", "css", "nav", "main", "intro", "footer", "js"])
        #expect(try template.instantiate().slotNames() == template.slotNames)
    }

    @Test func html5ElementsAreNotErrors() throws {
        let source = """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8"><title>x</title></head>
            <body><header><nav></nav></header><main><section><article></article><aside></aside></section>
            <search><form><input name="q"></form></search><template><li>x</li></template>
            <details open><summary>s</summary></details><dialog></dialog><figure><figcaption>c</figcaption></figure>
            <picture><source srcset="a.webp"><img src="a.png" alt=""></picture>
            <video controls><source src="a.mp4"><track src="a.vtt"></video>
            <svg viewBox="0 0 1 1"><path d="M0 0"/><circle r="1"></circle></svg></main><footer></footer></body></html>
            """
        let template = try HTMLTemplate(source: source, fileName: "html5.html")
        #expect(template.slotNames.isEmpty)
    }

    @Test func duplicateSlotIsAnErrorWithLines() {
        let source = "<!DOCTYPE html>\n<html><body>\n<p data-slot=\"a\">1</p>\n\n<div data-slot=\"a\">2</div>\n</body></html>"
        #expect(throws: XMLError(file: "dup.html", line: 5, message: "duplicate slot \"a\" (first defined on line 3)")) {
            try HTMLTemplate(source: source, fileName: "dup.html")
        }
        #expect(throws: XMLError.self) {
            try HTMLTemplate(source: "<p data-slot=\"x\"><b data-slot=\"x\"></b></p>", fileName: "nested.html")
        }
    }

    @Test func emptySlotNameIsAnError() {
        let error = #expect(throws: XMLError.self) {
            try HTMLTemplate(source: "<!DOCTYPE html>\n<p data-slot>x</p>", fileName: "e.html")
        }
        #expect(error?.description == "e.html:2: error: empty data-slot name")
    }

    @Test func strayEndTagReportsLineAndColumn() {
        let source = "<!DOCTYPE html>\n<html><body>\n<p>x</p>\n  </div>\n</body></html>\n"
        let error = #expect(throws: XMLError.self) {
            try HTMLTemplate(source: source, fileName: "Templates/stray.html")
        }
        #expect(error?.file == "Templates/stray.html")
        #expect(error?.line == 4)
        #expect(error?.column == 9)
        #expect(error?.description == "Templates/stray.html:4:9: error: Unexpected end tag : div")
    }

    @Test func unclosedAttributeQuoteIsAnError() {
        let source = "<!DOCTYPE html>\n<html><body>\n<div class=\"a>text</div>\n<p>x</p>\n</body></html>\n"
        let error = #expect(throws: XMLError.self) {
            try HTMLTemplate(source: source, fileName: "quote.html")
        }
        #expect(error?.line == 6)
        #expect(error?.message == "AttValue: \" expected (and 1 more error)")
        #expect(error?.description.hasPrefix("quote.html:6:") == true)
    }

    @Test func closeTagInsideScriptIsAnError() {
        let source = "<!DOCTYPE html>\n<html><body>\n<script>let s = '</b>';</script>\n</body></html>"
        let error = #expect(throws: XMLError.self) {
            try HTMLTemplate(source: source, fileName: "script.html")
        }
        #expect(error?.line == 3)
        #expect(error?.message == "Unexpected end tag : b")
    }

    @Test func processingInstructionIsAnErrorWithItsLine() {
        let source = "<!DOCTYPE html>\n<html><body>\n<?php echo 1 ?>\n</body></html>"
        let error = #expect(throws: XMLError.self) { try HTMLTemplate(source: source, fileName: "pi.html") }
        #expect(error?.line == 3)
        #expect(error?.description.hasPrefix("pi.html:3: error: processing instruction <?php …> has no place in HTML") == true)
    }

    @Test func emptyTemplateIsAnError() {
        #expect(throws: XMLError(file: "empty.html", message: "template is empty")) {
            try HTMLTemplate(source: "", fileName: "empty.html")
        }
    }

    @Test func instancesAreIndependent() throws {
        let template = try TemplateFixtures.pageTemplate()
        let first = try template.instantiate()
        let second = try template.instantiate()
        try first.setText("title", "First")
        #expect(try first.text(slot: "title") == "First")
        #expect(try second.text(slot: "title") == "Placeholder")
    }
}
