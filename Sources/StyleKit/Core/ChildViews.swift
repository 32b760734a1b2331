import Foundation

/// The children of a view as the containers that take them one by one see them — a `List` its rows and
/// sections, a `Picker` its options, `Group(subviews:)` its subviews — in the way SwiftUI flattens them:
/// a `TupleView`, `Group`, `ForEach`, `if`/`else` and a view whose `body` is one of these give their
/// children, not themselves; a modifier on such a group applies to each child (SwiftUI's documentation
/// of `Group`: "modifiers apply to each child"); `ForEach` tags each child with its element's id.
///
/// Resolution stays where it is: a child is a view and the context to resolve it in, resolved by the
/// container when it places it.
package struct ChildView {
    /// The view, without the wrappers below.
    package var base: any View
    /// The context at the child's position: the environment the modifiers above it set.
    package var context: ResolveContext
    /// Primitive modifiers above the child that apply to each child of a group (`.padding()`), outermost last.
    package var wrappers: [(AnyView) -> AnyView] = []
    /// The traits the container reads: `.tag(_:)`, `.listRowBackground(_:)`, …
    package var traits = ChildTraits()
    /// The environment modifiers above the child (already applied to `context`), innermost first, for
    /// `portableView`.
    package var environmentChanges: [(inout EnvironmentValues) -> Void] = []

    package init(base: any View, context: ResolveContext) {
        self.base = base
        self.context = context
    }

    /// The view with its wrappers, ready to resolve in `context`.
    package var view: AnyView {
        var view = AnyView(base)
        for wrap in wrappers { view = wrap(view) }
        return view
    }

    /// The view with its wrappers and its environment modifiers, to resolve in another context than its own:
    /// a `Picker` draws its options inside its own drawing, under the environment it sets (a segment's font).
    package var portableView: AnyView {
        var view = self.view
        for change in environmentChanges { view = AnyView(view.transformingEnvironment(change)) }
        return view
    }

    /// This child as a child of `parent`'s content (a row of a `Section`, a cell of a `GridRow`): the
    /// parent's modifiers apply to it too, and its own traits win over the parent's.
    package func inheriting(from parent: ChildView) -> ChildView {
        var child = self
        child.wrappers += parent.wrappers
        child.environmentChanges += parent.environmentChanges
        child.traits = traits.merged(over: parent.traits)
        return child
    }

    /// `view`'s wrappers applied to another view (a section's rows take the section's modifiers).
    package func wrapping(_ other: AnyView) -> AnyView {
        var view = other
        for wrap in wrappers { view = wrap(view) }
        return view
    }

    /// The child resolved where it stands.
    package func resolveNodes() throws(StyleKitError) -> [ResolvedNode] {
        try view.resolveNodes(in: context)
    }
}

/// Values that a child gives the container holding it, rather than drawing them (SwiftUI's view traits).
package struct ChildTraits {
    /// `.tag(_:)`, or the element's id under a `ForEach`: which selection value a `Picker` option stands for.
    package var tag: AnyHashable?
    /// `.listRowBackground(_:)`.
    package var rowBackground: AnyView?
    /// `.listRowInsets(_:)`.
    package var rowInsets: EdgeInsets?
    /// `.listRowSeparator(_:edges:)`: the edges whose separator is hidden.
    package var hiddenSeparators: VerticalEdge.Set = []
    /// `.listRowSeparatorTint(_:edges:)`.
    package var separatorTint: Color?
    /// Values of a team's keys: `._trait(Key.self, value)` and `.containerValue(\.key, value)` (Subviews.swift).
    package var custom: [ObjectIdentifier: Any] = [:]
    /// `.previewDisplayName(_:)`: the name of one preview of a `PreviewProvider`'s `previews`.
    package var previewDisplayName: String?

    package init() {}

    /// These traits where they are set, `outer`'s elsewhere: a row's own traits win over its section's.
    package func merged(over outer: ChildTraits) -> ChildTraits {
        var merged = self
        if merged.tag == nil { merged.tag = outer.tag }
        if merged.rowBackground == nil { merged.rowBackground = outer.rowBackground }
        if merged.rowInsets == nil { merged.rowInsets = outer.rowInsets }
        merged.hiddenSeparators.formUnion(outer.hiddenSeparators)
        if merged.separatorTint == nil { merged.separatorTint = outer.separatorTint }
        merged.custom.merge(outer.custom) { own, _ in own }
        if merged.previewDisplayName == nil { merged.previewDisplayName = outer.previewDisplayName }
        return merged
    }
}

/// A view that stands for several children (or none) when a container takes its content apart.
package protocol MultiView {
    func childViews(in context: ResolveContext) throws(StyleKitError) -> [ChildView]
}

