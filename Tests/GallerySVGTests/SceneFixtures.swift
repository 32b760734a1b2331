import Foundation
@testable import GalleryLayout
@testable import StyleKit

/// Hand-built scenes covering every node kind and effect.
enum SceneFixtures {
    static let red = RGBA(hex: 0xFF3B30)
    static let blue = RGBA(hex: 0x007AFF)
    static let shadowBlack = RGBA(red: 0, green: 0, blue: 0, alpha: 0.33)

    static func stop(_ color: RGBA, _ location: Double) -> ResolvedStop { ResolvedStop(color: color, location: location) }

    static func scene(_ children: [SceneNode], size: CGSize = CGSize(width: 100, height: 40)) -> Scene {
        Scene(size: size, root: SceneGroup(children: children), elements: [], fontFamily: "Inter")
    }

    static func shape(_ geometry: SceneGeometry, fill: ScenePaint? = .solid(blue), stroke: SceneStroke? = nil,
                      opacity: Double = 1, shadows: [SceneShadow] = [], evenOdd: Bool = false) -> SceneNode {
        .shape(SceneShape(geometry: geometry, fill: fill, evenOdd: evenOdd, stroke: stroke, opacity: opacity,
                          shadows: shadows, role: "test"))
    }

    static let linear = ScenePaint.linear(stops: [stop(red, 0), stop(blue, 1)], start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: 40))

    static func text(_ string: String = "Sign in", paint: ScenePaint = .solid(.white), underline: Bool = false,
                     strikethrough: Bool = false, opacity: Double = 1, shadows: [SceneShadow] = [],
                     outline: Path? = nil, family: String = "Inter", monospaced: Bool = false) -> SceneText {
        // Stand-in "glyphs": one box per character, 8 pt apart.
        let glyphs = outline ?? Path { path in
            for index in string.indices.map({ string.distance(from: string.startIndex, to: $0) }) {
                path.addRect(CGRect(x: 10 + CGFloat(index) * 8, y: 18, width: 6, height: 10))
            }
        }
        return SceneText(string: string, origin: CGPoint(x: 10, y: 28), width: CGFloat(string.count) * 8,
                         font: SceneFont(family: family, size: 17, weight: 600, italic: false, isMonospaced: monospaced),
                         paint: paint, outline: glyphs, frame: CGRect(x: 10, y: 14, width: CGFloat(string.count) * 8, height: 20),
                         opacity: opacity, shadows: shadows, isUnderlined: underline, isStrikethrough: strikethrough)
    }

    /// A stand-in glyph for `character`: a box 2–12 pt wide (by its code point: T 9, a 11, p 4, t 8) and
    /// 10 pt high, relative to the pen position, so that equal characters have equal outlines.
    static func glyph(_ character: Character) -> Path {
        let width = 2 + CGFloat((character.unicodeScalars.first?.value ?? 0) % 11)
        return Path(CGRect(x: 0.5, y: -10, width: width, height: 10))
    }

    /// A text line with glyphs as layout gives them: one stand-in glyph per non-space character, pens 8 pt
    /// apart from `origin`, and the same outlines in absolute coordinates.
    static func glyphText(_ string: String = "Tap tap", origin: CGPoint = CGPoint(x: 10, y: 28), paint: ScenePaint = .solid(.white),
                          underline: Bool = false, opacity: Double = 1, shadows: [SceneShadow] = []) -> SceneText {
        var glyphs: [SceneGlyph] = []
        var outline = Path()
        for (index, character) in string.enumerated() where character != " " {
            let position = CGPoint(x: origin.x + CGFloat(index) * 8, y: origin.y)
            glyphs.append(SceneGlyph(outline: glyph(character), position: position))
            outline.addPath(glyph(character), transform: CGAffineTransform(translationX: position.x, y: position.y))
        }
        var text = SceneText(string: string, origin: origin, width: CGFloat(string.count) * 8,
                             font: SceneFont(family: "Inter", size: 17, weight: 400, italic: false, isMonospaced: false),
                             paint: paint, outline: outline,
                             frame: CGRect(x: origin.x, y: origin.y - 14, width: CGFloat(string.count) * 8, height: 20),
                             opacity: opacity, shadows: shadows, isUnderlined: underline, isStrikethrough: false)
        text.glyphs = glyphs
        return text
    }

    /// Everything at once: gradient rounded rect, group with opacity + two shadows + transform, clip,
    /// dashed stroke, text, ellipse and circle, angular and radial gradients, nested groups.
    static var kitchenSink: Scene {
        let button = SceneGroup(
            transform: CGAffineTransform(translationX: 10, y: 5), opacity: 0.8,
            shadows: [SceneShadow(color: shadowBlack, radius: 4, offset: CGSize(width: 0, height: 2)),
                      SceneShadow(color: RGBA(hex: 0x000000, alpha: 0.1), radius: 12, offset: CGSize(width: 0, height: 8))],
            clip: SceneClip(geometry: .roundedRect(CGRect(x: 0, y: 0, width: 120, height: 44), rx: 12, ry: 12)),
            children: [
                shape(.roundedRect(CGRect(x: 0, y: 0, width: 120, height: 44), rx: 12, ry: 12),
                      fill: .linear(stops: [stop(red, 0), stop(blue, 1)], start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: 44))),
                .text(text()),
                .group(SceneGroup(opacity: 0.5, children: [
                    shape(.ellipse(CGRect(x: 90, y: 10, width: 20, height: 20)), fill: .solid(.white)),
                    shape(.ellipse(CGRect(x: 60, y: 10, width: 24, height: 12)),
                          fill: .radial(stops: [stop(.white, 0), stop(.clear, 1)], center: CGPoint(x: 72, y: 16),
                                        startRadius: 4, endRadius: 12)),
                ], role: "nested")),
            ], role: "button")
        return Scene(size: CGSize(width: 200, height: 80), root: SceneGroup(children: [
            .group(button),
            .text(glyphText("Tap tap", origin: CGPoint(x: 100, y: 70), paint: .solid(RGBA(hex: 0x333333, alpha: 0.9)), underline: true,
                            shadows: [SceneShadow(color: shadowBlack, radius: 1, offset: CGSize(width: 0, height: 1))])),
            shape(.rect(CGRect(x: 140, y: 10, width: 40, height: 40)), fill: nil,
                  stroke: SceneStroke(paint: .solid(red), style: StrokeStyle(lineWidth: 2, lineCap: .round, dash: [4, 2], dashPhase: 1))),
            shape(.ellipse(CGRect(x: 140, y: 55, width: 20, height: 20)),
                  fill: .angular(stops: [stop(red, 0), stop(blue, 0.5), stop(red, 1)], center: CGPoint(x: 150, y: 65),
                                 startAngle: .zero, endAngle: .degrees(360))),
            shape(.path(Path { $0.move(to: CGPoint(x: 170, y: 55)); $0.addQuadCurve(to: CGPoint(x: 190, y: 75), control: CGPoint(x: 190, y: 55))
                               $0.addCurve(to: CGPoint(x: 170, y: 75), control1: CGPoint(x: 185, y: 80), control2: CGPoint(x: 175, y: 80))
                               $0.closeSubpath() }),
                  fill: .linear(stops: [stop(red, 0), stop(blue, 1)], start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: 44)),
                  shadows: [SceneShadow(color: shadowBlack, radius: 0, offset: CGSize(width: 1, height: 1))]),
            .text(SceneText(string: "Mono <&>", origin: CGPoint(x: 20, y: 70), width: 60,
                            font: SceneFont(family: "DejaVu Sans Mono", size: 11, weight: 400, italic: true, isMonospaced: true),
                            paint: .solid(RGBA(hex: 0x333333, alpha: 0.9)), outline: Path(), frame: CGRect(x: 20, y: 60, width: 60, height: 14),
                            opacity: 1, shadows: [], isUnderlined: true, isStrikethrough: true)),
        ]), elements: [], fontFamily: "Inter")
    }
}
