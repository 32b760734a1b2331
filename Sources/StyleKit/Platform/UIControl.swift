import Foundation

// UIKit's controls and windows, main-actor isolated as there, as far as the code of a design system's
// platform views needs them to compile (a representable's `makeUIView` builds them). StyleKit never draws a
// `UIView`: a representable is drawn as a labelled placeholder. Nothing is touched, typed or focused in a
// render, so targets and actions are kept and never sent.

/// A window: the root of a view hierarchy on screen. A render has none.
@MainActor @preconcurrency open class UIWindow: UIView {
    /// The controller whose view fills the window.
    open var rootViewController: UIViewController?
    /// Whether the window takes key events.
    open var isKeyWindow: Bool { false }
    /// Makes the window key and shows it; no effect.
    open func makeKeyAndVisible() {}
    /// Makes the window key; no effect.
    open func makeKey() {}
}

/// The app: its windows and what it opens. A render runs no app, so it has no windows and opens nothing.
@MainActor @preconcurrency open class UIApplication: UIResponder {
    /// The app object.
    public static let shared = UIApplication()
    /// The app's windows: none in a render.
    open var windows: [UIWindow] { [] }
    /// Whether a URL can be opened: no, nothing is opened in a render.
    open func canOpenURL(_ url: URL) -> Bool { false }
    /// Opens a URL: nothing is opened; `completion` is told so.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        completion?(false)
    }
    /// Options of `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only a universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }
    /// The Settings app's URL string.
    public static let openSettingsURLString = "app-settings:"
}

/// A control: a view that sends actions to targets when the user interacts with it.
@MainActor @preconcurrency open class UIControl: UIView {
    /// Whether the control responds; a disabled control is dimmed.
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false
    /// Whether the control is being touched.
    open var isHighlighted = false
    /// The control's state, from the flags above.
    open var state: State {
        var state: State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }
    /// How the content is placed horizontally.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    /// How the content is placed vertically.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center

    private var actions: [(action: UIAction, events: Event)] = []
    /// The targets and actions `addTarget(_:action:for:)` registered (TargetAction.swift).
    var targetActions: [(link: TargetAction, events: Event)] = []

    /// Sends `action` when one of `events` happens: never, in a render.
    open func addAction(_ action: UIAction, for events: Event) { actions.append((action, events)) }
    /// Stops sending `action` for `events`.
    open func removeAction(_ action: UIAction, for events: Event) {
        actions.removeAll { $0.action === action && $0.events == events }
    }
    /// Runs the actions registered for `events` (what UIKit does when they happen).
    open func sendActions(for events: Event) {
        for entry in actions where !entry.events.isDisjoint(with: events) { entry.action.handler(entry.action) }
    }

    /// The events a control sends actions for.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch went down.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A touch went up inside the control.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch went up outside it.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// A touch was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The value changed (switches, sliders).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action (a button's tap, a text field's return).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// Editing began in a text field.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A control's state.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Neither highlighted, selected nor disabled.
        public static let normal: State = []
        /// Being touched.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
    }

    /// Horizontal placement of a control's content.
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centred, at the left or right edge, filling, or at the leading or trailing edge.
        case center, left, right, fill, leading, trailing
    }

    /// Vertical placement of a control's content.
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Centred, at the top or bottom, or filling.
        case center, top, bottom, fill
    }
}

/// An action a control sends: a handler and a title.
@MainActor @preconcurrency public final class UIAction {
    /// The action's title, for menus.
    public let title: String
    let handler: (UIAction) -> Void

    /// An action with a title and a handler.
    public init(title: String = "", handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.handler = handler
    }
}

/// The system pasteboard. A render reads and writes nothing outside itself, so it is empty and keeps what is
/// put on it for the rest of the process only.
@MainActor @preconcurrency public final class UIPasteboard {
    /// The general pasteboard.
    public static let general = UIPasteboard()
    /// The string on the pasteboard.
    public var string: String?
    /// Whether it holds a string.
    public var hasStrings: Bool { string != nil }
    /// The strings on it.
    public var strings: [String]? {
        get { string.map { [$0] } }
        set { string = newValue?.first }
    }
}

/// The edit menu (Cut, Copy, Paste). A render shows no menus.
@MainActor @preconcurrency public final class UIMenuController {
    /// The shared menu controller.
    public static let shared = UIMenuController()
    /// Whether the menu is showing: never.
    public var isMenuVisible: Bool { false }
    /// Shows the menu; no effect.
    public func showMenu(from targetView: UIView, rect targetRect: CGRect) {}
    /// Hides the menu; no effect.
    public func hideMenu() {}
    /// Hides the menu from a view; no effect.
    public func hideMenu(from targetView: UIView) {}
}
