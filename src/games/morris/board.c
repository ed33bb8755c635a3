/* The morris board from data: point names, the lines pieces slide along, and
 * the lines that make mills. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "games/morris/morris.h"

static int point_of(const mor_board *b, const char *s)
{
	size_t n = s ? strlen(s) : 0;
	int f, r;

	if (n < 2 || n > 2 || !islower((unsigned char)s[0]) || s[1] < '1' || s[1] > '9')
		return -1;
	f = s[0] - 'a';
	r = s[1] - '0';
	return b->at[f][r];
}

static int read_line(mor_board *b, vnode seq, int8_t *pts, int *npts, const char *what, diag *d)
{
	size_t len = vnode_len(seq);

	if (vnode_type(seq) != VN_SEQ || len < 2 || len > MOR_MAXPTS) {
		vnode_locate(seq, d);
		return diag_set(d, "board", "each of %s must be a list of at least two points", what);
	}
	*npts = 0;
	for (size_t i = 0; i < len; i++) {
		vnode p = vnode_at(seq, i);
		int k = point_of(b, vnode_str(p));
		if (k < 0) {
			vnode_locate(p, d);
			return diag_set(d, "board", "'%s' is not a point of this board",
					vnode_str(p) ? vnode_str(p) : "?");
		}
		/* a mill of a point twice is a mill of fewer points (one piece
		 * on a3 closed [a3, a3, a3]); a line too (its mill, where it is
		 * one, and a slide from a point to itself) */
		for (int j = 0; j < *npts; j++)
			if (pts[j] == k) {
				vnode_locate(p, d);
				return diag_set(d, "board", "point %s is listed twice in one of the "
						"%s", vnode_str(p), what);
			}
		pts[(*npts)++] = (int8_t)k;
	}
	return 0;
}

/* Is the mill of the n points p one the board has already, in any order?
 * Listed twice, it would be two mills: two removals for one row closed
 * where each mill earns one. Said at at. */
static int mill_again(const mor_board *b, const int8_t *p, int n, vnode at, diag *d)
{
	uint64_t w[2] = { 0, 0 };
	char names[64] = "";

	for (int j = 0; j < n; j++)
		w[p[j] >> 6] |= (uint64_t)1 << (p[j] & 63);
	for (int m = 0; m < b->nmills; m++)
		if (b->mill[0][m] == w[0] && b->mill[1][m] == w[1]) {
			for (int j = 0, o = 0; j < n && o + 8 < (int)sizeof names; j++)
				o += snprintf(names + o, sizeof names - (size_t)o, "%s%s",
					      j ? " " : "", b->name[p[j]]);
			vnode_locate(at, d);
			return diag_set(d, "board", "the mill %s is listed twice: it would be two "
					"mills", names);
		}
	return 0;
}

static void add_mill(mor_board *b, const int8_t *p, int n)
{
	for (int j = 0; j < n; j++)
		MOR_ADD(b->mill, b->nmills, p[j]);
	b->nmills++;
}

/* A run's kind: diagonal when a step changes file and rank; else a side of
 * a square when its three points stand as far from the board's centre
 * (rings of squares: the larger of the two distances), else a line across
 * the squares. Coordinates doubled, so that the centre falls on whole
 * numbers. */
static uint8_t run_kind(const mor_board *b, const int8_t *p, int cx2, int cy2)
{
	int ring[3];

	for (int j = 0; j < 3; j++) {
		int dx = abs(2 * b->file[p[j]] - cx2), dy = abs(2 * b->rank[p[j]] - cy2);
		ring[j] = dx > dy ? dx : dy;
		if (j && b->file[p[j]] != b->file[p[j - 1]] && b->rank[p[j]] != b->rank[p[j - 1]])
			return RUN_DIAGONAL;
	}
	return ring[0] == ring[1] && ring[1] == ring[2] ? RUN_EDGE : RUN_CROSS;
}

/* Each run's kind, around the centre of the points' extent, and the runs
 * with each point in the middle (along_lines refuses a board where a point
 * stands inside more lines than mid holds). */
