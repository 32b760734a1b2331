import Foundation

/// Where keyboard focus is. A still render has no focus: a `Bool` focus state reads false and an optional
/// one nil; assignments are kept for the rest of the evaluation of the same body only.
@propertyWrapper
public struct FocusState<Value: Hashable> {
    fileprivate final class Box: @unchecked Sendable { var value: Value; init(_ value: Value) { self.value = value } }
    private let box: Box

    /// The focused value: false or nil here (nothing has focus in a render).
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding for `.focused(_:)`.
    public var projectedValue: Binding { Binding(box: box) }

    /// `@FocusState var isFocused: Bool`.
    public init() where Value == Bool { box = Box(false) }
    /// `@FocusState var focusedField: Field?`.
    public init<T: Hashable>() where Value == T? { box = Box(nil) }

    /// What `.focused(_:)` takes.
    public struct Binding {
        fileprivate let box: Box
        /// The focused value.
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }
        /// The binding itself.
        public var projectedValue: Binding { self }
    }
}

nonisolated extension View {
    /// Binds focus to a state; a still render never focuses a view.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
    /// Binds the view's focus to a value; no effect on a render.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }
    /// Lets the view take focus; no effect on a render.
    public func focusable(_ isFocusable: Bool = true) -> some View { self }
}
