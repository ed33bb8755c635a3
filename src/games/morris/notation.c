/* Morris move tokens: standard algebraic squares (d6, d6-d5, xd7, b4xd6,
 * d6-d5xd7, p) and PlayOK point numbers (12, 12-13, x12, 18x21). Tokens are
 * matched with PCRE2 patterns compiled once per rule set, JIT where the
 * library has it. */
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
#include <stdio.h>
#include <string.h>

#include "games/morris/morris.h"

/* group 1: pass; 2: first point; 3: second point; 4: glued removals;
 * 5: removals alone */
static const char *const pattern[2] = {
	[NOT_ALGEBRAIC] = "^(?:(p)|([a-z][1-9])(?:[-:]([a-z][1-9]))?((?:x[a-z][1-9])*)"
			  "|((?:x[a-z][1-9])+))$",
	[NOT_PLAYOK] = "^(?:(p)|([1-9][0-9]?)(?:-([1-9][0-9]?))?((?:x[1-9][0-9]?)*)"
		       "|((?:x[1-9][0-9]?)+))$",
};

int mor_patterns(mor_rules *r, diag *d)
{
	for (int i = 0; i < 2; i++) {
		int err;
		PCRE2_SIZE off;
		pcre2_code *re = pcre2_compile((PCRE2_SPTR)pattern[i], PCRE2_ZERO_TERMINATED,
					       PCRE2_CASELESS, &err, &off, NULL);
		if (!re)
			return diag_set(d, "internal", "token pattern %d does not compile", i);
		pcre2_jit_compile(re, PCRE2_JIT_COMPLETE); /* falls back to the interpreter */
		r->re[i] = re;
	}
	if (!(r->mctx = pcre2_match_context_create(NULL)))
		return diag_set(d, "nomem", "out of memory");
	pcre2_set_match_limit(r->mctx, 10000);
	return 0;
}

void mor_patterns_free(mor_rules *r)
{
	for (int i = 0; i < 2; i++)
		pcre2_code_free(r->re[i]);
	pcre2_match_context_free(r->mctx);
}

void *mor_match_data(const mor_rules *r)
{
	return pcre2_match_data_create_from_pattern(r->re[0], NULL);
}

/* A point from its text: "d6" or a PlayOK number. */
static int point(const mor_board *b, int notation, const char *s, size_t n)
{
	if (notation == NOT_PLAYOK) {
		int k = s[0] - '0';
		if (n == 2)
			k = k * 10 + s[1] - '0';
		return k >= 1 && k <= b->n ? b->by_number[k - 1] : -1;
	}
	return b->at[(s[0] | 0x20) - 'a'][s[1] - '0'];
}

static int bad_point(const char *s, size_t n, int notation, diag *d)
{
	if (notation == NOT_PLAYOK)
		return diag_set(d, "bad-token", "%.*s is not a point number on this board", (int)n, s);
	return diag_set(d, "bad-token", "%.*s is not a point on this board", (int)n, s);
}

int mor_decode(mor_state *st, int notation, const char *tok, size_t n, mor_move *m, diag *d)
{
	const mor_rules *r = st->r;
	pcre2_match_data *md = st->md;
	PCRE2_SIZE *ov;
	int rc;

	if (notation == NOT_SEPARATE)
		notation = NOT_ALGEBRAIC; /* the same tokens, only written apart */
	memset(m, 0, sizeof *m);
	m->from = m->to = -1;
	rc = n > 40 ? -1 : pcre2_match(r->re[notation], (PCRE2_SPTR)tok, n, 0, 0, md, r->mctx);
	if (rc < 0)
		return diag_set(d, "bad-token", "'%.*s' is not a move in %s notation", (int)(n > 40 ? 40 : n),
				tok, notation == NOT_PLAYOK ? "PlayOK" : "algebraic");
	ov = pcre2_get_ovector_pointer(md);
#define GROUP(g) (rc > (g) && ov[2 * (g)] != PCRE2_UNSET && ov[2 * (g) + 1] > ov[2 * (g)])
#define AT(g) (tok + ov[2 * (g)])
#define LEN(g) (ov[2 * (g) + 1] - ov[2 * (g)])
	if (GROUP(1)) {
		m->kind = MV_PASS;
		return 0;
	}
	if (GROUP(2)) {
		int a = point(&r->b, notation, AT(2), LEN(2));
		if (a < 0)
			return bad_point(AT(2), LEN(2), notation, d);
		if (GROUP(3)) {
			int b = point(&r->b, notation, AT(3), LEN(3));
			if (b < 0)
				return bad_point(AT(3), LEN(3), notation, d);
			m->kind = MV_SLIDE;
			m->from = (int8_t)a;
			m->to = (int8_t)b;
		} else {
			m->kind = MV_PLACE;
			m->to = (int8_t)a;
		}
	} else {
		m->kind = MV_REMOVE;
	}
	{
		int g = GROUP(4) ? 4 : GROUP(5) ? 5 : 0;
		const char *p = g ? AT(g) : NULL, *e = g ? AT(g) + LEN(g) : NULL;
		while (p && p < e) {
			const char *q = p + 1;
			int k;
			while (q < e && *q != 'x' && *q != 'X')
				q++;
			if (m->nrem == MOR_MAXREM)
				return diag_set(d, "bad-token", "more than %d removals in one move", MOR_MAXREM);
			if ((k = point(&r->b, notation, p + 1, (size_t)(q - p - 1))) < 0)
				return bad_point(p + 1, (size_t)(q - p - 1), notation, d);
			m->rem[m->nrem++] = (int8_t)k;
			p = q;
		}
	}
#undef GROUP
#undef AT
#undef LEN
	return 0;
}

static void put_point(const mor_board *b, int notation, int p, buf *out)
{
	if (notation == NOT_PLAYOK)
		buf_printf(out, "%d", b->number[p] + 1);
	else
		buf_puts(out, b->name[p]);
}

int mor_encode(const mor_rules *r, int notation, const mor_move *m, buf *out)
{
	const mor_board *b = &r->b;

	if (notation == NOT_SEPARATE)
		notation = NOT_ALGEBRAIC;
	if (m->kind == MV_PASS)
		return buf_puts(out, "p");
	if (m->kind == MV_SLIDE) {
		put_point(b, notation, m->from, out);
		buf_puts(out, "-");
	}
	if (m->kind != MV_REMOVE)
		put_point(b, notation, m->to, out);
	for (int i = 0; i < m->nrem; i++) {
		buf_puts(out, "x");
		put_point(b, notation, m->rem[i], out);
	}
	return 0;
}
