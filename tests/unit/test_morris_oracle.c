/* arbiter's morris rule sets against two independent programs
 * (tests/data/morris-oracle): Sanmill's engine, whose moves are single
 * actions (a placement, a slide, or a removal of its own), and GamesmanOne's
 * mills game, whose moves are whole turns (a placement or slide with its
 * removal). Every recorded game is replayed, and at each position arbiter's
 * legal moves are compared with the oracle's (their number and a hash of the
 * sorted list), then arbiter's verdict at the end with the oracle's; perft
 * counts from the start and from positions of those games; and illegal
 * moves, which arbiter must refuse as the oracle did.
 *
 * One TAP test per data file and rule set, written here rather than by
 * cmocka (whose skips the TAP driver counts as failures). A rule set arbiter
 * does not ship yet is skipped and named, so that its check turns on when its
 * file lands. With ARBITER_TEST_FULL set (./quickstart test --full) every
 * record is checked; else a sample (sampled() says which). */
#include <jansson.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/variant.h"
#include "games/morris/morris.h"

enum { K_GAMES, K_PERFT, K_PROBES };
enum { MAXLIST = 4096, QUICK_EVERY = 8, QUICK_NODES = 20000, MAXDEPTH = 8 };

typedef char mname[24];

/* A data file: its lines, read once. */
typedef struct dfile {
	const char *rel;
	int kind;
	int whole;            /* the oracle's moves are whole turns */
	struct dfile *games;  /* where perft and probe prefixes come from */
	json_t **line;
	size_t n;
} dfile;

/* One test: the lines of a file for one rule set. */
typedef struct group {
	dfile *f;
	const char *variant;
	size_t *idx, n;
	char name[128];
	int deviations;       /* games that meet a known deviation of the oracle */
} group;

static var_registry *reg;
static int full, failed;
/* copies of positions (mor_copy: each with a history of its own, freed at
 * the end), for listing whole turns (by removals owed) and for perft (by
 * depth) */
static mor_state lv[MAXDEPTH + 1], pf[MAXDEPTH + 1];

static dfile files[] = {
	{ "tests/data/morris-oracle/sanmill-games.jsonl", K_GAMES, 0, NULL, NULL, 0 },
	{ "tests/data/morris-oracle/sanmill-perft.jsonl", K_PERFT, 0, &files[0], NULL, 0 },
	{ "tests/data/morris-oracle/sanmill-probes.jsonl", K_PROBES, 0, &files[0], NULL, 0 },
	{ "tests/data/morris-oracle/gamesman-games.jsonl", K_GAMES, 1, NULL, NULL, 0 },
	{ "tests/data/morris-oracle/gamesman-perft.jsonl", K_PERFT, 1, &files[3], NULL, 0 },
	{ "tests/data/morris-oracle/gamesman-probes.jsonl", K_PROBES, 1, &files[3], NULL, 0 },
};

/* A fault of the data or of memory, not a disagreement: the run stops. */
static void die(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));
static void die(const char *fmt, ...)
{
	va_list ap;
	printf("Bail out! ");
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
	exit(1);
}

/* Text as TAP comments, line by line. */
static void comment(const char *text, size_t n)
{
	while (n) {
		size_t k = 0;
		while (k < n && text[k] != '\n')
			k++;
		printf("# %.*s\n", (int)k, text);
		text += k + (k < n);
		n -= k + (k < n);
	}
}

static const char *str(json_t *o, const char *key)
{
	const char *s = json_string_value(json_object_get(o, key));
	return s ? s : "";
}

static long num(json_t *o, const char *key)
{
	return (long)json_integer_value(json_object_get(o, key));
}

static void copy_state(mor_state *c, const mor_state *src)
{
	if (mor_copy(c, src))
		die("out of memory");
}

static buf textbuf; /* one buffer for every move written */

static void text(const mor_state *s, const mor_move *m, char *out, size_t n)
{
	buf_clear(&textbuf);
	if (mor_encode(s, NOT_ALGEBRAIC, m, &textbuf) || textbuf.failed)
		die("out of memory");
	snprintf(out, n, "%.*s", (int)textbuf.len, textbuf.p ? textbuf.p : "");
}

/* The position's moves as text, in `out` from *n on: single actions, or
 * whole turns (an action that leaves a removal owed goes on with it). */
