// On Linux there is no SwiftUI framework. This module stands in for it, so a style file written for
// Apple platforms (`import SwiftUI` at the top) compiles here unchanged against StyleKit.
#if os(Linux)
@_exported import StyleKit
@_exported import Foundation
// `@Observable` is a macro of the toolchain's Observation module (its plugin ships with the toolchain);
// SwiftUI re-exports the module on Apple platforms too.
@_exported import Observation
#endif
