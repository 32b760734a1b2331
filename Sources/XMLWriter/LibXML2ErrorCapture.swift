internal import CLibXML2

/// Collects libxml2's structured errors raised on the current thread while a
/// closure runs (instead of letting libxml2 print them to stderr).
///
/// libxml2 2.9 keeps the structured error handler per thread, and the closure
/// runs synchronously, so concurrent captures on other threads don't interfere.
final class LibXML2ErrorCapture {
    struct Entry {
        var code: Int32
        var level: Int32
        var line: Int
        var column: Int
        var message: String
    }

    private(set) var entries: [Entry] = []

    private static let handler: xmlStructuredErrorFunc = { context, error in
        guard let context, let error else { return }
        let capture = Unmanaged<LibXML2ErrorCapture>.fromOpaque(context).takeUnretainedValue()
        let raw = error.pointee.message.map { String(cString: $0) } ?? "unknown libxml2 error"
        var message = Substring(raw)
        while let last = message.last, last.isWhitespace { message.removeLast() }
        capture.entries.append(Entry(
            code: error.pointee.code,
            level: Int32(bitPattern: error.pointee.level.rawValue),
            line: Int(error.pointee.line),
            column: Int(error.pointee.int2),
            message: String(message)))
    }

    /// Runs `body` with this capture installed as the thread's handler, then
    /// restores the previous handler.
    func run<R>(_ body: () -> R) -> R {
        let previousHandler = __xmlStructuredError()?.pointee
        let previousContext = __xmlStructuredErrorContext()?.pointee
        xmlSetStructuredErrorFunc(Unmanaged.passUnretained(self).toOpaque(), Self.handler)
        defer { xmlSetStructuredErrorFunc(previousContext, previousHandler) }
        return withExtendedLifetime(self) { body() }
    }

    /// The first captured message, for API failures that have no location.
    var firstMessage: String? { entries.first?.message }
}
