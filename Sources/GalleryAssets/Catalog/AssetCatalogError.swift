/// Why a catalog (or a font folder) could not be read at all. Problems inside single assets are
/// ``AssetIssue``s instead, and the rest of the catalog is still read.
package enum AssetCatalogError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path does not exist or is not a folder.
    case notAFolder(String)
    /// The folder exists but cannot be listed.
    case unreadableFolder(String, reason: String)
    /// More entries than ``AssetCatalogLimits/maximumEntries``, counted at any depth.
    case tooManyEntries(String, limit: Int)

    package var description: String {
        switch self {
        case .notAFolder(let path): "\(path): error: no such folder (an asset catalog is a folder named *.xcassets)"
        case .unreadableFolder(let path, let reason): "\(path): error: cannot list the folder (\(reason))"
        case .tooManyEntries(let path, let limit):
            "\(path): error: more than \(limit) files and folders; the catalog was not read"
                + " (is this the right folder?)"
        }
    }
}
