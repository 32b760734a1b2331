import Fonts
import Foundation
import GalleryAudit
import GalleryCatalog
import GalleryLayout
import GalleryRender
import GallerySVG
import StyleKit
import XMLWriter

/// Builds the static site: renders every variant under every theme on all cores, audits each, writes
/// component pages as soon as their variants are done, then the overview pages, search index and
/// manifest — all into a staging folder that replaces the output folder only on success.
public struct SiteBuilder: Sendable {
    public let configuration: GalleryConfiguration
    public let templatesDirectory: URL
    /// The output folder as the user wrote it (`~` and relative paths allowed) and the folder a relative
    /// path starts from.
    public let outputPath: String
    public let outputBase: URL

    /// The output is checked when the build starts (``OutputFolder``): it must be a folder that replacing
    /// loses nothing of, and neither the configuration's folder, the templates, the current folder nor
    /// one of their parents. A relative `outputPath` starts at `outputBase` (by default the folder of the
    /// configuration file).
    public init(configuration: GalleryConfiguration, templatesDirectory: URL, outputPath: String, relativeTo outputBase: URL? = nil) {
        self.configuration = configuration
        self.templatesDirectory = templatesDirectory
        self.outputPath = outputPath
        self.outputBase = outputBase ?? configuration.directory
    }

    public init(configuration: GalleryConfiguration, templatesDirectory: URL, outputDirectory: URL) {
        self.init(configuration: configuration, templatesDirectory: templatesDirectory, outputPath: outputDirectory.path)
    }

