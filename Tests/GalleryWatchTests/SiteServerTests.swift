import Foundation
import Testing
@testable import GalleryWatch

/// A small site beside a secret file, served from `site/`.
struct ServedSite {
    let folder: TempFolder
    var root: URL { folder.url.appendingPathComponent("site") }

    init() throws {
        folder = try TempFolder()
        try folder.write("<html><body><h1>Home</h1></body></html>", to: "site/index.html")
        try folder.write("body{color:red}", to: "site/assets/site.css")
        try folder.write("console.log(1)", to: "site/assets/site.js")
        try folder.write("<svg xmlns=\"http://www.w3.org/2000/svg\"/>", to: "site/themes/dark mode/a.svg")
        try folder.write("{\"a\":1}", to: "site/manifest.json")
        try folder.write("<html><body>Button</body></html>", to: "site/components/button/index.html")
        try folder.write("secret", to: "secret.txt")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("empty"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("leak.txt").path, withDestinationPath: folder.url.appendingPathComponent("secret.txt").path)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("up").path, withDestinationPath: folder.url.path)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("alias.css").path, withDestinationPath: "assets/site.css")
    }
}

@Suite struct SiteResponderTests {
    func get(_ path: String, method: String = "GET", in site: ServedSite) -> HTTPResponse {
        SiteResponder(root: site.root, buildID: { "42" }).respond(to: "\(method) \(path) HTTP/1.1\r\nHost: localhost")
    }

    func header(_ name: String, _ response: HTTPResponse) -> String? { response.headers.first { $0.0 == name }?.1 }

    @Test func servesFilesWithTheirTypes() throws {
        let site = try ServedSite()
        defer { site.folder.remove() }
        let css = get("/assets/site.css", in: site)
        #expect(css.status == 200)
        #expect(css.body == Array("body{color:red}".utf8))
        #expect(header("Content-Type", css) == "text/css; charset=utf-8")
        #expect(header("Content-Type", get("/assets/site.js", in: site)) == "text/javascript; charset=utf-8")
        #expect(header("Content-Type", get("/manifest.json", in: site)) == "application/json")
        let svg = get("/themes/dark%20mode/a.svg", in: site)
        #expect(svg.status == 200)
        #expect(header("Content-Type", svg) == "image/svg+xml")
        // A link that stays inside the site is followed.
        #expect(get("/alias.css", in: site).body == Array("body{color:red}".utf8))
    }

    @Test func foldersAnswerWithTheirIndexAndHTMLGetsTheReloadScript() throws {
        let site = try ServedSite()
        defer { site.folder.remove() }
        let home = get("/", in: site)
        #expect(home.status == 200)
        let text = String(decoding: home.body, as: UTF8.self)
        #expect(text.hasPrefix("<html><body><h1>Home</h1><script>"))
        #expect(text.contains(LiveReload.buildIDPath))
        #expect(text.hasSuffix("</body></html>"))
        #expect(get("/components/button/", in: site).status == 200)
        let redirect = get("/components/button", in: site)
        #expect(redirect.status == 301)
        #expect(header("Location", redirect) == "/components/button/")
        #expect(get("/empty/", in: site).status == 404)
        // The built file itself is untouched.
        #expect(try String(contentsOf: site.root.appendingPathComponent("index.html"), encoding: .utf8) == "<html><body><h1>Home</h1></body></html>")
    }

    @Test func nothingOutsideTheSiteIsServed() throws {
        let site = try ServedSite()
        defer { site.folder.remove() }
        #expect(get("/../secret.txt", in: site).status == 403)
        #expect(get("/assets/%2e%2e/%2e%2e/secret.txt", in: site).status == 403)
        #expect(get("/leak.txt", in: site).status == 403)
        #expect(get("/up/secret.txt", in: site).status == 403)
        #expect(get("/missing.html", in: site).status == 404)
        #expect(get("/index.html/x", in: site).status == 404)
        for response in [get("/leak.txt", in: site), get("/up/secret.txt", in: site), get("/../secret.txt", in: site)] {
            #expect(!String(decoding: response.body, as: UTF8.self).contains("secret\n") && response.body != Array("secret".utf8))
        }
    }

