/*
 * p4reduce host fast path: block exponents, quantize+pack and unpack+dequantize
 * over whole rows of packets, in one pass each.  Loaded with ctypes by
 * hostlib/fastpath.py; the numpy implementation in hostlib/quantize.py is the
 * reference, and the tests check that both agree bit for bit.
 *
 * Each kernel is built for AVX2 and for the baseline ISA (GCC target_clones picks
 * one at load time), so the same binary runs on any x86-64.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

#if defined(__GNUC__) && defined(__x86_64__) && !defined(__clang__)
#define P4R_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define P4R_CLONES
#endif

#define ABS_MASK 0x7FFFFFFFu
#define NONFINITE 0x7F800000u

static inline uint32_t bswap32(uint32_t v) { return __builtin_bswap32(v); }

/* Max of (bits & 0x7fffffff) over each k-long row of n words; returns the index of
 * the first row holding a NaN/Inf, or -1. out[r] = biased exponent (E + 1, 0 for 0). */
P4R_CLONES
int64_t p4r_block_exponents(const uint32_t *bits, int64_t n, int32_t k, uint8_t *out) {
    int64_t rows = (n + k - 1) / k;
    int64_t bad = -1;
    for (int64_t r = 0; r < rows; r++) {
        int64_t lo = r * k, hi = lo + k < n ? lo + k : n;
        uint32_t m = 0;
        for (int64_t i = lo; i < hi; i++) {
            uint32_t a = bits[i] & ABS_MASK;
            m = a > m ? a : m;
        }
        if (m >= NONFINITE && bad < 0) bad = r;
        out[r] = m == 0 ? 0 : (uint8_t)((m >> 23) + 1);
    }
    return bad;
}

/* One row: y[i] = big-endian rint(x[i] * 2**s), with ordinary stores. */
static inline void quantize_row(const float *x, int32_t k, int s, uint32_t *y) {
    if (s >= -126 && s <= 127) {
        float scale = ldexpf(1.0f, s);
        for (int32_t i = 0; i < k; i++)
            y[i] = bswap32((uint32_t)(int32_t)rintf(x[i] * scale));
    } else { /* scales outside float32's normal range: go through ldexp */
        for (int32_t i = 0; i < k; i++)
            y[i] = bswap32((uint32_t)(int32_t)rintf(ldexpf(x[i], s)));
    }
}

/* dst row r (dst_stride bytes apart) = big-endian rint(src row r * 2**shift[r]).
 * Scaling by a power of two is exact; the one rounding is to nearest, ties to even
 * (the default rounding mode, as numpy's rint). */
P4R_CLONES
static void quantize_rows_cached(const float *src, int64_t src_stride, int64_t rows, int32_t k,
                                 const int32_t *shift, uint8_t *dst, int64_t dst_stride) {
    for (int64_t r = 0; r < rows; r++)
        quantize_row(src + r * src_stride, k, shift[r], (uint32_t *)(dst + r * dst_stride));
}

#if defined(__GNUC__) && defined(__x86_64__)
#include <immintrin.h>
/* The same with non-temporal stores, for outputs far larger than the caches: the
 * destination is written without being read first (as memcpy does for large copies).
 * _mm256_cvtps_epi32 rounds by MXCSR, to nearest even by default, like rintf. */
__attribute__((target("avx2"))) static void quantize_rows_streaming(
    const float *src, int64_t src_stride, int64_t rows, int32_t k, const int32_t *shift,
    uint8_t *dst, int64_t dst_stride) {
    const __m256i swap = _mm256_setr_epi8(3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12,
                                          3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12);
    for (int64_t r = 0; r < rows; r++) {
        const float *x = src + r * src_stride;
        uint32_t *y = (uint32_t *)(dst + r * dst_stride);
        int s = shift[r];
        if (s < -126 || s > 127) {
            quantize_row(x, k, s, y);
            continue;
        }
        float scale = ldexpf(1.0f, s);
        __m256 vscale = _mm256_set1_ps(scale);
        int32_t i = 0;
        for (; i < k && ((uintptr_t)(y + i) & 31); i++)  /* up to a 32-byte boundary */
            _mm_stream_si32((int *)(y + i), (int)bswap32((uint32_t)(int32_t)rintf(x[i] * scale)));
        for (; i + 8 <= k; i += 8) {
            __m256i q = _mm256_cvtps_epi32(_mm256_mul_ps(_mm256_loadu_ps(x + i), vscale));
            _mm256_stream_si256((__m256i *)(y + i), _mm256_shuffle_epi8(q, swap));
        }
        for (; i < k; i++)
            _mm_stream_si32((int *)(y + i), (int)bswap32((uint32_t)(int32_t)rintf(x[i] * scale)));
    }
    _mm_sfence();
}
#endif

/* ``streaming``: the output is large and not read again soon (bypass the caches). */
void p4r_quantize_rows(const float *src, int64_t src_stride, int64_t rows, int32_t k,
                       const int32_t *shift, uint8_t *dst, int64_t dst_stride, int32_t streaming) {
#if defined(__GNUC__) && defined(__x86_64__)
    if (streaming && __builtin_cpu_supports("avx2")) {
        quantize_rows_streaming(src, src_stride, rows, k, shift, dst, dst_stride);
        return;
    }
#endif
    quantize_rows_cached(src, src_stride, rows, k, shift, dst, dst_stride);
}

/* dst row r (k floats, dst_stride floats apart) = big-endian int32 src row * 2**-shift[r],
 * computed exactly in double and rounded once to float (as numpy's ldexp path). */
