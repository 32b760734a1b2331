import Foundation
import GalleryJSON

/// What changed between two built sites (`gallery diff OLD NEW`): variants added, removed and changed
/// (their SVG bytes differ), keyed by theme and variant id, and the WCAG failures that appeared or went
/// away, keyed as a baseline keys them (``CheckKey``: variant, theme, rule, element).
public struct SiteDiff: Sendable {
    /// A variant in one site or both; `old`/`new` are its SVG files relative to each site.
    public struct Change: Sendable {
        public var key: VariantKey
        public var component: String
        public var old: String?
        public var new: String?
    }

    public var oldSite: String
    public var newSite: String
    /// In page order (theme, component, state): the new site's for added and changed, the old one's for removed.
    public var added: [Change] = []
    public var removed: [Change] = []
    public var changed: [Change] = []
    public var unchanged = 0
    /// In page order, as the variants.
    public var failuresAppeared: [CheckFinding] = []
    public var failuresGone: [CheckFinding] = []

    public var isIdentical: Bool {
        added.isEmpty && removed.isEmpty && changed.isEmpty && failuresAppeared.isEmpty && failuresGone.isEmpty
    }

    /// Compares the sites variant by variant; reads the SVG files of the variants both have.
    public init(old: BuiltSite, new: BuiltSite) throws {
        oldSite = old.shownAs
        newSite = new.shownAs
        let oldByKey = Dictionary(old.variants.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let newKeys = Set(new.variants.map(\.key))
        for variant in new.variants {
            guard let before = oldByKey[variant.key] else {
                added.append(Change(key: variant.key, component: variant.component, old: nil, new: variant.svg))
                continue
            }
            if try old.svgBytes(before.svg, of: before.key) == new.svgBytes(variant.svg, of: variant.key) {
                unchanged += 1
            } else {
                changed.append(Change(key: variant.key, component: variant.component, old: before.svg, new: variant.svg))
            }
        }
        for variant in old.variants where !newKeys.contains(variant.key) {
            removed.append(Change(key: variant.key, component: variant.component, old: variant.svg, new: nil))
        }
        let oldFailures = Self.failures(of: old), newFailures = Self.failures(of: new)
        let oldFailureKeys = Set(oldFailures.map(\.key)), newFailureKeys = Set(newFailures.map(\.key))
        failuresAppeared = newFailures.filter { !oldFailureKeys.contains($0.key) }
        failuresGone = oldFailures.filter { !newFailureKeys.contains($0.key) }
    }

    /// A site's WCAG failures in page order, one per key.
    private static func failures(of site: BuiltSite) -> [CheckFinding] {
        var seen: Set<CheckKey> = []
        return site.variants.flatMap(\.failures).filter { seen.insert($0.key).inserted }
    }
}

extension SiteDiff {
    /// Lines of a section shown on standard output before "… and N more".
    static let shownGroups = 20
    static let shownStatesPerGroup = 6
    static let shownFailures = 20

    /// For people: the counts, then each section grouped by theme and component, bounded.
    public var text: String {
        var lines = ["\(oldSite) → \(newSite): \(changed.count) changed, \(added.count) added, \(removed.count) removed, "
                     + "\(unchanged) unchanged variant\(unchanged == 1 ? "" : "s"); WCAG failures: \(failuresAppeared.count) appeared, "
                     + "\(failuresGone.count) went away"]
        for (title, changes) in [("changed", changed), ("added", added), ("removed", removed)] where !changes.isEmpty {
            lines.append("\(title) (\(changes.count)):")
            let groups = Self.grouped(changes)
            for group in groups.prefix(Self.shownGroups) {
                let states = group.changes.prefix(Self.shownStatesPerGroup).map { Self.state(of: $0) }
                let more = group.changes.count > Self.shownStatesPerGroup ? ", … \(group.changes.count - Self.shownStatesPerGroup) more" : ""
                lines.append("  \(group.theme) \(group.component) (\(group.changes.count)): \(states.joined(separator: ", "))\(more)")
            }
            if groups.count > Self.shownGroups { lines.append("  … and \(groups.count - Self.shownGroups) more groups (--json lists all)") }
        }
        for (title, failures) in [("WCAG failures that appeared", failuresAppeared), ("WCAG failures that went away", failuresGone)] where !failures.isEmpty {
            lines.append("\(title) (\(failures.count)):")
            for failure in failures.prefix(Self.shownFailures) {
                lines.append("  \(failure.theme) \(failure.variant): WCAG \(failure.criterion) (\(failure.rule)) \(Escaped.excerpt(failure.element, limit: 80)) "
                             + "\(failure.measured), needs \(failure.required)")
            }
            if failures.count > Self.shownFailures { lines.append("  … and \(failures.count - Self.shownFailures) more (--json lists all)") }
        }
        lines.append(isIdentical ? "the sites are identical" : "the sites differ")
        return lines.joined(separator: "\n") + "\n"
    }

    /// For machines: every change and failure, unbounded.
    public func json(review: String? = nil) -> String {
        func q(_ s: String) -> String { JSONText.quoted(s) }
        func changes(_ list: [Change]) -> String {
            list.isEmpty ? "[]" : "[\n" + list.map { c in
                "    {\"theme\": \(q(c.key.theme)), \"variant\": \(q(c.key.variant)), \"component\": \(q(c.component)), "
                    + "\"old\": \(c.old.map(q) ?? "null"), \"new\": \(c.new.map(q) ?? "null")}"
            }.joined(separator: ",\n") + "\n  ]"
        }
        func failures(_ list: [CheckFinding]) -> String {
            list.isEmpty ? "[]" : "[\n" + list.map { f in
                "    {\"theme\": \(q(f.theme)), \"variant\": \(q(f.variant)), \"component\": \(q(f.component)), \"rule\": \(q(f.rule)), "
                    + "\"criterion\": \(q(f.criterion)), \"element\": \(q(f.element)), \"measured\": \(q(f.measured)), \"required\": \(q(f.required))}"
            }.joined(separator: ",\n") + "\n  ]"
        }
        return """
            {
              "old": \(q(oldSite)),
              "new": \(q(newSite)),
              "identical": \(isIdentical),
              "counts": {"changed": \(changed.count), "added": \(added.count), "removed": \(removed.count), "unchanged": \(unchanged), \
            "failuresAppeared": \(failuresAppeared.count), "failuresGone": \(failuresGone.count)},
              "review": \(review.map(q) ?? "null"),
              "changed": \(changes(changed)),
              "added": \(changes(added)),
              "removed": \(changes(removed)),
              "failuresAppeared": \(failures(failuresAppeared)),
              "failuresGone": \(failures(failuresGone))
            }

            """
    }

    /// Consecutive changes of one component under one theme (the lists are in page order).
    static func grouped(_ changes: [Change]) -> [(theme: String, component: String, changes: [Change])] {
        var groups: [(theme: String, component: String, changes: [Change])] = []
        for change in changes {
            if let last = groups.last, last.theme == change.key.theme, last.component == change.component {
                groups[groups.count - 1].changes.append(change)
            } else {
                groups.append((change.key.theme, change.component, [change]))
            }
        }
        return groups
    }

    /// The state part of a variant id (`normal-enabled` of `my-button-style/normal-enabled`).
    static func state(of change: Change) -> String {
        let id = change.key.variant
        return id.hasPrefix(change.component + "/") ? String(id.dropFirst(change.component.count + 1)) : id
    }
}
