/* Portable fault-tolerant copy: let the kernel do it.
 *
 * process_vm_readv(getpid(), local = dst, remote = src) copies with the
 * kernel's own copy_{from,to}_user and returns the bytes transferred, or -1
 * with EFAULT if the first byte failed. Pinning of the remote side stops at
 * the first page that cannot be pinned, so a partial count normally is
 * the exact fault; but the kernel's contract allows it to be short
 * ("permitted to copy less than had been fetched", include/linux/uaccess.h),
 * so a short count is confirmed: one byte at the reported position is
 * retried; if it copies, we go on page pair by page pair (a source page and
 * a destination page: protection cannot change inside one) and, in the pair
 * that fails, byte by byte. Usual cost of a faulting copy: 2 syscalls.
 *
 * Both sides are our own memory, so either may fault (there is no
 * directional check as in the extable bodies): _to uses process_vm_writev
 * (remote = dst) only so that the side expected to fault is the one the
 * kernel pins page by page.
 *
 * Where process_vm_readv is refused (ENOSYS under qemu-user, EPERM under
 * some seccomp profiles) the same "try" step is done by write()+read()
 * through a fresh pipe, one page at a time: 5 syscalls per page, slow but
 * with the same contract.
 *
 * getpid() is called every time (not cached): after fork() a cached pid
 * would copy from the parent. No allocation, no locks; async-signal-safe.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <sys/auxv.h>
#include <sys/uio.h>
#include <unistd.h>
#include "safecopy.h"

/* process_vm_readv rejects a total length above SSIZE_MAX; keep each call
 * well below and let the loop go on. */
#define VM_CHUNK ((size_t)1 << 30)
/* The pipe fallback moves at most this much per write()/read() pair: one
 * page, which a pipe always holds (F_SETPIPE_SZ minimum). */
#define PIPE_CHUNK ((size_t)4096)

/* Non-zero (the errno) once process_vm_readv turned out to be unavailable:
 * qemu-user (ENOSYS), a seccomp profile (EPERM, e.g. container defaults
 * without CAP_SYS_PTRACE on old kernels). */
static int pvm_errno;

/* Last resort: write() the source into a fresh pipe and read() it into the
 * destination. Each direction is a copy_{from,to}_user in the kernel (or a
 * checked lock_user in qemu-user): a bad page gives EFAULT or a short
 * count, never a stray store. Returns the bytes that reached dst. */
static ssize_t pipe_copy(char *dst, const char *src, size_t n)
{
    int p[2];
    if (pipe2(p, O_CLOEXEC | O_NONBLOCK) != 0)
        return -1;
    size_t done = 0;
    while (done < n) {
        size_t c = n - done < PIPE_CHUNK ? n - done : PIPE_CHUNK;
        ssize_t w = write(p[1], src + done, c);
        if (w <= 0)
            break;
        ssize_t r = read(p[0], dst + done, (size_t)w);
        if (r > 0)
            done += (size_t)r;
        if (r != w)
            break;
    }
    close(p[0]);
    close(p[1]);
    return (ssize_t)done;
}

static ssize_t xfer(int remote_dst, char *dst, const char *src, size_t n)
{
    struct iovec l, r;
    ssize_t got;
    if (!__atomic_load_n(&pvm_errno, __ATOMIC_RELAXED)) {
        do {
            if (remote_dst) {
                l.iov_base = (void *)src; l.iov_len = n;
                r.iov_base = dst; r.iov_len = n;
                got = process_vm_writev(getpid(), &l, 1, &r, 1, 0);
            } else {
                l.iov_base = dst; l.iov_len = n;
                r.iov_base = (void *)src; r.iov_len = n;
                got = process_vm_readv(getpid(), &l, 1, &r, 1, 0);
            }
        } while (got < 0 && errno == EINTR);
        if (got >= 0 || (errno != ENOSYS && errno != EPERM && errno != EACCES))
            return got;
        __atomic_store_n(&pvm_errno, errno, __ATOMIC_RELAXED);
    }
    return pipe_copy(dst, src, n);
}

static size_t page_size(void)
{
    static size_t ps;
    size_t p = __atomic_load_n(&ps, __ATOMIC_RELAXED);
    if (!p) {
        p = (size_t)getauxval(AT_PAGESZ);
        if (!p || (p & (p - 1)))
            p = 4096;
        __atomic_store_n(&ps, p, __ATOMIC_RELAXED);
    }
    return p;
}

static size_t min3(size_t a, size_t b, size_t c)
{
    size_t m = a < b ? a : b;
    return m < c ? m : c;
}

static size_t vm_copy(int remote_dst, void *dstv, const void *srcv, size_t n)
{
    char *dst = dstv;
    const char *src = srcv;
    size_t done = 0;
    int saved_errno = errno;
    while (done < n) {
        size_t want = n - done < VM_CHUNK ? n - done : VM_CHUNK;
        ssize_t got = xfer(remote_dst, dst + done, src + done, want);
        if (got > 0)
            done += (size_t)got;
        if (got != (ssize_t)want)
            break;
    }
    if (done == n)
        goto out;
    /* Short: confirm at the reported byte, then walk page pairs. */
    size_t ps = page_size();
    while (done < n) {
        if (xfer(remote_dst, dst + done, src + done, 1) != 1)
            goto out; /* the exact byte (also for ENOSYS/EPERM: nothing copied) */
        done++;
        size_t chunk = min3(n - done, ps - ((uintptr_t)(src + done) & (ps - 1)),
                            ps - ((uintptr_t)(dst + done) & (ps - 1)));
        if (!chunk)
            break;
        ssize_t got = xfer(remote_dst, dst + done, src + done, chunk);
        if (got == (ssize_t)chunk) {
            done += chunk;
            continue;
        }
        if (got > 0)
            done += (size_t)got;
        /* Fault inside one page pair: finish byte-wise (the loop's probe). */
    }
out:
    errno = saved_errno;
    return n - done;
}

size_t mt_sc_vm_copy(void *dst, const void *src, size_t n) { return vm_copy(0, dst, src, n); }
size_t mt_sc_vm_copy_to(void *dst, const void *src, size_t n) { return vm_copy(1, dst, src, n); }

int mt_sc_vm_read8(uint64_t *out, const void *src)
{
    uint64_t v;
    if (vm_copy(0, &v, src, 8) != 0)
        return -1;
    *out = v;
    return 0;
}

int mt_sc_vm_probe(void)
{
    volatile char a = 1, b = 0;
    int saved_errno = errno;
    xfer(0, (char *)&b, (const char *)&a, 1);
    errno = saved_errno;
    return __atomic_load_n(&pvm_errno, __ATOMIC_RELAXED);
}
