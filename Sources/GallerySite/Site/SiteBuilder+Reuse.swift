import Foundation
import GalleryRender

/// Which groups of the plan a build takes over from earlier builds (the previous output, shards) and which it
/// renders. Deciding reads only the indexes and the font digests; taking over hard-links the group's files into
/// the staging folder, which is done on all cores: it is file-system work proportional to the whole site, however
/// little changed (docs/incremental-builds.md#taking-over-a-group).
extension SiteBuilder {
    /// What becomes of one group.
    enum Reuse: Sendable {
        /// Its key is unchanged: page, variant file and SVGs were linked.
        case whole(ReuseSource, BuildIndex.Group)
        /// Its renders are unchanged (the team's words changed): its SVGs and kept records were linked; its page is
        /// written again from the records.
        case pageOnly(ReuseSource, BuildIndex.Group, records: [VariantRecord])
        /// Rendered. `found`: an earlier build had its key; `facesUnchanged`: the fonts that build used are as they were.
        case render(found: Bool, facesUnchanged: Bool)
    }

    /// What the indexes offer for one group, before any file is linked.
    struct ReuseCandidate: Sendable {
        var whole: (ReuseSource, BuildIndex.Group)?
        var pageOnly: (ReuseSource, BuildIndex.Group)?
        var found = false
        var facesUnchanged = false
    }

    /// The candidate for the group at `position`: the whole group when its key is known, its variants match and
    /// its fonts are unchanged; else its renders, when their key is known and `requireAll` is false.
    static func reuseCandidate(position: Int, group: BuildPlan.Group, keys: BuildKeys?, sources: [ReuseSource], requireAll: Bool,
                               byRenderKey: [String: (ReuseSource, BuildIndex.Group)], digests: inout FileDigests) -> ReuseCandidate {
        var candidate = ReuseCandidate()
        let found = keys.flatMap { ReuseSource.group($0.groups[position], in: sources) }
        candidate.found = found != nil
        candidate.facesUnchanged = found.map { _, entry in entry.faces.allSatisfy { digests.digest(ofFile: $0.file) == $0.sha256 } } ?? false
        if let found, found.1.variants.count == group.jobs.count, candidate.facesUnchanged {
            candidate.whole = found
        } else {
            candidate.pageOnly = pageOnlyCandidate(position: position, group: group, keys: keys, requireAll: requireAll,
                                                   byRenderKey: byRenderKey, digests: &digests)
        }
        return candidate
    }

    static func pageOnlyCandidate(position: Int, group: BuildPlan.Group, keys: BuildKeys?, requireAll: Bool,
                                  byRenderKey: [String: (ReuseSource, BuildIndex.Group)], digests: inout FileDigests) -> (ReuseSource, BuildIndex.Group)? {
        guard let keys, !requireAll, let (source, previous) = byRenderKey[keys.renders[position]], previous.variants.count == group.jobs.count,
              previous.faces.allSatisfy({ digests.digest(ofFile: $0.file) == $0.sha256 }) else { return nil }
        return (source, previous)
    }

    /// Links the candidates' files into `root`, on all cores, and says what became of each group (in `candidates`'
    /// order). A whole group whose files were changed since they were written is tried as renders only, as
    /// ``pageOnlyCandidate(position:group:keys:requireAll:byRenderKey:digests:)`` allows (serially: it is rare).
    static func takeOver(_ candidates: [(position: Int, candidate: ReuseCandidate)], plan: BuildPlan, keys: BuildKeys?, requireAll: Bool,
                         byRenderKey: [String: (ReuseSource, BuildIndex.Group)], digests: inout FileDigests, root: URL) -> [Reuse] {
        let slots = ConcurrentSlots<Reuse?>(count: candidates.count, initial: nil)
        DispatchQueue.concurrentPerform(iterations: candidates.count) { index in
            let (position, candidate) = candidates[index]
            if let (source, entry) = candidate.whole {
                slots[index] = source.link(entry, into: root) ? .whole(source, entry) : nil
            } else if let (source, previous) = candidate.pageOnly {
                slots[index] = pageOnly(source, previous, position: position, plan: plan, keys: keys, root: root)
                    ?? .render(found: candidate.found, facesUnchanged: candidate.facesUnchanged)
            } else {
                slots[index] = .render(found: candidate.found, facesUnchanged: candidate.facesUnchanged)
            }
        }
        return slots.values.enumerated().map { index, reuse in
            if let reuse { return reuse }
            let (position, candidate) = candidates[index]
            let group = plan.groups[position]
            if let (source, previous) = pageOnlyCandidate(position: position, group: group, keys: keys, requireAll: requireAll,
                                                          byRenderKey: byRenderKey, digests: &digests),
               let reuse = pageOnly(source, previous, position: position, plan: plan, keys: keys, root: root) {
                return reuse
            }
            return .render(found: candidate.found, facesUnchanged: candidate.facesUnchanged)
        }
    }

    /// Links a group's SVGs and kept records (not its page or variant file) when the records can be read.
    private static func pageOnly(_ source: ReuseSource, _ previous: BuildIndex.Group, position: Int, plan: BuildPlan, keys: BuildKeys?,
                                 root: URL) -> Reuse? {
        let written = pageFiles(plan.groups[position])
        guard let keys, let records = keptRecords(previous, renderKey: keys.renders[position], group: plan.groups[position], plan: plan, source: source),
              source.link(previous, into: root, only: { !written.contains($0) }) else { return nil }
        return .pageOnly(source, previous, records: records)
    }
}