static void kinds_of_runs(mor_board *b)
{
	int minf = 99, maxf = -1, minr = 99, maxr = -1;

	for (int p = 0; p < b->n; p++) {
		minf = b->file[p] < minf ? b->file[p] : minf;
		maxf = b->file[p] > maxf ? b->file[p] : maxf;
		minr = b->rank[p] < minr ? b->rank[p] : minr;
		maxr = b->rank[p] > maxr ? b->rank[p] : maxr;
	}
	for (int k = 0; k < b->nruns; k++) {
		int m = b->run[k][1];
		b->run_kind[k] = run_kind(b, b->run[k], minf + maxf, minr + maxr);
		if (b->nmid[m] < MOR_MAXFLANK)
			b->mid[m][b->nmid[m]++] = (uint16_t)k;
	}
}

/* The runs of three points in a row along a line: its windows of three. */
static int add_runs(mor_board *b, const int8_t *p, int n, diag *d)
{
	for (int j = 0; j + 2 < n; j++) {
		if (b->nruns == MOR_MAXRUNS)
			return diag_set(d, "board", "the lines hold more than %d runs of three points",
					MOR_MAXRUNS);
		memcpy(b->run[b->nruns], p + j, 3);
		b->nruns++;
	}
	return 0;
}

/* The mills through each point. */
static int mills_through(mor_board *b, vnode map, diag *d)
{
	for (int p = 0; p < b->n; p++)
		for (int m = 0; m < b->nmills; m++) {
			if (!MOR_HAS(b->mill, m, p))
				continue;
			if (b->nthrough[p] == MOR_MAXTHROUGH) {
				vnode_locate(map, d);
				return diag_set(d, "board", "point %s is in more than %d mills",
						b->name[p], MOR_MAXTHROUGH);
			}
			b->through[p][b->nthrough[p]++] = (uint16_t)m;
		}
	return 0;
}

/* The ludii: list, every point once in the order Ludii numbers its
 * vertices, as Ludii's trial files (.trl) name them; and ludii_hand, where
 * its numbers of the hands start. */
static int read_ludii(mor_board *b, vnode seq, vnode hand, diag *d)
{
	const char *h = vnode_str(hand);
	char *end;
	long first = h ? strtol(h, &end, 10) : b->n;

	if (vnode_type(hand) != VN_NONE && (!h || *end || first < b->n || first > 9999)) {
		vnode_locate(hand, d);
		return diag_set(d, "board", "ludii_hand is the site of the first player's hand in "
				"Ludii's numbering: a number from %d (the points) on", b->n);
	}
	b->ludii_hand = (int)first;
	if (vnode_type(seq) == VN_NONE)
		return 0;
	if (vnode_type(seq) != VN_SEQ || vnode_len(seq) != (size_t)b->n) {
		vnode_locate(seq, d);
		return diag_set(d, "board", "ludii must list every point of the board once, in "
				"Ludii's vertex order (%d points)", b->n);
	}
	for (int p = 0; p < b->n; p++)
		b->ludii[p] = -1;
	for (size_t i = 0; i < vnode_len(seq); i++) {
		vnode v = vnode_at(seq, i);
		int k = point_of(b, vnode_str(v));
		if (k < 0 || b->ludii[k] >= 0) {
			vnode_locate(v, d);
			return diag_set(d, "board", k < 0 ? "'%s' is not a point of this board" :
					"'%s' is listed twice in ludii", vnode_str(v) ? vnode_str(v) : "?");
		}
		b->ludii[k] = (int16_t)i;
		b->by_ludii[i] = (int16_t)k;
	}
	b->nludii = b->n;
	return 0;
}

static int board_keys(vnode map, diag *d)
{
	static const char *const keys[] = { "points", "lines", "mills", "ludii", "ludii_hand", NULL };

	for (size_t i = 0; i < vnode_len(map); i++) {
		vnode k = vnode_key(map, i);
		const char *s = vnode_str(k);
		int known = 0;
		for (int j = 0; s && keys[j]; j++)
			known |= !strcmp(s, keys[j]);
		if (!known) {
			vnode_locate(k, d);
			return diag_set(d, "yaml-key", "unknown board key '%s' (a board has points, lines, "
					"mills, ludii and ludii_hand)", s ? s : "?");
		}
	}
	return 0;
}

/* Where mill m would go on along the line p[0..n): the points just before
 * and after it, when its points are consecutive on the line. */
