import Foundation
import Testing
@testable import StyleKit

@Suite struct TextModifierTests {
    @Test func underlineAndStrikethroughWithColors() throws {
        let plain = try #require(try firstRun(Text("a").underline()))
        #expect(plain.isUnderlined && plain.underlinePaint == nil)
        let colored = try #require(try firstRun(Text("a").underline(true, color: .red).strikethrough(color: .blue)))
        #expect(colored.underlinePaint?.description == "#FF3B30" && colored.strikethroughPaint?.description == "#007AFF")
        let fromView = try #require(try firstRun(VStack { Text("a") }.underline(color: .green)))
        #expect(fromView.isUnderlined && fromView.underlinePaint?.description == "#34C759")
        let off = try #require(try firstRun(VStack { Text("a").underline(false) }.underline()))
        #expect(!off.isUnderlined, "the Text's own setting wins over the view's")
        #expect(try dump(Text("a").strikethrough(color: .red)).contains("strikethrough(#FF3B30)"))
    }

    @Test func textCaseUsesTheLocale() throws {
        #expect(try texts(HStack { Text("Save"); Text("Ok") }.textCase(.uppercase)) == ["SAVE", "OK"])
        #expect(try texts(Text("MiXed").textCase(.lowercase)) == ["mixed"])
        #expect(try texts(Text("MiXed").textCase(nil)) == ["MiXed"])
        var turkish = EnvironmentValues()
        turkish.locale = Locale(identifier: "tr_TR")
        #expect(try texts(Text("i").textCase(.uppercase), environment: turkish) == ["İ"])
    }

    @Test func trackingAndKerning() throws {
        #expect(try firstRun(Text("a").tracking(2))?.tracking == 2)
        #expect(try firstRun(Text("a").kerning(1.5))?.tracking == 1.5)
        #expect(try firstRun(VStack { Text("a") }.tracking(3))?.tracking == 3)
        #expect(try firstRun(Text("a"))?.tracking == 0)
    }
}
