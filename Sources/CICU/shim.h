// ICU, found with pkg-config (icu-uc). Only the C bridge (Sources/ICUBridge) includes ICU's
// headers; Swift code imports ICUBridge, never this module (see icu_bridge.h for why).
#include <unicode/utypes.h>
