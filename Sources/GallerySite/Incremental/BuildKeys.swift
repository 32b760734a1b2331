import Fonts
import Foundation
import GalleryRender
#if canImport(Glibc)
import Glibc
#endif

/// The keys of a build's page groups and of the whole site: digests of everything that decides their
/// bytes. A group's key covers the gallery executable (the styles compiled into it, the renderer), the
/// configuration but for its themes, the group's own theme (with those it extends and their token
/// files), the configuration's fonts and asset catalogs by content, the pinned faces by size and time
/// (the faces a group used are checked by content before it is taken over), the templates, the component's states and label, and
/// what its page shows of the site (the theme switcher, the footer).
///
/// A group has two keys: ``renders`` covers what decides its SVG files, ``groups`` that and what its page
/// shows besides (the team's words about the component, ``TeamWords``). A group whose render key is
/// unchanged but whose page key is not gets a new page and variant file from the audits the previous
/// build kept (``GroupRecords``), without rendering or writing its SVGs.
struct BuildKeys: Sendable {
    /// By position in ``BuildPlan/groups``: the page keys.
    let groups: [String]
    /// By position in ``BuildPlan/groups``: the render keys.
    let renders: [String]
    let site: String
    /// What every group shares: the executable, the configuration outside its themes, fonts, asset
    /// catalogs, templates, the footer and the theme list.
    let shared: String

    /// Why a build cannot be incremental, when it cannot (every group is rendered then).
    static func unavailable(_ configuration: GalleryConfiguration) -> String? {
        configuration.systemFonts ? "font.systemFonts is on (the machine's fonts are not tracked)" : nil
    }

    init(configuration: GalleryConfiguration, plan: BuildPlan, templates: URL, footer: String, digests: inout FileDigests) {
        var shared = InputDigest("shared")
        shared.add("tool", ExecutableIdentity.of(Self.executablePath, digests: &digests))
        shared.add("configuration", configuration.inputs.shared)
        shared.add("assets", configuration.inputs.assetCatalogs.map { digests.digest(ofTree: $0) })
        shared.add("fonts", configuration.fontFiles.map { digests.digest(ofFile: $0) })
        // The pinned faces by size and time only: reading 74 MB of font files would be a sixth of a cold build.
        // A group is taken over only when the faces it used still have the bytes it recorded (checked by
        // the build), so a face's content counts where it is used.
        shared.add("pinned", PinnedFaces.standard.families.flatMap(\.files).map { file in
            "\(file.path) " + (FileStamp.of(file.path, following: true).map { "\($0.size) \($0.modified)" } ?? "missing")
        })
        shared.add("templates", digests.digest(ofTree: templates.path))
        shared.add("footer", footer)
        shared.add("themes", plan.themes.map { "\($0.id) \($0.title)" })
        let sharedKey = shared.hex
        var site = InputDigest("site")
        site.add("shared", sharedKey)
        site.add("components", plan.components.map(\.entry.id))
        var groups: [String] = [], renders: [String] = []
        groups.reserveCapacity(plan.groups.count)
        renders.reserveCapacity(plan.groups.count)
        for group in plan.groups {
            var key = InputDigest("group")
            key.add("shared", sharedKey)
            key.add("theme", configuration.inputs.themes[group.theme.id] ?? "theme \(group.theme.id)")
            key.add("component", group.component.entry.id)
            key.add("label", group.component.label ?? "")
            key.add("states", group.states.map(\.slug))
            let render = key.hex
            var page = InputDigest("page")
            page.add("render", render)
            page.add("words", configuration.inputs.words[group.component.entry.id] ?? "")
            let hex = page.hex
            renders.append(render)
            groups.append(hex)
            site.add("", hex)
        }
        self.groups = groups
        self.renders = renders
        self.site = site.hex
        self.shared = sharedKey
    }

    /// The running executable (the gallery, or a design system's gallery compiled with its styles).
    static let executablePath: String = {
        guard let real = realpath("/proc/self/exe", nil) else { return CommandLine.arguments.first ?? "" }
        defer { free(real) }
        return String(cString: real)
    }()
}
