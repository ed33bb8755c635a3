/* The tables family's rule options, one verdict per rule point on
 * hand-built positions (pins, one checker holding a point, the same-way
 * board, the first checker, the head, the six-prime, the mother checker,
 * the doubles progression, acey-deucey's hand and 1-2), and the legal plays
 * against those of an independent program (tests/data/tables/oracle). */
#include "unit.h"
#include "registry.h"
#include "position.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void ok(bg_state *s, int who, const char *tok)
{
	diag d;
	if (act(s, who, tok, &d))
		fail_msg("%s: %s: %s", tok, d.code, d.msg);
}

static void refused(const bg_state *s, const char *tok, const char *code)
{
	diag d;
	bg_state copy = *s;
	if (act(&copy, -1, tok, &d) == 0)
		fail_msg("%s was accepted", tok);
	if (strcmp(d.code, code))
		fail_msg("%s: got %s: %s", tok, d.code, d.msg);
}

static void allowed(const bg_state *s, const char *tok)
{
	bg_state copy = *s;
	ok(&copy, -1, tok);
}

/* Plakoto: a lone checker is pinned, not hit; the pinned checker stays,
 * its side lands no more on that point, and bears off none while pinned. */
static void pins(void **st)
{
	bg_state *s = state("plakoto");
	(void)st;
	set(s, 0, "13:2 8:1");
	set(s, 1, "20:1 24:14"); /* its 20 is our 5 */
	ok(s, 0, "31: 8/5 13/12");
	assert_int_equal(s->p.ck[1][20], 1);
	assert_int_equal(s->p.ck[1][BG_BAR], 0); /* not hit */
	assert_true(bg_pins(s->r, &s->p, 1) >> 20 & 1);
	refused(s, "21: 20/18 24/23", "pinned");
	refused(s, "43: 24/20 24/21", "own-pinned"); /* its own checker is pinned on 20 */
	allowed(s, "43: 24/21 21/17");
	s->side = 0;
	ok(s, 0, "43: 5/2 13/9"); /* the pinner leaves: the checker is free */
	assert_false(bg_pins(s->r, &s->p, 1) >> 20 & 1);
	/* no bearing off while an own checker is pinned, even in the home board */
	set(s, 0, "22:1 6:1");
	set(s, 1, "1:14 3:1"); /* its 3 is our 22 */
	s->p.pin[1] = 1u << 3;
	s->side = 1;
	refused(s, "11: 1/off(4)", "pinned-bear-off");
	done(s);
}

/* A single checker holds its point where blots are not taken (Fevga), and
 * the same-way board puts the opponent's start on our 12-point. */
static void one_holds(void **st)
{
	bg_state *s = state("fevga");
	(void)st;
	set(s, 0, "24:14 20:1");
	set(s, 1, "24:14 9:1"); /* its 9 is our 21 */
	refused(s, "64: 24/18 20/16", "first-checker");
	allowed(s, "64: 20/14 14/10");
	set(s, 0, "24:14 10:1");
	set(s, 1, "24:14 8:1"); /* its 8 is our 20: one checker holds it */
	refused(s, "42: 24/20 10/8", "blocked");
	allowed(s, "65: 24/18 10/5");
	refused(s, "66: 24/18/12 24/18/12", "blocked"); /* our 12 is its 24 */
	done(s);
}

/* The first checker: Fevga's must pass the opponent's start (our 12);
 * olympus-backgammon's reading lets it stand there. */
static void first_checker(void **st)
{
	bg_state *s = state("fevga"), *o = state("fevga-olympus");
	(void)st;
	set(s, 0, "24:15");
	set(s, 1, "24:14 9:1");
	refused(s, "54: 24/20 24/19", "first-checker");
	allowed(s, "54: 24/20/15");
	set(s, 0, "24:14 12:1"); /* on the opponent's start, not past it */
	set(s, 1, "20:14 9:1");
	allowed(s, "21: 24/22 12/11"); /* the first checker passes first */
	allowed(s, "21: 12/9");
	refused(s, "21: 24/23 24/22", "first-checker");
	set(o, 0, "24:14 12:1");
	set(o, 1, "20:14 9:1");
	allowed(o, "21: 24/23 24/22");
	done(s);
	done(o);
}

