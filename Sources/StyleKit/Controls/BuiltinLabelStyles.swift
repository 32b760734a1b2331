/// `.automatic`: title and icon, as iOS shows a label outside lists, menus and toolbars.
public struct DefaultLabelStyle: LabelStyle, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

/// `.titleAndIcon`: the icon, then the title, centred on each other with the default spacing (the exact
/// spacing iOS uses is unpublished; 8 pt, the default, is the choice here).
public struct TitleAndIconLabelStyle: LabelStyle, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon
            configuration.title
        }
    }
}

/// `.titleOnly`: the title alone.
public struct TitleOnlyLabelStyle: LabelStyle, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// `.iconOnly`: the icon alone; the title still names the label for assistive technology.
public struct IconOnlyLabelStyle: LabelStyle, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }
