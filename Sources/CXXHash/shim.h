#include <stddef.h>
#include <stdint.h>

/*
 * xxHash (Debian's libxxhash): a non-cryptographic 64-bit hash that runs at memory speed.
 * The pass path uses it to fingerprint a rendering's raw pixels (tens of MB per variant), which
 * must cost far less than decoding the baseline PNG it spares. Only XXH3_64bits is used: its
 * output is fixed by the xxHash specification (stable across versions, CPUs and endianness), so a
 * fingerprint stored in a committed baseline stays valid on any machine.
 */
#include <xxhash.h>