/* The head rule: one checker from the 24-point a turn, two on a side's
 * first 6-6, 4-4 or 3-3. */
static void head(void **st)
{
	bg_state *s = state("long-nardy");
	(void)st;
	s->side = 0;
	s->rolls = 1; /* past the opening roll, which is no double here */
	refused(s, "65: 24/18 24/19", "head");
	allowed(s, "65: 24/18/13");
	allowed(s, "66: 24/18 24/18"); /* 18/12 is blocked by its head */
	allowed(s, "44: 24/20/16 24/20/16");
	ok(s, 0, "65: 24/18/13");
	ok(s, 1, "31: 24/21/20");
	refused(s, "44: 24/20/16 24/20/16", "head"); /* not the first roll any more */
	done(s);
}

/* Long nardy's six-prime: only with an opposing checker ahead of it. */
static void six_prime(void **st)
{
	bg_state *s = state("long-nardy");
	(void)st;
	set(s, 0, "24:5 22:2 21:2 20:2 19:2 18:2");
	set(s, 1, "24:14 22:1"); /* its 22 is our 10: behind our wall */
	refused(s, "21: 24/23 22/20", "six-prime");
	allowed(s, "21: 24/22 21/20");
	set(s, 1, "24:14 2:1"); /* its 2 is our 14: past our wall */
	allowed(s, "21: 24/23 22/20");
	done(s);
}

/* Plakoto's mother checker: pinned with the pinner's start empty, the game
 * ends 2-0; with the pinner still at home, it goes on; both pinned draw. */
static void mother(void **st)
{
	bg_state *s = state("plakoto");
	(void)st;
	set(s, 0, "5:2");
	set(s, 1, "24:1 2:14"); /* its 24 is our 1 */
	ok(s, 0, "43: 5/1 5/2");
	assert_true(s->base.out.over);
	assert_int_equal(s->base.out.points, 2);
	assert_string_equal(s->base.out.termination, "mother");
	bg_reset(s, &(game_match){ .length = 5 });
	set(s, 0, "24:1 5:2");
	set(s, 1, "24:1 2:14");
	ok(s, 0, "43: 5/1 5/2");
	assert_false(s->base.out.over); /* our own start still holds a checker */
	set(s, 0, "24:1 1:1");
	set(s, 1, "24:1 5:14");
	s->p.pin[1] = 1u << 24;
	s->side = 1;
	ok(s, 1, "43: 5/1 5/2"); /* its 1 is our 24: our mother pinned too */
	assert_true(s->base.out.over);
	assert_int_equal(s->base.out.result, RES_DRAW);
	done(s);
}

/* Gul Bara: after a double past the first three rolls, the same side plays
 * every higher double; one that has no play is passed over. */
static void progression(void **st)
{
	bg_state *s = state("gul-bara");
	(void)st;
	set(s, 0, "6:15");
	set(s, 1, "6:15");
	s->rolls = 4;
	ok(s, -1, "55: 6/1(4)");
	assert_int_equal(s->side, 0);
	refused(s, "21: 1/off 6/4", "chain");
	ok(s, -1, "66: 6/off(4)");
	assert_int_equal(s->side, 1); /* 6-6 ends the progression */
	s->rolls = 1;
	ok(s, -1, "22: 6/4(4)"); /* the game's second roll: a plain double */
	assert_int_equal(s->side, 0);
	done(s);
}

/* Acey-deucey: checkers enter from the hand; a 1-2 gives a double of the
 * player's choice, then another roll. */
static void acey_deucey(void **st)
{
	bg_state *s = state("acey-deucey");
	(void)st;
	s->side = 0;
	ok(s, -1, "21: off/23 off/24");
	assert_int_equal(s->p.ck[0][BG_HAND], 13);
	assert_int_equal(s->side, 0);
	refused(s, "31: off/22 off/24", "chain");
	ok(s, -1, "55: off/20(4)");
	assert_int_equal(s->side, 0);
	ok(s, -1, "31: off/22 24/23");
	assert_int_equal(s->side, 1);
	set(s, 0, "2:1 1:1");
	refused(s, "65: 2/off 1/off", "dice"); /* exact bearing off only */
	done(s);
}

