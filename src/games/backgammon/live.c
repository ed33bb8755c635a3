/* Backgammon played move by move (lib/): who acts, the roll due and the
 * roll given, what the side may do now, and the rules of a turn that a
 * record cannot break but a live player can (dice chosen by the player, a
 * roll left unplayed). The referee of records never gives a roll and never
 * plays live: nothing here changes how a record is judged. */
#include <string.h>

#include "games/backgammon/bg.h"

void bg_turn(const void *st, game_turn *t)
{
	const bg_state *s = st;

	/* a raccoon (the doubler's redouble on a beaver) is answered by the
	 * beaverer, or taken by the doubler's next roll, as gnubg plays it
	 * and writes it: either may act (engine.c's action) */
	*t = (game_turn){ .side = s->side,
			  .either = s->answering ? s->beavered && s->side != s->roller : s->set_up };
	if (s->base.out.over || s->match_over || s->resigned >= 0) {
		t->side = -1;
		return;
	}
	if (s->answering || s->chain == CHAIN_NAMED)
		return; /* an answer is due; after 1-2 the player names a double */
	if (s->chain == CHAIN_DOUBLE) {
		t->die[0] = t->die[1] = s->chain_die; /* the doubles go on: no roll */
		return;
	}
	if (s->given[0]) {
		t->die[0] = s->given[0];
		t->die[1] = s->given[1];
		return;
	}
	t->roll = 2;
}

/* Why no roll is due now (bg_turn says none is). */
static int no_roll(const bg_state *s, diag *d)
{
	if (s->base.out.over || s->match_over || s->resigned >= 0)
		return diag_set(d, "no-roll", "the game is over");
	if (s->answering)
		return diag_set(d, "no-roll", "a double waits for its answer (take or drop), not a roll");
	if (s->chain == CHAIN_DOUBLE)
		return diag_set(d, "no-roll", "the doubles go on: %d-%d is played next, not rolled",
				s->chain_die, s->chain_die);
	if (s->chain == CHAIN_NAMED)
		return diag_set(d, "no-roll", "after 1-2 the player plays a double of its choice");
	return diag_set(d, "no-roll", "the dice are rolled already: %d-%d", s->given[0],
			s->given[1]);
}

int bg_roll(void *st, const int *dice, int n, diag *d)
{
	bg_state *s = st;
	game_turn t;

	if (n != 2 || dice[0] < 1 || dice[0] > 6 || dice[1] < 1 || dice[1] > 6)
		return diag_set(d, "bad-dice", "a roll is two dice, each 1 to 6");
	bg_turn(s, &t);
	if (!t.roll)
		return no_roll(s, d);
	if (s->side < 0) { /* the opening: each side throws one die, the higher starts */
		if (dice[0] == dice[1])
			return diag_set(d, "opening-tie", "the opening dice are equal (%d-%d): they "
					"are thrown again", dice[0], dice[1]);
		s->side = dice[0] > dice[1] ? 0 : 1;
		if (s->r->opening_reroll)
			return 0; /* the starter rolls again, and may roll a double */
	}
	s->given[0] = dice[0];
	s->given[1] = dice[1];
	return 0;
}

/* Every play of the roll d1-d2 at the end of out (the empty play where
 * none is possible); returns how many there are. */
static int plays(bg_state *s, int d1, int d2, game_move *out, int max)
{
	bg_move mv[BG_MAXPLAYS];
	int k = bg_plays(s, d1, d2, mv, BG_MAXPLAYS);

	if (k == 0)
		mv[k++] = (bg_move){ .kind = BG_PLAY, .who = (int8_t)s->side,
				     .die = { (uint8_t)d1, (uint8_t)d2 } };
	for (int i = 0; i < k && i < BG_MAXPLAYS && i < max; i++)
		*bg_move_in(&out[i]) = mv[i];
	return k;
}

/* One cube action of the side to act, at the end of out. */
static int act(const bg_state *s, int kind, game_move *out, int n, int max)
{
	if (n < max)
		*bg_move_in(&out[n]) = (bg_move){ .kind = (uint8_t)kind, .who = (int8_t)s->side,
						   .value = -1 };
	return n + 1;
}

int bg_live_moves(bg_state *s, game_move *out, int max)
{
	game_turn t;
	int n = 0;

	bg_turn(s, &t);
	if (t.side < 0)
		return 0;
	if (s->answering) {
		n = act(s, BG_TAKE, out, n, max);
		n = act(s, BG_DROP, out, n, max);
		if (s->r->beavers && s->money && s->offer * 2 <= s->r->cube_max)
			n = act(s, BG_BEAVER, out, n, max);
		return n;
	}
	if (t.roll) /* before the roll: the cube, from the second turn on */
		return s->rolls > 0 && s->chain == CHAIN_NONE && bg_may_double(s) ?
			       act(s, BG_DOUBLE, out, n, max) : 0;
	if (s->chain == CHAIN_NAMED) {
		for (int die = 1; die <= 6; die++)
			n += plays(s, die, die, out + (n < max ? n : max), n < max ? max - n : 0);
		return n;
	}
	return plays(s, t.die[0], t.die[1], out, max);
}

const char *bg_written_only(const game_move *gm)
{
	const bg_move *m = bg_move_in_c(gm);

	if (m->kind == BG_SETUP)
		return "a set-up (a position edited) is written in records, never played";
	if (m->kind == BG_RESIGN && m->unwritten)
		return "a roll whose play is not written is a record's, never played";
	return NULL;
}

/* What a live player may not do, which a record cannot: double before the
 * first roll or after the roll, play dice other than those given, or leave
 * a roll unplayed where a play is possible (a record may, before its
 * resignation: bg_play then keeps the roll in `rolled`). A play uses the
 * roll up: the next one rolls again. A resignation ends the game at once,
 * worth the least it can be (a record says what it was worth, live play
 * has no claim); a roll whose play was not written ("53: ???") does not:
 * the game waits, and only a set-up (gnubg's edited position) goes on. */
int bg_act(void *st, const game_move *gm, diag *d)
{
	bg_state *s = st;
	const bg_move *m = bg_move_in_c(gm);
	int d1 = m->die[0], d2 = m->die[1];

	if ((m->kind == BG_DOUBLE || m->kind == BG_BEAVER) && !s->answering && s->given[0])
		return diag_set(d, "rolled", "the dice are rolled (%d-%d): a double comes before "
				"the roll", s->given[0], s->given[1]);
	if ((m->kind == BG_DOUBLE || m->kind == BG_BEAVER) && !s->answering && s->rolls == 0)
		return diag_set(d, "no-opening", "the game starts with the opening roll, not a cube "
				"action");
	if (m->kind == BG_PLAY && !s->answering && s->given[0] &&
	    !(d1 == s->given[0] && d2 == s->given[1]) && !(d1 == s->given[1] && d2 == s->given[0]))
		return diag_set(d, "dice", "the roll is %d-%d, not %d-%d", s->given[0], s->given[1],
				d1, d2);
	if (bg_play(s, m, d))
		return -1;
	if (m->kind == BG_RESIGN && m->unwritten)
		return 0; /* a roll whose play was not written: a set-up may follow */
	if (m->kind == BG_RESIGN) /* live, a resignation ends the game: what it gave up */
		return bg_claim(s, !s->resigned, 0, 0, d) ? -1 : 0;
	if (s->rolled[0])
		return diag_set(d, "must-move", "the roll %d-%d allows a play: it must be played",
				s->rolled[0], s->rolled[1]);
	if (m->kind == BG_PLAY)
		s->given[0] = s->given[1] = 0;
	return 0;
}
