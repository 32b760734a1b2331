import Fonts
import Foundation
import GalleryAudit
import GalleryCatalog
import GalleryLayout
import GalleryRender
import SVGRaster
import StyleKit

/// What the site keeps of one rendered variant while its page is written.
struct VariantRecord: Sendable {
    var variant: Variant { core.variant }
    var theme: GalleryTheme { core.theme }
    /// The SVG's viewBox (where the activation point and hit regions sit on the image).
    var canvas: CGRect { core.canvas }
    var audit: AuditReport { core.audit }
    var bytes: Int { core.bytes }
    /// The face files the render's text is drawn from.
    var faces: [FaceRecord] { core.faces }
    /// What it draws (``StateDistinguishability/drawingFingerprint(_:)``): equal for renders that look the same.
    var drawing: UInt64 { core.drawing }
    /// The SVG file as written (for the next build's index).
    var stamp: FileStamp? { core.stamp }
    /// The SVG file's path from the output root (``SitePaths/svg(_:_:)``), made once: the card, the manifest,
    /// the look-alike check and the index each ask for it.
    var svgPath: String { core.svgPath }

    /// What is fixed when the record is made, in one shared box: records are passed along and copied (into
    /// groups, the look-alike check, pages), and a copy of the fields themselves retained some twenty references
    /// (docs/profile.md).
    private let core: Core

    private final class Core: Sendable {
        let variant: Variant
        let theme: GalleryTheme
        let canvas: CGRect
        let audit: AuditReport
        let bytes: Int
        let faces: [FaceRecord]
        let drawing: UInt64
        let stamp: FileStamp?
        let svgPath: String

        init(variant: Variant, theme: GalleryTheme, canvas: CGRect, audit: AuditReport, bytes: Int, faces: [FaceRecord],
             drawing: UInt64, stamp: FileStamp?, svgPath: String) {
            self.variant = variant; self.theme = theme; self.canvas = canvas; self.audit = audit; self.bytes = bytes
            self.faces = faces; self.drawing = drawing; self.stamp = stamp; self.svgPath = svgPath
        }
    }

    /// `svgPath`: the SVG's path from the output root when the caller has made it (else made here).
    init(variant: Variant, theme: GalleryTheme, canvas: CGRect, audit: AuditReport, bytes: Int, faces: [FaceRecord],
         drawing: UInt64, stamp: FileStamp?, svgPath: String? = nil) {
        core = Core(variant: variant, theme: theme, canvas: canvas, audit: audit, bytes: bytes, faces: faces, drawing: drawing,
                    stamp: stamp, svgPath: svgPath ?? SitePaths.svg(variant, theme))
    }

    /// On a group's representative (first) render: the tokens and environment keys the component reads
    /// under the theme (``TokenProbe``); nil on the others.
    var tokenReads: [String]? = nil
    /// What it paints, leaf by leaf (``PaintItem``), for the look-alike check to draw only where two states
    /// differ; nil for a render taken over from an earlier build (not kept in the index) or written with
    /// `<text>` elements (whose glyphs the viewer sets).
    var paint: [PaintItem]? = nil
    /// Its sketch (``SVGSketch``) for the look-alike check to draw without parsing the SVG; nil where the SVG's
    /// sketch is parsed instead (as for ``paint``, and for what the picture cannot draw).
    var sketch: VectorPicture? = nil

    var compact: CompactRecord {
        var failedRules: UInt32 = 0
        audit.forEachFinding { if $0.isFailure { failedRules |= CompactRecord.bit($0.rule) } }
        return CompactRecord(failures: AuditPanel.wcagFailures(audit), bytes: bytes, drawing: drawing, failedRules: failedRules)
    }
}

/// What the site keeps of every variant for the whole build (home page, compare pages): a few bytes.
struct CompactRecord: Sendable {
    let failures: Int
    let bytes: Int
    /// What the render draws (``VariantRecord/drawing``): the home page tells themes that look alike.
    let drawing: UInt64
    /// The rules the render fails, one bit per `Finding.Rule.allCases` position (search finds variants by them).
    let failedRules: UInt32

    /// The bit of `rule` in ``failedRules``.
    static func bit(_ rule: Finding.Rule) -> UInt32 { 1 << UInt32(Finding.Rule.allCases.firstIndex(of: rule)!) }

    /// The rules whose bits `failedRules` sets, in rule order.
    var failedRuleList: [Finding.Rule] {
        Finding.Rule.allCases.enumerated().filter { failedRules & (1 << UInt32($0.offset)) != 0 }.map(\.element)
    }
}

/// The ``CompactRecord`` of every variant, by its position in the plan's jobs (no key per variant).
struct CompactRecords: Sendable {
    private var records: [CompactRecord]
    private let groups: [BuildPlan.Group]
    /// `theme/component` → the position of its group.
    private let groupIndex: [String: Int]

    init(plan: BuildPlan) {
        records = Array(repeating: CompactRecord(failures: 0, bytes: 0, drawing: 0, failedRules: 0), count: plan.jobs.count)
        groups = plan.groups
        groupIndex = Dictionary(plan.groups.indices.map { ("\(plan.groups[$0].theme.id)/\(plan.groups[$0].component.entry.id)", $0) },
                                uniquingKeysWith: { first, _ in first })
    }

    subscript(job: Int) -> CompactRecord {
        get { records[job] }
        set { records[job] = newValue }
    }

    /// How many of `group`'s renders have at least one WCAG failure.
    func failingRenders(in group: BuildPlan.Group) -> Int {
        group.jobs.reduce(0) { $0 + (records[$1].failures > 0 ? 1 : 0) }
    }

    /// The record of `entry` in its `state`-th state under `theme`; nil when the theme does not show that
    /// state (it pins an axis to another value).
    func record(_ entry: StyleEntry, state: Int, theme: GalleryTheme) -> CompactRecord? {
        group(of: entry, theme: theme).flatMap { record(inGroup: $0, state: state) }
    }

    /// The position of the group of `entry` under `theme` (a page showing many of its states asks once).
    func group(of entry: StyleEntry, theme: GalleryTheme) -> Int? { groupIndex["\(theme.id)/\(entry.id)"] }

    /// The record of the `state`-th state of the component of group `group`; nil when its theme does not show it.
    func record(inGroup group: Int, state: Int) -> CompactRecord? {
        groups[group].job(ofComponentState: state).map { records[$0] }
    }
}