static void list(const mor_state *s, int whole, int depth, const char *prefix, mname *out, int *n)
{
	static mor_move acts[MAXDEPTH + 1][MOR_MAXACTS];
	mor_move *mv = acts[depth];
	int k = mor_actions(s, mv, MOR_MAXACTS);

	for (int i = 0; i < k; i++) {
		char t[24];
		diag d;
		mor_state *c = &lv[depth];

		text(s, &mv[i], t, sizeof t);
		if (whole) {
			copy_state(c, s);
			if (mor_play(c, &mv[i], &d))
				die("arbiter lists %s%s but refuses it: %s", prefix, t, d.msg);
			if (c->base.plies == s->base.plies && !c->base.out.over && depth < MAXDEPTH) {
				char p[24];
				snprintf(p, sizeof p, "%s%s", prefix, t);
				list(c, whole, depth + 1, p, out, n);
				continue;
			}
		}
		if (*n >= MAXLIST)
			die("more than %d moves in one position", MAXLIST);
		snprintf(out[(*n)++], sizeof *out, "%s%s", prefix, t);
	}
}

static int by_text(const void *a, const void *b)
{
	return strcmp(a, b);
}

/* Sorted, without repeats; the number left. */
static int sorted(mname *m, int n)
{
	int k = 0;
	qsort(m, (size_t)n, sizeof *m, by_text);
	for (int i = 0; i < n; i++)
		if (!k || strcmp(m[k - 1], m[i]))
			memmove(m[k++], m[i], sizeof *m);
	return k;
}

/* FNV-1a (32 bits) of the sorted list joined by spaces, as the drivers
 * that wrote the data compute it. */
static unsigned hash(mname *m, int n)
{
	unsigned h = 2166136261u;
	for (int i = 0; i < n; i++) {
		if (i)
			h = (h ^ ' ') * 16777619u;
		for (const char *c = m[i]; *c; c++)
			h = (h ^ (unsigned char)*c) * 16777619u;
	}
	return h;
}

static int play_token(const variant *v, mor_state *s, const char *tok, size_t len, diag *d)
{
	game_move m;
	if (v->game->decode(s, NOT_ALGEBRAIC, tok, len, -1, &m, d))
		return -1;
	return v->game->play(s, &m, d);
}

/* Plays the first `plies` moves of a game's text (all with -1). */
static int replay(const variant *v, mor_state *s, const char *moves, long plies, diag *d)
{
	const char *p = moves;
	for (long i = 0; *p && (plies < 0 || i < plies); i++) {
		size_t len = strcspn(p, " ");
		if (play_token(v, s, p, len, d))
			return -1;
		p += len;
		p += *p == ' ';
	}
	return 0;
}

static variant *find(const char *name, diag *d)
{
	variant *v = var_find(reg, name, d);
	if (v && strcmp(v->game->name, "morris"))
		die("%s is a rule set of %s, not of morris", name, v->game->name);
	return v;
}

/* The arbiter termination an oracle's reason for the end stands for. */
static const char *termination(const char *end)
{
	static const char *const map[][2] = {
		{ "loseFewerThanThree", "fewer-pieces" }, { "loseNoLegalMoves", "blocked" },
		{ "loseFullBoard", "board-full" }, { "drawFullBoard", "board-full" },
		{ "drawThreefoldRepetition", "repetition" }, { "drawFiftyMove", "move-limit" },
		{ "drawEndgameFiftyMove", "endgame-move-limit" },
		{ "drawStalemateCondition", "blocked-draw" }, { "two-pieces", "fewer-pieces" },
		{ "no-moves", "blocked" }, { "full-board-tie", "board-full" },
	};
	for (size_t i = 0; i < sizeof map / sizeof map[0]; i++)
		if (!strcmp(map[i][0], end))
			return map[i][1];
	return NULL;
}

static int result_of(const char *r)
{
	return !strcmp(r, "1-0") ? RES_WHITE : !strcmp(r, "0-1") ? RES_BLACK :
	       !strcmp(r, "1/2-1/2") ? RES_DRAW : RES_NONE;
}

