import Foundation
import Testing
import XMLWriter
@testable import GalleryAssets

@Suite("Embedded SVG files are sanitised")
struct SVGSanitizerTests {
    static let hostile = """
        <?xml version="1.0"?>
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
          <script>alert(2)</script>
          <style>@import url(https://evil.example/x.css);</style>
          <style>.a { fill: url(#g) }</style>
          <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>
          <a xlink:href="javascript:alert(3)"><rect width="5" height="5" onclick="alert(4)"/></a>
          <image href="https://evil.example/track.png" width="1" height="1"/>
          <image xlink:href="data:image/png;base64,iVBORw==" width="1" height="1"/>
          <use xlink:href="#c"/>
          <rect fill="url(https://evil.example/p)" style="fill: url('https://evil.example/q')" width="1" height="1"/>
          <set attributeName="href" to="javascript:alert(5)"/>
          <circle id="c" cx="5" cy="5" r="4" fill="url(#g)"/>
        </svg>
        """

    @Test("scripts, handlers, external references and fetching style are removed; drawing stays")
    func hostileFile() throws {
        let root = try XMLDocumentReader.parse(Array(Self.hostile.utf8), fileName: "logo.svg")
        let (clean, removed) = SVGSanitizer.sanitize(root)
        let text = try XMLSerializer.serializeToString(clean)
        for banned in ["script", "alert", "onload", "onclick", "evil.example", "foreignObject", "@import", "javascript:"] {
            #expect(!text.contains(banned), "\(banned) survived: \(text)")
        }
        #expect(removed >= 10)
        #expect(text.contains("<circle id=\"c\""), "drawing is kept")
        #expect(text.contains("xlink:href=\"#c\""), "fragment references are kept")
        #expect(text.contains("data:image/png;base64,iVBORw=="), "embedded rasters are kept")
        #expect(text.contains(".a { fill: url(#g) }"), "style without fetches is kept")
        #expect(text.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\""),
                "namespace declarations survive the round trip: \(text.prefix(120))")
    }

    @Test("the file an image set embeds is the sanitised one")
    func embedded() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.xcassets/logo.imageset/Contents.json", #"{"images":[{"filename":"logo.svg","idiom":"universal"}]}"#)
        try folder.write("A.xcassets/logo.imageset/logo.svg", Self.hostile)
        let drawn = AssetImages(try AssetCatalog.read(at: folder.path + "/A.xcassets"))
        #expect(drawn.issues.isEmpty, "\(drawn.issues)")
        let image = try #require(drawn.images.entries["logo"]?.any)
        let text = String(decoding: image.data, as: UTF8.self)
        #expect(!text.contains("alert") && text.contains("<circle"))
        #expect(image.size == CGSize(width: 10, height: 10))
    }
}
