import Testing
@testable import StyleKit

private struct MottoKey: EnvironmentKey { static let defaultValue = "hello" }
private struct UnusedKey: EnvironmentKey { static let defaultValue = 0 }
extension EnvironmentValues {
    fileprivate var motto: String {
        get { self[MottoKey.self] }
        set { self[MottoKey.self] = newValue }
    }
    fileprivate var unused: Int {
        get { self[UnusedKey.self] }
        set { self[UnusedKey.self] = newValue }
    }
}

private struct MottoView: View {
    @Environment(\.motto) private var motto
    var body: some View { Text(motto) }
}

@Suite struct EnvironmentReadsTests {
    @Test func aRecorderNotesTheKeysAResolutionLooksUpBelowWhereItWasSet() throws {
        var environment = EnvironmentValues()
        environment.unused = 3
        let reads = EnvironmentReads()
        environment.recordReads(in: reads)
        _ = try dump(VStack { MottoView() }.padding(4), environment: environment)
        #expect(reads.keys.contains(ObjectIdentifier(MottoKey.self)), "read in a body, through @Environment")
        #expect(!reads.keys.contains(ObjectIdentifier(UnusedKey.self)), "set but never looked up")
    }

    @Test func withoutARecorderNothingIsNoted() throws {
        let reads = EnvironmentReads()
        _ = try dump(MottoView())
        #expect(reads.keys.isEmpty)
    }

    @Test func keysWrittenNamesWhatAChangeSets() {
        let written = EnvironmentValues.keysWritten { $0.motto = "hi"; $0.unused = 1 }
        #expect(Set(written.keys) == [ObjectIdentifier(MottoKey.self), ObjectIdentifier(UnusedKey.self)])
        #expect(written[ObjectIdentifier(MottoKey.self)] == "MottoKey")
        #expect(EnvironmentValues.keysWritten { _ in }.isEmpty)
    }
}
