import Foundation
import GallerySite
import Testing

@Suite struct ProcessMemoryTests {
    /// Minor page faults of the calling thread so far.
    private func threadFaults() -> Int {
        var usage = rusage()
        getrusage(__rusage_who_t(1), &usage)  // RUSAGE_THREAD
        return usage.ru_minflt
    }

    /// With the settings, raster-sized blocks freed and allocated again reuse their pages: the kernel is not asked
    /// for them anew (the look-alike check's pattern: surfaces of many sizes up to a few megabytes, each written
    /// over and freed). glibc's defaults unmap or trim such blocks and fault every page in again on the next round.
    @Test func freedBlocksAreReusedWithoutNewPageFaults() {
        #expect(ProcessMemory.keepFreedMemory())
        let sizes = [3 << 20, 256 << 10, 1 << 20, 4 << 20 - 4096, 600 << 10, 2 << 20]
        let pages = sizes.reduce(0, +) / 4096
        func round() {
            let blocks = sizes.map { size -> UnsafeMutableRawPointer in
                let block = malloc(size)!
                memset(block, 0x5A, size)
                return block
            }
            for block in blocks.reversed() { free(block) }
        }
        round()  // the first round takes its pages from the kernel
        let before = threadFaults()
        for _ in 0..<20 { round() }
        let faults = threadFaults() - before
        // Twenty rounds touch 20 × `pages` pages; reused, they fault at most a few (other threads' heap use aside).
        #expect(faults < pages, "\(faults) page faults over 20 rounds of \(pages) pages")
    }
}
