import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An HTTP response, before it is written to the socket.
public struct HTTPResponse: Sendable {
    public var status: Int
    public var headers: [(String, String)]
    public var body: [UInt8]
    /// HEAD: the headers of the GET response, no body.
    public var omitBody = false

    public var reason: String {
        switch status {
        case 200: return "OK"
        case 301: return "Moved Permanently"
        case 400: return "Bad Request"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 500: return "Internal Server Error"
        default: return "Status"
        }
    }

    /// Status line, headers (with Content-Length and Connection: close) and body.
    public var bytes: [UInt8] {
        var head = "HTTP/1.1 \(status) \(reason)\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        return Array(head.utf8) + (omitBody ? [] : body)
    }

    static func text(_ status: Int, _ message: String, extra: [(String, String)] = []) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", "text/plain; charset=utf-8"), ("Cache-Control", "no-store")] + extra,
                     body: Array((message + "\n").utf8))
    }
}

/// Answers requests with files under `root` only: no `..`, no symbolic link that leads out of the folder,
/// only regular files; a folder is answered with its `index.html`. HTML gets the live-reload script.
public struct SiteResponder: Sendable {
    public let root: URL
    public let buildID: @Sendable () -> String

    public init(root: URL, buildID: @escaping @Sendable () -> String) {
        self.root = root
        self.buildID = buildID
    }

    /// The response to the request head `head` (request line and headers, without the blank line).
    public func respond(to head: String) -> HTTPResponse {
        switch HTTPRequest.parse(head) {
        case .failure(.malformed(let why)): return .text(400, "bad request: \(why)")
        case .failure(.methodNotAllowed(let method)): return .text(405, "method \(method) not allowed", extra: [("Allow", "GET, HEAD")])
        case .failure(.traversal): return .text(403, "forbidden: .. is not served")
        case .success(let request):
            var response = respond(to: request)
            response.omitBody = request.method == .head
            return response
        }
    }

    public func respond(to request: HTTPRequest) -> HTTPResponse {
        if request.segments.first == LiveReload.reservedSegment {
            guard request.segments == ["__stylegallery", "build-id"] else { return .text(404, "not found") }
            return .text(200, buildID())
        }
        // The root is resolved on every request: each build replaces the folder.
        guard let realRoot = Self.realPath(root.path) else { return .text(404, "not found: no site built yet") }
        var path = request.segments.reduce(realRoot) { $0 + "/" + $1 }
        guard var real = Self.realPath(path) else { return .text(404, "not found") }
        guard real == realRoot || real.hasPrefix(realRoot == "/" ? "/" : realRoot + "/") else { return .text(403, "forbidden: outside the site") }
        if Self.kind(real) == S_IFDIR {
            guard request.endsWithSlash || request.segments.isEmpty else {
                return HTTPResponse(status: 301, headers: [("Location", request.rawPath + "/"), ("Cache-Control", "no-store")], body: [])
            }
            path = real + "/index.html"
            guard let index = Self.realPath(path) else { return .text(404, "not found: the folder has no index.html") }
            guard index.hasPrefix(realRoot + "/") else { return .text(403, "forbidden: outside the site") }
            real = index
        }
        guard Self.kind(real) == S_IFREG, let data = FileManager.default.contents(atPath: real) else { return .text(404, "not found") }
        let type = ContentType.of(real)
        var body = [UInt8](data)
        if ContentType.isHTML(type) { body = LiveReload.inject(into: body, buildID: buildID()) }
        return HTTPResponse(status: 200, headers: [("Content-Type", type), ("Cache-Control", "no-store")], body: body)
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func kind(_ path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }
}
