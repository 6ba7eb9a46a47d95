// Unrolling over the K payload words without copy-paste.
//
// P4R_FOR_EACH_ELEM(M) expands to M(name, index) for each of the P4R_ELEMS words,
// where `name` is a field name of p4r_values_h (v0.. in binary: v000000..v111111
// for K = 64) and `index` a constant expression for the word's position.  The
// expansion doubles at each level, so K must be a power of two from 32 to 256.
#ifndef P4R_ELEMS_P4
#define P4R_ELEMS_P4

#ifndef P4R_ELEMS
#define P4R_ELEMS 64
#endif

#define P4R_X1(M, n, i)   M(n, i)
#define P4R_X2(M, n, i)   P4R_X1(M, n##0, (i) * 2)   P4R_X1(M, n##1, (i) * 2 + 1)
#define P4R_X4(M, n, i)   P4R_X2(M, n##0, (i) * 2)   P4R_X2(M, n##1, (i) * 2 + 1)
#define P4R_X8(M, n, i)   P4R_X4(M, n##0, (i) * 2)   P4R_X4(M, n##1, (i) * 2 + 1)
#define P4R_X16(M, n, i)  P4R_X8(M, n##0, (i) * 2)   P4R_X8(M, n##1, (i) * 2 + 1)
#define P4R_X32(M, n, i)  P4R_X16(M, n##0, (i) * 2)  P4R_X16(M, n##1, (i) * 2 + 1)
#define P4R_X64(M, n, i)  P4R_X32(M, n##0, (i) * 2)  P4R_X32(M, n##1, (i) * 2 + 1)
#define P4R_X128(M, n, i) P4R_X64(M, n##0, (i) * 2)  P4R_X64(M, n##1, (i) * 2 + 1)
#define P4R_X256(M, n, i) P4R_X128(M, n##0, (i) * 2) P4R_X128(M, n##1, (i) * 2 + 1)

// P4R_FOR_EACH_PAIR(M) expands to M(stem, index) for each pair of neighbouring words,
// whose fields are stem##0 and stem##1 (the TNA program keeps two per register).
#if P4R_ELEMS == 32
#define P4R_FOR_EACH_ELEM(M) P4R_X32(M, v, 0)
#define P4R_FOR_EACH_PAIR(M) P4R_X16(M, v, 0)
#elif P4R_ELEMS == 64
#define P4R_FOR_EACH_ELEM(M) P4R_X64(M, v, 0)
#define P4R_FOR_EACH_PAIR(M) P4R_X32(M, v, 0)
#elif P4R_ELEMS == 128
#define P4R_FOR_EACH_ELEM(M) P4R_X128(M, v, 0)
#define P4R_FOR_EACH_PAIR(M) P4R_X64(M, v, 0)
#elif P4R_ELEMS == 256
#define P4R_FOR_EACH_ELEM(M) P4R_X256(M, v, 0)
#define P4R_FOR_EACH_PAIR(M) P4R_X128(M, v, 0)
#else
#error "P4R_ELEMS must be 32, 64, 128 or 256"
#endif

#endif
