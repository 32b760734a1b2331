import Foundation
@testable import GalleryLayout
import GallerySVG
@testable import StyleKit
import Testing

@Suite("Golden output")
struct SVGGoldenTests {
    @Test func smallSceneMatchesGoldenExactly() throws {
        let scene = SceneFixtures.scene([
            SceneFixtures.shape(.roundedRect(CGRect(x: 2, y: 2, width: 36, height: 16), rx: 4, ry: 4),
                                fill: .solid(RGBA(hex: 0x007AFF, alpha: 0.5)),
                                shadows: [SceneShadow(color: SceneFixtures.shadowBlack, radius: 1, offset: CGSize(width: 0, height: 1.5))]),
            .group(SceneGroup(transform: CGAffineTransform(translationX: 20, y: 10).scaledBy(x: 0.5, y: 0.5), opacity: 0.25,
                              children: [SceneFixtures.shape(.ellipse(CGRect(x: -4, y: -4, width: 8, height: 8)), fill: .solid(.white))])),
            .text(SceneFixtures.glyphText("aTa", origin: CGPoint(x: 2, y: 14), paint: .solid(RGBA(hex: 0x111111, alpha: 0.8)))),
        ], size: CGSize(width: 40, height: 20))
        let options = SVGOptions(title: "Tiny", description: "A golden", background: .white, margin: 4, idPrefix: "t")
        let text = String(decoding: try SVGWriter.bytes(for: scene, options: options), as: UTF8.self)
        let expected = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="50" height="31" viewBox="-5 -4 50 31" role="img" aria-labelledby="t-title t-desc">
             <title id="t-title">Tiny</title>
             <desc id="t-desc">A golden</desc>
             <defs>
              <filter id="t-f1" x="-2" y="-1" width="44" height="25" filterUnits="userSpaceOnUse" color-interpolation-filters="sRGB">
               <feGaussianBlur in="SourceAlpha" stdDeviation="1"/>
               <feOffset dy="1.5" result="o1"/>
               <feFlood flood-color="#000000" flood-opacity="0.33"/>
               <feComposite in2="o1" operator="in" result="s1"/>
               <feMerge>
                <feMergeNode in="s1"/>
                <feMergeNode in="SourceGraphic"/>
               </feMerge>
              </filter>
              <path id="t-t1" d="m20-400h440v400h-440z"/>
             </defs>
             <rect id="background" x="-5" y="-4" width="50" height="31" fill="#FFFFFF"/>
             <rect id="shape-test" x="2" y="2" width="36" height="16" rx="4" fill="#007AFF" fill-opacity="0.5" filter="url(#t-f1)"/>
             <g id="group" transform="matrix(0.5 0 0 0.5 20 10)" opacity="0.25">
              <circle id="shape-test-2" cx="0" cy="0" r="4" fill="#FFFFFF"/>
             </g>
             <g id="text-ata" data-name="Text “aTa”" role="img" aria-label="aTa" fill="#111111" transform="matrix(0.025 0 0 0.025 2 14)" opacity="0.8">
              <path d="m340-400h360v400h-360z"/>
              <use href="#t-t1"/>
              <use href="#t-t1" x="640"/>
             </g>
            </svg>

            """
        // "a" is drawn twice: defined once, used twice; "T" once: in the line's own path. Text in steps of
        // 1/40 pt, scaled once by the line's matrix; its colour's alpha is the group's opacity.
        // viewBox: visualBounds (−1, 0)…(41, 22.5) (shadow 3σ = 3 each side, 1.5 down) + margin 4, rounded out.
        // Filter region: shape + shadow (−1, 0.5)…(41, 22.5), + 1 pt, rounded out.
        #expect(text == expected)
    }
}
