/* Internal interface of the fault-tolerant copy (issue 5), shared by the
 * assembly bodies and the C side (signal handler, fallback, entry points).
 *
 * Exception-table entry flags. Each entry names one instruction that may
 * fault and the fix-up the handler resumes at; the flags say which faults
 * at that instruction are "ours":
 *   MT_SC_EX_R      a read fault (the source side) is absorbed
 *   MT_SC_EX_W      a write fault (the destination side) is absorbed
 *   MT_SC_EX_LIMIT  (x86-64) the fix-up restarts byte-wise from the cursor (RSI/RDI):
 *                   the handler puts in R8 how many bytes lie before the
 *                   page that faulted, so the byte loop can stop there
 *                   without faulting a second time (see safecopy.c)
 *   MT_SC_EX_REP    the instruction is rep movsb (RCX = bytes left)
 * The _from/_to variants simply leave the other side's accesses out of the
 * table (and tag rep movsb with one direction), so a fault on the side that
 * must not fault is not hidden: it reaches the program's own handler or
 * kills it, as arm64's EX_TYPE_UACCESS_CPY does for the kernel buffer. */
#ifndef MT_SAFECOPY_H
#define MT_SAFECOPY_H

#define MT_SC_EX_R     1
#define MT_SC_EX_W     2
#define MT_SC_EX_LIMIT 4
#define MT_SC_EX_REP   8

#ifndef __ASSEMBLER__
#include <stddef.h>
#include <stdint.h>

/* PC-relative like the kernel's (ARCH_HAS_RELATIVE_EXTABLE): position
 * independent, no dynamic relocations, identical in the .a and the .so. */
struct mt_sc_extable {
    int32_t insn;   /* faulting instruction, relative to &insn */
    int32_t fixup;  /* where to resume, relative to &fixup */
    int32_t flags;  /* MT_SC_EX_* */
};

typedef size_t (*mt_sc_copy_fn)(void *dst, const void *src, size_t n);

#if defined(__x86_64__)
/* safecopy_x86_64.S. All return the number of bytes NOT copied. */
size_t mt_sc_copy_sse2(void *dst, const void *src, size_t n);
size_t mt_sc_copy_from_sse2(void *dst, const void *src, size_t n);
size_t mt_sc_copy_to_sse2(void *dst, const void *src, size_t n);
size_t mt_sc_copy_avx2(void *dst, const void *src, size_t n);
size_t mt_sc_copy_from_avx2(void *dst, const void *src, size_t n);
size_t mt_sc_copy_to_avx2(void *dst, const void *src, size_t n);
int mt_sc_read8(uint64_t *out, const void *src);
/* Size from which the bodies use rep movsb, and from which also when
 * (dst - src) % 32 != 0 (read on every call; memcpy's knobs). */
extern size_t mt_sc_rep_from, mt_sc_rep_skewed_from;
#elif defined(__aarch64__)
/* safecopy_aarch64.S. All return the number of bytes NOT copied. */
size_t mt_sc_copy_neon(void *dst, const void *src, size_t n);
size_t mt_sc_copy_from_neon(void *dst, const void *src, size_t n);
size_t mt_sc_copy_to_neon(void *dst, const void *src, size_t n);
int mt_sc_read8(uint64_t *out, const void *src);
#endif

#if defined(__powerpc64__) && defined(__LITTLE_ENDIAN__)
/* safecopy_ppc64le.S: a VSX (or 8-byte word) copy that falls back to an
 * exact byte loop on a fault (seed 004). All return bytes NOT copied. */
size_t mt_sc_copy_vsx(void *dst, const void *src, size_t n);
size_t mt_sc_copy_from_vsx(void *dst, const void *src, size_t n);
size_t mt_sc_copy_to_vsx(void *dst, const void *src, size_t n);
size_t mt_sc_copy_scalar(void *dst, const void *src, size_t n);
size_t mt_sc_copy_from_scalar(void *dst, const void *src, size_t n);
size_t mt_sc_copy_to_scalar(void *dst, const void *src, size_t n);
int mt_sc_read8(uint64_t *out, const void *src);
#endif

/* safecopy_vm.c: the process_vm_readv/writev fallback, same contract. */
size_t mt_sc_vm_copy(void *dst, const void *src, size_t n);
size_t mt_sc_vm_copy_to(void *dst, const void *src, size_t n);
int mt_sc_vm_read8(uint64_t *out, const void *src);
/* 0 if process_vm_readv works on this process, else the errno it gave. */
int mt_sc_vm_probe(void);

/* For the tests: choose a mechanism before the first copy ("extable",
 * "vm"); -1 if it cannot be used here. Not thread-safe against copies. */
int mt_safecopy_select(const char *mech);
#endif
#endif
