/// The values that cascade down a view tree: set high, read below, overridden by inner settings.
///
/// A value type; modifiers copy it and change the copy for their subtree. There is no global instance:
/// resolution passes it down the tree and publishes it to `@Environment` only while a view's `body` (or a
/// style's `makeBody`) runs, through a task-local value.
///
/// `@unchecked Sendable`: storage holds values of user key types that need not be `Sendable`. They are only
/// read by the resolution that owns this copy (one task renders one variant), never shared across tasks.
public struct EnvironmentValues: @unchecked Sendable, CustomStringConvertible {
    /// The values set, one entry per key, in the order the keys were first set. A render's environment holds the
    /// theme's values and those its modifiers set, and is read about a hundred times a variant: scanning the keys'
    /// identities costs less than hashing each into a dictionary, and a set copies a short array where a
    /// dictionary copied its tables (with the dynamic cast of every value read out of an `Any`, a fifth of view
    /// resolution: docs/profile.md).
    private var entries: ContiguousArray<Entry> = []
    /// When set, every key looked up is noted (the gallery's token probe: which components read a value).
    /// Shared by every copy made below the point it was set.
    private var reads: EnvironmentReads?

    private struct Entry {
        let key: ObjectIdentifier
        var value: StoredEnvironmentValue
    }

    /// The defaults of every value: light, standard contrast, regular control size, iOS, …
    public init() {}

    /// The value of a custom key, for computed properties in an extension:
    ///
    /// ```swift
    /// extension EnvironmentValues {
    ///     var brand: Brand { get { self[BrandKey.self] } set { self[BrandKey.self] = newValue } }
    /// }
    /// ```
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            let id = ObjectIdentifier(key)
            reads?.note(id)
            guard let index = index(of: id) else { return K.defaultValue }
            // A key's entry is written only by the setter below, always as a `TypedEnvironmentValue` of the key's
            // `Value`: the key's identity settles the type, so optimised code reads it back with no dynamic cast
            // (where assertions are on — debug builds, the design-system runners — `unsafeDowncast` still checks).
            return unsafeDowncast(entries[index].value, to: TypedEnvironmentValue<K.Value>.self).value
        }
        set {
            let id = ObjectIdentifier(key)
            let value = TypedEnvironmentValue(newValue, of: K.self)
            if let index = index(of: id) {
                entries[index].value = value
            } else {
                // A theme sets about ten values, a modifier one or two: room for them at once rather than growing
                // the array one size at a time.
                if entries.isEmpty { entries.reserveCapacity(16) }
                entries.append(Entry(key: id, value: value))
            }
        }
    }

    /// Where `key`'s entry is, if it was set.
    private func index(of key: ObjectIdentifier) -> Int? {
        entries.withUnsafeBufferPointer { entries in entries.firstIndex { $0.key == key } }
    }

    /// Notes every key this environment and its copies look up in `recorder` from now on.
    package mutating func recordReads(in recorder: EnvironmentReads) { reads = recorder }

    /// The keys `change` sets on an environment, with their type names (`ThemeEnvironmentKey`): what a
    /// theme's value or a compiled configuration expression writes.
    package static func keysWritten(by change: (inout EnvironmentValues) -> Void) -> [ObjectIdentifier: String] {
        var environment = EnvironmentValues()
        change(&environment)
        return Dictionary(uniqueKeysWithValues: environment.entries.map { ($0.key, "\($0.value.keyType)") })
    }

    /// The environment of the view whose `body` is being evaluated.
    @TaskLocal package static var current = EnvironmentValues()

    public var description: String {
        "EnvironmentValues(\(entries.map { "\($0.value.keyType)" }.sorted().joined(separator: ", ")))"
    }
}

/// A value set in an ``EnvironmentValues``, with the type of the key it was set for (named in dumps and in
/// ``EnvironmentValues/keysWritten(by:)``).
private class StoredEnvironmentValue {
    let keyType: Any.Type
    init(keyType: Any.Type) { self.keyType = keyType }
}

/// A value of key type `K` set in an ``EnvironmentValues``: `Value` is `K.Value`.
private final class TypedEnvironmentValue<Value>: StoredEnvironmentValue {
    let value: Value
    init<K: EnvironmentKey>(_ value: Value, of key: K.Type) where K.Value == Value {
        self.value = value
        super.init(keyType: key)
    }
}

/// Reads a value from the environment of the view or style that declares it: a key path into
/// `EnvironmentValues`, or (`@Environment(Theme.self)`) an `@Observable` object put there by type.
@propertyWrapper
public struct Environment<Value>: @unchecked Sendable, EnvironmentRequirement {
    private let read: (EnvironmentValues) -> Value
    /// For objects looked up by type: the name of the type when the environment lacks it.
    private let requirement: ((EnvironmentValues) -> String?)?

    /// Reads the value at `keyPath` in the environment of the view whose `body` is running: `@Environment(\.colorScheme) var scheme`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
        requirement = nil
    }

    init(object type: Value.Type) where Value: AnyObject {
        read = { environment in
            guard let object = environment.object(of: type) else {
                // Resolution checks requirements before a body runs; only a read outside a body gets here.
                fatalError("No environment object of type \(type): it is only available while a body is evaluated")
            }
            return object
        }
        requirement = { $0.object(of: type) == nil ? "\(type)" : nil }
    }

    init<T: AnyObject>(optionalObject type: T.Type) where Value == T? {
        read = { $0.object(of: type) }
        requirement = nil
    }

    /// The value at the position of the view being evaluated. Outside of `body`/`makeBody` this is the
    /// default value, as SwiftUI's is before a view is installed.
    public var wrappedValue: Value { read(EnvironmentValues.current) }

    package func missingType(in environment: EnvironmentValues) -> String? { requirement?(environment) }
}
