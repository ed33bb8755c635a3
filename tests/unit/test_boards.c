/* The morris boards shipped as data (variants/boards): each loads with the
 * points, joins and mills its source draws, and a game on it starts with the
 * moves those imply. The figures are the sources' own: GamesmanOne's masks
 * (seven: 24 joins and 14 mills; sesotho: 40 and 22) and the graphs of
 * Ludii's board ludemes (concentric rings, the hexagram's 36 edges, Symbol
 * S.2's 16, Xanan Zirge's 9x9 square with its diagonal and square mills). */
#include "unit.h"
#include "registry.h"

#include <errno.h>
#include <string.h>
#include <unistd.h>

#include "core/variant.h"
#include "games/morris/morris.h"

typedef struct board_case {
	const char *board;
	int points, joins, mills;
} board_case;

static const board_case cases[] = {
	{ "four-rings", 32, 44, 24 },
	{ "sesotho", 25, 40, 22 },
	{ "seven", 17, 24, 14 },
	{ "triangles", 18, 24, 12 },
	{ "triangles-mid", 18, 30, 15 },
	{ "pentagons", 30, 50, 25 },
	{ "hexagons", 36, 60, 30 },
	{ "hexagram", 19, 36, 27 },
	{ "symbol-s2", 12, 16, 8 },
	{ "twelve-orthogonal-mills", 24, 40, 16 },
	{ "three-king", 9, 20, 8 },
	{ "three-diagonal-moves-orthogonal-mills", 9, 16, 6 },
	{ "three-orthogonal-moves", 9, 12, 8 },
	{ "three-all-diagonals", 9, 20, 8 },
	{ "three-sides-diagonals", 9, 12, 6 }, /* Nzengue (Small): 8 side edges, 4 to the centre */
	{ "triangle-7", 7, 10, 5 },
	{ "wheel", 9, 16, 4 },
	{ "picaria", 13, 28, 16 },
	{ "alquerque-5", 25, 56, 40 },
	{ "alternating-5", 25, 56, 12 },
	{ "xonin-complex", 24, 48, 20 },
	{ "grid-9", 81, 144, 288 },
};

static char dir[64];

/* A rule set on the board with one piece a side that slides and never
 * flies: after each side has placed its piece, white slides. */
static variant *one_piece(const char *board, diag *d)
{
	char path[128];
	FILE *f;

	snprintf(path, sizeof path, "%s/%s.yaml", dir, board);
	if (!(f = fopen(path, "w")))
		fail_msg("%s: %s", path, strerror(errno));
	fprintf(f, "name: %s-one-piece\ngame: morris\nboard: %s\npieces: 1\nrules:\n"
		   "  flying: {enabled: false}\n  loss: {below: 0}\n  blocked: loses\n", board,
		board);
	fclose(f);
	return var_find(reg, path, d);
}

static long perft(mor_state *s, int depth)
{
	static mor_move mv[4][MOR_MAXACTS]; /* one list a ply, three plies deep */
	int n = mor_actions(s, mv[depth], MOR_MAXACTS);
	mor_state saved = *s;
	long total = 0;

	assert_true(depth < 4 && n <= MOR_MAXACTS);
	if (depth == 1)
		return n;
	for (int i = 0; i < n; i++) {
		diag d;
		void *h;
		size_t cap;

		if (mor_play(s, &mv[depth][i], &d))
			fail_msg("generated move %d is illegal: %s", i, d.msg);
		total += perft(s, depth - 1);
		h = s->hist;
		cap = s->caphist;
		*s = saved;
		s->hist = h;
		s->caphist = cap;
	}
	return total;
}

/* Points, joins (pairs of neighbours), mills; then the moves of the first
 * three plies: n placements, n - 1 replies, and white's slides, which come
 * to (n - 2) times twice the joins, every point having a neighbour. */
static void check(const board_case *c, const variant *v)
{
	const mor_rules *r = v->rules;
	mor_state *s = v->game->state_new(v->rules);
	int ends = 0;

	assert_non_null(s);
	for (int p = 0; p < r->b.n; p++)
		ends += MOR_COUNT(r->b.adj, p);
	if (r->b.n != c->points || ends != 2 * c->joins || r->b.nmills != c->mills)
		fail_msg("%s: %d points, %d joins, %d mills; its source has %d, %d, %d", c->board,
			 r->b.n, ends / 2, r->b.nmills, c->points, c->joins, c->mills);
	assert_int_equal(perft(s, 3), (long)(c->points - 2) * 2 * c->joins);
	v->game->state_free(s);
}

static void boards(void **st)
{
	(void)st;
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		diag d;
		variant *v;
		if (!(v = one_piece(cases[i].board, &d)))
			fail_msg("%s: %s", cases[i].board, d.msg);
		check(&cases[i], v);
	}
}

static int make_dir(void **st)
{
	snprintf(dir, sizeof dir, "/tmp/arbiter-boards-XXXXXX");
	return setup(st) || !mkdtemp(dir);
}

static int remove_dir(void **st)
{
	char path[128];

	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		snprintf(path, sizeof path, "%s/%s.yaml", dir, cases[i].board);
		unlink(path);
	}
	rmdir(dir);
	return teardown(st);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(boards),
	};
	return cmocka_run_group_tests_name("boards", tests, make_dir, remove_dir);
}
