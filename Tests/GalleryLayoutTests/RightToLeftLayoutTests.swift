import Foundation
import Testing
@testable import GalleryCatalog
@testable import GalleryLayout
@testable import StyleKit

/// `\.layoutDirection` = `.rightToLeft` mirrors layout as SwiftUI does: each child's x flipped within its
/// parent, offsets and unit points measured from the trailing edge, `.leading` text aligned right; the
/// drawings themselves unflipped (docs/right-to-left.md).
@Suite struct RightToLeftLayoutTests {
    let engine = LayoutEngine()
    static let red = RGBA(red: 1, green: 0, blue: 0), blue = RGBA(red: 0, green: 0, blue: 1)
    static let green = RGBA(red: 0, green: 1, blue: 0)

    func scene(_ view: some View, _ direction: LayoutDirection, width: CGFloat? = nil) throws -> Scene {
        var environment = EnvironmentValues()
        environment.layoutDirection = direction
        return try engine.layout(try view.resolveNode(in: ResolveContext(environment: environment)), width: width)
    }

    /// Frames of the solid shapes painted `color`, in scene coordinates (group transforms applied).
    func frames(_ color: RGBA, in scene: Scene) -> [CGRect] {
        func walk(_ group: SceneGroup, _ ctm: CGAffineTransform) -> [CGRect] {
            let t = group.transform.concatenating(ctm)
            return group.children.flatMap { node -> [CGRect] in
                switch node {
                case .group(let g): return walk(g, t)
                case .shape(let s) where s.fill == .solid(color): return [s.geometry.bounds.applying(t)]
                default: return []
                }
            }
        }
        return walk(scene.root, .identity)
    }

    func square(_ color: RGBA, _ width: CGFloat, _ height: CGFloat = 10) -> some View {
        Color(red: color.red, green: color.green, blue: color.blue).frame(width: width, height: height)
    }

    @Test func hstackChildrenRunRightToLeft() throws {
        let view = HStack(spacing: 0) { square(Self.red, 10); square(Self.blue, 20) }
        let ltr = try scene(view, .leftToRight), rtl = try scene(view, .rightToLeft)
        #expect(ltr.size == rtl.size)
        #expect(frames(Self.red, in: ltr) == [CGRect(x: 0, y: 0, width: 10, height: 10)])
        #expect(frames(Self.blue, in: ltr) == [CGRect(x: 10, y: 0, width: 20, height: 10)])
        #expect(frames(Self.red, in: rtl) == [CGRect(x: 20, y: 0, width: 10, height: 10)], "the first child is on the right")
        #expect(frames(Self.blue, in: rtl) == [CGRect(x: 0, y: 0, width: 20, height: 10)])
    }

    @Test func spacerPushesTowardTheLeft() throws {
        let view = HStack { square(Self.red, 10); Spacer() }.frame(width: 100)
        #expect(frames(Self.red, in: try scene(view, .leftToRight)).first?.minX == 0)
        #expect(frames(Self.red, in: try scene(view, .rightToLeft)).first?.minX == 90)
    }

    @Test func leadingPaddingIsOnTheRight() throws {
        let view = square(Self.red, 10).padding(.leading, 20).padding(.trailing, 5)
        let ltr = try scene(view, .leftToRight), rtl = try scene(view, .rightToLeft)
        #expect(ltr.size.width == 35 && rtl.size.width == 35)
        #expect(frames(Self.red, in: ltr).first?.minX == 20)
        #expect(frames(Self.red, in: rtl).first?.minX == 5, "20 pt of leading padding on the right, 5 of trailing on the left")
    }

    @Test func frameAlignmentMirrors() throws {
        let leading = square(Self.red, 10).frame(width: 100, alignment: .leading)
        let trailing = square(Self.red, 10).frame(width: 100, height: 40, alignment: .bottomTrailing)
        #expect(frames(Self.red, in: try scene(leading, .rightToLeft)).first?.minX == 90)
        #expect(frames(Self.red, in: try scene(trailing, .rightToLeft)).first == CGRect(x: 0, y: 30, width: 10, height: 10))
        #expect(frames(Self.red, in: try scene(trailing, .leftToRight)).first == CGRect(x: 90, y: 30, width: 10, height: 10))
    }

