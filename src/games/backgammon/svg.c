/* The backgammon board as SVG, from the first player's side (its home
 * board bottom right, as the text diagram): the checkers, the bar, the
 * borne-off checkers, the cube (value and owner), the dice, and the
 * checker moves drawn on it. */
#include <stdio.h>

#include "base/svg.h"
#include "games/backgammon/bg.h"

enum {
	LEFT = 48,   /* the cube's column */
	TOP = 30,
	PW = 32,     /* a point's width */
	BARW = 36,
	HALF = 150,  /* a half's height: five checkers */
	GAP = 30,
	R = 13,      /* a checker's radius */
	TRAY = 64,
	FONT = 12,
	STEP = 17,   /* from a line of the caption to the next */
	BOARDW = 12 * PW + BARW,
	BOARDH = 2 * HALF + GAP,
};

static const char *const fill[2] = { "#fff", "#263238" };

/* Where a point of the first player's counting is: its column's middle, and
 * the edge its checkers stack from (top row: y grows down; bottom: up). */
static double point_x(int q)
{
	int c = q >= 13 ? q - 13 : 12 - q;
	return LEFT + c * PW + (c >= 6 ? BARW : 0) + PW / 2.0;
}

static int top_row(int q)
{
	return q >= 13;
}

static double stack_y(int q, int k)
{
	int shown = k < 5 ? k : 4;
	return top_row(q) ? TOP + R + shown * 2 * R : TOP + BOARDH - R - shown * 2 * R;
}

/* A side's point p as the first player counts it. */
static int as_first(const bg_rules *r, int side, int p)
{
	return side == 0 ? p : r->opp[p];
}

/* A checker; a pinned one has a red ring and a bar across it. */
static void checker(buf *out, double x, double y, int side, int pinned)
{
	buf_printf(out, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%d\" fill=\"%s\" stroke=\"%s\" "
		   "stroke-width=\"%s\"%s/>\n", x, y, R - 1, fill[side], pinned ? "#c62828" : "#555",
		   pinned ? "3" : "1.5", pinned ? " class=\"pinned\"" : "");
	if (pinned)
		buf_printf(out, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" "
			   "stroke=\"#c62828\" stroke-width=\"2\"/>\n", x - R + 3, y, x + R - 3, y);
}

static void count(buf *out, double x, double y, int n, int side)
{
	char t[8];

	snprintf(t, sizeof t, "%d", n);
	svg_text(out, x, y + 4, side == 0 ? "font-size=\"12\" text-anchor=\"middle\" fill=\"#000\""
					  : "font-size=\"12\" text-anchor=\"middle\" fill=\"#fff\"", t);
}

/* Where a move of side's checker starts or ends: a point, the bar or the tray. */
static void spot(const bg_rules *r, int side, int p, double *x, double *y)
{
	double bar_x = LEFT + 6 * PW + BARW / 2.0, tray_x = LEFT + BOARDW + TRAY / 2.0;

	if (p == BG_BAR) {
		*x = bar_x;
		*y = side == 0 ? TOP + HALF / 2.0 : TOP + BOARDH - HALF / 2.0;
	} else if (p <= BG_OFF || p == BG_HAND) { /* the hand is drawn by the tray */
		*x = tray_x;
		*y = side == 0 ? TOP + BOARDH - 40 : TOP + 40;
	} else {
		int q = as_first(r, side, p);
		*x = point_x(q);
		*y = top_row(q) ? TOP + HALF - 20 : TOP + BOARDH - HALF + 20;
	}
}

static void die(buf *out, double x, double y, int n)
{
	char t[4];

	buf_printf(out, "<rect x=\"%.1f\" y=\"%.1f\" width=\"26\" height=\"26\" rx=\"5\" "
		   "fill=\"#fff\" stroke=\"#333\" stroke-width=\"1.5\"/>\n", x, y);
	snprintf(t, sizeof t, "%d", n);
	svg_text(out, x + 13, y + 19, "font-size=\"16\" font-weight=\"bold\" text-anchor=\"middle\"",
		 t);
}

