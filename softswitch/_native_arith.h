/* Part of softswitch/_native.c (one compile unit, included there):
 * the arithmetic of the state machine (saturating sums). */

/* -- the arithmetic of the state machine -------------------------------------------- */
#if defined(__GNUC__) && defined(__x86_64__) && !defined(__clang__)
#define P4R_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define P4R_CLONES
#endif

/* v[j] = saturate(v[j] + big-endian p[j]) in 32-bit lanes (vectorizes); returns 1 if
 * any add saturated.  An add overflows exactly when both operands have the sign the
 * wrapped sum lacks; it then saturates towards the operands' sign. */
P4R_CLONES
static int add_saturating(int32_t *restrict v, const uint8_t *restrict p, int64_t k) {
    uint32_t any = 0;
    for (int64_t j = 0; j < k; j++) {
        uint32_t w;
        memcpy(&w, p + 4 * j, 4);
        uint32_t a = (uint32_t)v[j], b = __builtin_bswap32(w), s = a + b;
        uint32_t over = ((a ^ s) & (b ^ s)) >> 31;               /* 1 if it wrapped */
        uint32_t sat = (uint32_t)((int32_t)a >> 31) ^ 0x7FFFFFFFu; /* INT32_MAX or MIN */
        v[j] = (int32_t)(over ? sat : s);
        any |= over;
    }
    return any != 0;
}

P4R_CLONES
static void load_payload(int32_t *restrict v, const uint8_t *restrict p, int64_t k) {
    for (int64_t j = 0; j < k; j++) {
        uint32_t w;
        memcpy(&w, p + 4 * j, 4);
        v[j] = (int32_t)__builtin_bswap32(w);
    }
}

P4R_CLONES
static void store_payload(uint8_t *restrict p, const int32_t *restrict v, int64_t k) {
    for (int64_t j = 0; j < k; j++) {
        uint32_t w = __builtin_bswap32((uint32_t)v[j]);
        memcpy(p + 4 * j, &w, 4);
    }
}
