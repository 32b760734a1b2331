// glibc's allocator settings, which Glibc's Swift module does not expose (mallopt(3)).
#ifndef C_ALLOCATOR_H
#define C_ALLOCATOR_H

#include <stddef.h>

/// Makes freed memory stay in the process for reuse: blocks up to `reused_block_limit` bytes come from the
/// heap (not a mapping of their own, unmapped when freed), and a heap keeps up to `kept_free` bytes free at
/// its top instead of handing them back to the kernel. Returns 1 when glibc took both settings, 0 otherwise.
int callocator_keep_freed_memory(size_t reused_block_limit, size_t kept_free);

#endif
