/* morris: the moves a referee may refuse after it has made them (morris.h's
 * mor_keeps_all), played so that a refusal leaves the position as it stood
 * before the move (the game's refusal_keeps): what the move may have
 * changed before a refusal is put aside first, and put back on a refusal.
 * That is the move's ply up to its end (engine.c's end_ply, which refuses
 * nothing but where memory runs out): the pieces, hands and removals owed,
 * the ply's mills, the slides that closed mills, whether the side moves
 * again and slid, the removals counted; and where the rules have them
 * (keeps_more), the mills used once, the rarer rules' marks and turns, the
 * pieces followed by the cool-down and a line capture owed. Out of the
 * moves' path: most moves write no removal with them. The first part is
 * put aside in the state (mor_state's kept), the rest on the stack. */
#include <stddef.h>
#include <string.h>

#include "games/morris/morris.h"

/* A part of the state, from member a up to member b. */
#define FROM(a) offsetof(mor_state, a)
#define SPAN(a, b) (FROM(b) - FROM(a))

/* Where each part of the first goes in kept. */
enum {
	K_CORE = 0,                                 /* pieces, hands, side, owed, mills */
	K_LAST = K_CORE + SPAN(pos, queue),         /* the slides that closed mills */
	K_TURN = K_LAST + SPAN(last_from, used),    /* again, moved */
	K_PARTS = K_TURN + SPAN(again, unblock),    /* the removals counted */
	K_END = K_PARTS + sizeof(int)
};
_Static_assert(K_END <= sizeof ((mor_state *)0)->kept, "mor_state's kept holds the first part");

#define PUT(at, a, b) \
	memcpy((unsigned char *)s->kept + (at), (const unsigned char *)s + FROM(a), SPAN(a, b))
#define BACK(at, a, b) \
	memcpy((unsigned char *)s + FROM(a), (const unsigned char *)s->kept + (at), SPAN(a, b))

/* The rest, where the rules have it. */
typedef struct more {
	unsigned char used[SPAN(used, hist)];  /* REP_ONCE, REP_NEW_POINT */
	unsigned char rare[SPAN(open, ncool)]; /* rules few rule sets have */
	unsigned char cool[SPAN(ncool, cap)];  /* the cool-down */
	unsigned char cap[SPAN(cap, kept)];    /* line captures */
} more;

#define TAKE(k, a, b) memcpy((k)->b, (const unsigned char *)s + FROM(a), sizeof (k)->b)
#define GIVE(k, a, b) memcpy((unsigned char *)s + FROM(a), (k)->b, sizeof (k)->b)

static __attribute__((cold, noinline)) void put_back(mor_state *s)
{
	BACK(K_CORE, pos, queue);
	BACK(K_LAST, last_from, used);
	BACK(K_TURN, again, unblock);
	memcpy(&s->base.ply_parts, (const unsigned char *)s->kept + K_PARTS, sizeof(int));
}

/* Under the rules that have more to put back. */
static __attribute__((noinline)) int play_keeping_more(mor_state *s, const mor_move *m, diag *d)
{
	const mor_rules *r = s->r;
	more k;

	if (r->repeated >= REP_ONCE)
		TAKE(&k, used, used);
	if (!r->lean || r->lean_marks)
		TAKE(&k, open, rare);
	if (r->cool)
		TAKE(&k, ncool, cool);
	if (r->captures)
		TAKE(&k, cap, cap);
	if (!s->eng->play(s, m, d))
		return 0;
	put_back(s);
	if (r->repeated >= REP_ONCE)
		GIVE(&k, used, used);
	if (!r->lean || r->lean_marks)
		GIVE(&k, open, rare);
	if (r->cool)
		GIVE(&k, ncool, cool);
	if (r->captures)
		GIVE(&k, cap, cap);
	return -1;
}

int mor_play_all(mor_state *s, const mor_move *m, diag *d)
{
	PUT(K_CORE, pos, queue);
	PUT(K_LAST, last_from, used);
	PUT(K_TURN, again, unblock);
	memcpy((unsigned char *)s->kept + K_PARTS, &s->base.ply_parts, sizeof(int));
	if (__builtin_expect(s->r->keeps_more, 0))
		return play_keeping_more(s, m, d);
	if (__builtin_expect(!s->eng->play(s, m, d), 1))
		return 0;
	put_back(s);
	return -1;
}

int mor_play_removals(mor_state *s, const mor_move *m, diag *d)
{
	if (!mor_keeps_all(s, m))
		return s->eng->play(s, m, d);
	return mor_play_all(s, m, d);
}
