#define PCRE2_CODE_UNIT_WIDTH 8
#include "base/pattern.h"

#include <pcre2.h>
#include <stdatomic.h>

/* PAT_SHORT: the longest token the interpreter matches. The JIT code and
 * the interpreter count the match limit each its own way; on a token this
 * short no pattern here comes near the limit, so both give one answer, and
 * a longer token goes to the JIT code as it always did. PAT_JIT_AFTER:
 * matches by the interpreter before a pattern is JIT-compiled. Compiling
 * costs about 110,000 instructions (morris's algebraic pattern), and a
 * match by the interpreter some 1,300 more than by the JIT code: compiled
 * after as many matches as its cost would pay for, a run never pays more
 * than twice the better of the two. */
enum { PAT_SHORT = 16, PAT_JIT_AFTER = 100 };

int pat_compile(patterns *p, const char *const *src, size_t n, int dotall, unsigned long limit,
		diag *d)
{
	if (n > PAT_MAX)
		return diag_set(d, "internal", "more than %d token patterns", PAT_MAX);
	p->n = n;
	p->flags = PCRE2_CASELESS | (dotall ? PCRE2_DOTALL : 0);
	atomic_init(&p->no_jit, 0);
	for (size_t i = 0; i < n; i++) {
		p->src[i] = src[i];
		atomic_init(&p->re[i], NULL);
		atomic_init(&p->jit[i], NULL);
		atomic_init(&p->uses[i], 0);
	}
	if (!(p->mctx = pcre2_match_context_create(NULL)))
		return diag_set(d, "nomem", "out of memory");
	pcre2_set_match_limit(p->mctx, (uint32_t)limit);
	return 0;
}

void pat_free(patterns *p)
{
	for (size_t i = 0; i < p->n; i++) {
		pcre2_code_free(atomic_load(&p->re[i]));
		pcre2_code_free(atomic_load(&p->jit[i]));
	}
	pcre2_match_context_free(p->mctx);
	p->n = 0;
	p->mctx = NULL;
}

void *pat_data(const patterns *p)
{
	(void)p;
	return pcre2_match_data_create(PAT_GROUPS, NULL);
}

void pat_data_free(void *md)
{
	pcre2_match_data_free(md);
}

/* Publishes made as *at, unless another thread did first: what *at holds. */
static pcre2_code *publish(void *_Atomic *at, pcre2_code *made)
{
	void *none = NULL;

	if (atomic_compare_exchange_strong(at, &none, made))
		return made;
	pcre2_code_free(made);
	return none;
}

/* Pattern i compiled, now; NULL out of memory (or a pattern of more groups
 * than a match has room for: a pattern that never matches, which any test
 * of its notation shows). */
static pcre2_code *compiled(patterns *p, size_t i)
{
	int err;
	PCRE2_SIZE off;
	uint32_t groups = 0;
	pcre2_code *re = pcre2_compile((PCRE2_SPTR)p->src[i], PCRE2_ZERO_TERMINATED, p->flags, &err,
				       &off, NULL);

	if (!re)
		return NULL;
	pcre2_pattern_info(re, PCRE2_INFO_CAPTURECOUNT, &groups);
	if (groups >= PAT_GROUPS) {
		pcre2_code_free(re);
		return NULL;
	}
	return publish(&p->re[i], re);
}

/* Pattern i's JIT-compiled copy, made now; NULL where the library cannot
 * (then the interpreter matches every token, as it would have). Made on a
 * copy, as other threads may be matching with the pattern meanwhile. */
static pcre2_code *jit(patterns *p, size_t i, pcre2_code *re)
{
	pcre2_code *mine;

	if (atomic_load_explicit(&p->no_jit, memory_order_relaxed) || !(mine = pcre2_code_copy(re)))
		return NULL;
	if (pcre2_jit_compile(mine, PCRE2_JIT_COMPLETE)) {
		pcre2_code_free(mine);
		atomic_store_explicit(&p->no_jit, 1, memory_order_relaxed);
		return NULL;
	}
	return publish(&p->jit[i], mine);
}

int pat_match(const patterns *p, size_t i, const char *tok, size_t n, void *md, const size_t **ov)
{
	/* the compiled code and the counts are the patterns' memory, not their
	 * meaning: a const rule set still learns which patterns it needs */
	patterns *w = (patterns *)p;
	pcre2_code *re = atomic_load_explicit(&w->jit[i], memory_order_acquire), *fast;

	*ov = pcre2_get_ovector_pointer(md);
	if (!re) {
		if (!(re = atomic_load_explicit(&w->re[i], memory_order_acquire)) &&
		    !(re = compiled(w, i)))
			return PCRE2_ERROR_NOMEMORY;
		if ((n > PAT_SHORT ||
		     atomic_fetch_add_explicit(&w->uses[i], 1, memory_order_relaxed) >= PAT_JIT_AFTER) &&
		    (fast = jit(w, i, re)))
			re = fast;
	}
	return pcre2_match(re, (PCRE2_SPTR)tok, n, 0, 0, md, p->mctx);
}
