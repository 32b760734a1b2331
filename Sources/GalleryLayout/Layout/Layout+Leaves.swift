import Foundation
import Fonts
import StyleKit

extension LayoutPass {
    func placeText(_ box: Box, _ run: TextRun, proposal: ProposedSize, frame: CGRect, inherited: Inherited,
                   into nodes: inout [SceneNode]) throws {
        let lines = try textLines(box, run, width: proposal.width, height: proposal.height)
        let face = try measurer.face(for: run.font)
        if !lines.missingScalars.isEmpty {
            missingGlyphs.append(SceneMissingGlyphs(text: run.string, scalars: lines.missingScalars, frame: frame.applying(inherited.ctm)))
        }
        if let truncation = lines.truncation {
            truncatedTexts.append(truncatedText(run, lines, truncation, width: proposal.width ?? lines.width,
                                                frame: frame.applying(inherited.ctm)))
        }
        let textIndex = placedTexts
        placedTexts += 1
        let font = SceneFont(family: face.familyName, size: run.font.size, weight: face.weight, italic: run.font.italic,
                             isMonospaced: run.font.design == .monospaced)
        for (index, line) in lines.lines.enumerated() {
            let lineWidth = CGFloat(line.layout.width)
            let x: CGFloat
            // `.leading` is the right edge right to left (docs/right-to-left.md); the glyphs are not mirrored.
            switch inherited.direction == .rightToLeft ? run.alignment.mirrored : run.alignment {
            case .leading: x = frame.minX
            case .center: x = frame.minX + (frame.width - lineWidth) / 2
            case .trailing: x = frame.maxX - lineWidth
            }
            let top = frame.minY + CGFloat(index) * lines.lineHeight
            let baseline = top + lines.baselineOffset
            var outline = Path()
            var glyphs: [SceneGlyph] = []
            for glyph in line.layout.glyphs {
                let glyphFace = line.layout.faces[glyph.face]
                let scale = run.font.size / CGFloat(glyphFace.unitsPerEm)
                let shape = GlyphShapes.shape(glyphFace, glyph: glyph.glyph, scale: scale)
                guard !shape.outline.isEmpty else { continue }
                let position = CGPoint(x: x + CGFloat(glyph.x), y: baseline - CGFloat(glyph.y))
                outline.addPath(shape.outline, transform: CGAffineTransform(translationX: position.x, y: position.y))
                glyphs.append(SceneGlyph(outline: shape.outline, bounds: shape.bounds, digest: shape.digest, position: position))
            }
            let records = line.layout.faces.map(\.record)
            for record in records where !faces.contains(record) { faces.append(record) }
            let lineFrame = CGRect(x: x, y: top, width: lineWidth, height: lines.lineHeight)
            nodes.append(.text(SceneText(
                string: line.text, origin: CGPoint(x: x, y: baseline), width: lineWidth, font: font,
                paint: scenePaint(run.paint, in: lineFrame, inherited), outline: outline, frame: lineFrame,
                opacity: inherited.opacity, shadows: inherited.shadows,
                isUnderlined: run.isUnderlined, isStrikethrough: run.isStrikethrough,
                underlinePaint: run.underlinePaint.map { scenePaint($0, in: lineFrame, inherited) },
                strikethroughPaint: run.strikethroughPaint.map { scenePaint($0, in: lineFrame, inherited) },
                tracking: run.tracking, direction: line.layout.direction == .rightToLeft ? .rightToLeft : .leftToRight,
                faces: records, glyphs: glyphs, textIndex: textIndex)))
        }
    }

    /// The record of a text drawn with "…".
    func truncatedText(_ run: TextRun, _ lines: TextLines, _ truncation: TextLines.Truncation, width: CGFloat,
                       frame: CGRect) -> SceneTruncatedText {
        let reason: SceneTruncatedText.Reason
        switch truncation {
        case .singleLine: reason = .singleLine
        case .lineLimit(let n): reason = .lineLimit(n)
        case .height(let n): reason = .height(n)
        }
        return SceneTruncatedText(text: run.string, shown: lines.lines.map(\.text), reason: reason,
                                  neededLines: lines.wrappedLineCount, width: width, fontSize: run.font.size,
                                  textStyle: run.font.textStyle, dynamicTypeSize: run.dynamicTypeSize, frame: frame)
    }

