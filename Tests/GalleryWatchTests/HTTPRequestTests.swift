import Testing
@testable import GalleryWatch

@Suite struct HTTPRequestTests {
    func parse(_ line: String) -> Result<HTTPRequest, HTTPRequest.Refusal> { HTTPRequest.parse(line + "\r\nHost: x\r\n") }

    @Test func pathsArePercentDecodedAndSplit() throws {
        let request = try parse("GET /themes/dark%20mode/a%2Bb.svg?x=1 HTTP/1.1").get()
        #expect(request.method == .get)
        #expect(request.segments == ["themes", "dark mode", "a+b.svg"])
        #expect(!request.endsWithSlash)
        #expect(try parse("HEAD /themes/ HTTP/1.0").get().endsWithSlash)
        #expect(try parse("GET / HTTP/1.1").get().segments == [])
        #expect(try parse("GET /a/./b//c HTTP/1.1").get().segments == ["a", "b", "c"])
    }

    @Test func traversalIsRefusedEvenWhenEncoded() {
        #expect(parse("GET /../etc/passwd HTTP/1.1") == .failure(.traversal))
        #expect(parse("GET /a/%2e%2e/%2E%2E/etc/passwd HTTP/1.1") == .failure(.traversal))
        #expect(parse("GET /a/.. HTTP/1.1") == .failure(.traversal))
    }

    @Test func malformedRequestsAreBadRequests() {
        for line in ["GET", "GET /a", "GET a HTTP/1.1", "GET /%zz HTTP/1.1", "GET /%4 HTTP/1.1", "GET /a%00b HTTP/1.1",
                     "GET /a%2Fb HTTP/1.1", "GET /%ff HTTP/1.1", "GET / SPDY/3"] {
            guard case .failure(.malformed) = parse(line) else {
                Issue.record("\(line) was not refused as malformed")
                continue
            }
        }
    }

    @Test func otherMethodsAreNotAllowed() {
        #expect(parse("POST / HTTP/1.1") == .failure(.methodNotAllowed("POST")))
        #expect(parse("DELETE /index.html HTTP/1.1") == .failure(.methodNotAllowed("DELETE")))
    }

    @Test func contentTypesByExtension() {
        #expect(ContentType.of("index.html") == "text/html; charset=utf-8")
        #expect(ContentType.of("site.css") == "text/css; charset=utf-8")
        #expect(ContentType.of("site.js") == "text/javascript; charset=utf-8")
        #expect(ContentType.of("a.SVG") == "image/svg+xml")
        #expect(ContentType.of("manifest.json") == "application/json")
        #expect(ContentType.of("logo.png") == "image/png")
        #expect(ContentType.of("CNAME") == "application/octet-stream")
    }

    @Test func theReloadScriptGoesBeforeTheLastBodyEnd() {
        let html = Array("<html><body>x</body></html>".utf8)
        let result = String(decoding: LiveReload.inject(into: html, buildID: "7"), as: UTF8.self)
        #expect(result.hasPrefix("<html><body>x<script>"))
        #expect(result.hasSuffix("</script></BODY></html>".replacingOccurrences(of: "BODY", with: "body")))
        #expect(result.contains("var id=\"7\""))
        let upper = String(decoding: LiveReload.inject(into: Array("<BODY>y</BODY>".utf8), buildID: "1"), as: UTF8.self)
        #expect(upper.hasSuffix("</script></BODY>"))
        let none = String(decoding: LiveReload.inject(into: Array("plain".utf8), buildID: "1"), as: UTF8.self)
        #expect(none.hasPrefix("plain<script>"))
    }
}

@Suite struct ChangeDebouncerTests {
    @Test func aBurstBecomesOneBatchAfterAQuietSpell() {
        var debouncer = ChangeDebouncer(quiet: 0.15, maximum: 2)
        #expect(!debouncer.isDue(at: 0))
        debouncer.record(["a.json"], at: 0)
        debouncer.record(["b.html"], at: 0.1)
        #expect(!debouncer.isDue(at: 0.2))
        #expect(abs(debouncer.wait(at: 0.2) - 0.05) < 1e-9)
        debouncer.record(["a.json"], at: 0.2)
        #expect(!debouncer.isDue(at: 0.34))
        #expect(debouncer.isDue(at: 0.36))
        #expect(debouncer.take() == ["a.json", "b.html"])
        #expect(debouncer.isEmpty)
    }

    @Test func aFileRewrittenWithoutPauseIsBuiltAfterTheMaximum() {
        var debouncer = ChangeDebouncer(quiet: 0.15, maximum: 2)
        var now = 0.0
        while now < 1.95 { debouncer.record(["log"], at: now); now += 0.1 }
        #expect(!debouncer.isDue(at: 1.99))
        debouncer.record(["log"], at: 2.0)
        #expect(debouncer.isDue(at: 2.0))
    }

    @Test func changedNamesAreListedWithinABound() {
        #expect(ChangeDebouncer.describe(["a"]) == "a")
        #expect(ChangeDebouncer.describe(["a", "b"]) == "a and b")
        #expect(ChangeDebouncer.describe(["a", "b", "c"]) == "a, b and c")
        #expect(ChangeDebouncer.describe(["a", "b", "c", "d", "e"]) == "a, b, c and 2 more")
    }
}