    @Test func stackZStackAndOverlayAlignmentMirror() throws {
        let vstack = VStack(alignment: .leading, spacing: 0) { square(Self.red, 10); square(Self.blue, 50) }
        #expect(frames(Self.red, in: try scene(vstack, .rightToLeft)).first?.minX == 40)
        let zstack = ZStack(alignment: .trailing) { square(Self.blue, 50); square(Self.red, 10) }
        #expect(frames(Self.red, in: try scene(zstack, .rightToLeft)).first?.minX == 0)
        let overlay = square(Self.blue, 50).overlay(alignment: .leading) { square(Self.red, 10) }
        #expect(frames(Self.red, in: try scene(overlay, .rightToLeft)).first?.minX == 40)
        let background = square(Self.blue, 50).background(alignment: .topTrailing) { square(Self.red, 10, 4) }
        #expect(frames(Self.red, in: try scene(background, .rightToLeft)).first == CGRect(x: 0, y: 0, width: 10, height: 4))
    }

    @Test func maskLayerIsAlignedAndLaidOutRightToLeft() throws {
        let view = square(Self.green, 100).mask(alignment: .leading) {
            HStack(spacing: 0) { square(Self.red, 10); square(Self.blue, 20) }
        }
        // The leaves inside masks, at any depth (a stack in a mask is a group of its own).
        func leaves(_ nodes: [SceneNode]) -> [SceneNode] {
            nodes.flatMap { node -> [SceneNode] in
                if case .group(let g) = node { return leaves(g.children) + leaves(g.mask?.children ?? []) }
                return [node]
            }
        }
        func maskNodes(_ group: SceneGroup) -> [SceneNode] {
            leaves(group.mask?.children ?? []) + group.children.flatMap { node -> [SceneNode] in
                if case .group(let g) = node { return maskNodes(g) }
                return []
            }
        }
        func frame(_ color: RGBA, _ scene: Scene) -> CGRect? {
            maskNodes(scene.root).compactMap { node -> CGRect? in
                if case .shape(let s) = node, s.fill == .solid(color) { return s.geometry.bounds }
                return nil
            }.first
        }
        let ltr = try scene(view, .leftToRight), rtl = try scene(view, .rightToLeft)
        #expect(frame(Self.red, ltr)?.minX == 0 && frame(Self.blue, ltr)?.minX == 10)
        #expect(frame(Self.red, rtl)?.minX == 90 && frame(Self.blue, rtl)?.minX == 70, "the mask sits at the right, its stack runs right to left")
    }

    @Test func alignmentGuidesAreMeasuredFromTheLeadingEdge() throws {
        // The red square's trailing edge on the stack's leading guide: left to right it sits left of the
        // blue bar; right to left, right of it.
        let view = VStack(alignment: .leading, spacing: 0) {
            square(Self.red, 10).alignmentGuide(.leading) { d in d[.trailing] }
            square(Self.blue, 50)
        }
        let ltr = try scene(view, .leftToRight), rtl = try scene(view, .rightToLeft)
        #expect(frames(Self.red, in: ltr).first?.minX == 0 && frames(Self.blue, in: ltr).first?.minX == 10)
        #expect(frames(Self.red, in: rtl).first?.minX == 50 && frames(Self.blue, in: rtl).first?.minX == 0)
    }

