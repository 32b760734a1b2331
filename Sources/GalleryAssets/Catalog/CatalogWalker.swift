import Foundation
import GalleryJSON

/// Walks one or more catalog folders without recursion (an explicit stack, so depth cannot exhaust the call
/// stack), in sorted order so that results and "first one wins" are the same on every machine.
struct CatalogWalker {
    let limits: AssetCatalogLimits
    var colors: [ColorAsset] = []
    var images: [String: ImageAsset] = [:]
    var symbols: [String: SymbolAsset] = [:]
    var unused: [UnusedAsset] = []
    var issues: [AssetIssue] = []
    /// Qualified name → the folder that first used it. Xcode requires names to be unique across all asset
    /// types and all catalogs of a target (docs/asset-catalogs.md, §1).
    private var owners: [String: String] = [:]
    private var entries = 0
    private var root = ""

    init(limits: AssetCatalogLimits) { self.limits = limits }

    private struct Pending {
        var path: String
        var namespace: [String]
    }

    private enum EntryKind { case folder, file, linkToFolder, missing }

    mutating func walk(catalog path: String) throws(AssetCatalogError) {
        let path = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        root = path
        // The catalog itself may be a link (only links inside it are not followed).
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .notAFolder(path)
        }
        let contents = path + "/Contents.json"
        if kind(of: contents) == .file, case .failure(let issue) = ContentsFile.read(contents, display: contents, limits: limits) {
            issues.append(issue)
        }
        var stack = [Pending(path: path, namespace: [])]
        var isRoot = true
        while let folder = stack.popLast() {
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            } catch {
                if isRoot { throw .unreadableFolder(path, reason: FileSystemError.reason(error)) }
                issues.append(AssetIssue(.error, file: folder.path, message: "cannot list the folder (\(FileSystemError.reason(error)))"))
                continue
            }
            isRoot = false
            try count(names.count)
            var groups: [Pending] = []
            for name in names where name != "Contents.json" && !name.hasPrefix(".") {
                let child = folder.path + "/" + name
                switch kind(of: child) {
                case .missing:
                    continue
                case .file:
                    unused.append(UnusedAsset(kind: "file", path: child))
                case .linkToFolder:
                    issues.append(AssetIssue(.warning, file: child, message: "a symbolic link to a folder is not followed"))
                case .folder:
                    guard let dot = name.lastIndex(of: ".") else {
                        groups.append(Pending(path: child, namespace: folder.namespace + (providesNamespace(child) ? [name] : [])))
                        continue
                    }
                    let base = String(name[..<dot])
                    let type = String(name[name.index(after: dot)...])
                    let qualified = (folder.namespace + [base]).joined(separator: "/")
                    if let first = owners[qualified] {
                        issues.append(AssetIssue(
                            .error, file: child,
                            message: "the asset name \(Escaped.quoted(qualified)) is also used by \(first);"
                                + " names must be unique across asset types and catalogs, and this one is left out"))
                        continue
                    }
                    owners[qualified] = child
                    try readAsset(type: type, name: qualified, folder: child)
                }
            }
            stack.append(contentsOf: groups.reversed())
        }
    }

    private mutating func readAsset(type: String, name: String, folder: String) throws(AssetCatalogError) {
        guard ["colorset", "imageset", "symbolset"].contains(type) else {
            unused.append(UnusedAsset(kind: type, path: folder))
            return
        }
        let files: [String]
        do {
            files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            issues.append(AssetIssue(.error, file: folder, message: "cannot list the folder (\(FileSystemError.reason(error)))"))
            return
        }
        try count(files.count)
        let contents = folder + "/Contents.json"
        guard files.contains("Contents.json") else {
            issues.append(AssetIssue(.error, file: folder, message: "missing Contents.json; the \(type) is left out"))
            return
        }
        let root: JSONCursor
        switch ContentsFile.read(contents, display: contents, limits: limits) {
        case .success(let cursor): root = cursor
        case .failure(let issue):
            issues.append(issue)
            return
        }
        switch type {
        case "colorset":
            let (asset, found) = ColorSetReader.read(root, name: name, folder: folder, limits: limits)
            issues += found
            if let asset { colors.append(asset) }
        case "imageset":
            let (asset, found) = ImageSetReader.readImageSet(root, name: name, folder: folder)
            issues += found
            if let asset {
                images[name] = asset
                let listed = Set(asset.files.map(\.fileName))
                for file in files where file != "Contents.json" && !file.hasPrefix(".") && !listed.contains(file) {
                    unused.append(UnusedAsset(kind: "file", path: folder + "/" + file))
                }
            }
        default:
            let (asset, found) = ImageSetReader.readSymbolSet(root, name: name, folder: folder)
            issues += found
            if let asset { symbols[name] = asset }
        }
    }

    /// Whether a group's optional `Contents.json` says `"properties": {"provides-namespace": true}`.
    private mutating func providesNamespace(_ folder: String) -> Bool {
        let contents = folder + "/Contents.json"
        guard kind(of: contents) == .file else { return false }
        switch ContentsFile.read(contents, display: contents, limits: limits) {
        case .failure(let issue):
            issues.append(issue)
            return false
        case .success(let root):
            do {
                return try root.member("properties")?.member("provides-namespace")?.bool() ?? false
            } catch {
                issues.append(AssetIssue(error))
                return false
            }
        }
    }

    private mutating func count(_ added: Int) throws(AssetCatalogError) {
        entries += added
        if entries > limits.maximumEntries { throw .tooManyEntries(root, limit: limits.maximumEntries) }
    }

    /// The entry's type without following a link to a folder (a link cycle would never end).
    private func kind(of path: String) -> EntryKind {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let type = attributes[.type] as? FileAttributeType
        else { return .missing }
        switch type {
        case .typeDirectory: return .folder
        case .typeSymbolicLink:
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .missing }
            return isDirectory.boolValue ? .linkToFolder : .file
        default: return .file
        }
    }
}
