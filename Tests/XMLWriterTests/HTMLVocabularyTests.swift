import Testing
@testable import XMLWriter

/// The vocabulary's lookups by packed integer agree with looking the lowercased name up in its set.
@Suite struct HTMLVocabularyTests {
    static func variants(of name: String) -> [String] {
        [name, name.uppercased(), String(name.dropLast()), name + "s", "x" + name, name.capitalized, name + "-x", name + "é"]
    }

    @Test func packedLookupsAgreeWithTheSets() {
        let names = HTMLVocabulary.voidElements.union(HTMLVocabulary.rawTextElements).union(HTMLVocabulary.leadingNewlineElements)
            .union(HTMLVocabulary.booleanAttributes)
            .union(["", "a", "div", "span", "class", "href", "style", "aria-hidden", "aria-checked", "data-open", "abcdefgh", "abcdefghi", "ÄREA"])
        var checked = 0
        for name in names.flatMap(Self.variants) {
            let lower = HTMLVocabulary.asciiLowercase(name)
            #expect(HTMLVocabulary.isVoid(name) == HTMLVocabulary.voidElements.contains(lower), "\(name)")
            #expect(HTMLVocabulary.isRawText(name) == HTMLVocabulary.rawTextElements.contains(lower), "\(name)")
            #expect(HTMLVocabulary.dropsLeadingNewline(name) == HTMLVocabulary.leadingNewlineElements.contains(lower), "\(name)")
            #expect(HTMLVocabulary.isBoolean(name) == HTMLVocabulary.booleanAttributes.contains(lower), "\(name)")
            checked += 1
        }
        #expect(checked > 400)
        #expect(HTMLVocabulary.isVoid("BR") && HTMLVocabulary.isBoolean("AutoFocus") && !HTMLVocabulary.isBoolean("checkedx"))
    }

    @Test func packingKeepsEveryByteOfShortNames() {
        #expect(HTMLVocabulary.packed("a") == 0x61)
        #expect(HTMLVocabulary.packed("Br") == 0x7262)
        #expect(HTMLVocabulary.packed("abcdefgh") != nil && HTMLVocabulary.packed("abcdefghi") == nil)
        #expect(HTMLVocabulary.packed("") == nil && HTMLVocabulary.packed("é") == nil && HTMLVocabulary.packed("br\u{0}") == nil)
        #expect(HTMLVocabulary.packed("ab") != HTMLVocabulary.packed("ba"))
    }
}
