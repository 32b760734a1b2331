import Foundation
import Testing
@testable import StyleKit

@Suite struct ShapeChainingTests {
    /// The shape nodes of a resolved chain, back to front, with the zstack they sit in.
    func layers<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) throws -> [ShapeNode] {
        let node = try view.resolveNode(in: ResolveContext(environment: environment))
        var found: [ShapeNode] = []
        node.visit { if case .shape(let shape) = $0 { found.append(shape) } }
        return found
    }

    @Test func fillThenStrokeDrawsTheStrokeInFrontInOneStack() throws {
        let view = Capsule().fill(Color.yellow).stroke(Color.blue, lineWidth: 8)
        let node = try view.resolveNode(in: ResolveContext())
        guard case .zstack(let alignment, let children) = node else { Issue.record("not a zstack: \(node.dump)"); return }
        #expect(alignment == .center && children.count == 2)
        let shapes = try layers(view)
        #expect(shapes.map(\.drawing) == [.fill, .stroke(StrokeStyle(lineWidth: 8))])
        #expect(shapes.map(\.shape.typeName) == ["Capsule", "Capsule"])
        #expect(shapes[1].paint == .color(SystemColor.blue.resolve(in: EnvironmentValues())))
    }

    @Test func aSecondFillGoesInFrontOfTheFirst() throws {
        var environment = EnvironmentValues()
        environment.tint = AnyShapeStyle(Color.red)
        let top = LinearGradient(colors: [.white, .black], startPoint: .top, endPoint: .bottom)
        let shapes = try layers(Capsule().fill(.tint).fill(top), environment: environment)
        #expect(shapes.count == 2)
        #expect(shapes[0].paint == .color(SystemColor.red.resolve(in: environment)))
        guard case .linearGradient = shapes[1].paint else { Issue.record("front layer is \(shapes[1].paint)"); return }
    }

    @Test func strokeBorderInAChainStaysInside() throws {
        let shapes = try layers(RoundedRectangle(cornerRadius: 8).fill(Color.red).strokeBorder(Color.black, lineWidth: 4))
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(shapes[0].shape.geometry(in: rect) == .roundedRectangle(rect, cornerSize: CGSize(width: 8, height: 8), style: .continuous))
        #expect(shapes[1].shape.geometry(in: rect) ==
                .roundedRectangle(rect.insetBy(dx: 2, dy: 2), cornerSize: CGSize(width: 6, height: 6), style: .continuous))
        #expect(shapes[1].drawing == .strokeBorder(StrokeStyle(lineWidth: 4)))
    }

    @Test func shapeStyleShadowsTravelWithTheShapeInOrder() throws {
        let style = Color.gray.shadow(.inner(color: .black.opacity(0.4), radius: 3, y: -2))
            .shadow(.drop(color: .white, radius: 1, x: 1))
        let shapes = try layers(RoundedRectangle(cornerRadius: 4).stroke(style, lineWidth: 6))
        #expect(shapes[0].shadows == [ShadowSpec(color: RGBA.black.withAlpha(0.4), radius: 3, x: 0, y: -2, isInner: true),
                                      ShadowSpec(color: .white, radius: 1, x: 1, y: 0, isInner: false)])
        #expect(shapes[0].paint == .color(SystemColor.gray.resolve(in: EnvironmentValues())))
    }

    @Test func aForegroundStyleWithAShadowShadowsShapesDrawnWithIt() throws {
        let view = Circle().foregroundStyle(Color.red.shadow(.drop(radius: 2)))
        let shapes = try layers(view)
        #expect(shapes[0].shadows.count == 1)
        #expect(shapes[0].shadows[0].radius == 2 && !shapes[0].shadows[0].isInner)
        // The documented default: black at 33 % in linear sRGB.
        #expect(shapes[0].shadows[0].color == Color(.sRGBLinear, white: 0, opacity: 0.33).resolve(in: EnvironmentValues()))
    }

    @Test func opacityOnAStyleFadesItsShadowsToo() throws {
        let style = AnyShapeStyle(Color.red.shadow(.drop(color: .black, radius: 1))).opacity(0.5)
        let shapes = try layers(Rectangle().fill(style))
        #expect(shapes[0].shadows.map(\.color.alpha) == [0.5])
    }

    @Test func colorGradientRunsTopToBottomFromALighterShade() {
        let environment = EnvironmentValues()
        let blue = SystemColor.blue.resolve(in: environment)
        guard case .linearGradient(let stops, let start, let end) = Color.blue.gradient._paint(in: environment) else {
            Issue.record("not linear"); return
        }
        #expect(start == .top && end == .bottom)
        #expect(stops.map(\.location) == [0, 1])
        #expect(stops[1].color == blue)
        #expect(stops[0].color.red > blue.red && stops[0].color.green > blue.green)
        #expect(abs(stops[0].color.red - (blue.red + (1 - blue.red) * 0.2)) < 1e-12)
    }

    @Test func colorFromHueSaturationBrightness() {
        let environment = EnvironmentValues()
        #expect(Color(hue: 0, saturation: 1, brightness: 1).resolve(in: environment) == RGBA(red: 1, green: 0, blue: 0))
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 0.5, opacity: 0.5).resolve(in: environment) ==
                RGBA(red: 0, green: 0.5, blue: 0, alpha: 0.5))
        #expect(UIColor(hue: 2.0 / 3, saturation: 0.5, brightness: 1, alpha: 1).color.resolve(in: environment) ==
                RGBA(red: 0.5, green: 0.5, blue: 1))
        let hsb = RGBA(red: 0.5, green: 0.5, blue: 1).hsb
        #expect(abs(hsb.hue - 2.0 / 3) < 1e-12 && hsb.saturation == 0.5 && hsb.brightness == 1)
    }

    @Test func iOS17SpringsAreRecorded() throws {
        let text = try dump(Color.red.animation(.smooth(duration: 0.2), value: true))
        #expect(text.contains("smooth(0.2s"))
        #expect(Animation.snappy(duration: 0.3).description != Animation.bouncy(duration: 0.3).description)
    }
}
