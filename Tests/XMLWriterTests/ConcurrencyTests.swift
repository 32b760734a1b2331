import Testing
import XMLWriter

@Suite struct ConcurrencyTests {
    static func image(_ seed: Int) -> XMLElement {
        var svg = XMLElement("svg", ["xmlns": "http://www.w3.org/2000/svg", "viewBox": "0 0 100 100"])
        for index in 0..<40 {
            svg.append(XMLElement("rect", ["x": "\(index + seed)", "y": "\(index)", "fill": "#\(index)"]))
            svg.append(XMLElement("text", ["aria-label": "é \(index)"], text: "Label <\(index)> & ✓"))
        }
        return svg
    }

    @Test func concurrentXMLSerializationIsIdentical() async throws {
        let expected = try XMLSerializer.serialize(Self.image(7), options: .init(xmlDeclaration: true, indent: true))
        let results = try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<200 {
                group.addTask {
                    try XMLSerializer.serialize(Self.image(7), options: .init(xmlDeclaration: true, indent: true))
                }
            }
            var all: [[UInt8]] = []
            for try await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 200)
        #expect(results.allSatisfy { $0 == expected })
    }

    @Test func concurrentTemplateUseIsIdentical() async throws {
        let template = try TemplateFixtures.pageTemplate()
        @Sendable func render() throws -> String {
            let document = try template.instantiate()
            try document.setText("title", "Title <&> 👩‍👩‍👧")
            try document.replaceChildren(slot: "main", with: [.element(Self.image(3))])
            document.removeSlotAttributes()
            return try document.serialize()
        }
        let expected = try render()
        let results = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<200 { group.addTask { try render() } }
            var all: [String] = []
            for try await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 200)
        #expect(Set(results) == [expected])
    }

    @Test func concurrentParseErrorsStayOnTheirTask() async throws {
        let messages = await withTaskGroup(of: String.self) { group in
            for index in 0..<100 {
                group.addTask {
                    let source = index.isMultiple(of: 2)
                        ? "<!DOCTYPE html>\n<html><body>\n</div>\n</body></html>"
                        : "<!DOCTYPE html>\n<html><body><p data-slot=\"ok\">x</p></body></html>"
                    do throws(XMLError) {
                        let template = try HTMLTemplate(source: source, fileName: "f\(index).html")
                        return "ok \(template.slotNames)"
                    } catch {
                        return error.description
                    }
                }
            }
            var all: [String] = []
            for await message in group { all.append(message) }
            return all
        }
        #expect(messages.count == 100)
        #expect(messages.filter { $0 == "ok [\"ok\"]" }.count == 50)
        #expect(messages.filter { $0.hasSuffix(":3:7: error: Unexpected end tag : div") }.count == 50)
    }
}
