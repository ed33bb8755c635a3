/* The Ultimate Tic-Tac-Toe grid as SVG: the marks, the decided boards
 * shaded, the cells where the next mark may go, and the moves drawn on it. */
#include <stdio.h>

#include "base/svg.h"
#include "games/uttt/uttt.h"

enum { CELL = 36, MARGIN = 28, FOOT = 36 };

static double cx(int board, int cell)
{
	return MARGIN + ((board % 3) * 3 + cell % 3) * CELL + CELL / 2.0;
}

static double cy(int board, int cell)
{
	return MARGIN + ((board / 3) * 3 + cell / 3) * CELL + CELL / 2.0;
}

static void mark(buf *out, int side, double x, double y, double r, const char *colour,
		 double width)
{
	if (side == X)
		buf_printf(out, "<path d=\"M%.1f %.1fL%.1f %.1fM%.1f %.1fL%.1f %.1f\" stroke=\"%s\" "
			   "stroke-width=\"%.1f\" stroke-linecap=\"round\"/>\n", x - r, y - r, x + r,
			   y + r, x - r, y + r, x + r, y - r, colour, width);
	else
		buf_printf(out, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"none\" stroke=\"%s\" "
			   "stroke-width=\"%.1f\"/>\n", x, y, r, colour, width);
}

void ttt_draw(const void *st, const game_marks *svg, buf *out)
{
	if (!svg) { /* the text diagram */
		ttt_draw_text(st, out);
		return;
	}

	const game_move *marks = svg->moves;
	int nmarks = svg->n, refused = svg->refused;
	const ttt_state *s = st;
	int size = 9 * CELL, w = 2 * MARGIN + size, h = 2 * MARGIN + size + FOOT;
	ttt_move legal[81];
	int nlegal = s->base.out.over ? 0 : ttt_moves(s, legal, 81);
	char label[96];

	svg_open(out, w, h, "Ultimate Tic-Tac-Toe board");
	for (int b = 0; b < 9; b++) {
		int x = MARGIN + b % 3 * 3 * CELL, y = MARGIN + b / 3 * 3 * CELL;
		const char *fill = s->won[X] >> b & 1 ? "#d6e4f5" : s->won[O] >> b & 1 ? "#f6dada" :
				   s->drawn >> b & 1 ? "#e0e0e0" : NULL;
		if (fill)
			buf_printf(out, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\"/>\n",
				   x, y, 3 * CELL, 3 * CELL, fill);
	}
	for (int i = 0; i < nlegal; i++)
		buf_printf(out, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%d\" height=\"%d\" "
			   "fill=\"#c8e6c9\"/>\n", cx(legal[i].board, legal[i].cell) - CELL / 2.0 + 2,
			   cy(legal[i].board, legal[i].cell) - CELL / 2.0 + 2, CELL - 4, CELL - 4);
	for (int i = 0; i <= 9; i++) {
		int thick = i % 3 == 0, at = MARGIN + i * CELL;
		buf_printf(out, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#333\" "
			   "stroke-width=\"%d\"/>\n<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" "
			   "stroke=\"#333\" stroke-width=\"%d\"/>\n", at, MARGIN, at, MARGIN + size,
			   thick ? 3 : 1, MARGIN, at, MARGIN + size, at, thick ? 3 : 1);
	}
	for (int i = 0; i < 9; i++) {
		snprintf(label, sizeof label, "%c", 'a' + i);
		svg_text(out, MARGIN + i * CELL + CELL / 2.0, MARGIN + size + 16, "font-size=\"12\" "
			 "text-anchor=\"middle\" fill=\"#555\"", label);
		snprintf(label, sizeof label, "%d", 9 - i);
		svg_text(out, MARGIN / 2.0, MARGIN + i * CELL + CELL / 2.0 + 4, "font-size=\"12\" "
			 "text-anchor=\"middle\" fill=\"#555\"", label);
	}
	for (int b = 0; b < 9; b++)
		for (int c = 0; c < 9; c++)
			for (int side = X; side <= O; side++)
				if (s->cells[side][b] >> c & 1)
					mark(out, side, cx(b, c), cy(b, c), 10,
					     side == X ? "#1a237e" : "#b71c1c", 3);
	for (int i = 0; i < nmarks; i++) {
		const ttt_move *m = ttt_move_in_c(&marks[i]);
		if (m->board >= 0 && m->board < 9 && m->cell >= 0 && m->cell < 9)
			buf_printf(out, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%d\" height=\"%d\" "
				   "fill=\"none\" stroke=\"%s\" stroke-width=\"4\"/>\n",
				   cx(m->board, m->cell) - CELL / 2.0 + 2,
				   cy(m->board, m->cell) - CELL / 2.0 + 2, CELL - 4, CELL - 4,
				   refused ? SVG_REFUSED : SVG_PLAYED);
	}
	if (s->base.out.over)
		snprintf(label, sizeof label, "game over: %.80s", s->base.out.why);
	else
		snprintf(label, sizeof label, "%s to play: the green cells", s->side == X ? "X" : "O");
	svg_text(out, MARGIN, MARGIN + size + 34, "font-size=\"13\"", label);
	svg_close(out);
}
