/* The morris referee: plays one token's move, checks it against the rules,
 * and decides the end of the game after every completed ply. Written once
 * against the sets of bitset.h: this file is the instance for boards of up
 * to 64 points, engine_wide.c compiles it again for up to 128, and
 * engine_lean.c and engine_wide_lean.c for each without the rules few rule
 * sets have (RARE), for the rule sets that have none of them. */
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef MOR_WORDS
#define MOR_WORDS 1
#endif
#ifndef MOR_EVERY_RULE
#define MOR_EVERY_RULE 1
#endif
/* MOR_MARKS 1: a lean instance for the rule sets whose placing mills mark
 * (the rules' lean_marks, engine_marks.c), the one that meets the marks;
 * the other lean instances never play such a rule set, and compile the
 * marks' tests out. */
#ifndef MOR_MARKS
#define MOR_MARKS 0
#endif
#if MOR_MARKS && MOR_EVERY_RULE
#error "the marks instance is a lean one (MOR_EVERY_RULE 0)"
#endif
#include "games/morris/bitset.h"
#include "games/morris/morris.h"

/* This instance's table of functions: mor_engine_w1, _w2, _lean or
 * _lean_w2; the lean instances have more, _lean_ply or _lean_ply_w2, that
 * meet the ply rules (PLY_*) too, _lean_slides or _lean_slides_w2, whose
 * steps make the quiet slides made while placing (Lasker) too, and
 * _lean_one or _lean_one_w2, whose steps make a mill and its removal as
 * one (mill_one's rules), and _lean_one_back or _lean_one_back_w2, which
 * do so under the rule against shuttling too (mill_one_back's), and
 * _lean_per or _lean_per_w2, which do so under one removal a mill made
 * (mill_per's), and _lean_hand or _lean_hand_w2, which do so for slides
 * where placing mills take from the hand (mill_hand's), and _lean_near or
 * _lean_near_w2, which do so where a removal may have to be next to the
 * remover's own (mill_near's). The marks' instance has the four without ply rules or
 * slides while placing alone (the rules' lean_marks has neither): _marks,
 * _marks_one, _marks_one_back and _marks_per, or their _w2. */
#define MOR_CAT(f, n) f##_w##n
#define MOR_XCAT(f, n) MOR_CAT(f, n)
/* the steps of placing under the rules' placing_steps: made in the lean
 * instances, in the table mor_engine_placing of the every-rule ones */
#if MOR_WORDS == 1
#define MOR_STEPS_PLACING mor_steps_placing
#define MOR_ENGINE_PLACING mor_engine_placing
#define MOR_STEPS_PLACING_GOAL mor_steps_placing_goal
#define MOR_ENGINE_PLACING_GOAL mor_engine_placing_goal
#else
#define MOR_STEPS_PLACING mor_steps_placing_w2
#define MOR_ENGINE_PLACING mor_engine_placing_w2
#define MOR_STEPS_PLACING_GOAL mor_steps_placing_goal_w2
#define MOR_ENGINE_PLACING_GOAL mor_engine_placing_goal_w2
#endif
#if MOR_EVERY_RULE
#define MOR_ENGINE MOR_XCAT(mor_engine, MOR_WORDS)
#elif MOR_MARKS && MOR_WORDS == 1
#define MOR_ENGINE mor_engine_marks
#define MOR_ENGINE_ONE mor_engine_marks_one
#define MOR_ENGINE_ONE_BACK mor_engine_marks_one_back
#define MOR_ENGINE_PER mor_engine_marks_per
#elif MOR_MARKS
#define MOR_ENGINE mor_engine_marks_w2
#define MOR_ENGINE_ONE mor_engine_marks_one_w2
#define MOR_ENGINE_ONE_BACK mor_engine_marks_one_back_w2
#define MOR_ENGINE_PER mor_engine_marks_per_w2
#elif MOR_WORDS == 1
#define MOR_ENGINE mor_engine_lean
#define MOR_ENGINE_PLY mor_engine_lean_ply
#define MOR_ENGINE_SLIDES mor_engine_lean_slides
#define MOR_ENGINE_ONE mor_engine_lean_one
#define MOR_ENGINE_ONE_BACK mor_engine_lean_one_back
#define MOR_ENGINE_PER mor_engine_lean_per
#define MOR_ENGINE_HAND mor_engine_lean_hand
#define MOR_ENGINE_NEAR mor_engine_lean_near
#define MOR_ENGINE_LIMIT mor_engine_lean_limit
#else
#define MOR_ENGINE mor_engine_lean_w2
#define MOR_ENGINE_PLY mor_engine_lean_ply_w2
#define MOR_ENGINE_SLIDES mor_engine_lean_slides_w2
#define MOR_ENGINE_ONE mor_engine_lean_one_w2
#define MOR_ENGINE_ONE_BACK mor_engine_lean_one_back_w2
#define MOR_ENGINE_PER mor_engine_lean_per_w2
#define MOR_ENGINE_HAND mor_engine_lean_hand_w2
#define MOR_ENGINE_NEAR mor_engine_lean_near_w2
#define MOR_ENGINE_LIMIT mor_engine_lean_limit_w2
#endif

/* A rule few rule sets have: the lean instance compiles it out. */
#define RARE(cond) (MOR_EVERY_RULE && (cond))

/* A helper of a move's ply, inlined into each of the lean instance's
 * copies of the ply (play_ply) as gcc inlines it into the one play of the
 * referee of every rule, which is left to gcc. */
#if MOR_EVERY_RULE
#define PLY_HELPER static
#else
#define PLY_HELPER static inline __attribute__((always_inline))
#endif

#define BIT(p) bb_bit(p)

static const char *const side_name[2] = { "white", "black" };
static const char *const cannot_move[2] = { "white cannot move", "black cannot move" };
/* the other ends said in fixed words, with no format run (a game ends once
 * a record: vsnprintf there cost short games of placing only a tenth of
 * their time) */
static const char *const no_room[2] = { "white cannot move and has no room to make",
					"black cannot move and has no room to make" };
static const char *const full_loses[2] = { "the board is full: white, who placed first, loses",
					   "the board is full: black, who placed first, loses" };
static const char *const full_wins[2] = {
	"the board is full: white, who placed first, passes, and black, who cannot move either, "
	"loses",
	"the board is full: black, who placed first, passes, and white, who cannot move either, "
	"loses" };
/* both of one length, MADE_LINE_LEN bytes, which line_made copies */
static const char *const made_line[2] = { "white made a line", "black made a line" };
enum { MADE_LINE_LEN = sizeof "white made a line" - 1 };

/* A game's reason in words, put together without a format run: a game
 * ends once a record, and printf there cost what three plies do. */
typedef struct why_text {
	char t[sizeof ((outcome *)0)->why];
	size_t n;
} why_text;

/* text added to the n bytes of t, a buffer of size bytes, whole (cut
 * where the room ends, as snprintf cuts), not a byte a test: the texts are
 * tens of bytes. The length it makes. */
static size_t add_cut(char *t, size_t n, size_t size, const char *text)
{
	size_t k = strlen(text), room = size - 1 - n;

	if (k > room)
		k = room;
	memcpy(t + n, text, k);
	t[n + k] = '\0';
	return n + k;
}

static void why_add(why_text *w, const char *text)
{
	w->n = add_cut(w->t, w->n, sizeof w->t, text);
}

static void why_int(why_text *w, int v)
{
	char digit[12];
	int k = 0;
	unsigned u = v < 0 ? 0u - (unsigned)v : (unsigned)v;

	if (v < 0)
		why_add(w, "-");
	do
		digit[k++] = (char)('0' + u % 10);
	while (u /= 10);
	while (k > 0 && w->n + 1 < sizeof w->t)
		w->t[w->n++] = digit[--k];
	w->t[w->n] = '\0';
}

/* The rules few rule sets have (engine_placing.h, engine_turns.h,
 * engine_captures.h, included below). */
static int waits(const mor_state *s, int side);
static int must_free(mor_state *s);
static int cooling(const mor_state *s, int from, int to);
static void cool_follow(mor_state *s, int side, int from, int to, int leaves);
static inline int leaves_mill(const mor_state *s, int side, int from);
static int cooling_since(const mor_state *s, int at);
static void cool_removed(mor_state *s, int side, int p);
static void owe_settled(mor_state *s);
static void rare_after_ply(mor_state *s, int mover, int kind, int was_placing);
static void rare_removed(mor_state *s, int victim, int p);
static int capture_refused(mor_state *s, int p, diag *d);
static int leap_of(const mor_state *s, int from, int to);
static void lean_from_now(mor_state *s);
static void lean_hands_back(mor_state *s);
static void lean_marks_end(mor_state *s, int was_placing);

/* A position since the last irreversible move, for repetitions. */
typedef struct hist_pos {
	bb w, b;
	int side;
} hist_pos;

/* The positions since the last irreversible move, counted, once there are
 * more than REP_SCAN of them: a table of twice caphist slots (a power of
 * two) in the same buffer, after the caphist positions, each slot the
 * first of a position (its number + 1, 0: free) and how often it came.
 * Below REP_SCAN the positions are scanned, where the filter of hashes
 * says one may have come before; past it the filter says so of nearly
 * every one, and the scans of a received rule set with no move limit made
 * a game quadratic (160,000 quiet plies took 7 s, a million would take
 * minutes). Built when first needed, after a copy or a move of the buffer
 * too, from ntab on (0: none of it yet). */
typedef struct rep_slot {
	uint32_t first, count;
} rep_slot;

enum { REP_SCAN = 512 };

/* The bytes of a history buffer of cap positions and their table. */
static inline size_t hist_bytes(size_t cap)
{
	return cap * (sizeof(hist_pos) + 2 * sizeof(rep_slot));
}

static inline int popcount(bb x)
{
	return bb_count(x);
}

/* The pieces of a side, the board's sets. */
static inline bb own_of(const mor_state *s, int side)
{
	return BB_GET(s->pos, side);
}

/* The pieces of a side become x, counted again (the rare rules' changes
 * of many points at once). */
static inline void set_own(mor_state *s, int side, bb x)
{
	BB_PUT(s->pos, side, x);
	s->men[side] = popcount(x);
}

/* A piece of `side` put on p, taken off p, moved from-to: a ply's own
 * changes, which count by one. */
static inline void put_man(mor_state *s, int side, int p)
{
	BB_PUT(s->pos, side, bb_or(own_of(s, side), BIT(p)));
	s->men[side]++;
}

static inline void take_man(mor_state *s, int side, int p)
{
	BB_PUT(s->pos, side, bb_andnot(own_of(s, side), BIT(p)));
	s->men[side]--;
}

static inline void move_man(mor_state *s, int side, int from, int to)
{
	BB_PUT(s->pos, side, bb_xor(own_of(s, side), bb_or(BIT(from), BIT(to))));
}

static inline bb adj_of(const mor_board *b, int p)
{
	return BB_GET(b->adj, p);
}

static inline bb mill_of(const mor_board *b, int m)
{
	return BB_GET(b->mill, m);
}

static bb occupied(const mor_state *s)
{
	return bb_or(own_of(s, WHITE), own_of(s, BLACK));
}

/* Points no piece stands on, but for dead points (engine_placing.h). */
static bb empty(const mor_state *s)
{
	return bb_andnot(BB_GET(s->open, 0), occupied(s));
}

static int placing_over(const mor_state *s)
{
	return s->hand[WHITE] == 0 && s->hand[BLACK] == 0;
}

/* flies' rule for any hand while placing goes on, the side's pieces on
 * the board known to be few enough: so are those in its hand too, where
 * they count. */
static int fly_with_hand(const mor_state *s, int side)
{
	const mor_rules *r = s->r;

	return !r->fly_count_hand || s->men[side] + s->hand[side] <= r->fly_at;
}

/* Flying is decided per side, and never while anyone still places (or,
 * under flying.hand: own, while the mover still places: in Lasker morris the
 * opponent could otherwise keep a piece in hand to stop it for ever; under
 * any, whatever the hands hold, as in GamesmanOne's Lasker morris, the
 * mover's hand counted with its board under flying.count: board-and-hand).
 * Every referee has the three: the lean steps ask it of a slide to no
 * neighbour (quiet_slide_at's flies_from), while placing too where pieces
 * slide then (steps_slides), so that the rule sets whose sides fly with
 * pieces in hand play lean as well. The rule for any hand is asked last,
 * where the hands stop the other two: those pay for it at most a test of
 * their rule, and only while placing goes on. */
static inline int flies(const mor_state *s, int side)
{
	const mor_rules *r = s->r;

	return r->fly && s->men[side] <= r->fly_at &&
	       ((r->fly_hand == FLY_OWN ? s->hand[side] == 0 : placing_over(s)) ||
		(r->fly_hand == FLY_ANY && fly_with_hand(s, side)));
}

static int flying(const mor_state *s, int side)
{
	return flies(s, side);
}

/* Points a piece of `side` flies from whatever the count (Mulabalaba's
 * corners). Every referee has them: they are looked at only where a piece
 * may not step (a slide to no neighbour, a side with no step). */
static inline bb fly_from(const mor_state *s)
{
	return BB_GET(s->r->fly_from, 0);
}

/* Is mill m `side`'s own home line, where that is no mill (Tant Fant)? */
static inline int home_line(const mor_rules *r, int side, int m)
{
	return __builtin_expect(!r->home_mills, 0) && (r->home_void[side][m >> 6] >> (m & 63) & 1);
}

/* home_line, where the lean referee never asks (a piece's protection in a
 * mill, its removal): it plays such rules only where a line wins
 * (rules.c's lean_later), and asks whether a line counts (counts). */
static inline int home_void(const mor_rules *r, int side, int m)
{
	return RARE(home_line(r, side, m));
}

/* Pieces of `side` that stand in a mill. A piece in a longer line than a
 * mill stands in one, exact mills or not (Ludii's protection counts lines
 * of three or more). */
static bb in_mills(const mor_state *s, int side)
{
	const mor_board *b = &s->r->b;
	bb own = own_of(s, side), res = bb_none();

	for (int m = 0; m < b->nmills; m++)
		if (bb_within(mill_of(b, m), own) && !home_void(s->r, side, m))
			res = bb_or(res, mill_of(b, m));
	return res;
}

/* pinned's look along the lines through p, opp the opposing pieces. */
static int pinned_lines(const mor_board *b, bb opp, int p)
{
	for (int k = 0; k < b->nflank[p]; k++)
		if (bb_has(opp, b->flank[p][k][0]) && bb_has(opp, b->flank[p][k][1]))
			return 1;
	return 0;
}

/* Is the piece of `side` on p between two opposing pieces along a line?
 * Both flanks are neighbours of p (lines make both): most pieces have
 * fewer than two opposing neighbours, which tells in line that no line
 * need be looked at. */
static inline int pinned(const mor_state *s, int side, int p)
{
	const mor_board *b = &s->r->b;
	bb opp = own_of(s, !side);

	return bb_any(bb_rest(bb_and(adj_of(b, p), opp))) && pinned_lines(b, opp, p);
}

/* May the piece of `side` on p leave the lines? */
PLY_HELPER int flies_from(const mor_state *s, int side, int p)
{
	return flies(s, side) || bb_has(fly_from(s), p);
}

/* can_move under the rules that pin pieces: a piece that could go
 * somewhere is asked whether it is pinned, the others are not. Out of
 * can_move's line, which most rule sets inline. */
static __attribute__((noinline)) int can_move_rare(const mor_state *s, int side, bb own, bb e)
{
	for (; bb_any(own); own = bb_rest(own)) {
		int p = bb_first(own);
		if (!bb_has(fly_from(s), p) && !bb_any(bb_and(adj_of(&s->r->b, p), e)))
			continue;
		if (!(s->r->flanked && pinned(s, side, p)))
			return 1;
	}
	return 0;
}

/* Can `side` slide or fly anywhere, e the empty points? */
static inline int can_move(const mor_state *s, int side, bb e)
{
	bb own = own_of(s, side);

	if (!bb_any(own) || !bb_any(e))
		return 0;
	if (RARE(s->r->move_rules)) { /* placing only, pinned pieces */
		if (!s->r->moving)
			return 0;
		if (flies(s, side))
			return 1;
		return can_move_rare(s, side, own, e);
	}
	/* a piece with an empty neighbour first: most sides have one */
	for (; bb_any(own); own = bb_rest(own))
		if (bb_any(bb_and(adj_of(&s->r->b, bb_first(own)), e)))
			return 1;
	/* no piece steps: one flies, or stands where it flies from */
	return flies(s, side) || bb_any(bb_and(own_of(s, side), fly_from(s)));
}

/* A side is blocked when it must slide and cannot: a side with pieces to
 * place, or a flying side, never is. */
static inline int blocked_in(const mor_state *s, int side, bb e)
{
	return s->hand[side] == 0 && !can_move(s, side, e) && !RARE(waits(s, side));
}

static int blocked(const mor_state *s, int side)
{
	return blocked_in(s, side, empty(s));
}

/* Does the move written prove its side not blocked, so that the board's
 * pieces need not be looked at? A side with pieces in hand never is; nor
 * is one with a slide to an empty neighbour (can_move finds that piece,
 * where pieces move at all and, where pieces are pinned, it is not). */
static inline int unblocked_by(const mor_state *s, const mor_move *m)
{
	if (m->kind != MV_SLIDE)
		return s->hand[s->side] > 0;
	return !RARE(!s->r->moving) && m->from >= 0 && m->to >= 0 &&
	       bb_has(own_of(s, s->side), m->from) &&
	       bb_has(bb_and(adj_of(&s->r->b, m->from), empty(s)), m->to) &&
	       !RARE(s->r->flanked && pinned(s, s->side, m->from));
}

/* Opposing pieces next to `side`'s pieces: where a blocked side makes room. */
static bb room(const mor_state *s, int side)
{
	bb near = bb_none();

	for (bb own = own_of(s, side); bb_any(own); own = bb_rest(own))
		near = bb_or(near, adj_of(&s->r->b, bb_first(own)));
	return bb_and(near, own_of(s, !side));
}

/* Under rules.removal.board_full: next-to-own, the first removal owed as
 * placing ends, by the full board or by a mill the last placement made,
 * unless the second player then has a mill on the board: Sanmill's engine
 * tells its full board's removals from a mill of the second player's last
 * placement so, and the second removal a full board owes it makes once
 * placing is over (is_board_full_removal_at_placing_phase_end). */
static int full_board_near(const mor_state *s)
{
	int first = s->nqueue == (s->r->board_full == FULL_MOVER ? 1 : 2);

	return ((s->owe_kind == OWE_FULL && first) || (s->owe_kind == OWE_MILL && s->mill_from < 0)) &&
	       placing_over(s) && !bb_any(in_mills(s, !s->r->first));
}

/* A removal that must take a piece next to one of the remover's own: where a
 * blocked side makes room (rules.blocked: remove-then-move, also for the
 * removal a mill owes a side that could not then move), and the removals
 * placing ends with under rules.removal.board_full: next-to-own. Inlined:
 * each removal asks, and most rule sets have neither rule. */
static inline __attribute__((always_inline)) int near_own(const mor_state *s, int remover)
{
	if (!s->r->near_rules) /* one test for most rule sets */
		return s->owe_kind == OWE_BLOCKED;
	return s->owe_kind == OWE_BLOCKED ||
	       (s->r->blocked == BLK_REMOVE && s->owe_kind == OWE_MILL && blocked(s, remover)) ||
	       (s->r->full_near && full_board_near(s));
}

/* Pieces of `side` that the opponent may remove now. Under strict
 * protection (from_mills: never) a piece in a mill never is, but for the
 * removals a full board owes. */
static bb removable(const mor_state *s, int side)
{
	bb all = own_of(s, side), free_ = bb_andnot(all, in_mills(s, side));

	if (near_own(s, !side))
		return room(s, !side);
	if (s->r->from_mills == FROM_ALWAYS)
		return all;
	if (bb_any(free_) || (s->r->from_mills == FROM_NEVER && s->owe_kind != OWE_FULL))
		return free_;
	return all;
}

/* Are too few of p's mill partners in `own` for any mill through p to be
 * complete? Most points are so: then no mill through p need be looked at.
 * `three`, a constant: the caller knows every mill to have three points or
 * more (the steps of mill_one's rules, which rules.c gives only to such
 * boards), so the rules are not asked (a load and a test a quiet step). */
