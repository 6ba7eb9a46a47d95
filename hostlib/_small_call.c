/*
 * A small call in one C call (included by _fastpath.c after _native_loop.c; bound by
 * hostlib/fastpath.py's TransferLoop.small_call, driven by hostlib/native_loop.py's
 * small_call for hostlib/job.py): the rank's agreement words, its packet, the round, and
 * the sum read from the round's RESULT (docs/protocol.md, "Small calls ride in the
 * agreement").  A small call is all overhead: each step of it in Python costs more than
 * the round trip itself.  p4rproto/agreement.py (encode, exact_float_words,
 * exact_float_values) and hostlib/smallcall.py are the reference; the tests check both on
 * the same values.
 */

/* The plan of a small call: its place in the agreement words, made once per kind of call
 * (hostlib/fastpath.py's SMALL_PLAN, in this order). */
enum { SP_CALL_WORD, SP_FP_WORD, SP_DATA_WORD, SP_LENGTH, SP_IS_FLOAT, SP_DIGIT_BITS,
       SP_PER, SP_COUNT };
/* What p4r_small_call returns besides p4r_xfer_run's outcomes: a value is NaN or Inf
 * (nothing was sent; the caller's general path refuses the input in the round). */
enum { XF_NONFINITE = 8 };

const char *p4r_small_layout(void) {
    return "call_word,fp_word,data_word,length,is_float,digit_bits,per";
}

/* The exact digits of n float32 values (agreement.encode_exact_floats): value v is the
 * integer M = v * 2^149 in base 2^b, every digit carrying v's sign; ``out`` holds n rows
 * of ``per`` words.  Returns the index of the first NaN or Inf, or -1. */
int64_t p4r_exact_encode(const float *x, int64_t n, int32_t b, int32_t per, int32_t *out) {
    uint64_t mask = ((uint64_t)1 << b) - 1;
    memset(out, 0, (size_t)n * (size_t)per * 4);
    for (int64_t i = 0; i < n; i++) {
        uint32_t w;
        memcpy(&w, &x[i], 4);
        uint32_t e = (w >> 23) & 0xFF;
        if (e == 0xFF) return i;
        uint64_t mant = e ? (w & 0x7FFFFFu) | 0x800000u : w & 0x7FFFFFu;
        int32_t low = e ? (int32_t)e - 1 : 0; /* M = mant << low */
        int32_t first = low / b;
        uint64_t shifted = mant << (low - first * b); /* below 2^(24 + b) */
        int neg = (int)(w >> 31);
        int32_t *row = out + i * per;
        for (int32_t j = 0; j < 3 && first + j < per; j++) {
            int32_t d = (int32_t)((shifted >> (j * b)) & mask);
            row[first + j] = neg ? -d : d;
        }
    }
    return -1;
}

/* Limbs of 32 bits for a summed value: EXACT_BITS plus a bit per doubling of up to 2^31
 * ranks, and the sign. */
#define XE_LIMBS ((P4R_EXACT_BITS + 32 + 1 + 31) / 32)

/* ``m * 2^SCALE_EXP`` rounded to the nearest float32, ties to even (agreement's
 * _round_to_float32), for the magnitude in ``limbs`` (little-endian). */
static float xe_round(const uint32_t *limbs, int neg) {
    int top = XE_LIMBS - 1;
    while (top >= 0 && limbs[top] == 0) top--;
    if (top < 0) return 0.0f;
    int bits = 32 * top + (32 - __builtin_clz(limbs[top]));
    int shift = bits - 24;
    double value;
    if (shift <= 0) {
        uint64_t mag = limbs[0] | (top > 0 ? (uint64_t)limbs[1] << 32 : 0);
        value = ldexp((double)mag, P4R_EXACT_SCALE_EXP); /* exact: below 2^24 */
    } else {
        /* q: the 24 bits from ``shift`` up; then the half bit and any bit below it */
        uint64_t q = 0;
        for (int j = 0; j < 24; j++) {
            int p = shift + j;
            q |= (uint64_t)((limbs[p / 32] >> (p % 32)) & 1u) << j;
        }
        int hp = shift - 1;
        int half = (limbs[hp / 32] >> (hp % 32)) & 1u;
        int sticky = 0;
        for (int l = 0; l < hp / 32 && !sticky; l++) sticky = limbs[l] != 0;
        if (!sticky && hp % 32) sticky = (limbs[hp / 32] & ((1u << (hp % 32)) - 1u)) != 0;
        if (half && (sticky || (q & 1))) q++;
        value = ldexp((double)q, shift + P4R_EXACT_SCALE_EXP); /* exact: q <= 2^24 */
    }
    if (value >= 0x1p128) value = INFINITY;
    return (float)(neg ? -value : value);
}

