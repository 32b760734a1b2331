import Foundation

/// A value that views below pass up to views above, reduced in tree order, as SwiftUI's `PreferenceKey`.
///
/// What a still render can do with it: values set with `.preference(key:value:)` are collected while the
/// subtree resolves, so `.backgroundPreferenceValue` / `.overlayPreferenceValue` receive the reduced value of
/// their own subtree in the same pass. What it cannot: `.onPreferenceChange` would write state and need a
/// second render, so its action is never called; and anchors (`anchorPreference`) are only known after layout,
/// so a `GeometryProxy` resolves every anchor against the reader's own bounds.
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value when no view sets one.
    static var defaultValue: Value { get }
    /// Combines the value so far with the next view's value, in tree order.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// nil when no view sets a value.
    public static var defaultValue: Value { nil }
}

/// The preferences a subtree has set so far, innermost collection last.
package final class PreferenceCollector {
    private var frames: [[ObjectIdentifier: Any]] = [[:]]

    /// Records a value for `K` in every collection open above this point (preferences flow all the way up).
    func record<K: PreferenceKey>(_ key: K.Type, _ value: K.Value) {
        for index in frames.indices {
            var current = frames[index][ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
            K.reduce(value: &current) { value }
            frames[index][ObjectIdentifier(key)] = current
        }
    }

    /// Collects what `body` sets, returning the reduced value of `K` (its default when nothing set it).
    func collecting<K: PreferenceKey, R>(_ key: K.Type, _ body: () throws(StyleKitError) -> R) throws(StyleKitError) -> (R, K.Value) {
        frames.append([:])
        defer { frames.removeLast() }
        let result = try body()
        return (result, frames[frames.count - 1][ObjectIdentifier(key)] as? K.Value ?? K.defaultValue)
    }

    /// What is recorded now, to restore when a body is evaluated again (a forced gesture re-renders it).
    var snapshot: [[ObjectIdentifier: Any]] {
        get { frames }
        set { frames = newValue }
    }
}

/// Where an anchor points: a rectangle or a point of the view that set it.
public struct Anchor<Value>: Sendable {
    let source: Source
    /// What an anchor is made from: the view's bounds, or a point or rectangle in them.
    public struct Source: Sendable {
        let resolve: @Sendable (CGRect) -> Value
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { .init { $0 } }
    /// A rectangle in the view's coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { .init { $0.origin == .zero ? r : r.offsetBy(dx: $0.minX, dy: $0.minY) } }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's coordinates.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source { .init { CGPoint(x: $0.minX + p.x, y: $0.minY + p.y) } }
    /// A point at fractions of the view's size.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        .init { CGPoint(x: $0.minX + p.x * $0.width, y: $0.minY + p.y * $0.height) }
    }
    /// The centre of the view.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the top edge.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The middle of the bottom edge.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The middle of the leading edge.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The middle of the trailing edge.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The top leading corner.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The top trailing corner.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The bottom leading corner.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The bottom trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// The anchor's value in this reader's coordinates. Anchors are not tracked through layout: the anchor
    /// is resolved against the reader's own bounds (see `PreferenceKey`).
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.source.resolve(CGRect(origin: .zero, size: size)) }
}

private nonisolated struct _PreferenceModifier<K: PreferenceKey>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let record: (PreferenceCollector) -> Void
    func apply(to content: ContentResolver, in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        let nodes = try content(context)
        record(context.session.preferences)
        return nodes
    }
}

private nonisolated struct _PreferenceLayerModifier<K: PreferenceKey, Layer: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let placement: LayerPlacement
    let alignment: Alignment
    let transform: (K.Value) -> Layer
    func apply(to content: ContentResolver, in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        let (nodes, value) = try context.session.preferences.collecting(K.self) { () throws(StyleKitError) in try content(context) }
        let child: ResolvedNode = nodes.count == 1 ? nodes[0]
            : .stack(StackNode(axis: .vertical, alignment: .center, spacing: nil, children: nodes))
        let layer = try context.evaluate { transform(value) }.resolveNode(in: context)
        return [.layered(placement, alignment: alignment, child: child, layer: layer)]
    }
}

nonisolated extension View {
    /// Sets a preference for the views above.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(_PreferenceModifier<K> { $0.record(K.self, value) })
    }

    /// Changes the value the subtree passes up (`transformPreference`): applied to the key's default here.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(_PreferenceModifier<K> { collector in
            var value = K.defaultValue
            callback(&value)
            collector.record(K.self, value)
        })
    }

    /// Sets a preference from an anchor of this view (resolved later against the reading view's bounds).
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(_PreferenceModifier<K> { $0.record(K.self, transform(Anchor(source: value))) })
    }

    /// Never called in a still render (it would change state and need another render); see `PreferenceKey`.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
        where K.Value: Equatable { self }

    /// Draws what `transform` makes of the subtree's reduced preference value behind this view.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center,
                                                                    @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(_PreferenceLayerModifier<K, V>(placement: .background, alignment: alignment, transform: transform))
    }

    /// Draws what `transform` makes of the subtree's reduced preference value in front of this view.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center,
                                                                 @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(_PreferenceLayerModifier<K, V>(placement: .overlay, alignment: alignment, transform: transform))
    }
}
