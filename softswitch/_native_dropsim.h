/* Part of softswitch/_native.c (one compile unit, included there):
 * the drop simulator (softswitch/dropsim.py). */

/* -- drop simulator (softswitch/dropsim.py) ----------------------------------------- */
#define GOLDEN 0x9E3779B97F4A7C15ull
static inline uint64_t mix64(uint64_t z) {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}
