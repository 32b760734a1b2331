import Foundation
import Testing
@testable import StyleKit

private struct Flavor: Identifiable {
    let id: String
    var name: String { id.capitalized }
}

/// A team's view with two children in its body.
private struct Pair: View {
    var body: some View {
        Text("First")
        Text("Second")
    }
}

/// `View.childViews(in:)`: how List, Picker and Group(subviews:) see their content (ChildViews.swift).
@Suite struct ChildViewsTests {
    let context = ResolveContext()

    func strings(_ children: [ChildView]) throws -> [String] {
        try children.map { child in
            var found: [String] = []
            try child.view.resolveNode(in: child.context).visit { if case .text(let run) = $0 { found.append(run.string) } }
            return found.joined(separator: " ")
        }
    }

    @Test func tuplesGroupsConditionalsAndTeamViewsGiveTheirChildren() throws {
        let show = true, hide = false
        let children = try Group {
            Text("A")
            Group { Text("B"); Text("C") }
            if show { Text("D") } else { Text("never") }
            if hide { Text("hidden") }
            Pair()
            AnyView(Pair())
            EmptyView()
        }.childViews(in: context)
        #expect(try strings(children) == ["A", "B", "C", "D", "First", "Second", "First", "Second"])
    }

    @Test func aPrimitiveViewOrATeamModifierStaysOneChild() throws {
        #expect(try HStack { Text("A"); Text("B") }.childViews(in: context).count == 1)
        #expect(try Text("A").childViews(in: context).count == 1)
        #expect(try Pair().modifier(Boxed()).childViews(in: context).count == 1, "a team's modifier may wrap its content in anything")
    }

    @Test func aPrimitiveModifierOnAGroupAppliesToEachChild() throws {
        let children = try Group { Text("A"); Text("B") }.padding(4).childViews(in: context)
        #expect(children.count == 2)
        for child in children {
            let dump = try child.view.resolveNode(in: child.context).dump
            #expect(dump.hasPrefix("Padding top=4"), "\(dump)")
        }
    }

    @Test func anEnvironmentModifierReachesEachChild() throws {
        let children = try Group { Text("A"); Text("B") }.environment(\.palette, .ios26).childViews(in: context)
        #expect(children.map(\.context.environment.palette) == [.ios26, .ios26])
    }

    @Test func aPortableViewCarriesTheEnvironmentModifiersAboveIt() throws {
        let children = try Group { Text("A"); Text("B") }.font(.title).childViews(in: context)
        #expect(children.count == 2)
        for child in children {
            let inPlace = try child.view.resolveNode(in: child.context).dump
            let elsewhere = try child.portableView.resolveNode(in: ResolveContext()).dump
            #expect(inPlace.contains("title 28pt") && elsewhere == inPlace, "\(elsewhere)")
            #expect(!(try child.view.resolveNode(in: ResolveContext()).dump.contains("title")), "without them the font is lost")
        }
    }

    @Test func forEachTagsEachChildWithItsElementID() throws {
        let flavors = [Flavor(id: "mint"), Flavor(id: "cocoa")]
        let identified = try ForEach(flavors) { Text($0.name) }.childViews(in: context)
        #expect(identified.map(\.traits.tag) == [AnyHashable("mint"), AnyHashable("cocoa")])
        let keyed = try ForEach(["x", "y"], id: \.self) { Text($0) }.childViews(in: context)
        #expect(keyed.map(\.traits.tag) == [AnyHashable("x"), AnyHashable("y")])
        let range = try ForEach(3..<5) { Text("\($0)") }.childViews(in: context)
        #expect(range.map(\.traits.tag) == [AnyHashable(3), AnyHashable(4)])
    }

    @Test func anExplicitTagWinsOverTheElementID() throws {
        let children = try ForEach(["x", "y"], id: \.self) { Text($0).tag($0.uppercased()) }.childViews(in: context)
        #expect(children.map(\.traits.tag) == [AnyHashable("X"), AnyHashable("Y")])
        let untagged = try Text("plain").childViews(in: context)
        #expect(untagged.map(\.traits.tag) == [nil])
    }

    @Test func aRowsOwnTraitsWinOverItsGroups() throws {
        let inner = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4), outer = EdgeInsets(top: 9, leading: 9, bottom: 9, trailing: 9)
        let children = try Group {
            Text("A").listRowInsets(inner)
            Text("B").listRowSeparator(.hidden, edges: .top)
        }
        .listRowInsets(outer)
        .listRowSeparator(.hidden, edges: .bottom)
        .childViews(in: context)
        #expect(children.map(\.traits.rowInsets) == [inner, outer])
        #expect(children.map(\.traits.hiddenSeparators) == [.bottom, .all])
    }

    @Test func traitsDoNotChangeWhatIsDrawn() throws {
        let tagged = try Text("A").tag(1).listRowBackground(Color.red).listRowInsets(nil).resolveNode(in: context).dump
        #expect(tagged == (try Text("A").resolveNode(in: context).dump))
    }
}

private struct Boxed: ViewModifier {
    func body(content: Content) -> some View {
        VStack { content }
    }
}
