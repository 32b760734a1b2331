import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A small HTTP/1.1 server on a POSIX socket for `gallery watch`: GET and HEAD, one request per
/// connection (`Connection: close`), answered by a ``SiteResponder``. Foundation on Linux has no HTTP server.
public final class StaticSiteServer: @unchecked Sendable {
    public let responder: SiteResponder
    /// The port it listens on (the one asked for, or the one the system chose for port 0).
    public let port: UInt16
    public let host: String
    private let listener: Int32
    private let lock = NSLock()
    private var stopped = false

    /// Binds and listens on `host` (an IPv4 address) and `port`; throws when the address is taken or bad.
    public init(responder: SiteResponder, host: String = "127.0.0.1", port: UInt16) throws {
        self.responder = responder
        self.host = host
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else {
            throw WatchError("--host \(host) is not an IPv4 address (for example 127.0.0.1)")
        }
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw WatchError("cannot open a socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 64) == 0 else {
            let why = String(cString: strerror(errno))
            close(fd)
            throw WatchError("cannot listen on \(host):\(port): \(why)" + (errno == EADDRINUSE ? " (choose another with --port)" : ""))
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        listener = fd
        self.port = UInt16(bigEndian: actual.sin_port)
    }

    deinit { stop() }

    public var url: String { "http://\(host):\(port)/" }

    /// Accepts connections on a thread of its own until ``stop()``.
    public func start() {
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "gallery-watch-http"
        thread.start()
    }

    /// Stops accepting; connections being answered finish.
    public func stop() {
        lock.lock(); defer { lock.unlock() }
        guard !stopped else { return }
        stopped = true
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    private func acceptLoop() {
        while !isStopped {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if errno == EINTR || errno == ECONNABORTED { continue }
                return
            }
            _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
            let responder = self.responder
            DispatchQueue.global().async { Self.serve(connection, responder) }
        }
    }

    /// Reads the head (at most 16 KB, 10 s), answers, closes.
    private static func serve(_ connection: Int32, _ responder: SiteResponder) {
        defer { close(connection) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(connection, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        let end: [UInt8] = Array("\r\n\r\n".utf8)
        var headEnd: Int?
        while headEnd == nil, received.count < 16 * 1024 {
            let count = chunk.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            let searchFrom = max(0, received.count - 3)
            received += chunk[..<count]
            headEnd = Self.find(end, in: received, from: searchFrom)
        }
        let response: HTTPResponse
        if let headEnd {
            response = responder.respond(to: String(decoding: received[..<headEnd], as: UTF8.self))
        } else if received.isEmpty {
            return
        } else {
            response = .text(400, "bad request: the request head is incomplete or longer than 16 KB")
        }
        let bytes = response.bytes
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { return }
            sent += count
        }
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        var index = start
        while index + needle.count <= haystack.count {
            if haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
