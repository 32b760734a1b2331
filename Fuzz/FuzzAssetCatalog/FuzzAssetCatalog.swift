import Foundation
@testable import GalleryAssets

/// libFuzzer entry: any bytes as the `Contents.json` of a colour set, an image set and a symbol set of one
/// catalog (scripts/fuzz.sh). Reading must report problems, never crash.
let catalog: URL = {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("stylegallery-fuzz-assets-\(getpid())/A.xcassets")
    for set in ["c.colorset", "i.imageset", "s.symbolset"] {
        try? FileManager.default.createDirectory(at: root.appendingPathComponent(set), withIntermediateDirectories: true)
    }
    try? Data("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\"><path d=\"M0 0h10v10z\"/></svg>".utf8)
        .write(to: root.appendingPathComponent("i.imageset/a.svg"))
    try? Data("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\"><path d=\"M0 0h10v10z\"/></svg>".utf8)
        .write(to: root.appendingPathComponent("s.symbolset/a.svg"))
    return root
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAssetCatalog(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let bytes = Data(UnsafeBufferPointer(start: data, count: count))
    for set in ["c.colorset", "i.imageset", "s.symbolset"] {
        try? bytes.write(to: catalog.appendingPathComponent(set).appendingPathComponent("Contents.json"))
    }
    if let read = try? AssetCatalog.read(at: catalog.path) {
        _ = read.report
        _ = AssetImages(read).issues.map(\.description)
    }
    return 0
}