/* Says where a game went wrong: the moves before, arbiter's list, the board. */
static void tell(const variant *v, const mor_state *s, json_t *g, int ply, const char *what,
		 mname *m, int n)
{
	buf b = { 0 };
	const char *from = str(g, "moves"), *to = from;

	/* the eight moves before the ply */
	for (int i = 0; i < ply && *to; i++) {
		if (i >= 8)
			from += strcspn(from, " ") + 1;
		to += strcspn(to, " ");
		to += *to == ' ';
	}
	while (to > from && to[-1] == ' ')
		to--;
	buf_printf(&b, "%s game %ld, ply %d, after %s%.*s: %s\n", v->name, num(g, "game"), ply + 1,
		   ply > 8 ? "..." : "", (int)(to - from), from, what);
	if (m) {
		buf_puts(&b, "  arbiter's moves:");
		for (int i = 0; i < n; i++)
			buf_printf(&b, " %s", m[i]);
		buf_puts(&b, "\n");
	}
	v->game->draw(s, NULL, NULL, &b);
	comment(b.p ? b.p : "", b.p ? b.len : 0);
	buf_free(&b);
}

/* The known deviations of Sanmill's engine (README), which the record names
 * with the ply they start at; arbiter must stand where the README says. */
static int is(json_t *g, const char *kind)
{
	return !strcmp(str(g, "deviation"), kind);
}

/* draw-before-removal: the engine counts a removal as a move of its own, so
 * after a slide that closes a mill as the last move its N-move rule allows it
 * declares the draw before the removal. arbiter counts the removal with the
 * slide that earned it, and waits for it: a removal owed, at the limit.
 * draw-after-removal: the engine judges its N-move rule inside a removal with
 * the slides before it; arbiter, after the removal, plays on. */
static int deviation_at_end(const mor_state *s, json_t *g, const char *last)
{
	const mor_rules *r = s->r;
	int slides = s->quiet + 1;

	if (s->base.out.over)
		return 0;
	if (is(g, "draw-before-removal"))
		return s->owe && s->owe_kind == OWE_MILL && s->mill_from >= 0 &&
		       ((r->limit && slides >= r->limit) || (r->end_limit && slides >= r->end_limit));
	return is(g, "draw-after-removal") && last && last[0] == 'x' && !s->owe;
}

/* arbiter's verdict at the end of a game against the oracle's: 0 when they
 * agree, 1 on a known deviation, else -1 having said why. */
static int check_end(const variant *v, const mor_state *s, json_t *g, int ply, const char *last)
{
	const outcome *o = &s->base.out;
	const char *end = str(g, "end"), *want = termination(end);
	int res = result_of(str(g, "result"));
	char what[320];

	if (deviation_at_end(s, g, last))
		return 1;
	if (res == RES_NONE && o->over)
		snprintf(what, sizeof what, "the oracle plays on, arbiter ends the game: %s", o->why);
	else if (res != RES_NONE && !o->over)
		snprintf(what, sizeof what, "the oracle ends the game (%s, %s), arbiter plays on",
			 str(g, "result"), end);
	else if (res != RES_NONE && (o->result != res || (want && strcmp(want, o->termination))))
		snprintf(what, sizeof what, "the oracle says %s (%s), arbiter %s (%s: %s)",
			 str(g, "result"), end, o->result == RES_WHITE ? "1-0" :
			 o->result == RES_BLACK ? "0-1" : "1/2-1/2", o->termination, o->why);
	else
		return 0;
	tell(v, s, g, ply, what, NULL, 0);
	return -1;
}

/* One game: the list at every position, each move, the verdict at the end.
 * Returns 0, 1 (the oracle's known deviation), or -1 having said why. */
static int check_game(const variant *v, json_t *g, int whole)
{
	static mname m[MAXLIST];
	const char *p = str(g, "moves"), *q = str(g, "legal"), *last = NULL;
	mor_state *s = v->game->state_new(v->rules);
	int ply = 0, rc = -1;
	diag d;

	if (!s)
		die("out of memory");
	for (; *p; ply++) {
		size_t len = strcspn(p, " ");
		unsigned want_hash = 0;
		int want = -1, n = 0;
		char what[320];

		if (sscanf(q, "%d:%x", &want, &want_hash) != 2)
			die("%s game %ld: no digest for ply %d", v->name, num(g, "game"), ply + 1);
		q += strcspn(q, " ");
		q += *q == ' ';
		list(s, whole, 0, "", m, &n);
		n = sorted(m, n);
		if (n != want || hash(m, n) != want_hash) {
			snprintf(what, sizeof what, "arbiter has %d moves (hash %08x), the oracle %d (%08x)",
				 n, hash(m, n), want, want_hash);
			tell(v, s, g, ply, what, m, n);
			goto out;
		}
		if (play_token(v, s, p, len, &d)) {
			snprintf(what, sizeof what, "arbiter refuses %.*s: %s", (int)len, p, d.msg);
			tell(v, s, g, ply, what, NULL, 0);
			goto out;
		}
		last = p;
		p += len;
		p += *p == ' ';
	}
	rc = check_end(v, s, g, ply, last);
out:
	v->game->state_free(s);
	return rc;
}