/* The float32 values, correctly rounded, of n rows of ``per`` summed digit words
 * (agreement.exact_float_values). */
void p4r_exact_decode(const int32_t *sums, int64_t n, int32_t b, int32_t per, float *out) {
    for (int64_t i = 0; i < n; i++) {
        int64_t acc[XE_LIMBS + 1] = {0};
        const int32_t *row = sums + i * per;
        for (int32_t j = 0; j < per; j++) {
            int64_t v = row[j];
            if (!v) continue;
            int at = b * j;
            int64_t part = v * ((int64_t)1 << (at % 32)); /* |v| < 2^31, shift < 32 */
            acc[at / 32] += part & 0xFFFFFFFF;
            acc[at / 32 + 1] += part >> 32; /* arithmetic: the signed high part */
        }
        uint32_t limbs[XE_LIMBS];
        int64_t carry = 0;
        for (int l = 0; l < XE_LIMBS; l++) {
            int64_t t = acc[l] + carry;
            limbs[l] = (uint32_t)(t & 0xFFFFFFFF);
            carry = t >> 32;
        }
        carry += acc[XE_LIMBS];
        int neg = carry < 0; /* two's complement over XE_LIMBS limbs: negate */
        if (neg) {
            uint64_t c = 1;
            for (int l = 0; l < XE_LIMBS; l++) {
                uint64_t t = (uint64_t)(uint32_t)~limbs[l] + c;
                limbs[l] = (uint32_t)t;
                c = t >> 32;
            }
        }
        out[i] = xe_round(limbs, neg);
    }
}

/* One small call: this rank's words (the plan's template ``tmpl`` with the call number's
 * digits, its fingerprint and the data), the agreement packet (the loop's ctl_row: its
 * header is the caller's), and the round, run for up to ``budget_ms`` as p4r_xfer_run
 * runs it (the loop's settings are the caller's: an agreement round alone).  Returns
 * XF_NONFINITE before anything is sent, or p4r_xfer_run's outcome; on XF_DONE (every rank
 * made this call) ``out`` holds the sum: float32, correctly rounded from the exact sum,
 * or the int32 sums (the stats' ctl_overflow says whether one saturated). */
int p4r_small_call(Xfer *x, const int64_t *plan, const int32_t *tmpl, int64_t number,
                   int64_t fingerprint, const void *data, void *out, int32_t budget_ms,
                   int64_t *progress) {
    if (p4r_xfer_begin(x) != 0) return XF_NOMEM;
    int64_t k = x->i[XI_K], n = plan[SP_LENGTH], at = plan[SP_DATA_WORD];
    int32_t b = (int32_t)plan[SP_DIGIT_BITS], per = (int32_t)plan[SP_PER];
    int32_t *mine = (int32_t *)x->ctl_mine;
    if (plan[SP_IS_FLOAT]) {
        if (p4r_exact_encode(data, n, b, per, mine + at) >= 0) return XF_NONFINITE;
    } else {
        memcpy(mine + at, data, 4 * (size_t)n);
    }
    memcpy(mine, tmpl, 4 * (size_t)at);
    memset(mine + at + n * (plan[SP_IS_FLOAT] ? per : 1), 0,
           4 * (size_t)(k - at - n * (plan[SP_IS_FLOAT] ? per : 1)));
    int64_t c = plan[SP_CALL_WORD];
    for (int j = 0; j < 3; j++) {
        int32_t d = (int32_t)((number >> (8 * j)) & 0xFF);
        mine[c + 2 * j] = d;
        mine[c + 2 * j + 1] = d * d;
    }
    if (plan[SP_FP_WORD] >= 0) mine[plan[SP_FP_WORD]] = (int32_t)fingerprint;
    uint8_t *pay = x->ctl_row + P4R_HEADER_BYTES;
    for (int64_t e = 0; e < k; e++) p4r_put32(pay + 4 * e, (uint32_t)mine[e]);
    x->ctl_row[P4R_OFF_EXPONENT] = 0;
    memset(x->stats, 0, XS_COUNT * sizeof(int64_t));
    int rc = p4r_xfer_run(x, budget_ms, progress);
    if (rc != XF_DONE) return rc;
    if (plan[SP_IS_FLOAT])
        p4r_exact_decode(x->ctl_sums + at, n, b, per, out);
    else
        memcpy(out, x->ctl_sums + at, 4 * (size_t)n);
    return rc;
}
