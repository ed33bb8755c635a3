#include "base/svg.h"

#include <math.h>
#include <string.h>

void svg_open(buf *out, int w, int h, const char *title)
{
	buf_printf(out, "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %d %d\" "
		   "width=\"%d\" height=\"%d\" role=\"img\" font-family=\"sans-serif\">\n<title>",
		   w, h, w, h);
	svg_escape(out, title);
	buf_puts(out, "</title>\n<rect width=\"100%\" height=\"100%\" fill=\"#fdf8ec\"/>\n");
}

void svg_close(buf *out)
{
	buf_puts(out, "</svg>\n");
}

void svg_escape(buf *out, const char *s)
{
	for (; *s; s++) {
		size_t n = strcspn(s, "&<>\"");
		buf_add(out, s, n);
		s += n;
		if (!*s)
			break;
		buf_puts(out, *s == '&' ? "&amp;" : *s == '<' ? "&lt;" : *s == '>' ? "&gt;" : "&quot;");
	}
}

void svg_text(buf *out, double x, double y, const char *attrs, const char *text)
{
	buf_printf(out, "<text x=\"%.1f\" y=\"%.1f\" %s>", x, y, attrs);
	svg_escape(out, text);
	buf_puts(out, "</text>\n");
}

void svg_arrow(buf *out, double x0, double y0, double x1, double y1, const char *colour)
{
	double dx = x1 - x0, dy = y1 - y0, len = sqrt(dx * dx + dy * dy), ux, uy, bx, by;

	if (len < 1)
		return;
	ux = dx / len;
	uy = dy / len;
	bx = x1 - ux * 12;
	by = y1 - uy * 12;
	buf_printf(out, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" "
		   "stroke-width=\"4\" stroke-linecap=\"round\" opacity=\"0.8\"/>\n",
		   x0, y0, bx, by, colour);
	buf_printf(out, "<polygon points=\"%.1f,%.1f %.1f,%.1f %.1f,%.1f\" fill=\"%s\" "
		   "opacity=\"0.8\"/>\n", x1, y1, bx - uy * 7, by + ux * 7, bx + uy * 7, by - ux * 7,
		   colour);
}

void svg_cross(buf *out, double x, double y, double r, const char *colour)
{
	buf_printf(out, "<path d=\"M%.1f %.1fL%.1f %.1fM%.1f %.1fL%.1f %.1f\" stroke=\"%s\" "
		   "stroke-width=\"4\" stroke-linecap=\"round\"/>\n",
		   x - r, y - r, x + r, y + r, x - r, y + r, x + r, y - r, colour);
}
