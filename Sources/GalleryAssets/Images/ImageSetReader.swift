import Foundation
import GalleryJSON

/// Reads `.imageset` and `.symbolset` `Contents.json` files (docs/asset-catalogs.md, §6 and §7). Each file
/// named must be a plain name inside the set's folder, of a supported type, and exist; a slot with a problem
/// is reported and left out.
enum ImageSetReader {
    static func readImageSet(_ root: JSONCursor, name: String, folder: String) -> (asset: ImageAsset?, issues: [AssetIssue]) {
        var issues: [AssetIssue] = []
        var files: [ImageFile] = []
        var preserves = false
        var intent: TemplateRenderingIntent?
        do {
            if let properties = try root.member("properties") {
                preserves = try properties.member("preserves-vector-representation")?.bool() ?? false
                if let raw = try properties.member("template-rendering-intent") {
                    intent = try raw.enumCase(TemplateRenderingIntent.self)
                }
            }
        } catch {
            issues.append(AssetIssue(error, severity: .warning))
        }
        let entries: [JSONCursor]
        do {
            entries = try root.requiredMember("images").elements()
        } catch {
            return (nil, issues + [AssetIssue(error)])
        }
        for entry in entries {
            do {
                // Xcode lists every slot; only filled ones have a file name.
                guard let fileName = try entry.member("filename") else { continue }
                let (path, type) = try locate(fileName, in: folder, allowed: ImageFileType.allCases)
                let idiom = try entry.member("idiom")?.enumCase(Idiom.self) ?? .universal
                let appearance = try Appearance.read(entry.member("appearances"))
                let scale = try entry.member("scale").map { scale throws(ConfigIssue) in
                    Int(try scale.oneOf(["1x", "2x", "3x"]).dropLast())!
                }
                files.append(ImageFile(
                    fileName: try fileName.string(), path: path, type: type, scale: scale, idiom: idiom,
                    appearance: appearance))
            } catch {
                issues.append(AssetIssue(error))
            }
        }
        guard !files.isEmpty else {
            if !issues.contains(where: { $0.severity == .error }) {
                issues.append(AssetIssue(root.issue("the image set has no image file in any slot"), severity: .warning))
            }
            return (nil, issues)
        }
        let asset = ImageAsset(
            name: name, folder: folder, files: files, preservesVectorRepresentation: preserves, renderingIntent: intent)
        return (asset, issues)
    }

    static func readSymbolSet(_ root: JSONCursor, name: String, folder: String) -> (asset: SymbolAsset?, issues: [AssetIssue]) {
        var issues: [AssetIssue] = []
        var files: [SymbolFile] = []
        let entries: [JSONCursor]
        do {
            entries = try root.requiredMember("symbols").elements()
        } catch {
            return (nil, [AssetIssue(error)])
        }
        for entry in entries {
            do {
                guard let fileName = try entry.member("filename") else { continue }
                let (path, _) = try locate(fileName, in: folder, allowed: [.svg])
                let idiom = try entry.member("idiom")?.enumCase(Idiom.self) ?? .universal
                files.append(SymbolFile(fileName: try fileName.string(), path: path, idiom: idiom))
            } catch {
                issues.append(AssetIssue(error))
            }
        }
        guard !files.isEmpty else {
            if !issues.contains(where: { $0.severity == .error }) {
                issues.append(AssetIssue(root.issue("the symbol set has no SVG file"), severity: .warning))
            }
            return (nil, issues)
        }
        return (SymbolAsset(name: name, folder: folder, files: files), issues)
    }

    /// The absolute path and type of the file `fileName` names inside `folder`.
    private static func locate(_ fileName: JSONCursor, in folder: String, allowed: [ImageFileType])
        throws(ConfigIssue) -> (String, ImageFileType)
    {
        let name = try fileName.string()
        guard !name.isEmpty, !name.contains("/"), !name.contains("\\"), name != ".", name != "..",
              !name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
        else {
            throw fileName.issue("file name \(Escaped.quoted(name)) must name a file inside the set's folder")
        }
        guard let type = ImageFileType(fileName: name), allowed.contains(type) else {
            let listed = allowed.flatMap { $0 == .jpeg ? ["jpg", "jpeg"] : $0 == .heic ? ["heic", "heif"] : [$0.rawValue] }
            throw fileName.issue("\(Escaped.quoted(name)) is not a supported file type (expected \(DidYouMean.listing(listed.map { "." + $0 }, conjunction: "or")))")
        }
        let path = URL(fileURLWithPath: folder).appendingPathComponent(name).standardizedFileURL.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw fileName.issue("the file \(Escaped.quoted(name)) does not exist in the set's folder")
        }
        return (path, type)
    }
}