/* The points, bar and tray, and the checkers on them. */
static void board(buf *out, const bg_state *s)
{
	const bg_pos *b = &s->p;
	char t[16];

	buf_printf(out, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#a1887f\"/>\n",
		   LEFT, TOP, BOARDW, BOARDH);
	for (int q = 1; q <= 24; q++) {
		double x = point_x(q), tip = top_row(q) ? TOP + HALF - 10 : TOP + BOARDH - HALF + 10;
		double base = top_row(q) ? TOP : TOP + BOARDH;
		buf_printf(out, "<polygon points=\"%.1f,%.1f %.1f,%.1f %.1f,%.1f\" fill=\"%s\"/>\n",
			   x - PW / 2.0, base, x + PW / 2.0, base, x, tip,
			   q % 2 ? "#efebe9" : "#6d4c41");
		snprintf(t, sizeof t, "%d", q);
		svg_text(out, x, top_row(q) ? TOP - 8 : TOP + BOARDH + 16, "font-size=\"11\" "
			 "text-anchor=\"middle\" fill=\"#555\"", t);
		if (s->r->same_way) { /* the second player's numbering beside the first's */
			snprintf(t, sizeof t, "%d", s->r->opp[q]);
			svg_text(out, x, top_row(q) ? TOP - 19 : TOP + BOARDH + 27, "font-size=\"9\" "
				 "text-anchor=\"middle\" fill=\"#263238\"", t);
		}
	}
	buf_printf(out, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#5d4037\"/>\n",
		   LEFT + 6 * PW, TOP, BARW, BOARDH);
	buf_printf(out, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#d7ccc8\" "
		   "stroke=\"#5d4037\"/>\n", LEFT + BOARDW + 6, TOP, TRAY - 12, BOARDH);
	/* checkers on the points: five shown, the count on the fifth */
	for (int q = 1; q <= 24; q++) {
		int o = s->r->opp[q], pinned = (bg_pins(s->r, b, 0) >> q & 1) ? 0 : (bg_pins(s->r, b, 1) >> o & 1) ? 1 : -1;
		int at = 0; /* a pinned checker at the edge, its pinner's on top */
		if (pinned >= 0)
			checker(out, point_x(q), stack_y(q, at++), pinned, 1);
		for (int side = 0; side < 2; side++) {
			int n = b->ck[side][side == 0 ? q : o] - (side == pinned);
			for (int k = 0; k < n && at < 5; k++)
				checker(out, point_x(q), stack_y(q, at++), side, 0);
			if (n + (pinned >= 0) > 5)
				count(out, point_x(q), stack_y(q, 4), n + (pinned >= 0), side);
		}
	}
	for (int side = 0; side < 2; side++) {
		double x, y;
		int n = b->ck[side][BG_BAR], off = b->ck[side][BG_OFF];
		spot(s->r, side, BG_BAR, &x, &y);
		if (n) {
			checker(out, x, y, side, 0);
			count(out, x, y, n, side);
		}
		for (int k = 0; k < off && k < 15; k++) /* borne off: thin slices in the tray */
			buf_printf(out, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"7\" fill=\"%s\" "
				   "stroke=\"#555\"/>\n", LEFT + BOARDW + 12,
				   side == 0 ? TOP + BOARDH - 10 - k * 9 : TOP + 3 + k * 9, TRAY - 24,
				   fill[side]);
	}
}

/* The dice of the move drawn, else those rolled and not yet played. */
static void dice(buf *out, const bg_state *s, const game_move *marks, int nmarks)
{
	int d1 = 0, d2 = 0;

	for (int i = 0; i < nmarks; i++) {
		const bg_move *m = bg_move_in_c(&marks[i]);
		if (m->kind == BG_PLAY && m->die[0]) {
			d1 = m->die[0];
			d2 = m->die[1];
		}
	}
	if (!d1 && s->rolled[0]) {
		d1 = s->rolled[0];
		d2 = s->rolled[1];
	}
	if (d1) {
		die(out, LEFT + 9 * PW + BARW - 30, TOP + HALF + 2, d1);
		die(out, LEFT + 9 * PW + BARW + 4, TOP + HALF + 2, d2);
	}
}

/* Under the board: each side's colour, player and count, whose turn it is
 * and the cube, the match, in lines that fit the picture. */
