/* The morris board as SVG: its lines, the pieces, the pieces in hand beside
 * it, the moves drawn on it, and under it who plays which colour, what each
 * has, whose turn it is and the game's place in its match. The picture is
 * as large as the board and its words: a small board is a small picture. */
#include <stdio.h>

#include "base/svg.h"
#include "games/morris/morris.h"

enum {
	CELL = 48,
	MARGIN = 44,  /* around the board: the labels stay clear of a ringed piece */
	RING = 22,    /* the last move's ring around a piece, stroke included */
	HAND = 16,    /* a piece in hand: its spacing (radius 6) */
	PAD = 12,     /* the caption's left edge; its text starts after a piece */
	MINW = 240,   /* the narrowest picture: its caption needs some room */
	FONT = 13,
	STEP = 19,    /* from a caption line to the next */
};

static const char *const colour_of[2] = { "#fff", "#222" };

static double px(const mor_board *b, int p)
{
	return MARGIN + b->file[p] * CELL;
}

static double py(const mor_board *b, int p)
{
	return MARGIN + (b->ranks - b->rank[p]) * CELL;
}

/* The pieces in hand stand in columns right of the board, white's first:
 * the columns a side needs, and how many pieces one holds. */
static int per_column(const mor_board *b)
{
	int n = (b->ranks - 1) * CELL / HAND + 1;
	return n < 1 ? 1 : n;
}

static int columns(const mor_board *b, int pieces)
{
	return pieces > 0 ? (pieces + per_column(b) - 1) / per_column(b) : 0;
}

static double hand_x(const mor_board *b, int column)
{
	return MARGIN + (b->files - 1) * CELL + RING + 22 + column * 20;
}

static void hands(buf *out, const mor_state *s)
{
	const mor_board *b = &s->r->b;
	int col = 0;

	for (int side = WHITE; side <= BLACK; side++) {
		for (int i = 0; i < s->hand[side]; i++)
			buf_printf(out, "<circle cx=\"%.0f\" cy=\"%d\" r=\"6\" fill=\"%s\" stroke=\"#333\"/>\n",
				   hand_x(b, col + i / per_column(b)), MARGIN + i % per_column(b) * HAND,
				   colour_of[side]);
		col += columns(b, s->hand[side]);
	}
}

/* Who plays which colour and has what, whose turn it is, the match. A side's
 * first line gets a piece of its colour in front (firsts). */
static void caption(const mor_state *s, const game_caption *cap, svg_lines *l, int firsts[2])
{
	static const char *const name[2] = { "white", "black" };
	char who[2][200], match[200];

	for (int side = WHITE; side <= BLACK; side++) {
		game_who(cap, name[side], side, who[side], sizeof who[side]);
		firsts[side] = svg_lines_add(l, "%s:\v%d on the board, %d in hand%s", who[side],
					     MOR_COUNT(s->pos, side), s->hand[side],
					     mor_flying(s, side) ? ", flying" : "");
	}
	if (s->base.out.over)
		svg_lines_add(l, "game over: %s", s->base.out.why);
	else if (s->owe)
		svg_lines_add(l, "%s to remove a %s piece", who[s->side], name[!s->side]);
	else
		svg_lines_add(l, "%s to %s", who[s->side], s->hand[s->side] ? "place" :
			      mor_flying(s, s->side) ? "fly" : "move");
	if (game_match_words(cap, name, match, sizeof match))
		svg_lines_add(l, "%s", match);
}

static void lines_and_labels(buf *out, const mor_board *b)
{
	char label[16];
	double bottom = MARGIN + (b->ranks - 1) * CELL;

	for (int p = 0; p < b->n; p++)
		for (int q = p + 1; q < b->n; q++)
			if (MOR_HAS(b->adj, p, q))
				buf_printf(out, "<line x1=\"%.0f\" y1=\"%.0f\" x2=\"%.0f\" y2=\"%.0f\" "
					   "stroke=\"#5d4037\" stroke-width=\"3\"/>\n", px(b, p), py(b, p),
					   px(b, q), py(b, q));
	for (int f = 0; f < b->files; f++) {
		snprintf(label, sizeof label, "%c", 'a' + f);
		svg_text(out, MARGIN + f * CELL, bottom + RING + 14, "font-size=\"12\" "
			 "text-anchor=\"middle\" fill=\"#555\" class=\"axis\"", label);
	}
	for (int r = 1; r <= b->ranks; r++) {
		snprintf(label, sizeof label, "%d", r);
		svg_text(out, MARGIN - RING - 10, MARGIN + (b->ranks - r) * CELL + 4, "font-size=\"12\" "
			 "text-anchor=\"middle\" fill=\"#555\" class=\"axis\"", label);
	}
}

