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
/* Text with &, < and > escaped. */
void svg_escape(buf *out, const char *s);
/* A line of text; attrs are written as they are (font size, anchor, fill). */
void svg_text(buf *out, double x, double y, const char *attrs, const char *text);
/* An arrow from (x0, y0) to (x1, y1), its head at the end. */
void svg_arrow(buf *out, double x0, double y0, double x1, double y1, const char *colour);
/* A cross centred on (x, y). */
void svg_cross(buf *out, double x, double y, double r, const char *colour);

#endif
