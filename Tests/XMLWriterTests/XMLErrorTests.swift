import Testing
import XMLWriter

@Suite struct XMLErrorTests {
    @Test func descriptionWithFullLocation() {
        let error = XMLError(file: "Templates/page.html", line: 12, column: 5, message: "Unexpected end tag : div")
        #expect(error.description == "Templates/page.html:12:5: error: Unexpected end tag : div")
    }

    @Test func descriptionWithPartialLocation() {
        #expect(XMLError(file: "a.html", line: 3, message: "m").description == "a.html:3: error: m")
        #expect(XMLError(file: "a.html", message: "m").description == "a.html: error: m")
        #expect(XMLError(message: "m").description == "error: m")
        // A column without a line is meaningless and is not printed.
        #expect(XMLError(file: "a.html", column: 4, message: "m").description == "a.html: error: m")
    }
}
