// The Linux calls Glibc's Swift module does not expose: renameat2(2) with RENAME_EXCHANGE, copy_file_range(2).
#ifndef C_FILE_SYSTEM_H
#define C_FILE_SYSTEM_H

/// Swaps the two paths atomically (both must exist). Returns 0, or the errno value on failure
/// (EINVAL or ENOSYS where the kernel or file system cannot exchange).
int cfs_exchange_paths(const char *first, const char *second);

/// Appends the whole file at `path` to the open file `out` (at its offset), in the kernel where it can
/// (copy_file_range(2)), else by read(2) and write(2). Returns 0, or the errno value on failure.
int cfs_append_file(int out, const char *path);

#endif
