import Foundation
import Testing
@testable import StyleKit

private struct Padded: View {
    @ScaledMetric private var padding = 10.0
    @ScaledMetric(relativeTo: .caption2) private var small = 11.0
    var body: some View { Text("x").padding(padding).padding(.top, small) }
}

private struct SizeReader: View {
    @Environment(\.dynamicTypeSize) private var size
    @Environment(\.sizeCategory) private var category
    var body: some View { Text("\(size) \(category) \(size.isAccessibilitySize)") }
}

@Suite struct DynamicTypeTests {
    @Test func sizesAreOrderedAndAccessibilitySizesKnown() {
        #expect(DynamicTypeSize.allCases.count == 12)
        #expect(DynamicTypeSize.xSmall < .large && DynamicTypeSize.xxxLarge < .accessibility1)
        #expect(DynamicTypeSize.allCases.filter(\.isAccessibilitySize) == [.accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5])
        #expect(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory).count == 5)
        #expect(DynamicTypeSize(.accessibilityExtraExtraExtraLarge) == .accessibility5)
        #expect(ContentSizeCategory(.xSmall) == .extraSmall)
    }

    @Test func textStylesFollowTheHIGTable() throws {
        var env = EnvironmentValues()
        #expect(try firstRun(Text("a"), environment: env)?.font.size == 17)
        env.dynamicTypeSize = .xSmall
        #expect(try firstRun(Text("a"), environment: env)?.font.size == 14)
        env.dynamicTypeSize = .accessibility5
        let run = try #require(try firstRun(Text("a").font(.largeTitle), environment: env))
        #expect(run.font.size == 60 && run.font.lineHeight == 70)
        #expect(try firstRun(Text("a").font(.caption2), environment: env)?.font.size == 40)
        #expect(try firstRun(Text("a").font(.system(size: 20)), environment: env)?.font.size == 20, "explicit sizes do not scale")
    }

    @Test func sizeCategoryIsTheSameSetting() throws {
        var env = EnvironmentValues()
        env.sizeCategory = .accessibilityMedium
        #expect(env.dynamicTypeSize == .accessibility1)
        #expect(try texts(SizeReader(), environment: env) == ["accessibility1 accessibilityMedium true"])
        #expect(try texts(SizeReader().environment(\.sizeCategory, .extraLarge)) == ["xLarge extraLarge false"])
    }

    @Test func modifierSetsAndClampsTheSize() throws {
        var env = EnvironmentValues()
        env.dynamicTypeSize = .accessibility3
        #expect(try firstRun(Text("a").dynamicTypeSize(.xxLarge), environment: env)?.font.size == 21)
        #expect(try firstRun(Text("a").dynamicTypeSize(...DynamicTypeSize.xLarge), environment: env)?.font.size == 19)
        #expect(try firstRun(Text("a").dynamicTypeSize(.small ..< .xLarge), environment: env)?.font.size == 17,
                "a half-open range caps at the size below its upper bound")
        #expect(try firstRun(Text("a").dynamicTypeSize(DynamicTypeSize.accessibility1...))?.font.size == 28,
                "a size below the range is raised to its lower bound")
        #expect(try firstRun(Text("a").dynamicTypeSize(.xSmall ... .accessibility5), environment: env)?.font.size == 40, "inside: unchanged")
    }

    @Test func scaledMetricScalesByItsTextStyle() throws {
        #expect(try dump(Padded()).contains("Padding top=10 leading=10 bottom=10 trailing=10"))
        var env = EnvironmentValues()
        env.dynamicTypeSize = .xLarge
        let out = try dump(Padded(), environment: env)
        // body 17 → 19: 10 × 19/17; caption2 11 → 13: 11 × 13/11 = 13.
        #expect(out.contains("Padding top=11.176 leading=11.176 bottom=11.176 trailing=11.176"), "\(out)")
        #expect(out.contains("Padding top=13 leading=0 bottom=0 trailing=0"))
    }

    @Test func symbolsScaleWithTheFont() throws {
        var env = EnvironmentValues()
        env.dynamicTypeSize = .accessibility2
        #expect(try dump(Image(systemName: "star.fill"), environment: env).contains("body 33pt"))
    }
}
