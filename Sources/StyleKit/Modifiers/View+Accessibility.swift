import Foundation

/// The direction of an adjustable element's adjustment.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable { case increment, decrement }

extension View {
    /// The point assistive technology activates, relative to this view's frame.
    public func accessibility(activationPoint: UnitPoint) -> some View { accessibilityActivationPoint(activationPoint) }
    public func accessibility(activationPoint: CGPoint) -> some View { accessibilityActivationPoint(activationPoint) }

    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> some View {
        accessibility(.activationPoint(.unit(activationPoint)))
    }

    public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> some View {
        accessibility(.activationPoint(.point(activationPoint)))
    }

    public func accessibilityActivationPoint(_ activationPoint: UnitPoint, isEnabled: Bool) -> some View {
        accessibility(isEnabled ? .activationPoint(.unit(activationPoint)) : .hidden(false))
    }

    public func accessibilityLabel(_ label: Text) -> some View { accessibility(.label(label.content)) }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> some View { accessibility(.label(label.key)) }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { accessibility(.label(String(label))) }
    public func accessibility(label: Text) -> some View { accessibilityLabel(label) }

    public func accessibilityValue(_ value: Text) -> some View { accessibility(.value(value.content)) }
    public func accessibilityValue(_ value: LocalizedStringKey) -> some View { accessibility(.value(value.key)) }
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { accessibility(.value(String(value))) }

    public func accessibilityHint(_ hint: Text) -> some View { self }

    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { accessibility(.addTraits(traits)) }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { accessibility(.removeTraits(traits)) }
    public func accessibilityHidden(_ hidden: Bool) -> some View { accessibility(.hidden(hidden)) }

    // The iOS 13 spellings, still common in design systems.
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { accessibilityRemoveTraits(traits) }
    public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }
    public func accessibility(value: Text) -> some View { accessibilityValue(value) }
    public func accessibility(hint: Text) -> some View { self }
    public func accessibility(identifier: String) -> some View { self }
    /// Identifiers are for UI tests; nothing shows and no audit rule reads them.
    public func accessibilityIdentifier(_ identifier: String) -> some View { self }
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }

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
