/* Part of the morris referee (engine.c includes it into each of its
 * instances): the rules few rule sets have about who plays next and what a
 * slide may not do.
 *
 * Another turn after a mill: a placing mill gives another placement
 * (rules.placing.mill: extra-turn), a sliding mill removes and gives
 * another move (rules.moving.mill: remove-and-move-again), as in Ludii's
 * Nerenchi Keliya.
 *
 * A blocked side's opponent must free it (rules.blocked: opponent-unblocks,
 * Shax and Ludii's Shah): after a move that leaves the other side no move,
 * the mover moves again, a slide that gives the other a move, and that
 * slide removes nothing even if it closes a mill.
 *
 * The cool-down (rules.moving.cooldown, the rules of ardelucus.com): a piece
 * that opens a mill by leaving its point may go back to that point only
 * after a number of plies. */

/* Would the slide from-to of the side to move give the other side a move? */
static int frees(const mor_state *s, int from, int to)
{
	mor_state t = *s;

	set_own(&t, t.side, bb_xor(own_of(&t, t.side), bb_or(BIT(from), BIT(to))));
	return !blocked(&t, !t.side);
}

/* Has the side to move a slide that frees the other? */
static int can_free(const mor_state *s)
{
	bb e = empty(s);
	int fly = flies(s, s->side);

	for (bb own = own_of(s, s->side); bb_any(own); own = bb_rest(own)) {
		int p = bb_first(own);
		for (bb to = fly ? e : bb_and(adj_of(&s->r->b, p), e); bb_any(to); to = bb_rest(to))
			if (!cooling(s, p, bb_first(to)) && frees(s, p, bb_first(to)))
				return 1;
	}
	return 0;
}

/* judge, under opponent-unblocks, with the side to move blocked: after a
 * slide (with any removal it earned) the side that made it moves again and
 * must free the other; 1 when so (or when it cannot: a draw, neither side
 * able to play on). Else the blocked side passes, as under passes. */
static int must_free(mor_state *s)
{
	int blocked_side = s->side;

	if (!s->moved)
		return 0;
	s->side = !blocked_side;
	s->unblock = 1;
	lean_hands_back(s);
	if (!can_free(s))
		outcome_end(&s->base.out, RES_DRAW, "blocked-draw", "%s cannot move, and no move of "
			    "%s frees it", side_name[blocked_side], side_name[s->side]);
	return 1;
}

/* A slide under the obligation to free the other side: refused unless it
 * gives the other a move. */
static int unblock_refused(const mor_state *s, const mor_move *m, diag *d)
{
	if (m->kind != MV_SLIDE)
		return diag_set(d, "must-unblock", "%s cannot move: %s must move a piece to free it",
				side_name[!s->side], side_name[s->side]);
	if (!frees(s, m->from, m->to))
		return diag_set(d, "must-unblock", "%s-%s leaves %s without a move: %s must move a "
				"piece to free it", pt(s, m->from), pt(s, m->to), side_name[!s->side],
				side_name[s->side]);
	return 0;
}

/* Is the slide from-to of the side to move a piece going back to the point
 * it left a mill from, too soon? */
static int cooling(const mor_state *s, int from, int to)
{
	const mor_cool *c = s->cool[s->side];

	for (int i = 0; i < s->ncool[s->side]; i++)
		if (c[i].at == from && c[i].from == to && s->base.plies - c[i].ply <= s->r->cool)
			return 1;
	return 0;
}

/* At the slide from-to of `side`, in the ply it is made: the pieces it
 * follows move with it, those whose time is out are let go, and the piece
 * is followed where it leaves a mill (`leaves`, told before the slide). */
static void cool_follow(mor_state *s, int side, int from, int to, int leaves)
{
	int n = 0;
	mor_cool *c = s->cool[side];

	for (int i = 0; i < s->ncool[side]; i++) {
		if (s->base.plies - c[i].ply >= s->r->cool)
			continue;
		c[n] = c[i];
		if (c[n].at == from)
			c[n].at = (int8_t)to;
		n++;
	}
	if (leaves && n < MOR_MAXCOOL)
		c[n++] = (mor_cool){ (int8_t)from, (int8_t)to, s->base.plies };
	s->ncool[side] = n;
}

/* Does the piece of `side` on `from` stand in a mill, which a slide from
 * there leaves? Most pieces stand in none: too few partners tell so in
 * line. */
static inline int leaves_mill(const mor_state *s, int side, int from)
{
	bb own = own_of(s, side);

	return !few_partners(s, own, from) && mill_at(s, side, own, from);
}

/* Before the slide from-to of the side to move: cool_follow's changes. */
static void cool_slide(mor_state *s, int from, int to)
{
	cool_follow(s, s->side, from, to, leaves_mill(s, s->side, from));
}

/* The piece of `side` on p left the board: it is no longer followed. */
static void cool_removed(mor_state *s, int side, int p)
{
	int n = 0;

	for (int i = 0; i < s->ncool[side]; i++)
		if (s->cool[side][i].at != p)
			s->cool[side][n++] = s->cool[side][i];
	s->ncool[side] = n;
}

/* A slide's rules few rule sets have, before it is made: the obligation to
 * free the other side; and the piece it jumps, if a leap captures it
 * (engine_captures.h), in *leap. */
static int slide_rare(mor_state *s, const mor_move *m, int *leap, diag *d)
{
	if (s->unblock && unblock_refused(s, m, d))
		return -1;
	if (s->r->cap_phases[CAP_LEAP]) /* most line captures take no leap */
		*leap = leap_of(s, m->from, m->to);
	return 0;
}

/* A slide that goes back too soon: why (kept out of every line). */
static __attribute__((cold, noinline)) int too_soon(const mor_state *s, const mor_move *m,
						     diag *d)
{
	int ago = s->base.plies - cooling_since(s, m->from);

	return diag_set(d, "mill-return", "the piece on %s left a mill from %s %d pl%s ago and may "
			"go back only after %d", pt(s, m->from), pt(s, m->to), ago,
			ago == 1 ? "y" : "ies", s->r->cool);
}

/* cool_refused where a piece is followed or the slide may open a mill. */
static __attribute__((noinline)) int cool_met(mor_state *s, const mor_move *m, diag *d)
{
	if (cooling(s, m->from, m->to))
		return too_soon(s, m, d);
	cool_slide(s, m->from, m->to);
	return 0;
}

/* The cool-down, at a slide before it is made: met by every referee, at
 * the slides alone. Most slides find no piece of their side followed and
 * leave a point too few of whose partners the side holds to stand in a
 * mill: nothing to do, told in line. 0, or -1 having said why the slide
 * goes back too soon. */
static inline int cool_refused(mor_state *s, const mor_move *m, diag *d)
{
	if (s->ncool[s->side] == 0 && few_partners(s, own_of(s, s->side), m->from))
		return 0;
	return cool_met(s, m, d);
}

/* The ply the piece on `at` left its mill on (for the message). */
static int cooling_since(const mor_state *s, int at)
{
	const mor_cool *c = s->cool[s->side];

	for (int i = s->ncool[s->side]; i-- > 0;)
		if (c[i].at == at)
			return c[i].ply;
	return s->base.plies;
}