static inline int few_partners_of(const mor_state *s, bb own, int p, int three)
{
#if MOR_WORDS == 2
	/* where the rules hold the table of mills (held: the 81-point grid),
	 * its two looks cost less than this test of the partners' two words,
	 * which spares a look and changes no answer; and on that grid a
	 * point's partners are rarely so few */
	if (s->r->held)
		return 0;
#endif
	return !bb_any(bb_rest(bb_and(own, BB_GET(s->r->partners, p)))) &&
	       (three || s->r->mills_of_three);
}

static inline int few_partners(const mor_state *s, bb own, int p)
{
	return few_partners_of(s, own, p, 0);
}

#if MOR_WORDS == 2
/* The mills through p whose points are all in own, as bits of their
 * places in through[p] (rules.c's mills_as_bits): every mill through p
 * but those that a point of p's reach lacking in own lies in. One look a
 * point lacked, where a test a mill took up to 16 tests on the 81-point
 * grid, those of the mills across both words of two words each. */
static inline __attribute__((always_inline)) uint32_t whole_mills(const mor_rules *r, int p,
								  bb own)
{
	if (r->held) /* two looks in a table, where the CPU gathers bits */
		return mor_whole_by_table(r, p, own.w[0], own.w[1]);
	return mor_whole_by_loop(r, p, own.w[0], own.w[1]);
}

/* k runs over the places in through[p] of the mills through p whose
 * points are all in own, in order. */
#define EACH_WHOLE(k, r, p, own)                                                         \
	for (uint32_t whole_ = whole_mills(r, p, own); whole_ && ((k) = __builtin_ctz(whole_), 1); \
	     whole_ &= whole_ - 1)
#define ANY_WHOLE(r, p, own) (whole_mills(r, p, own) != 0)

/* whole_mills where p is known to be in own (a piece just put there): the
 * table's look at p itself left out. The quiet steps' test of a mill, whose
 * answer a mill's step keeps for its count (mill_kept, whole_count_from). */
static inline __attribute__((always_inline)) uint32_t held_whole(const mor_rules *r, int p, bb own)
{
	if (r->held)
		return mor_whole_held_by_table(r, p, own.w[0], own.w[1]);
	return mor_whole_by_loop(r, p, own.w[0], own.w[1]);
}
#else
/* The first of the mills through p, from the k-th on, whose points are
 * all in own: its place in through[p], or nthrough[p] where none is. */
static inline __attribute__((always_inline)) int next_whole(const mor_rules *r, int p, bb own,
								int k)
{
	const mor_board *b = &r->b;
	const uint16_t *t = b->through[p];
	int n = b->nthrough[p];

	for (; k < n; k++)
		if (bb_within(mill_of(b, t[k]), own))
			return k;
	return n;
}

#define EACH_WHOLE(k, r, p, own) \
	for ((k) = next_whole(r, p, own, 0); (k) < (r)->b.nthrough[p]; (k) = next_whole(r, p, own, (k) + 1))
#define ANY_WHOLE(r, p, own) (next_whole(r, p, own, 0) < (r)->b.nthrough[p])
#endif

/* Is a mill through p whole in own (ANY_WHOLE)? With `keep`, a constant,
 * in one word the place of the first one found is kept (whole_at), where
 * one is, so that whole_count_from need not look at the mills before it
 * again: for the quiet tests of the steps whose answer 2 (a mill) their
 * pairs take on (mill_removing_of). Without, ANY_WHOLE as it was: the
 * other steps' loops (Lasker's) paid for the store's place in the loop.
 * In two words the mills closed are bits (held_whole, with no look at p,
 * which own holds), kept as they are and counted with no look again. */
static inline __attribute__((always_inline)) int mill_kept(mor_state *s, int p, bb own, int keep)
{
#if MOR_WORDS == 1
	int k;

	if (!keep)
		return ANY_WHOLE(s->r, p, own);
	k = next_whole(s->r, p, own, 0);

	if (k == s->r->b.nthrough[p])
		return 0;
	s->whole_at = (uint32_t)k;
	return 1;
#else
	uint32_t whole;

	if (!keep)
		return ANY_WHOLE(s->r, p, own);
	whole = held_whole(s->r, p, own);
	s->whole_at = whole;
	return whole != 0;
#endif
}

/* Does the piece of `side` on p stand in a mill, as in_mills counts them?
 * The mills through p alone tell, or too few of its partners held. */
static inline __attribute__((always_inline)) int in_mill_at(const mor_state *s, int side,
								int p)
{
	const mor_board *b = &s->r->b;
	bb own = own_of(s, side);
	int k;

	if (few_partners(s, own, p))
		return 0;
	EACH_WHOLE(k, s->r, p, own)
		if (!home_void(s->r, side, b->through[p][k]))
			return 1;
	return 0;
}

/* May the piece of `side` on p be removed now? removable()'s answer for
 * that point: a piece in no mill is told so by the mills through it, not
 * those of the whole board, and where mills protect nothing, no mill is
 * looked at. `free_`: p is known to stand in no mill (owed() looked). */
static int removable_at(const mor_state *s, int side, int p, int free_)
{
	if (near_own(s, !side))
		return bb_has(removable(s, side), p);
	if (s->r->from_mills == FROM_ALWAYS || free_ || !in_mill_at(s, side, p))
		return 1;
	/* in a mill, under strict protection: never, whatever the others */
	if (s->r->from_mills == FROM_NEVER && s->owe_kind != OWE_FULL)
		return 0;
	return bb_has(removable(s, side), p);
}

/* The pieces of `side` in no mill, counted up to `upto` (a mill owes one
 * removal or two, and most pieces are free: the count stops long before
 * the board's every mill is looked at); `first`, a point to look at before
 * the others (the piece the record removes, most often free itself), or
 * -1: *first_free says whether it is a free piece of `side`, so that its
 * removal need not look at its mills again. */
static int free_pieces(const mor_state *s, int side, int upto, int first, int *first_free)
{
	bb own = own_of(s, side);
	int n = 0;

	if (first >= 0 && bb_has(own, first)) {
		own = bb_andnot(own, BIT(first));
		n = *first_free = !in_mill_at(s, side, first);
	}
	for (; n < upto && bb_any(own); own = bb_rest(own))
		n += !in_mill_at(s, side, bb_first(own));
	return n;
}

static int win_for(int side)
{
	return side == WHITE ? RES_WHITE : RES_BLACK;
}

/* The filter of positions seen emptied, at every removal or placement
 * after slides: a pair of words a store, which gcc makes a string store
 * (a memset was a call to the library). Kept in this form for the lean
 * steps' placements (placed_end, in the steps' loop): other forms moved
 * gcc's registers in the loop's quiet slides, for the worse
 * (bench/RESULTS.md, stops 45 and 46). */
typedef uint64_t seen_pair __attribute__((vector_size(16), aligned(8), may_alias));
enum { SEEN_PAIRS = SEEN_WORDS / 2 };

static inline void forget_seen(mor_state *s)
{
	seen_pair *v = (seen_pair *)(void *)s->seen, z = { 0, 0 };

	for (int i = 0; i < SEEN_PAIRS; i++)
		v[i] = z;
}

/* The filter emptied after one or two positions (nhist, 1 or more): the
 * word of each one's bit zeroed (its hash made again), which empties it,
 * for it holds no bit but theirs. Under the rules whose pieces slide while
 * placing (Lasker), each placement's position is pushed, and the next
 * placement empties the filter of that one alone: a hash and two stores
 * where forget_seen's string store counts some 40 (bench/RESULTS.md, stop
 * 46). Any more: forget_seen. For those rules' steps alone (placed_end's
 * `few`): a word kept with each position cost every push a store. */
static inline __attribute__((always_inline)) void forget_few_seen(mor_state *s)
{
	const hist_pos *h = s->hist, *last;

	if (s->nhist > 2) {
		forget_seen(s);
		return;
	}
	last = &h[s->nhist - 1];
	s->seen[bb_hash(h->w, h->b, h->side) >> (64 - SEEN_BITS + 6)] = 0;
	s->seen[bb_hash(last->w, last->b, last->side) >> (64 - SEEN_BITS + 6)] = 0;
}

/* The same as sixteen stores written out, with no loop for gcc to make a
 * string store: `rep stos` is counted an instruction a word stored, with
 * about ten more to set it up (some 40 in all, where these are 17). For
 * reset and the ends of plies out of the lean steps' loop (end_ply,
 * removed_end). */
_Static_assert(SEEN_PAIRS == 16, "forget_seen_stores writes sixteen pairs");
static inline void forget_seen_stores(mor_state *s)
{
	seen_pair *v = (seen_pair *)(void *)s->seen, z = { 0, 0 };

	v[0] = z, v[1] = z, v[2] = z, v[3] = z, v[4] = z, v[5] = z, v[6] = z, v[7] = z;
	v[8] = z, v[9] = z, v[10] = z, v[11] = z, v[12] = z, v[13] = z, v[14] = z, v[15] = z;
}

static void reset(mor_state *s, int notation)
{
	const mor_rules *r = s->r;

	if (s->placing_eng) { /* the lean referee took over after placing */
		s->eng = s->placing_eng;
		s->placing_eng = NULL;
		s->eng->reset(s, notation);
		return;
	}
	s->notation = notation >= 0 && notation < NOT_COUNT ? notation : NOT_ALGEBRAIC;
	memcpy(s->pos, r->start, sizeof s->pos); /* an empty board, or the start position */
	s->men[WHITE] = r->pieces - r->start_hand[WHITE];
	s->men[BLACK] = r->pieces - r->start_hand[BLACK];
	s->hand[WHITE] = r->start_hand[WHITE];
	s->hand[BLACK] = r->start_hand[BLACK];
	s->side = r->first;
	s->owe = 0;
	s->owe_kind = OWE_NONE;
	s->nqueue = 0;
	s->base.plies = s->base.ply_parts = s->quiet = 0;
	s->quiet_at = r->quiet_check;
	s->last_from[0] = s->last_from[1] = s->last_to[0] = s->last_to[1] = -1;
	if (r->repeated >= REP_ONCE)
		memset(s->used, 0, sizeof s->used); /* read under those rules alone */
	BB_PUT(s->open, 0, BB_GET(r->b.all, 0));
	if (RARE(!r->lean)) {
		memset(s->dead, 0, sizeof s->dead);
		s->first_mill = -1;
		s->settling = s->settle_own = s->moved = s->unblock = 0;
		s->cap_kind = -1;
	} else if (r->lean_marks) { /* the lean referee meets marks */
		memset(s->dead, 0, sizeof s->dead);
	}
	/* the cool-down and moving again: every referee */
	s->ncool[WHITE] = s->ncool[BLACK] = 0;
	s->again = 0;
	s->nhist = s->ntab = 0;
	forget_seen_stores(s);
	s->maybe_again = 0;
	outcome_start(&s->base.out);
}

/* The history's buffer full: twice as large (the table made again). */
static __attribute__((noinline)) int grow_history(mor_state *s)
{
	size_t cap = s->caphist ? s->caphist * 2 : 64;
	hist_pos *h = realloc(s->hist, hist_bytes(cap));

	if (!h)
		return -1;
	s->hist = h;
	s->caphist = cap;
	s->ntab = 0; /* the table is made again, as large */
	return 0;
}

/* The position w, b, side to move (the state's) put in the history: 1
 * where the filter of positions seen says it may have come before (as
 * maybe_again), 0 where not, -1 out of memory. */
static inline __attribute__((always_inline)) int push_position(mor_state *s, bb w, bb b, int side)
{
	hist_pos *h;
	uint64_t hash;
	unsigned bit;
	int again;

	if (s->nhist == s->caphist && grow_history(s))
		return -1;
	h = (hist_pos *)s->hist + s->nhist++;
	h->w = w;
	h->b = b;
	h->side = side;
	/* a new position (most of them) skips the scan for repeats */
	hash = bb_hash(w, b, side);
	bit = (unsigned)(hash >> (64 - SEEN_BITS));
	again = (int)(s->seen[bit >> 6] >> (bit & 63) & 1);
	s->seen[bit >> 6] |= (uint64_t)1 << (bit & 63);
	s->maybe_again = again;
	return again;
}

/* The first position after an irreversible ply, with the history empty
 * (nhist 0, room for one), put in it as push_position puts it: nothing
 * before it in the history, so it is new, and its word of the filter is
 * not read but written with its bit alone (the filter holds no position
 * but those of hist: none). */
static inline __attribute__((always_inline)) void push_first(mor_state *s, bb w, bb b, int side)
{
	hist_pos *h = (hist_pos *)s->hist + s->nhist++;
	unsigned bit;

	h->w = w;
	h->b = b;
	h->side = side;
	bit = (unsigned)(bb_hash(w, b, side) >> (64 - SEEN_BITS));
	s->seen[bit >> 6] = (uint64_t)1 << (bit & 63);
}

static inline __attribute__((always_inline)) int push_history(mor_state *s)
{
	return push_position(s, own_of(s, WHITE), own_of(s, BLACK), s->side) < 0 ? -1 : 0;
}

/* Is `side` short of material: fewer than loss.below pieces counted as the
 * rules count them? */
static inline int short_of_material(const mor_state *s, int side)
{
	const mor_rules *r = s->r;
	int n = s->men[side];

	if (r->loss_after_placing)
		return placing_over(s) && n < r->loss_below;
	return n + s->hand[side] < r->loss_below;
}

/* The game lost by `side` short of material: why, in the words of the
 * rules' count. Most games end one piece short, whose words the rules
 * hold written (short_why): put together here, they cost a game's end as
 * many instructions as three plies. */
static __attribute__((cold, noinline)) void end_on_material(mor_state *s, int side)
{
	const mor_rules *r = s->r;
	int n = s->men[side] + (r->loss_after_placing ? 0 : s->hand[side]);
	char why[sizeof r->short_why[0]];

	if (n == r->loss_below - 1) {
		outcome_said(&s->base.out, win_for(!side), "fewer-pieces", r->short_why[side]);
		return;
	}
	mor_material_why(r, side, n, why, sizeof why);
	outcome_said(&s->base.out, win_for(!side), "fewer-pieces", why);
}

/* Material: judged after every removal (hand and board), or on the board
 * alone once placing is over. */
static inline int lost_material(mor_state *s, int side)
{
	if (!short_of_material(s, side))
		return 0;
	end_on_material(s, side);
	return 1;
}

static void owe_full_removal(mor_state *s)
{
	s->side = s->queue[0];
	s->owe = 1;
	s->owe_kind = OWE_FULL;
}

/* The side that wins only by blocking the other (rules.goal), or -1. */
static int blocker(const mor_rules *r)
{
	if (!RARE(r->goal != GOAL_SAME))
		return -1;
	return r->goal == GOAL_FIRST_BLOCKS ? r->first : !r->first;
}

/* The board is full: its end, or the removals it owes. */
static void board_full(mor_state *s)
{
	const mor_rules *r = s->r;

	switch (r->board_full) {
	case FULL_FIRST_LOSES:
		outcome_said(&s->base.out, win_for(!r->first), "board-full", full_loses[r->first]);
		return;
	case FULL_DRAW:
		outcome_said(&s->base.out, RES_DRAW, "board-full", "the board is full");
		return;
	case FULL_FIRST_WINS:
		outcome_said(&s->base.out, win_for(r->first), "board-full", full_wins[r->first]);
		return;
	case FULL_MOVER:
		s->queue[0] = s->side;
		s->nqueue = 1;
		break;
	default:
		s->queue[0] = r->board_full == FULL_FIRST_SECOND ? r->first : !r->first;
		s->queue[1] = !s->queue[0];
		s->nqueue = 2;
		break;
	}
	owe_full_removal(s);
}

/* The side to move is blocked: its end, or what it must do. Returns 1 when
 * the game is decided or a removal is owed. */
static int side_blocked(mor_state *s)
{
	int side = s->side;

	switch (s->r->blocked) {
	case BLK_LOSES:
		outcome_said(&s->base.out, win_for(!side), "blocked", cannot_move[side]);
		return 1;
	case BLK_DRAW:
		outcome_said(&s->base.out, RES_DRAW, "blocked-draw", cannot_move[side]);
		return 1;
	case BLK_PASSES:
	case BLK_UNBLOCK:
		if (s->r->blocked == BLK_UNBLOCK && must_free(s))
			return 1;
		if (!blocked(s, !side))
			return 0;
		outcome_said(&s->base.out, RES_DRAW, "blocked-draw", "neither side can move");
		return 1;
	default: /* BLK_REMOVE */
		if (!bb_any(room(s, side))) {
			outcome_said(&s->base.out, win_for(!side), "blocked", no_room[side]);
			return 1;
		}
		s->owe = 1;
		s->owe_kind = OWE_BLOCKED;
		return 1;
	}
}

/* The move limits, once the plies without a removal reach the shorter of
 * them (rules' quiet_check): 1 when one ends the game. */
static int quiet_limit(mor_state *s)
{
	const mor_rules *r = s->r;

	/* the general limit first: the endgame limit is the reason only where
	 * it is the shorter (Sanmill's engine names it only then) */
	if (r->limit && s->quiet >= r->limit) {
		why_text w = { .n = 0 };
		why_int(&w, s->quiet);
		why_add(&w, " plies without a removal");
		outcome_said(&s->base.out, RES_DRAW, "move-limit", w.t);
		return 1;
	}
	/* its words put together as the general limit's are: many games of
	 * a rule set with this limit end by it (morabaraba's: a third) */
	if (r->end_limit && s->quiet >= r->end_limit && placing_over(s) &&
	    (s->men[WHITE] == 3 || s->men[BLACK] == 3)) {
		why_text w = { .n = 0 };
		why_int(&w, s->quiet);
		why_add(&w, " plies without a removal with 3 pieces left");
		outcome_said(&s->base.out, RES_DRAW, "endgame-move-limit", w.t);
		return 1;
	}
	return 0;
}

/* The game's length reached: a draw, its words put together as the move
 * limits' are. Out of line: judge is in the lean steps' loops. */
static __attribute__((noinline)) void game_limit_end(mor_state *s)
{
	why_text w = { .n = 0 };

	why_int(&w, s->base.plies);
	why_add(&w, " plies, the longest a game may last");
	outcome_said(&s->base.out, RES_DRAW, "game-limit", w.t);
}

static inline int same_pos(const hist_pos *a, const hist_pos *b)
{
	return bb_eq(a->w, b->w) && bb_eq(a->b, b->b) && a->side == b->side;
}

/* How often the last position of the history came in it, counted in the
 * table (REP_SCAN): the positions not in it yet put in first. */
static rep_slot *slot_of(const mor_state *s, rep_slot *tab, const hist_pos *h)
{
	const hist_pos *hist = s->hist;
	size_t mask = 2 * s->caphist - 1, i = (size_t)bb_hash(h->w, h->b, h->side) & mask;

	while (tab[i].first && !same_pos(&hist[tab[i].first - 1], h))
		i = (i + 1) & mask;
	return &tab[i];
}

static __attribute__((noinline)) int counted(mor_state *s)
{
	const hist_pos *hist = s->hist;
	rep_slot *tab = (rep_slot *)(void *)((hist_pos *)s->hist + s->caphist);

	if (!s->ntab)
		memset(tab, 0, 2 * s->caphist * sizeof *tab);
	for (; s->ntab < s->nhist; s->ntab++) {
		rep_slot *t = slot_of(s, tab, &hist[s->ntab]);
		if (!t->first)
			t->first = (uint32_t)s->ntab + 1;
		t->count++;
	}
	return (int)slot_of(s, tab, &hist[s->nhist - 1])->count;
}

/* The last position may have been seen before (the filter of positions
 * seen said so): counts its repeats in the history. */
static void repetition(mor_state *s)
{
	const hist_pos *hist = s->hist, *now = &hist[s->nhist - 1];
	int seen = 0;

	if (s->nhist > REP_SCAN) {
		seen = counted(s);
	} else {
		/* four positions a turn of the loop: its test of the end
		 * costs as much as a position's */
#pragma GCC unroll 4
		for (size_t i = s->nhist; i-- > 0;)
			seen += same_pos(&hist[i], now);
	}
	if (seen >= s->r->repetition) {
		why_text w = { .n = 0 };
		why_add(&w, "the same position for the ");
		why_int(&w, seen);
		why_add(&w, seen == 1 ? "st time" : seen == 2 ? "nd time" : seen == 3 ? "rd time" :
			"th time");
		outcome_said(&s->base.out, RES_DRAW, "repetition", w.t);
	}
}

/* After a completed ply, with the next side to move set: decides the end of
 * the game, in this order: material, a blocking side's win, full board,
 * blocked side, move limits, the game's length, repetition. A loss by rule
 * outranks a draw by count. 0 where the game surely goes on: the plies that
 * end nothing look at nothing more (misère). `ply_rules`: the lean
 * referee's ply rules (PLY_*) the rules may have, a constant of the caller:
 * without PLY_GAME_END the game's length is not looked at. */
