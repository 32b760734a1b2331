// Linux has no Combine. This module stands in for it, so a design system's files that `import Combine`
// compile unchanged and their publishers work: publishers, subscribers and subscriptions with demand,
// subjects, `sink`/`assign`, the common operators, schedulers, and `$property` of `@Published`.
//
// A gallery render is still: no time passes in it. So schedulers run work at once (`receive(on:)`,
// `debounce`, `delay` deliver immediately), and timers never fire.
@_exported import Foundation
@_exported import protocol StyleKit.ObservableObject
@_exported import class StyleKit.ObservableObjectPublisher
@_exported import struct StyleKit.Published
