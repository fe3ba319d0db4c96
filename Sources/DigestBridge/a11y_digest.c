#include "a11y_digest.h"
#include <openssl/evp.h>

int a11y_sha256(const void *data, size_t length, uint8_t digest[A11Y_SHA256_LENGTH]) {
    unsigned int written = 0;
    // EVP_Digest is libcrypto's one-shot digest: init, update, final on a context it manages.
    if (EVP_Digest(data, length, digest, &written, EVP_sha256(), NULL) != 1) return 0;
    return written == A11Y_SHA256_LENGTH;
}