P4R_CLONES
void p4r_dequantize_rows(const uint8_t *src, int64_t src_stride, int64_t rows, int32_t k,
                         const int32_t *shift, float *dst, int64_t dst_stride) {
    for (int64_t r = 0; r < rows; r++) {
        const uint32_t *x = (const uint32_t *)(src + r * src_stride);
        float *y = dst + r * dst_stride;
        double scale = ldexp(1.0, -shift[r]);
        for (int32_t i = 0; i < k; i++)
            y[i] = (float)((double)(int32_t)bswap32(x[i]) * scale);
    }
}

/* Narrow lanes (hostlib/packing.py, the reference): ``lanes`` two's-complement values
 * of 32/lanes bits per word, value j*k + w of a row in lane j of word w. */
static inline uint64_t p4r_mix64(uint64_t z) {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* Lane integers per block of values at once: loops the compiler vectorizes (the hash's
 * 64-bit products, int32 conversions only: |q| < 2^15). */
#define P4R_LANE_BLOCK 1024

/* One row of v = k*lanes floats of chunk ``chunk`` -> k big-endian words, stochastically
 * rounded: q = floor(x*2^s + u), u from the hash of (seed, index in the call, bits).
 * ``residual`` (v floats, or NULL) gets x - q*2^-s. */
/* (always inlined: into each of p4r_quantize_packed's clones, AVX2's vectorized) */
static inline __attribute__((always_inline)) void quantize_packed_row(
    const float *x, int32_t k, int32_t lanes, int32_t s, int64_t chunk, uint64_t seed,
    uint8_t *dst, float *residual) {
    int32_t v = k * lanes, b = 32 / lanes;
    double scale = ldexp(1.0, s), unscale = ldexp(1.0, -s);
    uint64_t base = (uint64_t)chunk * (uint64_t)v;
    const uint32_t *bits = (const uint32_t *)x;
    int32_t q[P4R_LANE_BLOCK];
    int64_t word[P4R_LANE_BLOCK];
    /* words w0..w0+n-1: their lanes are values j*k + w0 .. j*k + w0 + n - 1 */
    for (int32_t w0 = 0; w0 < k; w0 += P4R_LANE_BLOCK) {
        int32_t n = k - w0 < P4R_LANE_BLOCK ? k - w0 : P4R_LANE_BLOCK;
        for (int32_t w = 0; w < n; w++) word[w] = 0;
        for (int32_t j = 0; j < lanes; j++) {
            int32_t at = j * k + w0;
            for (int32_t e = 0; e < n; e++) {
                int32_t i = at + e;
                uint64_t z = seed ^ ((base + (uint64_t)i) * 0x9E3779B97F4A7C15ull) ^
                             ((uint64_t)bits[i] * 0xD1B54A32D192ED03ull);
                double u = (double)(int32_t)(p4r_mix64(z) >> 40) * 0x1p-24;
                double y = (double)x[i] * scale, r = y + u;
                int32_t t = (int32_t)r; /* floor, branch-free: truncation, less one below 0 */
                q[e] = t - ((double)t > r);
            }
            for (int32_t e = 0; e < n; e++) word[e] += (int64_t)q[e] * ((int64_t)1 << (b * j));
            if (residual)
                for (int32_t e = 0; e < n; e++)
                    residual[at + e] =
                        (float)(((double)x[at + e] * scale - (double)q[e]) * unscale);
        }
        for (int32_t w = 0; w < n; w++) {
            uint32_t out = bswap32((uint32_t)(int32_t)word[w]);
            memcpy(dst + 4 * (size_t)(w0 + w), &out, 4);
        }
    }
}

P4R_CLONES
void p4r_quantize_packed(const float *src, int64_t rows, int32_t k, int32_t lanes,
                         const int32_t *shift, const int64_t *chunks, uint64_t seed,
                         uint8_t *dst, int64_t dst_stride, float *residual) {
    int64_t v = (int64_t)k * lanes;
    for (int64_t r = 0; r < rows; r++)
        quantize_packed_row(src + r * v, k, lanes, shift[r], chunks[r], seed,
                            dst + r * dst_stride, residual ? residual + r * v : NULL);
}

/* k summed big-endian words a row -> k*lanes floats: lane sum * 2^-shift, rounded once. */
P4R_CLONES
void p4r_dequantize_packed(const uint8_t *src, int64_t src_stride, int64_t rows, int32_t k,
                           int32_t lanes, const int32_t *shift, float *dst) {
    int32_t b = 32 / lanes;
    int64_t v = (int64_t)k * lanes;
    for (int64_t r = 0; r < rows; r++) {
        const uint8_t *row = src + r * src_stride;
        float *y = dst + r * v;
        double scale = ldexp(1.0, -shift[r]);
        for (int32_t w = 0; w < k; w++) {
            uint32_t raw;
            memcpy(&raw, row + 4 * (size_t)w, 4);
            int64_t rest = (int32_t)bswap32(raw);
            int64_t half = (int64_t)1 << (b - 1);
            for (int32_t j = 0; j < lanes - 1; j++) {
                int64_t low = ((rest + half) & ((half << 1) - 1)) - half; /* signed b bits */
                y[j * k + w] = (float)((double)low * scale);
                rest = (rest - low) >> b;
            }
            y[(lanes - 1) * k + w] = (float)((double)rest * scale);
        }
    }
}

#if defined(__linux__)
#include "_xdp_io.c"
#include "_native_loop.c"
#include "_small_call.c"
#endif

/* An importable (empty) module, so that the import system can locate the file. */
static struct PyModuleDef fastpath_module = {
    PyModuleDef_HEAD_INIT, "_fastpath", "ctypes-loaded kernels of hostlib", -1, NULL,
};

PyMODINIT_FUNC PyInit__fastpath(void) { return PyModule_Create(&fastpath_module); }
