/// `.automatic`: title and icon, as iOS shows a label outside lists, menus and toolbars.
public nonisolated struct DefaultLabelStyle: LabelStyle, Sendable {
    /// The automatic style (`.labelStyle(.automatic)`).
    public init() {}
    /// The label as title and icon.
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

/// `.titleAndIcon`: the icon, then the title, centred on each other with the default spacing (the exact
/// spacing iOS uses is unpublished; 8 pt, the default, is the choice here).
public nonisolated struct TitleAndIconLabelStyle: LabelStyle, Sendable {
    /// The title-and-icon style (`.labelStyle(.titleAndIcon)`).
    public init() {}
    /// The icon, then the title, in a row.
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon
            configuration.title
        }
    }
}

/// `.titleOnly`: the title alone.
public nonisolated struct TitleOnlyLabelStyle: LabelStyle, Sendable {
    /// The title-only style (`.labelStyle(.titleOnly)`).
    public init() {}
    /// The title alone.
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// `.iconOnly`: the icon alone; the title still names the label for assistive technology.
public nonisolated struct IconOnlyLabelStyle: LabelStyle, Sendable {
    /// The icon-only style (`.labelStyle(.iconOnly)`).
    public init() {}
    /// The icon alone.
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

nonisolated extension LabelStyle where Self == DefaultLabelStyle {
    /// The automatic label style: `.labelStyle(.automatic)`.
    public static var automatic: DefaultLabelStyle { .init() }
}
nonisolated extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The title-and-icon label style: `.labelStyle(.titleAndIcon)`.
    public static var titleAndIcon: TitleAndIconLabelStyle { .init() }
}
nonisolated extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title-only label style: `.labelStyle(.titleOnly)`.
    public static var titleOnly: TitleOnlyLabelStyle { .init() }
}
nonisolated extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon-only label style: `.labelStyle(.iconOnly)`.
    public static var iconOnly: IconOnlyLabelStyle { .init() }
}
