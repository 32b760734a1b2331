import Foundation
import SwiftUI
import Testing

// Containers of a team's own, written against SwiftUI's subview APIs as design systems write them.

private struct Pinned: _ViewTraitKey {
    static let defaultValue = false
}

/// A pre-iOS 18 container: rows with a divider between each pair, pinned rows bold.
private struct DividedRows: _VariadicView_MultiViewRoot {
    @ViewBuilder
    func body(children: _VariadicView.Children) -> some View {
        let lastID = children.last?.id
        VStack(alignment: .leading, spacing: 0) {
            ForEach(children) { child in
                child.fontWeight(child[Pinned.self] ? .bold : nil)
                if child.id != lastID { Divider() }
            }
        }
    }
}

private struct Divided<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View { _VariadicView.Tree(DividedRows()) { content } }
}

private struct Reversed: _VariadicView_MultiViewRoot {
    func body(children: _VariadicView.Children) -> some View {
        ForEach(children.reversed()) { $0 }
    }
}

// What `@Entry var isHighlighted: Bool = false` expands to (the gallery's copy step writes this; see
// RewriterAndReportTests).
extension ContainerValues {
    var isHighlighted: Bool {
        get { self[HighlightedKey.self] }
        set { self[HighlightedKey.self] = newValue }
    }
    struct HighlightedKey: ContainerValueKey { static var defaultValue: Bool { false } }
}

/// An iOS 18 container: a card per subview, highlighted ones tinted.
private struct Cards<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        VStack(spacing: 8) {
            ForEach(subviews: content) { subview in
                subview.padding(4).background(subview.containerValues.isHighlighted ? Color.yellow : Color.gray)
            }
        }
    }
}

private struct Counted<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        Group(subviews: content) { subviews in
            Text("\(subviews.count) items")
            if let first = subviews.first { first }
            subviews[1...]
        }
    }
}

@Suite struct SubviewsTests {
    @MainActor private func tree(_ view: some View) throws -> String {
        try view.resolveNode(in: ResolveContext()).dump
    }

    @MainActor private func texts(_ dump: String) -> [String] {
        dump.split(separator: "\n").compactMap { line in
            guard let start = line.range(of: "Text \"") else { return nil }
            let rest = line[start.upperBound...]
            return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
        }
    }

    @Test @MainActor func aVariadicRootReceivesTheFlattenedChildrenWithTheirTraits() throws {
        let dump = try tree(Divided {
            Text("One")
            ForEach(["Two", "Three"], id: \.self) { Text($0) }
            Text("Pinned")._trait(Pinned.self, true)
        })
        #expect(texts(dump) == ["One", "Two", "Three", "Pinned"])
        #expect(dump.components(separatedBy: "Divider").count - 1 == 3, "a divider between each pair\n\(dump)")
        #expect(dump.contains("Text \"Pinned\" body 17pt w700") && dump.contains("Text \"One\" body 17pt w400"), "\(dump)")
    }

    @Test @MainActor func aMultiViewRootsChildrenAreChildrenOfTheContainerAbove() throws {
        let dump = try tree(VStack { _VariadicView.Tree(Reversed()) { Text("A"); Text("B"); Text("C") } })
        #expect(texts(dump) == ["C", "B", "A"])
        // In a List the reversed children are rows.
        let list = try tree(List { _VariadicView.Tree(Reversed()) { Text("A"); Text("B") } })
        #expect(texts(list) == ["B", "A"])
        #expect(list.components(separatedBy: "Divider").count - 1 == 1, "two rows, one separator")
    }

    @Test @MainActor func forEachSubviewsReadsContainerValues() throws {
        let dump = try tree(Cards {
            Text("Plain")
            Text("Bright").containerValue(\.isHighlighted, true)
        })
        #expect(texts(dump) == ["Plain", "Bright"])
        #expect(dump.contains("#FFCC00") && dump.contains("#8E8E93"), "one yellow and one gray card\n\(dump)")
    }

    @Test @MainActor func groupSubviewsCountsSlicesAndKeepsEachSubviewsModifiers() throws {
        let dump = try tree(Counted {
            Text("Red").foregroundStyle(Color.red)
            Text("Green")
            Text("Blue")
        })
        #expect(texts(dump) == ["3 items", "Red", "Green", "Blue"])
        #expect(dump.contains("Text \"Red\" body 17pt w400 #FF3B30"), "\(dump)")
    }

    @Test @MainActor func aUnaryAdaptorIsOneChild() throws {
        let dump = try tree(Divided { _UnaryViewAdaptor(Group { Text("A"); Text("B") }); Text("C") })
        #expect(dump.components(separatedBy: "Divider").count - 1 == 1, "two children, not three\n\(dump)")
    }

    @Test @MainActor func aSubviewKeepsItsListRowTraits() throws {
        let dump = try tree(List {
            ForEach(subviews: Group { Text("A").listRowBackground(Color.mint); Text("B") }) { $0 }
        })
        #expect(dump.contains("#00C7BE"), "the row background survives ForEach(subviews:)\n\(dump)")
    }
}
