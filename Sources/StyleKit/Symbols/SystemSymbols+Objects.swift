import Foundation

// Objects, drawn on filleted centre lines (SymbolGeometry+Fillets): the outlined variant strokes the centre
// line, the `.fill` variant fills up to the outline's outer edge, so the pair covers the same ink box.
// Figures are centre-line coordinates in em around the glyph centre (y down); ink is 0.0425 em wider.
// - trash: lid 0.80 wide with a 0.24 × 0.12 handle; can 0.62 wide at the top tapering to 0.54, three grooves.
// - bell: a dome (corners of radius 0.26 on a 0.48-wide top) on sides that flare to a 0.76-wide rim; a clapper of radius 0.10 below.
// - person: a head of 0.34 diameter over shoulders 0.72 wide and 0.30 tall (corner radius 0.22).
// - gearshape: 8 teeth between radius 0.31 and 0.40, a hub of diameter 0.26; gear: 12 narrower teeth round
//   a solid wheel with a hole of diameter 0.36.
// - magnifyingglass: a lens of radius 0.28, a handle 1.25 × the stroke at 45°.
// - house: a roof 0.88 wide over walls 0.60 wide with a door 0.20 wide; lock: a shackle of radius 0.19 over
//   a body 0.64 × 0.45; envelope 0.80 × 0.56 with its flap; bookmark 0.54 × 0.76 with a 0.19-deep notch.
// - pencil: 0.86 long, 0.20 wide, pointing down-left at 45°; square.and.pencil: an open square with a
//   shorter pencil leaving through its top right corner; square.and.arrow.up: an open box under an arrow.
// - cart: a handle, a basket 0.72 wide and two wheels.
// - camera: a body 0.84 × 0.52 with a 0.24-wide hump on top and a lens ring of 0.30; the fill variant cuts a
//   ring round a solid lens.
// - square.dashed: square's outline as its four rounded corners and a 0.20-long dash in the middle of each side.
// - person.badge.plus / .minus: a narrower person (head 0.30, shoulders 0.58) with the badge at its right,
//   0.18 long, level with the top of the shoulders.

