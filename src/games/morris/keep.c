/* morris: the moves a referee may refuse after it has made them (morris.h's
 * mor_keeps_all), played so that a refusal leaves the position as it stood
 * before the move (the game's refusal_keeps): what the move may have
 * changed before a refusal is put aside first, and put back on a refusal.
 * That is the move's ply up to its end (engine.c's end_ply, which refuses
 * nothing but where memory runs out): the pieces, hands and removals owed,
 * the ply's mills, the removals counted; and where the rules have them, the
 * mills used once, the pieces followed by the cool-down, a line capture
 * owed, and the rarer rules' marks and turns. Out of the moves' path: most
 * moves write no removal with them. */
#include <stddef.h>
#include <string.h>

#include "games/morris/morris.h"

/* A part of the state, from member a up to member b. */
#define FROM(a) offsetof(mor_state, a)
#define SPAN(a, b) (FROM(b) - FROM(a))

typedef struct kept {
	unsigned char core[SPAN(pos, queue)];      /* pieces, hands, side, owed, mills */
	unsigned char last[SPAN(last_from, used)]; /* the slides that closed mills */
	unsigned char turn[SPAN(again, unblock)];  /* again, moved */
	int ply_parts;
	unsigned char used[SPAN(used, hist)];      /* REP_ONCE */
	unsigned char rare[SPAN(open, ncool)];     /* rules few rule sets have */
	unsigned char cool[SPAN(ncool, cap)];      /* the cool-down */
	unsigned char cap[sizeof(mor_state) - FROM(cap)]; /* line captures */
} kept;

#define TAKE(k, a, b) memcpy((k)->b, (const unsigned char *)s + FROM(a), sizeof (k)->b)
#define GIVE(k, a, b) memcpy((unsigned char *)s + FROM(a), (k)->b, sizeof (k)->b)

int mor_play_all(mor_state *s, const mor_move *m, diag *d)
{
	const mor_rules *r = s->r;
	kept k;

	TAKE(&k, pos, core);
	TAKE(&k, last_from, last);
	TAKE(&k, again, turn);
	k.ply_parts = s->base.ply_parts;
	if (r->repeated == REP_ONCE)
		TAKE(&k, used, used);
	if (!r->lean)
		TAKE(&k, open, rare);
	if (r->cool)
		TAKE(&k, ncool, cool);
	if (r->captures)
		TAKE(&k, cap, cap);
	if (!s->eng->play(s, m, d))
		return 0;
	GIVE(&k, pos, core);
	GIVE(&k, last_from, last);
	GIVE(&k, again, turn);
	s->base.ply_parts = k.ply_parts;
	if (r->repeated == REP_ONCE)
		GIVE(&k, used, used);
	if (!r->lean)
		GIVE(&k, open, rare);
	if (r->cool)
		GIVE(&k, ncool, cool);
	if (r->captures)
		GIVE(&k, cap, cap);
	return -1;
}
