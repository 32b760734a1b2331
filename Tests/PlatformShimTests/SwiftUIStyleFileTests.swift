import SwiftUI
import Testing
@testable import StyleKit

/// `ThemedCard` (ThemedCardStyleFile.swift), compiled against the shims, resolved.
@Suite struct SwiftUIStyleFileTests {
    @Test @MainActor func observableMacroAndEnvironmentObjectsWork() throws {
        let theme = Theme()
        theme.x = 7
        let view = ThemedCard().environment(theme).environmentObject(LegacyTheme())
        let tree = try view.resolveNode(in: ResolveContext()).dump
        #expect(tree.contains("Text \"Card 7\" headline 17pt w600 #FF2D55"))
        #expect(tree.contains("Shape RoundedRectangle fill #F2F2F7"))
        #expect(tree.contains("Padding top=12 leading=12 bottom=12 trailing=12"))
    }

    @Test func missingObservableIsAnError() {
        #expect(throws: StyleKitError.missingEnvironmentObject(typeName: "Theme", owner: "ThemedCard")) {
            try ThemedCard().environmentObject(LegacyTheme()).resolveNode(in: ResolveContext())
        }
    }
}

@Suite struct UIImageBridgeTests {
    @Test func uiImagesBecomeSwiftUIImages() throws {
        let star = try #require(DeviceKit.star)
        let tree = try Image(uiImage: star).resolveNode(in: ResolveContext()).dump
        #expect(tree.contains("star.fill"))
        let asset = try #require(UIImage(named: "Logo"))
        var missing: MissingSymbol?
        try Image(uiImage: asset).resolveNode(in: ResolveContext()).visit { if case .symbol(let s) = $0 { missing = s.missing } }
        #expect(missing?.kind == .assetImage && missing?.name == "Logo")
        #expect(try Text(AttributedString("Hello")).resolveNode(in: ResolveContext()).textContent == "Hello")
    }
}

/// Lazy stacks and the older navigation-bar API, as design systems' list screens use them.
@Suite struct LazyStackTests {
    @Test func lazyStacksResolveAsTheirEagerStacksWithEveryChildShown() throws {
        let rows = ["One", "Two", "Three"]
        let lazy = try LazyVStack(alignment: .leading, spacing: 6, pinnedViews: [.sectionHeaders]) {
            ForEach(rows, id: \.self) { Text($0) }
        }.resolveNode(in: ResolveContext()).dump
        let eager = try VStack(alignment: .leading, spacing: 6) { ForEach(rows, id: \.self) { Text($0) } }.resolveNode(in: ResolveContext()).dump
        #expect(lazy == eager && lazy.contains("Text \"Three\""))
        let row = try SwiftUI.LazyHStack(spacing: 2) { Text("a"); Text("b") }.resolveNode(in: ResolveContext()).dump
        #expect(row == (try HStack(spacing: 2) { Text("a"); Text("b") }.resolveNode(in: ResolveContext()).dump))
    }

    @Test func navigationBarItemsLeaveTheViewAsItIs() throws {
        let plain = try Text("Trips").resolveNode(in: ResolveContext()).dump
        let barred = try Text("Trips").navigationBarItems(leading: Text("Back"), trailing: Image(systemName: "star")).resolveNode(in: ResolveContext()).dump
        #expect(barred == plain, "no navigation bar in a component render")
    }
}
