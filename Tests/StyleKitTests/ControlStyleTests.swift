import Testing
@testable import StyleKit

private struct Bracketed: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack { Text("["); configuration.icon; configuration.title; Text("]") }
    }
}

/// Adjusts the next style out: wraps the label that style draws.
private struct Wrapping: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack { Text("wrap"); Label(configuration) }
    }
}

private struct Percent: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Text(configuration.fractionCompleted.map { "\(Int($0 * 100))%" } ?? "busy")
            configuration.label
            configuration.currentValueLabel
        }
    }
}

private struct Card: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack { configuration.label; configuration.content }.padding(4)
    }
}

private struct Chevronless: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
            Text(configuration.isExpanded ? "open" : "closed")
            if configuration.isExpanded { configuration.content }
        }
    }
}

@Suite struct ControlStyleTests {
    @Test func labelStylesArrangeTitleAndIcon() throws {
        let label = Label("Favorites", systemImage: "star.fill")
        #expect(try dump(label).hasPrefix("HStack alignment=VCenter spacing=default\n├─ Symbol star.fill"))
        #expect(try dump(label.labelStyle(.titleOnly)) == dump(Text("Favorites")))
        #expect(try texts(label.labelStyle(.iconOnly)).isEmpty)
        #expect(try dump(label.labelStyle(.iconOnly)).hasPrefix("AccessibilityLabel \"Favorites\"\n└─ Symbol star.fill"),
                "an icon-only label is still named by its title")
        #expect(try dump(label.labelStyle(.automatic)) == dump(label.labelStyle(.titleAndIcon)))
        #expect(try texts(label.labelStyle(Bracketed())) == ["[", "Favorites", "]"])
    }

    @Test func labelWithViewBuildersAndNestedStyles() throws {
        let label = Label { Text("Title").bold() } icon: { Circle().frame(width: 8, height: 8) }
        #expect(try texts(label) == ["Title"])
        // The inner Label(configuration) is drawn by the next style out (Bracketed), not by Wrapping again.
        #expect(try texts(label.labelStyle(Wrapping()).labelStyle(Bracketed())) == ["wrap", "[", "Title", "]"])
        #expect(try texts(label.labelStyle(Wrapping())) == ["wrap", "Title"], "next style out is the default")
    }

    @Test func labelStyleReachesLabelsInsideButtons() throws {
        let button = Button {} label: { Label("Delete", systemImage: "xmark") }.labelStyle(.iconOnly)
        #expect(try dump(button).contains("AccessibilityLabel \"Delete\""))
        #expect(try texts(button).isEmpty)
    }

    @Test func progressConfigurationFractionAndLabels() throws {
        #expect(try texts(ProgressView(value: 0.25).progressViewStyle(Percent())) == ["25%"])
        #expect(try texts(ProgressView(value: 30, total: 60).progressViewStyle(Percent())) == ["50%"])
        #expect(try texts(ProgressView(value: 2.0).progressViewStyle(Percent())) == ["100%"], "clamped to 1")
        #expect(try texts(ProgressView(value: -1.0).progressViewStyle(Percent())) == ["0%"], "clamped to 0")
        #expect(try texts(ProgressView().progressViewStyle(Percent())) == ["busy"])
        #expect(try texts(ProgressView("Loading").progressViewStyle(Percent())) == ["busy", "Loading"])
        let full = ProgressView(value: 0.5, total: 1) { Text("Upload") } currentValueLabel: { Text("5 of 10") }
        #expect(try texts(full.progressViewStyle(Percent())) == ["50%", "Upload", "5 of 10"])
        #expect(try texts(ProgressView("Copy", value: nil as Double?).progressViewStyle(Percent())) == ["busy", "Copy"])
    }

    @Test func progressViewIsAnAccessibilityElementWithItsPercentage() throws {
        #expect(try dump(ProgressView("Upload", value: 0.4)).hasPrefix("Accessibility progressIndicator label=\"Upload\" value=40 %"))
        #expect(try dump(ProgressView()).hasPrefix("Accessibility progressIndicator label=\"\"\n"))
    }

    @Test func automaticProgressIsASpinnerOrABar() throws {
        let spinner = try dump(ProgressView())
        #expect(spinner.components(separatedBy: "Shape SpinnerSpoke fill #8E8E93").count - 1 == 8)
        let bar = try dump(ProgressView(value: 0.5))
        #expect(bar.contains("Shape Capsule fill #787880@0.2"), "track in systemFill")
        #expect(bar.contains("GeometryReader"), "the fill is sized from the track's width")
        #expect(try dump(ProgressView(value: 0.5).progressViewStyle(.circular)).contains("Shape ProgressArc stroke 3 #007AFF"))
        #expect(try dump(ProgressView().progressViewStyle(.linear)).contains("Shape Capsule fill #787880@0.2"))
        #expect(try dump(ProgressView().tint(.orange)).contains("SpinnerSpoke fill #FF9500"), "the spinner takes the tint")
    }

    @Test func groupBoxDefaultAndCustomStyles() throws {
        let box = GroupBox("Settings") { Text("Row") }
        let out = try dump(box)
        #expect(out.contains("Text \"Settings\" headline 17pt w600"))
        #expect(out.contains("Shape RoundedRectangle fill #F2F2F7"), "secondary system background")
        #expect(out.contains("Padding top=16 leading=16 bottom=16 trailing=16"))
        #expect(try texts(box.groupBoxStyle(Card())) == ["Settings", "Row"])
        #expect(try texts(GroupBox { Text("Only content") }) == ["Only content"])
        #expect(try texts(GroupBox(label: Text("L")) { Text("C") }) == ["L", "C"])
    }

    @Test func disclosureGroupBindingAndStyle() throws {
        let collapsed = DisclosureGroup("More", isExpanded: .constant(false)) { Text("Hidden") }
        let expanded = DisclosureGroup("More", isExpanded: .constant(true)) { Text("Shown") }
        #expect(try texts(collapsed) == ["More"])
        #expect(try texts(expanded) == ["More", "Shown"])
        #expect(try dump(collapsed).contains("Rotation 0°") && dump(expanded).contains("Rotation 90°"))
        #expect(try dump(expanded).contains("Accessibility button label=\"More\""))
        #expect(try dump(expanded).contains("AccessibilityValue \"expanded\""))
        #expect(try texts(DisclosureGroup("Own state") { Text("x") }) == ["Own state"], "starts collapsed")
        #expect(try texts(expanded.disclosureGroupStyle(Chevronless())) == ["More", "open", "Shown"])
    }

    @Test func disclosureGroupContentIsMadeOnlyWhenShown() throws {
        var made = 0
        let group = DisclosureGroup("Lazy", isExpanded: .constant(false)) { () -> Text in made += 1; return Text("c") }
        _ = try dump(group)
        #expect(made == 0)
        let binding = Binding(get: { true }, set: { _ in })
        _ = try dump(DisclosureGroup("Lazy", isExpanded: binding) { () -> Text in made += 1; return Text("c") })
        #expect(made == 1)
    }

    @Test func styleConfigurationBindingToggles() throws {
        var isExpanded = false
        let binding = Binding(get: { isExpanded }, set: { isExpanded = $0 })
        struct Flip: DisclosureGroupStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.isExpanded.toggle()
                return configuration.label
            }
        }
        _ = try dump(DisclosureGroup("x", isExpanded: binding) { EmptyView() }.disclosureGroupStyle(Flip()))
        #expect(isExpanded, "the configuration's isExpanded writes through to the group's binding")
    }

    @Test func labeledContentIsLabelSpacerSecondaryContent() throws {
        let row = LabeledContent("Version", value: "2.1")
        let out = try dump(row)
        #expect(out.hasPrefix("HStack alignment=VCenter spacing=default\n├─ Text \"Version\" body 17pt w400 #000000\n├─ Spacer"))
        #expect(out.contains("Text \"2.1\" body 17pt w400 #3C3C43@0.6"))
        #expect(try texts(LabeledContent("Name") { Text("A"); Text("B") }) == ["Name", "A", "B"])
        #expect(try texts(LabeledContent { Text("v") } label: { Text("k") }) == ["k", "v"])
    }
}

