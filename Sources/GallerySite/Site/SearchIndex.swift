import GalleryJSON
import Foundation
import GalleryCatalog

/// `assets/search-index.js`: `window.GALLERY_INDEX = [{n: name, u: url from the site root, t: words}]`.
/// A script file rather than JSON, because browsers refuse `fetch` from `file://` but do run scripts.
struct SearchIndex {
    private var items: [String] = []

    mutating func add(name: String, url: String, words: [String]) {
        items.append("{\"n\":\(JSONText.quoted(name)),\"u\":\(JSONText.quoted(url)),\"t\":\(JSONText.quoted(([name] + words).joined(separator: " ")))}")
    }

    var bytes: [UInt8] {
        Array(("window.GALLERY_INDEX = [\n" + items.joined(separator: ",\n") + "\n];\n").utf8)
    }
}