extension SystemSymbols {
    static func addObjects(to table: inout [String: SymbolGlyph]) {
        typealias G = SymbolGeometry
        typealias C = SymbolGeometry.Corner
        func line(_ points: CGFloat...) -> Path {
            G.strokedPolyline(stride(from: 0, to: points.count, by: 2).map { CGPoint(x: points[$0], y: points[$0 + 1]) })
        }

        // trash
        let lid = line(-0.40, -0.28, 0.40, -0.28)
        let handle = G.strokedFilleted([C(-0.12, -0.28), C(-0.12, -0.40, 0.05), C(0.12, -0.40, 0.05), C(0.12, -0.28)])
        let grooves = [line(-0.12, -0.13, -0.11, 0.24), line(0, -0.13, 0, 0.24), line(0.12, -0.13, 0.11, 0.24)]
        table["trash"] = G.glyph([lid, handle, G.strokedFilleted([C(-0.31, -0.28), C(-0.27, 0.38, 0.07), C(0.27, 0.38, 0.07),
                                                                C(0.31, -0.28)])] + grooves)
        let can = [C(-0.31, -0.28), C(0.31, -0.28), C(0.27, 0.38, 0.07), C(-0.27, 0.38, 0.07)]
        table["trash.fill"] = G.glyph([lid, handle, G.filledPolygon(can)] + grooves.map(G.hole))

        // bell
        let bell = [C(-0.24, -0.36, 0.26), C(0.24, -0.36, 0.26), C(0.28, 0.12, 0.10), C(0.38, 0.25, 0.04),
                    C(-0.38, 0.25, 0.04), C(-0.28, 0.12, 0.10)]
        table["bell"] = G.glyph(G.outlinedPolygon(bell) + [G.strokedArc(center: CGPoint(x: 0, y: 0.25), radius: 0.10,
                                                                         start: 0, sweep: .pi)])
        table["bell.fill"] = G.glyph([G.filledPolygon(bell), G.dot(CGPoint(x: 0, y: 0.25), diameter: 0.2 + G.stroke)])

        // person
        let shoulders = [C(-0.36, 0.40, 0.05), C(-0.36, 0.10, 0.22), C(0.36, 0.10, 0.22), C(0.36, 0.40, 0.05)]
        let headCenter = CGPoint(x: 0, y: -0.23), headDiameter: CGFloat = 0.34
        table["person"] = G.glyph([G.dot(headCenter, diameter: headDiameter + G.stroke),
                                   G.hole(G.dot(headCenter, diameter: headDiameter - G.stroke))] + G.outlinedPolygon(shoulders))
        table["person.fill"] = G.glyph([G.dot(headCenter, diameter: headDiameter + G.stroke), G.filledPolygon(shoulders)])

        // gears
        let gearshape = G.gearCorners(teeth: 8, tip: 0.40, root: 0.31, tipWidth: 0.11, rootWidth: 0.15, rounding: 0.035)
        table["gearshape"] = G.glyph(G.outlinedPolygon(gearshape) + G.circleOutline(diameter: 0.26))
        table["gearshape.fill"] = G.glyph([G.filledPolygon(gearshape), G.hole(G.circle(diameter: 0.26 + G.stroke))])
        let gear = G.gearCorners(teeth: 12, tip: 0.41, root: 0.33, tipWidth: 0.075, rootWidth: 0.095, rounding: 0.02)
        table["gear"] = G.glyph([G.filledPolygon(gear), G.hole(G.circle(diameter: 0.36))])

        // magnifyingglass
        let lens = CGPoint(x: -0.08, y: -0.08), lensRadius: CGFloat = 0.28
        table["magnifyingglass"] = G.glyph(G.circleOutline(diameter: 2 * lensRadius).map { $0.offsetBy(dx: lens.x, dy: lens.y) } + [
            G.strokedPolyline([G.point(lens, lensRadius, .pi / 4), CGPoint(x: 0.37, y: 0.37)], width: 1.25 * G.stroke),
        ])

        // house
        let roof = G.strokedFilleted([C(-0.44, -0.02), C(0, -0.40, 0.03), C(0.44, -0.02)])
        table["house"] = G.glyph([
            roof,
            G.strokedFilleted([C(-0.30, -0.13), C(-0.30, 0.36, 0.06), C(0.30, 0.36, 0.06), C(0.30, -0.13)]),
            G.strokedFilleted([C(-0.10, 0.36), C(-0.10, 0.13, 0.04), C(0.10, 0.13, 0.04), C(0.10, 0.36)]),
        ])
        let eave = -0.40 + 0.30 * 0.38 / 0.44
        table["house.fill"] = G.glyph([roof, G.filledPolygon([
            C(-0.30, eave), C(0, -0.40, 0.03), C(0.30, eave), C(0.30, 0.36, 0.06), C(0.10, 0.36), C(0.10, 0.13, 0.04),
            C(-0.10, 0.13, 0.04), C(-0.10, 0.36), C(-0.30, 0.36, 0.06),
        ])])

        // lock
        let shackle = G.strokedFilleted([C(-0.19, -0.06), C(-0.19, -0.34, 0.19), C(0.19, -0.34, 0.19), C(0.19, -0.06)])
        let body = [C(-0.32, -0.05, 0.08), C(0.32, -0.05, 0.08), C(0.32, 0.40, 0.08), C(-0.32, 0.40, 0.08)]
        table["lock"] = G.glyph([shackle] + G.outlinedPolygon(body))
        table["lock.fill"] = G.glyph([shackle, G.filledPolygon(body)])

        // envelope
        let envelope = [C(-0.40, -0.28, 0.07), C(0.40, -0.28, 0.07), C(0.40, 0.28, 0.07), C(-0.40, 0.28, 0.07)]
        table["envelope"] = G.glyph(G.outlinedPolygon(envelope) + [
            G.strokedFilleted([C(-0.35, -0.23), C(0, 0.05, 0.03), C(0.35, -0.23)]),
        ])

        // bookmark
        let bookmark = [C(-0.27, -0.38, 0.07), C(0.27, -0.38, 0.07), C(0.27, 0.38, 0.03), C(0, 0.19, 0.02),
                        C(-0.27, 0.38, 0.03)]
        table["bookmark"] = G.glyph(G.outlinedPolygon(bookmark))
        table["bookmark.fill"] = G.glyph([G.filledPolygon(bookmark)])

        // pencils and the share box
        table["pencil"] = G.glyph(G.pencil(length: 0.86, halfWidth: 0.10, tipLength: 0.22).map { G.rotated($0, degrees: 135) })
        table["square.and.pencil"] = G.glyph([
            G.strokedFilleted([C(-0.06, -0.30), C(-0.40, -0.30, 0.10), C(-0.40, 0.40, 0.10), C(0.30, 0.40, 0.10), C(0.30, 0.06)]),
        ] + G.pencil(length: 0.64, halfWidth: 0.08, tipLength: 0.15).map {
            G.rotated($0, degrees: 135).offsetBy(dx: 0.17, dy: -0.13)
        })
        table["square.and.arrow.up"] = G.glyph([
            G.strokedFilleted([C(-0.14, -0.10), C(-0.32, -0.10, 0.07), C(-0.32, 0.39, 0.08), C(0.32, 0.39, 0.08),
                               C(0.32, -0.10, 0.07), C(0.14, -0.10)]),
            line(0, -0.42, 0, 0.15),
            line(-0.15, -0.27, 0, -0.42, 0.15, -0.27),
        ])

        // camera
        let camera = [C(-0.42, -0.20, 0.08), C(-0.18, -0.20, 0.03), C(-0.12, -0.32, 0.03), C(0.12, -0.32, 0.03),
                      C(0.18, -0.20, 0.03), C(0.42, -0.20, 0.08), C(0.42, 0.32, 0.08), C(-0.42, 0.32, 0.08)]
        let lensCenter = CGPoint(x: 0, y: 0.06), lensDiameter: CGFloat = 0.30
        table["camera"] = G.glyph(G.outlinedPolygon(camera) + G.circleOutline(diameter: lensDiameter).map {
            $0.offsetBy(dx: lensCenter.x, dy: lensCenter.y)
        })
        table["camera.fill"] = G.glyph([G.filledPolygon(camera),
                                        G.hole(G.dot(lensCenter, diameter: lensDiameter + G.stroke)),
                                        G.dot(lensCenter, diameter: lensDiameter - G.stroke)])

        // square.dashed
        let side = (0.88 - G.stroke) / 2, cornerRadius = 0.176 - G.halfStroke, inner = side - cornerRadius
        var dashed: [Path] = []
        for (k, corner) in [CGPoint(x: -inner, y: -inner), CGPoint(x: inner, y: -inner), CGPoint(x: inner, y: inner),
                            CGPoint(x: -inner, y: inner)].enumerated() {
            dashed.append(G.strokedArc(center: corner, radius: cornerRadius, start: .pi + CGFloat(k) * .pi / 2, sweep: .pi / 2))
        }
        dashed += [line(-0.10, -side, 0.10, -side), line(side, -0.10, side, 0.10), line(0.10, side, -0.10, side),
                   line(-side, 0.10, -side, -0.10)]
        table["square.dashed"] = G.glyph(dashed)

        // person.badge.plus / person.badge.minus
        let badgedHead = CGPoint(x: -0.13, y: -0.20), badgedHeadDiameter: CGFloat = 0.30
        let badgedPerson = [G.dot(badgedHead, diameter: badgedHeadDiameter + G.stroke),
                            G.hole(G.dot(badgedHead, diameter: badgedHeadDiameter - G.stroke))]
            + G.outlinedPolygon([C(-0.42, 0.40, 0.05), C(-0.42, 0.12, 0.19), C(0.16, 0.12, 0.19), C(0.16, 0.40, 0.05)])
        let badgeY: CGFloat = 0.02
        table["person.badge.minus"] = G.glyph(badgedPerson + [line(0.28, badgeY, 0.46, badgeY)])
        table["person.badge.plus"] = G.glyph(badgedPerson + [line(0.28, badgeY, 0.46, badgeY), line(0.37, badgeY - 0.09, 0.37, badgeY + 0.09)])

        // cart
        table["cart"] = G.glyph([
            G.strokedFilleted([C(-0.44, -0.33), C(-0.34, -0.33, 0.03), C(-0.22, 0.12, 0.03), C(0.32, 0.12)]),
            G.strokedFilleted([C(-0.30, -0.18), C(0.42, -0.18, 0.03), C(0.34, 0.12)]),
            G.dot(CGPoint(x: -0.15, y: 0.30), diameter: 0.13), G.dot(CGPoint(x: 0.26, y: 0.30), diameter: 0.13),
        ])
    }
}

