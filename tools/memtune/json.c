#include <math.h>
#include <stdint.h>
#include "json.h"

void mt_json_str(FILE *f, const char *s)
{
    fputc('"', f);
    for (; s && *s; s++) {
        unsigned char ch = (unsigned char)*s;
        if (ch == '"' || ch == '\\')
            fprintf(f, "\\%c", ch);
        else if (ch == '\n')
            fputs("\\n", f);
        else if (ch == '\t')
            fputs("\\t", f);
        else if (ch < 0x20)
            fprintf(f, "\\u%04x", ch);
        else
            fputc(ch, f);
    }
    fputc('"', f);
}

void mt_json_str_or_null(FILE *f, const char *s)
{
    if (s && *s)
        mt_json_str(f, s);
    else
        fputs("null", f);
}

void mt_json_num(FILE *f, double v)
{
    if (isfinite(v))
        fprintf(f, "%.6g", v);
    else
        fputs("null", f);
}

void mt_json_size(FILE *f, size_t v)
{
    if (v == SIZE_MAX)
        fputs("null", f);
    else
        fprintf(f, "%zu", v);
}

void mt_json_nums(FILE *f, const double *v, size_t n)
{
    fputc('[', f);
    for (size_t i = 0; i < n; i++) {
        if (i)
            fputc(',', f);
        mt_json_num(f, v[i]);
    }
    fputc(']', f);
}

void mt_json_sizes(FILE *f, const size_t *v, size_t n)
{
    fputc('[', f);
    for (size_t i = 0; i < n; i++)
        fprintf(f, "%s%zu", i ? "," : "", v[i]);
    fputc(']', f);
}
