import Testing
@testable import GalleryJSON

@Suite("JSONPath rendering")
struct JSONPathTests {
    @Test func rootRendersAsDollar() {
        #expect(JSONPath.root.description == "$")
        #expect(JSONPath.root.jsonPointer == "")
        #expect(JSONPath.root.parent == nil)
    }

    @Test func identifierKeysUseDotNotation() {
        let path = JSONPath.root.appending("themes").appending(2).appending("tokens").appending("button")
            .appending("primary").appending("color")
        #expect(path.description == "$.themes[2].tokens.button.primary.color")
        #expect(path.parent?.description == "$.themes[2].tokens.button.primary")
    }

    @Test(arguments: [
        ("weird key", #"$["weird key"]"#),
        ("a\"b\\c", #"$["a\"b\\c"]"#),
        ("1abc", #"$["1abc"]"#),
        ("$schema", #"$["$schema"]"#),
        ("kebab-case", #"$["kebab-case"]"#),
        ("é", #"$["é"]"#),
        ("", #"$[""]"#),
        ("tab\there", #"$["tab\there"]"#),
        ("_private1", "$._private1"),
        ("A9", "$.A9"),
    ])
    func keyRendering(key: String, rendered: String) {
        #expect(JSONPath.root.appending(key).description == rendered)
    }

    @Test func mixedComponentsAndPointer() {
        let path = JSONPath([.key("a/b"), .index(0), .key("~x"), .key("ok")])
        #expect(path.description == #"$["a/b"][0]["~x"].ok"#)
        #expect(path.jsonPointer == "/a~1b/0/~0x/ok")
        #expect(JSONPath.root.appending(3).appending(.index(4)).description == "$[3][4]")
    }

    @Test func hashableByComponents() {
        let a = JSONPath.root.appending("x").appending(1)
        let b = JSONPath([.key("x"), .index(1)])
        #expect(a == b)
        #expect(Set([a, b]).count == 1)
        #expect(a != JSONPath([.key("x"), .key("1")]))
    }
}
