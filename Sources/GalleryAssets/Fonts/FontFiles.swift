import StyleKit
import Foundation
import GalleryJSON

/// The font files a design system ships (`.ttf`, `.otf`, `.ttc`), by the names code uses for them:
/// `Font.custom("Brand-Bold", size: 17)` becomes ``face(named:)``. Names come from each face's OpenType
/// `name` table, read in Swift with every offset checked, so a damaged file is an issue and never a crash.
///
/// ```swift
/// let fonts = FontFiles.scan(["design/Fonts"])
/// for issue in fonts.issues { print(issue) }
/// if let face = fonts.face(named: "Inter-Bold") { print(face.path, face.faceIndex) }
/// ```
package struct FontFiles: Sendable {
    /// Faces in scan order (paths sorted within each folder, the paths given in order).
    package var faces: [FontFileFace]
    package var issues: [AssetIssue]

    package init(faces: [FontFileFace] = [], issues: [AssetIssue] = []) {
        self.faces = faces
        self.issues = issues
    }

    /// The file name extensions read (in any letter case).
    package static let extensions: Set<String> = ["ttf", "otf", "ttc"]

    /// Reads every font file among `paths`: files are read as given, folders are searched at any depth for
    /// `.ttf`, `.otf` and `.ttc` files (other files in them are ignored). Nothing throws: a path that is
    /// missing, a file that is not a font, a damaged face — each is an issue.
    package static func scan(_ paths: [String], limits: AssetCatalogLimits = .standard) -> FontFiles {
        var result = FontFiles()
        var postScriptOwners: [String: FontFileFace] = [:]
        for path in paths {
            for file in result.files(at: path, limits: limits) {
                for face in result.read(file, limits: limits) {
                    if let name = face.postScriptName {
                        if let first = postScriptOwners[name] {
                            result.issues.append(AssetIssue(
                                .warning, file: face.path,
                                message: "the PostScript name \(Escaped.quoted(name)) is also used by \(first.path)"
                                    + (first.faceIndex > 0 ? " (face \(first.faceIndex))" : "")
                                    + "; Font.custom(\(Escaped.quoted(name))) uses that one"))
                        } else {
                            postScriptOwners[name] = face
                        }
                    }
                    result.faces.append(face)
                }
            }
        }
        return result
    }

    /// The face `Font.custom(name, size:)` shows (docs/asset-catalogs.md, §8.4): the PostScript name, then the
    /// full name (the two names Apple's font APIs document), then — the gallery's choice — the family's regular
    /// face, or its first face. Names are compared exactly; the first face scanned wins.
    package func face(named name: String) -> FontFileFace? {
        if let face = faces.first(where: { $0.postScriptName == name }) { return face }
        if let face = faces.first(where: { $0.fullName == name }) { return face }
        let family = faces.filter { $0.family == name || $0.names.family == name }
        return family.first { $0.style == "Regular" } ?? family.first { $0.names.subfamily == "Regular" } ?? family.first
    }

    /// Every name ``face(named:)`` understands, sorted.
    package var names: [String] {
        Set(faces.flatMap { [$0.postScriptName, $0.fullName, $0.family, $0.names.family].compactMap { $0 } }).sorted()
    }

    /// `no font named "Inter-Bld" among the font files (did you mean "Inter-Bold"?)`.
    package func missingMessage(for name: String) -> String {
        "no font named \(Escaped.quoted(name)) among the font files" + DidYouMean.clause(DidYouMean.suggestions(for: name, among: names))
    }

    /// The font files at `path`: the path itself, or the font files in the folder at any depth, sorted.
    private mutating func files(at path: String, limits: AssetCatalogLimits) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            issues.append(AssetIssue(.error, file: path, message: "no such file or folder"))
            return []
        }
        guard isDirectory.boolValue else {
            guard Self.isFontFile(path) else {
                issues.append(AssetIssue(.error, file: path, message: "not a font file (expected .ttf, .otf or .ttc)"))
                return []
            }
            return [path]
        }
        var found: [String] = []
        var pending = [path]
        var entries = 0
        while let folder = pending.popLast() {
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            } catch {
                issues.append(AssetIssue(.error, file: folder, message: "cannot list the folder (\(FileSystemError.reason(error)))"))
                continue
            }
            entries += names.count
            guard entries <= limits.maximumEntries else {
                issues.append(AssetIssue(
                    .error, file: path,
                    message: "more than \(limits.maximumEntries) files and folders; the rest of the folder was not searched"))
                break
            }
            var subfolders: [String] = []
            for name in names where !name.hasPrefix(".") {
                let child = folder + "/" + name
                guard let type = (try? FileManager.default.attributesOfItem(atPath: child))?[.type] as? FileAttributeType else {
                    continue
                }
                // Links to folders are not followed (a link to a parent would never end); links to files are.
                if type == .typeDirectory {
                    subfolders.append(child)
                } else if Self.isFontFile(name) {
                    found.append(child)
                }
            }
            pending += subfolders.reversed()
        }
        return found.sorted()
    }

    /// The faces of the font file at `path`; problems become issues.
    private mutating func read(_ path: String, limits: AssetCatalogLimits) -> [FontFileFace] {
        let data: FontFileData
        do {
            data = try FontFileData(path: path)
        } catch {
            issues.append(AssetIssue(.error, file: path, message: "cannot read the file (\(FileSystemError.reason(error)))"))
            return []
        }
        let parsed: [(index: Int, result: Result<OpenTypeNames, FontParseError>)]
        do {
            parsed = try FontFileParser.faces(in: data, limits: limits.fontFile)
        } catch {
            issues.append(AssetIssue(.error, file: path, location: .byte(error.offset), message: error.message))
            return []
        }
        var faces: [FontFileFace] = []
        for (index, result) in parsed {
            switch result {
            case .success(let names): faces.append(FontFileFace(path: path, faceIndex: index, names: names))
            case .failure(let error):
                issues.append(AssetIssue(.error, file: path, location: .byte(error.offset), message: error.message))
            }
        }
        return faces
    }

    private static func isFontFile(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: ".") else { return false }
        return extensions.contains(name[name.index(after: dot)...].lowercased())
    }

    /// The OpenType weight a style name says (`Bold` 700, `SemiBold` 600, …; 400 when it names none).
    package static func weight(ofStyle style: String) -> Int {
        let words = style.lowercased().replacingOccurrences(of: "-", with: "").replacingOccurrences(of: " ", with: "")
        let table: [(String, Int)] = [("extralight", 200), ("ultralight", 200), ("semibold", 600), ("demibold", 600),
                                      ("extrabold", 800), ("ultrabold", 800), ("hairline", 100), ("thin", 100), ("light", 300),
                                      ("medium", 500), ("bold", 700), ("heavy", 800), ("black", 900)]
        return table.first { words.contains($0.0) }?.1 ?? 400
    }
}
