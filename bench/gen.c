/* gen: writes random legal games of any game as tagged records, for the
 * benchmark and for test records. Every move is drawn from the referee's own
 * list of legal moves; each record claims the result the game reached.
 *
 *   gen [-V VARIANT] [-c COUNT] [-s SEED] [-m MAX_PLIES] [-w TERMINATION]
 *       [-n NOTATION] [--comments] [--flat] [--plycount] [--wrong WHAT]
 *
 * -w keeps only games that end by that termination (tries up to 100000
 * games per record); --flat writes one game per line, moves only;
 * --plycount adds a [PlyCount] tag. --wrong makes every record wrong, for
 * the benchmark of records that are not valid: "plycount" claims one ply
 * too few (too many may count removals as plies), "result" claims another
 * result (a game -m cut short may end so: by resignation), "move" writes in the middle of
 * the game the ply before again where a ply stands (illegal: the point or
 * cell is taken, or the piece left it). Records go to standard output. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "core/referee.h"
#include "core/variant.h"
#include "games/game.h"

/* xorshift64*: small, fast, and the same on every machine. */
static uint64_t next(uint64_t *s)
{
	*s ^= *s >> 12;
	*s ^= *s << 25;
	*s ^= *s >> 27;
	return *s * 2685821657736338717ULL;
}

enum { WRONG_NONE, WRONG_PLYCOUNT, WRONG_RESULT, WRONG_MOVE };

/* Where each ply's text starts and ends in the movetext, kept from game
 * to game. */
typedef struct spans {
	size_t (*at)[2];
	size_t n, cap;
} spans;

static void span_add(spans *s, size_t from, size_t to)
{
	if (s->n == s->cap) {
		s->cap = s->cap ? 2 * s->cap : 256;
		if (!(s->at = realloc(s->at, s->cap * sizeof *s->at))) {
			fputs("gen: out of memory\n", stderr);
			exit(2);
		}
	}
	s->at[s->n][0] = from;
	s->at[s->n][1] = to;
	s->n++;
}

/* The middle ply's text replaced by the text of the ply before. */
static void repeat_middle(buf *out, const spans *s, buf *tmp)
{
	size_t k = s->n / 2, *prev, *here;

	if (k < 1)
		return;
	prev = s->at[k - 1];
	here = s->at[k];
	buf_clear(tmp);
	buf_add(tmp, out->p, here[0]);
	buf_add(tmp, out->p + prev[0], prev[1] - prev[0]);
	buf_add(tmp, out->p + here[1], out->len - here[1]);
	buf_clear(out);
	buf_add(out, tmp->p, tmp->len);
}

/* Plays one game; the movetext goes to out, each ply's place in it to
 * plies. Returns the outcome. */
static void play(const variant *v, void *st, int notation, uint64_t *rng, int max_plies,
		 int comments, int flat, buf *out, spans *plies, outcome *o)
{
	const game *g = v->game;
	game_move mv[4096];
	size_t line = out->len;
	int ply_open = 0;

	plies->n = 0;

	g->state_reset(st, &(game_start){ .notation = notation, .match = { .length = -1 } });
	for (;;) {
		int n, before;
		diag d;
		*o = *&game_base_c(st)->out;
		if (o->over || game_base_c(st)->plies >= max_plies)
			break;
		n = g->moves(st, NULL, mv, 4096);
		if (n <= 0)
			break;
		n = (int)(next(rng) % (uint64_t)n);
		before = game_base_c(st)->plies;
		if (flat) {
			if (out->len > line)
				buf_puts(out, g->notations[notation].fields > 1 ? ", " : " ");
		} else if (!ply_open) {
			if (out->len - line > 64) {
				buf_puts(out, "\n");
				line = out->len;
			} else if (out->len > line) {
				buf_puts(out, " ");
			}
			if (before % 2 == 0)
				buf_printf(out, "%d. ", before / 2 + 1);
		}
		{
			size_t from = out->len;
			g->encode(st, notation, &mv[n], out);
			for (size_t i = from; !flat && i < out->len; i++)
				if (out->p[i] == ' ') /* one token in the tagged format: 4,4 */
					out->p[i] = ',';
			span_add(plies, from, out->len);
		}
		if (g->play(st, &mv[n], &d)) {
			fprintf(stderr, "gen: the referee refused its own move: %s\n", d.msg);
			exit(2);
		}
		ply_open = game_base_c(st)->plies == before;
		if (!ply_open && comments && next(rng) % 16 == 0)
			buf_puts(out, " {a comment}");
	}
	*o = *&game_base_c(st)->out;
	if (flat)
		buf_puts(out, "\n");
}

