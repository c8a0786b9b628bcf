/* Where rep movsb may copy, by class of (dst - src): the one rule the x86
 * ladders (src/x86_64/memcpy_vec.h), calibrate's class table and its tests
 * apply; plain arithmetic, so the tool includes it on every architecture.
 * The safe copy's assembly (src/safecopy/safecopy_x86_64.S, repchk) is
 * the same test written out; test_tunables probes both. */
#ifndef MT_REP_RULE_H
#define MT_REP_RULE_H

#include <stddef.h>
#include <stdint.h>

/* At or above its knob, with diff = dst - src:
 *  - diff % 4096 in 1..63: only from near_from (*.rep_movsb_near_from;
 *    rep movsb's short-distance cliff is at short sizes), and when diff %
 *    32 != 0 also from skewed_from;
 *  - diff % 32 != 0 (src and dst not mutually 32-byte aligned): only from
 *    skewed_from (*.rep_movsb_skewed_from);
 *  - otherwise (64..255 included): yes.
 * The measurements behind each class are at rep_movsb_ok in memcpy_vec.h.
 * The safe copy (no near knob) passes SIZE_MAX: never at 1..63. */
static inline int mt_rep_class_ok(uintptr_t diff, size_t n, size_t skewed_from, size_t near_from)
{
    if (((diff & 4095) - 1u) < 63u && n < near_from)
        return 0;
    return (diff & 31) == 0 || n >= skewed_from;
}

#endif