static inline __attribute__((always_inline)) int judge(mor_state *s, int mover, int irreversible,
						       int ply_rules)
{
	const mor_rules *r = s->r;
	int side = s->side, k;
	bb e = empty(s);

	/* material changes only with a placement or a removal */
	if (irreversible && (lost_material(s, !mover) || lost_material(s, mover)))
		return 1;
	/* Niranchy: the blocker wins as soon as the other side cannot move,
	 * whoever is to move (Ludii's (no Moves P2) after every move) */
	if (RARE((k = blocker(r)) >= 0) && blocked(s, !k)) {
		outcome_said(&s->base.out, win_for(k), "blocked", cannot_move[!k]);
		return 1;
	}
	if (s->nqueue > 0) {
		if (RARE(s->settling))
			owe_settled(s);
		else
			owe_full_removal(s);
		return 0;
	}
	if (!bb_any(e)) {
		board_full(s);
		return 1;
	}
	/* placing only: with both hands empty nothing can happen any more */
	if (RARE(!r->moving) && placing_over(s)) {
		outcome_said(&s->base.out, RES_DRAW, "hands-empty", "both hands are empty, and "
			     "pieces do not move");
		return 1;
	}
	if (blocked_in(s, side, e) && side_blocked(s))
		return 1;
	if (s->quiet >= r->quiet_check && quiet_limit(s))
		return 1;
	if ((ply_rules & PLY_GAME_END) && s->base.plies >= r->game_end) {
		game_limit_end(s);
		return 1;
	}
	if (!s->maybe_again)
		return 0;
	repetition(s);
	return 1;
}

/* Misère: a game won is lost, and lost won. */
static void misere(mor_state *s)
{
	static const char *const wins[2] = { "; misère: white wins", "; misère: black wins" };
	outcome *o = &s->base.out;

	if (!o->over || (o->result != RES_WHITE && o->result != RES_BLACK))
		return;
	o->result = o->result == RES_WHITE ? RES_BLACK : RES_WHITE;
	/* with no format run: every game won ends here */
	add_cut(o->why, strlen(o->why), sizeof o->why,
		wins[o->result == RES_WHITE ? WHITE : BLACK]);
}

/* A ply's `irreversible` where it placed a piece and removed nothing under
 * rules whose move limits count such a placement (rules' limit_placed):
 * the position cannot come again, but the count goes on. A removal makes
 * it 1 (removals). */
enum { PLACED_COUNTS = 2 };

/* Ends the ply: the turn passes, counters move, then the game is judged.
 * Inlined where most plies end (play's move that owes nothing: a call
 * there cost 10 % of a ply); finish_ply is the same for the other ends,
 * where alone a slide's mill may give its side another move (`again`).
 * `ply_rules` as judge's. */
static inline __attribute__((always_inline)) int end_ply(mor_state *s, int irreversible,
							 int was_placing, int pass, int again,
							 int ply_rules, diag *d)
{
	int mover = s->side, kind = s->owe_kind;

	s->base.plies++;
	if (irreversible) {
		if (irreversible == PLACED_COUNTS) { /* a placement the limits count */
			s->quiet++;
		} else {
			s->quiet = 0;
			s->quiet_at = s->r->quiet_check;
		}
		s->maybe_again = 0;
		if (s->nhist) { /* the filter holds no position but those of hist */
			s->nhist = s->ntab = 0;
			forget_seen_stores(s);
		}
		/* a removal ends the ply of the move that earned it: after the
		 * last placement, the second may move first */
		was_placing |= kind == OWE_MILL && s->mill_from < 0;
	} else if (!pass) { /* a pass moves nothing: the move limits do not count it */
		s->quiet++;
	}
	s->owe = 0;
	s->owe_kind = OWE_NONE;
	if (kind == OWE_FULL || RARE(kind == OWE_SETTLE)) {
		s->queue[0] = s->queue[1];
		s->qowe[0] = s->qowe[1];
		s->nqueue--;
		s->side = !mover;
	} else if (kind == OWE_BLOCKED) {
		s->side = mover; /* room made: the same side now moves */
	} else if (was_placing && placing_over(s) && s->r->second_moves_first) {
		s->side = !s->r->first;
	} else {
		s->side = !mover;
	}
	/* remove-and-move-again: the side whose slide closed the mill (owed)
	 * moves again, its removals made */
	if (again && s->again) {
		s->side = mover;
		s->again = 0;
	}
	/* the obligation to free the other lasts one ply; placing's rules
	 * act after the plies made while placing, and its settlement's */
	if (RARE(s->unblock)) { /* freed: the lean referee may play on */
		s->unblock = 0;
		lean_from_now(s);
	}
	if (RARE(was_placing && (s->r->rare & RR_PLACED)) || RARE(s->settling))
		rare_after_ply(s, mover, kind, was_placing);
	else if (MOR_MARKS)
		lean_marks_end(s, was_placing);
	/* positions repeat once placing is over, or while it goes on where
	 * pieces slide then too (Lasker) */
	if (s->r->repetition && (placing_over(s) || s->r->may_move) &&
	    !(irreversible && s->r->rep_from_slide) && push_history(s))
		return diag_set(d, "nomem", "out of memory");
	if (judge(s, mover, irreversible, ply_rules) && s->base.out.over && s->r->misere)
		misere(s);
	return 0;
}

static int finish_ply(mor_state *s, int irreversible, int was_placing, int pass, diag *d)
{
	return end_ply(s, irreversible, was_placing, pass, 1, PLY_ALL, d);
}

/* finish_ply after a removal: the copy that knows the ply irreversible
 * and no pass, as most plies that close a mill end. */
static __attribute__((noinline)) int finish_removed(mor_state *s, int was_placing, diag *d)
{
	return end_ply(s, 1, was_placing, 0, 1, PLY_ALL, d);
}

#if !MOR_EVERY_RULE
/* No move limit reached at a quiet slide with quiet_at reached: the
 * general limit, the further, is still ahead, and the endgame limit is
 * passed with no side at 3 pieces (or while placing), which cannot change
 * until the pieces or hands do, at an irreversible ply, which sets
 * quiet_at back. So the lean referee looks again only at the general
 * limit (before, every quiet ply of a middle game past the endgame limit
 * looked at both out of line). */
static inline void quiet_ahead(mor_state *s)
{
	s->quiet_at = s->r->limit ? s->r->limit : INT_MAX;
}

/* removed_end's judge where the plain case does not hold, or its history
 * is full (`push`: the position is put in it here first). */
static __attribute__((noinline)) int removed_judged(mor_state *s, int mover, int push, diag *d)
{
	if (push && push_history(s))
		return diag_set(d, "nomem", "out of memory");
	if (judge(s, mover, 1, PLY_ALL) && s->base.out.over && s->r->misere)
		misere(s);
	return 0;
}

/* finish_removed for the removals the lean referees make their own way
 * (quiet_remove, one_removal; in line in mill_removing_of, out of it as
 * removed_end): end_ply's end of a ply whose mill's one
 * removal (owe_kind OWE_MILL, so no queue) took the piece on p, then
 * judge, whose looks at the plain case are made here: neither side short
 * of material, the side to move not blocked (it has pieces in hand, or one
 * next to p, empty now, or after a slide next to the point it left,
 * mill_from, or can_move finds one that moves), no move limit
 * at 0 plies, the game not at its longest, the position new. The board is
 * not full: p is empty. `slid`, a constant: the mill was a slide's, made
 * with placing over (mill_slide_removing's), so was_placing is 0 and both
 * hands are empty. The move limits are looked at again from quiet_at on:
 * after such a pair, where the endgame limit is the shorter and no side
 * is down to 3 pieces, it cannot end the game before the next
 * irreversible ply, which sets quiet_at again, and the general limit is
 * the next to look at (as quiet_ahead says; morabaraba's pairs, whose
 * quiet plies looked at the limits ten plies on; the other removals'
 * rule sets, Lasker's among them, paid more for the test than it saved).
 * `one`, a constant: the rules are those of a pair (mill_one's and the
 * others mill_removing_of serves), which have no remove-and-move-again
 * (move_again), so no side moves again: only
 * that rule sets `again` in the lean referee, and the placements' extra
 * turn (engine_placing.h) is over with its ply, in the referee of every
 * rule (rare_after_ply), before the lean one plays. */
static inline __attribute__((always_inline)) int removed_end_of(mor_state *s, int was_placing,
								   int p, diag *d, int slid, int one)
{
	const mor_rules *r = s->r;
	int mover = s->side, side;

	s->base.plies++;
	s->quiet = 0;
	s->quiet_at = r->quiet_check;
	if (slid && r->end_limit && s->men[WHITE] != 3 && s->men[BLACK] != 3)
		quiet_ahead(s);
	s->maybe_again = 0;
	if (s->nhist) { /* the filter holds no position but those of hist */
		s->nhist = s->ntab = 0;
		forget_seen_stores(s);
	}
	/* a removal ends the ply of the move that earned it: after the last
	 * placement, the second may move first */
	if (!slid)
		was_placing |= s->mill_from < 0;
	s->owe = 0;
	s->owe_kind = OWE_NONE;
	side = was_placing && placing_over(s) && r->second_moves_first ? !r->first : !mover;
	if (!one && s->again) { /* remove-and-move-again */
		side = mover;
		s->again = 0;
	}
	s->side = side;
	if (!slid && MOR_MARKS)
		lean_marks_end(s, was_placing);
	/* the history was emptied above: the position is new (push_first) */
	if (r->repetition && (slid || placing_over(s) || r->may_move) && !r->rep_from_slide) {
		if (s->nhist == s->caphist)
			return removed_judged(s, mover, 1, d);
		push_first(s, own_of(s, WHITE), own_of(s, BLACK), side);
	}
	/* material: after a slide's pair, with both hands empty, the pieces
	 * on the board alone, as short_of_material counts them then */
	if ((slid ? s->men[!mover] >= r->loss_below && s->men[mover] >= r->loss_below :
		    !short_of_material(s, !mover) && !short_of_material(s, mover)) &&
	    ((!slid && s->hand[side] > 0) || bb_any(bb_and(adj_of(&r->b, p), own_of(s, side))) ||
	     (slid && bb_any(bb_and(adj_of(&r->b, s->mill_from), own_of(s, side)))) ||
	     can_move(s, side, empty(s))) &&
	    r->quiet_check > 0 && s->base.plies < r->game_end)
		return 0;
	return removed_judged(s, mover, 0, d);
}

static __attribute__((noinline)) int removed_end(mor_state *s, int was_placing, int p, diag *d)
{
	return removed_end_of(s, was_placing, p, d, 0, 0);
}
#endif

/* A point's name in the notation the record is read in (for messages only:
 * kept out of line, so that the moves' path is compiled as without it). */
__attribute__((cold, noinline)) static const char *pt(const mor_state *s, int p)
{
	return s->r->ptname[s->notation][p];
}

/* A piece of `side` that is not in a mill, to name in a message. */
static int some_free(const mor_state *s, int side)
{
	bb f = bb_andnot(own_of(s, side), in_mills(s, side));
	return bb_any(f) ? bb_first(f) : -1;
}

/* Removes p for the side to move; `free_`: p is known to be a piece in no
 * mill (removable_at). */
static int remove_one(mor_state *s, int p, int free_, diag *d)
{
	int side = s->side, opp = !side, victim = opp;

	if (!s->owe) {
		if (s->r->from_mills == FROM_NEVER && s->closed && !bb_any(removable(s, opp)))
			return diag_set(d, "no-removal", "every %s piece stands in a mill, and a "
					"piece in a mill is never removed: nothing is removed",
					side_name[opp]);
		if (RARE(s->r->goal != GOAL_SAME))
			return diag_set(d, "no-removal", "nothing is removed under these rules");
		if (s->reused && s->r->repeated == REP_NEW_POINT)
			return diag_set(d, "no-removal", "every point of this mill stood in an earlier "
					"mill of %s's: it removes nothing (one-time mills)",
					side_name[side]);
		if (s->reused)
			return diag_set(d, "no-removal", "this mill was used once already: it removes "
					"nothing (one-time mills)");
		if (s->closed)
			return diag_set(d, "no-removal", "%s closed %d mill%s: %s", side_name[side],
					s->closed, s->closed > 1 ? "s" : "",
					s->r->per_mill || s->closed == 1 ? "no more removals are due" :
					"one removal, not one per mill");
		return diag_set(d, "no-removal", "%s closed no mill: there is nothing to remove",
				side_name[side]);
	}
	if (RARE(s->owe_kind == OWE_SETTLE && s->settle_own)) {
		victim = side; /* El Filja, no mill when placing ends */
		if (!bb_has(own_of(s, side), p))
			return diag_set(d, "not-removable", "placing ended with no mill on the board: "
					"%s removes one of its own pieces, and %s holds none",
					side_name[side], pt(s, p));
		if (!removable_at(s, side, p, 0))
			return diag_set(d, "protected", "%s is in a mill and cannot be removed while "
					"%s is in none", pt(s, p), pt(s, some_free(s, side)));
		goto take;
	}
	if (!bb_has(own_of(s, opp), p)) {
		if (bb_has(own_of(s, side), p))
			return diag_set(d, "not-removable", "%s is %s's own piece", pt(s, p),
					side_name[side]);
		return diag_set(d, "not-removable", "there is no %s piece on %s", side_name[opp],
				pt(s, p));
	}
	if (s->owe_kind == OWE_CAPTURE && s->cap_kind != CAP_MILL) {
		int rc = capture_refused(s, p, d);
		if (rc < 0)
			return -1;
		if (rc == 0)
			goto take;
	}
	if (!removable_at(s, opp, p, free_)) {
		if (near_own(s, side))
			return diag_set(d, "not-removable", "%s is not next to a %s piece", pt(s, p),
					side_name[side]);
		return diag_set(d, "protected",
				"%s is in a mill and cannot be removed while %s is in none", pt(s, p),
				pt(s, some_free(s, opp)));
	}
take:
	take_man(s, victim, p);
	if (RARE(s->r->rare & RR_REMOVED) || MOR_MARKS)
		rare_removed(s, victim, p);
	if (s->r->cool) /* the piece is no longer followed by the cool-down */
		cool_removed(s, victim, p);
	s->owe--;
	s->base.ply_parts++; /* Sanmill counts a removal as a ply of its own */
	return 0;
}

/* Does mill i, complete in `own`, count for `side`? Not where a longer line
 * of the same pieces goes on from it under exact mills, nor on the side's
 * home line where that is no mill (asked by every referee). */
static int counts(const mor_rules *r, int side, int i, bb own)
{
	return !(r->exact && bb_any(bb_and(BB_GET(r->b.beyond, i), own))) && !home_line(r, side, i);
}

/* Sanmill's one-time mills (new-point): does mill i hold a point that no
 * mill `side` made before held? Its points are then the side's made. */
static int new_point(mor_state *s, int side, int i)
{
	bb line = BB_GET(s->r->b.mill, i), made;

	_Static_assert(sizeof made <= sizeof s->used[0], "used holds a side's points");
	memcpy(&made, s->used[side], sizeof made);
	if (bb_within(line, made))
		return 0;
	made = bb_or(made, line);
	memcpy(s->used[side], &made, sizeof made);
	return 1;
}

/* New mills that `side` just closed at `to`, after the one-time-mill rule. */
PLY_HELPER int closed_mills(mor_state *s, const mor_move *m)
{
	const mor_board *b = &s->r->b;
	int side = s->side, n = 0, k;
	bb own = own_of(s, side);

	/* most moves leave too few of the side's pieces in line to close one */
	if (few_partners(s, own, m->to))
		return 0;

	EACH_WHOLE(k, s->r, m->to, own) {
		int i = b->through[m->to][k];
		if (!counts(s->r, side, i, own))
			continue;
		if (s->r->repeated == REP_ONCE) {
			if (s->used[side][i >> 6] >> (i & 63) & 1) {
				s->reused = 1;
				continue;
			}
			s->used[side][i >> 6] |= (uint64_t)1 << (i & 63);
		} else if (s->r->repeated == REP_NEW_POINT && !new_point(s, side, i)) {
			s->reused = 1;
			continue;
		}
		n++;
	}
	return n;
}

/* Does some mill through `p` stand complete for `side` in `own`? */
static int mill_at(const mor_state *s, int side, bb own, int p)
{
	const mor_board *b = &s->r->b;
	int k;

	if (few_partners(s, own, p))
		return 0;
	EACH_WHOLE(k, s->r, p, own)
		if (counts(s->r, side, b->through[p][k], own))
			return 1;
	return 0;
}

/* Morabaraba's rule against shuttling: the piece that closed a mill on the
 * side's last move may not go straight back to close a mill again while the
 * mill it made still stands. The piece and the way back are tested in line,
 * the mills out of line: most moves do not go back, and most rule sets do
 * not have the rule. */
static __attribute__((noinline)) int goes_back(const mor_state *s, int from, int to)
{
	bb own = own_of(s, s->side);

	return mill_at(s, s->side, own, from) &&
	       mill_at(s, s->side, bb_or(bb_andnot(own, BIT(from)), BIT(to)), to);
}

static inline int shuttles(const mor_state *s, int from, int to)
{
	return s->r->repeated == REP_NO_RETURN && from == s->last_to[s->side] &&
	       to == s->last_from[s->side] && goes_back(s, from, to);
}

/* A move other than the removal a mill (or a full or blocked board) owes.
 * After a mill, the move written instead starts the next ply. */
static int removal_owed(mor_state *s, diag *d)
{
	static const char *const owed[] = {
		[OWE_FULL] = "the board is full: %s must remove a %s piece",
		[OWE_BLOCKED] = "%s cannot move and must first remove a %s piece next to its own",
		[OWE_SETTLE] = "placing is over: %s must first remove a %s piece",
	};
	int side = s->side, opp = !side;

	if (RARE(s->owe_kind == OWE_SETTLE && s->settle_own))
		return diag_set(d, "removal-owed", "placing ended with no mill on the board: %s must "
				"first remove one of its own pieces", side_name[side]);
	if (s->owe_kind != OWE_MILL && s->owe_kind != OWE_CAPTURE)
		return diag_set(d, "removal-owed", owed[s->owe_kind], side_name[side], side_name[opp]);
	s->base.refused_next = 1;
	if (s->owe_kind == OWE_CAPTURE)
		return diag_set(d, "removal-owed", "%s's %s captures: a %s piece must be removed (x) "
				"before the next move", side_name[side], pt(s, s->mill_to),
				side_name[opp]);
	if (s->mill_from >= 0)
		return diag_set(d, "removal-owed", "%s's %s-%s closed a mill: a %s piece must be "
				"removed (x) before the next move", side_name[side],
				pt(s, s->mill_from), pt(s, s->mill_to), side_name[opp]);
	return diag_set(d, "removal-owed", "%s's %s closed a mill: a %s piece must be removed "
			"(x) before the next move", side_name[side], pt(s, s->mill_to),
			side_name[opp]);
}

/* Why a slide may not be made, or 0. */
PLY_HELPER int slide_refused(const mor_state *s, const mor_move *m, bb occ, diag *d)
{
	const mor_rules *r = s->r;
	int side = s->side, opp = !side;

	if (s->hand[side] > 0 && !r->may_move)
		return diag_set(d, "must-place", "%s still has %d piece%s in hand and must place",
				side_name[side], s->hand[side], s->hand[side] == 1 ? "" : "s");
	if (RARE(!r->moving))
		return diag_set(d, "no-moving", "pieces are only placed under these rules: they "
				"never move");
	if (!bb_has(own_of(s, side), m->from))
		return diag_set(d, "not-own", bb_has(own_of(s, opp), m->from) ?
				"%s holds a %s piece, not a %s one" : "%s is empty%.0s%.0s",
				pt(s, m->from), side_name[opp], side_name[side]);
	if (bb_has(occ, m->to))
		return diag_set(d, "occupied", "%s is occupied", pt(s, m->to));
	if (RARE(!bb_has(BB_GET(s->open, 0), m->to)))
		return diag_set(d, "occupied", "%s is dead until placing is over", pt(s, m->to));
	if (RARE(r->flanked) && pinned(s, side, m->from))
		return diag_set(d, "pinned", "the piece on %s stands between two %s pieces and "
				"cannot move", pt(s, m->from), side_name[opp]);
	if (!bb_has(adj_of(&r->b, m->from), m->to) && !flies_from(s, side, m->from) &&
	    !RARE(r->cap_phases[CAP_LEAP] && leap_of(s, m->from, m->to) >= 0)) {
		if (r->fly && !placing_over(s) && r->fly_hand != FLY_ANY)
			return diag_set(d, "not-adjacent", "%s is not next to %s (no flying while "
					"placing)", pt(s, m->to), pt(s, m->from));
		if (r->fly && r->fly_count_hand)
			return diag_set(d, "not-adjacent", "%s is not next to %s (%s has %d pieces "
					"on the board and in hand and flies only with %d)",
					pt(s, m->to), pt(s, m->from), side_name[side],
					s->men[side] + s->hand[side], r->fly_at);
		if (r->fly)
			return diag_set(d, "not-adjacent", "%s is not next to %s (%s has %d pieces "
					"and flies only with %d)", pt(s, m->to), pt(s, m->from),
					side_name[side], s->men[side], r->fly_at);
		if (bb_any(fly_from(s)))
			return diag_set(d, "not-adjacent", "%s is not next to %s (a piece flies only "
					"from the points of rules.flying.from)", pt(s, m->to),
					pt(s, m->from));
		return diag_set(d, "not-adjacent", "%s is not next to %s (no flying under these "
				"rules)", pt(s, m->to), pt(s, m->from));
	}
	if (shuttles(s, m->from, m->to))
		return diag_set(d, "mill-return", "the piece on %s just closed a mill from %s and may "
				"not go straight back to close one again", pt(s, m->from),
				pt(s, m->to));
	return 0;
}

