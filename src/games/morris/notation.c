/* Morris move tokens: standard algebraic squares (d6, d6-d5, xd7, b4xd6,
 * d6-d5xd7, p) and PlayOK point numbers (12, 12-13, x12, 18x21). Tokens are
 * matched with PCRE2 patterns (base/pattern.h) compiled once per rule set. */
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
	return pat_compile(&r->base.pat, pattern, 2, 0, 10000, d);
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
	const size_t *ov;
	int rc;

	if (notation == NOT_SEPARATE)
		notation = NOT_ALGEBRAIC; /* the same tokens, only written apart */
	memset(m, 0, sizeof *m);
	m->from = m->to = -1;
	rc = n > 40 ? -1 : pat_match(&r->base.pat, (size_t)notation, tok, n, st->base.md, &ov);
	if (rc < 0)
		return diag_set(d, "bad-token", "'%.*s' is not a move in %s notation", (int)(n > 40 ? 40 : n),
				tok, notation == NOT_PLAYOK ? "PlayOK" : "algebraic");
#define GROUP(g) (rc > (g) && ov[2 * (g)] != PAT_UNSET && ov[2 * (g) + 1] > ov[2 * (g)])
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
