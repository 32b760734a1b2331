import Foundation
import Testing

/// `gallery watch` as a user runs it: a real process, a real edit, a real HTTP request. Every wait polls
/// with a generous limit; nothing here claims how fast anything is.
@Suite(.serialized) struct WatchCommandTests {
    /// The running `gallery watch` and what it printed so far.
    final class Running: @unchecked Sendable {
        let process = Process()
        private let lock = NSLock()
        private var out = Data(), err = Data()
        var stdout: String { lock.withLock { String(decoding: out, as: UTF8.self) } }
        var stderr: String { lock.withLock { String(decoding: err, as: UTF8.self) } }

        init(_ arguments: [String], in directory: URL, home: URL, environment: [String: String] = [:]) throws {
            process.executableURL = GalleryProcess.executable
            process.arguments = arguments
            process.currentDirectoryURL = directory
            process.environment = GalleryProcess.minimalEnvironment(home: home).merging(environment) { _, added in added }
            let outPipe = Pipe(), errPipe = Pipe()
            process.standardOutput = outPipe
            process.standardError = errPipe
            process.standardInput = FileHandle.nullDevice
            // Weak: the pipes' handlers are kept by the process this object keeps (no cycle to leak).
            outPipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let data = handle.availableData
                self?.lock.withLock { self?.out.append(data) }
            }
            errPipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let data = handle.availableData
                self?.lock.withLock { self?.err.append(data) }
            }
            try process.run()
        }

        /// Polls `condition` every 100 ms for up to `seconds`.
        func wait(seconds: Double = 240, _ condition: () -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                if condition() { return true }
                if !process.isRunning { return condition() }
                Thread.sleep(forTimeInterval: 0.1)
            }
            return false
        }

        var port: UInt16? {
            guard let range = stderr.range(of: "at http://127.0.0.1:") else { return nil }
            return UInt16(stderr[range.upperBound...].prefix { $0.isNumber })
        }

        /// Ctrl-C; returns the exit status (nil when it had to be killed).
        func interrupt() -> Int32? {
            process.interrupt()
            let stopped = wait(seconds: 30) { !process.isRunning }
            if !stopped { process.terminate() }
            process.waitUntilExit()
            return stopped ? process.terminationStatus : nil
        }
    }

    static let config = """
        {
          "title": "Watched gallery",
          "styles": { "include": ["gradient-style"] },
          "themes": [ { "id": "default", "title": "Default", "tokens": { "accentColor": "#3366FF" } } ]
        }

        """

    /// GET over a plain socket: the status line and the body.
    func get(_ path: String, port: UInt16) throws -> (status: String, body: String) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw CocoaError(.fileReadUnknown) }
        let request = Array("GET \(path) HTTP/1.1\r\nHost: localhost\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
        var response: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            response += chunk[..<count]
        }
        let text = String(decoding: response, as: UTF8.self)
        let parts = text.components(separatedBy: "\r\n\r\n")
        return (parts[0].components(separatedBy: "\r\n")[0], parts.dropFirst().joined(separator: "\r\n\r\n"))
    }

    @Test func rebuildsAfterATokenChangeAndServesTheNewPage() throws {
        let sandbox = try Sandbox(config: Self.config)
        defer { sandbox.remove() }
        let watch = try Running(["watch", "--port", "0"], in: sandbox.project, home: sandbox.home)
        defer { if watch.process.isRunning { watch.process.terminate() } }
        let themePage = sandbox.url("project/output/themes/default/index.html")

        let built = watch.wait { watch.stdout.contains("built output") && watch.port != nil }
        #expect(built, "no first build: \(watch.stdout) \(watch.stderr)")
        guard built, let port = watch.port else { return }
        let before = try String(contentsOf: themePage, encoding: .utf8)
        #expect(before.contains("3366FF"))
        let firstID = try get("/__stylegallery/build-id", port: port).body

        try sandbox.write(Self.config.replacingOccurrences(of: "#3366FF", with: "#CC2200"), to: "project/gallery-config.json")
        let rebuilt = watch.wait { (try? String(contentsOf: themePage, encoding: .utf8))?.contains("CC2200") == true }
        #expect(rebuilt, "the theme page did not change: \(watch.stdout) \(watch.stderr)")
        #expect(watch.wait(seconds: 30) { watch.stdout.contains("rebuilt output after gallery-config.json changed in ") })

        let page = try get("/themes/default/", port: port)
        #expect(page.status == "HTTP/1.1 200 OK")
        #expect(page.body.contains("CC2200"))
        #expect(page.body.contains("/__stylegallery/build-id"), "the served page has the reload script")
        #expect(try !String(contentsOf: themePage, encoding: .utf8).contains("__stylegallery"), "the built file has no reload script")
        #expect(try get("/__stylegallery/build-id", port: port).body != firstID)
        #expect(try get("/../gallery-config.json", port: port).status == "HTTP/1.1 403 Forbidden")

        #expect(watch.interrupt() == 0)
        #expect(watch.stderr.contains("stopped"))
    }

    @Test func aFailedRebuildKeepsTheLastGoodSite() throws {
        let sandbox = try Sandbox(config: Self.config)
        defer { sandbox.remove() }
        let watch = try Running(["watch", "--port", "0"], in: sandbox.project, home: sandbox.home)
        defer { if watch.process.isRunning { watch.process.terminate() } }
        guard watch.wait({ watch.stdout.contains("built output") && watch.port != nil }), let port = watch.port else {
            Issue.record("no first build: \(watch.stdout) \(watch.stderr)")
            return
        }
        try sandbox.write(Self.config.replacingOccurrences(of: "#3366FF", with: "#zz"), to: "project/gallery-config.json")
        #expect(watch.wait { watch.stderr.contains("the last good site stays in place and served") }, "\(watch.stderr)")
        #expect(watch.stderr.contains("gallery: error: gallery-config.json:4:"))
        #expect(watch.stderr.contains("\"#zz\" is not a color"))
        let page = try get("/themes/default/", port: port)
        #expect(page.status == "HTTP/1.1 200 OK")
        #expect(page.body.contains("3366FF"))
        // Fixing it builds again.
        try sandbox.write(Self.config.replacingOccurrences(of: "#3366FF", with: "#00AA00"), to: "project/gallery-config.json")
        #expect(watch.wait { watch.stdout.contains("rebuilt output") })
        #expect(watch.interrupt() == 0)
    }

    @Test func tokenFilesAndTemplatesAreWatched() throws {
        let config = """
            { "styles": { "include": ["gradient-style"] },
              "themes": [ { "id": "default", "title": "Default", "tokensFile": "tokens/brand.tokens.json" } ] }

            """
        let sandbox = try Sandbox(config: config)
        defer { sandbox.remove() }
        let tokens = ##"{ "accentColor": { "$type": "color", "$value": "#3366FF" } }"##
        try sandbox.write(tokens, to: "project/tokens/brand.tokens.json")
        let watch = try Running(["watch", "--port", "0", "--quiet"], in: sandbox.project, home: sandbox.home)
        defer { if watch.process.isRunning { watch.process.terminate() } }
        guard watch.wait({ watch.stdout.contains("built output") }) else {
            Issue.record("no first build: \(watch.stdout) \(watch.stderr)")
            return
        }
        try sandbox.write(tokens.replacingOccurrences(of: "#3366FF", with: "#112233"), to: "project/tokens/brand.tokens.json")
        #expect(watch.wait { watch.stdout.contains("after tokens/brand.tokens.json changed") }, "\(watch.stdout) \(watch.stderr)")
        let css = try String(contentsOf: sandbox.url("project/Templates/assets/site.css"), encoding: .utf8)
        try sandbox.write(css + "\n/* edited */\n", to: "project/Templates/assets/site.css")
        #expect(watch.wait { watch.stdout.contains("after Templates/assets/site.css changed") }, "\(watch.stdout)")
        #expect(try String(contentsOf: sandbox.url("project/output/assets/site.css"), encoding: .utf8).contains("/* edited */"))
        #expect(watch.interrupt() == 0)
        // --quiet: no notes on standard error.
        #expect(watch.stderr.isEmpty, "\(watch.stderr)")
    }

    @Test func usageErrors() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let port = try GalleryProcess.run(["watch", "--port", "http"], in: sandbox.project, home: sandbox.home)
        #expect(port.status == 2)
        #expect(port.stderr.contains("--port takes a number from 0 to 65535"))
        let typo = try GalleryProcess.run(["watch", "--prot", "80"], in: sandbox.project, home: sandbox.home)
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("did you mean"), "\(typo.stderr)")
        let help = try GalleryProcess.run(["help", "watch"], in: sandbox.project, home: sandbox.home)
        #expect(help.status == 0)
        #expect(help.stdout.contains("gallery watch --config brand/gallery-config.json --port 8080"))
        #expect(help.stdout.contains("--port N"))
    }
}