static long perft(const mor_state *s, int whole, int depth)
{
	static mname m[MAXDEPTH + 1][MAXLIST];
	long total = 0;
	int n = 0;

	list(s, whole, 0, "", m[depth], &n);
	if (depth == 1)
		return n;
	for (int i = 0; i < n; i++) {
		mor_state *t = &pf[depth];
		diag d;

		copy_state(t, s);
		/* a whole turn's text is its action and its removals, glued */
		{
			game_move gm;
			if (mor_decode(t, NOT_ALGEBRAIC, m[depth][i], strlen(m[depth][i]),
				       mor_move_in(&gm), &d) || mor_play(t, mor_move_in_c(&gm), &d))
				die("perft: arbiter lists %s but refuses it: %s", m[depth][i], d.msg);
		}
		total += perft(t, whole, depth - 1);
	}
	return total;
}

/* The moves of game number k of the rule set in the games file. */
static const char *game_moves(const dfile *f, const char *rule_set, long k)
{
	for (size_t i = 0; i < f->n; i++)
		if (num(f->line[i], "game") == k && !strcmp(str(f->line[i], "variant"), rule_set))
			return str(f->line[i], "moves");
	die("%s: no game %ld of %s", f->rel, k, rule_set);
	return NULL;
}

static int check_perft(const variant *v, const group *g, json_t *o)
{
	mor_state *s = v->game->state_new(v->rules);
	long k = num(o, "game"), plies = num(o, "prefix_plies"), nodes, want = num(o, "nodes");
	int depth = (int)num(o, "depth");
	diag d;

	if (!s)
		die("out of memory");
	if (depth < 1 || depth > MAXDEPTH - 1)
		die("perft depth %d out of range", depth);
	if (plies && replay(v, s, game_moves(g->f->games, g->variant, k), plies, &d)) {
		printf("# %s game %ld: arbiter refuses a move of the first %ld: %s\n", v->name, k, plies,
		       d.msg);
		v->game->state_free(s);
		return -1;
	}
	nodes = perft(s, g->f->whole, depth);
	v->game->state_free(s);
	if (nodes == want)
		return 0;
	printf("# %s perft after %ld plies of game %ld, depth %d: arbiter %ld, the oracle %ld\n",
	       v->name, plies, k, depth, nodes, want);
	return -1;
}

static int check_probe(const variant *v, const group *g, json_t *o)
{
	mor_state *s = v->game->state_new(v->rules);
	long k = num(o, "game"), plies = num(o, "prefix_plies");
	const char *probe = str(o, "probe");
	int accepted, want = !strcmp(str(o, "verdict"), "accepted");
	diag d;

	if (!s)
		die("out of memory");
	if (replay(v, s, game_moves(g->f->games, g->variant, k), plies, &d)) {
		printf("# %s game %ld: arbiter refuses a move of the first %ld: %s\n", v->name, k, plies,
		       d.msg);
		v->game->state_free(s);
		return -1;
	}
	{
		int before = s->base.plies;
		accepted = !play_token(v, s, probe, strlen(probe), &d);
		/* a whole turn that leaves a removal owed is not a whole turn */
		if (accepted && g->f->whole && s->base.plies == before && !s->base.out.over) {
			accepted = 0;
			snprintf(d.msg, sizeof d.msg, "a removal is still owed");
		}
	}
	v->game->state_free(s);
	if (accepted == want)
		return 0;
	printf("# %s game %ld after %ld plies: the oracle %s %s, arbiter %s it%s%s\n", v->name, k,
	       plies, want ? "accepts" : "refuses", probe, accepted ? "accepts" : "refuses",
	       accepted ? "" : ": ", accepted ? "" : d.msg);
	return -1;
}

/* In the quick run: one game in eight, those that end in a draw (the rarer
 * verdicts) and those that meet a known deviation of the oracle, the smaller
 * perft counts, every illegal move. */
static int sampled(const group *g, size_t i)
{
	json_t *o = g->f->line[g->idx[i]];
	if (full)
		return 1;
	if (g->f->kind == K_GAMES)
		return i % QUICK_EVERY == 0 || !strcmp(str(o, "result"), "1/2-1/2") ||
		       *str(o, "deviation");
	if (g->f->kind == K_PERFT)
		return num(o, "nodes") <= QUICK_NODES;
	return 1;
}

