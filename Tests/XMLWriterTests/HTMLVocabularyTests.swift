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

/// `isPlainASCIIName` agrees with the rule it states, spelled out byte by byte.
@Suite struct PlainASCIINameTests {
    static func reference(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard let first = bytes.first else { return false }
        let letters = Set((UInt8(ascii: "A")...UInt8(ascii: "Z")).map { $0 } + (UInt8(ascii: "a")...UInt8(ascii: "z")).map { $0 } + [UInt8(ascii: "_"), UInt8(ascii: ":")])
        let others = Set((UInt8(ascii: "0")...UInt8(ascii: "9")).map { $0 } + [UInt8(ascii: "-"), UInt8(ascii: ".")])
        return letters.contains(first) && bytes.dropFirst().allSatisfy { letters.contains($0) || others.contains($0) }
    }

    @Test func everyOneAndTwoByteNameAndLongerOnes() {
        var names = [""]
        for a in 0..<256 {
            names.append(String(decoding: [UInt8(a)], as: UTF8.self))
            for b in stride(from: 0, to: 256, by: 3) { names.append(String(decoding: [UInt8(ascii: "a"), UInt8(b)], as: UTF8.self)) }
        }
        names += ["data-slot", "aria-labelledby", "xlink:href", "_x", "9a", "a b", "é", "aé", "stroke-width", "a.b-c_d:e9", String(repeating: "long-name", count: 20)]
        for name in names { #expect(MarkupValidation.isPlainASCIIName(name) == Self.reference(name), "\(name.debugDescription)") }
    }
}
