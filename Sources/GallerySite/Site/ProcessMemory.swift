import CAllocator

/// How a build process's allocator treats freed memory. The look-alike check has librsvg and cairo draw
/// thousands of rasters, each with surfaces of its own that cairo zeroes; with glibc's defaults a large block
/// gets a mapping of its own and the free memory at a heap's top goes back to the kernel, so the next raster
/// takes its pages anew: about 300,000 page faults in a cold build of the shipped gallery, 10 % of its time
/// (`perf`: the kernel faulting pages in under pixman's `memset`). Kept in the process, they are reused.
public enum ProcessMemory {
    /// Blocks up to this size come from the heap (a 2x raster of a 700 × 350 point canvas is 3.9 MB; larger
    /// ones are rare and keep their own mapping).
    public static let reusedBlockLimit = 4 << 20
    /// Free memory a heap keeps at its top (per arena: a build uses one per worker thread).
    public static let keptFree = 16 << 20

    /// Applies both settings to this process; call once at its start, before the threads that draw. False
    /// when the C library did not take them (the build works either way, only slower).
    @discardableResult
    public static func keepFreedMemory() -> Bool {
        callocator_keep_freed_memory(reusedBlockLimit, keptFree) == 1
    }
}
