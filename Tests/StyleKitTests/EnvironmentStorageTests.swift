import GoldenTestSupport
import Testing
@testable import StyleKit

// Keys of values of different sizes and kinds: a word, a string, an optional, a struct of five words, a class
// instance and an existential — each read back as the type its key declares.
private struct WordKey: EnvironmentKey { static let defaultValue = -1 }
private struct NameKey: EnvironmentKey { static let defaultValue = "unset" }
private struct MaybeKey: EnvironmentKey { static let defaultValue: Double? = nil }
private struct WideKey: EnvironmentKey { static let defaultValue = Wide(a: 0, b: 0, c: 0, d: 0, e: "") }
private struct ObjectKey: EnvironmentKey { static let defaultValue: Shared? = nil }
private struct AnyKey: EnvironmentKey { static let defaultValue: any Sendable = "none" }
private struct Wide: Equatable { var a, b, c, d: Int; var e: String }
private final class Shared: Sendable { let id: Int; init(_ id: Int) { self.id = id } }

/// What one environment holds, as the test's model: the value each key was last set to.
private struct Model: Equatable {
    var word: Int?, name: String?, maybe: Double??, wide: Wide?, object: Int??, any: String?
}

/// `EnvironmentValues` keeps each key's value as its own type (read back without a dynamic cast) in a list
/// scanned by key: it answers as a dictionary of values per key does, copies stay independent (value semantics),
/// and the keys written are named for dumps and the token probe.
@Suite struct EnvironmentStorageTests {
    private static func read(_ environment: EnvironmentValues) -> Model {
        Model(word: environment[WordKey.self], name: environment[NameKey.self], maybe: environment[MaybeKey.self],
              wide: environment[WideKey.self], object: .some(environment[ObjectKey.self]?.id),
              any: "\(environment[AnyKey.self])")
    }

    /// The model's values, or each key's default where it was not set.
    private static func expected(_ model: Model) -> Model {
        Model(word: model.word ?? -1, name: model.name ?? "unset", maybe: model.maybe ?? .some(nil),
              wide: model.wide ?? Wide(a: 0, b: 0, c: 0, d: 0, e: ""), object: model.object ?? .some(nil),
              any: model.any ?? "none")
    }

    @Test func answersAsADictionaryOfValuesPerKeyDoes() {
        var random = SplitMix64(seed: 23)
        for _ in 0..<100 {
            // Several environments, each a copy of another at some point, changed apart afterwards.
            var environments = [EnvironmentValues()]
            var models = [Model()]
            for _ in 0..<(1 + random.below(60)) {
                let slot = random.below(environments.count)
                let value = random.below(1000)
                switch random.below(8) {
                case 0: environments[slot][WordKey.self] = value; models[slot].word = value
                case 1: environments[slot][NameKey.self] = "n\(value)"; models[slot].name = "n\(value)"
                case 2:
                    let maybe: Double? = value % 3 == 0 ? nil : Double(value) / 4
                    environments[slot][MaybeKey.self] = maybe; models[slot].maybe = .some(maybe)
                case 3:
                    let wide = Wide(a: value, b: -value, c: value * 2, d: 7, e: String(repeating: "w", count: value % 40))
                    environments[slot][WideKey.self] = wide; models[slot].wide = wide
                case 4:
                    let object = value % 4 == 0 ? nil : Shared(value)
                    environments[slot][ObjectKey.self] = object; models[slot].object = .some(object?.id)
                case 5: environments[slot][AnyKey.self] = "a\(value)"; models[slot].any = "a\(value)"
                default:
                    environments.append(environments[slot])
                    models.append(models[slot])
                }
                for (environment, model) in zip(environments, models) {
                    #expect(Self.read(environment) == Self.expected(model))
                }
            }
        }
    }

    @Test func namesTheKeysWritten() {
        let written = EnvironmentValues.keysWritten { environment in
            environment[WideKey.self] = Wide(a: 1, b: 2, c: 3, d: 4, e: "e")
            environment[WordKey.self] = 1
            environment[WordKey.self] = 2
        }
        #expect(written == [ObjectIdentifier(WideKey.self): "WideKey", ObjectIdentifier(WordKey.self): "WordKey"])
        var environment = EnvironmentValues()
        environment[NameKey.self] = "x"
        environment[AnyKey.self] = 3
        #expect(environment.description == "EnvironmentValues(AnyKey, NameKey)")
        #expect(environment[AnyKey.self] as? Int == 3)
    }
}
