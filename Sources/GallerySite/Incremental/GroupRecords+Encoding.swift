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
        out.raw("{\"variants\":")
        out.array(variants) { out, variant in
            out.raw("{\"audit\":"); out.audit(variant.audit)
            out.raw(",\"bytes\":"); out.raw(String(variant.bytes))
            out.raw(",\"canvas\":"); out.array(variant.canvas) { $0.number($1) }
            out.raw(",\"drawing\":"); out.raw(String(variant.drawing))
            out.raw(",\"faces\":"); out.array(variant.faces) { $0.face($1) }
            out.raw("}")
        }
        out.raw("}")
        return out.bytes
    }
}

/// Appends JSON text to a byte buffer, key by key in sorted order.
private struct RecordWriter {
    var bytes: [UInt8] = []

    init() { bytes.reserveCapacity(4096) }

    mutating func raw(_ s: String) { bytes.append(contentsOf: s.utf8) }
    mutating func string(_ s: String) { JSONText.appendQuoted(s, to: &bytes) }
    mutating func bool(_ b: Bool) { raw(b ? "true" : "false") }

    mutating func number(_ v: Double) {
        if v.isNaN { raw("\"nan\"") } else if v.isInfinite { raw(v < 0 ? "\"-inf\"" : "\"inf\"") } else { raw(JSONText.number(v)) }
    }

    /// `[a,b,…]`, each item written by `write`.
    mutating func array<T>(_ items: [T], _ write: (inout RecordWriter, T) -> Void) {
        raw("[")
        for (i, item) in items.enumerated() {
            if i > 0 { raw(",") }
            write(&self, item)
        }
        raw("]")
    }

    /// `CGRect`'s own coding: `[[x, y], [width, height]]`.
    mutating func rect(_ r: CGRect) {
        raw("[["); number(Double(r.origin.x)); raw(","); number(Double(r.origin.y)); raw("],[")
        number(Double(r.size.width)); raw(","); number(Double(r.size.height)); raw("]]")
    }

    mutating func point(_ p: CGPoint) {
        raw("["); number(Double(p.x)); raw(","); number(Double(p.y)); raw("]")
    }

    mutating func audit(_ audit: AuditReport) {
        raw("{\"elements\":"); array(audit.elements) { $0.element($1) }
        raw(",\"sceneFindings\":"); array(audit.sceneFindings) { $0.finding($1) }
        raw("}")
    }

    mutating func element(_ e: ElementAudit) {
        raw("{\"activationPoint\":"); point(e.activationPoint)
        raw(",\"activationPointIsInteractive\":"); bool(e.activationPointIsInteractive)
        raw(",\"announcement\":"); string(e.announcement)
        raw(",\"findings\":"); array(e.findings) { $0.finding($1) }
        raw(",\"frame\":"); rect(e.frame)
        raw(",\"hasExplicitActivationPoint\":"); bool(e.hasExplicitActivationPoint)
        raw(",\"hitRegions\":")
        array(e.hitRegions) { out, region in
            out.raw("{\"frame\":"); out.rect(region.frame)
            out.raw(",\"kind\":"); out.string(region.kind)
            out.raw(",\"reactsToTap\":"); out.bool(region.reactsToTap)
            out.raw("}")
        }
        raw(",\"isDisabled\":"); bool(e.isDisabled)
        raw(",\"label\":"); string(e.label)
        raw(",\"role\":"); string(e.role)
        if let value = e.value { raw(",\"value\":"); string(value) }
        raw("}")
    }

    mutating func finding(_ f: Finding) {
        raw("{\"detail\":"); string(f.detail)
        if let index = f.elementIndex { raw(",\"elementIndex\":"); raw(String(index)) }
        raw(",\"measured\":"); string(f.measured)
        if let value = f.measuredValue { raw(",\"measuredValue\":"); number(value) }
        raw(",\"required\":"); string(f.required)
        raw(",\"rule\":"); string(f.rule.rawValue)
        raw(",\"subject\":"); string(f.subject)
        if let suggestion = f.suggestion { raw(",\"suggestion\":"); string(suggestion) }
        raw(",\"verdict\":"); string(f.verdict.rawValue)
        if let warning = f.warning { raw(",\"warning\":"); string(warning) }
        raw("}")
    }

    mutating func face(_ face: FaceRecord) {
        raw("{\"faceIndex\":"); raw(String(face.faceIndex))
        raw(",\"family\":"); string(face.family)
        raw(",\"file\":"); string(face.file)
        raw(",\"postScriptName\":"); string(face.postScriptName)
        raw(",\"sha256\":"); string(face.sha256)
        raw(",\"style\":"); string(face.style)
        raw(",\"version\":"); string(face.version)
        raw("}")
    }
}
