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
        #expect(GeneratedPackage.registrationModule(cache: acme) != GeneratedPackage.registrationModule(cache: glow))
        #expect(GeneratedPackage.registrationModule(cache: acme).hasPrefix("StyleGalleryMacOS_"))
    }

    /// Two design systems with a module of the same name (two checkouts of one design system) would recompile
    /// it for each other in one build folder: the second builds in its own, and says why.
    @Test func aModuleNameAnotherDesignSystemBuildsThereSendsTheSecondToAFolderOfItsOwn() throws {
        let fm = FileManager.default
        let root = fm.temporaryDirectory.appendingPathComponent("stylegallery-claims-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: root) }
        let shared = root.appendingPathComponent("builds")
        let first = root.appendingPathComponent("checkout-1/.stylegallery-cache"), second = root.appendingPathComponent("checkout-2/.stylegallery-cache")
        for cache in [first, second] { try fm.createDirectory(at: cache, withIntermediateDirectories: true) }
        let sharedScratch = GeneratedPackage.scratch(cache: first, shared: shared).path
        /// The folder's path (a URL of a folder that exists gains a final "/") and the note.
        func buildFolder(_ cache: URL, _ modules: [String], shared: URL? = shared) -> (String, String?) {
            let (folder, note) = GeneratedPackage.buildFolder(cache: cache, modules: modules, shared: shared)
            return (folder.standardizedFileURL.path, note)
        }

        let (a, aNote) = buildFolder(first, ["AcmeDesign", "AcmeTokens"], shared: shared)
        #expect(a == sharedScratch && aNote == nil)
        let (b, bNote) = buildFolder(second, ["AcmeTokens", "Other"], shared: shared)
        #expect(b == GeneratedPackage.scratch(cache: second, shared: nil).path, "AcmeTokens is the first checkout's")
        let note = try #require(bNote)
        #expect(note.contains("module 'AcmeTokens'") && note.contains(first.standardizedFileURL.path) && note.contains(b))
        #expect(!fm.fileExists(atPath: sharedScratch + "/stylegallery-claims/Other"),
                "a design system sent away claims none of its names")

        // Building again keeps the folder; a module name nobody holds is shared.
        #expect(buildFolder(first, ["AcmeDesign", "AcmeTokens"], shared: shared) == (sharedScratch, nil))
        #expect(buildFolder(second, ["Glow"], shared: shared) == (sharedScratch, nil))

        // A module the first design system no longer has is free again; so is every name of one whose cache is gone.
        #expect(buildFolder(first, ["AcmeDesign"], shared: shared) == (sharedScratch, nil))
        #expect(buildFolder(second, ["Glow", "AcmeTokens"], shared: shared) == (sharedScratch, nil))
        try fm.removeItem(at: first)
        #expect(buildFolder(second, ["AcmeDesign", "AcmeTokens", "Glow"], shared: shared) == (sharedScratch, nil))
        let holder = try String(contentsOfFile: sharedScratch + "/stylegallery-claims/AcmeDesign", encoding: .utf8)
        #expect(holder == second.standardizedFileURL.path)
        // Once it has built in its own folder, a design system stays there when the name is free again: moving would
        // recompile it in the shared folder, over the other's objects of the same names.
        let third = root.appendingPathComponent("checkout-3/.stylegallery-cache")
        let thirdOwn = GeneratedPackage.scratch(cache: third, shared: nil)
        try fm.createDirectory(at: third, withIntermediateDirectories: true)
        #expect(buildFolder(third, ["AcmeDesign"], shared: shared).0 == thirdOwn.path, "AcmeDesign is the second's")
        try fm.createDirectory(at: thirdOwn, withIntermediateDirectories: true)  // what its build leaves
        try fm.removeItem(at: second)
        #expect(buildFolder(third, ["AcmeDesign"], shared: shared) == (thirdOwn.path, nil))
        let claim = try? String(contentsOfFile: sharedScratch + "/stylegallery-claims/AcmeDesign", encoding: .utf8)
        #expect(claim != third.standardizedFileURL.path, "it claims nothing where it does not build")
        // Nowhere to share: the cache's own folder, no claims.
        #expect(buildFolder(second, ["AcmeDesign"], shared: nil) == (GeneratedPackage.scratch(cache: second, shared: nil).path, nil))
    }

    /// Builds that claim the same free names at once: exactly one gets the shared folder.
    @Test func ofManyBuildsClaimingOneNameAtOnceExactlyOneGetsIt() async throws {
        let fm = FileManager.default
        let root = fm.temporaryDirectory.appendingPathComponent("stylegallery-claims-race-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: root) }
        let shared = root.appendingPathComponent("builds")
        let caches = (0..<12).map { root.appendingPathComponent("checkout-\($0)/.stylegallery-cache") }
        for cache in caches { try fm.createDirectory(at: cache, withIntermediateDirectories: true) }
        let sharedScratch = GeneratedPackage.scratch(cache: caches[0], shared: shared).path
        let folders = await withTaskGroup(of: String.self) { group in
            for cache in caches {
                group.addTask { GeneratedPackage.buildFolder(cache: cache, modules: ["DesignSystem", "Tokens"], shared: shared).0.standardizedFileURL.path }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(folders.filter { $0 == sharedScratch }.count == 1)
        #expect(Set(folders).count == caches.count, "the others each build in their own cache")
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
