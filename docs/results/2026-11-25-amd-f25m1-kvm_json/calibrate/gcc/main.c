#define _GNU_SOURCE
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <time.h>
#include <x86intrin.h>
typedef void (*fn_t)(void *restrict, const void *restrict);
__asm__(".text\n.globl memcpy\n.type memcpy,@function\nmemcpy:\n  movq %rdi, %rax\n  movq %rdx, %rcx\n  rep movsb\n  ret\n.size memcpy, .-memcpy\n");
__asm__(".text\n.globl memset\n.type memset,@function\nmemset:\n  movq %rdi, %r10\n  movzbl %sil, %ecx\n  movabs $0x0101010101010101, %rax\n  imulq %rcx, %rax\n  movl %edi, %r9d\n  andl $7, %r9d\n  jnz .Lms_unaligned\n.Lms_aligned:\n  movq %rdx, %rcx\n  shrq $6, %rcx\n  jz .Lms_tail\n.Lms_64:\n  decq %rcx\n  movq %rax, 0(%rdi)\n  movq %rax, 8(%rdi)\n  movq %rax, 16(%rdi)\n  movq %rax, 24(%rdi)\n  movq %rax, 32(%rdi)\n  movq %rax, 40(%rdi)\n  movq %rax, 48(%rdi)\n  movq %rax, 56(%rdi)\n  leaq 64(%rdi), %rdi\n  jnz .Lms_64\n.Lms_tail:\n  movl %edx, %ecx\n  andl $56, %ecx\n  jz .Lms_7\n  shrl $3, %ecx\n.Lms_8:\n  decl %ecx\n  movq %rax, (%rdi)\n  leaq 8(%rdi), %rdi\n  jnz .Lms_8\n.Lms_7:\n  andl $7, %edx\n  jz .Lms_end\n.Lms_1:\n  decl %edx\n  movb %al, (%rdi)\n  leaq 1(%rdi), %rdi\n  jnz .Lms_1\n.Lms_end:\n  movq %r10, %rax\n  ret\n.Lms_unaligned:\n  cmpq $7, %rdx\n  jbe .Lms_7\n  movq %rax, (%rdi)\n  movq $8, %r8\n  subq %r9, %r8\n  addq %r8, %rdi\n  subq %r8, %rdx\n  jmp .Lms_aligned\n.size memset, .-memset\n");
void cp_default_12(void *restrict, const void *restrict);
void cp_default_20(void *restrict, const void *restrict);
void cp_default_28(void *restrict, const void *restrict);
void cp_default_36(void *restrict, const void *restrict);
void cp_default_44(void *restrict, const void *restrict);
void cp_default_56(void *restrict, const void *restrict);
void cp_default_80(void *restrict, const void *restrict);
void cp_default_112(void *restrict, const void *restrict);
void cp_default_148(void *restrict, const void *restrict);
void cp_default_180(void *restrict, const void *restrict);
void cp_default_224(void *restrict, const void *restrict);
void cp_default_316(void *restrict, const void *restrict);
void cp_default_444(void *restrict, const void *restrict);
void cp_default_628(void *restrict, const void *restrict);
void cp_default_888(void *restrict, const void *restrict);
void cp_default_1448(void *restrict, const void *restrict);
void cp_default_2896(void *restrict, const void *restrict);
void cp_derived_12(void *restrict, const void *restrict);
void cp_derived_20(void *restrict, const void *restrict);
void cp_derived_28(void *restrict, const void *restrict);
void cp_derived_36(void *restrict, const void *restrict);
void cp_derived_44(void *restrict, const void *restrict);
void cp_derived_56(void *restrict, const void *restrict);
void cp_derived_80(void *restrict, const void *restrict);
void cp_derived_112(void *restrict, const void *restrict);
void cp_derived_148(void *restrict, const void *restrict);
void cp_derived_180(void *restrict, const void *restrict);
void cp_derived_224(void *restrict, const void *restrict);
void cp_derived_316(void *restrict, const void *restrict);
void cp_derived_444(void *restrict, const void *restrict);
void cp_derived_628(void *restrict, const void *restrict);
void cp_derived_888(void *restrict, const void *restrict);
void cp_derived_1448(void *restrict, const void *restrict);
void cp_derived_2896(void *restrict, const void *restrict);
static const struct { const char *tag; unsigned long size; fn_t fn; } fns[] = {
  { "default", 12, cp_default_12 },
  { "derived", 12, cp_derived_12 },
  { "default", 20, cp_default_20 },
  { "derived", 20, cp_derived_20 },
  { "default", 28, cp_default_28 },
  { "derived", 28, cp_derived_28 },
  { "default", 36, cp_default_36 },
  { "derived", 36, cp_derived_36 },
  { "default", 44, cp_default_44 },
  { "derived", 44, cp_derived_44 },
  { "default", 56, cp_default_56 },
  { "derived", 56, cp_derived_56 },
  { "default", 80, cp_default_80 },
  { "derived", 80, cp_derived_80 },
  { "default", 112, cp_default_112 },
  { "derived", 112, cp_derived_112 },
  { "default", 148, cp_default_148 },
  { "derived", 148, cp_derived_148 },
  { "default", 180, cp_default_180 },
  { "derived", 180, cp_derived_180 },
  { "default", 224, cp_default_224 },
  { "derived", 224, cp_derived_224 },
  { "default", 316, cp_default_316 },
  { "derived", 316, cp_derived_316 },
  { "default", 444, cp_default_444 },
  { "derived", 444, cp_derived_444 },
  { "default", 628, cp_default_628 },
  { "derived", 628, cp_derived_628 },
  { "default", 888, cp_default_888 },
  { "derived", 888, cp_derived_888 },
  { "default", 1448, cp_default_1448 },
  { "derived", 1448, cp_derived_1448 },
  { "default", 2896, cp_default_2896 },
  { "derived", 2896, cp_derived_2896 },
};
#define NF (sizeof fns / sizeof fns[0])
#define REPS 31
#define BATCH 64
static inline uint64_t t0(void) { _mm_lfence(); uint64_t t = __rdtsc(); _mm_lfence(); return t; }
static double now(void) { struct timespec ts; clock_gettime(CLOCK_MONOTONIC, &ts); return ts.tv_sec + ts.tv_nsec * 1e-9; }
static int cmp(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return (x > y) - (x < y); }
static double samples[NF][REPS];
static _Alignas(64) unsigned char src[8192], dst[8192];
int main(void) {
  double w0 = now(); uint64_t c0 = t0(); while (now() - w0 < 0.05) ; double w1 = now(); uint64_t c1 = t0();
  double ns_per_cycle = (w1 - w0) * 1e9 / (double)(c1 - c0);
  for (int i = 0; i < 8192; i++) src[i] = (unsigned char)i;
  for (unsigned long k = 0; k < NF; k++) for (int b = 0; b < 200; b++) fns[k].fn(dst, src);
  /* empty-batch overhead */
  double ovh[REPS]; for (int r = 0; r < REPS; r++) { uint64_t a = t0(); for (int b = 0; b < BATCH; b++) __asm__ volatile("" ::: "memory"); ovh[r] = (double)(t0() - a); }
  qsort(ovh, REPS, sizeof ovh[0], cmp); double o = ovh[REPS / 2];
  for (int r = 0; r < REPS; r++)
    for (unsigned long k = 0; k < NF; k++) {
      fn_t fn = fns[k].fn; uint64_t a = t0();
      for (int b = 0; b < BATCH; b++) { fn(dst, src); __asm__ volatile("" ::: "memory"); }
      double c = (double)(t0() - a) - o; samples[k][r] = (c < 0 ? 0 : c) * ns_per_cycle / BATCH;
    }
  for (unsigned long k = 0; k < NF; k++) {
    qsort(samples[k], REPS, sizeof samples[k][0], cmp);
    printf("%s %lu %.4f %.4f %.4f\n", fns[k].tag, fns[k].size, samples[k][REPS / 2],
           samples[k][REPS / 4], samples[k][3 * REPS / 4]);
  }
  return 0;
}