private struct LabelledSwitch: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.label; Spacer(); Text(configuration.isOn ? "ON" : "OFF") }
    }
}

@Suite("Control labels and animations as real style code uses them")
struct ControlLabelTests {
    /// `.labelsHidden()` hides a custom toggle style's `configuration.label` (mainframeUI's preview, as its
    /// own screenshot shows it), while the toggle keeps the label as its accessibility label.
    @Test func labelsHiddenHidesACustomToggleStylesLabel() throws {
        let toggle = Toggle("Airplane mode", isOn: .constant(true)).toggleStyle(LabelledSwitch())
        let shown = try toggle.resolveNode(in: ResolveContext()).textContent
        #expect(shown.contains("Airplane mode") && shown.contains("ON"))
        let hidden = try toggle.labelsHidden().resolveNode(in: ResolveContext())
        #expect(!hidden.textContent.contains("Airplane mode") && hidden.textContent.contains("ON"))
        var labels: [String] = []
        hidden.visit { if case .accessibility(.element(let element), _) = $0 { labels.append(element.label) } }
        #expect(labels == ["Airplane mode"], "still announced by its label")
    }

    /// `.spring()` is what SwiftUI code writes most (`withAnimation(.spring())`): both springs take it with
    /// their defaults, and the response and damping one is meant.
    @Test func springWithItsDefaultsIsTheResponseAndDampingSpring() {
        #expect(Animation.spring().description == "spring(response: 0.5, damping: 0.825)")
        #expect(Animation.spring(duration: 0.3, bounce: 0.2).description == "spring(0.3s, bounce 0.2)")
    }
}
