import XMLWriter

/// libFuzzer entry: any bytes as a page template (`Templates/page.html`, scripts/fuzz.sh), through what a build
/// does with it: libxml2's HTML parser and the slot check, a fresh document, hostile text and attribute values
/// into every slot, removal of the slot attributes and the HTML5 serialisation, which must parse again.
/// Errors are fine; crashes, hangs and unbounded allocations are not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTemplate(_ data: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let source = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    guard let template = try? HTMLTemplate(source: source, fileName: "page.html"),
          let document = try? template.instantiate() else { return 0 }
    let hostile = "</script><script>alert(1)</script>\"'&amp;<!--\u{202E}"
    for slot in template.slotNames {
        _ = try? document.setAttribute(slot: slot, name: "data-fuzz", value: hostile)
        _ = try? document.setText(slot, hostile)
    }
    document.removeSlotAttributes()
    if let html = try? document.serialize() {
        _ = try? HTMLTemplate(source: html, fileName: "serialized.html")
    }
    return 0
}