#include "games/morris/engine_placing.h"
#include "games/morris/engine_turns.h"
#include "games/morris/engine_captures.h"

/* The rules few rule sets have, where a ply meets them. Before its move: a
 * side that waits for the other to finish placing passes; a side that must
 * free the other slides. (A blocked side that passes is play's own test.) */
static int rare_refused(const mor_state *s, const mor_move *m, diag *d)
{
	int side = s->side;

	if (m->kind == MV_PASS)
		return 0;
	if (waits(s, side))
		return diag_set(d, "must-pass", "%s has placed all its pieces and passes (p) until "
				"placing is over", side_name[side]);
	if (s->unblock && m->kind != MV_SLIDE)
		return unblock_refused(s, m, d);
	return 0;
}

/* After its move, before its removals: what a mill of a placement gives,
 * and the obligation to free the other side. */
static int rare_after_move(mor_state *s, const mor_move *m, int mills, diag *d)
{
	const mor_rules *r = s->r;

	if (s->unblock) { /* the move that frees the other side takes nothing */
		s->owe = 0;
		if (m->nrem)
			return diag_set(d, "no-removal", "a move that frees %s removes nothing",
					side_name[!s->side]);
		return 0;
	}
	if (mills && m->kind == MV_PLACE && r->place_mill >= PM_MARK && placing_mill(s, m, d))
		return -1;
	return 0;
}

#if !MOR_EVERY_RULE
/* Under the rules where a slide's mill may remove nothing (slide_lapses),
 * does the mill the side to move closes by a slide from `from` lapse? In
 * Ludii's rule sets, a side that flies makes no mill (fly_no_mill); in
 * Malom, the slide that reaches the move limit ends the game, drawn,
 * before the removal its mill would earn (limit_at_slide). The same
 * before the slide and after it: a slide changes neither the pieces' count
 * nor the hands nor the quiet plies. Every referee meets the rule in
 * play_ply (lapsed); the lean one's own path of a slide's mill
 * (mill_slide_of) asks this and leaves such a slide to play_ply. Out of
 * its line: few mills lapse. (The lean steps' pairs of a mill and its
 * removal are not made under these rules: rules.c's mill_one.) */
static __attribute__((noinline)) int mill_lapses(const mor_state *s, int from)
{
	const mor_rules *r = s->r;

	return (r->fly_no_mill && flies_from(s, s->side, from)) ||
	       (r->limit_at_slide && s->quiet + 1 >= r->limit);
}
#endif

/* Under the rules where a slide's mill may remove nothing (slide_lapses),
 * after a slide that closed a mill: in Ludii's rule sets, a side that
 * flies makes no mill (fly_no_mill); in Malom, the slide that reaches the
 * move limit ends the game, drawn, before the removal its mill would earn
 * (limit_at_slide). Such a mill owes nothing, and a removal written with
 * the slide is refused, in the words of its rule. Every referee meets the
 * rule here, where play_ply's ply goes once its mill owes a removal
 * (mill_lapsed; the lean one's mill_slide_of leaves such a slide to
 * play_ply: mill_lapses). Out of the moves' path: few mills lapse. */
static __attribute__((noinline)) int lapsed(mor_state *s, const mor_move *m, diag *d)
{
	const mor_rules *r = s->r;

	if (r->fly_no_mill && flies_from(s, s->side, m->from)) {
		s->owe = 0;
		if (m->nrem)
			return diag_set(d, "no-removal", "%s flies: a mill closed by a flying move "
					"removes nothing", side_name[s->side]);
		return 0;
	}
	if (r->limit_at_slide && s->quiet + 1 >= r->limit) {
		s->owe = 0;
		if (m->nrem)
			return diag_set(d, "game-over", "the game is over: this slide is the %dth "
					"without a removal, and draws before its mill removes",
					r->limit);
	}
	return 0;
}

/* A piece of `victim` removed from p: marked instead, where a placing mill
 * marks. */
static void rare_removed(mor_state *s, int victim, int p)
{
	if (victim != s->side && marks_now(s))
		mark_point(s, p);
}

/* The lean referee meets the obligation to free the other side where it
 * arises (must_free), and hands the game to the referee that played
 * placing, which plays the ply that frees (and hands it back then:
 * lean_from_now). */
static void lean_hands_back(mor_state *s)
{
	if (!MOR_EVERY_RULE) {
		s->eng = s->placing_eng;
		s->placing_eng = NULL;
	}
}

/* Placing and its settlement over, every point open again: what is left
 * of the rare rules acts no more (but the obligation to free the other
 * side, which the lean referee meets where it arises: lean_hands_back),
 * and the lean referee plays on. Placing over asked first: the plies made
 * while placing come here, and most of them stop there. */
static void lean_from_now(mor_state *s)
{
	const mor_rules *r = s->r;

	if (r->lean_later && placing_over(s) && s->eng != mor_lean_engine(r) && !s->settling &&
	    !s->nqueue && bb_eq(BB_GET(s->open, 0), BB_GET(r->b.all, 0)) &&
	    !bb_any(bb_or(BB_GET(s->dead, WHITE), BB_GET(s->dead, BLACK)))) {
		s->placing_eng = s->eng;
		s->eng = mor_lean_engine(r);
	}
}

/* After the ply, the next side set, before judge: the side that moves
 * again; when placing ends (or, under cancel, the board fills) the dead
 * points revived and the settlement queued. */
static void rare_after_ply(mor_state *s, int mover, int kind, int was_placing)
{
	const mor_rules *r = s->r;

	if (kind == OWE_SETTLE && s->nqueue == 0)
		s->settling = 0;
	s->unblock = 0;
	if (s->again) {
		s->side = mover;
		s->again = 0;
	}
	if (r->cancel && !placing_over(s) && !bb_any(empty(s))) {
		revive(s);
		s->hand[WHITE] = s->hand[BLACK] = 0;
	}
	if (was_placing && placing_over(s)) {
		if (marking(r))
			revive(s);
		if (r->place_mill == PM_FIRST_MILL || r->place_mill == PM_COUNT)
			settle(s, mover);
	}
	lean_from_now(s);
}

/* The lean referee under marks (lean_marks), at the end of a ply: where
 * it ended placing, the dead points come back, as rare_after_ply brings
 * them back for the referee of every rule. */
static void lean_marks_end(mor_state *s, int was_placing)
{
	if (was_placing && placing_over(s))
		revive(s);
}

/* The pieces a removal owed may take now (for actions). */
static bb removal_targets(const mor_state *s)
{
	if (s->owe_kind == OWE_CAPTURE)
		return capture_targets(s);
	if (s->owe_kind == OWE_SETTLE && s->settle_own)
		return removable(s, s->side);
	return removable(s, !s->side);
}

/* May the piece of the side to move on p not slide to q, under the
 * cool-down or the obligation to free the other? */
static int slide_barred(const mor_state *s, int p, int q)
{
	return (s->r->cool && cooling(s, p, q)) || RARE(s->unblock && !frees(s, p, q));
}

/* Why a placement may not be made, or 0. */
PLY_HELPER int place_refused(const mor_state *s, const mor_move *m, bb occ, diag *d)
{
	const mor_rules *r = s->r;

	if (s->hand[s->side] == 0)
		return diag_set(d, "no-hand", "%s has no pieces left to place", side_name[s->side]);
	if (bb_has(occ, m->to))
		return diag_set(d, "occupied", "%s is occupied", pt(s, m->to));
	if ((MOR_EVERY_RULE || MOR_MARKS) && !bb_has(BB_GET(s->open, 0), m->to))
		return diag_set(d, "occupied", "%s is dead until placing is over", pt(s, m->to));
	if (RARE(r->first_point >= 0) && s->base.plies == 0 && m->to != r->first_point)
		return diag_set(d, "first-point", "the first piece of the game is placed on %s",
				pt(s, r->first_point));
	if (RARE(bb_has(BB_GET(r->forbidden, 0), m->to)))
		return diag_set(d, "forbidden-point", "no piece is placed on %s under these rules",
				pt(s, m->to));
	return 0;
}

/* A line that wins the game, as the ply's end. */
static int line_won(mor_state *s, const mor_move *m, int irreversible, int was_placing, diag *d)
{
	int side = s->side;

	if (m->nrem)
		return diag_set(d, "no-removal", "a line wins the game: nothing is removed");
	if (finish_ply(s, irreversible, was_placing, 0, d))
		return -1;
	/* where one side wins only by blocking, its win by blocking comes
	 * first (Ludii's order of the ends) */
	if (RARE(s->r->goal != GOAL_SAME) && s->base.out.over)
		return 0;
	outcome_said(&s->base.out, win_for(side), "line", made_line[side]);
	if (s->r->misere)
		misere(s);
	return 0;
}

/* The removals written with a move (or as tokens of their own, after the
 * move that owes them), one by one, then the ply's end unless more are
 * owed. `free0`: the first is known to take a piece in no mill. */
static int removals(mor_state *s, const mor_move *m, int irreversible, int was_placing,
		    int free0, diag *d)
{
	int opp = !s->side;

	for (int i = 0; i < m->nrem; i++) {
		if (remove_one(s, m->rem[i], i == 0 && free0, d))
			return -1;
		irreversible = 1;
		/* material is judged after each removal: a side left short has
		 * lost at once, and removals still owed lapse */
		if (s->owe && short_of_material(s, opp)) {
			if (i + 1 < m->nrem)
				return diag_set(d, "no-removal", "%s has lost on material: no more "
						"removals are due", side_name[opp]);
			s->owe = 0;
		}
	}
	if (s->owe)
		return 0; /* the removal comes as a token of its own */
	if (m->nrem) /* the usual end: a piece was removed, so nothing is quiet */
		return finish_removed(s, was_placing, d);
	return finish_ply(s, irreversible, was_placing, 0, d);
}

/* Nothing is removed from a mill (one removal owed: is any piece free?):
 * the removals owed become the pieces that may be removed if fewer, those
 * in no mill, but where a removal must make room. Whether the first
 * removal written takes a free piece. In the line of owed_never alone:
 * few rule sets protect so. */
static inline __attribute__((always_inline)) int owed_strict(mor_state *s, const mor_move *m)
{
	int opp = !s->side, free0 = 0;
	int k = near_own(s, !opp) ? popcount(removable(s, opp)) :
		free_pieces(s, opp, s->owe, m->nrem ? m->rem[0] : -1, &free0);

	if (s->owe > k)
		s->owe = k;
	return free0;
}

/* A move that owes removals, or writes some: what its mills owe, taken
 * from the opponent's hand first where the rules say so, then the
 * removals. `strict`, a constant: the rules protect every piece in a mill
 * (from_mills: never), and owed_strict is made here, in line. */
static inline __attribute__((always_inline)) int owed_ply(mor_state *s, const mor_move *m,
							   int mills, int irreversible,
							   int was_placing, int strict, diag *d)
{
	const mor_rules *r = s->r;
	int opp = !s->side, free0 = 0;

	/* a slide's mill under remove-and-move-again: its side moves again
	 * once the removals are made (finish_ply) */
	if (r->move_again && mills && m->kind == MV_SLIDE)
		s->again = 1;
	if (r->from_hand && m->kind == MV_PLACE) {
		/* a placing mill takes from the opponent's hand while it has any */
		while (s->owe && s->hand[opp] > 0) {
			s->hand[opp]--;
			s->owe--;
			irreversible = 1;
		}
		if (m->nrem > s->owe && mills)
			return diag_set(d, "no-removal", "the removal is taken from %s's hand",
					side_name[opp]);
	}
	if (s->owe > s->men[opp])
		s->owe = s->men[opp];
	if (strict && s->owe)
		free0 = owed_strict(s, m);
	s->mill_from = m->kind == MV_SLIDE ? m->from : -1;
	s->mill_to = m->to;
	return removals(s, m, irreversible, was_placing, free0, d);
}

/* owed_ply under strict protection: a copy of its own, in which
 * owed_strict's look at the first removal is made in line. Under these
 * rules most mills owe it (the 81-point grid closes one every other
 * move), where the rules that do not protect so never pay for it. */
static __attribute__((noinline)) int owed_never(mor_state *s, const mor_move *m, int mills,
						int irreversible, int was_placing, diag *d)
{
	return owed_ply(s, m, mills, irreversible, was_placing, 1, d);
}

#if !MOR_EVERY_RULE
/* A move that closed a mill owing one removal, the removal written with it
 * (PGN's d6-d5xd7, the 81-point grid's every mill): where the rules ask
 * nothing more of it (no move again, no removal from the hand or next to
 * the remover's own pieces, no cool-down, no slide's mill that lapses: the
 * rules' removal_plain) and it takes an opposing piece in
 * no mill (or where mills protect nothing), what owed_ply, owed_strict,
 * removals and remove_one do for it, with none of their other tests: 1
 * where it was made (the ply to be ended by finish_removed), 0 with
 * nothing changed. The lean referees alone: test_morris's lean_agrees plays
 * them against the referee of every rule, which goes the long way. */
static inline __attribute__((always_inline)) int one_removal(mor_state *s, const mor_move *m)
{
	const mor_rules *r = s->r;
	int opp = !s->side, p = m->rem[0];

	if (m->nrem != 1 || s->owe != 1 || s->men[opp] < 1 || !r->removal_plain ||
	    !bb_has(own_of(s, opp), p) ||
	    (r->from_mills != FROM_ALWAYS && in_mill_at(s, opp, p)))
		return 0;
	s->mill_from = m->kind == MV_SLIDE ? m->from : -1;
	s->mill_to = m->to;
	take_man(s, opp, p);
	if (MOR_MARKS)
		rare_removed(s, opp, p);
	s->owe = 0;
	s->base.ply_parts++; /* Sanmill counts a removal as a ply of its own */
	return 1;
}
#endif

/* Has the mill of the move m, which closed `mills`, lapsed (a slide's
 * mill under slide_lapses: lapsed)? -1 where the move is refused for it, 1
 * where it lapsed (nothing owed now, no removal written), 0 where not.
 * Asked where play_ply's ply goes once its mill owes a removal (owed,
 * owed_removing, captured), before anything else there, and not in
 * play_ply's line: the test there cost the rule sets played by a copy of
 * play_ply with a ply rule 1-2.5 % (sanmill-app-mul-mulan's lines). */
static inline __attribute__((always_inline)) int mill_lapsed(mor_state *s, const mor_move *m,
								int mills, diag *d)
{
	if (!mills || !__builtin_expect(s->r->slide_lapses, 0) || !s->owe || m->kind != MV_SLIDE)
		return 0;
	if (lapsed(s, m, d))
		return -1;
	return !s->owe;
}

/* The end of the ply of a mill that lapsed, as play_ply ends a ply that
 * owes nothing: no side moves again, and the ply rules are all asked (of
 * them judge asks the game's length alone, which is INT_MAX where the
 * rules have none: no copy of play_ply without it ends there). */
static __attribute__((noinline)) int lapsed_end(mor_state *s, int irreversible, int was_placing,
						diag *d)
{
	return end_ply(s, irreversible, was_placing, 0, 0, PLY_ALL, d);
}

/* What a move's mills owe, or the removals it writes, the mill's lapse
 * asked already. */
static inline __attribute__((always_inline)) int owed_of(mor_state *s, const mor_move *m,
							  int mills, int irreversible,
							  int was_placing, diag *d)
{
	if (s->r->from_mills == FROM_NEVER)
		return owed_never(s, m, mills, irreversible, was_placing, d);
	return owed_ply(s, m, mills, irreversible, was_placing, 0, d);
}

/* The same out of line, for the paths that asked the lapse (captured,
 * owed_removing). */
static __attribute__((noinline)) int owed_asked(mor_state *s, const mor_move *m, int mills,
						int irreversible, int was_placing, diag *d)
{
	return owed_of(s, m, mills, irreversible, was_placing, d);
}

/* Out of the moves' path: most moves close no mill. */
static __attribute__((noinline)) int owed(mor_state *s, const mor_move *m, int mills,
					  int irreversible, int was_placing, diag *d)
{
	int k = mill_lapsed(s, m, mills, d);

	if (k)
		return k < 0 ? -1 : lapsed_end(s, irreversible, was_placing, d);
	return owed_of(s, m, mills, irreversible, was_placing, d);
}

/* owed where a removal is written with the move: one_removal's way first,
 * in the lean referees (the moves that write none, OpenSpiel's numbers',
 * do not pay for its look), which the rules whose mills may lapse do not
 * take (removal_plain); then a mill that lapsed refuses the removal. */
static __attribute__((noinline)) int owed_removing(mor_state *s, const mor_move *m, int mills,
						   int irreversible, int was_placing, diag *d)
{
#if !MOR_EVERY_RULE
	if (one_removal(s, m))
		return removed_end(s, was_placing, m->rem[0], d);
#endif
	if (mill_lapsed(s, m, mills, d))
		return -1;
	return owed_asked(s, m, mills, irreversible, was_placing, d);
}

/* The rest of play's ply where line captures act: what the move captures
 * (`leap`: the piece the slide jumped, or -1), owed in place of its mill's
 * removals (a mill that lapsed owes none), then the removals or the ply's
 * end. Out of the moves' path: few rule sets capture. */
static __attribute__((noinline)) int captured(mor_state *s, const mor_move *m, int mills, int leap,
					      int irreversible, int was_placing, diag *d)
{
	if (mill_lapsed(s, m, mills, d) < 0)
		return -1;
	captures_after(s, m, leap, m->kind == MV_PLACE || s->hand[s->side] > 0);
	if (s->owe || m->nrem)
		return owed_asked(s, m, mills, irreversible, was_placing, d);
	return finish_ply(s, irreversible, was_placing, 0, d);
}

/* A ply of a move, or of its first removal. `ply_rules`: the lean referee's
 * ply rules (PLY_*) the rules may have, a constant: the cool-down, the line
 * captures and the game's length are looked at, and whether the ply slid
 * is kept, only where it has their bits. The lean instances compile it
 * once for the rule sets with none (play), once for each ply rule alone,
 * and once for more than one (play_ply_rules), a table each. */
