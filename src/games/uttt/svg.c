/* The Ultimate Tic-Tac-Toe grid as SVG: the marks, the decided boards
 * shaded, the cells where the next mark may go, the moves drawn on it, and
 * under it what the shades mean, the players, whose turn it is and the
 * game's place in its match, in lines that fit the picture. */
#include <stdio.h>

#include "base/svg.h"
#include "games/uttt/uttt.h"

enum { CELL = 36, MARGIN = 28, FONT = 13, STEP = 19 };

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

/* Under the grid: the players, whose turn it is, the match, what the
 * shades mean (those there are). */
static void caption(const ttt_state *s, const game_caption *cap, svg_lines *l)
{
	char line[400], who[200];
	int n = 0;

	if (ttt_players(cap, line, sizeof line))
		svg_lines_add(l, "%s", line);
	game_who(cap, s->side == X ? "X" : "O", s->side, who, sizeof who);
	if (s->base.out.over)
		svg_lines_add(l, "game over: %s", s->base.out.why);
	else
		svg_lines_add(l, "%s to play: the green cells", who);
	if (game_match_words(cap, (const char *const[2]){ "X", "O" }, line, sizeof line))
		svg_lines_add(l, "%s", line);
	line[0] = '\0';
	if (s->won[X])
		n += snprintf(line + n, sizeof line - (size_t)n, "%sblue: boards X won", n ? ";\v" : "");
	if (s->won[O])
		n += snprintf(line + n, sizeof line - (size_t)n, "%sred: boards O won", n ? ";\v" : "");
	if (s->drawn)
		snprintf(line + n, sizeof line - (size_t)n, "%sgrey: drawn boards", n ? ";\v" : "");
	if (*line)
		svg_lines_add(l, "%s", line);
}

static void grid(buf *out, const ttt_state *s)
{
	int size = 9 * CELL;
	ttt_move legal[81];
	int nlegal = s->base.out.over ? 0 : ttt_moves(s, legal, 81);
	char label[16];

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
			 "text-anchor=\"middle\" fill=\"#555\" class=\"axis\"", label);
		snprintf(label, sizeof label, "%d", 9 - i);
		svg_text(out, MARGIN / 2.0, MARGIN + i * CELL + CELL / 2.0 + 4, "font-size=\"12\" "
			 "text-anchor=\"middle\" fill=\"#555\" class=\"axis\"", label);
	}
	for (int b = 0; b < 9; b++)
		for (int c = 0; c < 9; c++)
			for (int side = X; side <= O; side++)
				if (s->cells[b][side] >> c & 1)
					mark(out, side, cx(b, c), cy(b, c), 10,
					     side == X ? "#1a237e" : "#b71c1c", 3);
}

void ttt_draw(const void *st, const game_marks *svg, const game_caption *cap, buf *out)
{
	if (!svg) { /* the text diagram */
		ttt_draw_text(st, cap, out);
		return;
	}

	const ttt_state *s = st;
	int size = 9 * CELL;
	double w = 2 * MARGIN + size, top = MARGIN + size + 38;
	svg_lines l;

	svg_lines_init(&l, w - 2 * MARGIN, FONT);
	caption(s, cap, &l);
	if (svg_lines_width(&l) + 2 * MARGIN > w)
		w = svg_lines_width(&l) + 2 * MARGIN;
	svg_open(out, (int)(w + 0.5), (int)(top + (l.n - 1) * STEP + 12),
		 "Ultimate Tic-Tac-Toe board");
	grid(out, s);
	for (int i = 0; i < svg->n; i++) {
		const ttt_move *m = ttt_move_in_c(&svg->moves[i]);
		if (m->board >= 0 && m->board < 9 && m->cell >= 0 && m->cell < 9)
			buf_printf(out, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%d\" height=\"%d\" "
				   "fill=\"none\" stroke=\"%s\" stroke-width=\"4\"/>\n",
				   cx(m->board, m->cell) - CELL / 2.0 + 2,
				   cy(m->board, m->cell) - CELL / 2.0 + 2, CELL - 4, CELL - 4,
				   svg->refused ? SVG_REFUSED : SVG_PLAYED);
	}
	svg_lines_draw(out, &l, MARGIN, top, STEP, "");
	svg_close(out);
}
