/// The environment keys a resolution looked up (``EnvironmentValues/recordReads(in:)``): which values a
/// style depends on, for the gallery's token pages.
///
/// `@unchecked Sendable`: one render task owns a recorder and is the only one noting into it or reading it.
package final class EnvironmentReads: @unchecked Sendable {
    /// The keys in the order first looked up. A render reads a few dozen keys, each many times: a scan of this
    /// list costs less than hashing the key into a set at every read (a tenth of view resolution did that).
    private var noted: [ObjectIdentifier] = []

    package init() {}

    package var keys: Set<ObjectIdentifier> { Set(noted) }

    func note(_ key: ObjectIdentifier) {
        if noted.last == key || noted.contains(key) { return }
        noted.append(key)
    }
}