static inline __attribute__((always_inline)) int play_ply(mor_state *s, const mor_move *m,
							  diag *d, int ply_rules)
{
	const mor_rules *r = s->r;
	int side = s->side, opp = !side, was_placing = !placing_over(s), irreversible = 0, mills;
	int leap = -1;
	int wins = r->mill_wins;
	bb occ = occupied(s);

	if (s->base.out.over)
		return diag_set(d, "game-over", "the game is over: %s", s->base.out.why);
	if (s->owe) {
		if (m->kind != MV_REMOVE)
			return removal_owed(s, d);
		return removals(s, m, 1, was_placing, 0, d);
	}
	/* expected not: the plies of the rule sets where a blocked side loses
	 * are laid out with none of this test's work in their way */
	if (__builtin_expect(r->blocked_passes, 0) && m->kind != MV_PASS && !unblocked_by(s, m) &&
	    blocked(s, side))
		return diag_set(d, "must-pass", "%s cannot move and must pass (p)", side_name[side]);
	if (RARE(r->rare & RR_BEFORE) && rare_refused(s, m, d))
		return -1;
	/* the ply's mills are set once the move is sure (mor_play: a move
	 * refused here leaves the position as it stood) */
	switch (m->kind) {
	case MV_REMOVE:
		return diag_set(d, "no-removal", "%s closed no mill: there is nothing to remove",
				side_name[side]);
	case MV_PASS:
		if (!(r->blocked_passes && blocked(s, side)) && !RARE(waits(s, side)))
			return diag_set(d, "bad-pass", "%s can move and may not pass", side_name[side]);
		s->closed = s->reused = 0;
		return finish_ply(s, 0, was_placing, 1, d);
	case MV_PLACE:
		if (RARE(r->cancel) && s->hand[side] && bb_has(own_of(s, opp), m->to)) {
			s->closed = s->reused = 0;
			return cancel_on(s, m, d);
		}
		if (place_refused(s, m, occ, d))
			return -1;
		put_man(s, side, m->to);
		if (!RARE(r->cancel)) /* under cancel, hands do not run out */
			s->hand[side]--;
		irreversible = r->limit_placed ? PLACED_COUNTS : 1;
		if (ply_rules & PLY_MOVED)
			s->moved = 0;
		break;
	case MV_SLIDE:
		if (slide_refused(s, m, occ, d))
			return -1;
		if (RARE(r->rare & RR_SLIDE) && slide_rare(s, m, &leap, d))
			return -1;
		if ((ply_rules & PLY_COOL) && __builtin_expect(r->cool, 0) && cool_refused(s, m, d))
			return -1;
		move_man(s, side, m->from, m->to);
		if (ply_rules & PLY_MOVED) /* a side left blocked by a slide is freed (must_free) */
			s->moved = 1;
		break;
	}
	s->closed = s->reused = 0;
	mills = closed_mills(s, m);
	if (RARE(r->goal != GOAL_SAME)) { /* the blocker's lines are nothing, the other's win */
		mills = side == blocker(r) ? 0 : mills;
		wins = 1;
	}
	s->closed = mills;
	/* remember a slide that closed a mill, for the shuttling rule
	 * (morris.h's last_to: its from is written only then) */
	if (r->repeated == REP_NO_RETURN) {
		if (mills && m->kind == MV_SLIDE)
			s->last_from[side] = m->from;
		s->last_to[side] = mills && m->kind == MV_SLIDE ? m->to : -1;
	}
	if (mills && wins)
		return line_won(s, m, irreversible, was_placing, d);
	s->owe = mills > 1 && !r->per_mill ? 1 : mills; /* one a mill, or one in all */
	s->owe_kind = OWE_MILL;
	if (RARE(r->rare & (mills && m->kind == MV_PLACE ? RR_MOVE | RR_PLACE_MILL : RR_MOVE)) &&
	    rare_after_move(s, m, mills, d))
		return -1;
	/* a slide's mill that removes nothing: asked where a mill's ply goes
	 * on from here (captured, owed, owed_removing: mill_lapsed) */
	/* line captures, after every move, by every referee (but a move that
	 * frees the other side takes nothing) */
	if ((ply_rules & PLY_CAPTURE) && __builtin_expect(r->captures, 0) && !RARE(s->unblock) &&
	    may_capture(s, m->to, leap))
		return captured(s, m, mills, leap, irreversible, was_placing, d);
	/* most plies close no mill and write no removal: nothing more to
	 * settle (mill_from and mill_to name the move a removal is owed for) */
	if (!MOR_EVERY_RULE && m->nrem)
		return owed_removing(s, m, mills, irreversible, was_placing, d);
	if (s->owe || m->nrem)
		return owed(s, m, mills, irreversible, was_placing, d);
	return end_ply(s, irreversible, was_placing, 0, 0, ply_rules, d);
}

/* The referee of every rule meets every rule in every ply; the lean one
 * plays the rule sets without any ply rule by the copy of play_ply that
 * has none of their tests, and the others by the copy for their rules
 * (their table mor_engine_lean_ply[], mor_lean_engine): no ply asks which. */
#if MOR_EVERY_RULE
static int play(mor_state *s, const mor_move *m, diag *d)
{
	return play_ply(s, m, d, PLY_ALL);
}
#else
/* What a quiet move changes past its pieces, made by side (the quiet
 * moves below): no mill closed nor reused, and where shuttling is ruled
 * out, no slide of a mill to go back on. `one`: quiet_slide_at's. Where
 * it does not tell the rules (0), last_to is set all the same: under the
 * other rules it is -1 from reset on (only the rule against shuttling
 * writes it), and the store costs less than asking. 1. */
static inline __attribute__((always_inline)) int quiet_made(mor_state *s, int side, int one)
{
	s->closed = s->reused = 0;
	if (!one || one == 2)
		s->last_to[side] = -1; /* no slide of a mill now (last_from unread) */
	return 1;
}

/* A quiet placement's changes: side's men at `placed`, one more on the
 * board and one fewer in hand. 1. */
static inline __attribute__((always_inline)) int quiet_placed(mor_state *s, int side, bb placed,
							      int one)
{
	BB_PUT(s->pos, side, placed);
	s->men[side]++;
	s->hand[side]--;
	return quiet_made(s, side, one);
}

#if MOR_WORDS == 2
/* A quiet step's mill test in the window of `to` (morris.h's windowed),
 * `own` the mover's pieces there after the step, the mills closed kept as
 * mill_kept keeps them (`one`). */
static inline __attribute__((always_inline)) int mill_in_window(mor_state *s, int to,
								uint64_t own, int one)
{
	uint32_t whole = mor_whole_held_in_window(s->r, to, own);

	if (one)
		s->whole_at = whole;
	return whole != 0;
}

/* quiet_slide_at past its tests of the state, where `from` lies in the
 * window of `to` (on the 81-point grid every slide to a neighbour): its
 * tests of points and its mill's in one word each, as on a board of one
 * word, and not a choice of word and a shift per point. */
static inline __attribute__((always_inline)) int quiet_slide_window(mor_state *s, int from,
								     int to, int one)
{
	const mor_rules *r = s->r;
	int side = s->side, base = r->wbase[to];
	bb own = own_of(s, side);
	uint64_t f = (uint64_t)1 << (from - base), t = (uint64_t)1 << (to - base);
	uint64_t w = bb_window(own, base);

	if (!(w & f) || (bb_window(occupied(s), base) & t) ||
	    (!(bb_window(adj_of(&r->b, from), base) & t) && !flies_from(s, side, from)))
		return 0;
	if (mill_in_window(s, to, w ^ (f | t), one))
		return 2;
	own = bb_unwindow(f | t, base); /* the two points, xored in place */
	s->pos[0][side] ^= own.w[0];
	s->pos[1][side] ^= own.w[1];
	return quiet_made(s, side, one);
}

/* quiet_place_at past its tests of the state, in the window of `to`. */
static inline __attribute__((always_inline)) int quiet_place_window(mor_state *s, int to, int one,
								    int dead)
{
	const mor_rules *r = s->r;
	int side = s->side, base = r->wbase[to];
	bb own = own_of(s, side);
	uint64_t t = (uint64_t)1 << (to - base);

	if (bb_window(occupied(s), base) & t || (dead && !(bb_window(BB_GET(s->open, 0), base) & t)))
		return 0;
	if (mill_in_window(s, to, bb_window(own, base) | t, one))
		return 2;
	return quiet_placed(s, side, bb_or(own, bb_unwindow(t, base)), one);
}
#endif

/* Most plies of a game: once placing is over, a slide to a neighbour (or
 * a flight, where the side flies) that closes no mill and writes no
 * removal. Such a slide meets no rule of the lean referee but its own
 * tests and the ply's end, so it is made here: 1 where it was, 0 where the
 * move is anything else, 2 where it is such a slide but for a mill through
 * its point (mill_slide's), with nothing changed. The mill through `to` is looked for in the
 * position after the slide, as closed_mills looks; where none stands,
 * shuttles (which needs one) and the cool-down, captures and the rare
 * rules (not in this copy) have nothing to say. `one`, a constant: the
 * steps' rules are mill_one's (1), mill_per's (3), mill_hand's (4) or
 * mill_near's (5), which have no rule against shuttling, or
 * mill_one_back's (2), which have it, so none asks
 * which; and the mill found is kept for their pairs (mill_kept's `keep`).
 * 0: any rules. */
static inline __attribute__((always_inline)) int quiet_slide_at(mor_state *s, int from, int to,
								   int placing_slides, int one)
{
	const mor_rules *r = s->r;
	int side = s->side;
	bb own = own_of(s, side), moved;

	/* a removal owed or the game over: both read and tested as one (a
	 * test and a jump fewer a step than the two tests gcc made) */
	if ((s->owe_kind | s->base.out.over) || (!placing_slides && !placing_over(s)))
		return 0;
#if MOR_WORDS == 2
	if (r->windowed && (unsigned)(from - r->wbase[to]) < 64)
		return quiet_slide_window(s, from, to, one);
#endif
	if (!bb_has(own, from) || bb_has(occupied(s), to) ||
	    (!bb_has(adj_of(&r->b, from), to) && !flies_from(s, side, from)))
		return 0;
	moved = bb_xor(own, bb_or(BIT(from), BIT(to)));
	if (!few_partners_of(s, moved, to, one) && mill_kept(s, to, moved, one))
		return 2;
	BB_PUT(s->pos, side, moved);
	return quiet_made(s, side, one);
}

/* The same for a move: a slide that writes no removal. */
static inline __attribute__((always_inline)) int quiet_slide(mor_state *s, const mor_move *m,
							     int placing_slides)
{
	return m->nrem ? 0 : quiet_slide_at(s, m->from, m->to, placing_slides, 0);
}

/* The end of a quiet slide's ply, as end_ply and judge end it, told what
 * such a ply cannot change. quiet_slide found no removal owed, nor any
 * reason for one (owe_kind OWE_NONE: every rule that owes one sets its
 * kind, and end_ply and judge set the kind again where a full board's
 * queue still owes, so no queue waits either); placing is over, so both
 * hands are empty; no piece came or went, so material stands, and the
 * board is no fuller. Left to look at: the repetition of positions, the
 * side to move blocked, the move limits. That side is not blocked where
 * one of its pieces stands next to `from`, the point the slide emptied,
 * which tells most plies with no look at its pieces; can_move looks at
 * the others. tests/unit/test_morris.c's lean_agrees plays random games by
 * this referee and by the one of every rule, which has no quiet path. */

/* quiet_end's judge where the plain case does not hold (the side to move
 * cannot move, a move limit is near, or the position may have come
 * before: `again`), or its history is full (`again` -1: the position is
 * put in it here): out of its line, so that the plain case calls nothing
 * and saves fewer registers. */
static __attribute__((noinline)) int quiet_judged(mor_state *s, int from, int again, diag *d)
{
	const mor_rules *r = s->r;
	int side = s->side;

	if (again < 0 &&
	    (again = push_position(s, own_of(s, WHITE), own_of(s, BLACK), side)) < 0)
		return diag_set(d, "nomem", "out of memory");
	/* a side with pieces in hand is not blocked (a slide while placing,
	 * steps_slides): asked last, where no piece moves */
	if (!bb_any(bb_and(adj_of(&r->b, from), own_of(s, side))) &&
	    !can_move(s, side, empty(s)) && s->hand[side] == 0 && side_blocked(s))
		goto judged;
	if (s->quiet >= s->quiet_at) {
		if (quiet_limit(s))
			goto judged;
		quiet_ahead(s);
	}
	if (!again)
		return 0;
	repetition(s);
judged:
	if (s->base.out.over && r->misere)
		misere(s);
	return 0;
}

/* `roomy`, a constant: the history is known to have room for the position
 * (the lean steps' loop, which makes room for a position a step first). */
static inline __attribute__((always_inline)) int quiet_end_of(mor_state *s, int from, diag *d,
							     int roomy)
{
	const mor_rules *r = s->r;
	int side = !s->side, again = 0;

	s->base.plies++;
	s->quiet++;
	s->side = side;
	if (r->repetition) {
		if (!roomy && s->nhist == s->caphist)
			return quiet_judged(s, from, -1, d);
		again = push_position(s, own_of(s, WHITE), own_of(s, BLACK), side);
	}
	if ((bb_any(bb_and(adj_of(&r->b, from), own_of(s, side))) || can_move(s, side, empty(s))) &&
	    s->quiet < s->quiet_at && !again)
		return 0;
	return quiet_judged(s, from, again, d);
}

static inline __attribute__((always_inline)) int quiet_end(mor_state *s, int from, diag *d)
{
	return quiet_end_of(s, from, d, 0);
}

/* A placement at `to` that closes no mill, where none is owed (every
 * placement of a game but those that close a mill): made here as
 * quiet_slide_at makes a quiet slide, 1 where it was, 0 where the move is
 * anything else, 2 where it closes a mill (mill_place's), with nothing
 * changed; play_ply's tests of a placement the lean referee has (the
 * blocked side that passes asks nothing of a side with pieces in hand)
 * and its changes. `one`: quiet_slide_at's. `dead`, a constant: a point
 * may be dead (a marked piece's, lean_marks), and is then not empty: 1 in
 * the marks' instance alone (MOR_MARKS), which no other rule set plays
 * (Lasker's placements paid for the look). The steps ask it of their
 * point, with no move made where it is quiet. */
static inline __attribute__((always_inline)) int quiet_place_at(mor_state *s, int to, int one,
								int dead)
{
	int side = s->side;
	bb own = own_of(s, side), placed;

	/* owe_kind and over tested as one, as quiet_slide_at does */
	if ((s->owe_kind | s->base.out.over) || s->hand[side] <= 0)
		return 0;
#if MOR_WORDS == 2
	if (s->r->windowed)
		return quiet_place_window(s, to, one, dead);
#endif
	if (dead ? !bb_has(empty(s), to) : bb_has(occupied(s), to))
		return 0;
	placed = bb_or(own, BIT(to));
	if (!few_partners_of(s, placed, to, one) && mill_kept(s, to, placed, one))
		return 2;
	return quiet_placed(s, side, placed, one);
}

/* The same for a move: a placement that writes no removal. */
static inline __attribute__((always_inline)) int quiet_place(mor_state *s, const mor_move *m,
							     int one, int dead)
{
	return m->nrem ? 0 : quiet_place_at(s, m->to, one, dead);
}

/* placed_end's judge where the plain case does not hold, or its history
 * is full (`push`: the position is put in it here first), out of its line
 * as quiet_judged is. */
static __attribute__((noinline)) int placed_judged(mor_state *s, int mover, int push, diag *d)
{
	if (push && push_history(s))
		return diag_set(d, "nomem", "out of memory");
	if (judge(s, mover, 1, 0) && s->base.out.over && s->r->misere)
		misere(s);
	return 0;
}

/* The end of such a placement's ply, as end_ply ends it (irreversible, made
 * while placing, nothing owed before it nor now: owe_kind OWE_NONE, and so
 * no queue, as quiet_end says), then judge, whose looks at the plain case
 * are made here: neither side short of material (where a placement may
 * change that), the board not full, the side to move not blocked, no move
 * limit at 0 plies, the position new.
 * (In two words too: judge in line there cost the 81-point grid's
 * placements more, bench/RESULTS.md stop 47.)
 * `few`, a constant: the filter of positions seen is emptied by
 * forget_few_seen (the steps of the rule sets whose pieces slide while
 * placing, where it most often holds one position), else by forget_seen:
 * the other rule sets' loops paid for the test (bench/RESULTS.md, stop 46). */
static inline __attribute__((always_inline)) int placed_end(mor_state *s, diag *d, int few)
{
	const mor_rules *r = s->r;
	int mover = s->side, over = placing_over(s), side;
	bb e;

	s->base.plies++;
	if (r->limit_placed) { /* the move limits count the placement */
		s->quiet++;
	} else {
		s->quiet = 0;
		s->quiet_at = r->quiet_check;
	}
	s->maybe_again = 0;
	if (s->nhist) { /* the filter holds no position but those of hist */
		if (few)
			forget_few_seen(s);
		else
			forget_seen(s);
		s->nhist = s->ntab = 0;
	}
	s->side = side = over && r->second_moves_first ? !r->first : !mover;
	/* `few`'s rules, whose pieces slide while placing, mark nothing */
	if (!few && over && MOR_MARKS)
		lean_marks_end(s, 1);
	if (r->repetition && (over || r->may_move) && !r->rep_from_slide) {
		if (s->nhist == s->caphist)
			return placed_judged(s, mover, 1, d);
		push_first(s, own_of(s, WHITE), own_of(s, BLACK), side); /* emptied above */
	}
	e = empty(s);
	/* a placement keeps each side's pieces on the board and in hand (no
	 * rule set starts a side short: rules.c), but where pieces count on
	 * the board alone once placing is over (short_of_material), the one
	 * that ends it may leave a side short */
	if (!(r->loss_after_placing && over &&
	      (s->men[WHITE] < r->loss_below || s->men[BLACK] < r->loss_below)) &&
	    bb_any(e) && (s->hand[side] > 0 || can_move(s, side, e)) && s->quiet < r->quiet_check)
		return 0;
	return placed_judged(s, mover, 0, d);
}

/* near_own for the removal a mill owes, the side to move the remover: not
 * for a slide's mill to a neighbour, whose side is not blocked (its piece
 * next to the point it left, empty still) and which the full board's rule
 * does not ask (a placement's alone: full_board_near); where the rules
 * have such a removal, most mills are slides' (sanmill-zhi-qi's removals
 * asked whether the remover was blocked, 2.5 % of its lines). */
static inline __attribute__((always_inline)) int near_own_mill(const mor_state *s)
{
	if (s->mill_from >= 0 && bb_has(adj_of(&s->r->b, s->mill_from), s->mill_to))
		return 0;
	return near_own(s, s->side);
}

/* A removal written as a token of its own (OpenSpiel's point numbers) that
 * ends the ply of the mill it is owed for: the one removal owed (of a
 * mill: not a line capture's), of the opposing piece on p, in no mill (or
 * where mills protect nothing), where no rule asks more of it (a removal
 * next to the remover's own pieces: asked of this removal, near_own_mill,
 * where the rules have such a removal, near_rules; before, their every
 * removal went the long way, which cost sanmill-experimental's lines 7 %). remove_one's tests and
 * changes for such a removal, then finish_removed as removals calls it; 1
 * where it was made, 0 with nothing changed. The lean steps ask it of
 * their point, with no move made. `near`, a constant: the rules may have
 * such a removal; 0 in the steps that make a mill and its removal as one
 * (mill_one's rules have none), whose loop the look cost (xanan-zirge's
 * lines 1.6 %). `cool`, a constant: under the cool-down (the steps of
 * its rules alone: asked in the others' loops, the look cost nine men's
 * morris 1 %), the piece removed is followed no more (cool_removed);
 * before, each such removal went the long way, 1,624 of arde-lucus's
 * 33,000 plies. */
static inline __attribute__((always_inline)) int quiet_remove_of(mor_state *s, int p, int near,
								    int cool)
{
	const mor_rules *r = s->r;
	int opp = !s->side;

	if (s->owe != 1 || s->owe_kind != OWE_MILL || s->base.out.over || (!cool && r->cool) ||
	    (near && __builtin_expect(r->near_rules, 0) && near_own_mill(s)) ||
	    !bb_has(own_of(s, opp), p) ||
	    (r->from_mills != FROM_ALWAYS && in_mill_at(s, opp, p)))
		return 0;
	take_man(s, opp, p);
	if (MOR_MARKS)
		rare_removed(s, opp, p);
	if (cool) /* no longer followed, as remove_one lets it go */
		cool_removed(s, opp, p);
	s->owe = 0;
	s->base.ply_parts++; /* Sanmill counts a removal as a ply of its own */
	return 1;
}

static inline __attribute__((always_inline)) int quiet_remove_at(mor_state *s, int p, int near)
{
	return quiet_remove_of(s, p, near, 0);
}

/* The same for a move: a removal of one point. */
static inline __attribute__((always_inline)) int quiet_remove(mor_state *s, const mor_move *m)
{
	return m->nrem == 1 && quiet_remove_at(s, m->rem[0], 1);
}

/* Every other move (a slide that is not quiet, a pass), by the copy of
 * play_ply with no ply rule: out of play's line, whose quiet slides need
 * few registers. */
static __attribute__((noinline)) int play_rest(mor_state *s, const mor_move *m, diag *d)
{
	return play_ply(s, m, d, 0);
}

