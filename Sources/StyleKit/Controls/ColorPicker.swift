import Foundation

/// A control that opens the system's colour picker (iOS 14), drawn at rest: its label leading and, trailing, a
/// well of the chosen colour inside a ring of the hue circle, 28 points across (the well's size and ring width are
/// StyleGallery's estimates; Apple publishes none). Under `.labelsHidden()` only the well is drawn.
public nonisolated struct ColorPicker<Label: View>: View, PrimitiveView {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    let label: Label
    let selection: Color

    /// A picker of `selection`, labelled with any views.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = selection.wrappedValue
    }

    static var wellSize: CGFloat { 28 }
    static var ringWidth: CGFloat { 3 }

    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        let hues: [Color] = [.red, .yellow, .green, .cyan, .blue, .purple, .red]
        let well = ZStack {
            Circle().strokeBorder(AngularGradient(colors: hues, center: .center), lineWidth: Self.ringWidth)
            Circle().fill(selection).padding(Self.ringWidth + 2)
        }
        .frame(width: Self.wellSize, height: Self.wellSize)
        let hidden = context.environment.labelsHidden
        // A button, as the colour well is (UIColorWell).
        let view = Button(action: {}) {
            HStack {
                if !hidden {
                    label
                    Spacer(minLength: 8)
                }
                well
            }
        }
        .buttonStyle(.plain)
        return try view.resolveNodes(in: context)
    }
}

extension ColorPicker where Label == Text {
    /// A picker of `selection` titled `title`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}
