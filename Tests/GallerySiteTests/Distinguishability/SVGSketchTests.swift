import Foundation
import GalleryCatalog
import GalleryLayout
import GalleryRender
import GallerySVG
@testable import GallerySite
import SVGRaster
@testable import StyleKit
import Testing

/// The look-alike check draws a render's sketch from its scene (`SVGSketch`, a `VectorPicture`) instead of
/// parsing the SVG without its filters (`SketchSVG`). Held here for every render of the repository's styles under
/// four themes (gradients, clips, opacities, strokes, text right to left): the picture has the sketch's pixels (no
/// channel off by more than 2 of 255), and the check finds the same pairs with the same verdicts either way. Scenes
/// made to break it are in `SVGSketchCaseTests`.
@Suite struct SVGSketchTests {
    struct Render {
        let rendered: RenderedVariant
        let record: VariantRecord
        var picture: VectorPicture? { record.sketch }
    }

    static func renders(of entry: StyleEntry, under theme: GalleryTheme, in configuration: GalleryConfiguration,
                        renderer: VariantRenderer) throws -> [Render] {
        try configuration.states(of: entry).map { state in
            let rendered = try renderer.render(Variant(entry: entry, state: state), theme: theme)
            let canvas = SVGWriter.viewBox(for: rendered.scene, options: SVGOptions(title: ""))
            var record = VariantRecord(variant: rendered.variant, theme: theme, canvas: canvas, audit: try #require(rendered.audit),
                                       bytes: rendered.svg.count, faces: rendered.scene.faces,
                                       drawing: StateDistinguishability.drawingFingerprint(rendered.svg), stamp: nil)
            record.paint = PaintItem.items(of: rendered.scene, background: theme.background, canvas: canvas)
            record.sketch = SVGSketch.picture(for: rendered.scene, options: rendered.options)
            return Render(rendered: rendered, record: record)
        }
    }

    /// The largest difference of one colour channel between two pixels.
    static func channelDifference(_ p: UInt32, _ q: UInt32) -> Int {
        [16, 8, 0].map { abs(Int((p >> $0) & 0xFF) - Int((q >> $0) & 0xFF)) }.max()!
    }

    @Test func picturesDrawWhatTheSketchesDrawAndTheCheckFindsTheSame() throws {
        let configuration = try shippedConfiguration()
        let renderer = configuration.makeRenderer()
        let settings = DistinguishabilitySettings()
        var drawn = 0, groups = 0, verdicts = 0, found = 0
        for theme in configuration.themes where ["default", "dark", "israel", "black-friday"].contains(theme.id) {
            for entry in configuration.entries {
                let renders = try Self.renders(of: entry, under: theme, in: configuration, renderer: renderer)
                for render in renders {
                    let name = "\(render.rendered.variant.id) under \(theme.id)"
                    let picture = try #require(render.picture, "\(name): the repository's styles draw nothing a picture cannot")
                    #expect(picture.viewBox == render.record.canvas, "\(name): the check draws the picture over the record's canvas")
                    let sketch = try SVGRasterizer.rasterize(SketchSVG.withoutFilters(render.rendered.svg), viewBox: render.record.canvas, scale: 1)
                    let raster = try picture.rasterize(scale: 1)
                    let worst = zip(raster.pixels, sketch.pixels).map { Self.channelDifference($0, $1) }.max() ?? 0
                    #expect(worst <= 2, "\(name): a pixel differs by \(worst) of 255")
                    drawn += 1
                }
                // The check over the group's records, sketches drawn from the pictures and parsed from the SVGs.
                let records = renders.map(\.record)
                var parsed = records
                for index in parsed.indices { parsed[index].sketch = nil }
                let svgs = Dictionary(uniqueKeysWithValues: renders.map { ($0.rendered.variant.id, $0.rendered.svg) })
                let svg: (VariantRecord) throws -> [UInt8] = { svgs[$0.variant.id]! }
                let fromPictures = LookAlikeCheck(settings: settings).run(records, svg: svg)
                let fromSVGs = LookAlikeCheck(settings: settings).run(parsed, svg: svg)
                #expect(fromPictures.verdicts == fromSVGs.verdicts, "\(entry.id) under \(theme.id)")
                #expect(fromPictures.pairs == fromSVGs.pairs, "\(entry.id) under \(theme.id)")
                groups += 1
                verdicts += fromSVGs.verdicts.count
                found += fromSVGs.pairs.count
            }
        }
        #expect(drawn > 1000, "\(drawn) renders")
        #expect(groups > 80 && verdicts > 500 && found > 100, "\(groups) groups, \(verdicts) verdicts, \(found) pairs found")
    }

    static func scene(_ nodes: [SceneNode]) -> Scene {
        Scene(size: CGSize(width: 40, height: 20), root: SceneGroup(children: nodes), elements: [], fontFamily: "Inter")
    }

    static func shape(_ fill: ScenePaint, _ geometry: SceneGeometry = .rect(CGRect(x: 0, y: 0, width: 40, height: 20))) -> SceneNode {
        .shape(SceneShape(geometry: geometry, fill: fill, role: "Rectangle"))
    }

