#define PCRE2_CODE_UNIT_WIDTH 8
#include "base/pattern.h"

#include <pcre2.h>

int pat_compile(patterns *p, const char *const *src, size_t n, int dotall, unsigned long limit,
		diag *d)
{
	uint32_t flags = PCRE2_CASELESS | (dotall ? PCRE2_DOTALL : 0);

	if (n > PAT_MAX)
		return diag_set(d, "internal", "more than %d token patterns", PAT_MAX);
	p->n = 0;
	p->mctx = NULL;
	for (size_t i = 0; i < n; i++) {
		int err;
		PCRE2_SIZE off;
		if (!(p->re[i] = pcre2_compile((PCRE2_SPTR)src[i], PCRE2_ZERO_TERMINATED, flags, &err,
					       &off, NULL)))
			return diag_set(d, "internal", "token pattern %zu does not compile", i);
		p->n = i + 1;
		pcre2_jit_compile(p->re[i], PCRE2_JIT_COMPLETE); /* else the interpreter */
	}
	if (!(p->mctx = pcre2_match_context_create(NULL)))
		return diag_set(d, "nomem", "out of memory");
	pcre2_set_match_limit(p->mctx, (uint32_t)limit);
	return 0;
}

void pat_free(patterns *p)
{
	for (size_t i = 0; i < p->n; i++)
		pcre2_code_free(p->re[i]);
	pcre2_match_context_free(p->mctx);
	p->n = 0;
	p->mctx = NULL;
}

void *pat_data(const patterns *p)
{
	uint32_t most = 0;

	for (size_t i = 0; i < p->n; i++) {
		uint32_t groups = 0;
		pcre2_pattern_info(p->re[i], PCRE2_INFO_CAPTURECOUNT, &groups);
		if (groups > most)
			most = groups;
	}
	return pcre2_match_data_create(most + 1, NULL);
}

void pat_data_free(void *md)
{
	pcre2_match_data_free(md);
}

int pat_match(const patterns *p, size_t i, const char *tok, size_t n, void *md, const size_t **ov)
{
	int rc = pcre2_match(p->re[i], (PCRE2_SPTR)tok, n, 0, 0, md, p->mctx);

	*ov = pcre2_get_ovector_pointer(md);
	return rc;
}
