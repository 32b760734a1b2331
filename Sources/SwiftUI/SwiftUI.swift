// On Linux there is no SwiftUI framework. This module stands in for it, so a style file written for
// Apple platforms (`import SwiftUI` at the top) compiles here unchanged against StyleKit.
#if os(Linux)
@_exported import StyleKit
@_exported import Foundation
// `@Observable` is a macro of the toolchain's Observation module (its plugin ships with the toolchain);
// SwiftUI re-exports the module on Apple platforms too.
@_exported import Observation
// Combine's publishers, `ObservableObject` and `@Published`, as `import SwiftUI` brings them on Apple platforms.
@_exported import Combine

nonisolated extension View {
    /// Runs `action` with each value `publisher` sends while the view is shown. A still render shows the view
    /// once and nothing is sent during it, so, as `onAppear`'s, the action does not run.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        self
    }
}
#endif