/* A move that makes a line where a line wins (mill_wins), let through by
 * quiet_slide_at or quiet_place_at (their 2: legal, nothing owed, nothing
 * written to remove): play_ply's changes and line_won's end without
 * judge, whose every end the line's win replaces (turned round under
 * misère, as line_won turns it) where the rules have no blocking goal,
 * and which then changes nothing else of the state where no queue waits,
 * the board is not full and a blocked side owes nothing (BLK_LOSES,
 * BLK_DRAW, and BLK_PASSES: a side that passes, or neither side able to
 * move, changes only the end the line replaces). The side that made the
 * line was not blocked: its slide or placement was legal, so that
 * play_ply's must-pass has nothing to refuse. Most games of such rules end
 * here (three men's morris): judge's looks at the side to move, the limits and
 * the repetitions cost the game's last ply about three times a quiet
 * slide. The ply's end is end_ply's, for a ply that owed nothing and is
 * no pass; any other rules (among them those where no line wins, whose
 * mills mill_slide and mill_place leave to play_ply here), or a state
 * this does not cover (a side to move again, a side to free, a
 * settlement), go to play_rest.
 * test_morris's lean_agrees plays such games by this referee and by the
 * one of every rule, which has no such path. */
static __attribute__((noinline)) int line_made(mor_state *s, const mor_move *m, diag *d)
{
	const mor_rules *r = s->r;
	int side = s->side, placed = m->kind == MV_PLACE;

	if (!r->line_plain || m->nrem || s->nqueue || s->again || s->unblock || s->settling ||
	    (placed && !bb_any(bb_andnot(empty(s), BIT(m->to))))) /* a board filled */
		return play_rest(s, m, d);
	if (placed) {
		put_man(s, side, m->to);
		s->hand[side]--;
	} else {
		move_man(s, side, m->from, m->to);
	}
	s->reused = 0;
	s->closed = closed_mills(s, m);
	s->base.plies++;
	if (placed) { /* irreversible */
		s->quiet = 0;
		s->quiet_at = r->quiet_check;
		s->maybe_again = 0;
		if (s->nhist) { /* the filter holds no position but those of hist */
			s->nhist = s->ntab = 0;
			forget_seen_stores(s);
		}
	} else {
		s->quiet++;
	}
	s->owe = 0;
	s->owe_kind = OWE_NONE;
	s->side = placed && placing_over(s) && r->second_moves_first ? !r->first : !side;
	if (r->repetition && (placing_over(s) || r->may_move) && !(placed && r->rep_from_slide) &&
	    push_history(s))
		return diag_set(d, "nomem", "out of memory");
	outcome_said_n(&s->base.out, win_for(side), "line", made_line[side],
		       MADE_LINE_LEN);
	if (r->misere)
		misere(s);
	return 0;
}

/* The end of mill_slide's ply where its mills owe no removal (exact
 * mills that do not count, mills used once), or more than the opposing
 * pieces: out of the line of the usual end, a removal owed. */
static __attribute__((noinline)) int mill_slide_owes(mor_state *s, const mor_move *m, diag *d)
{
	if (!s->owe)
		return end_ply(s, 0, 0, 0, 0, 0, d);
	s->owe = s->men[!s->side];
	s->mill_from = m->from;
	s->mill_to = m->to;
	if (s->owe)
		return 0; /* the removal comes as a token of its own */
	return finish_ply(s, 0, 0, 0, d);
}

/* A slide quiet_slide let through but for a mill through `to` (its 2):
 * legal, placing over, nothing owed and nothing written to remove. Where
 * the rules ask nothing more of such a mill (no win by a line, no move
 * again, no strict protection, and it does not lapse: mill_lapses),
 * play_ply's changes for it and owed_ply's,
 * in line: the mills counted (closed_mills), the removals owed set, or
 * where none is owed (exact mills that do not count, no opposing piece
 * left) the ply ended as play_ply and removals end it. `no_return`, a
 * constant: the rules have the rule against shuttling (morabaraba), so
 * the slide is kept for it, and a slide straight back that closes a mill
 * again, which slide_refused refuses, goes to play_rest for its message.
 * Any other rules: play_rest. The lean steps make it in their loop
 * (steps_of), where it is no call: the usual end, one removal owed, is
 * made here, any other by mill_slide_owes. */
static inline __attribute__((always_inline)) int mill_slide_of(mor_state *s, const mor_move *m,
							      diag *d, int no_return)
{
	const mor_rules *r = s->r;
	int side = s->side, mills;

	if (r->mill_wins || r->move_again || r->from_mills == FROM_NEVER ||
	    (no_return && shuttles(s, m->from, m->to)) ||
	    (__builtin_expect(r->slide_lapses, 0) && mill_lapses(s, m->from)))
		return line_made(s, m, d); /* play_rest where no line wins */
	s->closed = s->reused = 0;
	move_man(s, side, m->from, m->to);
	mills = closed_mills(s, m);
	s->closed = mills;
	if (no_return) {
		if (mills)
			s->last_from[side] = m->from;
		s->last_to[side] = mills ? m->to : -1;
	}
	s->owe = mills > 1 && !r->per_mill ? 1 : mills; /* one a mill, or one in all */
	s->owe_kind = OWE_MILL;
	if (!s->owe || s->owe > s->men[!side])
		return mill_slide_owes(s, m, d);
	s->mill_from = m->from;
	s->mill_to = m->to;
	return 0; /* the removal comes as a token of its own */
}

/* mill_slide under the rule against shuttling: a copy of its own, so that
 * the other rule sets' mill slides pay nothing for the rule. */
static __attribute__((noinline)) int mill_slide_back(mor_state *s, const mor_move *m, diag *d)
{
	return mill_slide_of(s, m, d, 1);
}

static __attribute__((noinline)) int mill_slide(mor_state *s, const mor_move *m, diag *d)
{
	if (s->r->repeated == REP_NO_RETURN)
		return mill_slide_back(s, m, d);
	return mill_slide_of(s, m, d, 0);
}

/* Any other placement, by a copy of play_ply told that it is one: out of
 * play_place's line, whose quiet placements need few registers. */
static __attribute__((noinline)) int place_rest(mor_state *s, const mor_move *m, diag *d)
{
	if (m->kind != MV_PLACE)
		__builtin_unreachable();
	return play_ply(s, m, d, 0);
}

/* A placement quiet_place let through but for a mill through `to` (its
 * 2): legal, nothing owed or written to remove. As mill_slide for a
 * slide, where the rules ask nothing more of its mill (no win by a line,
 * no strict protection): play_ply's changes and owed_ply's in line, the
 * removals taken from the opponent's hand first where they are so
 * (from_hand: the dooz rule sets, whose every placing mill went through
 * place_rest before, 1.5 % of their lines). Any other rules: the copy of
 * play_ply for placements. */
static __attribute__((noinline)) int mill_place(mor_state *s, const mor_move *m, diag *d)
{
	const mor_rules *r = s->r;
	int side = s->side, mills;

	if (r->mill_wins || r->from_mills == FROM_NEVER)
		return r->mill_wins ? line_made(s, m, d) : place_rest(s, m, d);
	s->closed = s->reused = 0;
	put_man(s, side, m->to);
	s->hand[side]--;
	mills = closed_mills(s, m);
	s->closed = mills;
	if (r->repeated == REP_NO_RETURN)
		s->last_to[side] = -1;
	s->owe = mills > 1 && !r->per_mill ? 1 : mills; /* one a mill, or one in all */
	s->owe_kind = OWE_MILL;
	if (!s->owe)
		return end_ply(s, 1, 1, 0, 0, 0, d);
	if (r->from_hand) /* from the hand while it holds any, as owed_ply */
		while (s->owe && s->hand[!side] > 0) {
			s->hand[!side]--;
			s->owe--;
		}
	if (s->owe > s->men[!side])
		s->owe = s->men[!side];
	s->mill_from = -1;
	s->mill_to = m->to;
	if (s->owe)
		return 0; /* the removal comes as a token of its own */
	return finish_ply(s, 1, 1, 0, d);
}

/* A placement, by a copy of play_ply told that it is one: gcc leaves the
 * other kinds' code out, and the copy sets up less of a frame (every
 * placement, and on the 81-point grid 80 of a game's plies). A copy for
 * the slides that are not quiet was tried: it cost the 81-point grid
 * more than it saved the others. */
static __attribute__((noinline)) int play_place(mor_state *s, const mor_move *m, diag *d)
{
	if (m->kind != MV_PLACE)
		__builtin_unreachable();
	int k = quiet_place(s, m, 0, MOR_MARKS);

	if (k == 1)
		return placed_end(s, d, 0);
	if (k == 2)
		return mill_place(s, m, d);
#if MOR_WORDS == 1
	return place_rest(s, m, d);
#else
	return play_ply(s, m, d, 0);
#endif
}

/* A removal written as a token of its own (OpenSpiel's point numbers
 * where a mill is owed), the same way: play_ply's first tests, then the
 * removals. */
static __attribute__((noinline)) int play_remove(mor_state *s, const mor_move *m, diag *d)
{
	if (m->kind != MV_REMOVE)
		__builtin_unreachable();
	if (quiet_remove(s, m))
		return removed_end(s, !placing_over(s), m->rem[0], d);
	return play_ply(s, m, d, 0);
}

#if MOR_WORDS == 2
/* A slide: a quiet one made here, any other by play_rest. */
static inline __attribute__((always_inline)) int play_slide_of(mor_state *s, const mor_move *m,
							       diag *d, int placing_slides)
{
	int k = quiet_slide(s, m, placing_slides);

	if (k == 1)
		return quiet_end(s, m->from, d);
	if (k == 2)
		return mill_slide(s, m, d);
	return play_rest(s, m, d);
}

static __attribute__((noinline)) int play_slide(mor_state *s, const mor_move *m, diag *d)
{
	return play_slide_of(s, m, d, 0);
}

/* A slide under the rules whose pieces slide while placing (steps_slides'
 * rules): quiet while placing too. */
static __attribute__((noinline)) int play_slide_placing(mor_state *s, const mor_move *m, diag *d)
{
	return play_slide_of(s, m, d, 1);
}

/* Each kind of move to its copy of the ply, with no frame of its own: on
 * the 81-point grid, where placements are four plies in ten, the registers
 * a quiet slide needs are saved by play_slide alone (made in play, as in
 * one word, every placement paid for them; in one word, this cost the nine
 * men's morris games 0.2 %). */
static inline __attribute__((always_inline)) int play_of(mor_state *s, const mor_move *m,
							  diag *d, int placing_slides)
{
	if (m->kind == MV_SLIDE)
		return placing_slides ? play_slide_placing(s, m, d) : play_slide(s, m, d);
	if (m->kind == MV_PLACE)
		return play_place(s, m, d);
	if (m->kind == MV_REMOVE)
		return play_remove(s, m, d);
	return play_rest(s, m, d);
}
#else
static inline __attribute__((always_inline)) int play_of(mor_state *s, const mor_move *m,
							  diag *d, int placing_slides)
{
	int k;

	if (m->kind == MV_SLIDE && (k = quiet_slide(s, m, placing_slides)) != 0)
		return k == 1 ? quiet_end(s, m->from, d) : mill_slide(s, m, d);
	if (m->kind == MV_PLACE)
		return play_place(s, m, d);
	if (m->kind == MV_REMOVE)
		return play_remove(s, m, d);
	return play_rest(s, m, d);
}
#endif

static int play(mor_state *s, const mor_move *m, diag *d)
{
	return play_of(s, m, d, 0);
}

#if !MOR_MARKS
/* play for the rules whose pieces slide while placing (may_move), in the
 * table of steps_slides: a quiet slide made while placing made as one
 * made after it, the other rule sets' play compiled as before. */
static int play_slides(mor_state *s, const mor_move *m, diag *d)
{
	return play_of(s, m, d, 1);
}
#endif
#endif

/* the plays of the ply rules' tables (none in the marks' instance) */
#if !MOR_EVERY_RULE && !MOR_MARKS
static int play_cool(mor_state *s, const mor_move *m, diag *d)
{
	return play_ply(s, m, d, PLY_COOL);
}

static int play_capture(mor_state *s, const mor_move *m, diag *d)
{
	return play_ply(s, m, d, PLY_CAPTURE);
}

static int play_game_end(mor_state *s, const mor_move *m, diag *d)
{
	return play_ply(s, m, d, PLY_GAME_END);
}

static int play_moved(mor_state *s, const mor_move *m, diag *d)
{
	return play_ply(s, m, d, PLY_MOVED);
}

static int play_ply_rules(mor_state *s, const mor_move *m, diag *d)
{
	return play_ply(s, m, d, PLY_ALL);
}
#endif

/* A run's step as its move (morris.h's mor_step): a point is removed where
 * a removal is owed, placed where not. In every instance: mor_steps_played
 * and MOR_STEPS_PLACING play the steps that are not quiet so. */
static inline mor_move step_move(const mor_state *s, mor_step st)
{
	if (st.from >= 0)
		return (mor_move){ .kind = MV_SLIDE, .from = st.from, .to = st.to };
	if (s->owe)
		return (mor_move){ .kind = MV_REMOVE, .from = -1, .to = -1, .nrem = 1,
				   .rem = { st.to } };
	return (mor_move){ .kind = MV_PLACE, .from = -1, .to = st.to };
}

/* Does the step stop the steps, unplayed (morris.h's STEP_*)? */
static inline int step_stops(const mor_state *s, mor_step st)
{
	if (s->owe)
		return st.from >= 0 || st.from == STEP_PLACE;
	return st.from == STEP_REMOVE;
}

#if MOR_EVERY_RULE && MOR_WORDS == 1
/* Compiled once, here (morris.h). */
int mor_steps_by_play;

/* mor_steps_played, and with `hand_on` (a constant) mor_steps_every. Only
 * the rules whose lean referee takes over after placing (lean_later) look
 * for the hand-over: the others pay a test a step of a register. */
static inline __attribute__((always_inline)) int played_from(mor_state *s, const mor_step *st,
							     size_t n, size_t *done, diag *d,
							     int hand_on)
{
	const int later = hand_on && s->r->lean_later;

	for (size_t i = 0; i < n; i++) {
		mor_move m;
		if (step_stops(s, st[i])) {
			*done = i;
			return GAME_RUN_STOP;
		}
		m = step_move(s, st[i]);
		if (mor_play(s, &m, d)) {
			*done = i;
			return GAME_RUN_REFUSED;
		}
		if (s->base.warned) {
			*done = i;
			return GAME_RUN_WARNED;
		}
		/* the ply may have handed the game to a lean referee
		 * (lean_from_now: placing over, under rules of placing it
		 * does not have): the rest of the run is that referee's */
		if (later && s->eng->steps != mor_steps_every && i + 1 < n) {
			size_t rest = 0;
			int rc = s->eng->steps(s, st + i + 1, n - i - 1, &rest, d);
			if (rc != GAME_RUN_ALL)
				*done = i + 1 + rest;
			return rc;
		}
	}
	return GAME_RUN_ALL;
}

int mor_steps_played(mor_state *s, const mor_step *st, size_t n, size_t *done, diag *d)
{
	return played_from(s, st, n, done, d, 0);
}

int mor_steps_every(mor_state *s, const mor_step *st, size_t n, size_t *done, diag *d)
{
	return played_from(s, st, n, done, d, 1);
}
#endif

#if !MOR_EVERY_RULE
/* The mills through p whose points are all in own, counted: closed_mills's
 * count where every whole mill counts and none is used once (mill_one's
 * rules, in the lean referee, which has no home lines that are no mill). */
static inline __attribute__((always_inline)) int whole_count(const mor_rules *r, int p, bb own)
{
	int n = 0, k;

	EACH_WHOLE(k, r, p, own)
		n += k >= 0;
	return n;
}

/* The same where the first of them is known to be the k-th (mill_kept's
 * whole_at): in one word the count goes on from there; in two, k is the
 * set of them, counted. */
static inline __attribute__((always_inline)) int whole_count_from(const mor_rules *r, int p,
								  bb own, uint32_t at)
{
#if MOR_WORDS == 1
	int n = 1, k = (int)at;

	while ((k = next_whole(r, p, own, k + 1)) < r->b.nthrough[p])
		n++;
	return n;
#else
	/* most mills close alone: a loop, not __builtin_popcount, which with
	 * no popcount instruction in the CPU baseline is a call into libgcc */
	int n = 1;

	(void)r, (void)p, (void)own;
	for (at &= at - 1; at; at &= at - 1)
		n++;
	return n;
#endif
}

/* Does a piece of `side` stand on p that a mill's removal may take: in
 * no mill, or mills protect nothing (mill_removing_of's test, in the lean
 * referee, which has no home lines that are no mill)? In two words with
 * windows its tests are those of one word in p's window. */
static inline __attribute__((always_inline)) int free_at(const mor_state *s, int side, int p)
{
	const mor_rules *r = s->r;

#if MOR_WORDS == 2
	if (r->windowed) {
		int base = r->wbase[p];
		uint64_t w = bb_window(own_of(s, side), base);

		return (w >> (p - base) & 1) &&
		       (r->from_mills == FROM_ALWAYS || !mor_whole_held_in_window(r, p, w));
	}
#endif
	return bb_has(own_of(s, side), p) &&
	       (r->from_mills == FROM_ALWAYS || !in_mill_at(s, side, p));
}

/* move_man for mill_removing_of's slide: in two words with windows, where
 * `from` lies in the window of `to`, its two points xored in place at once
 * (as quiet_slide_window makes a slide). */
static inline __attribute__((always_inline)) void slid_in_window(mor_state *s, int side, int from,
								  int to)
{
#if MOR_WORDS == 2
	const mor_rules *r = s->r;
	int base = r->wbase[to];

	if (r->windowed && (unsigned)(from - base) < 64) {
		bb two = bb_unwindow((uint64_t)1 << (from - base) | (uint64_t)1 << (to - base), base);

		s->pos[0][side] ^= two.w[0];
		s->pos[1][side] ^= two.w[1];
		return;
	}
#endif
	move_man(s, side, from, to);
}

/* Does the move from `from` (a slide's, else a placement's) to `to`, which
 * closes a mill (quiet_slide_at's or quiet_place's 2), close more than
 * one? The mills through `to` of the mover's pieces after the move, from
 * the first the quiet test kept (whole_at; in two words, those it kept). */
static inline __attribute__((always_inline)) int more_than_one(const mor_state *s, int from,
								int to, int slide)
{
	bb own = own_of(s, s->side);

	if (slide)
		own = bb_andnot(own, BIT(from));
	return whole_count_from(s->r, to, bb_or(own, BIT(to)), s->whole_at) > 1;
}

/* For a pair under the rules whose removal may have to take a piece next
 * to the remover's own (mill_near), its move made (from -1: a placement):
 * must this one? Asked as the removal's own step asks it (quiet_remove_at's
 * near_own_mill), of the same position, the mill's kind and points set as
 * the mill's step sets them. Where it must, the move is taken back and the
 * state left as it was (1): the two steps play it, and that removal goes
 * the long way. */
static inline __attribute__((always_inline)) int near_undone(mor_state *s, int from, int to,
							       int slide)
{
	int side = s->side, kind = s->owe_kind, mill_from = s->mill_from, mill_to = s->mill_to;

	s->owe_kind = OWE_MILL;
	s->mill_from = (int8_t)from;
	s->mill_to = (int8_t)to;
	if (!near_own_mill(s))
		return 0;
	s->owe_kind = kind;
	s->mill_from = (int8_t)mill_from;
	s->mill_to = (int8_t)mill_to;
	if (slide) {
		move_man(s, side, to, from);
	} else {
		take_man(s, side, to);
		s->hand[side]++;
	}
	return 1;
}

/* A step that closes a mill (quiet_slide_at's or quiet_place's 2), its
 * move from `from` (-1: a placement) to `to`, the next step p's removal, under rules that ask nothing more of
 * such a mill (mill_one: the steps of mor_lean_engine's table for them).
 * Where the removal is the one the mill owes, of an opposing piece that
 * quiet_remove takes at once (in no mill, or mills protect nothing), both
 * are made as one ply, the state left as the two steps leave it: what the
 * move and the removal change, as mill_slide or mill_place and
 * quiet_remove change it, then removed_end's end as the removal's step
 * calls it, made here in line (removed_end_of). The count of the mills
 * closed starts at the one the quiet test found (whole_at).
 * The move is legal (its quiet test let it through but for the mill).
 * Under strict protection (from_mills: never) the move alone would first
 * look for a free opposing piece among all of them (owed_strict) to know
 * that a removal is owed; p is one, which says so, and the 81-point grid's
 * mills, most of them owed so, no longer look at the others. 1 with
 * nothing changed where p is not such a piece (the two steps are played
 * one by one, as before); else removed_end's answer. test_morris's
 * steps_agree plays random games' steps by this path and move by move.
 * `no_return` and `slide`, constants: the rules have the rule against
 * shuttling; the move is a slide (else a placement, from -1). `placing`,
 * a constant: a slide may be made while placing (the rules whose pieces
 * slide then, Lasker's), so its pair's end is not told that both hands
 * are empty (removed_end_of's `slid`). `per`, a constant: the rules owe
 * one removal a mill made (mill_per), so a move that closes more than one
 * owes more than p's, and is left to the two steps (1); one that closes
 * one owes one, as under mill_one. `near`, a constant: the removal may
 * have to take a piece next to the remover's own (mill_near), asked once
 * the move is made (near_undone); where it must, the two steps play it. */