    /// What the sketch of the SVG draws in ways a picture does not: no picture, and the check parses the SVG.
    @Test func scenesAPictureCannotDrawHaveNone() throws {
        let options = SVGOptions(title: "", background: RGBA(red: 1, green: 1, blue: 1, alpha: 1))
        let red = ScenePaint.solid(RGBA(red: 1, green: 0, blue: 0, alpha: 1))
        let stops = [ResolvedStop(color: RGBA(red: 1, green: 0, blue: 0, alpha: 1), location: 0), ResolvedStop(color: RGBA(red: 0, green: 0, blue: 1, alpha: 1), location: 1)]
        #expect(SVGSketch.picture(for: Self.scene([Self.shape(red)]), options: options) != nil)
        var textMode = options
        textMode.textMode = .text
        #expect(SVGSketch.picture(for: Self.scene([Self.shape(red)]), options: textMode) == nil)
        let masked = SceneNode.group(SceneGroup(mask: SceneMask(children: [Self.shape(red)]), children: [Self.shape(red)]))
        #expect(SVGSketch.picture(for: Self.scene([masked]), options: options) == nil)
        let angular = ScenePaint.angular(stops: stops, center: CGPoint(x: 20, y: 10), startAngle: Angle(), endAngle: Angle(radians: 2 * .pi))
        #expect(SVGSketch.picture(for: Self.scene([Self.shape(angular)]), options: options) == nil)
        // A gradient without length or radius: SVG paints it in its last colour.
        #expect(SVGSketch.picture(for: Self.scene([Self.shape(.linear(stops: stops, start: CGPoint(x: 5, y: 5), end: CGPoint(x: 5, y: 5)))]), options: options) == nil)
        #expect(SVGSketch.picture(for: Self.scene([Self.shape(.radial(stops: stops, center: CGPoint(x: 5, y: 5), startRadius: 0, endRadius: 0))]), options: options) == nil)
        #expect(SVGSketch.picture(for: Self.scene([Self.shape(.linear(stops: stops, start: .zero, end: CGPoint(x: 40, y: 0)))]), options: options) != nil)
    }

    /// The worst channel difference between a scene's picture and librsvg's sketch of its SVG, at 1x and 2x.
    static func worstDifference(_ scene: Scene, options: SVGOptions) throws -> Int {
        let picture = try #require(SVGSketch.picture(for: scene, options: options))
        let svg = try SVGWriter.bytes(for: scene, options: options)
        var worst = 0
        for scale in [1.0, 2.0] {
            let sketch = try SVGRasterizer.rasterize(SketchSVG.withoutFilters(svg), viewBox: picture.viewBox, scale: scale)
            for (p, q) in zip(try picture.rasterize(scale: scale).pixels, sketch.pixels) { worst = max(worst, Self.channelDifference(p, q)) }
        }
        return worst
    }

    /// With shadows, the writer clips a group's children on an inner group, inside the layer of its opacity: two
    /// overlapping children crossing a rounded clip's edge are clipped one by one, not as one layer.
    @Test func aClippedGroupWithShadowsAndAnOpacity() throws {
        let options = SVGOptions(title: "", background: RGBA(red: 1, green: 1, blue: 1, alpha: 1))
        let teal = ScenePaint.solid(RGBA(red: 0, green: 0.78, blue: 0.75, alpha: 1)), red = ScenePaint.solid(RGBA(red: 1, green: 0, blue: 0, alpha: 1))
        let clip = SceneClip(geometry: .roundedRect(CGRect(x: 5, y: 5, width: 50, height: 30), rx: 10, ry: 10))
        let shadow = SceneShadow(color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.3), radius: 2, offset: CGSize(width: 0, height: 1))
        for shadows in [[], [shadow]] {
            for opacity in [1.0, 0.4] {
                let group = SceneGroup(opacity: opacity, shadows: shadows, clip: clip,
                                       children: [Self.shape(teal, .rect(CGRect(x: 0, y: 0, width: 60, height: 40))),
                                                  Self.shape(red, .rect(CGRect(x: 2, y: 2, width: 38, height: 36)))])
                let scene = Scene(size: CGSize(width: 60, height: 40), root: SceneGroup(children: [.group(group)]), elements: [], fontFamily: "Inter")
                #expect(try Self.worstDifference(scene, options: options) <= 2, "shadows \(shadows.count), opacity \(opacity)")
            }
        }
    }

    /// A picture cairo cannot draw (its context ends in an error) is not a pair left without a verdict: the check
    /// parses the SVG instead, and finds what it finds from the SVGs alone.
    @Test func aPictureCairoCannotDrawGivesWayToTheSVG() throws {
        let configuration = try shippedConfiguration()
        let renderer = configuration.makeRenderer()
        let theme = try #require(configuration.themes.first { $0.id == "default" })
        let entry = try #require(configuration.entries.first { $0.id == "my-toggle-style" })
        let renders = try Self.renders(of: entry, under: theme, in: configuration, renderer: renderer)
        var broken = renders.map(\.record), parsed = broken
        for index in broken.indices {
            let picture = try #require(broken[index].sketch)
            broken[index].sketch = VectorPicture(viewBox: picture.viewBox, operations: [.transform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)] + picture.operations)
            #expect(throws: RasterError.self) { try broken[index].sketch!.rasterize(scale: 1) }
            parsed[index].sketch = nil
        }
        let svgs = Dictionary(uniqueKeysWithValues: renders.map { ($0.rendered.variant.id, $0.rendered.svg) })
        let svg: (VariantRecord) throws -> [UInt8] = { svgs[$0.variant.id]! }
        let fromBroken = LookAlikeCheck(settings: DistinguishabilitySettings()).run(broken, svg: svg)
        let fromSVGs = LookAlikeCheck(settings: DistinguishabilitySettings()).run(parsed, svg: svg)
        #expect(fromBroken.verdicts == fromSVGs.verdicts && fromBroken.pairs == fromSVGs.pairs)
        #expect(fromSVGs.measured > 3, "\(fromSVGs.measured) pairs drawn")
    }
}
