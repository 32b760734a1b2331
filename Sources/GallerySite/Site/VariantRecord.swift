import Fonts
import Foundation
import GalleryAudit
import GalleryCatalog
import GalleryLayout
import StyleKit

/// What the site keeps of one rendered variant while its page is written.
struct VariantRecord: Sendable {
    let variant: Variant
    let theme: GalleryTheme
    /// The SVG's viewBox (where the activation point and hit regions sit on the image).
    let canvas: CGRect
    let audit: AuditReport
    let bytes: Int
    /// The face files the render's text is drawn from.
    let faces: [FaceRecord]
    /// What it draws (``StateDistinguishability/drawingFingerprint(_:)``): equal for renders that look the same.
    let drawing: UInt64
    /// The SVG file as written (for the next build's index).
    let stamp: FileStamp?

    var compact: CompactRecord {
        CompactRecord(failures: AuditPanel.wcagFailures(audit), bytes: bytes)
    }
}

/// What the site keeps of every variant for the whole build (home page, compare pages): a few bytes.
struct CompactRecord: Sendable {
    let failures: Int
    let bytes: Int
}
