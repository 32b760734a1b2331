#define _GNU_SOURCE
#include "CFileSystem.h"
#include <errno.h>
#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>

#ifndef RENAME_EXCHANGE
#define RENAME_EXCHANGE (1 << 1)
#endif

int cfs_exchange_paths(const char *first, const char *second) {
#ifdef SYS_renameat2
    if (syscall(SYS_renameat2, AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE) == 0) return 0;
    return errno;
#else
    (void)first; (void)second;
    return ENOSYS;
#endif
}