/* The rule sets' scoring: Mahbusa counts the loser's checkers left. */
static void per_checker(void **st)
{
	bg_state *s = state("mahbusa");
	(void)st;
	set(s, 0, "1:1 off:14");
	set(s, 1, "24:4 20:3 off:8");
	ok(s, 0, "21: 1/off");
	assert_int_equal(s->base.out.points, 7);
	done(s);
}

/* A rule set of the tests' own (tests/data/variants), by its file. */
static bg_state *state_file(const char *rel)
{
	char path[4096];
	unit_path(path, sizeof path, rel);
	return state(path);
}

/* The other six-prime rules: the own home board, and GammonX's opponent's
 * starting quarter, each where Fevga's rule lets the wall be; Moultezim's
 * is Fevga's (The Board's "home board" is the quarter of the home point,
 * where the checkers start), so bearing in fills the home board. */
static void prime_quarters(void **st)
{
	bg_state *m = state("moultezim"), *f = state("fevga"),
		 *g = state_file("tests/data/variants/prime-their-start.yaml"),
		 *h = state_file("tests/data/variants/prime-own-home.yaml");
	(void)st;
	set(h, 0, "24:3 9:1 8:1 6:2 5:2 4:2 3:2 2:2");
	set(h, 1, "24:15");
	refused(h, "61: 8/7 7/1", "six-prime"); /* all six of the own home */
	allowed(h, "61: 9/3 24/23");
	set(m, 0, "24:3 9:1 8:1 6:2 5:2 4:2 3:2 2:2");
	set(m, 1, "12:15"); /* its start is our 12: out of the way */
	allowed(m, "61: 8/7 7/1");
	set(m, 0, "24:3 23:2 22:2 21:2 20:2 10:4");
	refused(m, "51: 24/19 24/23", "six-prime"); /* not all six of the own start */
	set(f, 0, "24:3 9:1 8:1 6:2 5:2 4:2 3:2 2:2");
	set(f, 1, "24:15");
	allowed(f, "61: 8/7 7/1");
	set(g, 0, "24:5 13:1 12:2 11:2 10:2 9:2 8:1");
	set(g, 1, "6:15"); /* its 6 is our 18: its start is empty */
	refused(g, "61: 13/7 24/23", "six-prime"); /* our 12-7: its 24-19 */
	set(f, 0, "24:5 13:1 12:2 11:2 10:2 9:2 8:1");
	set(f, 1, "6:15");
	allowed(f, "61: 13/7 24/23");
	done(m);
	done(f);
	done(g);
	done(h);
}

/* Jacquet's courier must reach the home board; Fevga's first checker need
 * only pass the opponent's start. */
static void courier(void **st)
{
	bg_state *j = state("jacquet"), *f = state("fevga");
	(void)st;
	set(j, 0, "24:14 10:1");
	set(j, 1, "24:15");
	refused(j, "21: 24/22 24/23", "first-checker");
	allowed(j, "21: 10/8 8/7");
	set(f, 0, "24:14 10:1");
	set(f, 1, "24:15");
	allowed(f, "21: 24/22 24/23");
	set(j, 0, "24:14 6:1");
	allowed(j, "21: 24/22 24/23");
	done(j);
	done(f);
}

/* rules.entry: all-first keeps every other checker still while any is in
 * hand; acey-deucey lets them move. */
static void entry_all_first(void **st)
{
	bg_state *a = state("acey-deucey"),
		 *e = state_file("tests/data/variants/acey-all-first.yaml");
	(void)st;
	set(a, 0, "hand:13 24:1 20:1");
	set(a, 1, "hand:15");
	allowed(a, "31: off/22 24/23");
	set(e, 0, "hand:13 24:1 20:1");
	set(e, 1, "hand:15");
	refused(e, "31: off/22 24/23", "hand-first");
	allowed(e, "31: off/22 off/24");
	done(a);
	done(e);
}

/* The two other readings of the mother checker: Ludii's code ends the game
 * even while the pinner's start holds a checker; GammonX only when both
 * mothers are pinned, a draw. */
