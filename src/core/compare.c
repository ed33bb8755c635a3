#include "core/compare.h"

#include <limits.h>
#include <stdio.h>
#include <string.h>

int cmp_same_outcome(const verdict *a, const verdict *b)
{
	return a->status == b->status && a->result == b->result && a->points == b->points &&
	       strcmp(a->termination, b->termination) == 0;
}

int cmp_diverges(const verdict *vs, size_t n)
{
	for (size_t i = 1; i < n; i++)
		if (!cmp_same_outcome(&vs[0], &vs[i]) || vs[0].plies != vs[i].plies)
			return 1;
	return 0;
}

/* What happens to a record under one rule set, as a point on the replay. */
enum { EV_GOES_ON, EV_ENDS, EV_ILLEGAL, EV_UNREADABLE };

static int event(const verdict *v, int *ply)
{
	if (v->status == ST_UNREADABLE)
		return *ply = 0, EV_UNREADABLE;
	if (v->status == ST_ILLEGAL && strcmp(v->err.code, "game-over") != 0)
		return *ply = v->error_ply, EV_ILLEGAL;
	if (v->verified)
		return *ply = v->plies, EV_ENDS; /* ended by the rules, after that ply */
	return *ply = INT_MAX, EV_GOES_ON;
}

static size_t say(char *msg, size_t len, size_t at, const char *fmt, const char *a, const char *b,
		  const char *c)
{
	if (at < len)
		at += (size_t)snprintf(msg + at, len - at, fmt, a, b, c);
	return at;
}

int cmp_first_divergence(const verdict *vs, size_t n, char *msg, size_t len)
{
	int first = INT_MAX, ply;
	size_t at = 0, going = 0;

	msg[0] = '\0';
	if (!cmp_diverges(vs, n))
		return -1;
	for (size_t i = 0; i < n; i++) {
		event(&vs[i], &ply);
		if (ply < first)
			first = ply;
	}
	for (size_t i = 0; i < n; i++) {
		const char *name = vs[i].v ? vs[i].v->name : "?";
		char what[400];
		int kind = event(&vs[i], &ply);

		if (ply > first) {
			going++;
			continue;
		}
		switch (kind) {
		case EV_ENDS:
			snprintf(what, sizeof what, "the game ends %s by %s (%s)",
				 rec_result_text(vs[i].result), vs[i].termination, vs[i].why);
			break;
		case EV_ILLEGAL:
			snprintf(what, sizeof what, "%s is illegal: %s", vs[i].err.token, vs[i].err.msg);
			break;
		case EV_UNREADABLE:
			snprintf(what, sizeof what, "the record cannot be refereed: %s", vs[i].err.msg);
			break;
		default: /* the moves agree; only the record's claims are judged apart */
			if (vs[i].status == ST_MISMATCH)
				snprintf(what, sizeof what, "the record is wrong: %s", vs[i].err.msg);
			else
				snprintf(what, sizeof what, "the record is %s",
					 ref_status_text(vs[i].status));
			break;
		}
		at = say(msg, len, at, "%sunder %s %s", at ? "; " : "", name, what);
	}
	if (going) {
		at = say(msg, len, at, "%s", at ? "; under " : "under ", "", "");
		for (size_t i = 0, k = 0; i < n; i++) {
			event(&vs[i], &ply);
			if (ply <= first)
				continue;
			at = say(msg, len, at, "%s%s", k == 0 ? "" : k + 1 == going ? " and " : ", ",
				 vs[i].v ? vs[i].v->name : "?", "");
			k++;
		}
		say(msg, len, at, " play goes on%s%s", "", "", "");
	}
	return first == INT_MAX ? vs[0].plies : first;
}

int cmp_foreign(const variant *used, const variant *tagged, char *out, size_t n)
{
	const game *g = used->game;

	if (!tagged || tagged == used)
		return 0;
	if (tagged->game != g) {
		snprintf(out, n, "the record is for %s, a %s rule set, not %s", tagged->name,
			 tagged->game->name, g->name);
		return 1;
	}
	for (size_t i = 0; i < g->nschema; i++) {
		char a[128], b[128];
		if (g->schema[i].type != OPT_DATA)
			continue;
		var_format(tagged, (int)i, a, sizeof a);
		var_format(used, (int)i, b, sizeof b);
		if (strcmp(a, b)) {
			snprintf(out, n, "the record is for %s: %s %s, not %s", tagged->name,
				 g->schema[i].path, a, b);
			return 1;
		}
	}
	return 0;
}
