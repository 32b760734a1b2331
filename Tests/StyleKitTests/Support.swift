@testable import StyleKit

/// Resolves a view in a fresh context and returns its dump.
func dump<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) throws -> String {
    try view.resolveNode(in: ResolveContext(environment: environment)).dump
}

/// Every text run in a resolved view, in order.
func texts<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) throws -> [String] {
    var result: [String] = []
    try view.resolveNode(in: ResolveContext(environment: environment)).visit { node in
        if case .text(let run) = node { result.append(run.string) }
    }
    return result
}

/// The first text run's paint and font.
func firstRun<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) throws -> TextRun? {
    var found: TextRun?
    try view.resolveNode(in: ResolveContext(environment: environment)).visit { node in
        if found == nil, case .text(let run) = node { found = run }
    }
    return found
}