static void mother_readings(void **st)
{
	bg_state *e = state_file("tests/data/variants/mother-ends.yaml"),
		 *b = state_file("tests/data/variants/mother-both.yaml");
	(void)st;
	set(e, 0, "24:1 5:2");
	set(e, 1, "24:1 2:14");
	ok(e, 0, "43: 5/1 5/2");
	assert_true(e->base.out.over); /* plakoto goes on here (the mother test) */
	assert_int_equal(e->base.out.points, 2);
	set(b, 0, "5:2");
	set(b, 1, "24:1 2:14");
	ok(b, 0, "43: 5/1 5/2");
	assert_false(b->base.out.over); /* plakoto ends here, 2-0 */
	set(b, 0, "24:1 1:1");
	set(b, 1, "24:1 5:14");
	b->p.pin[1] = 1u << 24;
	b->side = 1;
	ok(b, 1, "43: 5/1 5/2");
	assert_true(b->base.out.over);
	assert_int_equal(b->base.out.result, RES_DRAW);
	done(e);
	done(b);
}

/* A start written as data: two on the 24-point and thirteen in hand, which
 * enter as the bar's do; Tapa's own start has all fifteen on the board. */
static void start_as_data(void **st)
{
	bg_state *t = state_file("tests/data/variants/tapa-two-start.yaml"), *p = state("tapa");
	(void)st;
	assert_int_equal(t->p.ck[0][24], 2);
	assert_int_equal(t->p.ck[0][BG_HAND], 13);
	assert_int_equal(t->p.ck[1][BG_HAND], 13);
	assert_int_equal(p->p.ck[0][24], 15);
	ok(t, 0, "31: off/22 24/23");
	assert_int_equal(t->p.ck[0][BG_HAND], 12);
	refused(p, "31: off/22 24/23", "no-checker");
	done(t);
	done(p);
}

/* Scoring as each game counts it: a backgammon is 3 in backgammon, 2 in
 * Portes; Portes has no cube. */
static void scoring_and_cube(void **st)
{
	bg_state *b = state("backgammon"), *p = state("portes");
	(void)st;
	set(b, 0, "1:1 off:14");
	set(b, 1, "20:15"); /* its 20 is our 5: in our home board */
	ok(b, 0, "21: 1/off");
	assert_int_equal(b->base.out.points, 3);
	set(p, 0, "1:1 off:14");
	set(p, 1, "20:15");
	ok(p, 0, "21: 1/off");
	assert_int_equal(p->base.out.points, 2);
	bg_reset(b, &(game_match){ .length = 5 });
	bg_reset(p, &(game_match){ .length = 5 });
	set(b, 0, "13:15");
	set(b, 1, "13:15");
	set(p, 0, "13:15");
	set(p, 1, "13:15");
	allowed(b, "Doubles => 2");
	refused(p, "Doubles => 2", "no-cube");
	done(b);
	done(p);
}

/* An FNV-1a hash of a position as the oracle's driver writes it: each side
 * its points 1-24 and the bar, off, pins. */
static uint64_t canon_hash(const bg_pos *p, const bg_rules *r)
{
	char text[512];
	size_t n = 0;
	uint64_t h = 0xcbf29ce484222325ULL;

	for (int side = 0; side < 2; side++) {
		for (int i = 1; i <= BG_BAR; i++)
			n += (size_t)snprintf(text + n, sizeof text - n, "%d%s", p->ck[side][i],
					      i < BG_BAR ? "," : ";");
		n += (size_t)snprintf(text + n, sizeof text - n, "%d;%u%s", p->ck[side][BG_OFF],
				      (unsigned)bg_pins(r, p, side), side ? "" : "|");
	}
	for (size_t i = 0; i < n; i++)
		h = (h ^ (unsigned char)text[i]) * 0x100000001b3ULL;
	return h;
}

/* "c1,...,c25;off;pins|..." into the position; checkers of the total
 * found nowhere are in hand (acey-deucey's not yet entered). */
