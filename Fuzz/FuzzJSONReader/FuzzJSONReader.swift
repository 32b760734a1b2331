import GalleryJSON

/// libFuzzer entry: any bytes through the JSON reader (scripts/fuzz.sh). It must return or throw a located
/// error, never crash, hang or allocate without bound.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONReader(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    if let node = try? JSONParser.parse(text, file: "fuzz.json") {
        // Walk what was read through the typed reads and the escaped excerpts, as configuration decoding does.
        func walk(_ cursor: JSONCursor, depth: Int) {
            guard depth < 64 else { return }
            _ = Escaped.quoted(cursor.path.description)
            if let members = try? cursor.members() { for member in members { _ = Escaped.quoted(member.key); walk(member.value, depth: depth + 1) } }
            if let elements = try? cursor.elements() { for element in elements { walk(element, depth: depth + 1) } }
            _ = try? cursor.text("value")
            _ = try? cursor.identifier("id", rule: "an id")
            _ = try? cursor.number("number", in: 0...1)
        }
        walk(node.cursor(file: "fuzz.json"), depth: 0)
    }
    return 0
}
