import Foundation
import Testing
@testable import GallerySources

/// The build folder of generated packages is shared by the design systems one build of the gallery
/// compiles (its own libraries compile once); each design system links a runner of its own there.
@Suite("Shared build folder")
struct SharedBuildFolderTests {
    @Test func designSystemsShareOneBuildFolderPerGalleryBuildAndEachHasItsRunner() {
        let shared = URL(fileURLWithPath: "/builds")
        let acme = URL(fileURLWithPath: "/work/acme/.stylegallery-cache"), glow = URL(fileURLWithPath: "/work/glow/.stylegallery-cache")
        #expect(GeneratedPackage.scratch(cache: acme, shared: shared) == GeneratedPackage.scratch(cache: glow, shared: shared))
        #expect(GeneratedPackage.scratch(cache: acme, shared: shared).deletingLastPathComponent().path == shared.path)
        #expect(GeneratedPackage.scratch(cache: acme, shared: nil).deletingLastPathComponent().path == acme.path, "nowhere to share: the cache's own")
        #expect(GeneratedPackage.runnerName(cache: acme) != GeneratedPackage.runnerName(cache: glow))
        #expect(GeneratedPackage.runnerName(cache: acme) == GeneratedPackage.runnerName(cache: URL(fileURLWithPath: "/work/acme/./.stylegallery-cache")))
        #expect(GeneratedPackage.runnerName(cache: acme).hasPrefix("StyleGalleryRunner_"))
    }

    /// A rebuilt gallery leaves its earlier build folder behind: it goes; the folders of other executables
    /// sharing the folder (a release build, a test runner) stay; the cache's own build folders go.
    @Test func staleBuildFoldersOfThisExecutableGoAndOthersStay() throws {
        let fm = FileManager.default
        let root = fm.temporaryDirectory.appendingPathComponent("stylegallery-shared-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: root) }
        let shared = root.appendingPathComponent("builds"), cache = root.appendingPathComponent("project/.stylegallery-cache")
        let scratch = GeneratedPackage.scratch(cache: cache, shared: shared)
        let executable = GeneratedPackage.galleryFingerprint.prefix { $0 != "-" }
        let earlier = shared.appendingPathComponent("build-\(executable)-0123456789abcdef")
        let otherExecutable = shared.appendingPathComponent("build-feedface-0123456789abcdef")
        let inCache = cache.appendingPathComponent("build-\(GeneratedPackage.galleryFingerprint)")
        for folder in [scratch, earlier, otherExecutable, inCache, cache.appendingPathComponent("package")] {
            try fm.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        GeneratedPackage.removeOtherBuilds(keeping: scratch, cache: cache)
        #expect(fm.fileExists(atPath: scratch.path))
        #expect(!fm.fileExists(atPath: earlier.path), "this executable's earlier build")
        #expect(fm.fileExists(atPath: otherExecutable.path), "another executable's build")
        #expect(!fm.fileExists(atPath: inCache.path), "the cache's own build folder, now that builds are shared")
        #expect(fm.fileExists(atPath: cache.appendingPathComponent("package").path))
    }
}