    func sceneShape(_ node: ShapeNode, in frame: CGRect, inherited: Inherited) -> SceneShape {
        let geometry = sceneGeometry(node.shape.geometry(in: frame))
        let paint = scenePaint(node.paint, in: geometry.bounds.isNull ? frame : geometry.bounds, inherited)
        // The paint's own shadows (`ShapeStyle.shadow`) come first; the ancestors' `.shadow` follow. Both go
        // in one filter, which draws every drop shadow under the shape and every inner shadow over it.
        let shadows = node.shadows.map {
            SceneShadow(color: $0.color, radius: $0.radius, offset: CGSize(width: $0.x, height: $0.y), isInner: $0.isInner)
        } + inherited.shadows
        switch node.drawing {
        case .fill(let eoFill):
            return SceneShape(geometry: geometry, fill: paint, evenOdd: eoFill, opacity: inherited.opacity,
                              shadows: shadows, role: node.shape.typeName)
        case .stroke(let style), .strokeBorder(let style):
            return SceneShape(geometry: geometry, fill: nil, stroke: SceneStroke(paint: paint, style: style),
                              opacity: inherited.opacity, shadows: shadows, role: node.shape.typeName)
        }
    }

    /// A symbol's em-unit path placed on the text baseline, or, when resizable, its ink (the path's bounds,
    /// not the padded layout box) stretched over the frame, as `Image(systemName:).resizable()` fills its
    /// frame with the drawn symbol (docs/symbol-metrics.md, "Resizable symbols").
    func sceneSymbol(_ symbol: SymbolNode, in frame: CGRect, inherited: Inherited) -> SceneShape {
        let glyph = symbol.glyph
        let transform: CGAffineTransform
        if symbol.isResizable {
            let ink = glyph.path.boundingRect
            let box = ink.width > 0 && ink.height > 0
                ? ink : CGRect(x: 0, y: -glyph.ascent, width: glyph.width, height: glyph.ascent + glyph.descent)
            transform = CGAffineTransform(translationX: -box.minX, y: -box.minY)
                .concatenating(CGAffineTransform(scaleX: frame.width / box.width, y: frame.height / box.height))
                .concatenating(CGAffineTransform(translationX: frame.minX, y: frame.minY))
        } else {
            let s = symbol.font.size
            transform = CGAffineTransform(scaleX: s, y: s)
                .concatenating(CGAffineTransform(translationX: frame.minX, y: frame.minY + glyph.ascent * s))
        }
        return SceneShape(geometry: .path(glyph.path.applying(transform)), fill: scenePaint(symbol.paint, in: frame, inherited),
                          evenOdd: glyph.evenOdd, opacity: inherited.opacity, shadows: inherited.shadows, role: "symbol \(symbol.name)")
    }

    func sceneGeometry(_ geometry: ShapeGeometry) -> SceneGeometry {
        switch geometry {
        case .rectangle(let r): return .rect(r)
        case .roundedRectangle(let r, let size, .circular): return .roundedRect(r, rx: size.width, ry: size.height)
        case .roundedRectangle(let r, let size, .continuous):
            return .path(Path(roundedRect: r, cornerSize: size, style: .continuous))
        case .ellipse(let r): return .ellipse(r)
        case .path(let p): return .path(p)
        }
    }

    /// Gradient unit points become absolute coordinates of the painted area (reference §4.3 [G11]), their x
    /// measured from the leading edge (mirrored right to left, docs/right-to-left.md).
    func scenePaint(_ paint: Paint, in rect: CGRect, _ inherited: Inherited) -> ScenePaint {
        func point(_ unit: UnitPoint) -> CGPoint { inherited.directed(unit).in(rect) }
        switch paint {
        case .color(let c): return .solid(inherited.adjusted(c))
        case .linearGradient(let stops, let start, let end): return .linear(stops: inherited.adjusted(stops), start: point(start), end: point(end))
        case .radialGradient(let stops, let center, let r0, let r1):
            return .radial(stops: inherited.adjusted(stops), center: point(center), startRadius: r0, endRadius: r1)
        case .angularGradient(let stops, let center, let a0, let a1):
            return .angular(stops: inherited.adjusted(stops), center: point(center), startAngle: a0, endAngle: a1)
        }
    }
}

extension TextAlignment {
    /// Leading and trailing swapped: where a line goes right to left, its leading edge being on the right.
    var mirrored: TextAlignment {
        switch self {
        case .leading: return .trailing
        case .center: return .center
        case .trailing: return .leading
        }
    }
}
