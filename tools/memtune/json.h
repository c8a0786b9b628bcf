/* The one JSON writer of the tool: every command that writes JSON (bench,
 * suite, trace, macro, calibrate, reproduce) uses these, so strings are
 * escaped one way and non-finite numbers are null everywhere. */
#ifndef MT_TOOL_JSON_H
#define MT_TOOL_JSON_H

#include <stddef.h>
#include <stdio.h>

/* A string with JSON escapes ("", for NULL). */
void mt_json_str(FILE *f, const char *s);
/* A string, or null when NULL or empty. */
void mt_json_str_or_null(FILE *f, const char *s);
/* A number with 6 significant digits; null when not finite. */
void mt_json_num(FILE *f, double v);
/* A size; null for SIZE_MAX (a knob's "never"). */
void mt_json_size(FILE *f, size_t v);
/* Arrays of n numbers (each as mt_json_num) and of n sizes (integers). */
void mt_json_nums(FILE *f, const double *v, size_t n);
void mt_json_sizes(FILE *f, const size_t *v, size_t n);

#endif
