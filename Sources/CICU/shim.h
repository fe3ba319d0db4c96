// ICU renames its C symbols per version (ubrk_open -> ubrk_open_72). These thin inline wrappers
// give Swift one stable name whatever ICU version the machine has.
#include <unicode/utypes.h>
#include <unicode/ubrk.h>
#include <unicode/ubidi.h>
#include <unicode/uscript.h>
#include <unicode/uchar.h>

static inline UBreakIterator *a11y_ubrk_open(UBreakIteratorType type, const char *locale,
                                             const UChar *text, int32_t length, UErrorCode *status) {
    return ubrk_open(type, locale, text, length, status);
}
static inline void a11y_ubrk_close(UBreakIterator *bi) { ubrk_close(bi); }
static inline int32_t a11y_ubrk_first(UBreakIterator *bi) { return ubrk_first(bi); }
static inline int32_t a11y_ubrk_next(UBreakIterator *bi) { return ubrk_next(bi); }
static inline int32_t a11y_ubrk_following(UBreakIterator *bi, int32_t offset) { return ubrk_following(bi, offset); }
static inline int32_t a11y_ubrk_preceding(UBreakIterator *bi, int32_t offset) { return ubrk_preceding(bi, offset); }
static inline int32_t a11y_ubrk_getRuleStatus(UBreakIterator *bi) { return ubrk_getRuleStatus(bi); }
static inline int32_t a11y_ubrk_done(void) { return UBRK_DONE; }

static inline UBiDi *a11y_ubidi_open(void) { return ubidi_open(); }
static inline void a11y_ubidi_close(UBiDi *b) { ubidi_close(b); }
static inline void a11y_ubidi_setPara(UBiDi *b, const UChar *text, int32_t length, UBiDiLevel paraLevel,
                                      UErrorCode *status) {
    ubidi_setPara(b, text, length, paraLevel, NULL, status);
}
static inline void a11y_ubidi_setLine(const UBiDi *para, int32_t start, int32_t limit, UBiDi *line,
                                      UErrorCode *status) {
    ubidi_setLine(para, start, limit, line, status);
}
static inline int32_t a11y_ubidi_countRuns(UBiDi *b, UErrorCode *status) { return ubidi_countRuns(b, status); }
static inline UBiDiDirection a11y_ubidi_getVisualRun(UBiDi *b, int32_t index, int32_t *start, int32_t *length) {
    return ubidi_getVisualRun(b, index, start, length);
}
static inline UBiDiLevel a11y_ubidi_getLevelAt(const UBiDi *b, int32_t index) { return ubidi_getLevelAt(b, index); }
static inline UScriptCode a11y_uscript_getScript(UChar32 c, UErrorCode *status) { return uscript_getScript(c, status); }

// Added by the text engine: paragraph levels (for per-line base direction) and ISO 15924 script names.
static inline UBiDiLevel a11y_ubidi_getParaLevel(const UBiDi *b) { return ubidi_getParaLevel(b); }
static inline int32_t a11y_ubidi_getParagraph(const UBiDi *b, int32_t charIndex, int32_t *paraStart,
                                              int32_t *paraLimit, UBiDiLevel *paraLevel, UErrorCode *status) {
    return ubidi_getParagraph(b, charIndex, paraStart, paraLimit, paraLevel, status);
}
static inline const char *a11y_uscript_getShortName(UScriptCode code) { return uscript_getShortName(code); }
/* UBIDI_DEFAULT_LTR / UBIDI_DEFAULT_RTL are macros; give Swift typed values. */
static inline UBiDiLevel a11y_ubidi_default_ltr(void) { return UBIDI_DEFAULT_LTR; }
static inline UBiDiLevel a11y_ubidi_default_rtl(void) { return UBIDI_DEFAULT_RTL; }
