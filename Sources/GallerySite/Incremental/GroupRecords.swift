import Fonts
import Foundation
import GalleryAudit
import GalleryRender

/// What a group's page is made of besides its SVG files, kept in the site's build folder
/// (`.stylegallery-build/records/<render key>.json`): per variant, its viewBox, audit, size, faces and
/// drawing fingerprint. A next build whose render key for the group is unchanged, but whose page key is not
/// (the team's words changed, ``BuildKeys``), writes the page and variant file from these without
/// rendering, and takes the SVG files over as they are.
struct GroupRecords: Codable, Sendable {
    struct Variant: Codable, Sendable {
        var canvas: [Double]
        var audit: AuditReport
        var bytes: Int
        var faces: [FaceRecord]
        var drawing: UInt64
    }

    var variants: [Variant]

    static let folder = BuildIndex.folder + "/records"

    /// The file's path relative to the site.
    static func path(renderKey: String) -> String { "\(folder)/\(renderKey).json" }

    static func decode(_ data: Data) throws -> GroupRecords {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return try decoder.decode(GroupRecords.self, from: data)
    }

    /// The records of `group`'s variants, in state order; nil when they do not fit the group (another
    /// number of variants).
    func records(for group: BuildPlan.Group, plan: BuildPlan) -> [VariantRecord]? {
        guard variants.count == group.jobs.count else { return nil }
        return zip(group.jobs, variants).map { job, kept in
            let job = plan.jobs[job]
            let c = kept.canvas.count == 4 ? kept.canvas : [0, 0, 0, 0]
            return VariantRecord(variant: job.variant, theme: job.theme, canvas: CGRect(x: c[0], y: c[1], width: c[2], height: c[3]),
                                 audit: kept.audit, bytes: kept.bytes, faces: kept.faces, drawing: kept.drawing, stamp: nil)
        }
    }
}

extension GroupRecords {
    /// The records of a group's renders, in state order.
    init(_ records: [VariantRecord]) {
        variants = records.map { record in
            let c = record.canvas
            return Variant(canvas: [c.minX, c.minY, c.width, c.height].map { Double($0) }, audit: record.audit, bytes: record.bytes,
                           faces: record.faces, drawing: record.drawing)
        }
    }
}