static inline __attribute__((always_inline)) int mill_removing_of(mor_state *s, int from, int to,
								    int p, diag *d, int no_return,
								    int slide, int placing, int per,
								    int near)
{
	const mor_rules *r = s->r;
	int side = s->side, opp = !side;

	if (!free_at(s, opp, p) || (no_return && slide && shuttles(s, from, to)))
		return 1;
	if (per && more_than_one(s, from, to, slide))
		return 1;
	if (slide) {
		slid_in_window(s, side, from, to);
	} else {
		put_man(s, side, to);
		s->hand[side]--;
	}
	if (near && near_undone(s, from, to, slide))
		return 1;
	if (no_return) { /* as mill_slide_of and mill_place keep it */
		if (slide)
			s->last_from[side] = (int8_t)from;
		s->last_to[side] = (int8_t)(slide ? to : -1);
	}
	s->closed = per ? 1 : whole_count_from(r, to, own_of(s, side), s->whole_at);
	s->reused = 0;
	s->owe_kind = OWE_MILL;
	s->mill_from = (int8_t)from;
	s->mill_to = (int8_t)to;
	take_man(s, opp, p);
	if (!slide && MOR_MARKS) /* none slides while placing */
		rare_removed(s, opp, p);
	s->owe = 0;
	s->base.ply_parts++; /* Sanmill counts a removal as a ply of its own */
	/* made while placing, as removed_end's caller tells it: a placement's
	 * mill; a slide's is made with placing over (quiet_slide_at's test),
	 * or where pieces slide while placing, where no hand changed: the
	 * side to move is then the other one, as removed_end makes it */
	return removed_end_of(s, !slide, p, d, slide && !placing, 1);
}

/* mill_removing_of for a slide, and for a placement (from -1): copies of
 * their own, so that each knows its kind, and with it where placing
 * stands. */
static __attribute__((noinline)) int mill_slide_removing(mor_state *s, int from, int to, int p,
							 diag *d)
{
	return mill_removing_of(s, from, to, p, d, 0, 1, 0, 0, 0);
}

static __attribute__((noinline)) int mill_place_removing(mor_state *s, int to, int p, diag *d)
{
	return mill_removing_of(s, -1, to, p, d, 0, 0, 0, 0, 0);
}

/* mill_slide_removing for the rules whose pieces slide while placing
 * (steps_slides' mill_one rules: Lasker's). */
static __attribute__((noinline)) int mill_slide_removing_placing(mor_state *s, int from, int to,
								 int p, diag *d)
{
	return mill_removing_of(s, from, to, p, d, 0, 1, 1, 0, 0);
}

/* The same under the rule against shuttling (mill_one_back): a slide
 * straight back that closes a mill again is left to mill_slide_back (1),
 * which refuses it; the slide is kept for the rule as mill_slide_back
 * keeps it, a placement keeps none. Copies of their own, so that
 * mill_one's pairs pay nothing for the rule. */
static __attribute__((noinline)) int mill_slide_removing_back(mor_state *s, int from, int to,
							      int p, diag *d)
{
	return mill_removing_of(s, from, to, p, d, 1, 1, 0, 0, 0);
}

static __attribute__((noinline)) int mill_place_removing_back(mor_state *s, int to, int p,
							      diag *d)
{
	return mill_removing_of(s, -1, to, p, d, 1, 0, 0, 0, 0);
}

/* The same under one removal a mill made (mill_per): the pair made where
 * the move closes one mill. Copies of their own, so that mill_one's pairs
 * pay nothing for the count. */
static __attribute__((noinline)) int mill_slide_removing_per(mor_state *s, int from, int to,
							     int p, diag *d)
{
	return mill_removing_of(s, from, to, p, d, 0, 1, 0, 1, 0);
}

static __attribute__((noinline)) int mill_place_removing_per(mor_state *s, int to, int p,
							     diag *d)
{
	return mill_removing_of(s, -1, to, p, d, 0, 0, 0, 1, 0);
}

/* The same where the removal may have to take a piece next to the
 * remover's own (mill_near): the pair made where it need not. Copies of
 * their own, so that mill_one's pairs pay nothing for the look. */
static __attribute__((noinline)) int mill_slide_removing_near(mor_state *s, int from, int to,
							      int p, diag *d)
{
	return mill_removing_of(s, from, to, p, d, 0, 1, 0, 0, 1);
}

static __attribute__((noinline)) int mill_place_removing_near(mor_state *s, int to, int p,
							      diag *d)
{
	return mill_removing_of(s, -1, to, p, d, 0, 0, 0, 0, 1);
}

/* A slide step that is not quiet (quiet_slide_at's k: 2 a mill's slide,
 * 0 anything else), its move made here, out of the steps' loop, which then
 * reads the step's two points as they are, with no move to write. */
static __attribute__((noinline)) int slide_played(mor_state *s, int from, int to, int k, diag *d)
{
	mor_move m = { .kind = MV_SLIDE, .from = (int8_t)from, .to = (int8_t)to };

	if (k != 2)
		return play_rest(s, &m, d);
	if (s->r->repeated == REP_NO_RETURN)
		return mill_slide_back(s, &m, d);
	return mill_slide_of(s, &m, d, 0);
}

/* A step after a mill's, taken for its removal (mill_removing): any but a
 * placement alone (STEP_PLACE), which stops the steps where a removal is
 * owed. */
static inline int removes(mor_step st)
{
	return st.from < 0 && st.from != STEP_PLACE;
}

/* In one word, room in the history for a position a step of n first
 * (each step is one ply, which puts one position in it at most), -1 where
 * memory is short: the quiet slides' ends need not look (quiet_end_of's
 * `roomy`; in two words the 81-point grid's loop paid more for it than it
 * saved). */
static inline __attribute__((always_inline)) int room_for_steps(mor_state *s, size_t n)
{
	while (s->caphist - s->nhist < n)
		if (grow_history(s))
			return -1;
	return 0;
}

/* A slide ply_barred keeps from the quiet path under the cool-down (a
 * piece of its side followed, or a mill it may leave), made quiet as
 * quiet_slide_at makes it where it does not go back too soon: the
 * following cool_refused makes (cool_follow), the mill it leaves told
 * before it is made. 0, with nothing changed, where it goes back too soon
 * (mor_play says why); else quiet_slide_at's answer, the following made
 * where it is 1 (2, a mill: nothing changed, mor_play makes it all). */
static inline __attribute__((always_inline)) int cool_quiet_slide(mor_state *s, int from, int to,
								   int placing_slides, int glue)
{
	int side = s->side, leaves, k;

	if (cooling(s, from, to))
		return 0;
	leaves = leaves_mill(s, side, from);
	if ((k = quiet_slide_at(s, from, to, placing_slides, glue)) == 1)
		cool_follow(s, side, from, to, leaves);
	return k;
}

/* Under the cool-down, a slide that closes a mill (quiet_slide_at's or
 * cool_quiet_slide's 2): the following cool_refused makes, then the mill as
 * the rules without a ply rule make it (slide_played). The cool-down asks
 * a slide nothing else: play_cool's end of the ply is play_ply's. Not
 * under the rule against shuttling, whose refusal of a slide back comes
 * after the following is made (mor_play keeps the state whole). Until stop
 * 55 each went to mor_play: 1,624 of arde-lucus's 33,000 plies. */
static __attribute__((noinline)) int cool_mill(mor_state *s, int from, int to, diag *d)
{
	mor_move m = { .kind = MV_SLIDE, .from = (int8_t)from, .to = (int8_t)to };

	if (cool_refused(s, &m, d))
		return -1;
	return slide_played(s, from, to, 2, d);
}

/* Under the obligation to free a blocked side, a slide that closes a mill
 * (quiet_slide_at's 2), where no side is to be freed (steps_of stops
 * there): `moved` set as play_moved sets it at a slide, for must_free,
 * which the ply's end asks where it leaves the other side blocked (judge's
 * side_blocked: after the removal, or at once where the mill owes none),
 * then the mill as the rules without a ply rule make it (slide_played).
 * The one refusal there, of a slide back under the rule against shuttling,
 * finds `moved` set already: the side's slide that closed the mill, and
 * the other's since, set it. Until stop 55 each went to mor_play: 2,027
 * of shax's 32,000 plies. */
static __attribute__((noinline)) int moved_mill(mor_state *s, int from, int to, diag *d)
{
	s->moved = 1;
	return slide_played(s, from, to, 2, d);
}

/* Under the ply rule `ply` (steps_of's), may the step from-to (from -1: a
 * placement) not be made quiet by quiet_slide_at alone? Under the
 * cool-down, a slide where a piece of its side is followed or that leaves
 * a point enough of whose partners its side holds to stand in a mill
 * (cool_refused's plain case is the other; cool_quiet_slide makes such a
 * slide quiet, with its following); under line captures, a move to a point with opposing neighbours
 * enough to capture; under the obligation to free a blocked side, a
 * placement (placing is over: play_moved refuses it, and would clear
 * `moved`). */
static inline __attribute__((always_inline)) int ply_barred(const mor_state *s, int from, int to,
							    int ply)
{
	if (ply == PLY_COOL && from >= 0)
		return s->ncool[s->side] || !few_partners(s, own_of(s, s->side), from);
	if (ply == PLY_CAPTURE)
		return may_capture(s, to, -1); /* no leap in a lean referee */
	return ply == PLY_MOVED && from < 0;
}

/* A mill's slide and its removal of p made as one, by the pair of the
 * steps' `glue` (steps_of's): 1 where the pair is not made (nothing
 * changed), else the move's end as the two steps' (0, or -1 refused). */
static inline __attribute__((always_inline)) int slide_pair(mor_state *s, int from, int to, int p,
							    diag *d, int glue, int placing_slides)
{
	return glue == 2	 ? mill_slide_removing_back(s, from, to, p, d) :
	       glue == 3	 ? mill_slide_removing_per(s, from, to, p, d) :
	       glue == 5	 ? mill_slide_removing_near(s, from, to, p, d) :
	       placing_slides ? mill_slide_removing_placing(s, from, to, p, d) :
				mill_slide_removing(s, from, to, p, d);
}

/* The same for a mill's placement; none where placing mills take from the
 * hand (glue 4, and glue 5 under from_hand): mill_place takes it there. */
static inline __attribute__((always_inline)) int place_pair(mor_state *s, int to, int p, diag *d,
							    int glue)
{
	if (glue == 4 || (glue == 5 && s->r->from_hand))
		return 1;
	return glue == 2 ? mill_place_removing_back(s, to, p, d) :
	       glue == 3 ? mill_place_removing_per(s, to, p, d) :
	       glue == 5 ? mill_place_removing_near(s, to, p, d) :
			   mill_place_removing(s, to, p, d);
}

/* steps_of's end at the step `at`, unplayed or refused or warned. */
#define STEPS_END(how)                     \
	do {                               \
		*done = (size_t)(at - st); \
		return (how);              \
	} while (0)

/* The lean referee's steps: a quiet slide (most steps) made and ended in
 * the loop, as play makes it, with no move made, no call and no frame of
 * its own; a quiet placement and a mill's one removal too, as play_place
 * and play_remove make them; every other step's move played as play sends
 * it on (a removal of a line capture owed by mor_play_all, as mor_play
 * plays it). A removal owed has its kind (quiet_slide's test), so a slide
 * that is not quiet is the one the steps stop at where a removal is owed;
 * a point's step stops where it is a placement alone and a removal is
 * owed, or a removal alone and none is. The constants of the copies:
 * `marks`: a point may be dead (a marked piece's, lean_marks) where a
 * piece is placed: the marks' instance's copies alone (MOR_MARKS), so that
 * the rule sets that mark nothing pay nothing for the look (it cost
 * xanan-zirge's lines 2 %). `limit`: the rules' only ply rule is the
 * game's length (PLY_GAME_END), which the steps' ends do not judge: the
 * step that may end the ply that reaches it is played by the engine's
 * play, which judges it in judge's order. `ply`: the rules' one ply rule
 * (PLY_*, 0 for none) where it is the obligation to free a blocked side
 * (PLY_MOVED: steps_moved), the cool-down (PLY_COOL: steps_cool) or the
 * line captures (PLY_CAPTURE: steps_capture); under one, a step that is
 * not quiet (ply_barred) is played by mor_play, as mor_steps_played plays
 * it (the engine's play: play_moved, play_cool, play_capture; a capture's
 * removal by mor_play_all). Where a step left the other side blocked,
 * must_free handed the game to the referee of every rule
 * (lean_hands_back), which plays the slide that frees: the steps stop, and
 * the caller plays on by the engine it now has. `glue`: the pairs of a
 * mill and its removal (slide_pair, place_pair), 0 for none. */
static inline __attribute__((always_inline)) int steps_of(mor_state *s, const mor_step *st,
							       size_t n, size_t *done, diag *d,
							       int placing_slides, int glue, int limit,
							       int marks, int near, int ply)
{
	const mor_step *at = st, *end = st + n;

	if (MOR_WORDS == 1 && room_for_steps(s, n)) {
		diag_set(d, "nomem", "out of memory");
		*done = 0;
		return GAME_RUN_REFUSED;
	}
	for (; at < end; at++) {
		int from = at->from, to = at->to, k, rc;
		mor_move m;
		if ((limit && s->base.plies + 1 >= s->r->game_end) ||
		    (ply == PLY_MOVED && s->unblock))
			STEPS_END(GAME_RUN_STOP);
		if (from >= 0) {
			if (ply && ply_barred(s, from, to, ply))
				k = ply == PLY_COOL ? cool_quiet_slide(s, from, to, placing_slides, glue) : 0;
			else
				k = quiet_slide_at(s, from, to, placing_slides, glue);
			if (k == 1) {
				if (ply == PLY_MOVED) /* a slide, for must_free (play_moved's) */
					s->moved = 1;
				if (quiet_end_of(s, from, d, MOR_WORDS == 1))
					STEPS_END(GAME_RUN_REFUSED);
				continue; /* a quiet slide leaves no warning */
			}
			if (s->owe)
				STEPS_END(GAME_RUN_STOP);
			if (glue && k == 2 && at + 1 < end && removes(at[1]) &&
			    (rc = slide_pair(s, from, to, at[1].to, d, glue, placing_slides)) != 1) {
				at++; /* the removal made too */
			} else if (ply == PLY_COOL && k == 2 && s->r->repeated != REP_NO_RETURN) {
				rc = cool_mill(s, from, to, d);
			} else if (ply == PLY_MOVED && k == 2) {
				rc = moved_mill(s, from, to, d);
			} else if (ply == PLY_CAPTURE && k == 2) { /* none to capture */
				rc = slide_played(s, from, to, k, d);
			} else if (ply) {
				m = (mor_move){ .kind = MV_SLIDE, .from = (int8_t)from, .to = (int8_t)to };
				rc = mor_play(s, &m, d);
			} else {
				rc = slide_played(s, from, to, k, d);
			}
		} else if (!s->owe) {
			if (from == STEP_REMOVE)
				STEPS_END(GAME_RUN_STOP);
			/* a quiet placement made and ended as a quiet slide is,
			 * with no move made; but in the loop of the rules whose
			 * pieces slide while placing (Lasker), which paid for
			 * that (bench/RESULTS.md, stop 47) */
			k = 0;
			if (!placing_slides && !(ply && ply_barred(s, -1, to, ply)) &&
			    (k = quiet_place_at(s, to, glue, marks)) == 1) {
				if (placed_end(s, d, 0))
					STEPS_END(GAME_RUN_REFUSED);
				continue; /* nor does a quiet placement leave a warning */
			}
			m = (mor_move){ .kind = MV_PLACE, .from = -1, .to = (int8_t)to };
			/* under a ply rule, a mill's placement the rule lets by
			 * (the cool-down asks none, line captures none to take)
			 * as the rules without one make it */
			if (ply)
				rc = k == 2 ? mill_place(s, &m, d) : mor_play(s, &m, d);
			else if (placing_slides && (k = quiet_place(s, &m, glue, 0)) == 1)
				rc = placed_end(s, d, 1);
			else if (glue && k == 2 && at + 1 < end && removes(at[1]) &&
				 (rc = place_pair(s, to, at[1].to, d, glue)) != 1)
				at++;
			else
				rc = k == 2 ? mill_place(s, &m, d) : play_place(s, &m, d);
		} else if (from == STEP_PLACE) {
			STEPS_END(GAME_RUN_STOP);
		} else if (quiet_remove_of(s, to, near, ply == PLY_COOL)) { /* no line capture owed */
			rc = removed_end(s, !placing_over(s), to, d);
		} else {
			m = (mor_move){ .kind = MV_REMOVE, .from = -1, .to = -1, .nrem = 1,
					.rem = { (int8_t)to } };
			rc = ply			    ? mor_play(s, &m, d) :
			     s->owe_kind == OWE_CAPTURE ? mor_play_all(s, &m, d) :
							  play_remove(s, &m, d);
		}
		if (rc)
			STEPS_END(GAME_RUN_REFUSED);
		if (s->base.warned)
			STEPS_END(GAME_RUN_WARNED);
	}
	return GAME_RUN_ALL;
}
#undef STEPS_END

static int steps(mor_state *s, const mor_step *st, size_t n, size_t *done, diag *d)
{
	if (__builtin_expect(s->r->near_rules, 0))
		return steps_of(s, st, n, done, d, 0, 0, 0, MOR_MARKS, 1, 0);
	return steps_of(s, st, n, done, d, 0, 0, 0, MOR_MARKS, 0, 0);
}

/* The steps of the rule sets that ask nothing more of a mill than its one
 * removal (mill_one, with no ply rule, pieces not sliding while placing):
 * a mill's step and its removal's made as one (mill_slide_removing,
 * mill_place_removing). A copy of
 * its own, so that the other rule sets' loop is compiled as before. */
static int steps_one(mor_state *s, const mor_step *st, size_t n, size_t *done, diag *d)
{
	return steps_of(s, st, n, done, d, 0, 1, 0, MOR_MARKS, 0, 0);
}

/* The same for the rule sets that have the rule against shuttling besides
 * (mill_one_back: morabaraba): their pairs made by mill_slide_removing_back
 * and mill_place_removing_back. */
static int steps_one_back(mor_state *s, const mor_step *st, size_t n, size_t *done, diag *d)
{
	return steps_of(s, st, n, done, d, 0, 2, 0, MOR_MARKS, 0, 0);
}

/* The same for the rule sets with one removal a mill made (mill_per):
 * their pairs made by mill_slide_removing_per and mill_place_removing_per,
 * where the move closes one mill. */
static int steps_per(mor_state *s, const mor_step *st, size_t n, size_t *done, diag *d)
{
	return steps_of(s, st, n, done, d, 0, 3, 0, MOR_MARKS, 0, 0);
}

#if !MOR_MARKS
/* The same for the rule sets whose placing mills take from the opponent's
 * hand (mill_hand: the dooz rule sets): a slide's pair made as mill_one's
 * (placing is over, so no hand is left to take from), a placement's mill
 * left to mill_place, which takes from the hand (glue 4). No rule that
 * marks takes from the hand: none in the marks' instance. */
static int steps_hand(mor_state *s, const mor_step *st, size_t n, size_t *done, diag *d)
{
	return steps_of(s, st, n, done, d, 0, 4, 0, 0, 0, 0);
}

/* The same for the rule sets whose removal may have to take a piece next
 * to the remover's own (mill_near: Sanmill's board_full: next-to-own,
 * blocked: remove-then-move): their pairs made by mill_slide_removing_near
 * and mill_place_removing_near where the removal need not (glue 5), a
 * placement's mill left to mill_place where placing mills take from the
 * hand (as glue 4 leaves it); the removals the pairs leave asked the rule
 * as `steps` asks it (`near`). No rule that marks has the rule: none in
 * the marks' instance. */
static int steps_near(mor_state *s, const mor_step *st, size_t n, size_t *done, diag *d)
{
	return steps_of(s, st, n, done, d, 0, 5, 0, 0, 1, 0);
}

