// Seed 1, "SwiftUI Custom Styling" — "Styled Custom Views": a three-state toggle with its own style
// protocol, configuration, environment key, type eraser and `.tripleToggleStyle(_:)` modifier.
// The article links its implementation as a gist without showing it; this is that pattern written the
// way a SwiftUI developer writes it, with the state announced as an adjustable element.
// In Swift 6 mode, as against SwiftUI: `makeBody` is `@MainActor`, as SwiftUI's own style protocols declare it
// (a style's body builds main-actor views), and the type eraser keeps the style, not a closure over it (a
// main-actor closure capturing the style would send it across isolation).
import SwiftUI

enum TripleState: Int, CaseIterable {
    case low, med, high

    mutating func next() {
        switch self {
        case .low: self = .med
        case .med: self = .high
        case .high: self = .low
        }
    }

    var name: String {
        switch self {
        case .low: return "low"
        case .med: return "medium"
        case .high: return "high"
        }
    }
}

struct TripleToggleStyleConfiguration {
    let label: Text
    @Binding var tripleState: TripleState

    func switchState() {
        tripleState.next()
    }
}

protocol TripleToggleStyle {
    associatedtype Body: View
    typealias Configuration = TripleToggleStyleConfiguration

    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

struct AnyTripleToggleStyle: TripleToggleStyle {
    private let style: any TripleToggleStyle

    init<S: TripleToggleStyle>(_ style: S) {
        self.style = style
    }

    func makeBody(configuration: Configuration) -> some View {
        AnyView(style.makeBody(configuration: configuration))
    }
}

struct TripleToggleStyleKey: EnvironmentKey {
    static var defaultValue: AnyTripleToggleStyle { AnyTripleToggleStyle(DefaultTripleToggleStyle()) }
}

extension EnvironmentValues {
    var tripleToggleStyle: AnyTripleToggleStyle {
        get { self[TripleToggleStyleKey.self] }
        set { self[TripleToggleStyleKey.self] = newValue }
    }
}

extension View {
    func tripleToggleStyle<S: TripleToggleStyle>(_ style: S) -> some View {
        self.environment(\.tripleToggleStyle, AnyTripleToggleStyle(style))
    }
}

struct TripleToggle: View {
    @Environment(\.tripleToggleStyle) var style

    let label: Text
    @Binding var tripleState: TripleState

    var body: some View {
        let configuration = TripleToggleStyleConfiguration(label: label, tripleState: $tripleState)

        return style.makeBody(configuration: configuration)
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(label)
            .accessibilityValue(Text(tripleState.name))
            .accessibilityAdjustableAction { direction in
                switch direction {
                case .increment: if tripleState != .high { tripleState.next() }
                case .decrement: if tripleState != .low { tripleState = tripleState == .high ? .med : .low }
                }
            }
    }
}
