#include "CAllocator.h"
#include <malloc.h>

int callocator_keep_freed_memory(size_t reused_block_limit, size_t kept_free) {
    if (reused_block_limit > (size_t)__INT_MAX__ || kept_free > (size_t)__INT_MAX__) return 0;
    int reused = mallopt(M_MMAP_THRESHOLD, (int)reused_block_limit);
    int kept = mallopt(M_TRIM_THRESHOLD, (int)kept_free);
    return reused == 1 && kept == 1;
}
