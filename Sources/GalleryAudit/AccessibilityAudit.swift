import Foundation
import GalleryLayout
import StyleKit

/// Audits a laid-out `Scene` for contrast (WCAG 1.4.3, 1.4.11), target size (WCAG 2.5.8, HIG 44 pt),
/// VoiceOver activation points and accessible names, and reports symbols drawn as placeholders and text that
/// is truncated, clipped or overlapping (design findings, docs/dynamic-type.md). Each rule
/// names its standard (`Finding.Rule.standard`); only WCAG criteria count as WCAG failures. Pure and deterministic; see each rule type for its method.
public struct AccessibilityAudit: Sendable {
    public var thresholds: AuditThresholds

    public init(thresholds: AuditThresholds = .standard) { self.thresholds = thresholds }

    /// Audits `scene` drawn over `background` (the page color behind it, e.g. white for light themes).
    public func audit(_ scene: Scene, background: RGBA) -> AuditReport {
        let leaves = PaintLeaf.leaves(of: scene.root)
        let renderer = PointRenderer(root: scene.root, background: background)
        let elements = scene.elements

        // Text contrast, attributed to the element drawn around each text.
        let textRule = TextContrastRule(thresholds: thresholds, renderer: renderer)
        var textFindings = Array(repeating: [Finding](), count: elements.count)
        var sceneFindings: [Finding] = []
        for leaf in leaves {
            guard let text = leaf.text, let box = TextContrastRule.box(of: text) else { continue }
            let owner = Self.owner(of: box.applying(leaf.ctm), in: elements)
            let exempt = owner.map { !elements[$0].isEnabled } ?? false
            guard let finding = textRule.evaluate(leaf, text, exempt: exempt, elementIndex: owner) else { continue }
            if let owner { textFindings[owner].append(finding) } else { sceneFindings.append(finding) }
        }

        // Placeholders for symbols no library has, attributed like text.
        for missing in scene.missingSymbols {
            let owner = Self.owner(of: missing.frame, in: elements)
            let finding = MissingSymbolRule().evaluate(missing, elementIndex: owner)
            if let owner { textFindings[owner].append(finding) } else { sceneFindings.append(finding) }
        }
        // Texts drawn with boxes for characters no face has, attributed the same way.
        for missing in scene.missingGlyphs {
            let owner = Self.owner(of: missing.frame, in: elements)
            let finding = MissingGlyphsRule().evaluate(missing, elementIndex: owner)
            if let owner { textFindings[owner].append(finding) } else { sceneFindings.append(finding) }
        }

        // Design findings on text that had no room: truncated, clipped, overlapping (not WCAG criteria).
        for truncated in scene.truncatedTexts {
            let owner = Self.owner(of: truncated.frame, in: elements)
            let finding = TextTruncatedRule().evaluate(truncated, elementIndex: owner)
            if let owner { textFindings[owner].append(finding) } else { sceneFindings.append(finding) }
        }
        let inks = TextInk.collect(scene.root)
        let canvas = CGRect(origin: .zero, size: scene.size)
        for ink in inks {
            let owner = Self.owner(of: ink.bounds, in: elements)
            guard let finding = TextClippedRule().evaluate(ink, canvas: canvas, elementIndex: owner) else { continue }
            if let owner { textFindings[owner].append(finding) } else { sceneFindings.append(finding) }
        }
        for finding in TextOverlapRule().evaluate(inks, owner: { Self.owner(of: $0, in: elements) }) {
            if let owner = finding.elementIndex { textFindings[owner].append(finding) } else { sceneFindings.append(finding) }
        }

        let nonText = NonTextContrastRule(thresholds: thresholds, renderer: renderer, leaves: leaves)
        let minimum = TargetSizeRule(rule: .targetSize, minimum: thresholds.minimumTargetSize)
        let recommended = TargetSizeRule(rule: .recommendedTargetSize, minimum: thresholds.recommendedTargetSize)
        let audits = elements.enumerated().map { index, element in
            let findings = [
                AccessibleNameRule().evaluate(element, index: index),
                nonText.evaluate(element, index: index, hasVisibleText: textFindings[index].contains { $0.rule == .textContrast }),
                minimum.evaluate(element, index: index),
                recommended.evaluate(element, index: index),
                ActivationPointRule().evaluate(element, index: index),
            ] + textFindings[index]
            return ElementAudit(
                role: element.role.rawValue, label: element.label, value: element.value,
                announcement: ElementAudit.announcement(for: element), isDisabled: !element.isEnabled,
                frame: element.frame, activationPoint: element.activationPoint,
                hasExplicitActivationPoint: element.hasExplicitActivationPoint,
                activationPointIsInteractive: ActivationPointRule.isInteractive(element),
                hitRegions: element.hitRegions.map {
                    AuditHitRegion(frame: $0.frame, kind: $0.kind.description, reactsToTap: AuditHitRegion.reactsToTap($0.kind))
                },
                findings: findings)
        }
        return AuditReport(elements: audits, sceneFindings: sceneFindings)
    }

    /// The smallest element whose frame contains the centre of `box` (scene coordinates).
    static func owner(of box: CGRect, in elements: [SceneElement]) -> Int? {
        let centre = CGPoint(x: box.midX, y: box.midY)
        return elements.indices
            .filter { let f = elements[$0].frame; return centre.x >= f.minX && centre.x <= f.maxX && centre.y >= f.minY && centre.y <= f.maxY }
            .min { elements[$0].frame.width * elements[$0].frame.height < elements[$1].frame.width * elements[$1].frame.height }
    }
}
