import Foundation

/// The direction of an adjustable element's adjustment.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    /// Swipe up: the value goes up.
    case increment
    /// Swipe down: the value goes down.
    case decrement
}

nonisolated extension View {
    /// The point assistive technology activates, relative to this view's frame.
    public func accessibility(activationPoint: UnitPoint) -> some View { accessibilityActivationPoint(activationPoint) }
    /// Older spelling of `accessibilityActivationPoint(_:)` with a point.
    public func accessibility(activationPoint: CGPoint) -> some View { accessibilityActivationPoint(activationPoint) }

    /// Where VoiceOver activates the element, as a fraction of its frame: `.accessibilityActivationPoint(.trailing)`. Shown on the page as a red ring.
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> some View {
        accessibility(.activationPoint(.unit(activationPoint)))
    }

    /// Where VoiceOver activates the element, in its own coordinates.
    public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> some View {
        accessibility(.activationPoint(.point(activationPoint)))
    }

    /// Sets the activation point only when `isEnabled` is true.
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint, isEnabled: Bool) -> some View {
        accessibility(isEnabled ? .activationPoint(.unit(activationPoint)) : .hidden(false))
    }

    /// The label assistive technology reads for the element.
    public func accessibilityLabel(_ label: Text) -> some View { accessibility(.label(label.content)) }
    /// The label assistive technology reads for the element.
    public func accessibilityLabel(_ label: LocalizedStringKey) -> some View { accessibility(.label(label.key)) }
    /// The label assistive technology reads for the element: `.accessibilityLabel("Close")`.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { accessibility(.label(String(label))) }
    /// Older spelling of `accessibilityLabel(_:)`.
    public func accessibility(label: Text) -> some View { accessibilityLabel(label) }

    /// The value assistive technology reads after the label ("50 percent").
    public func accessibilityValue(_ value: Text) -> some View { accessibility(.value(value.content)) }
    /// The value assistive technology reads after the label.
    public func accessibilityValue(_ value: LocalizedStringKey) -> some View { accessibility(.value(value.key)) }
    /// The value assistive technology reads after the label.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { accessibility(.value(String(value))) }

    /// A hint about what activating the element does; accepted, not recorded.
    public func accessibilityHint(_ hint: Text) -> some View { self }
    /// A hint about what activating the element does; accepted, not recorded.
    public func accessibilityHint(_ hint: LocalizedStringKey) -> some View { self }
    /// A hint about what activating the element does; accepted, not recorded.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }
    /// The words Voice Control users may say for the element; accepted, not recorded.
    public func accessibilityInputLabels(_ labels: [Text]) -> some View { self }
    /// The words Voice Control users may say for the element; accepted, not recorded.
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ labels: [S]) -> some View { self }
    /// A named action assistive technology offers; accepted, not recorded (actions are not audited).
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { self }
    /// A named action assistive technology offers; accepted, not recorded.
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View { self }

    /// Adds traits to the element: `.accessibilityAddTraits(.isButton)`.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { accessibility(.addTraits(traits)) }
    /// Removes traits from the element.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { accessibility(.removeTraits(traits)) }
    /// Hides the element (and what it contains) from assistive technology.
    public func accessibilityHidden(_ hidden: Bool) -> some View { accessibility(.hidden(hidden)) }

    // The iOS 13 spellings, still common in design systems.
    /// Older spelling of `accessibilityAddTraits(_:)`.
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }
    /// Older spelling of `accessibilityRemoveTraits(_:)`.
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { accessibilityRemoveTraits(traits) }
    /// Older spelling of `accessibilityHidden(_:)`.
    public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }
    /// Older spelling of `accessibilityValue(_:)`.
    public func accessibility(value: Text) -> some View { accessibilityValue(value) }
    /// Older spelling of `accessibilityHint(_:)`; accepted, not recorded.
    public func accessibility(hint: Text) -> some View { self }
    /// An identifier for UI tests; accepted, not recorded.
    public func accessibility(identifier: String) -> some View { self }
    /// Identifiers are for UI tests; nothing shows and no audit rule reads them.
    public func accessibilityIdentifier(_ identifier: String) -> some View { self }
    /// The order in which assistive technology visits elements; accepted, not recorded.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }

    /// Makes the view one accessibility element, its children ignored, combined into it, or kept as its children.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibility(.container(children))
    }

    /// Makes the element adjustable (swipe up/down); the handler is recorded, not run.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View {
        accessibility(.addTraits(.isAdjustable))
    }

    private func accessibility(_ trait: AccessibilityTrait) -> some View {
        wrapped { node, _ in .accessibility(trait, node) }
    }
}
