// OpenSSL's libcrypto (Linux): SHA-256 for program addresses and seed-phrase checksums, HMAC-SHA512 for SLIP-0010,
// and its SHA-512 block function, which has assembly for the CPU at hand (AVX2 + BMI2 on x86-64, the SHA-512
// instructions on ARMv8.2), used by the PBKDF2 loop of BIP39 seeds. (swift-crypto's BoringSSL did the first two; the
// system's libcrypto, already linked, spares every build a second copy of BoringSSL to compile.)
// SHA512_Transform is deprecated in OpenSSL 3 as a public API but exported and stable; it is the only way to
// run one compression from a given state without the EVP layer's per-call cost.
#ifndef COPENSSLCRYPTO_SHIM_H
#define COPENSSLCRYPTO_SHIM_H
#define OPENSSL_SUPPRESS_DEPRECATED 1
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/sha.h>
#include <stdint.h>
#include <string.h>

/// The PBKDF2-HMAC-SHA512 iterations after the first: `rounds` times u = HMAC(key, u), t ^= u, where
/// `inner` and `outer` are the SHA-512 states after the HMAC key block XOR ipad / opad and `u`, `t` are
/// digests as eight native words. Each HMAC is two compressions of a block holding a 64-byte message and the
/// constant padding of a 192-byte total (0x80, zeros, bit length 1,536).
static inline void solana_pbkdf2_sha512_iterate(const uint64_t inner[8], const uint64_t outer[8], uint64_t u[8],
                                                uint64_t t[8], uint32_t rounds) {
    SHA512_CTX context;
    unsigned char block[128];
    memset(block, 0, sizeof block);
    block[64] = 0x80;
    block[126] = 0x06;  // 1,536 = 0x0600, big-endian in the last bytes
    for (uint32_t r = 0; r < rounds; r++) {
        for (int i = 0; i < 8; i++) {
            uint64_t word = __builtin_bswap64(u[i]);
            memcpy(block + 8 * i, &word, 8);
            context.h[i] = inner[i];
        }
        SHA512_Transform(&context, block);
        for (int i = 0; i < 8; i++) {
            uint64_t word = __builtin_bswap64(context.h[i]);
            memcpy(block + 8 * i, &word, 8);
            context.h[i] = outer[i];
        }
        SHA512_Transform(&context, block);
        for (int i = 0; i < 8; i++) {
            u[i] = context.h[i];
            t[i] ^= context.h[i];
        }
    }
    // Secret-derived intermediates: clear them (volatile, so the stores stay).
    volatile unsigned char *clear = (volatile unsigned char *)&context;
    for (size_t i = 0; i < sizeof context; i++) clear[i] = 0;
    clear = block;
    for (size_t i = 0; i < sizeof block; i++) clear[i] = 0;
}

/// HMAC-SHA512 of `message` under `key` into the 64 bytes at `output`; 1 on success.
static inline int solana_hmac_sha512(const void *key, size_t key_length, const void *message, size_t message_length,
                                     unsigned char output[64]) {
    unsigned int length = 0;
    if (key_length > 0x7fffffff) return 0;
    return HMAC(EVP_sha512(), key, (int)key_length, (const unsigned char *)message, message_length, output,
                &length) != NULL && length == 64;
}
#endif
