#include "base/svg.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "base/jsonw.h"

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

/* Does byte c pass into XML as it is: printable ASCII but the markup, tab
 * and the line ends? */
static int passes(unsigned char c)
{
	return c >= 0x20 ? c < 0x80 && c != '&' && c != '<' && c != '>' && c != '"'
			 : c == '\t' || c == '\n' || c == '\r';
}

/* The length of the UTF-8 character at s, from its bytes 0x80 and up, or
 * 0 for a byte that starts none (an encoded surrogate is none). */
static size_t utf8_char(const char *s)
{
	unsigned char c = (unsigned char)s[0];
	size_t k = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;

	/* (a NUL ends the look, being no continuation byte) */
	return k > 1 && jw_utf8(s, k) ? k : 0;
}

/* Is the UTF-8 character s[0, 3) one that opens or closes a stretch of
 * text laid out in a direction of its own: an embedding, an override
 * (U+202A to U+202E) or an isolate (U+2066 to U+2069)? */
static int bidi_control(const char *s)
{
	unsigned char c = (unsigned char)s[2];

	return !memcmp(s, "\xe2\x80", 2) ? c >= 0xAA && c <= 0xAE :
	       !memcmp(s, "\xe2\x81", 2) && c >= 0xA6 && c <= 0xA9;
}

/* XML has no place for the control characters but tab and the line ends,
 * for U+FFFE and U+FFFF, nor for bytes that are not UTF-8: each is drawn
 * as U+FFFD (a byte that is not UTF-8, one each), and the picture (or the
 * page) stays well-formed, where a reader refused it whole. A bidirectional
 * embedding, override or isolate is drawn as its escape, as text for a
 * terminal shows it (\u202e): left in, it turned the text after it round
 * beyond the value that held it (a player named with U+202E drew the rest
 * of the line, the other player's name, the result, backwards). */
void svg_escape(buf *out, const char *s)
{
	while (*s) {
		size_t n = 0, k;
		while (s[n] && passes((unsigned char)s[n]))
			n++;
		buf_add(out, s, n);
		s += n;
		if (!*s)
			break;
		if ((k = utf8_char(s))) {
			if (k == 3 && !memcmp(s, "\xef\xbf", 2) && (unsigned char)s[2] >= 0xBE)
				buf_puts(out, "\xef\xbf\xbd"); /* U+FFFE, U+FFFF */
			else if (k == 3 && bidi_control(s))
				buf_printf(out, "\\u%04x", (((unsigned)s[0] & 0x0F) << 12) |
					   (((unsigned)s[1] & 0x3F) << 6) | ((unsigned)s[2] & 0x3F));
			else
				buf_add(out, s, k);
			s += k;
			continue;
		}
		buf_puts(out, *s == '&' ? "&amp;" : *s == '<' ? "&lt;" : *s == '>' ? "&gt;" :
			      *s == '"' ? "&quot;" : "\xef\xbf\xbd");
		s++;
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

/* The advance of a character in thousandths of the font size, as DejaVu
 * Sans (the widest common sans-serif, and Debian's) draws it: each class
 * at its widest member; a character past ASCII is taken for a wide one. */
static int advance(unsigned c)
{
	if (c >= 0x80)
		return c < 0x300 ? 780 : 1000;
	if (c == ' ')
		return 318;
	if (strchr("ijlI'|.,:;!", (int)c))
		return 337;
	if (strchr("frt()[]-\"/", (int)c))
		return 411;
	if (strchr("csz", (int)c))
		return 550;
	if (strchr("mwMW", (int)c))
		return 989;
	if (c >= 'A' && c <= 'Z')
		return 787;
	return 636;
}

/* The next character of s (its code point, or the byte where the UTF-8 is
 * bad), and its length in bytes. */
static unsigned next_char(const char *s, size_t n, size_t *len)
{
	unsigned char c = (unsigned char)s[0];
	size_t k = c < 0x80 ? 1 : c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : c >= 0xc0 ? 2 : 1;
	unsigned cp = k == 1 ? c : k == 2 ? c & 0x1f : k == 3 ? c & 0x0f : c & 0x07;

	if (k > n)
		k = 1;
	for (size_t i = 1; i < k; i++) {
		if (((unsigned char)s[i] & 0xc0) != 0x80) {
			*len = 1;
			return c;
		}
		cp = cp << 6 | ((unsigned char)s[i] & 0x3f);
	}
	*len = k;
	return cp;
}

static double width_of(const char *s, size_t n, int size)
{
	double w = 0;

	for (size_t i = 0, k; i < n; i += k)
		w += advance(next_char(s + i, n - i, &k));
	return w * size / 1000.0;
}

double svg_text_width(const char *s, int size)
{
	return width_of(s, strlen(s), size);
}

void svg_lines_init(svg_lines *l, double width, int size)
{
	l->n = 0;
	l->size = size;
	l->width = width < 4 * size ? 4 * size : width;
}

/* The bytes of s that fit the width: at least one character, never part of
 * one, and no more than a line's room. */
static size_t prefix(const svg_lines *l, const char *s, size_t n)
{
	size_t i = 0, k;
	double w = 0;

	while (i < n) {
		w += advance(next_char(s + i, n - i, &k)) * l->size / 1000.0;
		if ((i > 0 && w > l->width) || i + k >= SVG_LINE)
			break;
		i += k;
	}
	return i;
}

/* Adds text as lines, broken at the last space that fits. */
static void add_text(svg_lines *l, const char *p)
{
	do {
		size_t n = strlen(p), take = prefix(l, p, n);
		if (take < n) {
			size_t at = take;
			while (at > 0 && p[at] != ' ')
				at--;
			if (at > 0)
				take = at;
		}
		memcpy(l->line[l->n], p, take);
		l->line[l->n][take] = '\0';
		l->n++;
		p += take;
		while (*p == ' ')
			p++;
	} while (*p && l->n < SVG_LINES);
}

/* Adds text whose '\v' are breaks to take first where the whole does not
 * fit on a line. */
static void add_breaks(svg_lines *l, char *text)
{
	char whole[1024], *at = strchr(text, '\v');

	snprintf(whole, sizeof whole, "%s", text);
	for (char *v = strchr(whole, '\v'); v; v = strchr(v, '\v'))
		*v = ' ';
	if (!at || width_of(whole, strlen(whole), l->size) <= l->width) {
		add_text(l, whole);
		return;
	}
	*at = '\0';
	add_text(l, text);
	if (l->n < SVG_LINES)
		add_breaks(l, at + 1);
}

int svg_lines_add(svg_lines *l, const char *fmt, ...)
{
	char text[1024];
	int first = l->n;
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(text, sizeof text, fmt, ap);
	va_end(ap);
	if (l->n >= SVG_LINES)
		return -1;
	add_breaks(l, text);
	return first;
}

double svg_lines_width(const svg_lines *l)
{
	double w = 0;

	for (int i = 0; i < l->n; i++)
		if (svg_text_width(l->line[i], l->size) > w)
			w = svg_text_width(l->line[i], l->size);
	return w;
}

void svg_lines_draw(buf *out, const svg_lines *l, double x, double y, double step,
		    const char *attrs)
{
	char a[160];

	snprintf(a, sizeof a, "font-size=\"%d\"%s%s", l->size, *attrs ? " " : "", attrs);
	for (int i = 0; i < l->n; i++)
		svg_text(out, x, y + i * step, a, l->line[i]);
}
