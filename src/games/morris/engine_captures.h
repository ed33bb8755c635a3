/* Part of the morris referee (engine.c includes it into each of its
 * instances): line captures, which take pieces without a mill, along the
 * board's runs of three points in a row (the Sanmill engine's custodian,
 * intervention and leap captures, rules.capture; its app's Mul-Mulan).
 *
 * Custodian: a piece played to one end of a run whose middle holds an
 * opposing piece and whose other end one of the mover's; the mover takes
 * one such middle piece. Intervention: a piece played to the middle of a run
 * whose two ends hold opposing pieces; the mover takes both (of one run
 * only: the first found, lines across the squares before sides of squares
 * before diagonals, as the engine looks for them). Leap: a slide from one
 * end of a run over an opposing piece to the empty other end, allowed for
 * the jump, takes the piece jumped; it is the move's only removal.
 *
 * A move that captures owes its removals as OWE_CAPTURE: the first removal
 * chooses among the pieces its captures take, and so the capture; a mill
 * the same move closed gives its removal instead only under
 * rules.removal.per_move: per-mill (the engine's move generator offers the
 * pieces captured alone otherwise). Pieces in mills are protected from
 * captures as from mills. */

/* Does capture kind k act for `side` now? placing: the move is a
 * placement, or a slide by a side with pieces in hand. "Only with three"
 * holds while moving, and for leaps always, as the engine has it. */
static int cap_on(const mor_state *s, int k, int side, int placing)
{
	const mor_rules *r = s->r;

	if (!(r->cap_phases[k] & (placing ? 1 : 2)))
		return 0;
	return !r->cap_three[k] || (placing && k != CAP_LEAP) || s->men[side] <= 3;
}

/* The piece a slide from-to of the side to move would jump and take, or -1
 * (before the slide: from holds the mover's piece, to is empty). */
static int leap_of(const mor_state *s, int from, int to)
{
	const mor_board *b = &s->r->b;
	int side = s->side;
	bb opp = own_of(s, !side);

	if (!cap_on(s, CAP_LEAP, side, s->hand[side] > 0) || (s->hand[side] > 0 && !s->r->may_move))
		return -1;
	/* a run's middle is a neighbour of its ends (lines make both) */
	if (!bb_any(bb_and(adj_of(b, from), opp)))
		return -1;
	for (int k = 0; k < b->nruns; k++) {
		const int8_t *run = b->run[k];
		if (!(b->run_kind[k] & s->r->cap_runs[CAP_LEAP]))
			continue;
		if (((run[0] == from && run[2] == to) || (run[2] == from && run[0] == to)) &&
		    bb_has(opp, run[1]) && bb_has(removable(s, !side), run[1]))
			return run[1];
	}
	return -1;
}

/* The custodian captures of a piece of the side to move just played to p. */
static bb custodian(const mor_state *s, int p)
{
	const mor_board *b = &s->r->b;
	bb own = own_of(s, s->side), opp = own_of(s, !s->side), got = bb_none();

	/* a run's middle is a neighbour of its ends (lines make both) */
	if (!bb_any(bb_and(adj_of(b, p), opp)))
		return bb_none();
	for (int k = 0; k < b->nruns; k++) {
		const int8_t *run = b->run[k];
		int far;
		if (!(b->run_kind[k] & s->r->cap_runs[CAP_CUSTODIAN]))
			continue;
		far = run[0] == p ? run[2] : run[2] == p ? run[0] : -1;
		if (far >= 0 && bb_has(opp, run[1]) && bb_has(own, far))
			got = bb_or(got, BIT(run[1]));
	}
	return bb_and(got, removable(s, !s->side));
}

/* The intervention capture of a piece just played to p: the first run with
 * p in the middle and opposing pieces at both ends, by kind (across, side,
 * diagonal); its ends that may be removed go in s->inter. */
