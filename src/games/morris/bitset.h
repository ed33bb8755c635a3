/* bitset: the sets of points the morris referee computes with, in one
 * machine word (boards of up to 64 points) or in two (up to 128). The
 * referee (engine.c) is written once against these functions and compiled
 * for each: define MOR_WORDS as 1 or 2 before including. The rules choose
 * the instance when the board is loaded, so a board that fits one word pays
 * nothing for the wider ones. Sets are kept in the board and the state in
 * tables word by word (morris.h): BB_GET and BB_PUT read and write set i of
 * table t. */
#ifndef ARB_MORRIS_BITSET_H
#define ARB_MORRIS_BITSET_H

#include <stdint.h>

#include "games/morris/morris.h"

/* Bit count without a call into libgcc when the CPU baseline has no
 * popcount instruction. */
static inline int bb_pop64(uint64_t x)
{
	x = x - ((x >> 1) & 0x5555555555555555ULL);
	x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
	x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
	return (int)((x * 0x0101010101010101ULL) >> 56);
}

#if MOR_WORDS == 1

typedef uint64_t bb;

#define BB_GET(t, i) ((t)[0][i])
#define BB_PUT(t, i, x) ((t)[0][i] = (x))
static inline bb bb_none(void) { return 0; }
static inline bb bb_bit(int p) { return (bb)1 << p; }
static inline bb bb_and(bb a, bb b) { return a & b; }
static inline bb bb_or(bb a, bb b) { return a | b; }
static inline bb bb_xor(bb a, bb b) { return a ^ b; }
static inline bb bb_andnot(bb a, bb b) { return a & ~b; }
static inline int bb_any(bb a) { return a != 0; }
static inline int bb_eq(bb a, bb b) { return a == b; }
/* every point of m is in a */
static inline int bb_within(bb m, bb a) { return (m & a) == m; }
static inline int bb_has(bb a, int p) { return (a & ((bb)1 << p)) != 0; }
static inline int bb_first(bb a) { return __builtin_ctzll(a); }
static inline bb bb_rest(bb a) { return a & (a - 1); }
static inline int bb_count(bb a) { return bb_pop64(a); }
/* a position's hash, for the filter of positions seen (its high bits)
 * and the table of positions counted (its low bits): black's set turned
 * half a word, which on a board of up to 32 points keeps the two sets
 * apart, and one multiply */
static inline uint64_t bb_hash(bb w, bb b, int side)
{
	return ((w ^ (b << 32 | b >> 32)) * 0x9E3779B97F4A7C15ULL) ^ (uint64_t)side;
}

#elif MOR_WORDS == 2

typedef struct bb {
	uint64_t w[2];
} bb;

#define BB_GET(t, i) ((bb){ { (t)[0][i], (t)[1][i] } })
#define BB_PUT(t, i, x) ((t)[0][i] = (x).w[0], (t)[1][i] = (x).w[1])
static inline bb bb_none(void) { return (bb){ { 0, 0 } }; }
static inline bb bb_bit(int p)
{
	return p < 64 ? (bb){ { (uint64_t)1 << p, 0 } } : (bb){ { 0, (uint64_t)1 << (p - 64) } };
}
static inline bb bb_and(bb a, bb b) { return (bb){ { a.w[0] & b.w[0], a.w[1] & b.w[1] } }; }
static inline bb bb_or(bb a, bb b) { return (bb){ { a.w[0] | b.w[0], a.w[1] | b.w[1] } }; }
static inline bb bb_xor(bb a, bb b) { return (bb){ { a.w[0] ^ b.w[0], a.w[1] ^ b.w[1] } }; }
static inline bb bb_andnot(bb a, bb b) { return (bb){ { a.w[0] & ~b.w[0], a.w[1] & ~b.w[1] } }; }
static inline int bb_any(bb a) { return (a.w[0] | a.w[1]) != 0; }
static inline int bb_eq(bb a, bb b) { return a.w[0] == b.w[0] && a.w[1] == b.w[1]; }
static inline int bb_within(bb m, bb a)
{
	return (m.w[0] & a.w[0]) == m.w[0] && (m.w[1] & a.w[1]) == m.w[1];
}
/* the word chosen by a test, not an index: a set indexed by a variable
 * would be stored to memory to be read back */
static inline int bb_has(bb a, int p) { return (int)((p < 64 ? a.w[0] : a.w[1]) >> (p & 63) & 1); }
static inline int bb_first(bb a)
{
	return a.w[0] ? __builtin_ctzll(a.w[0]) : 64 + __builtin_ctzll(a.w[1]);
}
static inline bb bb_rest(bb a)
{
	if (a.w[0])
		a.w[0] &= a.w[0] - 1;
	else
		a.w[1] &= a.w[1] - 1;
	return a;
}
static inline int bb_count(bb a) { return bb_pop64(a.w[0]) + bb_pop64(a.w[1]); }
/* The 64 points of a from point b on (b below 64) as one word, bit i for
 * point b + i: a point's window (morris.h's wbase), whose tests are those
 * of one word. On x86 one shift of the two words together (shrd), by
 * hand: gcc's own for a shift of 128 bits kept them on the stack. */
static inline uint64_t bb_window(bb a, int b)
{
#if defined(__x86_64__) && defined(__GNUC__)
	uint64_t lo = a.w[0];

	__asm__("shrdq %%cl, %1, %0" : "+r"(lo) : "r"(a.w[1]), "c"(b));
	return lo;
#else
	return a.w[0] >> (b & 63) | (a.w[1] << 1) << (63 - (b & 63));
#endif
}
/* A window's word x, of the 64 points from b on, back as a set. */
static inline bb bb_unwindow(uint64_t x, int b)
{
#if defined(__x86_64__) && defined(__GNUC__)
	uint64_t hi = 0;

	__asm__("shldq %%cl, %1, %0" : "+r"(hi) : "r"(x), "c"(b));
	return (bb){ { x << (b & 63), hi } };
#else
	return (bb){ { x << (b & 63), (x >> 1) >> (63 - (b & 63)) } };
#endif
}
/* the hash of one word where the second words are empty, so that the
 * referees of one and of two words see the same positions alike */
static inline uint64_t bb_hash(bb w, bb b, int side)
{
	uint64_t x = w.w[0] ^ (w.w[1] * 0xFF51AFD7ED558CCDULL);
	uint64_t y = b.w[0] ^ (b.w[1] * 0xC2B2AE3D27D4EB4FULL);

	return ((x ^ (y << 32 | y >> 32)) * 0x9E3779B97F4A7C15ULL) ^ (uint64_t)side;
}

#else
#error "MOR_WORDS must be 1 or 2"
#endif

#endif
