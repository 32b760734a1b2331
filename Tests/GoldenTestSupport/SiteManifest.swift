import Foundation
import Testing

/// Every variant of the site built into `site`, as its `manifest.json` lists them: the variant files it names
/// (`"variantFiles"`), in order, each read with `JSONSerialization`.
public func manifestVariants(_ site: URL) throws -> [[String: Any]] {
    let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: site.appendingPathComponent("manifest.json"))) as? [String: Any])
    let files = try #require(manifest["variantFiles"] as? [String], "manifest.json lists its variant files")
    return try files.flatMap { path in
        let file = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: site.appendingPathComponent(path))) as? [String: Any])
        return try #require(file["variants"] as? [[String: Any]], "\(path) holds a variant list")
    }
}
