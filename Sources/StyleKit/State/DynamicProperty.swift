/// A stored property of a view that SwiftUI updates before the body runs
/// (developer.apple.com/documentation/swiftui/dynamicproperty): `@State`, `@Environment`, … and a team's own
/// structs that group them (`struct ThemeReader: DynamicProperty { @Environment(\.colorScheme) var scheme }`).
///
/// Here the wrappers read the environment of the body being evaluated, so nothing needs updating: `update()`
/// is never called, as SwiftUI calls it only to refresh stored state between renders. A team property's own
/// `@EnvironmentObject` and `@Environment(Type.self)` are checked with the view's own before its body runs.
public protocol DynamicProperty {
    /// Called before the body is evaluated; the default does nothing.
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing.
    public mutating func update() {}
}

extension State: DynamicProperty {}
extension Binding: DynamicProperty {}
extension Environment: DynamicProperty {}
extension ScaledMetric: DynamicProperty {}
extension FocusState: DynamicProperty {}
extension StateObject: DynamicProperty {}
extension ObservedObject: DynamicProperty {}
extension EnvironmentObject: DynamicProperty {}