static void read_pos(bg_pos *p, const char *text, int total)
{
	const char *t = text;

	memset(p, 0, sizeof *p);
	for (int side = 0; side < 2; side++) {
		int seen = 0;
		for (int i = 1; i <= BG_BAR; i++) {
			p->ck[side][i] = (uint8_t)strtol(t, (char **)&t, 10);
			seen += p->ck[side][i];
			t++;
		}
		p->ck[side][BG_OFF] = (uint8_t)strtol(t, (char **)&t, 10);
		seen += p->ck[side][BG_OFF];
		p->ck[side][BG_HAND] = (uint8_t)(total - seen);
		t++;
		p->pin[side] = (uint32_t)strtoul(t, (char **)&t, 10);
		t++;
	}
}

/* Every line of a .plays file: the position, the roll, and the oracle's
 * count and hash sum of the distinct positions its legal turns reach. */
static int compare_file(const char *rel, int *lines)
{
	char path[4096], line[1024], name[64];
	FILE *f;
	int bad = 0;

	unit_path(path, sizeof path, rel);
	if (!(f = fopen(path, "r")))
		fail_msg("%s: cannot open", path);
	while (fgets(line, sizeof line, f)) {
		int side, d1, d2, count, n, at, turns = 1;
		unsigned long long want;
		const char *extra;
		static bg_move out[BG_MAXPLAYS];
		bg_state *s;
		uint64_t sum = 0;
		if (sscanf(line, "%63s %d %d %d %d %llx %n", name, &side, &d1, &d2, &count, &want,
			   &at) != 6)
			fail_msg("%s: bad line %s", rel, line);
		s = state(!strcmp(name, "fevga") ? "fevga-olympus" : name);
		read_pos(&s->p, line + at, s->r->total);
		s->side = side;
		s->rolls = 1;
		/* "turns=N": the turns the side to play has had (long nardy's
		 * first-roll exception of the head rule); else past the first */
		if ((extra = strstr(line + at, " turns=")))
			turns = atoi(extra + 7);
		s->turns[side] = turns;
		n = bg_plays(s, d1, d2, out, BG_MAXPLAYS);
		if (n > BG_MAXPLAYS)
			fail_msg("%s: %d plays, more than the generator keeps: %s", rel, n, line);
		for (int i = 0; i < n; i++) {
			bg_state copy = *s;
			diag d;
			if (bg_play(&copy, &out[i], &d))
				fail_msg("%s: own play refused: %s (side %d, who %d, n %d)", rel, d.msg, copy.side, out[i].who, out[i].n);
			sum += canon_hash(&copy.p, s->r);
		}
		if (n == 0)
			sum = canon_hash(&s->p, s->r);
		if ((n ? n : 1) != count || sum != want) {
			if (bad++ < 5)
				print_message("%s: %d plays (the oracle %d), hash %llx (%llx): %s", rel,
					      n, count, (unsigned long long)sum, want, line);
		}
		(*lines)++;
		done(s);
	}
	fclose(f);
	return bad;
}

static void oracle_plays(void **st)
{
	static const char *const files[] = { "tests/data/tables/oracle/portes.plays",
					     "tests/data/tables/oracle/plakoto.plays",
					     "tests/data/tables/oracle/fevga.plays",
					     "tests/data/tables/oracle/long-nardy.plays",
					     "tests/data/tables/oracle/acey-deucey.plays",
					     "tests/data/tables/oracle/gul-bara.plays",
					     "tests/data/tables/oracle/tapa.plays" };
	int bad = 0, lines = 0;
	(void)st;
	for (size_t i = 0; i < sizeof files / sizeof *files; i++)
		bad += compare_file(files[i], &lines);
	assert_true(lines > 1000);
	assert_int_equal(bad, 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(pins),        cmocka_unit_test(one_holds),
		cmocka_unit_test(first_checker), cmocka_unit_test(head),
		cmocka_unit_test(six_prime),   cmocka_unit_test(mother),
		cmocka_unit_test(progression), cmocka_unit_test(acey_deucey),
		cmocka_unit_test(per_checker), cmocka_unit_test(prime_quarters),
		cmocka_unit_test(courier),     cmocka_unit_test(entry_all_first),
		cmocka_unit_test(mother_readings), cmocka_unit_test(start_as_data),
		cmocka_unit_test(scoring_and_cube), cmocka_unit_test(oracle_plays),
	};
	return cmocka_run_group_tests_name("tables", tests, setup, teardown);
}
