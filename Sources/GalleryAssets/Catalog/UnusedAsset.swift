/// Something in a catalog the gallery does not use — an asset type it has no use for (`.dataset`,
/// `.appiconset`, …), a stray file, or a file an image set does not list — listed in the catalog's report.
package struct UnusedAsset: Sendable, Hashable {
    /// The folder's extension (`dataset`) or `file` for a file.
    package var kind: String
    /// The path, as the catalog path given joined with the path inside it.
    package var path: String
}
