/// The request line of an HTTP/1.x request, as far as a static file server needs it.
public struct HTTPRequest: Sendable, Equatable {
    public enum Method: String, Sendable { case get = "GET", head = "HEAD" }

    public let method: Method
    /// The path's segments, percent-decoded, without `.` and empty segments; the query is dropped.
    public let segments: [String]
    /// Whether the path ended with `/` (a folder asked for as a folder).
    public let endsWithSlash: Bool
    /// The path as sent (still encoded, without the query), for redirects.
    public let rawPath: String

    /// Why a request is answered with an error instead of a file.
    public enum Refusal: Error, Sendable, Equatable {
        /// 400: not an HTTP request line, a bad percent escape, a NUL or `/` hidden in a segment.
        case malformed(String)
        /// 405: a method other than GET and HEAD (those still get their name, for `Allow`).
        case methodNotAllowed(String)
        /// 403: a `..` segment (after decoding).
        case traversal
    }

    /// Parses the head of a request (everything before the blank line).
    public static func parse(_ head: String) -> Result<HTTPRequest, Refusal> {
        guard let line = head.split(separator: "\r\n", maxSplits: 1, omittingEmptySubsequences: false).first else { return .failure(.malformed("empty request")) }
        let parts = line.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[2].hasPrefix("HTTP/1.") else { return .failure(.malformed("not an HTTP/1.x request line")) }
        guard let method = Method(rawValue: String(parts[0])) else { return .failure(.methodNotAllowed(String(parts[0]))) }
        var target = Substring(parts[1])
        if let cut = target.firstIndex(where: { $0 == "?" || $0 == "#" }) { target = target[..<cut] }
        guard target.hasPrefix("/") else { return .failure(.malformed("the target must start with /")) }
        var segments: [String] = []
        for raw in target.split(separator: "/", omittingEmptySubsequences: true) {
            guard let decoded = percentDecoded(raw) else { return .failure(.malformed("bad percent escape in \(raw)")) }
            if decoded.contains("\0") || decoded.contains("/") { return .failure(.malformed("a segment may not hold NUL or /")) }
            if decoded == "." { continue }
            if decoded == ".." { return .failure(.traversal) }
            segments.append(decoded)
        }
        return .success(HTTPRequest(method: method, segments: segments, endsWithSlash: target.hasSuffix("/"), rawPath: String(target)))
    }

    /// `%41` → `A`; nil for a truncated or non-hex escape, or bytes that are not UTF-8.
    public static func percentDecoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8).makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
