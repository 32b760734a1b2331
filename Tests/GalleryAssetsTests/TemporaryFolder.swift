import Foundation
import StyleKit
import Testing

/// A folder of its own under the system's temporary folder, removed when the value goes away. Tests build
/// their fixture catalogs in one so that they run in parallel without sharing files.
final class TemporaryFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory
            .appendingPathComponent("GalleryAssetsTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` (UTF-8) at `relative`, creating folders on the way; returns the absolute path.
    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        try write(relative, bytes: Array(text.utf8))
    }

    @discardableResult
    func write(_ relative: String, bytes: [UInt8]) throws -> String {
        let file = path + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: file, contents: Data(bytes)) else {
            throw CocoaError(.fileWriteUnknown)
        }
        return file
    }

    /// Creates the folder `relative` (and its parents); returns the absolute path.
    @discardableResult
    func folder(_ relative: String) throws -> String {
        let folder = path + "/" + relative
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }
}

/// Contents.json text for a color set with the given `colors` array entries (JSON text each).
func colorSet(_ entries: String...) -> String {
    "{\"colors\":[" + entries.joined(separator: ",") + "],\"info\":{\"author\":\"xcode\",\"version\":1}}"
}

/// One `colors` entry: an sRGB (or `space`) color with the given components, for `appearances` (JSON text).
func slot(_ components: String, space: String = "srgb", appearances: String? = nil, idiom: String = "universal") -> String {
    let appearance = appearances.map { ",\"appearances\":\($0)" } ?? ""
    return "{\"idiom\":\"\(idiom)\"\(appearance),\"color\":{\"color-space\":\"\(space)\",\"components\":{\(components)}}}"
}

let dark = #"[{"appearance":"luminosity","value":"dark"}]"#
let light = #"[{"appearance":"luminosity","value":"light"}]"#
let high = #"[{"appearance":"contrast","value":"high"}]"#
let darkHigh = #"[{"appearance":"luminosity","value":"dark"},{"appearance":"contrast","value":"high"}]"#

/// `"red":"r","green":"g","blue":"b","alpha":"a"` with the strings given.
func rgb(_ r: String, _ g: String, _ b: String, _ a: String = "1.000") -> String {
    "\"red\":\"\(r)\",\"green\":\"\(g)\",\"blue\":\"\(b)\",\"alpha\":\"\(a)\""
}

/// Asserts two numbers agree to `tolerance`.
func expectClose(
    _ actual: Double, _ expected: Double, tolerance: Double = 1e-4, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(abs(actual - expected) <= tolerance, "\(actual) is not within \(tolerance) of \(expected)", sourceLocation: sourceLocation)
}

/// Asserts two colors agree channel by channel to `tolerance`.
func expectClose(
    _ actual: RGBA, _ expected: RGBA, tolerance: Double = 1e-4, sourceLocation: SourceLocation = #_sourceLocation
) {
    let pairs = [(actual.red, expected.red), (actual.green, expected.green), (actual.blue, expected.blue), (actual.alpha, expected.alpha)]
    #expect(pairs.allSatisfy { abs($0 - $1) <= tolerance }, "\(actual) is not within \(tolerance) of \(expected)",
            sourceLocation: sourceLocation)
}
