/* svg: the few pieces of an SVG picture the games draw with. Every picture
 * stands alone (no ids, no styles outside it), so many can share one page. */
#ifndef ARB_SVG_H
#define ARB_SVG_H

#include "base/buf.h"

/* Colours of what is drawn on a position: the last move, a refused move. */
#define SVG_PLAYED "#1565c0"
#define SVG_REFUSED "#c62828"

/* <svg> of w by h units, scaled to the width it is given; title says what it shows. */
void svg_open(buf *out, int w, int h, const char *title);
void svg_close(buf *out);
/* Text with &, <, > and " escaped, and what XML or a reader of the text
 * could not take drawn otherwise (svg.c). */
void svg_escape(buf *out, const char *s);
/* A line of text; attrs are written as they are (font size, anchor, fill). */
void svg_text(buf *out, double x, double y, const char *attrs, const char *text);
/* An arrow from (x0, y0) to (x1, y1), its head at the end. */
void svg_arrow(buf *out, double x0, double y0, double x1, double y1, const char *colour);
/* A cross centred on (x, y). */
void svg_cross(buf *out, double x, double y, double r, const char *colour);

/* An estimate of the width of text in this font size, on the wide side
 * (DejaVu Sans, the widest common sans-serif, each class of characters at
 * its widest). */
double svg_text_width(const char *s, int size);

/* Lines of text under a picture, broken at spaces to fit a width, so that
 * the picture is made as wide and as tall as its words need and none is
 * cut at its edge. */
enum { SVG_LINES = 16, SVG_LINE = 256 };
typedef struct svg_lines {
	char line[SVG_LINES][SVG_LINE];
	int n;
	int size;     /* the font size */
	double width; /* the room of a line */
} svg_lines;

/* No lines yet; each to fit width units in this font size. */
void svg_lines_init(svg_lines *l, double width, int size);
/* Adds a paragraph, broken into lines (a word longer than a line is cut;
 * a '\v' is a space where the whole fits, else the first break); returns
 * the index of its first line, or -1 when no line is left. */
int svg_lines_add(svg_lines *l, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* The width of the widest line, as svg_text_width estimates it. */
double svg_lines_width(const svg_lines *l);
/* Writes the lines, the first one's baseline at y, each `step` below it;
 * attrs as for svg_text (the font size is the lines'). */
void svg_lines_draw(buf *out, const svg_lines *l, double x, double y, double step,
		    const char *attrs);

#endif
