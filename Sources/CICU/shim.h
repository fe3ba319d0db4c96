// ICU, found with pkg-config (icu-uc; icu-i18n for plural rules and number/date formats). Only the C bridge (Sources/ICUBridge) includes ICU's
// headers; Swift code imports ICUBridge, never this module (see icu_bridge.h for why).
#include <unicode/utypes.h>
