#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value guarded by a pthread mutex.
///
/// Used instead of `Synchronization.Mutex` because on Linux `Mutex` is built on raw futex
/// calls that ThreadSanitizer cannot see, so every access through it is reported as a race
/// (reproduced with Swift 6.3.1 and an 8-thread `Mutex<[Int: Int]>` probe). A pthread mutex
/// is intercepted by TSan, so `swift test --sanitize=thread` stays meaningful for this module.
///
/// `@unchecked Sendable`: `value` is only ever touched between lock and unlock. Callers must
/// not let non-Sendable parts of `value` (FreeType / fontconfig pointers) escape `withLock`.
@usableFromInline
final class LockedState<Value>: @unchecked Sendable {
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
    @usableFromInline var value: Value

    init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        let status = pthread_mutex_init(mutex, nil)
        precondition(status == 0, "pthread_mutex_init failed: \(status)")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    @inlinable
    func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
