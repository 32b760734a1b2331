internal import CLibXML2

/// Process-wide libxml2 set-up and small C-interop helpers.
enum LibXML2 {
    /// `xmlInitParser()` exactly once (a Swift `static let` is initialised
    /// lazily and atomically), before any other libxml2 call.
    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    static func ensureInitialized() {
        _ = initialized
    }

    /// Calls `body` with a NUL-terminated UTF-8 copy of `string`.
    /// Callers must reject strings containing U+0000 first (C would truncate).
    static func withXMLChars<R>(_ string: String, _ body: (UnsafePointer<xmlChar>) -> R) -> R {
        string.withCString { cString in
            cString.withMemoryRebound(to: xmlChar.self, capacity: string.utf8.count + 1, body)
        }
    }

    /// Calls `body` with `bytes` as the (pointer, length) pair libxml2's `…ReadMemory` functions take.
    /// Callers check that `bytes.count` fits `Int32` first.
    static func withMemory<R>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>?, Int32) -> R) -> R {
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in body(chars.baseAddress, Int32(chars.count)) }
        }
    }

    /// A Swift string from a libxml2 string (nil or empty give "").
    static func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }
}