nonisolated extension View {
    /// The children of this view, flattened as SwiftUI does for a `List`, a `Picker` or `Group(subviews:)`.
    package func childViews(in context: ResolveContext) throws(StyleKitError) -> [ChildView] {
        if let multi = self as? any MultiView {
            return try multi.childViews(in: context)
        }
        if self is any PrimitiveView || self is any _PlatformViewPlaceholder || Body.self == Never.self {
            return [ChildView(base: self, context: context)]
        }
        // A team's view: its body's children are the children (a `Rows` view whose body holds two
        // `Text`s gives two rows; its `Section`s are sections of the list).
        try context.checkRequirements(of: self)
        let body = context.evaluate { StyleCodeIsolation.call(self) { $0.body } }
        return try body.childViews(in: context)
    }
}

extension TupleView: MultiView {
    package func childViews(in context: ResolveContext) throws(StyleKitError) -> [ChildView] {
        var all: [ChildView] = []
        for child in children { all += try child.childViews(in: context) }
        return all
    }
}

extension Group: MultiView {
    package func childViews(in context: ResolveContext) throws(StyleKitError) -> [ChildView] {
        try content.childViews(in: context)
    }
}

extension EmptyView: MultiView {
    package func childViews(in context: ResolveContext) -> [ChildView] { [] }
}

extension _ConditionalContent: MultiView {
    package func childViews(in context: ResolveContext) throws(StyleKitError) -> [ChildView] {
        switch storage {
        case .trueContent(let view): return try view.childViews(in: context)
        case .falseContent(let view): return try view.childViews(in: context)
        }
    }
}

extension Optional: MultiView where Wrapped: View {
    package func childViews(in context: ResolveContext) throws(StyleKitError) -> [ChildView] {
        switch self {
        case .some(let view): return try view.childViews(in: context)
        case .none: return []
        }
    }
}

extension AnyView: MultiView {
    package func childViews(in context: ResolveContext) throws(StyleKitError) -> [ChildView] {
        try children(context)
    }
}

extension ForEach: MultiView {
    package func childViews(in context: ResolveContext) throws(StyleKitError) -> [ChildView] {
        var all: [ChildView] = []
        for (offset, element) in try elements(in: context).enumerated() {
            // The element's id is the tag of what it makes (SwiftUI: a Picker over a ForEach needs no `.tag`);
            // a constant range's element is its own id.
            let tag: AnyHashable = id.map { AnyHashable(element[keyPath: $0]) } ?? AnyHashable((element as? Int) ?? offset)
            for var child in try content(element).childViews(in: context) {
                if child.traits.tag == nil { child.traits.tag = tag }
                all.append(child)
            }
        }
        return all
    }
}

extension ModifiedContent: MultiView where Content: View, Modifier: ViewModifier {
    package func childViews(in context: ResolveContext) throws(StyleKitError) -> [ChildView] {
        if let environment = modifier as? _EnvironmentModifier {
            // The children are made and resolved under the changed environment.
            return try content.childViews(in: context.with(environment.transform)).map { child in
                var child = child
                child.environmentChanges.append(environment.transform)
                return child
            }
        }
        guard modifier is any PrimitiveModifier else {
            // A team's modifier may wrap its content in anything: it stays one child.
            return [ChildView(base: self, context: context)]
        }
        let inner = try content.childViews(in: context)
        if inner.count == 1, !(inner[0].base is any SectionView), inner[0].wrappers.isEmpty {
            // One child: the modified view is that child, traits kept.
            var single = inner[0]
            single.base = ModifiedContent<AnyView, Modifier>(content: AnyView(single.base), modifier: modifier)
            return [single]
        }
        let modifier = self.modifier
        return inner.map { child in
            var child = child
            child.wrappers.append { AnyView(ModifiedContent<AnyView, Modifier>(content: $0, modifier: modifier)) }
            return child
        }
    }
}

/// Sets traits on each child of its content (`.tag(_:)`, `.listRowBackground(_:)`, …); drawn as its content.
package nonisolated struct _TraitView<Content: View>: View, PrimitiveView, MultiView {
    package typealias Body = Never
    let content: Content
    let set: (inout ChildTraits) -> Void

    package func resolveNodes(in context: ResolveContext) throws(StyleKitError) -> [ResolvedNode] {
        try content.resolveNodes(in: context)
    }

    package func childViews(in context: ResolveContext) throws(StyleKitError) -> [ChildView] {
        try content.childViews(in: context).map { child in
            var child = child
            var outer = ChildTraits()
            set(&outer)
            child.traits = child.traits.merged(over: outer)
            return child
        }
    }
}

nonisolated extension View {
    /// Sets traits that the container holding this view reads.
    package func traits(_ set: @escaping (inout ChildTraits) -> Void) -> _TraitView<Self> {
        _TraitView(content: self, set: set)
    }

    /// The value this view stands for in a `Picker` (or a `List`'s selection, a `TabView`'s tab).
    public func tag<V: Hashable>(_ tag: V) -> some View {
        traits { $0.tag = AnyHashable(tag) }
    }

    /// The value this view stands for; `includeOptional` as SwiftUI's (an `Optional` selection matches).
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View {
        traits { $0.tag = AnyHashable(tag) }
    }
}