/* One group: the TAP line, and comments saying what disagreed. */
static void run(int t, group *g)
{
	variant *v;
	diag d;
	size_t bad = 0, done = 0;

	if (!(v = find(g->variant, &d))) {
		if (strcmp(d.code, "unknown-variant"))
			die("%s: %s", g->variant, d.msg);
		printf("ok %d - %s # SKIP no rule set %s in arbiter yet (%zu records)\n", t, g->name,
		       g->variant, g->n);
		return;
	}
	for (size_t i = 0; i < g->n && bad < 3; i++) {
		json_t *o = g->f->line[g->idx[i]];
		int rc;
		if (!sampled(g, i))
			continue;
		done++;
		rc = g->f->kind == K_GAMES ? check_game(v, o, g->f->whole) :
		     g->f->kind == K_PERFT ? check_perft(v, g, o) : check_probe(v, g, o);
		bad += rc < 0;
		g->deviations += rc > 0;
	}
	if (g->deviations)
		printf("# %s: %d game%s meet%s a known deviation of the oracle, arbiter standing "
		       "where the README says\n", g->name, g->deviations, g->deviations == 1 ? "" : "s",
		       g->deviations == 1 ? "s" : "");
	failed += bad != 0;
	if (bad)
		printf("not ok %d - %s: %zu of %zu records disagree with the oracle\n", t, g->name, bad,
		       done);
	else
		printf("ok %d - %s: %zu records\n", t, g->name, done);
	fflush(stdout);
}

static void load(dfile *f)
{
	char path[1024];
	const char *src = getenv("SRCDIR");
	FILE *fp;
	char *line = NULL;
	size_t cap = 0;

	snprintf(path, sizeof path, "%s/%s", src && *src ? src : ".", f->rel);
	if (!(fp = fopen(path, "r")))
		die("cannot open %s", path);
	while (getline(&line, &cap, fp) > 0) {
		json_error_t err;
		json_t *o = json_loads(line, 0, &err), **grown;
		if (!o || !json_string_value(json_object_get(o, "variant")))
			die("%s:%zu: %s", path, f->n + 1, o ? "no variant" : err.text);
		if (!(grown = realloc(f->line, (f->n + 1) * sizeof *grown)))
			die("out of memory");
		f->line = grown;
		f->line[f->n++] = o;
	}
	free(line);
	fclose(fp);
}

/* The groups of a file: its rule sets, in the order they first appear. */
static size_t groups_of(dfile *f, group *out, size_t cap)
{
	static const char *const kind[] = { "games", "perft", "illegal moves" };
	size_t ng = 0;

	for (size_t i = 0; i < f->n; i++) {
		const char *name = str(f->line[i], "variant");
		size_t j = 0;
		while (j < ng && strcmp(out[j].variant, name))
			j++;
		if (j == ng) {
			if (ng == cap)
				die("too many rule sets");
			out[ng] = (group){ f, name, NULL, 0, "", 0 };
			snprintf(out[ng].name, sizeof out[ng].name, "%s %s %s",
				 f->whole ? "GamesmanOne" : "Sanmill", kind[f->kind], name);
			ng++;
		}
		if (!(out[j].idx = realloc(out[j].idx, (out[j].n + 1) * sizeof *out[j].idx)))
			die("out of memory");
		out[j].idx[out[j].n++] = i;
	}
	return ng;
}

int main(void)
{
	static group groups[512];
	size_t ng = 0;

	setvbuf(stdout, NULL, _IOLBF, 0);
	full = getenv("ARBITER_TEST_FULL") && *getenv("ARBITER_TEST_FULL");
	for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
		load(&files[i]);
		ng += groups_of(&files[i], groups + ng, sizeof groups / sizeof groups[0] - ng);
	}
	if (!(reg = var_registry_new()))
		die("out of memory");
	printf("1..%zu\n", ng);
	for (size_t i = 0; i < ng; i++)
		run((int)i + 1, &groups[i]);
	var_registry_free(reg);
	for (size_t i = 0; i < ng; i++)
		free(groups[i].idx);
	for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
		for (size_t j = 0; j < files[i].n; j++)
			json_decref(files[i].line[j]);
		free(files[i].line);
	}
	for (size_t i = 0; i < sizeof lv / sizeof lv[0]; i++) {
		free(lv[i].hist);
		free(pf[i].hist);
	}
	buf_free(&textbuf);
	return failed != 0;
}
