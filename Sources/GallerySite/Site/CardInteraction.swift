import GalleryCatalog

/// What a reader can do to a render card on a component page (with `assets/interact.js`): hold a button to
/// see its pressed render, flip a toggle to its other value, cycle a three-state control through its levels.
/// The card only names the states whose renders it borrows (their anchors on the same page); the renders are
/// the real SVGs of those states, already on the page. Without JavaScript nothing of this is shown.
struct CardInteraction: Equatable, Sendable {
    enum Kind: String, Sendable {
        /// Shows the pressed twin while held (pointer down, Space or Enter held).
        case press
        /// Each click (Space, Enter) shows the next state of the cycle: off ↔ on.
        case toggle
        /// Each click shows the next level: low → med → high → low.
        case cycle
    }

    let kind: Kind
    /// The anchors of the states shown in turn, the card's own first.
    let states: [String]

    /// The interaction of the card of `state` (of an entry with `axes`), given the states the page shows; nil when there is nothing to
    /// press (a disabled control, a pressed render, no twin under this theme).
    static func of(_ state: VariantState, axes: [StateAxis], among shown: [VariantState]) -> CardInteraction? {
        of(state, axes: axes, amongSlugs: Set(shown.map(\.slug)))
    }

    /// The same, given the slugs of the states the page shows (a page makes the set once for all its cards).
    static func of(_ state: VariantState, axes: [StateAxis], amongSlugs slugs: Set<String>) -> CardInteraction? {
        // A disabled control reacts to nothing.
        guard !state.isDisabled else { return nil }
        func twin(_ axis: StateAxis, _ value: String) -> String? {
            let values = axes.compactMap { other in state[other].map { (other, other == axis ? value : $0) } }
            let slug = VariantState(values).slug
            return slugs.contains(slug) ? slug : nil
        }
        for (axis, kind) in [(StateAxis.level, Kind.cycle), (.isOn, .toggle)] {
            guard let own = state[axis], let position = axis.allValues.firstIndex(of: own) else { continue }
            let order = axis.allValues[position...] + axis.allValues[..<position]
            let cycle = order.compactMap { twin(axis, $0) }
            if cycle.count > 1 { return CardInteraction(kind: kind, states: cycle) }
        }
        if state[.interaction] == "normal", let pressed = twin(.interaction, "pressed") {
            return CardInteraction(kind: .press, states: [state.slug, pressed])
        }
        return nil
    }

    /// What the card says to assistive technology and in its tooltip.
    func instructions(name: String) -> String {
        switch kind {
        case .press: return "Try \(name): press and hold to see it pressed"
        case .toggle: return "Try \(name): click to flip it"
        case .cycle: return "Try \(name): click for the next level"
        }
    }
}