    @Test func onlyGetAndHead() throws {
        let site = try ServedSite()
        defer { site.folder.remove() }
        let post = get("/", method: "POST", in: site)
        #expect(post.status == 405)
        #expect(header("Allow", post) == "GET, HEAD")
        let head = get("/assets/site.css", method: "HEAD", in: site)
        #expect(head.status == 200)
        let bytes = String(decoding: head.bytes, as: UTF8.self)
        #expect(bytes.contains("Content-Length: 15\r\n"))
        #expect(bytes.hasSuffix("\r\n\r\n"))
    }

    @Test func theBuildIDIsServed() throws {
        let site = try ServedSite()
        defer { site.folder.remove() }
        let id = get(LiveReload.buildIDPath, in: site)
        #expect(id.status == 200)
        #expect(id.body == Array("42\n".utf8))
        #expect(get("/__stylegallery/other", in: site).status == 404)
    }

    @Test func noSiteYetIsNotFound() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let response = SiteResponder(root: folder.url.appendingPathComponent("absent"), buildID: { "0" }).respond(to: "GET / HTTP/1.1")
        #expect(response.status == 404)
    }
}

@Suite struct StaticSiteServerTests {
    /// One raw request over a real socket; the whole response.
    func exchange(_ request: String, port: UInt16) throws -> String {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw WatchError("connect failed") }
        let bytes = Array(request.utf8)
        _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
        var response: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            response += chunk[..<count]
        }
        return String(decoding: response, as: UTF8.self)
    }

    @Test func answersOverASocket() throws {
        let site = try ServedSite()
        defer { site.folder.remove() }
        let server = try StaticSiteServer(responder: SiteResponder(root: site.root, buildID: { "3" }), port: 0)
        server.start()
        defer { server.stop() }
        #expect(server.port != 0)
        let css = try exchange("GET /assets/site.css HTTP/1.1\r\nHost: localhost\r\n\r\n", port: server.port)
        #expect(css.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(css.contains("Content-Type: text/css; charset=utf-8\r\n"))
        #expect(css.hasSuffix("\r\n\r\nbody{color:red}"))
        let traversal = try exchange("GET /../secret.txt HTTP/1.1\r\n\r\n", port: server.port)
        #expect(traversal.hasPrefix("HTTP/1.1 403 Forbidden\r\n"))
        #expect(!traversal.contains("\r\n\r\nsecret"))
        #expect(try exchange("GET /nope HTTP/1.1\r\n\r\n", port: server.port).hasPrefix("HTTP/1.1 404 Not Found\r\n"))
        #expect(try exchange("PUT / HTTP/1.1\r\n\r\n", port: server.port).hasPrefix("HTTP/1.1 405 Method Not Allowed\r\n"))
        #expect(try exchange("nonsense\r\n\r\n", port: server.port).hasPrefix("HTTP/1.1 400 Bad Request\r\n"))
        let page = try exchange("GET / HTTP/1.0\r\n\r\n", port: server.port)
        #expect(page.contains("Content-Type: text/html; charset=utf-8\r\n"))
        #expect(page.contains("var id=\"3\""))
    }

    @Test func aTakenPortIsAnError() throws {
        let site = try ServedSite()
        defer { site.folder.remove() }
        let first = try StaticSiteServer(responder: SiteResponder(root: site.root, buildID: { "1" }), port: 0)
        defer { first.stop() }
        #expect(throws: WatchError.self) { try StaticSiteServer(responder: SiteResponder(root: site.root, buildID: { "1" }), port: first.port) }
        #expect(throws: WatchError.self) { try StaticSiteServer(responder: SiteResponder(root: site.root, buildID: { "1" }), host: "localhost:1", port: 0) }
    }
}
