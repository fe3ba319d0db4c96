// The ICU calls the text engine makes, with plain C types only. Swift must never see ICU's own
// headers: Foundation on Linux bundles a second copy of ICU whose headers define the same enums,
// and a Swift module that sees both does not compile. Status codes are ICU's UErrorCode values as
// int32_t (0 = success, negative = warning, positive = failure).
#ifndef A11Y_ICU_BRIDGE_H
#define A11Y_ICU_BRIDGE_H
#include <stdint.h>

typedef struct a11y_bidi a11y_bidi;
typedef struct a11y_breaks a11y_breaks;

enum { A11Y_BREAK_CHARACTER = 0, A11Y_BREAK_LINE = 2 };

// Bidi (ubidi)
a11y_bidi *a11y_bidi_open(void);
void a11y_bidi_close(a11y_bidi *b);
int32_t a11y_bidi_set_paragraph(a11y_bidi *b, const uint16_t *text, int32_t length, uint8_t level);
int32_t a11y_bidi_set_line(const a11y_bidi *paragraph, int32_t start, int32_t limit, a11y_bidi *line);
int32_t a11y_bidi_count_runs(a11y_bidi *b, int32_t *status);
/// Returns 1 for a right-to-left run, 0 for left-to-right.
int32_t a11y_bidi_visual_run(a11y_bidi *b, int32_t index, int32_t *start, int32_t *length);
uint8_t a11y_bidi_level_at(const a11y_bidi *b, int32_t index);
uint8_t a11y_bidi_paragraph_level(const a11y_bidi *b);
int32_t a11y_bidi_paragraph_at(const a11y_bidi *b, int32_t index, int32_t *start, int32_t *limit,
                               uint8_t *level, int32_t *status);
uint8_t a11y_bidi_default_ltr(void);
uint8_t a11y_bidi_default_rtl(void);

// Break iteration (ubrk): UAX #14 line breaks and grapheme clusters
a11y_breaks *a11y_breaks_open(int32_t type, const char *locale, const uint16_t *text, int32_t length,
                              int32_t *status);
void a11y_breaks_close(a11y_breaks *bi);
int32_t a11y_breaks_first(a11y_breaks *bi);
int32_t a11y_breaks_next(a11y_breaks *bi);
int32_t a11y_breaks_rule_status(a11y_breaks *bi);
int32_t a11y_breaks_done(void);
/// Rule statuses at or above this mark a hard (mandatory) line break.
int32_t a11y_breaks_line_hard(void);

// Scripts (uscript)
int32_t a11y_script_of(int32_t codepoint, int32_t *status);
const char *a11y_script_short_name(int32_t script);

// Locale data (upluralrules, unum, udat): what a string of an app shows in a locale.
/// The CLDR plural category of `number` in `locale` ("zero", "one", "two", "few", "many" or
/// "other"), as ASCII into `out` with a terminating NUL; returns its length.
int32_t a11y_plural_category(const char *locale, double number, char *out, int32_t capacity, int32_t *status);
/// `number` formatted for `locale` (its digits, grouping and decimal separators) as UTF-16 into
/// `out`: exactly `fraction` fraction digits (or, when negative, as many as it has up to 6), at
/// least `min_integer` integer digits, grouping on or off. Returns the length (which may exceed
/// `capacity`: call again with more room).
int32_t a11y_format_number(const char *locale, double number, int32_t fraction, int32_t min_integer,
                           int32_t grouping, uint16_t *out, int32_t capacity, int32_t *status);
enum { A11Y_DATE_FULL = 0, A11Y_DATE_LONG = 1, A11Y_DATE_MEDIUM = 2, A11Y_DATE_SHORT = 3 };
/// The day `millis` (milliseconds since 1970 in UTC) in a date style of `locale`, in UTC, as UTF-16.
int32_t a11y_format_date(const char *locale, double millis, int32_t style, uint16_t *out, int32_t capacity,
                         int32_t *status);

/// The ICU version this was built against, e.g. "72.1".
const char *a11y_icu_version(void);
#endif
