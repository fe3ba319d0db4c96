#include "icu_bridge.h"
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uscript.h>
#include <unicode/uvernum.h>
#include <unicode/upluralrules.h>
#include <unicode/unum.h>
#include <unicode/udat.h>

a11y_bidi *a11y_bidi_open(void) { return (a11y_bidi *)ubidi_open(); }
void a11y_bidi_close(a11y_bidi *b) { ubidi_close((UBiDi *)b); }

int32_t a11y_bidi_set_paragraph(a11y_bidi *b, const uint16_t *text, int32_t length, uint8_t level) {
    UErrorCode status = U_ZERO_ERROR;
    ubidi_setPara((UBiDi *)b, (const UChar *)text, length, level, NULL, &status);
    return (int32_t)status;
}

int32_t a11y_bidi_set_line(const a11y_bidi *paragraph, int32_t start, int32_t limit, a11y_bidi *line) {
    UErrorCode status = U_ZERO_ERROR;
    ubidi_setLine((const UBiDi *)paragraph, start, limit, (UBiDi *)line, &status);
    return (int32_t)status;
}

int32_t a11y_bidi_count_runs(a11y_bidi *b, int32_t *status) {
    UErrorCode s = U_ZERO_ERROR;
    int32_t n = ubidi_countRuns((UBiDi *)b, &s);
    *status = (int32_t)s;
    return n;
}

int32_t a11y_bidi_visual_run(a11y_bidi *b, int32_t index, int32_t *start, int32_t *length) {
    return ubidi_getVisualRun((UBiDi *)b, index, start, length) == UBIDI_RTL ? 1 : 0;
}

uint8_t a11y_bidi_level_at(const a11y_bidi *b, int32_t index) { return ubidi_getLevelAt((const UBiDi *)b, index); }
uint8_t a11y_bidi_paragraph_level(const a11y_bidi *b) { return ubidi_getParaLevel((const UBiDi *)b); }

int32_t a11y_bidi_paragraph_at(const a11y_bidi *b, int32_t index, int32_t *start, int32_t *limit,
                               uint8_t *level, int32_t *status) {
    UErrorCode s = U_ZERO_ERROR;
    UBiDiLevel l = 0;
    int32_t p = ubidi_getParagraph((const UBiDi *)b, index, start, limit, &l, &s);
    *level = l;
    *status = (int32_t)s;
    return p;
}

uint8_t a11y_bidi_default_ltr(void) { return UBIDI_DEFAULT_LTR; }
uint8_t a11y_bidi_default_rtl(void) { return UBIDI_DEFAULT_RTL; }

a11y_breaks *a11y_breaks_open(int32_t type, const char *locale, const uint16_t *text, int32_t length,
                              int32_t *status) {
    UErrorCode s = U_ZERO_ERROR;
    UBreakIterator *bi = ubrk_open((UBreakIteratorType)type, locale, (const UChar *)text, length, &s);
    *status = (int32_t)s;
    return (a11y_breaks *)bi;
}
void a11y_breaks_close(a11y_breaks *bi) { ubrk_close((UBreakIterator *)bi); }
int32_t a11y_breaks_first(a11y_breaks *bi) { return ubrk_first((UBreakIterator *)bi); }
int32_t a11y_breaks_next(a11y_breaks *bi) { return ubrk_next((UBreakIterator *)bi); }
int32_t a11y_breaks_rule_status(a11y_breaks *bi) { return ubrk_getRuleStatus((UBreakIterator *)bi); }
int32_t a11y_breaks_done(void) { return UBRK_DONE; }
int32_t a11y_breaks_line_hard(void) { return UBRK_LINE_HARD; }

int32_t a11y_script_of(int32_t codepoint, int32_t *status) {
    UErrorCode s = U_ZERO_ERROR;
    UScriptCode code = uscript_getScript(codepoint, &s);
    *status = (int32_t)s;
    return (int32_t)code;
}
const char *a11y_script_short_name(int32_t script) { return uscript_getShortName((UScriptCode)script); }

const char *a11y_icu_version(void) { return U_ICU_VERSION; }

int32_t a11y_plural_category(const char *locale, double number, char *out, int32_t capacity, int32_t *status) {
    UErrorCode s = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_open(locale, &s);
    UChar keyword[16];
    int32_t n = U_SUCCESS(s) ? uplrules_select(rules, number, keyword, 16, &s) : 0;
    uplrules_close(rules);
    *status = (int32_t)s;
    if (U_FAILURE(s) || n >= capacity) return 0;
    for (int32_t i = 0; i < n; i++) out[i] = (char)keyword[i];
    out[n] = 0;
    return n;
}

int32_t a11y_format_number(const char *locale, double number, int32_t fraction, int32_t min_integer,
                           int32_t grouping, uint16_t *out, int32_t capacity, int32_t *status) {
    UErrorCode s = U_ZERO_ERROR;
    UNumberFormat *f = unum_open(UNUM_DECIMAL, NULL, 0, locale, NULL, &s);
    int32_t n = 0;
    if (U_SUCCESS(s)) {
        unum_setAttribute(f, UNUM_MIN_FRACTION_DIGITS, fraction < 0 ? 0 : fraction);
        unum_setAttribute(f, UNUM_MAX_FRACTION_DIGITS, fraction < 0 ? 6 : fraction);
        unum_setAttribute(f, UNUM_MIN_INTEGER_DIGITS, min_integer);
        unum_setAttribute(f, UNUM_GROUPING_USED, grouping);
        n = unum_formatDouble(f, number, (UChar *)out, capacity, NULL, &s);
    }
    unum_close(f);
    *status = (int32_t)(s == U_BUFFER_OVERFLOW_ERROR ? U_ZERO_ERROR : s);
    return n;
}

int32_t a11y_format_date(const char *locale, double millis, int32_t style, uint16_t *out, int32_t capacity,
                         int32_t *status) {
    static const UChar utc[] = {'U', 'T', 'C', 0};
    UErrorCode s = U_ZERO_ERROR;
    UDateFormat *f = udat_open(UDAT_NONE, (UDateFormatStyle)style, locale, utc, -1, NULL, 0, &s);
    int32_t n = U_SUCCESS(s) ? udat_format(f, millis, (UChar *)out, capacity, NULL, &s) : 0;
    udat_close(f);
    *status = (int32_t)(s == U_BUFFER_OVERFLOW_ERROR ? U_ZERO_ERROR : s);
    return n;
}
