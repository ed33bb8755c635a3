/* Backgammon actions as Jellyfish .mat files write them, each from the
 * mover's side: "52: 13/8 24/22", "8/4(2)", "bar/22" or "25/22", "6/off" or
 * "6/0", "13/7*", an empty play "54:", "Doubles => 2", "Takes", "Drops",
 * "Beavers => 4". The action's shape is matched with PCRE2; the checker moves
 * are read by hand. */
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "games/backgammon/bg.h"

/* 1-2: dice, 3: the play; 4: a double's value; 5: take; 6: drop; 7: a beaver's value */
static const char pattern[] =
	"^(?:([1-6])([1-6]):\\s*(.*?)\\s*|doubles\\s*=>\\s*([0-9]+)|(takes|accepts)|"
	"(drops|passes|rejects)|beavers\\s*=>\\s*([0-9]+))$";

int bg_patterns(bg_rules *r, diag *d)
{
	int err;
	PCRE2_SIZE off;

	if (!(r->re = pcre2_compile((PCRE2_SPTR)pattern, PCRE2_ZERO_TERMINATED,
				    PCRE2_CASELESS | PCRE2_DOTALL, &err, &off, NULL)))
		return diag_set(d, "internal", "the action pattern does not compile");
	pcre2_jit_compile(r->re, PCRE2_JIT_COMPLETE);
	if (!(r->mctx = pcre2_match_context_create(NULL)))
		return diag_set(d, "nomem", "out of memory");
	pcre2_set_match_limit(r->mctx, 100000);
	return 0;
}

void bg_patterns_free(bg_rules *r)
{
	pcre2_code_free(r->re);
	pcre2_match_context_free(r->mctx);
}

/* A point: 1-25, "bar" (25), "off" (0). Returns -1 when it is none. */
static int point(const char **p, const char *end)
{
	const char *s = *p;
	int n = 0, digits = 0;

	if (end - s >= 3 && strncasecmp(s, "bar", 3) == 0) {
		*p = s + 3;
		return BG_BAR;
	}
	if (end - s >= 3 && strncasecmp(s, "off", 3) == 0) {
		*p = s + 3;
		return BG_OFF;
	}
	while (s < end && *s >= '0' && *s <= '9' && digits < 3)
		n = n * 10 + *s++ - '0', digits++;
	*p = s;
	return digits && n <= BG_BAR ? n : -1;
}

/* "24/18/13 8/4(2)": checker moves, chains cut into steps, (k) repeats. */
static int moves(const char *s, size_t n, bg_move *m, diag *d)
{
	const char *p = s, *end = s + n;

	while (p < end) {
		int from, to, first = m->n, reps = 1;
		while (p < end && (*p == ' ' || *p == '\t'))
			p++;
		if (p == end)
			break;
		if ((from = point(&p, end)) < 0)
			return diag_set(d, "bad-token", "'%.*s' is not a checker move", (int)n, s);
		while (p < end && *p == '/') {
			p++;
			if ((to = point(&p, end)) < 0)
				return diag_set(d, "bad-token", "'%.*s' is not a checker move", (int)n, s);
			if (m->n == BG_MAXSTEPS)
				return diag_set(d, "bad-token", "more than %d checker moves", BG_MAXSTEPS);
			m->from[m->n] = (int8_t)from;
			m->to[m->n] = (int8_t)to;
			m->hit[m->n] = 0;
			if (p < end && *p == '*') {
				m->hit[m->n] = 1;
				p++;
			}
			m->n++;
			from = to;
		}
		if (m->n == first)
			return diag_set(d, "bad-token", "'%.*s' is not a checker move", (int)n, s);
		if (p < end && *p == '(') {
			p++;
			reps = *p >= '1' && *p <= '4' ? *p++ - '0' : 0;
			if (!reps || p >= end || *p++ != ')')
				return diag_set(d, "bad-token", "'%.*s': a repeat is written (2) to (4)",
						(int)n, s);
		}
		for (int r = 1; r < reps; r++)
			for (int k = first, last = m->n; k < last; k++) {
				if (m->n == BG_MAXSTEPS)
					return diag_set(d, "bad-token", "more than %d checker moves",
							BG_MAXSTEPS);
				m->from[m->n] = m->from[k];
				m->to[m->n] = m->to[k];
				m->hit[m->n] = 0;
				m->n++;
			}
		if (p < end && *p != ' ' && *p != '\t')
			return diag_set(d, "bad-token", "'%.*s' is not a checker move", (int)n, s);
	}
	return 0;
}

int bg_decode(bg_state *s, const char *tok, size_t n, int who, bg_move *m, diag *d)
{
	pcre2_match_data *md = s->md;
	PCRE2_SIZE *ov;
	int rc;

	memset(m, 0, sizeof *m);
	m->who = (int8_t)who;
	rc = n > 200 ? -1 : pcre2_match(s->r->re, (PCRE2_SPTR)tok, n, 0, 0, md, s->r->mctx);
	if (rc < 0)
		return diag_set(d, "bad-token", "'%.*s' is not a backgammon action",
				(int)(n > 40 ? 40 : n), tok);
	ov = pcre2_get_ovector_pointer(md);
#define HAS(g) (rc > (g) && ov[2 * (g)] != PCRE2_UNSET)
#define AT(g) (tok + ov[2 * (g)])
#define LEN(g) (ov[2 * (g) + 1] - ov[2 * (g)])
	if (HAS(1)) {
		const char *play = AT(3);
		size_t len = LEN(3);
		m->kind = BG_PLAY;
		m->die[0] = (uint8_t)(*AT(1) - '0');
		m->die[1] = (uint8_t)(*AT(2) - '0');
		if (len == 3 && memcmp(play, "???", 3) == 0)
			m->kind = BG_UNKNOWN;
		else if (len == 11 && strncasecmp(play, "cannot move", 11) == 0)
			m->n = 0;
		else if (moves(play, len, m, d))
			return -1;
	} else if (HAS(4)) {
		m->kind = BG_DOUBLE;
		m->value = atoi(AT(4));
	} else if (HAS(5)) {
		m->kind = BG_TAKE;
	} else if (HAS(6)) {
		m->kind = BG_DROP;
	} else {
		m->kind = BG_BEAVER;
		m->value = atoi(AT(7));
	}
#undef HAS
#undef AT
#undef LEN
	return 0;
}

void bg_encode(const bg_move *m, buf *out)
{
	switch (m->kind) {
	case BG_DOUBLE: buf_printf(out, "Doubles => %d", m->value); return;
	case BG_TAKE: buf_puts(out, "Takes"); return;
	case BG_DROP: buf_puts(out, "Drops"); return;
	case BG_BEAVER: buf_printf(out, "Beavers => %d", m->value); return;
	case BG_UNKNOWN: buf_printf(out, "%d%d: ???", m->die[0], m->die[1]); return;
	}
	buf_printf(out, "%d%d:", m->die[0], m->die[1]);
	for (int k = 0; k < m->n; k++)
		buf_printf(out, " %d/%d%s", m->from[k], m->to[k], m->hit[k] ? "*" : "");
}
