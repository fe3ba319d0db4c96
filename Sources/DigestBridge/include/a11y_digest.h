// SHA-256 of a byte buffer, from the system's libcrypto (OpenSSL, `libssl-dev` on Debian), with
// plain C types only: Swift never sees OpenSSL's headers. The baseline manifest fingerprints font
// files with it; a digest library built from source (swift-crypto's BoringSSL) cost every clean
// build several minutes of compiling for this one call.
#ifndef A11Y_DIGEST_H
#define A11Y_DIGEST_H
#include <stddef.h>
#include <stdint.h>

enum { A11Y_SHA256_LENGTH = 32 };

/// Writes the 32-byte SHA-256 of `length` bytes at `data` to `digest`. Returns 1 on success, 0 if
/// libcrypto reported a failure (then `digest` is unspecified).
int a11y_sha256(const void *data, size_t length, uint8_t digest[A11Y_SHA256_LENGTH]);

#endif
