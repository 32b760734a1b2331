/// The environment keys a resolution looked up (``EnvironmentValues/recordReads(in:)``): which values a
/// style depends on, for the gallery's token pages.
///
/// `@unchecked Sendable`: one render task owns a recorder and is the only one noting into it or reading it.
package final class EnvironmentReads: @unchecked Sendable {
    package private(set) var keys: Set<ObjectIdentifier> = []

    package init() {}

    func note(_ key: ObjectIdentifier) { keys.insert(key) }
}