static void pieces(buf *out, const mor_state *s)
{
	const mor_board *b = &s->r->b;

	for (int p = 0; p < b->n; p++) {
		int side = MOR_HAS(s->pos, WHITE, p) ? WHITE : MOR_HAS(s->pos, BLACK, p) ? BLACK : -1;
		int dead = MOR_HAS(s->dead, WHITE, p) ? WHITE : MOR_HAS(s->dead, BLACK, p) ? BLACK : -1;
		if (dead >= 0) /* a marked or cancelled piece's point, until placing ends */
			buf_printf(out, "<circle cx=\"%.0f\" cy=\"%.0f\" r=\"16\" fill=\"#9e9e9e\" "
				   "stroke=\"%s\" stroke-width=\"3\" stroke-dasharray=\"4 3\"/>\n",
				   px(b, p), py(b, p), dead == WHITE ? "#fff" : "#222");
		else if (side < 0)
			buf_printf(out, "<circle cx=\"%.0f\" cy=\"%.0f\" r=\"5\" fill=\"#5d4037\"/>\n",
				   px(b, p), py(b, p));
		else
			buf_printf(out, "<circle cx=\"%.0f\" cy=\"%.0f\" r=\"16\" fill=\"%s\" "
				   "stroke=\"#333\" stroke-width=\"2\"/>\n", px(b, p), py(b, p),
				   colour_of[side]);
	}
}

static void marks(buf *out, const mor_board *b, const game_marks *svg)
{
	const char *colour = svg->refused ? SVG_REFUSED : SVG_PLAYED;

	for (int i = 0; i < svg->n; i++) {
		const mor_move *m = mor_move_in_c(&svg->moves[i]);
		if (m->kind == MV_SLIDE && m->from >= 0 && m->to >= 0)
			svg_arrow(out, px(b, m->from), py(b, m->from), px(b, m->to), py(b, m->to),
				  colour);
		if ((m->kind == MV_PLACE || m->kind == MV_SLIDE) && m->to >= 0)
			buf_printf(out, "<circle cx=\"%.0f\" cy=\"%.0f\" r=\"%d\" fill=\"none\" "
				   "stroke=\"%s\" stroke-width=\"4\"/>\n", px(b, m->to), py(b, m->to),
				   RING - 2, colour);
		for (int k = 0; k < m->nrem && k < MOR_MAXREM; k++)
			if (m->rem[k] >= 0)
				svg_cross(out, px(b, m->rem[k]), py(b, m->rem[k]), 11, colour);
	}
}

void mor_draw(const void *st, const game_marks *svg, const game_caption *cap, buf *out)
{
	if (!svg) { /* the text diagram */
		mor_draw_text(st, cap, out);
		return;
	}

	const mor_state *s = st;
	const mor_board *b = &s->r->b;
	int ncol = columns(b, s->hand[WHITE]) + columns(b, s->hand[BLACK]);
	double w = ncol ? hand_x(b, ncol - 1) + 6 + PAD : MARGIN + (b->files - 1) * CELL + MARGIN;
	double top = MARGIN + (b->ranks - 1) * CELL + RING + 14 + 26; /* the caption's first line */
	svg_lines l;
	int firsts[2];

	if (w < MINW)
		w = MINW;
	svg_lines_init(&l, w - 2 * PAD - 18, FONT);
	caption(s, cap, &l, firsts);
	if (svg_lines_width(&l) + 2 * PAD + 18 > w)
		w = svg_lines_width(&l) + 2 * PAD + 18;
	svg_open(out, (int)(w + 0.5), (int)(top + (l.n - 1) * STEP + 12), "morris board");
	lines_and_labels(out, b);
	pieces(out, s);
	marks(out, b, svg);
	hands(out, s);
	for (int side = WHITE; side <= BLACK; side++) /* which colour is whose */
		if (firsts[side] >= 0)
			buf_printf(out, "<circle cx=\"%d\" cy=\"%.0f\" r=\"6\" fill=\"%s\" stroke=\"#333\" "
				   "class=\"legend\"/>\n", PAD + 6, top + firsts[side] * STEP - 4,
				   colour_of[side]);
	svg_lines_draw(out, &l, PAD + 18, top, STEP, "");
	svg_close(out);
}
