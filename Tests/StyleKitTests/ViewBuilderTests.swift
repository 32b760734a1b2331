import Testing
@testable import StyleKit

@Suite struct ViewBuilderTests {
    struct Conditional: View {
        let flag: Bool
        let name: String?
        let level: Int
        var body: some View {
            VStack {
                if flag { Text("yes") } else { Text("no") }
                if let name { Text(name) }
                switch level {
                case 0: Text("zero")
                case 1: Text("one")
                default: EmptyView()
                }
                if !flag { Text("only when false") }
            }
        }
    }

    @Test func ifElseIfLetSwitchAndOptionals() throws {
        #expect(try texts(Conditional(flag: true, name: "n", level: 0)) == ["yes", "n", "zero"])
        #expect(try texts(Conditional(flag: false, name: nil, level: 1)) == ["no", "one", "only when false"])
        #expect(try texts(Conditional(flag: true, name: nil, level: 7)) == ["yes"])
    }

    @Test func manyChildrenThroughParameterPacks() throws {
        let view = HStack {
            Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6")
            Text("7"); Text("8"); Text("9"); Text("10"); Text("11"); Text("12")
        }
        #expect(try texts(view) == (1...12).map(String.init))
    }

    @Test func forEachOverRangesAndCollections() throws {
        struct Item: Identifiable { let id: Int; let title: String }
        let view = VStack {
            ForEach(0..<3) { Text("r\($0)") }
            ForEach(["a", "b"], id: \.self) { Text($0) }
            ForEach([Item(id: 1, title: "x")]) { Text($0.title) }
        }
        #expect(try texts(view) == ["r0", "r1", "r2", "a", "b", "x"])
    }

    @Test func groupModifiersApplyToEachChild() throws {
        let view = VStack { Group { Text("a"); Text("b") }.padding(4) }
        let lines = try dump(view).split(separator: "\n")
        #expect(lines.filter { $0.contains("Padding top=4") }.count == 2)
    }

    @Test func anyViewAndTupleViewErase() throws {
        let erased = AnyView(HStack { Text("x"); AnyView(Text("y")) })
        #expect(try texts(erased) == ["x", "y"])
        #expect(try texts(EmptyView()).isEmpty)
    }

    @Test func customViewModifierReceivesContent() throws {
        struct Card: ViewModifier {
            func body(content: Content) -> some View {
                content.padding(8).background(Color.red)
            }
        }
        let out = try dump(Text("card").modifier(Card()))
        #expect(out == """
        Background alignment=HCenter/VCenter
        ├─ Padding top=8 leading=8 bottom=8 trailing=8
        │  └─ Text "card" body 17pt w400 #000000
        └─ background: Paint #FF3B30

        """)
    }
}
