/* The morris board as SVG: its lines, the pieces, the pieces in hand, and
 * the moves drawn on it. */
#include <stdio.h>

#include "base/svg.h"
#include "games/morris/morris.h"

enum { CELL = 48, MARGIN = 36, FOOT = 64 };

static double px(const mor_board *b, int p)
{
	return MARGIN + b->file[p] * CELL;
}

static double py(const mor_board *b, int p)
{
	return MARGIN + (b->ranks - b->rank[p]) * CELL;
}

static void hand(buf *out, const mor_state *s, int side, double y)
{
	static const char *const name[2] = { "White", "Black" };
	char line[96];

	snprintf(line, sizeof line, "%s: %d on the board, %d in hand", name[side],
		 MOR_COUNT(s->pos, side), s->hand[side]);
	svg_text(out, MARGIN - 18, y + 5, "font-size=\"13\"", line);
	for (int i = 0; i < s->hand[side] && i < 12; i++)
		buf_printf(out, "<circle cx=\"%d\" cy=\"%.1f\" r=\"6\" fill=\"%s\" stroke=\"#333\"/>\n",
			   MARGIN + 200 + i * 15, y, side == WHITE ? "#fff" : "#222");
}

void mor_draw(const void *st, const game_marks *svg, buf *out)
{
	if (!svg) { /* the text diagram */
		mor_draw_text(st, out);
		return;
	}

	const game_move *marks = svg->moves;
	int nmarks = svg->n, refused = svg->refused;
	const mor_state *s = st;
	const mor_board *b = &s->r->b;
	const char *colour = refused ? SVG_REFUSED : SVG_PLAYED;
	int w = 2 * MARGIN + (b->files - 1) * CELL, h = 2 * MARGIN + (b->ranks - 1) * CELL;
	char label[16];

	if (w < 2 * MARGIN + 320)
		w = 2 * MARGIN + 320; /* room for the lines under the board */
	svg_open(out, w, h + FOOT, "morris board");
	for (int p = 0; p < b->n; p++)
		for (int q = p + 1; q < b->n; q++)
			if (MOR_HAS(b->adj, p, q))
				buf_printf(out, "<line x1=\"%.0f\" y1=\"%.0f\" x2=\"%.0f\" y2=\"%.0f\" "
					   "stroke=\"#5d4037\" stroke-width=\"3\"/>\n", px(b, p), py(b, p),
					   px(b, q), py(b, q));
	for (int f = 0; f < b->files; f++) {
		snprintf(label, sizeof label, "%c", 'a' + f);
		svg_text(out, MARGIN + f * CELL, h - 8, "font-size=\"12\" text-anchor=\"middle\" "
			 "fill=\"#555\"", label);
	}
	for (int r = 1; r <= b->ranks; r++) {
		snprintf(label, sizeof label, "%d", r);
		svg_text(out, 12, MARGIN + (b->ranks - r) * CELL + 4, "font-size=\"12\" "
			 "text-anchor=\"middle\" fill=\"#555\"", label);
	}
	for (int p = 0; p < b->n; p++) {
		int side = MOR_HAS(s->pos, WHITE, p) ? WHITE : MOR_HAS(s->pos, BLACK, p) ? BLACK : -1;
		if (side < 0)
			buf_printf(out, "<circle cx=\"%.0f\" cy=\"%.0f\" r=\"5\" fill=\"#5d4037\"/>\n",
				   px(b, p), py(b, p));
		else
			buf_printf(out, "<circle cx=\"%.0f\" cy=\"%.0f\" r=\"16\" fill=\"%s\" "
				   "stroke=\"#333\" stroke-width=\"2\"/>\n", px(b, p), py(b, p),
				   side == WHITE ? "#fff" : "#222");
	}
	for (int i = 0; i < nmarks; i++) {
		const mor_move *m = mor_move_in_c(&marks[i]);
		if (m->kind == MV_SLIDE && m->from >= 0 && m->to >= 0)
			svg_arrow(out, px(b, m->from), py(b, m->from), px(b, m->to), py(b, m->to),
				  colour);
		if ((m->kind == MV_PLACE || m->kind == MV_SLIDE) && m->to >= 0)
			buf_printf(out, "<circle cx=\"%.0f\" cy=\"%.0f\" r=\"20\" fill=\"none\" "
				   "stroke=\"%s\" stroke-width=\"4\"/>\n", px(b, m->to), py(b, m->to),
				   colour);
		for (int k = 0; k < m->nrem && k < MOR_MAXREM; k++)
			if (m->rem[k] >= 0)
				svg_cross(out, px(b, m->rem[k]), py(b, m->rem[k]), 11, colour);
	}
	hand(out, s, WHITE, h + 16);
	hand(out, s, BLACK, h + 40);
	svg_close(out);
}
