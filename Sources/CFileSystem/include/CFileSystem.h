// The Linux call Glibc's Swift module does not expose: renameat2(2) with RENAME_EXCHANGE.
#ifndef C_FILE_SYSTEM_H
#define C_FILE_SYSTEM_H

/// Swaps the two paths atomically (both must exist). Returns 0, or the errno value on failure
/// (EINVAL or ENOSYS where the kernel or file system cannot exchange).
int cfs_exchange_paths(const char *first, const char *second);

#endif
