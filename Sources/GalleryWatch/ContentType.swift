/// The `Content-Type` of a served file, by its extension.
public enum ContentType {
    public static func of(_ fileName: String) -> String {
        let ext = fileName.split(separator: ".").last.map { $0.lowercased() } ?? ""
        switch fileName.contains(".") ? ext : "" {
        case "html", "htm": return "text/html; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "js", "mjs": return "text/javascript; charset=utf-8"
        case "json": return "application/json"
        case "svg": return "image/svg+xml"
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "gif": return "image/gif"
        case "webp": return "image/webp"
        case "ico": return "image/x-icon"
        case "woff2": return "font/woff2"
        case "woff": return "font/woff"
        case "ttf": return "font/ttf"
        case "otf": return "font/otf"
        case "txt", "md": return "text/plain; charset=utf-8"
        case "xml": return "application/xml"
        default: return "application/octet-stream"
        }
    }

    public static func isHTML(_ type: String) -> Bool { type.hasPrefix("text/html") }
}
