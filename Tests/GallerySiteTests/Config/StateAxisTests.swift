import Testing
import GalleryCatalog

/// An axis is hashed and compared by its place in the declaration, not by its raw value's string.
@Suite struct StateAxisTests {
    @Test func everyAxisEqualsOnlyItselfAndKeysItsOwnEntry() {
        let all = StateAxis.allCases
        for (i, a) in all.enumerated() {
            for (j, b) in all.enumerated() { #expect((a == b) == (i == j), "\(a) against \(b)") }
        }
        // Each axis finds its own value in a dictionary of all of them, and a set holds every one once.
        let byAxis = Dictionary(uniqueKeysWithValues: all.map { ($0, $0.rawValue) })
        for axis in all { #expect(byAxis[axis] == axis.rawValue) }
        #expect(Set(all).count == all.count)
        #expect(Set(all.map(\.hashValue)).count == all.count)
    }

    @Test func aStateLooksUpEveryAxisItHas() {
        let values: [(StateAxis, String)] = StateAxis.allCases.map { ($0, "v-\($0.rawValue)") }
        let state = VariantState(values)
        for (axis, value) in values { #expect(state[axis] == value) }
        #expect(VariantState([(.interaction, "pressed")])[.enabled] == nil)
    }
}
