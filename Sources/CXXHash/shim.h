#include <stddef.h>
#include <stdint.h>

/*
 * xxHash (Debian's libxxhash): a non-cryptographic 64-bit hash that runs at memory speed.
 * The pass path uses it to fingerprint a rendering's raw pixels (tens of MB per variant), which
 * must cost far less than decoding the baseline PNG it spares. Only XXH3-64 is used, through
 * `cxxh_hash64` below: its output is fixed by the xxHash specification (stable across versions,
 * CPUs and endianness), so a fingerprint stored in a committed baseline stays valid on any machine.
 */
#include <xxhash.h>

/*
 * XXH3-64 of `len` bytes. On x86-64, Debian's library also carries xxHash's runtime dispatch, which
 * picks the widest vector unit the CPU has (AVX2 or AVX-512 instead of the SSE2 every x86-64 build
 * assumes): the same hash, by the specification, in under half the time on a 12 MB rendering.
 */
#if defined(__x86_64__) && __has_include(<xxh_x86dispatch.h>)
#define XXH_DISPATCH_DISABLE_REPLACE 1
#include <xxh_x86dispatch.h>
static inline uint64_t cxxh_hash64(const void *input, size_t len) { return XXH3_64bits_dispatch(input, len); }
#else
static inline uint64_t cxxh_hash64(const void *input, size_t len) { return XXH3_64bits(input, len); }
#endif