    /// The templates StyleGallery ships (`Templates/` of the checkout it was built from), used when the
    /// configuration's folder has none of its own.
    public static let builtInTemplates: URL = {
        var url = URL(fileURLWithPath: #filePath)  // Sources/GallerySite/Site/SiteBuilder.swift
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("Templates")
    }()

    /// `Templates/` beside the configuration when it has a page template, else the built-in ones.
    public static func templates(besides configuration: GalleryConfiguration) -> URL {
        let own = configuration.directory.appendingPathComponent("Templates")
        return FileManager.default.fileExists(atPath: own.appendingPathComponent("page.html").path) ? own : builtInTemplates
    }

    /// The paths no build may replace.
    var protectedPaths: [OutputFolder.Protected] {
        [.init(configuration.directory, "the configuration's folder"),
         .init(templatesDirectory, "the templates folder"),
         .init(URL(fileURLWithPath: FileManager.default.currentDirectoryPath), "the current folder")]
    }

    public struct Summary: Sendable {
        public var pages = 0
        public var svgFiles = 0
        public var svgBytes = 0
        public var renders = 0
        public var failingRenders = 0
        /// Of `renders`, those whose files were taken over from the previous build (or the shards merged)
        /// because nothing that decides them changed.
        public var reusedRenders = 0
        /// True when nothing changed since the previous build into the same output: nothing was written.
        public var unchanged = false
        /// Distinct warnings about the styles' sources (missing symbols with their file and line), missing
        /// glyphs, and font files that are not the pinned ones or not those of the previous build.
        public var warnings: Set<String> = []
        /// About the incremental build: why it could not reuse the previous one.
        public var notes: [String] = []
        /// One line per page group, in page order: taken over unchanged, or rendered and why (`--verbose`).
        public var decisions: [String] = []
        /// Every face file the renders used.
        public var faces: Set<FaceRecord> = []
        /// Different pairs of drawings of neighbouring states decided by drawing and comparing them in this build
        /// (not known from an earlier build; a pair several groups meet counts once).
        public var lookAlikeMeasured = 0

        /// `faces` in a fixed order (family, style, file, face index).
        public var sortedFaces: [FaceRecord] {
            faces.sorted { ($0.family, $0.style, $0.file, $0.faceIndex) < ($1.family, $1.style, $1.file, $1.faceIndex) }
        }
    }

    /// Builds the site, or with `shard` one slice of it (``BuildShard``) for `merge` to join. Groups whose
    /// key is unchanged since the previous build into the same output are taken over without rendering
    /// (hard links); when nothing changed, nothing is written. `progress` hears of each finished render.
    public func build(shard: BuildShard? = nil, progress: BuildProgress? = nil) async throws -> Summary {
        // Everything that can fail on input is checked before the output folder is touched.
        let templates = try loadTemplates()
        let output = try OutputFolder(path: outputPath, relativeTo: outputBase, protecting: protectedPaths)
        var notes: [String] = []
        var previous: BuildIndex?
        if output.exists {
            do {
                previous = try BuildIndex.read(site: output.url)
            } catch {
                notes.append("note: the previous build's index (\(BuildIndex.folder)/\(BuildIndex.fileName)) is not used: \(error); every variant is rendered")
            }
        }
        var prepared = prepare(known: previous?.digests ?? [:])
        if let why = BuildKeys.unavailable(configuration), previous != nil {
            notes.append("note: the build is not incremental: \(why); every variant is rendered")
        }
        if let keys = prepared.keys, let index = previous, index.siteKey == keys.site, index.shard == shard?.description,
           ReuseSource(root: output.url, index: index).isIntact {
            var summary = Self.summary(of: index)
            summary.notes = notes
            return summary
        }
        let staging = try StagingDirectory(for: output)
        let previousFaces = previous.map(Self.faces) ?? FaceHistory.previousFaces(in: output.url)
        // The previous index is handed over, not kept: `write` lets it go once the groups are written.
        let sources = previous.map { [ReuseSource(root: output.url, index: $0)] } ?? []
        previous = nil
        do {
            var summary = try await write(into: staging.url, prepared: &prepared, sources: consume sources, shard: shard,
                                          requireAll: false, templates: templates, progress: progress)
            summary.notes = notes + summary.notes
            if let previousFaces, shard == nil {
                summary.warnings.formUnion(FaceHistory.changes(previous: previousFaces, current: summary.sortedFaces))
            }
            try staging.commit()
            return summary
        } catch {
            staging.discard()
            throw error
        }
    }

    /// Joins the folders of `gallery build --shard I/N` (all N of them, of the same configuration) into
    /// the site: byte for byte what one build writes. Nothing is rendered; a group that no shard holds
    /// with its current key is an error naming it.
    public func merge(shards folders: [URL]) async throws -> Summary {
        let templates = try loadTemplates()
        var sources: [ReuseSource] = []
        var seen: [Int: URL] = [:]
        var count: Int?
        for folder in folders {
            let index: BuildIndex?
            do {
                index = try BuildIndex.read(site: folder)
            } catch {
                throw MergeError(path: folder.path, message: "its build index cannot be used: \(error)")
            }
            guard let index, let text = index.shard, let shard = BuildShard(text) else {
                throw MergeError(path: folder.path, message: "not a shard folder (written by gallery build --shard I/N)")
            }
            if let count, count != shard.count {
                throw MergeError(path: folder.path, message: "shard \(shard) is of a build in \(shard.count) shards, the others in \(count)")
            }
            if let other = seen[shard.index] {
                throw MergeError(path: folder.path, message: "shard \(shard) is given twice (also \(other.path))")
            }
            count = shard.count
            seen[shard.index] = folder
            sources.append(ReuseSource(root: folder, index: index))
        }
        guard let count else { throw MergeError(path: "gallery merge", message: "no shard folders given") }
        let missing = (1...count).filter { seen[$0] == nil }
        guard missing.isEmpty else {
            throw MergeError(path: "gallery merge", message: "shard\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(count)" }.joined(separator: ", ")) missing")
        }
        var prepared = prepare(known: sources.reduce(into: [:]) { $0.merge($1.index.digests) { first, _ in first } })
        if let why = BuildKeys.unavailable(configuration) {
            throw MergeError(path: configuration.fileName, message: "shards cannot be merged: \(why)")
        }
        let output = try OutputFolder(path: outputPath, relativeTo: outputBase, protecting: protectedPaths)
        let staging = try StagingDirectory(for: output)
        do {
            let summary = try await write(into: staging.url, prepared: &prepared, sources: consume sources, shard: nil, requireAll: true,
                                          templates: templates, progress: nil)
            try staging.commit()
            return summary
        } catch {
            staging.discard()
            throw error
        }
    }
}
