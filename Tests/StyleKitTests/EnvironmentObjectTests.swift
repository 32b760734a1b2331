import Observation
import Testing
@testable import StyleKit

private final class Theme: ObservableObject {
    @Published var accent: Color = .orange
    @Published var title = "Themed"
    @Published var isOn = true
}

@Observable private final class Palette {
    var name = "ocean"
}

private struct ThemedText: View {
    @EnvironmentObject var theme: Theme
    var body: some View { Text(theme.title).foregroundColor(theme.accent) }
}

private struct ThemedButtonStyle: ButtonStyle {
    @EnvironmentObject var theme: Theme
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.foregroundColor(theme.accent)
    }
}

private struct PaletteName: View {
    @Environment(Palette.self) private var palette
    var body: some View { Text(palette.name) }
}

private struct OptionalPalette: View {
    @Environment(Palette.self) private var palette: Palette?
    var body: some View { Text(palette?.name ?? "none") }
}

private struct Owner: View {
    @StateObject private var model = Theme()
    @ObservedObject var observed: Theme
    var body: some View {
        Toggle(isOn: $observed.isOn) { Text(model.title + " " + observed.title) }
    }
}

@Suite struct EnvironmentObjectTests {
    @Test func environmentObjectIsReadByTypeDuringResolution() throws {
        let theme = Theme()
        theme.title = "Hello"
        let run = try #require(try firstRun(VStack { ThemedText() }.environmentObject(theme)))
        #expect(run.string == "Hello" && run.paint.description == "#FF9500")
    }

    @Test @MainActor func stylesReadEnvironmentObjectsToo() throws {
        let button = Button("Go") {}.buttonStyle(ThemedButtonStyle()).environmentObject(Theme())
        #expect(try firstRun(button)?.paint.description == "#FF9500")
    }

    @Test func aMissingObjectIsAnErrorNamingItsType() throws {
        #expect(throws: StyleKitError.missingEnvironmentObject(typeName: "Theme", owner: "ThemedText")) {
            try dump(VStack { ThemedText() })
        }
        #expect(throws: StyleKitError.missingEnvironmentObject(typeName: "Theme", owner: "ThemedButtonStyle")) {
            try dump(Button("Go") {}.buttonStyle(ThemedButtonStyle()))
        }
        let message = StyleKitError.missingEnvironmentObject(typeName: "Theme", owner: "ThemedText").description
        #expect(message.contains("ThemedText reads an environment object of type Theme") && message.contains(".environmentObject(_:)"))
    }

    @Test func observableObjectsThroughEnvironmentByType() throws {
        let palette = Palette()
        palette.name = "forest"
        #expect(try texts(PaletteName().environment(palette)) == ["forest"])
        #expect(throws: StyleKitError.missingEnvironmentObject(typeName: "Palette", owner: "PaletteName")) { try dump(PaletteName()) }
        #expect(try texts(OptionalPalette()) == ["none"])
        #expect(try texts(OptionalPalette().environment(palette)) == ["forest"])
    }

    @Test @MainActor func stateAndObservedObjectsGiveValuesAndBindings() throws {
        let observed = Theme()
        observed.title = "Mine"
        let out = try dump(Owner(observed: observed))
        #expect(out.contains("Text \"Themed Mine\""))
        #expect(out.contains("value=on"), "the binding reads through the observed object")
        observed.objectWillChange.send()
        let binding = ObservedObject(wrappedValue: observed).projectedValue.isOn
        binding.wrappedValue = false
        #expect(!observed.isOn, "a binding writes to the object")
    }
}