/* The result a record claims: the game's, or with --wrong result another. */
static const char *claim(const outcome *o, int wrong)
{
	if (wrong != WRONG_RESULT)
		return o->over ? rec_result_text(o->result) : "*";
	return o->over && o->result == RES_WHITE ? "0-1" : "1-0";
}

int main(int argc, char **argv)
{
	static const struct option longs[] = {
		{ "variant", required_argument, NULL, 'V' },
		{ "count", required_argument, NULL, 'c' },
		{ "seed", required_argument, NULL, 's' },
		{ "max-plies", required_argument, NULL, 'm' },
		{ "want", required_argument, NULL, 'w' },
		{ "notation", required_argument, NULL, 'n' },
		{ "comments", no_argument, NULL, 'C' },
		{ "flat", no_argument, NULL, 'F' },
		{ "plycount", no_argument, NULL, 'P' },
		{ "wrong", required_argument, NULL, 'W' },
		{ NULL, 0, NULL, 0 },
	};
	static const char *const wrongs[] = { "", "plycount", "result", "move", NULL };
	const char *vname = "nine-mens-morris", *want = NULL, *nname = NULL;
	long count = 10, max_plies = 300;
	uint64_t seed = 1;
	int c, comments = 0, notation = 0, flat = 0, plycount = 0, wrong = WRONG_NONE;
	var_registry *reg = var_registry_new();
	variant *v;
	diag d;
	void *st;
	buf moves = { 0 }, tmp = { 0 };
	spans plies = { 0 };

	while ((c = getopt_long(argc, argv, "V:c:s:m:w:n:C", longs, NULL)) != -1) {
		switch (c) {
		case 'V': vname = optarg; break;
		case 'c': count = atol(optarg); break;
		case 's': seed = strtoull(optarg, NULL, 10) * 2 + 1; break;
		case 'm': max_plies = atol(optarg); break;
		case 'w': want = optarg; break;
		case 'n': nname = optarg; break;
		case 'C': comments = 1; break;
		case 'F': flat = 1; break;
		case 'P': plycount = 1; break;
		case 'W':
			for (wrong = 1; wrongs[wrong] && strcmp(wrongs[wrong], optarg); wrong++)
				;
			if (wrongs[wrong])
				break;
			/* fall through */
		default:
			fprintf(stderr, "usage: gen [-V VARIANT] [-c COUNT] [-s SEED] "
					"[-m MAX_PLIES] [-w TERMINATION] [-n NOTATION] [--comments] [--flat]\n"
					"           [--plycount] [--wrong plycount|result|move]\n");
			return 2;
		}
	}
	if (flat && (plycount || wrong == WRONG_PLYCOUNT || wrong == WRONG_RESULT)) {
		fputs("gen: a flat line claims nothing: no --plycount, no --wrong plycount or result\n",
		      stderr);
		return 2;
	}
	if (!(v = var_find(reg, vname, &d))) {
		fprintf(stderr, "gen: %s\n", d.msg);
		return 2;
	}
	if (nname && (notation = ref_notation(v->game, nname)) < 0) {
		fprintf(stderr, "gen: no notation %s\n", nname);
		return 2;
	}
	st = v->game->state_new(v->rules);
	for (long i = 0; i < count; i++) {
		outcome o;
		long tries = 0;
		do {
			buf_clear(&moves);
			play(v, st, notation, &seed, (int)max_plies, comments, flat, &moves, &plies,
			     &o);
		} while (want && (!o.over || strcmp(o.termination, want)) && ++tries < 100000);
		if (want && tries >= 100000) {
			fprintf(stderr, "gen: no game ended by %s in %ld tries\n", want, tries);
			return 1;
		}
		if (wrong == WRONG_MOVE)
			repeat_middle(&moves, &plies, &tmp);
		if (flat) {
			fputs(moves.p, stdout);
			continue;
		}
		/* two random players who take turns to start */
		printf("[Event \"Random games\"]\n[Site \"bench/gen\"]\n[Round \"%ld\"]\n"
		       "[White \"random %c\"]\n[Black \"random %c\"]\n[Variant \"%s\"]\n%s%s%s"
		       "[Result \"%s\"]\n",
		       i + 1, i % 2 ? 'B' : 'A', i % 2 ? 'A' : 'B', v->name,
		       nname ? "[Notation \"" : "", nname ? nname : "", nname ? "\"]\n" : "",
		       claim(&o, wrong));
		if (plycount || wrong == WRONG_PLYCOUNT)
			printf("[PlyCount \"%d\"]\n",
			       game_base_c(st)->plies - (wrong == WRONG_PLYCOUNT));
		printf("\n%s %s\n\n", moves.p, claim(&o, wrong));
	}
	buf_free(&moves);
	buf_free(&tmp);
	free(plies.at);
	v->game->state_free(st);
	var_registry_free(reg);
	return 0;
}
