import Foundation

/// A control for choosing one of its options, drawn in the picker style of its environment as iOS draws it
/// at rest (PickerDrawing.swift, docs/reference/controls.md "Pickers").
///
/// The options are the views of `content` as a `List` sees them (ChildViews.swift). Each option stands for
/// its `.tag(_:)`, or for its element's id under a `ForEach`. The option whose tag equals the selection is the
/// one drawn as chosen; with none equal, nothing is chosen.
public nonisolated struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView, MultiView {
    /// A primitive view: StyleKit resolves it itself, so it has no `body`.
    public typealias Body = Never
    let label: Label
    let selection: SelectionValue
    let content: Content
    let currentValueLabel: AnyView?

    /// A picker of the options `content` builds, bound to `selection`, with any label.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label(); self.selection = selection.wrappedValue; self.content = content(); self.currentValueLabel = nil
    }

    /// A picker whose menu button shows `currentValueLabel` rather than the chosen option.
    public init<V: View>(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
                         @ViewBuilder currentValueLabel: () -> V) {
        self.label = label(); self.selection = selection.wrappedValue; self.content = content()
        self.currentValueLabel = AnyView(currentValueLabel())
    }

    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        try PickerDrawing(picker: self, in: context).nodes()
    }

    /// In a list, an inline picker's options are rows of the list, each with a checkmark when chosen; in any
    /// other style the picker is one row.
    package func childViews(in context: ResolveContext) throws(StyleKitError) -> [ChildView] {
        guard context.environment.pickerLook == .inline else { return [ChildView(base: self, context: context)] }
        return try PickerDrawing(picker: self, in: context).inlineRows()
    }

    /// Whether an option's tag stands for the selection: equal, or equal once an optional selection is
    /// unwrapped (a `String?` selection and `.tag("mint")`, as SwiftUI's `tag(_:includeOptional:)` allows).
    func isChosen(_ tag: AnyHashable?) -> Bool {
        guard let tag else { return false }
        if tag == AnyHashable(selection) { return true }
        let mirror = Mirror(reflecting: selection)
        guard mirror.displayStyle == .optional, let wrapped = mirror.children.first?.value as? any Hashable else { return false }
        return tag == AnyHashable(wrapped)
    }
}

extension Picker where Label == Text {
    /// A picker with a text label: `Picker("Flavor", selection: $flavor) { … }`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// A picker with a label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }

    /// A picker with a text label whose menu button shows `currentValueLabel`.
    public init<V: View>(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
                         @ViewBuilder currentValueLabel: () -> V) {
        self.init(selection: selection, content: content, label: { Text(titleKey) }, currentValueLabel: currentValueLabel)
    }
}

extension Picker where Label == StyleKit.Label<Text, Image> {
    /// A picker labelled with a title and a symbol: `Picker("Sort", systemImage: "arrow.up.arrow.down", …)`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
                @ViewBuilder content: () -> Content, fileID: String = #fileID, line: Int = #line) {
        self.init(selection: selection, content: content) { StyleKit.Label(titleKey, systemImage: systemImage, fileID: fileID, line: line) }
    }

    /// A picker labelled with a string title and a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, selection: Binding<SelectionValue>,
                                   @ViewBuilder content: () -> Content, fileID: String = #fileID, line: Int = #line) {
        self.init(selection: selection, content: content) { StyleKit.Label(title, systemImage: systemImage, fileID: fileID, line: line) }
    }
}

// MARK: - Picker styles

/// How pickers look: `.pickerStyle(.segmented)`.
@MainActor @preconcurrency public protocol PickerStyle {}

/// What StyleKit draws for a picker style.
package protocol DrawnPickerStyle {
    nonisolated var look: PickerLook { get }
}

/// The picker styles as they draw.
package enum PickerLook: Hashable, Sendable {
    /// A menu button outside a list, a row with the value and up-down chevrons in a list (iOS 16 and later).
    case menu
    /// A segmented control.
    case segmented
    /// A wheel outside a list; the options as rows with a checkmark in a list.
    case inline
    /// A wheel.
    case wheel
    /// A row with the value and a disclosure chevron.
    case navigationLink
    /// Radio buttons (macOS).
    case radioGroup
}

/// The platform's picker style: a menu on iOS.
public nonisolated struct DefaultPickerStyle: PickerStyle, DrawnPickerStyle {
    public init() {}
    package var look: PickerLook { .menu }
}

/// A menu button that shows the chosen option.
public nonisolated struct MenuPickerStyle: PickerStyle, DrawnPickerStyle {
    public init() {}
    package var look: PickerLook { .menu }
}

/// A segmented control, one segment per option.
public nonisolated struct SegmentedPickerStyle: PickerStyle, DrawnPickerStyle {
    public init() {}
    package var look: PickerLook { .segmented }
}

/// The options inline with the other views of the container.
public nonisolated struct InlinePickerStyle: PickerStyle, DrawnPickerStyle {
    public init() {}
    package var look: PickerLook { .inline }
}

/// A scrolling wheel, the chosen option in its middle.
public nonisolated struct WheelPickerStyle: PickerStyle, DrawnPickerStyle {
    public init() {}
    package var look: PickerLook { .wheel }
}

/// A row that pushes a list of the options.
public nonisolated struct NavigationLinkPickerStyle: PickerStyle, DrawnPickerStyle {
    public init() {}
    package var look: PickerLook { .navigationLink }
}

/// A row of compact options (iOS 17); drawn as a segmented control.
public nonisolated struct PalettePickerStyle: PickerStyle, DrawnPickerStyle {
    public init() {}
    package var look: PickerLook { .segmented }
}

/// Radio buttons, one per option (macOS).
public nonisolated struct RadioGroupPickerStyle: PickerStyle, DrawnPickerStyle {
    public init() {}
    package var look: PickerLook { .radioGroup }
}

nonisolated extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform's picker style.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

nonisolated extension PickerStyle where Self == MenuPickerStyle {
    /// A menu button.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

nonisolated extension PickerStyle where Self == SegmentedPickerStyle {
    /// A segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

nonisolated extension PickerStyle where Self == InlinePickerStyle {
    /// The options inline.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

nonisolated extension PickerStyle where Self == WheelPickerStyle {
    /// A wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

nonisolated extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A row that pushes the options.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

nonisolated extension PickerStyle where Self == PalettePickerStyle {
    /// A row of compact options.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

nonisolated extension PickerStyle where Self == RadioGroupPickerStyle {
    /// Radio buttons (macOS).
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

private struct PickerLookKey: EnvironmentKey { static var defaultValue: PickerLook { .menu } }

extension EnvironmentValues {
    /// How the pickers below draw (`.pickerStyle(_:)`).
    package var pickerLook: PickerLook {
        get { self[PickerLookKey.self] }
        set { self[PickerLookKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws the pickers below in `style`: `.pickerStyle(.segmented)`.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let look = (style as? any DrawnPickerStyle)?.look ?? .menu
        return transformingEnvironment { $0.pickerLook = look }
    }
}