static void caption(const bg_state *s, const game_caption *cap, svg_lines *l)
{
	static const char *const colour[2] = { "X (white)", "O (dark)" };
	const bg_pos *b = &s->p;
	char who[2][200], hand[40], match[300];

	for (int side = 0; side < 2; side++) {
		const char *player = cap ? cap->player[side] : NULL;
		snprintf(hand, sizeof hand, "%d in hand, ", b->ck[side][BG_HAND]);
		svg_lines_add(l, "%s%s%s:\v%s%d on the bar, %d off, pip %d", colour[side],
			      player && *player ? ", " : "", player && *player ? player : "",
			      s->r->start[BG_HAND] ? hand : "", b->ck[side][BG_BAR],
			      b->ck[side][BG_OFF], bg_pip(b, side));
		game_who(cap, side ? "O" : "X", side, who[side], sizeof who[side]);
	}
	if (s->r->same_way)
		svg_lines_add(l, "both run the same way");
	if (s->base.out.over)
		svg_lines_add(l, "game over: %s", s->base.out.why);
	else if (s->side >= 0)
		svg_lines_add(l, "%s to %s; %s%.0d%s%s", who[s->side], bg_due(s),
			      s->r->cube ? "cube " : "no cube", s->r->cube ? s->cube : 0,
			      !s->r->cube ? "" : s->owner < 0 ? " (centred)" : s->owner == 0 ?
			      " (X owns it)" : " (O owns it)", s->crawford ? "; the Crawford game" : "");
	else
		svg_lines_add(l, "before the first roll");
	if (game_match_words(cap, (const char *const[2]){ "X", "O" }, match, sizeof match))
		svg_lines_add(l, "%s", match);
}

static void moves(buf *out, const bg_state *s, const game_marks *svg)
{
	const char *colour = svg->refused ? SVG_REFUSED : SVG_PLAYED;

	for (int i = 0; i < svg->n; i++) {
		const bg_move *m = bg_move_in_c(&svg->moves[i]);
		int side = m->who >= 0 ? m->who : svg->refused ? s->side : !s->side;
		if (m->kind != BG_PLAY || side < 0)
			continue;
		for (int k = 0; k < m->n && k < BG_MAXSTEPS; k++) {
			double x0, y0, x1, y1;
			double lift = (k % 4) * 10; /* moves along one row do not hide each other */
			spot(s->r, side, m->from[k], &x0, &y0);
			spot(s->r, side, m->to[k], &x1, &y1);
			y0 += y0 < TOP + BOARDH / 2 ? lift : -lift;
			y1 += y1 < TOP + BOARDH / 2 ? lift : -lift;
			svg_arrow(out, x0, y0, x1, y1, colour);
		}
	}
}

void bg_draw(const void *st, const game_marks *svg, const game_caption *cap, buf *out)
{
	if (!svg) { /* the text diagram */
		bg_draw_text(st, cap, out);
		return;
	}

	const bg_state *s = st;
	double w = LEFT + BOARDW + TRAY + 8, top = TOP + BOARDH + 38 + (s->r->same_way ? 11 : 0);
	svg_lines l;
	char t[16];

	svg_lines_init(&l, w - 16, FONT);
	caption(s, cap, &l);
	if (svg_lines_width(&l) + 16 > w)
		w = svg_lines_width(&l) + 16;
	svg_open(out, (int)(w + 0.5), (int)(top + (l.n - 1) * STEP + 10), "backgammon board");
	board(out, s);
	/* the cube: centred in the middle, else beside its owner's side; none
	 * where the rules have none */
	if (s->r->cube) {
		int y = s->owner < 0 ? TOP + BOARDH / 2 - 16 : s->owner == 0 ? TOP + BOARDH - 40 : TOP + 8;
		buf_printf(out, "<rect x=\"8\" y=\"%d\" width=\"32\" height=\"32\" rx=\"4\" "
			   "fill=\"#fff\" stroke=\"#333\" stroke-width=\"2\"/>\n", y);
		snprintf(t, sizeof t, "%d", s->owner < 0 && s->cube <= 1 ? 64 : s->cube);
		svg_text(out, 24, y + 22, "font-size=\"15\" font-weight=\"bold\" text-anchor=\"middle\"", t);
	}
	dice(out, s, svg->moves, svg->n);
	moves(out, s, svg);
	svg_lines_draw(out, &l, 8, top, STEP, "");
	svg_close(out);
}