static void mill_beyond(mor_board *b, int m, const int8_t *p, int n)
{
	int lo = n, hi = -1, k = 0;

	for (int j = 0; j < n; j++)
		if (MOR_HAS(b->mill, m, p[j])) {
			lo = j < lo ? j : lo;
			hi = j;
			k++;
		}
	if (k < 2 || k != hi - lo + 1 || k != MOR_COUNT(b->mill, m))
		return; /* not on this line, or not all in one stretch of it */
	if (lo > 0)
		MOR_ADD(b->beyond, m, p[lo - 1]);
	if (hi + 1 < n)
		MOR_ADD(b->beyond, m, p[hi + 1]);
}

/* Along each line: the two neighbours of each point inside it (for the
 * rule that pins a piece between two opposing ones), and where each mill
 * on it would go on (for the rule of exact mills). */
static int along_lines(mor_board *b, vnode lines, diag *d)
{
	for (size_t i = 0; i < vnode_len(lines); i++) {
		int8_t p[MOR_MAXPTS];
		int n;
		if (read_line(b, vnode_at(lines, i), p, &n, "lines", d))
			return -1;
		for (int j = 1; j + 1 < n; j++) {
			int8_t *f;
			if (b->nflank[p[j]] == MOR_MAXFLANK) {
				vnode_locate(vnode_at(lines, i), d);
				return diag_set(d, "board", "point %s stands inside more than %d lines",
						b->name[p[j]], MOR_MAXFLANK);
			}
			f = b->flank[p[j]][b->nflank[p[j]]++];
			f[0] = p[j - 1];
			f[1] = p[j + 1];
		}
		for (int m = 0; m < b->nmills; m++)
			mill_beyond(b, m, p, n);
	}
	return 0;
}

int mor_board_load(mor_board *b, vnode map, diag *d)
{
	vnode pts = vnode_get(map, "points"), lines = vnode_get(map, "lines"),
	      mills = vnode_get(map, "mills");
	size_t np = vnode_len(pts), order = 0;

	memset(b->at, -1, sizeof b->at);
	memset(b->square, -1, sizeof b->square);
	if (board_keys(map, d))
		return -1;
	if (vnode_type(pts) != VN_SEQ || np < 3 || np > MOR_MAXPTS) {
		vnode_locate(vnode_type(pts) == VN_NONE ? map : pts, d);
		return diag_set(d, "board", "a board needs points: a list of 3 to %d point names",
				MOR_MAXPTS);
	}
	for (size_t i = 0; i < np; i++) {
		vnode p = vnode_at(pts, i);
		const char *s = vnode_str(p);
		if (!s || strlen(s) != 2 || !islower((unsigned char)s[0]) || s[1] < '1' || s[1] > '9') {
			vnode_locate(p, d);
			return diag_set(d, "board", "a point is named by a file a-z and a rank 1-9, as d7");
		}
		if (b->at[s[0] - 'a'][s[1] - '0'] >= 0) {
			vnode_locate(p, d);
			return diag_set(d, "board", "point %s is listed twice", s);
		}
		memcpy(b->name[i], s, 3);
		b->file[i] = (int8_t)(s[0] - 'a');
		b->rank[i] = (int8_t)(s[1] - '0');
		b->at[b->file[i]][b->rank[i]] = (int8_t)i;
		b->square[b->file[i] + 1][b->rank[i]] = (int8_t)i;
		if (b->file[i] + 1 > b->files)
			b->files = b->file[i] + 1;
		if (b->rank[i] > b->ranks)
			b->ranks = b->rank[i];
	}
	b->n = (int)np;
	for (int p = 0; p < b->n; p++)
		MOR_ADD(b->all, 0, p);
	/* PlayOK numbers: row by row from the top, left to right. */
	for (int r = b->ranks; r >= 1; r--)
		for (int f = 0; f < b->files; f++)
			if (b->at[f][r] >= 0) {
				b->number[b->at[f][r]] = (int8_t)order;
				*buf_digits(b->numname[b->at[f][r]], (long long)order + 1) = '\0';
				b->by_number[order++] = b->at[f][r];
			}
	if (vnode_type(lines) != VN_SEQ) {
		vnode_locate(vnode_type(lines) == VN_NONE ? map : lines, d);
		return diag_set(d, "board", "a board needs lines: the lists of points pieces slide along");
	}
	for (size_t i = 0; i < vnode_len(lines); i++) {
		int8_t p[MOR_MAXPTS];
		int n;
		if (read_line(b, vnode_at(lines, i), p, &n, "lines", d))
			return -1;
		for (int j = 0; j + 1 < n; j++) {
			MOR_ADD(b->adj, p[j], p[j + 1]);
			MOR_ADD(b->adj, p[j + 1], p[j]);
		}
		if (add_runs(b, p, n, d))
			return vnode_locate(vnode_at(lines, i), d), -1;
		/* without a mills: list, every line of three is a mill */
		if (vnode_type(mills) == VN_NONE && n == 3) {
			if (b->nmills >= MOR_MAXMILLS)
				return diag_set(d, "board", "a board has at most %d mills", MOR_MAXMILLS);
			if (mill_again(b, p, n, vnode_at(lines, i), d))
				return -1;
			add_mill(b, p, n);
		}
	}
	if (vnode_type(mills) != VN_NONE) {
		if (vnode_type(mills) != VN_SEQ) {
			vnode_locate(mills, d);
			return diag_set(d, "board", "mills must be a list of lines");
		}
		for (size_t i = 0; i < vnode_len(mills); i++) {
			int8_t p[MOR_MAXPTS];
			int n;
			if (b->nmills >= MOR_MAXMILLS) {
				vnode_locate(mills, d);
				return diag_set(d, "board", "a board has at most %d mills", MOR_MAXMILLS);
			}
			if (read_line(b, vnode_at(mills, i), p, &n, "mills", d) ||
			    mill_again(b, p, n, vnode_at(mills, i), d))
				return -1;
			add_mill(b, p, n);
		}
	}
	kinds_of_runs(b);
	if (along_lines(b, lines, d) || mills_through(b, map, d))
		return -1;
	return read_ludii(b, vnode_get(map, "ludii"), vnode_get(map, "ludii_hand"), d);
}

