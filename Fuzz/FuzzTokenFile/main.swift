import Foundation
import GallerySite

/// libFuzzer entry: any bytes as a W3C design-token file that a theme's `tokensFile` names (scripts/fuzz.sh).
/// The bytes are written to `tokens.json` in a folder of this process's own, and a configuration whose one
/// theme imports it is parsed, so the whole import runs: reading the file, UTF-8 check, JSON, groups,
/// inherited `$type`, aliases and their cycles, and each token's conversion to a theme value. Errors are fine;
/// crashes, hangs and unbounded allocations are not.
let folder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("stylegallery-fuzz-tokens-\(getpid())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}()
let tokensPath = folder.appendingPathComponent("tokens.json").path
let config = #"{"title": "Fuzz", "themes": [{"id": "fuzz", "tokensFile": "tokens.json"}]}"#

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTokenFile(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    guard FileManager.default.createFile(atPath: tokensPath, contents: Data(bytes: data, count: count)) else { return 0 }
    _ = try? GalleryConfiguration.parse(config, fileName: "gallery-config.json", baseURL: folder)
    return 0
}
