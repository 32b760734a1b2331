import GoldenTestSupport
import Testing
@testable import XMLWriter

/// A document keeps its slots' paths up to date as slots are filled, without walking the whole tree after
/// every change: after each of many generated changes, every slot name resolves (or fails, unknown or
/// ambiguous) exactly as in a fresh document of the same tree, which walks the whole of it.
@Suite struct SlotPathTests {
    static let names = ["title", "main", "aside", "footer", "card", "inner", "missing"]
    static let template = """
        <!DOCTYPE html><html><head><title data-slot="title">t</title></head><body>
        <main data-slot="main"><p>intro</p><section data-slot="card">c</section></main>
        <aside data-slot="aside"><div><span data-slot="inner">i</span></div></aside>
        <footer data-slot="footer">f</footer></body></html>
        """

    /// What a lookup of `name` gives: the slot's text, or the error's message.
    static func lookup(_ document: HTMLDocument, _ name: String) -> String {
        do { return "text: " + (try document.text(slot: name)) } catch { return "error: \(error.message)" }
    }

    static func content(_ random: inout SplitMix64) -> [XMLNode] {
        (0..<random.below(3)).map { index -> XMLNode in
            switch random.below(4) {
            case 0: return .text("x\(index)")
            case 1: return .element(XMLElement("b", text: "plain"))
            default:
                // A new slot, now and then one whose name is taken already.
                var element = XMLElement("div", ["data-slot": random.pick(names)], text: "new \(index)")
                if random.below(2) == 0 { element.append(XMLElement("i", ["data-slot": random.pick(["inner", "deep"])], text: "deeper")) }
                return .element(element)
            }
        }
    }

    @Test func slotsResolveAsInAFreshDocumentOfTheSameTree() throws {
        var compared = 0
        for seed in 0..<150 {
            var random = SplitMix64(seed: UInt64(seed))
            let document = try HTMLTemplate(source: Self.template, fileName: "t.html").instantiate()
            for _ in 0..<8 {
                let slot = random.pick(Self.names)
                // Changes to missing or ambiguous slots throw; the document stays as it was.
                switch random.below(3) {
                case 0: try? document.setText(slot, "text \(random.below(100))")
                case 1: try? document.replaceChildren(slot: slot, with: Self.content(&random))
                default: try? document.append(slot: slot, Self.content(&random))
                }
                // The same tree in a document that has not looked up any slot yet: it walks the whole tree.
                let fresh = HTMLDocument(nodes: document.nodes, fileName: document.fileName)
                for name in Self.names + ["deep"] {
                    #expect(Self.lookup(document, name) == Self.lookup(fresh, name), "seed \(seed), slot \(name)")
                    compared += 1
                }
            }
        }
        #expect(compared == 150 * 8 * 8)
    }
}
