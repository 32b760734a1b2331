#define _GNU_SOURCE
#include "CFileSystem.h"
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>

/// read(2) and write(2) from where copy_file_range(2) stopped (or could not start).
static int append_by_reading(int in, int out) {
    char buffer[1 << 16];
    for (;;) {
        ssize_t count = read(in, buffer, sizeof buffer);
        if (count == 0) return 0;
        if (count < 0) {
            if (errno == EINTR) continue;
            return errno;
        }
        for (ssize_t done = 0; done < count;) {
            ssize_t written = write(out, buffer + done, (size_t)(count - done));
            if (written < 0) {
                if (errno == EINTR) continue;
                return errno;
            }
            done += written;
        }
    }
}

int cfs_append_file(int out, const char *path) {
    int in = open(path, O_RDONLY | O_CLOEXEC);
    if (in < 0) return errno;
    int status = 0;
    for (;;) {
        ssize_t copied = copy_file_range(in, NULL, out, NULL, 1 << 30, 0);
        if (copied > 0) continue;
        if (copied == 0) break;
        if (errno == EINTR) continue;
        // Kernels or file systems that cannot copy these files (EXDEV, ENOSYS, EINVAL, EOPNOTSUPP) leave the
        // offsets where the last copy ended: the rest is read and written.
        status = append_by_reading(in, out);
        break;
    }
    close(in);
    return status;
}
