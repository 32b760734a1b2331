import GalleryJSON
import Foundation
import XMLWriter

/// Fills `Templates/page.html` for one page: title, links adjusted to the page's depth, theme switcher,
/// breadcrumbs and the main content, all through the DOM.
struct PageRenderer: Sendable {
    let template: HTMLTemplate
    let siteTitle: String

    static let requiredSlots = ["document", "title", "description", "stylesheet", "search-index", "script", "home-link",
                                "themes", "breadcrumbs", "main", "footer"]

    init(templatesDirectory: URL, siteTitle: String) throws {
        let url = templatesDirectory.appendingPathComponent("page.html")
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw OutputError(path: url.path, message: "cannot read the page template")
        }
        if let bad = UTF8Validation.firstInvalid(in: Array(data)) {
            throw OutputError(path: "\(url.path):\(bad.position.line):\(bad.position.column)",
                              message: UTF8Validation.message(byte: bad.byte, offset: bad.offset, what: "a template"))
        }
        let source = String(decoding: data, as: UTF8.self)
        let template = try HTMLTemplate(source: source, fileName: url.path)
        let missing = PageRenderer.requiredSlots.filter { !template.slotNames.contains($0) }
        guard missing.isEmpty else {
            throw OutputError(path: url.path, message: "template lacks slot\(missing.count > 1 ? "s" : "") \(missing.map { "data-slot=\"\($0)\"" }.joined(separator: ", "))")
        }
        self.template = template
        self.siteTitle = siteTitle
    }

    struct ThemeLink {
        let title: String
        let target: String
        let isCurrent: Bool
    }

    func render(path: String, title: String, description: String, breadcrumbs: [(String, String?)],
                themeLinks: [ThemeLink], main: HTMLFragment, footer: String) throws -> [UInt8] {
        let document = try template.instantiate()
        let root = SitePaths.relative(from: path, to: "")
        try document.setAttribute(slot: "document", name: "data-root", value: root)
        try document.setText("title", title == siteTitle ? siteTitle : "\(title) — \(siteTitle)")
        try document.setAttribute(slot: "description", name: "content", value: description)
        try document.setAttribute(slot: "stylesheet", name: "href", value: root + SitePaths.stylesheet)
        try document.setAttribute(slot: "search-index", name: "src", value: root + SitePaths.searchIndex)
        try document.setAttribute(slot: "script", name: "src", value: root + SitePaths.script)
        // Optional: a project's own page template may predate the overlay, zoom and press script.
        if template.slotNames.contains("interact-script") {
            try document.setAttribute(slot: "interact-script", name: "src", value: root + SitePaths.interactScript)
        }
        try document.setAttribute(slot: "home-link", name: "href", value: root + SitePaths.home)
        try document.setText("home-link", siteTitle)
        if themeLinks.isEmpty {
            try document.remove(slot: "themes")
        } else {
            var themes = HTMLWriter()
            themes.list(themeLinks) { html, link in
                html.link(SitePaths.relative(from: path, to: link.target), link.title, [("aria-current", link.isCurrent ? "page" : nil)])
            }
            try document.replaceChildren(slot: "themes", with: try themes.fragment())
        }
        var crumbs = HTMLWriter()
        crumbs.list(breadcrumbs, ordered: true) { html, crumb in
            if let target = crumb.1 {
                html.link(SitePaths.relative(from: path, to: target), crumb.0)
            } else {
                html.element("span", ["aria-current": "page"], text: crumb.0)
            }
        }
        try document.replaceChildren(slot: "breadcrumbs", with: try crumbs.fragment())
        try document.replaceChildren(slot: "main", with: main)
        try document.setText("footer", footer)
        document.removeSlotAttributes()
        return document.serializedBytes()
    }
}
