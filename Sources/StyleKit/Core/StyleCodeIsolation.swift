/// How StyleKit calls style code that SwiftUI declares main-actor isolated, from its render threads.
///
/// SwiftUI declares `View.body`, `ViewModifier.body(content:)` and every style protocol's
/// `makeBody(configuration:)` `@MainActor @preconcurrency` (developer.apple.com/documentation/swiftui/view,
/// …/buttonstyle/makebody(configuration:)), so a Swift 6 team's `@MainActor struct PrimaryButtonStyle:
/// ButtonStyle` compiles against SwiftUI; StyleKit declares the requirements the same way so that it
/// compiles here too. SwiftUI runs those bodies on the main thread; StyleKit renders many variants at once
/// on a pool of threads, and resolving is only part of a variant's cost, so serialising it on one actor
/// would leave the pool waiting (docs/swift6-main-actor.md).
///
/// Instead, a body is called on the thread that resolves it, through the function's nonisolated type: a
/// global-actor-isolated function type has the same representation as a nonisolated one (the isolation is
/// static only, unlike `@isolated(any)`), so the cast changes nothing at run time. This is sound for what
/// style code does — build a value describing views from its inputs — and the trade is documented: style
/// code that mutates shared main-actor state would race where SwiftUI would have serialised it.
///
/// Code compiled in Swift 6 mode also checks, when a main-actor closure runs, that it runs on the main
/// thread (SE-0423), and traps otherwise; targets that hold style code are therefore compiled with
/// `-Xfrontend -disable-dynamic-actor-isolation` (Package.swift; the generated package of a team's sources).
package enum StyleCodeIsolation {
    /// `body(argument)`, called on the current thread whatever `body`'s isolation.
    ///
    /// The argument is passed rather than captured: a main-actor closure that captured a value of the
    /// caller's would be "sending" it to the main actor, which region checking rightly refuses.
    @inline(__always)
    package static func call<Argument, Result>(_ argument: Argument, _ body: @MainActor (Argument) -> Result) -> Result {
        withoutActuallyEscaping(body) { body in
            unsafeBitCast(body, to: ((Argument) -> Result).self)(argument)
        }
    }

    /// `make()`, called on the current thread whatever its isolation: a `@Sendable` maker of the team's
    /// (`{ PrimaryButtonStyle() }`), passed as it is so that no closure is formed around it.
    @inline(__always)
    package static func call<Result>(_ make: @MainActor @Sendable () -> Result) -> Result {
        withoutActuallyEscaping(make) { make in
            unsafeBitCast(make, to: (@Sendable () -> Result).self)()
        }
    }
}