    @Test func offsetMovesTowardTheTrailingEdge() throws {
        let view = square(Self.red, 10).offset(x: 6, y: 2).frame(width: 40, alignment: .leading)
        #expect(frames(Self.red, in: try scene(view, .leftToRight)).first == CGRect(x: 6, y: 2, width: 10, height: 10))
        #expect(frames(Self.red, in: try scene(view, .rightToLeft)).first == CGRect(x: 24, y: 2, width: 10, height: 10),
                "placed at the right, then moved 6 pt to the left")
    }

    @Test func gradientUnitPointsMirror() throws {
        let stops = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]
        let view = Rectangle().fill(LinearGradient(colors: stops, startPoint: .topLeading, endPoint: UnitPoint(x: 0.75, y: 1)))
            .frame(width: 100, height: 20)
        func linear(_ scene: Scene) -> (CGPoint, CGPoint)? {
            for shape in allShapes(scene.root) { if case .linear(_, let start, let end) = shape.fill { return (start, end) } }
            return nil
        }
        let ltr = try #require(linear(try scene(view, .leftToRight))), rtl = try #require(linear(try scene(view, .rightToLeft)))
        #expect(ltr.0 == CGPoint(x: 0, y: 0) && ltr.1 == CGPoint(x: 75, y: 20))
        #expect(rtl.0 == CGPoint(x: 100, y: 0) && rtl.1 == CGPoint(x: 25, y: 20), "x measured from the right edge")
        let radial = Circle().fill(RadialGradient(colors: stops, center: .leading, startRadius: 0, endRadius: 10)).frame(width: 40, height: 40)
        let center = allShapes(try scene(radial, .rightToLeft).root).compactMap { shape -> CGPoint? in
            if case .radial(_, let c, _, _) = shape.fill { return c }
            return nil
        }
        #expect(center == [CGPoint(x: 40, y: 20)])
    }

    @Test func nestedLeftToRightRestoresOrderInsideARightToLeftParent() throws {
        let view = HStack(spacing: 0) { square(Self.red, 10); square(Self.blue, 20) }
            .environment(\.layoutDirection, .leftToRight)
            .frame(width: 100, alignment: .leading)
        let rtl = try scene(view, .rightToLeft)
        // The inner stack is placed at the leading (right) edge by its right-to-left parent, and lays out
        // its own children left to right.
        #expect(frames(Self.red, in: rtl).first?.minX == 70)
        #expect(frames(Self.blue, in: rtl).first?.minX == 80)
        // And the other way round: right to left inside a left-to-right root.
        let inverse = HStack(spacing: 0) { square(Self.red, 10); square(Self.blue, 20) }
            .environment(\.layoutDirection, .rightToLeft)
            .frame(width: 100, alignment: .leading)
        let ltr = try scene(inverse, .leftToRight)
        #expect(frames(Self.red, in: ltr).first?.minX == 20)
        #expect(frames(Self.blue, in: ltr).first?.minX == 0)
    }

    @Test func leadingMultilineTextIsRightAligned() throws {
        let view = Text("Wide first line then a bit").multilineTextAlignment(.leading).frame(width: 120)
        let ltr = allTexts(try scene(view, .leftToRight).root), rtl = allTexts(try scene(view, .rightToLeft).root)
        try #require(ltr.count >= 2 && rtl.count == ltr.count)
        #expect(Set(ltr.map(\.frame.minX)).count == 1, "left to right, lines start at the same x")
        #expect(Set(rtl.map(\.frame.maxX)).count == 1, "right to left, lines end at the same x")
        #expect(Set(rtl.map(\.frame.minX)).count > 1)
        let trailing = allTexts(try scene(Text("Wide first line then a bit").multilineTextAlignment(.trailing).frame(width: 120), .rightToLeft).root)
        #expect(Set(trailing.map(\.frame.minX)).count == 1, "trailing is the left edge")
    }

    @Test func leafDrawingsAreNotFlippedUnlessAsked() throws {
        // A right triangle whose right angle is at the bottom left: right to left it is moved, not flipped.
        struct Wedge: Shape {
            func path(in rect: CGRect) -> Path {
                Path { p in
                    p.move(to: CGPoint(x: rect.minX, y: rect.minY)); p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                    p.addLine(to: CGPoint(x: rect.minX + 10, y: rect.maxY)); p.closeSubpath()
                }
            }
        }
        let view = Wedge().frame(width: 10, height: 10).frame(width: 50, alignment: .leading)
        let shape = try #require(allShapes(try scene(view, .rightToLeft).root).first)
        guard case .path(let path) = shape.geometry else { Issue.record("not a path"); return }
        #expect(path.boundingRect == CGRect(x: 40, y: 0, width: 10, height: 10))
        #expect(path.elements.first == .move(to: CGPoint(x: 40, y: 0)), "the vertical edge stays on the shape's left")
        // With flipsForRightToLeftLayoutDirection its content is drawn through a mirror about its centre.
        let flipped = Wedge().frame(width: 10, height: 10).flipsForRightToLeftLayoutDirection(true).frame(width: 50, alignment: .leading)
        let group = try #require(groups(try scene(flipped, .rightToLeft).root).first { $0.role == "mirrored" })
        #expect(group.transform == CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 90, ty: 0))
        #expect(groups(try scene(flipped, .leftToRight).root).isEmpty, "left to right nothing is flipped")
        // `layoutDirectionBehavior(.mirrors(in: .leftToRight))`: art drawn for right to left, mirrored left to right.
        let art = Wedge().frame(width: 10, height: 10).layoutDirectionBehavior(.mirrors(in: .leftToRight))
        #expect(groups(try scene(art, .leftToRight).root).map(\.transform) == [CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 10, ty: 0)])
        #expect(groups(try scene(art, .rightToLeft).root).isEmpty)
        #expect(groups(try scene(Wedge().frame(width: 10, height: 10).layoutDirectionBehavior(.fixed), .rightToLeft).root).isEmpty)
    }

    @Test func rootMarkerOnlyWhenTheDirectionChanges() throws {
        var rtl = EnvironmentValues()
        rtl.layoutDirection = .rightToLeft
        let plain = HStack { Text("a"); Text("b") }
        #expect(!(try plain.resolveNode(in: ResolveContext()).dump.contains("LayoutDirection")), "left to right at the root: no marker")
        let rtlRoot = try plain.resolveNode(in: ResolveContext(environment: rtl)).dump
        #expect(rtlRoot.hasPrefix("LayoutDirection rightToLeft\n└─ HStack"))
        // Setting the direction the environment already has adds no marker; changing it adds one.
        let same = HStack { Text("a"); Text("b").environment(\.layoutDirection, .rightToLeft) }
        #expect(try same.resolveNode(in: ResolveContext(environment: rtl)).dump.components(separatedBy: "LayoutDirection").count == 2)
        let changed = HStack { Text("a"); Text("b").environment(\.layoutDirection, .leftToRight) }
        let dump = try changed.resolveNode(in: ResolveContext(environment: rtl)).dump
        #expect(dump.components(separatedBy: "LayoutDirection").count == 3, "\(dump)")
        #expect(dump.contains("└─ LayoutDirection leftToRight\n      └─ Text \"b\""), "\(dump)")
    }

    @Test func myToggleStyleKnobMovesLeftWhenOn() throws {
        let entry = try #require(Catalog.builtIn.entry(id: "my-toggle-style"))
        for isOn in [true, false] {
            let state = try #require(entry.states.first { $0.isOn == isOn && !$0.isDisabled && !$0.isInForm })
            var environment = GalleryTheme.default.environment
            environment.layoutDirection = .rightToLeft
            let scene = try engine.layout(try Variant(entry: entry, state: state).resolve(in: environment), width: 320)
            let shapes = allShapes(scene.root).filter { $0.role == "RoundedRectangle" }
            let track = try #require(shapes.first { $0.geometry.bounds.width == 50 })
            let knob = try #require(shapes.first { $0.geometry.bounds.width == 21 })
            let text = try #require(allTexts(scene.root).first)
            #expect(track.geometry.bounds.maxX < text.frame.minX, "the switch is left of the label")
            if isOn {
                #expect(knob.geometry.bounds.midX < track.geometry.bounds.midX, "on: the knob is at the trailing (left) end")
            } else {
                #expect(knob.geometry.bounds.midX > track.geometry.bounds.midX, "off: the knob is at the leading (right) end")
            }
            // The activation point (a unit point of the row) is mirrored with it: on the knob's side.
            let element = try #require(scene.elements.first)
            let expectedX = element.frame.minX + element.frame.width * (isOn ? 0.75 : 0.25)
            #expect(abs(element.activationPoint.x - expectedX) < 1e-9)
        }
    }

    func groups(_ group: SceneGroup) -> [SceneGroup] {
        group.children.flatMap { node -> [SceneGroup] in
            if case .group(let g) = node { return [g] + groups(g) }
            return []
        }
    }
}
