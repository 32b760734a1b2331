import Foundation
import GallerySite

/// libFuzzer entry: any bytes as a `gallery-config.json` (scripts/fuzz.sh); paths it names resolve inside an
/// empty folder, so nothing outside is read.
let folder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("stylegallery-fuzz-config-\(getpid())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfiguration(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    _ = try? GalleryConfiguration.parse(text, fileName: "gallery-config.json", baseURL: folder)
    return 0
}