static void intervention(mor_state *s, int p)
{
	static const int order[] = { RUN_CROSS, RUN_EDGE, RUN_DIAGONAL };
	const mor_board *b = &s->r->b;
	bb opp = own_of(s, !s->side), ok;

	/* both ends of a run are neighbours of its middle (lines make both) */
	if (!bb_any(bb_rest(bb_and(adj_of(b, p), opp))))
		return;
	for (int o = 0; o < 3; o++) {
		if (!(order[o] & s->r->cap_runs[CAP_INTERVENTION]))
			continue;
		for (int j = 0; j < b->nmid[p]; j++) { /* the runs with p in the middle */
			int k = b->mid[p][j];
			const int8_t *run = b->run[k];
			if (b->run_kind[k] != order[o] || !bb_has(opp, run[0]) || !bb_has(opp, run[2]))
				continue;
			ok = removable(s, !s->side);
			s->inter[0] = bb_has(ok, run[0]) ? run[0] : -1;
			s->inter[1] = bb_has(ok, run[2]) ? run[2] : -1;
			return;
		}
	}
}

/* May the move to `to` of the side to move capture? A leap took a piece
 * (`leap` >= 0), or the piece played has as many opposing neighbours as a
 * custodian or an intervention capture takes from (lines make a run's
 * middle a neighbour of its ends): most moves have not, and play tells so
 * in line. Asked after the move or before it alike (the lean steps'
 * ply_barred): the move changes no opposing piece. */
static inline int may_capture(const mor_state *s, int to, int leap)
{
	bb near = bb_and(adj_of(&s->r->b, to), own_of(s, !s->side));
	int n = s->r->cap_near;

	return leap >= 0 || (n && bb_any(n == 1 ? near : bb_rest(near)));
}

/* After a move of the side to move (before its removals): the captures it
 * makes, owed as OWE_CAPTURE in place of its mill's removals (`mills` of
 * them, s->owe). `leap`: the piece the slide jumped, or -1; `placing`: the
 * move was made while placing. */
static void captures_after(mor_state *s, const mor_move *m, int leap, int placing)
{
	int side = s->side;
	bb cust = bb_none();

	s->inter[0] = s->inter[1] = -1;
	s->cap_kind = CAP_UNDECIDED;
	if (leap >= 0) {
		BB_PUT(s->cap, 0, BIT(leap));
		s->cap_kind = CAP_LEAP;
		s->cap_mills = 0;
		s->owe = 1;
		s->owe_kind = OWE_CAPTURE;
		return;
	}
	if (cap_on(s, CAP_CUSTODIAN, side, placing))
		cust = custodian(s, m->to);
	if (cap_on(s, CAP_INTERVENTION, side, placing))
		intervention(s, m->to);
	if (!bb_any(cust) && s->inter[0] < 0 && s->inter[1] < 0)
		return;
	if (s->inter[0] >= 0)
		cust = bb_or(cust, BIT(s->inter[0]));
	if (s->inter[1] >= 0)
		cust = bb_or(cust, BIT(s->inter[1]));
	BB_PUT(s->cap, 0, cust);
	s->cap_mills = s->r->per_mill ? s->owe : 0;
	s->owe = 1;
	s->owe_kind = OWE_CAPTURE;
}

/* The first removal of a capture chooses it: an intervention's point (its
 * pair then owed too), a custodian's, or, where the mill's removals are
 * the other choice, any piece a mill may take. Then the removal must be
 * of the capture chosen. 0, or -1 having said why not. */
static int capture_refused(mor_state *s, int p, diag *d)
{
	int other = p == s->inter[0] ? s->inter[1] : p == s->inter[1] ? s->inter[0] : -2;

	if (s->cap_kind == CAP_UNDECIDED) {
		if (other != -2) {
			s->cap_kind = CAP_INTERVENTION;
			s->owe = 1 + (other >= 0);
			BB_PUT(s->cap, 0, other >= 0 ? BIT(other) : bb_none());
			return 0;
		}
		if (bb_has(BB_GET(s->cap, 0), p)) {
			s->cap_kind = CAP_CUSTODIAN;
			return 0;
		}
		if (s->cap_mills) {
			s->cap_kind = CAP_MILL;
			s->owe = s->cap_mills;
			return 1; /* a mill's removal: removable() judges it */
		}
	} else if (bb_has(BB_GET(s->cap, 0), p)) {
		return 0;
	}
	return diag_set(d, "not-removable", "%s is not a piece this move captures", pt(s, p));
}

/* The removals a capture owed offers now (for actions). */
static bb capture_targets(const mor_state *s)
{
	bb c = BB_GET(s->cap, 0);

	if (s->cap_kind == CAP_MILL)
		return removable(s, !s->side);
	if (s->cap_kind == CAP_UNDECIDED && s->cap_mills)
		c = bb_or(c, removable(s, !s->side));
	return c;
}