extension SymbolGeometry {
    /// A ring: the outline of a circle whose centre line has `diameter`.
    static func circleOutline(diameter: CGFloat) -> [Path] {
        [circle(diameter: diameter + stroke), hole(circle(diameter: diameter - stroke))]
    }

    /// The centre line of a gear: each tooth a flat tip `tipWidth` wide at radius `tip` on flanks that meet
    /// the root circle (`root`) `rootWidth` apart, every corner rounded by `rounding`.
    static func gearCorners(teeth: Int, tip: CGFloat, root: CGFloat, tipWidth: CGFloat, rootWidth: CGFloat,
                            rounding: CGFloat) -> [Corner] {
        var corners: [Corner] = []
        for k in 0..<teeth {
            let angle = -CGFloat.pi / 2 + 2 * .pi * CGFloat(k) / CGFloat(teeth)
            let tipHalf = asin(tipWidth / 2 / tip), rootHalf = asin(rootWidth / 2 / root)
            corners.append(Corner(point(.zero, root, angle - rootHalf), rounding))
            corners.append(Corner(point(.zero, tip, angle - tipHalf), rounding))
            corners.append(Corner(point(.zero, tip, angle + tipHalf), rounding))
            corners.append(Corner(point(.zero, root, angle + rootHalf), rounding))
        }
        return corners
    }

    /// A pencil along +x centred on the origin, its point at +x: an outlined body with a collar where the
    /// point begins.
    static func pencil(length: CGFloat, halfWidth w: CGFloat, tipLength: CGFloat) -> [Path] {
        let end = -length / 2, tip = length / 2, collar = tip - tipLength
        let outline = [Corner(end, -w, 0.04), Corner(collar, -w), Corner(tip, 0, 0.015), Corner(collar, w), Corner(end, w, 0.04)]
        return outlinedPolygon(outline) + [strokedPolyline([CGPoint(x: collar, y: -w), CGPoint(x: collar, y: w)])]
    }
}
