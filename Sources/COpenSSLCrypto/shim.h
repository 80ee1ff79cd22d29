// OpenSSL's libcrypto, for one thing: its SHA-512 block function, which has assembly for the CPU at hand
// (AVX2 + BMI2 on x86-64, the SHA-512 instructions on ARMv8.2), used by the PBKDF2 loop of BIP39 seeds.
// SHA512_Transform is deprecated in OpenSSL 3 as a public API but exported and stable; it is the only way to
// run one compression from a given state without the EVP layer's per-call cost.
#ifndef COPENSSLCRYPTO_SHIM_H
#define COPENSSLCRYPTO_SHIM_H
#define OPENSSL_SUPPRESS_DEPRECATED 1
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
#endif
