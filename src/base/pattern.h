/* pattern: token patterns as every game uses them: PCRE2 patterns (caseless)
 * matched with a bound on the work one token may cost. A pattern is compiled
 * when a token first needs it (a rule set has a pattern for each notation,
 * and a run reads one or two), and JIT-compiled only once it has matched
 * enough tokens to repay that (the referee remembers the tokens it has seen,
 * so a run often brings PCRE2 a few dozen tokens in all, and the JIT
 * compiler costs what some hundred matches do). */
#ifndef ARB_PATTERN_H
#define ARB_PATTERN_H

#include <stddef.h>

#include "base/diag.h"

/* PAT_MAX: patterns of a rule set; PAT_GROUPS: groups of a pattern, with
 * the whole match (a match data has room for as many). */
enum { PAT_MAX = 8, PAT_GROUPS = 16 };

/* A group a match left unset has this offset. */
#define PAT_UNSET (~(size_t)0)

/* The patterns of one rule set. Read by many threads at once (the library's
 * rules are shared once loaded): a pattern's compiled code and its
 * JIT-compiled copy are made aside and then published, and its count of
 * matches is atomic. */
typedef struct patterns {
	const char *src[PAT_MAX];
	void *_Atomic re[PAT_MAX];   /* pcre2_code for the interpreter, once made */
	void *_Atomic jit[PAT_MAX];  /* its JIT-compiled copy, once made */
	_Atomic unsigned long uses[PAT_MAX]; /* matches by the interpreter */
	_Atomic int no_jit;          /* the library has no JIT here */
	unsigned flags;
	size_t n;
	void *mctx;                  /* the match limit */
} patterns;

/* Takes the patterns src[0..n) (kept: static text) to be compiled as they
 * are needed; dotall: '.' matches a newline too. limit bounds the work of
 * one match. 0, or -1 with d set. */
int pat_compile(patterns *p, const char *const *src, size_t n, int dotall, unsigned long limit,
		diag *d);
void pat_free(patterns *p);
/* Room for a match of any of the patterns: one per game state (a match
 * writes into it). NULL when out of memory. */
void *pat_data(const patterns *p);
void pat_data_free(void *md);
/* Matches tok[0..n) against pattern i (anchored as it says): the number of groups
 * set plus one (> 0), or <= 0 when it does not match (or the pattern cannot
 * be compiled: out of memory). *ov: each group's start and end offsets
 * (group 0 the whole match; PAT_UNSET when unset). */
int pat_match(const patterns *p, size_t i, const char *tok, size_t n, void *md, const size_t **ov);

#endif