/* The same three for the rule sets whose one ply rule is the game's length
 * (OpenSpiel's 200 plies): their steps made as those without a ply rule
 * make them, but the one that may reach the length, which goes to the
 * engine's play (play_game_end: play_ply with that rule) and the plies
 * after it too (mor_engine_lean_limit). Before, each step was played by
 * play_game_end: OpenSpiel's rule set's lines cost 1.74x `wc -w`,
 * nine-mens-morris's 1.10x (bench/RESULTS.md, stop 49). None of these
 * rule sets marks (rules.c's lean_marks has no ply rule). */
static int steps_limit(mor_state *s, const mor_step *st, size_t n, size_t *done, diag *d)
{
	return steps_of(s, st, n, done, d, 0, 0, 1, 0, 1, 0);
}

static int steps_one_limit(mor_state *s, const mor_step *st, size_t n, size_t *done, diag *d)
{
	return steps_of(s, st, n, done, d, 0, 1, 1, 0, 0, 0);
}

static int steps_one_back_limit(mor_state *s, const mor_step *st, size_t n, size_t *done,
				diag *d)
{
	return steps_of(s, st, n, done, d, 0, 2, 1, 0, 0, 0);
}

/* The steps of the rule sets whose one ply rule is the obligation to free
 * a blocked side (opponent-unblocks: shah, shax; PLY_MOVED), once placing
 * is over (they play it by the referee of every rule: lean_later): a quiet
 * slide made in the loop, as the rules without a ply rule make it, with
 * the state's `moved` set as play_moved sets it, which must_free asks
 * where the slide leaves the other side blocked (quiet_judged's
 * side_blocked). must_free then hands the game back to the referee of
 * every rule, which plays the slide that frees, and the steps stop
 * (steps_of's `ply`); every step that is not a quiet slide or a quiet
 * removal is played by mor_play (play_moved). Before, each
 * step was played by play_moved: the lines of shah's 200 games cost 2.0x
 * `wc -w` (bench/RESULTS.md, stop 51). */
static int steps_moved(mor_state *s, const mor_step *st, size_t n, size_t *done, diag *d)
{
	return steps_of(s, st, n, done, d, 0, 0, 0, 0, 1, PLY_MOVED);
}

/* The steps of the rule sets whose one ply rule is the cool-down (a piece
 * that left a mill may not go back to its point for some plies: arde-lucus;
 * PLY_COOL): a quiet slide made in the loop, with the following it makes
 * where a piece of its side is followed or it may leave a mill
 * (cool_quiet_slide), a quiet placement, and a quiet removal, which lets
 * the piece go (quiet_remove_of); every other step, a slide that goes back
 * too soon among them, played by mor_play (play_cool). Before, each step
 * was played by play_cool: arde-lucus's lines cost 2.17x `wc -w`
 * (bench/RESULTS.md, stop 51); and until stop 54 each slide that
 * cool_refused had to look at and each removal, 7,793 of its 33,000
 * plies: 1.59x. */
static int steps_cool(mor_state *s, const mor_step *st, size_t n, size_t *done, diag *d)
{
	return steps_of(s, st, n, done, d, 0, 0, 0, 0, 1, PLY_COOL);
}

/* The steps of the rule sets whose one ply rule is the line captures
 * (custodian or intervention: sanmill-app-mul-mulan; PLY_CAPTURE): a quiet
 * slide or placement made in the loop where its point has too few
 * opposing neighbours for a capture (may_capture), every other step played
 * as mor_play plays it. Before, each step was played by play_capture:
 * mul-mulan's lines cost 2.31x `wc -w` (bench/RESULTS.md, stop 51). */
static int steps_capture(mor_state *s, const mor_step *st, size_t n, size_t *done, diag *d)
{
	return steps_of(s, st, n, done, d, 0, 0, 0, 0, 1, PLY_CAPTURE);
}

/* The steps of the rule sets whose pieces slide while placing (may_move:
 * Lasker), with no ply rule (mor_lean_engine): a slide made while pieces
 * are in hand is quiet as one made after placing, and made in the loop
 * too. Nothing at the slide's end differs: material and the hands stand,
 * the board is no fuller, positions repeat while placing under these
 * rules (end_ply pushes them), a mill's slide goes to mill_slide, whose
 * ply ends as play_ply's (placing goes on: second_moves_first has nothing
 * to say), and the side to move, which may have pieces in hand, is not
 * blocked then (quiet_judged asks its hand, as judge's blocked_in does;
 * test_morris's sliding_placer_not_blocked). A copy of its own, so that
 * the other rule sets' loop still knows placing over at a quiet slide
 * (bench/RESULTS.md, stop 45: the test in the one loop cost them).
 * Where these rules ask nothing more of a mill than its one removal
 * (mill_one: Lasker's own), a copy as steps_one's: a mill's step and its
 * removal's made as one (mill_slide_removing_placing, whose end looks at
 * the hands, and mill_place_removing), and the quiet steps told the rules
 * (quiet_slide_at's `one`). The copy is chosen once a call: the rules'
 * engine is Lasker's either way (morris.h's mor_lean_engine). */
static int steps_slides(mor_state *s, const mor_step *st, size_t n, size_t *done, diag *d)
{
	if (s->r->mill_one)
		return steps_of(s, st, n, done, d, 1, 1, 0, 0, 0, 0);
	return steps_of(s, st, n, done, d, 1, 0, 0, 0, 1, 0);
}

/* Under pinned pieces where they are the only rule the lean referee lacks
 * and no position is kept to repeat (flanked_quiet: triodi-chios), once
 * placing is over, a slide by a piece that is not pinned (slide_refused's
 * test), made quiet as quiet_slide_at makes it where the side to move next
 * can move then (can_move's look under pinned pieces, flying first) and no
 * move limit is near: the ply's end is then quiet_end's, and judge, which
 * follows end_ply, has nothing to look at (no material changes, the board
 * fills not, no position is kept). A slide that makes a line where a line
 * wins (line_plain) ends the game as line_made ends it. -1, with nothing
 * changed, for any other slide: mor_play plays it. Until stop 55 every
 * slide of these rules went to mor_play, about 260 instructions each. */
static __attribute__((noinline)) int pinned_slide(mor_state *s, int from, int to, diag *d)
{
	int side = s->side, k;
	bb before = own_of(s, side);

	if (s->owe || !placing_over(s) || pinned(s, side, from))
		return -1;
	k = quiet_slide_at(s, from, to, 0, 0);
	if (k == 2 && s->r->line_plain) {
		mor_move m = { .kind = MV_SLIDE, .from = (int8_t)from, .to = (int8_t)to };
		if (line_made(s, &m, d))
			return GAME_RUN_REFUSED;
		return s->base.warned ? GAME_RUN_WARNED : GAME_RUN_ALL;
	}
	if (k != 1)
		return -1;
	if (s->quiet + 1 >= s->quiet_at ||
	    !(flies(s, !side) || can_move_rare(s, !side, own_of(s, !side), empty(s)))) {
		BB_PUT(s->pos, side, before); /* quiet_made's other changes are play_ply's */
		return -1;
	}
	s->base.plies++;
	s->quiet++;
	s->side = !side;
	return GAME_RUN_ALL;
}

/* A step of the steps of the referee of every rule (steps_placing_of) made
 * as the lean referee makes it, where the rules ask nothing more of it:
 * out of their loop, which the quiet placements take. A slide is
 * pinned_slide's, where the rules are flanked_quiet. A placement that
 * placing_quiet lets through and that closes a mill (quiet_place_at's 2),
 * at st[*i]: where a line wins and nothing else is asked of it
 * (line_plain), the line ends the game as line_made ends it, the last ply
 * of most games of the rule sets where pieces never move (ngrin); where
 * the placing points are the only rare rule (points_only), the placement
 * and the step after it, a point that is not forbidden (the removal owed,
 * or where none is, a placement past the game's first), are the lean
 * referee's, which plays them as this one would: the placing points are
 * asked of a placement alone, and the lean steps make the mill and its
 * removal as one. Where a placement of theirs ends placing, the next ply
 * is this referee's (placing_quiet's hands), whose end hands the game to
 * the lean referee (lean_from_now). Until stop 55 these went to mor_play:
 * a mill and its removal cost jeson-zam about 840 instructions so.
 * GAME_RUN_ALL with *i at the last step made, another GAME_RUN_* with *i
 * at the step it is about, or -1 where the step is not made here. */
static __attribute__((noinline)) int made_as_lean(mor_state *s, const mor_step *st, size_t n,
						 size_t *i, diag *d)
{
	const mor_rules *r = s->r;
	size_t two, sub = 0;
	int rc;

	if (st[*i].from >= 0) /* a slide */
		return r->flanked_quiet ? pinned_slide(s, st[*i].from, st[*i].to, d) : -1;
	if (r->line_plain) {
		mor_move m = { .kind = MV_PLACE, .from = -1, .to = st[*i].to };
		if (line_made(s, &m, d))
			return GAME_RUN_REFUSED;
		return s->base.warned ? GAME_RUN_WARNED : GAME_RUN_ALL;
	}
	if (!r->points_only)
		return -1;
	two = *i + 1 < n && st[*i + 1].from < 0 && st[*i + 1].to >= 0 &&
			      !bb_has(BB_GET(r->forbidden, 0), st[*i + 1].to) ?
		      2 :
		      1;
	rc = mor_lean_engine(r)->steps(s, st + *i, two, &sub, d);
	*i += rc == GAME_RUN_ALL ? two - 1 : sub;
	return rc;
}

/* While placing goes on under the rules of the referee of every rule
 * (placing_steps: no cancel, no slide while placing, no line captures), is
 * a placement on `to` one their rules of placing leave alone? It is where
 * the other side has a piece left to place (placing goes on after it:
 * nothing is settled, and the other side is neither blocked nor waiting),
 * the game's first placement under a first point is made on that point,
 * the game's length is not reached, and `to` is open (empty, not dead, not
 * forbidden). Nothing else is pending then: the side to move has a piece
 * to place, so it was not left blocked (unblock), a mill's extra turn ends
 * with its ply (rare_after_ply), and a full board's removals are owed
 * (owe). Such a placement that closes no mill ends as placed_end ends it,
 * as the referee of every rule ends it: rare_after_ply has nothing to do
 * before placing is over, and judge's rare rules do not act (no queue, and
 * hands that are not both empty where pieces never move). Under a blocking
 * goal (`goal`, a constant), judge asks whether the side that does not
 * block can move, whoever is to move: the side placing keeps a piece in
 * hand too, so that neither side is blocked. */
static inline __attribute__((always_inline)) int placing_quiet(const mor_state *s, int to,
								int goal)
{
	const mor_rules *r = s->r;

	return s->hand[!s->side] > 0 && (!goal || s->hand[s->side] > 1) &&
	       !(r->first_point >= 0 && s->base.plies == 0 && to != r->first_point) &&
	       s->base.plies + 1 < r->game_end &&
	       bb_has(bb_andnot(empty(s), BB_GET(r->forbidden, 0)), to);
}

/* The steps of the referee of every rule (mor_engine_placing's, and
 * mor_engine_placing_goal's under a blocking goal: `goal`, a constant) for
 * the rules with placing_steps: while placing, a placement placing_quiet
 * lets through that closes no mill is made in the loop as the lean referee
 * makes it (quiet_place_at and placed_end), one that closes a mill and a
 * slide under pinned pieces as made_as_lean makes them; every other step
 * is played by mor_play (the engine's play: the referee of every rule), as
 * mor_steps_played plays it. (`moved`, which play_ply clears at a
 * placement, is 0 already: a side slides while placing goes on only once
 * its hand is empty, and then no placement is quiet here.) Where a ply
 * handed the game to a lean referee (lean_from_now: placing over), the
 * rest of the run is that referee's. Before, each step of placing was
 * played by the referee of every rule: shah's lines cost 1.34x `wc -w`
 * (bench/RESULTS.md, stop 53). */
static inline __attribute__((always_inline)) int steps_placing_of(mor_state *s,
								   const mor_step *st, size_t n,
								   size_t *done, diag *d, int goal)
{
	int (*const self)(mor_state *, const mor_step *, size_t, size_t *, diag *) =
		goal ? MOR_STEPS_PLACING_GOAL : MOR_STEPS_PLACING;

	for (size_t i = 0; i < n; i++) {
		mor_move m;
		int k = 0, rc;
		/* its point open (placing_quiet), not dead: quiet_place_at
		 * need not look again */
		if (st[i].from < 0 && st[i].from != STEP_REMOVE && !s->owe &&
		    placing_quiet(s, st[i].to, goal) && (k = quiet_place_at(s, st[i].to, 0, 0)) == 1) {
			if (placed_end(s, d, 0)) {
				*done = i;
				return GAME_RUN_REFUSED;
			}
			continue; /* a quiet placement leaves no warning */
		}
		if (!goal && (k == 2 || st[i].from >= 0) && (rc = made_as_lean(s, st, n, &i, d)) >= 0) {
			if (rc == GAME_RUN_ALL)
				continue;
			*done = i;
			return rc;
		}
		/* any other step as played_from plays it, written again here:
		 * a call of mor_steps_every a step cost shah's lines 0.9 %, and
		 * one inline function for both loops cost the rule sets that
		 * mor_steps_every plays 0.4 % to 0.6 % (bench/RESULTS.md,
		 * stop 53) */
		if (step_stops(s, st[i])) {
			*done = i;
			return GAME_RUN_STOP;
		}
		m = step_move(s, st[i]);
		if (mor_play(s, &m, d)) {
			*done = i;
			return GAME_RUN_REFUSED;
		}
		if (s->base.warned) {
			*done = i;
			return GAME_RUN_WARNED;
		}
		/* the ply may have ended placing, and handed the game to a
		 * lean referee (lean_from_now): the rest of the run is its */
		if (s->eng->steps != self && i + 1 < n) {
			size_t rest = 0;
			rc = s->eng->steps(s, st + i + 1, n - i - 1, &rest, d);
			if (rc != GAME_RUN_ALL)
				*done = i + 1 + rest;
			return rc;
		}
	}
	return GAME_RUN_ALL;
}

int MOR_STEPS_PLACING(mor_state *s, const mor_step *st, size_t n, size_t *done, diag *d)
{
	return steps_placing_of(s, st, n, done, d, 0);
}

/* Under a blocking goal: a copy of its own, so that the other rule sets'
 * loops pay nothing for its test (asked of every rule set, it cost their
 * lines 0.6 % to 1.7 %: bench/RESULTS.md, stop 54). */
int MOR_STEPS_PLACING_GOAL(mor_state *s, const mor_step *st, size_t n, size_t *done, diag *d)
{
	return steps_placing_of(s, st, n, done, d, 1);
}
#endif /* !MOR_MARKS */
#endif

/* The points a piece may be placed on: the empty ones, but the forbidden,
 * and only the first point for the first piece of the game. */
static bb place_targets(const mor_state *s, bb e)
{
	const mor_rules *r = s->r;

	if (r->first_point >= 0 && s->base.plies == 0)
		return bb_and(e, BIT(r->first_point));
	return bb_andnot(e, BB_GET(r->forbidden, 0));
}

static int actions(const mor_state *s, mor_move *out, int max)
{
	const mor_board *b = &s->r->b;
	int side = s->side, n = 0;
	bb e = empty(s), own = own_of(s, side);

#define EMIT(k, f, t, rm)                                                          \
	do {                                                                       \
		if (n < max)                                                       \
			out[n] = (mor_move){ .kind = (k), .from = (int8_t)(f),    \
					     .to = (int8_t)(t), .nrem = (rm) >= 0, \
					     .rem = { (int8_t)(rm) } };            \
		n++;                                                               \
	} while (0)

	if (s->base.out.over)
		return 0;
	if (s->owe) {
		bb c = removal_targets(s);
		for (; bb_any(c); c = bb_rest(c))
			EMIT(MV_REMOVE, -1, -1, bb_first(c));
		return n;
	}
	if ((s->r->blocked_passes && blocked(s, side)) || RARE(waits(s, side))) {
		EMIT(MV_PASS, -1, -1, -1);
		return n;
	}
	if (s->hand[side] > 0) {
		bb to = RARE(1) ? place_targets(s, e) : e;
		if (RARE(s->r->cancel))
			to = bb_or(to, own_of(s, !side));
		for (; bb_any(to); to = bb_rest(to))
			EMIT(MV_PLACE, -1, bb_first(to), -1);
	}
	if ((s->hand[side] == 0 || s->r->may_move) && !RARE(!s->r->moving)) {
		int fly = flies(s, side);
		for (; bb_any(own); own = bb_rest(own)) {
			int p = bb_first(own), anywhere;
			bb to;
			if (RARE(s->r->flanked && pinned(s, side, p)))
				continue;
			anywhere = fly || bb_has(fly_from(s), p);
			to = anywhere ? e : bb_and(adj_of(b, p), e);
			if (RARE(s->r->cap_phases[CAP_LEAP]) && !anywhere)
				for (int k = 0; k < b->nruns; k++) {
					int q = b->run[k][0] == p ? b->run[k][2] :
						b->run[k][2] == p ? b->run[k][0] : -1;
					if (q >= 0 && bb_has(e, q) && leap_of(s, p, q) >= 0)
						to = bb_or(to, BIT(q));
				}
			for (; bb_any(to); to = bb_rest(to)) {
				int q = bb_first(to);
				if (!shuttles(s, p, q) && !slide_barred(s, p, q))
					EMIT(MV_SLIDE, p, q, -1);
			}
		}
	}
#undef EMIT
	return n;
}

/* dst becomes src with a history of its own (a search's or a test's copy,
 * which plays on without touching src's), in the buffer dst held. */
static int copy(mor_state *dst, const mor_state *src)
{
	hist_pos *h = dst->hist;
	size_t cap = dst->caphist;

	if (cap < src->nhist) {
		while (cap < src->nhist) /* a power of two, for the table's slots */
			cap = cap ? cap * 2 : 64;
		if (!(h = realloc(h, hist_bytes(cap))))
			return -1;
	}
	*dst = *src;
	if (src->nhist)
		memcpy(h, src->hist, src->nhist * sizeof *h);
	dst->hist = h;
	dst->caphist = cap;
	dst->ntab = 0; /* its table made from its own positions when needed */
	return 0;
}

#if MOR_EVERY_RULE
const mor_engine MOR_ENGINE = { reset, play, actions, flying, copy, mor_steps_every };
/* the same, its placing's quiet placements made by a lean loop (the rules'
 * placing_steps) */
const mor_engine MOR_ENGINE_PLACING = { reset, play, actions, flying, copy, MOR_STEPS_PLACING };
const mor_engine MOR_ENGINE_PLACING_GOAL = { reset, play, actions, flying, copy,
					     MOR_STEPS_PLACING_GOAL };
#else
const mor_engine MOR_ENGINE = { reset, play, actions, flying, copy, steps };
const mor_engine MOR_ENGINE_ONE = { reset, play, actions, flying, copy, steps_one };
const mor_engine MOR_ENGINE_ONE_BACK = { reset, play, actions, flying, copy, steps_one_back };
const mor_engine MOR_ENGINE_PER = { reset, play, actions, flying, copy, steps_per };
#if !MOR_MARKS
const mor_engine MOR_ENGINE_SLIDES = { reset, play_slides, actions, flying, copy, steps_slides };
const mor_engine MOR_ENGINE_HAND = { reset, play, actions, flying, copy, steps_hand };
const mor_engine MOR_ENGINE_NEAR = { reset, play, actions, flying, copy, steps_near };
/* in the order of the ply rules' bits, then more than one */
const mor_engine MOR_ENGINE_PLY[PLY_KINDS + 1] = {
	{ reset, play_cool, actions, flying, copy, steps_cool },
	{ reset, play_capture, actions, flying, copy, steps_capture },
	{ reset, play_game_end, actions, flying, copy, mor_steps_played },
	{ reset, play_moved, actions, flying, copy, steps_moved },
	{ reset, play_ply_rules, actions, flying, copy, mor_steps_played },
};
/* the rules whose one ply rule is the game's length: their steps as the
 * rules without one (MOR_ENGINE, _ONE, _ONE_BACK) make them, but near the
 * length (steps_limit) */
const mor_engine MOR_ENGINE_LIMIT[3] = {
	{ reset, play_game_end, actions, flying, copy, steps_limit },
	{ reset, play_game_end, actions, flying, copy, steps_one_limit },
	{ reset, play_game_end, actions, flying, copy, steps_one_back_limit },
};
#endif /* !MOR_MARKS */
#endif
