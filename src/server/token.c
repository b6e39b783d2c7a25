/* token.c: seat tokens and game ids: random bits from the kernel (getrandom), written
 * in hex; a token is stored only as its SHA-256 (nettle) and compared in constant time. */
#include <errno.h>
#include <nettle/sha2.h>
#include <string.h>
#include <sys/random.h>

#include "server.h"

bool random_hex(char *out, int chars) {
    uint8_t bytes[64];
    size_t need = (size_t)chars / 2, got = 0;
    if (need > sizeof bytes) return false;
    while (got < need) {
        ssize_t n = getrandom(bytes + got, need - got, 0);
        if (n < 0) {
            if (errno == EINTR) continue;
            return false;
        }
        got += (size_t)n;
    }
    static const char digits[] = "0123456789abcdef";
    for (size_t i = 0; i < need; i++) {
        out[2 * i] = digits[bytes[i] >> 4];
        out[2 * i + 1] = digits[bytes[i] & 15];
    }
    out[chars] = 0;
    return true;
}

void token_hash(const char *token, uint8_t out[TOKEN_HASH_SIZE]) {
    struct sha256_ctx ctx;
    sha256_init(&ctx);
    sha256_update(&ctx, strlen(token), (const uint8_t *)token);
    sha256_digest(&ctx, SHA256_DIGEST_SIZE, out);
}

bool hash_equal(const uint8_t a[TOKEN_HASH_SIZE], const uint8_t b[TOKEN_HASH_SIZE]) {
    uint8_t diff = 0;
    for (int i = 0; i < TOKEN_HASH_SIZE; i++) diff |= (uint8_t)(a[i] ^ b[i]);
    return diff == 0;
}
