import Testing
@testable import GalleryTerminal

@Suite struct ProgressLineTests {
    @Test func countsAreGroupedByThousands() {
        #expect(ProgressLine.count(0) == "0")
        #expect(ProgressLine.count(999) == "999")
        #expect(ProgressLine.count(1000) == "1,000")
        #expect(ProgressLine.count(100_000) == "100,000")
        #expect(ProgressLine.count(1_234_567) == "1,234,567")
    }

    @Test func rateHasOneDecimalBelowTenAndNoneAbove() {
        #expect(ProgressLine.rate(done: 0, elapsed: 3) == "–/s")
        #expect(ProgressLine.rate(done: 5, elapsed: 0) == "–/s")
        #expect(ProgressLine.rate(done: 5, elapsed: 2) == "2.5/s")
        #expect(ProgressLine.rate(done: 2500, elapsed: 1) == "2,500/s")
    }

    @Test func timeLeftFollowsTheRateSoFar() {
        // 100 of 400 in 10 s: 300 more at 10/s.
        #expect(ProgressLine.remaining(done: 100, total: 400, elapsed: 10) == "0:30 left")
        #expect(ProgressLine.remaining(done: 1, total: 3601, elapsed: 1) == "1:00:00 left")
        #expect(ProgressLine.remaining(done: 0, total: 10, elapsed: 1) == "–:–– left")
        #expect(ProgressLine.remaining(done: 10, total: 10, elapsed: 4) == "0:00 left")
        #expect(ProgressLine.duration(61.2) == "1:02")
    }

    @Test func barFillsInProportionAndFitsTheWidth() {
        #expect(ProgressLine.bar(done: 0, total: 10, width: 12) == "[----------]")
        #expect(ProgressLine.bar(done: 5, total: 10, width: 12) == "[#####-----]")
        #expect(ProgressLine.bar(done: 9, total: 10, width: 12) == "[#########-]")
        #expect(ProgressLine.bar(done: 10, total: 10, width: 12) == "[##########]")
        let line = ProgressLine.format(done: 250, total: 1000, elapsed: 5, width: 80)
        #expect(line.hasSuffix("250/1,000 renders  50/s  0:15 left"))
        // 80 columns less the figures and two spaces: a bar of 40 with a quarter of its 38 inner columns filled.
        #expect(line.hasPrefix("[" + String(repeating: "#", count: 9) + String(repeating: "-", count: 29) + "]  "))
        #expect(line.count <= 80)
        // Too narrow for a bar: only the figures.
        #expect(ProgressLine.format(done: 1, total: 2, elapsed: 1, width: 30) == "1/2 renders  1.0/s  0:01 left")
    }
}

@Suite struct ColorChoiceTests {
    @Test func autoNeedsATerminalAndNoNOColor() {
        #expect(ColorMode.auto.enabled(environment: [:], isTerminal: true))
        #expect(!ColorMode.auto.enabled(environment: [:], isTerminal: false))
        #expect(!ColorMode.auto.enabled(environment: ["NO_COLOR": "1"], isTerminal: true))
        #expect(!ColorMode.auto.enabled(environment: ["NO_COLOR": "anything"], isTerminal: true))
        // An empty NO_COLOR does not count (no-color.org).
        #expect(ColorMode.auto.enabled(environment: ["NO_COLOR": ""], isTerminal: true))
        #expect(!ColorMode.auto.enabled(environment: ["TERM": "dumb"], isTerminal: true))
    }

    @Test func anExplicitChoiceWins() {
        #expect(ColorMode.always.enabled(environment: ["NO_COLOR": "1"], isTerminal: false))
        #expect(!ColorMode.never.enabled(environment: [:], isTerminal: true))
    }

    @Test func tintsWrapOnlyWhenEnabled() {
        #expect(Tint.error.apply("x", enabled: false) == "x")
        #expect(Tint.error.apply("x", enabled: true) == "\u{1B}[31mx\u{1B}[0m")
    }
}

@Suite struct RedrawThrottleTests {
    @Test func drawsAtMostTenTimesASecondButAlwaysTheLast() {
        var throttle = RedrawThrottle(interval: 0.1)
        let answers = [(0.0, 1), (0.05, 2), (0.099, 3), (0.1, 4), (0.11, 100)].map { throttle.shouldDraw(at: $0.0, done: $0.1, total: 100) }
        #expect(answers == [true, false, false, true, true])
        // A thousand updates within one second draw about ten times.
        var fresh = RedrawThrottle(interval: 0.1)
        let drawn = (0..<1000).filter { fresh.shouldDraw(at: Double($0) / 1000, done: $0, total: 5000) }.count
        #expect(drawn == 10)
    }
}

@Suite struct TerminalProgressTests {
    final class Sink: @unchecked Sendable {
        var text = ""
    }

    @Test func notesClearTheBarAndTheBarComesBack() {
        let sink = Sink()
        let progress = TerminalProgress(width: 80, colors: false) { sink.text += $0 }
        progress.update(done: 1, total: 4)
        #expect(sink.text.hasPrefix("\r["))
        #expect(sink.text.contains("1/4 renders"))
        sink.text = ""
        progress.note("rendered a")
        #expect(sink.text.hasPrefix("\r\u{1B}[Krendered a\n\r["))
        sink.text = ""
        progress.finish()
        #expect(sink.text == "\r\u{1B}[K")
    }
}
