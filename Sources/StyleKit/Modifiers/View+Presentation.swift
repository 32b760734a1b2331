import Foundation

// Presentations — alerts, confirmation dialogs, sheets, full-screen covers, popovers — as style and component
// code declares them (developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:), …/sheet(ispresented:ondismiss:content:)).
// A render draws the view they are attached to, as the screen shows it before anything is presented: the
// presented content is not drawn, even when `isPresented` is true (README, "Not yet").

/// An alert of the iOS 13 API: `.alert(isPresented: $shown) { Alert(title: Text("Saved")) }`.
public struct Alert: Sendable {
    /// The alert's title.
    public let title: Text
    /// The message under the title.
    public let message: Text?
    /// The buttons, primary first.
    public let buttons: [Button]

    /// An alert with one button (an OK button when `dismissButton` is nil).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an alert.
    public struct Button: Sendable {
        /// How the button looks and where it goes.
        public enum Style: Sendable, Equatable {
            /// A regular button.
            case `default`
            /// The button that dismisses without acting (bold, last).
            case cancel
            /// A button that destroys data (red).
            case destructive
        }
        /// The button's style.
        public let style: Style
        /// The button's label.
        public let label: Text
        let action: (@Sendable () -> Void)?

        /// A regular button.
        public static func `default`(_ label: Text, action: (@Sendable () -> Void)? = {}) -> Button {
            Button(style: .default, label: label, action: action)
        }
        /// A cancel button with a custom label.
        public static func cancel(_ label: Text, action: (@Sendable () -> Void)? = {}) -> Button {
            Button(style: .cancel, label: label, action: action)
        }
        /// A cancel button labelled "Cancel".
        public static func cancel(_ action: (@Sendable () -> Void)? = {}) -> Button {
            Button(style: .cancel, label: Text("Cancel"), action: action)
        }
        /// A destructive button.
        public static func destructive(_ label: Text, action: (@Sendable () -> Void)? = {}) -> Button {
            Button(style: .destructive, label: label, action: action)
        }
    }
}

/// A height a sheet may rest at: `.presentationDetents([.medium, .large])`.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case medium, large
        case fraction(CGFloat)
        case height(CGFloat)
    }
    let kind: Kind

    /// About half the screen's height.
    public static let medium = PresentationDetent(kind: .medium)
    /// The full height.
    public static let large = PresentationDetent(kind: .large)
    /// A fraction of the full height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }
    /// A fixed height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }
}

/// Where a popover points from.
public enum PopoverAttachmentAnchor: Sendable {
    /// A rectangle of the view (its bounds by default).
    case rect(Anchor<CGRect>.Source)
    /// A point of the view.
    case point(UnitPoint)
}

/// The `\.dismiss` action: closes the presentation the view is in. A render presents nothing, so calling it
/// does nothing.
public struct DismissAction: Sendable {
    /// Dismisses the current presentation.
    public func callAsFunction() {}
}

/// The `\.isPresented` value: whether the view is in a presentation. False in a render.
private struct IsPresentedKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct DismissKey: EnvironmentKey { static var defaultValue: DismissAction { DismissAction() } }

extension EnvironmentValues {
    /// Whether the view is part of a presentation (a sheet, a popover): never in a render.
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
    /// Dismisses the presentation the view is in.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
}

nonisolated extension View {
    // MARK: Alerts

    /// An alert with actions (iOS 15); its content is not drawn.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }
    /// An alert with a string title and actions.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }
    /// An alert with a text title and actions.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }
    /// An alert with actions and a message.
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View { self }
    /// An alert with a string title, actions and a message.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View { self }
    /// An alert with a text title, actions and a message.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View { self }
    /// An alert about a value, with actions.
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View { self }
    /// An alert about a value, with a string title and actions.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                     @ViewBuilder actions: (T) -> A) -> some View { self }
    /// An alert about a value, with actions and a message.
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { self }
    /// An alert about a value, with a string title, actions and a message.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                              @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { self }
    /// An alert about an error, titled with its description.
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> some View { self }
    /// An alert about an error, with a message.
    public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
                                                           @ViewBuilder message: (E) -> M) -> some View { self }
    /// An alert of the iOS 13 API.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { self }
    /// An alert of the iOS 13 API, shown while `item` is not nil.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View { self }

    // MARK: Confirmation dialogs

    /// A confirmation dialog (an action sheet on iPhone); its content is not drawn.
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View { self }
    /// A confirmation dialog with a string title.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> some View { self }
    /// A confirmation dialog with a text title.
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View { self }
    /// A confirmation dialog with a message.
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View { self }
    /// A confirmation dialog with a string title and a message.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M) -> some View { self }
    /// A confirmation dialog about a value.
    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                               presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View { self }
    /// A confirmation dialog about a value, with a message.
    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic, presenting data: T?,
                                                        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { self }

    // MARK: Sheets, covers, popovers

    /// A sheet; its content is not drawn.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View { self }
    /// A sheet shown while `item` is not nil.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }
    /// A full-screen cover; its content is not drawn.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View { self }
    /// A full-screen cover shown while `item` is not nil.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }
    /// A popover; its content is not drawn.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content) -> some View { self }
    /// A popover shown while `item` is not nil.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge = .top, @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }

    // MARK: What a presented view says about its presentation

    /// The heights the sheet this view is in may rest at.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
    /// The heights the sheet may rest at, and the current one.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View { self }
    /// Whether the sheet shows its drag indicator.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
    /// The sheet's corner radius.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }
    /// The sheet's background.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }
    /// Whether a swipe may dismiss the sheet.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
}