/* Text diagram: points on a grid four columns and two rows apart, lines
 * drawn between neighbours, pieces as W and B. */
void mor_board_draw(const mor_board *b, const uint64_t pos[2][2], buf *out)
{
	enum { CW = 4, RH = 2, MAXW = 26 * CW, MAXH = 9 * RH };
	char canvas[MAXH][MAXW + 1];
	int w = (b->files - 1) * CW + 1, h = (b->ranks - 1) * RH + 1;

	memset(canvas, ' ', sizeof canvas);
	for (int p = 0; p < b->n; p++)
		for (int q = p + 1; q < b->n; q++) {
			int x0, y0, x1, y1, steps;
			if (!MOR_HAS(b->adj, p, q))
				continue;
			x0 = b->file[p] * CW, y0 = (b->ranks - b->rank[p]) * RH;
			x1 = b->file[q] * CW, y1 = (b->ranks - b->rank[q]) * RH;
			steps = abs(x1 - x0) > abs(y1 - y0) ? abs(x1 - x0) : abs(y1 - y0);
			for (int t = 1; t < steps; t++) {
				int x = x0 + (x1 - x0) * t / steps, y = y0 + (y1 - y0) * t / steps;
				char c = y0 == y1 ? '-' : x0 == x1 ? '|' :
					 ((x1 - x0) > 0) == ((y1 - y0) > 0) ? '\\' : '/';
				if (x0 != x1 && y0 != y1 && (x1 - x0) * t % steps)
					continue; /* diagonals: only where they cross a grid cell */
				if (x0 != x1 && y0 != y1 && (y1 - y0) * t % steps)
					continue;
				canvas[y][x] = c;
			}
		}
	for (int p = 0; p < b->n; p++) {
		int x = b->file[p] * CW, y = (b->ranks - b->rank[p]) * RH;
		canvas[y][x] = MOR_HAS(pos, WHITE, p) ? 'W' : MOR_HAS(pos, BLACK, p) ? 'B' : '.';
	}
	for (int y = 0; y < h; y++) {
		int end = w;
		while (end > 0 && canvas[y][end - 1] == ' ')
			end--;
		if (y % RH == 0)
			buf_printf(out, "%d ", b->ranks - y / RH);
		else
			buf_puts(out, "  ");
		buf_add(out, canvas[y], (size_t)end);
		buf_puts(out, "\n");
	}
	buf_puts(out, " ");
	for (int f = 0; f < b->files; f++)
		buf_printf(out, " %c%s", 'a' + f, f + 1 < b->files ? "  " : "");
	buf_puts(out, "\n");
}
