import Foundation
import Testing
@testable import StyleKit
@testable import GalleryLayout

/// A team's view whose body holds two rows: a list takes them as two rows, not one.
private struct TwoRows: View {
    var body: some View {
        Text("Wi-Fi")
        Text("Bluetooth")
    }
}

/// Lists, sections and forms as iOS draws them (GroupedRows.swift; figures and sources in docs/lists.md).
@Suite struct ListLayoutTests {
    let engine = LayoutEngine()
    static let width: CGFloat = 390

    func scene(_ view: some View, palette: Palette = .default) throws -> Scene {
        var environment = EnvironmentValues()
        environment.palette = palette
        return try engine.layout(try view.resolveNode(in: ResolveContext(environment: environment)), width: Self.width)
    }

    func text(_ string: String, in scene: Scene) throws -> SceneText {
        try #require(allTexts(scene.root).first { $0.string == string }, "no text \"\(string)\" in \(allTexts(scene.root).map(\.string))")
    }

    /// The hairlines between rows.
    func separators(in scene: Scene) -> [SceneShape] {
        allShapes(scene.root).filter { $0.role == "paint" && $0.geometry.bounds.height < 1 }
    }

    /// The row cards: paints in the secondary grouped background.
    func cards(in scene: Scene, color: RGBA = RGBA(hex: 0xFFFFFF)) -> [CGRect] {
        allShapes(scene.root).filter { $0.role == "paint" && $0.fill == .solid(color) }.map(\.geometry.bounds)
    }

    var settings: some View {
        List {
            Section {
                Text("Name")
                Text("Email")
            } header: {
                Text("Account")
            } footer: {
                Text("Shown to your team.")
            }
            Section("Devices") {
                TwoRows()
            }
        }
    }

    @Test func insetGroupedSectionsAreRoundedCardsInsetTwentyPoints() throws {
        let result = try scene(settings)
        #expect(result.size.width == Self.width)
        let cards = cards(in: result)
        #expect(cards.count == 2, "one card per section: \(cards)")
        #expect(cards.allSatisfy { $0.minX == 20 && $0.width == Self.width - 40 }, "\(cards)")
        let clips = allGroups(result.root).compactMap(\.clip)
        #expect(clips.count == 2, "each card is clipped to its rounded rectangle")
        // Rows: 44 pt at least, their text 20 pt in from the card.
        for row in ["Name", "Email", "Wi-Fi", "Bluetooth"] {
            #expect(try text(row, in: result).frame.minX == 40, "\(row)")
        }
        let name = try text("Name", in: result), email = try text("Email", in: result)
        #expect(email.frame.minY - name.frame.minY >= 44 + 0.5 - 1e-9, "rows at least 44 pt apart, plus the separator")
        // The page is the grouped background.
        let page = try #require(allShapes(result.root).first { $0.role == "paint" })
        #expect(page.fill == .solid(RGBA(hex: 0xF2F2F7)) && page.geometry.bounds.size == result.size)
    }

    @Test func headersAreUppercasedFootnotesAboveTheirRowsAndFootersBelow() throws {
        let result = try scene(settings)
        let header = try text("ACCOUNT", in: result)
        #expect(header.font.size == 13, "footnote")
        #expect(header.frame.minX == 40, "aligned with the row text")
        let card = cards(in: result)[0]
        #expect(header.frame.maxY <= card.minY && card.minY - header.frame.maxY <= 6 + 1, "6 pt above its rows")
        #expect(header.frame.minY >= 16, "16 pt from the top of the list")
        let footer = try text("Shown to your team.", in: result)
        #expect(footer.font.size == 13 && footer.frame.minX == 40)
        #expect(footer.frame.minY >= card.maxY + 6 && footer.frame.minY < card.maxY + 8, "6 pt below the card")
        #expect(try text("DEVICES", in: result).frame.minY > footer.frame.maxY)
    }

    @Test func iOS26HeadersKeepTheirCase() throws {
        let result = try scene(settings, palette: .ios26)
        #expect(allTexts(result.root).map(\.string).contains("Account"))
        #expect(!allTexts(result.root).map(\.string).contains("ACCOUNT"))
    }

    @Test func increasedProminenceHeadersAreHeadlinesInTheirOwnCase() throws {
        let result = try scene(settings.headerProminence(.increased))
        let header = try text("Account", in: result)
        #expect(header.font.size == 17 && header.font.weight == 600, "headline")
    }

    @Test func rowsAreFlattenedFromForEachGroupsAndTeamViews() throws {
        let names = ["Ada", "Grace", "Linus"]
        let view = List {
            ForEach(names, id: \.self) { Text($0) }
            Group {
                Text("Group A")
                Text("Group B")
            }
            .foregroundStyle(Color.red)
            TwoRows()
            if names.count > 2 { Text("Conditional") }
        }
        let result = try scene(view)
        #expect(cards(in: result).count == 1, "rows outside a section are one section")
        #expect(separators(in: result).count == 7, "eight rows, seven separators")
        #expect(allTexts(result.root).map(\.string) == names + ["Group A", "Group B", "Wi-Fi", "Bluetooth", "Conditional"])
        // The group's modifier applies to each of its rows.
        #expect(try text("Group A", in: result).paint == .solid(RGBA(hex: 0xFF3B30)))
        #expect(try text("Group B", in: result).paint == .solid(RGBA(hex: 0xFF3B30)))
    }

