import Foundation
import Testing
@testable import StyleKit

private struct Reader: View {
    @Environment(\.accessibilityShowButtonShapes) var shapes
    @Environment(\.accessibilityReduceMotion) var motion
    @Environment(\.accessibilityReduceTransparency) var transparency
    @Environment(\.accessibilityDifferentiateWithoutColor) var noColor
    @Environment(\.legibilityWeight) var legibility
    @Environment(\.displayScale) var scale
    @Environment(\.horizontalSizeClass) var horizontal
    @Environment(\.verticalSizeClass) var vertical
    @Environment(\.locale) var locale
    @Environment(\.layoutDirection) var direction
    var body: some View {
        Text("\(shapes) \(motion) \(transparency) \(noColor) \(legibility.map { "\($0)" } ?? "nil") \(scale)")
        Text("\(horizontal.map { "\($0)" } ?? "nil") \(vertical.map { "\($0)" } ?? "nil") \(locale.identifier) \(direction)")
    }
}

@Suite struct DeviceEnvironmentTests {
    @Test func defaultsDescribeAnIPhoneInPortrait() throws {
        #expect(try texts(Reader()) == ["false false false false regular 2.0", "compact regular en_US leftToRight"])
    }

    @Test func everySettingCanBeChangedForASubtree() throws {
        let view = Reader()
            .environment(\.accessibilityShowButtonShapes, true)
            .environment(\.accessibilityReduceMotion, true)
            .environment(\.accessibilityReduceTransparency, true)
            .environment(\.accessibilityDifferentiateWithoutColor, true)
            .environment(\.legibilityWeight, .bold)
            .environment(\.displayScale, 3)
            .environment(\.horizontalSizeClass, .regular)
            .environment(\.verticalSizeClass, .compact)
            .environment(\.locale, Locale(identifier: "de_DE"))
            .environment(\.layoutDirection, .rightToLeft)
        #expect(try texts(view) == ["true true true true bold 3.0", "regular compact de_DE rightToLeft"])
    }
}
