import Fonts
import Foundation
import GalleryAudit
import GalleryJSON

extension GroupRecords {
    /// The records as JSON with sorted keys, nil optionals left out and non-finite numbers as the strings
    /// `"inf"`, `"-inf"` and `"nan"`, written directly (every group of a cold build writes its records, and
    /// the generic encoder was 5 % of such a build's instructions); ``decode(_:)`` reads them back. They are
    /// the bytes `JSONEncoder` writes with `.sortedKeys` and `.withoutEscapingSlashes` but for two spellings
    /// that read back the same: control characters escaped in upper-case hex (`\u001B`, as the manifest
    /// writes them) and negative zero written `0`. The same records give the same bytes, so shards merge byte
    /// for byte.
    func encoded() -> [UInt8] {
        var out = RecordWriter()
        out.literal("{\"variants\":")
        out.array(variants) { out, variant in
            out.literal("{\"audit\":"); out.audit(variant.audit)
            out.literal(",\"bytes\":"); out.raw(String(variant.bytes))
            out.literal(",\"canvas\":"); out.array(variant.canvas) { $0.number($1) }
            out.literal(",\"drawing\":"); out.raw(String(variant.drawing))
            out.literal(",\"faces\":"); out.array(variant.faces) { $0.face($1) }
            out.literal("}")
        }
        out.literal("}")
        return out.bytes
    }
}

/// Appends JSON text to a byte buffer, key by key in sorted order.
private struct RecordWriter {
    var bytes: [UInt8] = []

    init() { bytes.reserveCapacity(4096) }

    mutating func raw(_ s: String) { bytes.append(contentsOf: s.utf8) }
    /// Literal markup: a `StaticString`'s bytes are copied as they are (a `String`'s UTF-8 view took the slow path).
    mutating func literal(_ s: StaticString) { s.withUTF8Buffer { bytes.append(contentsOf: $0) } }
    mutating func string(_ s: String) { JSONText.appendQuoted(s, to: &bytes) }
    mutating func bool(_ b: Bool) { raw(b ? "true" : "false") }

    mutating func number(_ v: Double) {
        if v.isNaN { literal("\"nan\"") } else if v.isInfinite { raw(v < 0 ? "\"-inf\"" : "\"inf\"") } else { raw(JSONText.number(v)) }
    }

    /// `[a,b,…]`, each item written by `write`.
    mutating func array<T>(_ items: [T], _ write: (inout RecordWriter, T) -> Void) {
        literal("[")
        for (i, item) in items.enumerated() {
            if i > 0 { literal(",") }
            write(&self, item)
        }
        literal("]")
    }

    /// `CGRect`'s own coding: `[[x, y], [width, height]]`.
    mutating func rect(_ r: CGRect) {
        literal("[["); number(Double(r.origin.x)); literal(","); number(Double(r.origin.y)); literal("],[")
        number(Double(r.size.width)); literal(","); number(Double(r.size.height)); literal("]]")
    }

    mutating func point(_ p: CGPoint) {
        literal("["); number(Double(p.x)); literal(","); number(Double(p.y)); literal("]")
    }

    mutating func audit(_ audit: AuditReport) {
        literal("{\"elements\":"); array(audit.elements) { $0.element($1) }
        literal(",\"sceneFindings\":"); array(audit.sceneFindings) { $0.finding($1) }
        literal("}")
    }

    mutating func element(_ e: ElementAudit) {
        literal("{\"activationPoint\":"); point(e.activationPoint)
        literal(",\"activationPointIsInteractive\":"); bool(e.activationPointIsInteractive)
        literal(",\"announcement\":"); string(e.announcement)
        literal(",\"findings\":"); array(e.findings) { $0.finding($1) }
        literal(",\"frame\":"); rect(e.frame)
        literal(",\"hasExplicitActivationPoint\":"); bool(e.hasExplicitActivationPoint)
        literal(",\"hitRegions\":")
        array(e.hitRegions) { out, region in
            out.literal("{\"frame\":"); out.rect(region.frame)
            out.literal(",\"kind\":"); out.string(region.kind)
            out.literal(",\"reactsToTap\":"); out.bool(region.reactsToTap)
            out.literal("}")
        }
        literal(",\"isDisabled\":"); bool(e.isDisabled)
        literal(",\"label\":"); string(e.label)
        literal(",\"role\":"); string(e.role)
        if let value = e.value { literal(",\"value\":"); string(value) }
        literal("}")
    }

    mutating func finding(_ f: Finding) {
        literal("{\"detail\":"); string(f.detail)
        if let index = f.elementIndex { literal(",\"elementIndex\":"); raw(String(index)) }
        literal(",\"measured\":"); string(f.measured)
        if let value = f.measuredValue { literal(",\"measuredValue\":"); number(value) }
        literal(",\"required\":"); string(f.required)
        literal(",\"rule\":"); string(f.rule.rawValue)
        literal(",\"subject\":"); string(f.subject)
        if let suggestion = f.suggestion { literal(",\"suggestion\":"); string(suggestion) }
        literal(",\"verdict\":"); string(f.verdict.rawValue)
        if let warning = f.warning { literal(",\"warning\":"); string(warning) }
        literal("}")
    }

    mutating func face(_ face: FaceRecord) {
        literal("{\"faceIndex\":"); raw(String(face.faceIndex))
        literal(",\"family\":"); string(face.family)
        literal(",\"file\":"); string(face.file)
        literal(",\"postScriptName\":"); string(face.postScriptName)
        literal(",\"sha256\":"); string(face.sha256)
        literal(",\"style\":"); string(face.style)
        literal(",\"version\":"); string(face.version)
        literal("}")
    }
}