    @Test func separatorsRunFromTheRowTextToTheCardEdge() throws {
        let result = try scene(List { Text("One"); Text("Two"); Text("Three") })
        let lines = separators(in: result)
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.geometry.bounds.minX == 40 && $0.geometry.bounds.maxX == Self.width - 20 }, "\(lines.map(\.geometry.bounds))")
    }

    @Test func rowTraitsSetBackgroundInsetsAndSeparators() throws {
        let view = List {
            Text("Plain")
            Text("Flush").listRowInsets(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
            Text("Red").listRowBackground(Color.red).listRowSeparator(.hidden)
            Text("Tinted").listRowSeparatorTint(Color.blue)
        }
        let result = try scene(view)
        #expect(try text("Flush", in: result).frame.minX == 20, "no insets: the text at the card's edge")
        let red = try #require(allShapes(result.root).first { $0.role == "paint" && $0.fill == .solid(RGBA(hex: 0xFF3B30)) })
        let redText = try text("Red", in: result)
        #expect(red.geometry.bounds.minX == 20 && red.geometry.bounds.width == Self.width - 40 && red.geometry.bounds.contains(redText.frame))
        let lines = separators(in: result)
        #expect(lines.count == 1, "the red row hides its separators above and below: \(lines.map(\.geometry.bounds))")
        #expect(lines.first?.geometry.bounds.minX == 20, "above the flush row: from its leading inset")
        let tinted = try scene(List { Text("A"); Text("B").listRowSeparatorTint(Color.blue) })
        #expect(separators(in: tinted).first?.fill == .solid(RGBA(hex: 0x007AFF)))
    }

    @Test func plainListsRunEdgeToEdgeWithProminentHeaders() throws {
        let result = try scene(settings.listStyle(.plain))
        #expect(try text("Name", in: result).frame.minX == 20)
        let header = try text("Account", in: result)
        #expect(header.font.size == 17 && header.font.weight == 600, "a plain list's header is a headline in its own case")
        #expect(allGroups(result.root).compactMap(\.clip).isEmpty, "no rounded cards")
        let page = try #require(allShapes(result.root).first { $0.role == "paint" })
        #expect(page.fill == .solid(RGBA(hex: 0xFFFFFF)), "the plain background")
        #expect(cards(in: result).allSatisfy { $0.minX == 0 && $0.width == Self.width })
    }

    @Test func groupedListsHaveFullWidthCardsOnTheGroupedBackground() throws {
        let result = try scene(settings.listStyle(.grouped))
        #expect(try text("Name", in: result).frame.minX == 20)
        #expect(try text("ACCOUNT", in: result).frame.minX == 20)
        let cards = cards(in: result)
        #expect(cards.count == 2 && cards.allSatisfy { $0.minX == 0 && $0.width == Self.width }, "\(cards)")
        #expect(allGroups(result.root).compactMap(\.clip).isEmpty)
    }

    @Test func aFormOnIOSIsDrawnAsAnInsetGroupedList() throws {
        let form = try scene(Form {
            Section("Account") { Text("Name"); Text("Email") }
        })
        let list = try scene(List {
            Section("Account") { Text("Name"); Text("Email") }
        })
        #expect(form.size == list.size)
        #expect(allTexts(form.root).map(\.frame) == allTexts(list.root).map(\.frame))
        #expect(cards(in: form) == cards(in: list))
    }

    @Test func hiddenScrollContentBackgroundLeavesThePageBare() throws {
        let result = try scene(settings.scrollContentBackground(.hidden))
        #expect(!allShapes(result.root).contains { $0.fill == .solid(RGBA(hex: 0xF2F2F7)) })
        #expect(cards(in: result).count == 2, "the cards stay")
    }

    @Test func rowSpacingMakesEachRowItsOwnCard() throws {
        let result = try scene(List { Text("One"); Text("Two") }.listRowSpacing(8))
        let cards = cards(in: result)
        #expect(cards.count == 2)
        #expect(cards.count == 2 && abs(cards[1].minY - cards[0].maxY - 8) < 1e-9)
        #expect(separators(in: result).isEmpty)
    }

    @Test func sectionSpacingSetsTheGapBetweenSections() throws {
        let standard = cards(in: try scene(List { Section { Text("A") }; Section { Text("B") } }))
        let custom = cards(in: try scene(List { Section { Text("A") }; Section { Text("B") } }.listSectionSpacing(40)))
        #expect(standard.count == 2 && custom.count == 2)
        #expect(abs(custom[1].minY - custom[0].maxY - 40) < 1e-9)
        #expect(abs(standard[1].minY - standard[0].maxY - (10 + 20)) < 1e-9, "10 below a section, 20 above one without a header")
    }

    @Test func aCollapsedSectionShowsItsHeaderOnly() throws {
        let result = try scene(List {
            Section("Advanced", isExpanded: .constant(false)) { Text("Hidden row") }
            Section("Shown", isExpanded: .constant(true)) { Text("Visible row") }
        })
        let strings = allTexts(result.root).map(\.string)
        #expect(strings == ["ADVANCED", "SHOWN", "Visible row"])
    }

    @Test func inAStackASectionIsItsHeaderContentAndFooter() throws {
        let result = try scene(VStack(alignment: .leading, spacing: 0) {
            Section { Text("Row") } header: { Text("Head") } footer: { Text("Foot") }
        })
        let texts = allTexts(result.root)
        #expect(texts.map(\.string) == ["Head", "Row", "Foot"], "no uppercasing, no cards")
        #expect(texts.allSatisfy { $0.frame.minX == 0 })
        #expect(cards(in: result).isEmpty)
    }
}

func allGroups(_ group: SceneGroup) -> [SceneGroup] {
    group.children.flatMap { node -> [SceneGroup] in
        if case .group(let inner) = node { return [inner] + allGroups(inner) }
        return []
    }
}
