#include "core/record.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "base/plain.h"
#include "games/game.h"

/* What the last record left, and only that: the header's table where it
 * had tags (rec_add_tag alone fills it), what its windows left where it
 * was judged in windows (rec_drop alone starts them, and moves el_base). */
void rec_clear(record *r)
{
	buf_clear(&r->text);
	if (r->ntags)
		memset(&r->head, 0, sizeof r->head);
	r->ntags = r->nels = r->nmoves = 0;
	r->index = r->line = 0;
	r->game_hint.len = r->variant_hint.len = r->notation_hint.len = 0;
	r->text_is_source = 0;
	r->cut_off = r->winner_by_column = r->rules_implied = r->branches = 0;
	r->passed.len = 0;
	r->score_prop = NULL;
	r->claim_prop = NULL;
	r->implied = 0;
	r->windows = 0;
	r->dropped = 0;
	r->spanner = NULL;
	if (r->el_base) {
		r->el_base = r->trimmed = 0;
		r->head_end = r->gap = 0;
		r->gap_line = 0;
		r->keep[0] = r->keep[1] = 0;
		memset(r->pin, 0, sizeof r->pin);
	}
}

void rec_free(record *r)
{
	buf_free(&r->text);
	free(r->tags);
	free(r->els);
	memset(r, 0, sizeof *r);
}

static int grow(void **p, size_t *cap, size_t need, size_t size)
{
	size_t n = *cap ? *cap : 16;
	void *q;

	if (need <= *cap)
		return 0;
	while (n < need)
		n *= 2;
	if (!(q = realloc(*p, n * size)))
		return -1;
	*p = q;
	*cap = n;
	return 0;
}

/* The header's tag names, by rec_hkey, with their lengths. */
#define HEAD(name) { name, sizeof name - 1 }
static const struct {
	const char *name;
	size_t len;
} head[H_COUNT] = {
	[H_VARIANT] = HEAD("Variant"), [H_NOTATION] = HEAD("Notation"), [H_RESULT] = HEAD("Result"),
	[H_TERMINATION] = HEAD("Termination"), [H_PLYCOUNT] = HEAD("PlyCount"),
	[H_WHITE] = HEAD("White"), [H_BLACK] = HEAD("Black"), [H_X] = HEAD("X"), [H_O] = HEAD("O"),
	[H_POINTS] = HEAD("Points"), [H_MATCH] = HEAD("Match"), [H_LENGTH] = HEAD("Length"),
	[H_GAME] = HEAD("Game"), [H_SCORE_WHITE] = HEAD("ScoreWhite"),
	[H_SCORE_BLACK] = HEAD("ScoreBlack"), [H_CRAWFORD] = HEAD("Crawford"),
	[H_JACOBY] = HEAD("Jacoby"), [H_BEAVER] = HEAD("Beaver"), [H_CUBE_LIMIT] = HEAD("CubeLimit"),
	[H_VARIATION] = HEAD("Variation"), [H_FEN] = HEAD("FEN"), [H_SETUP] = HEAD("SetUp"),
};
#undef HEAD

/* The header's keys by the length of their names, each 1 + its rec_hkey,
 * 0 ending the list: a tag's name is compared with the few keys as long as
 * it, not with every one (a .mat file has a dozen tags a game, and the
 * walk through every key cost each over a hundred instructions). A key
 * added to head must be added here too; test_record's header_keys checks
 * that every one is found. */
#define K(key) (1 + (key))
static const unsigned char by_len[12][6] = {
	[1] = { K(H_X), K(H_O) },
	[3] = { K(H_FEN) },
	[4] = { K(H_GAME) },
	[5] = { K(H_WHITE), K(H_BLACK), K(H_MATCH), K(H_SETUP) },
	[6] = { K(H_RESULT), K(H_POINTS), K(H_LENGTH), K(H_JACOBY), K(H_BEAVER) },
	[7] = { K(H_VARIANT) },
	[8] = { K(H_NOTATION), K(H_PLYCOUNT), K(H_CRAWFORD) },
	[9] = { K(H_CUBE_LIMIT), K(H_VARIATION) },
	[10] = { K(H_SCORE_WHITE), K(H_SCORE_BLACK) },
	[11] = { K(H_TERMINATION) },
};
#undef K

/* Are a's n bytes b's, a letter in either case (n from 1 to 11, a key's
 * length; b a key, all letters)? Two loads of each that overlap where n is
 * not their size, each within the n bytes, with the bit of case (0x20) set
 * in every byte: no call of memcmp, which cost a tag more than the rest of
 * its look. A byte of a that is not a letter matches a letter of b only
 * as the letter's other case does, which no byte but that letter is. */
static inline int same_name(const char *a, const char *b, size_t n)
{
	uint64_t x, y, u, v;
	const uint64_t low = 0x2020202020202020u;

	if (n >= 8) {
		memcpy(&x, a, 8), memcpy(&y, b, 8);
		memcpy(&u, a + n - 8, 8), memcpy(&v, b + n - 8, 8);
		return (x == y && u == v) || ((x | low) == (y | low) && (u | low) == (v | low));
	}
	if (n >= 4) {
		uint32_t x4, y4, u4, v4;
		memcpy(&x4, a, 4), memcpy(&y4, b, 4);
		memcpy(&u4, a + n - 4, 4), memcpy(&v4, b + n - 4, 4);
		return (x4 == y4 && u4 == v4) || ((x4 | (uint32_t)low) == (y4 | (uint32_t)low) &&
						  (u4 | (uint32_t)low) == (v4 | (uint32_t)low));
	}
	return (a[0] | 0x20) == (b[0] | 0x20) && (a[(n - 1) / 2] | 0x20) == (b[(n - 1) / 2] | 0x20) &&
	       (a[n - 1] | 0x20) == (b[n - 1] | 0x20);
}

/* The header key named s (n bytes), in either case ([variant] is
 * [Variant]: read past, it let a record be judged under the rules of -V or
 * of the default where its own were named), or -1 where it names none.
 * Inlined: it runs for every tag a format adds, and every tag looked up by
 * name. */
static inline __attribute__((always_inline)) int head_key(const char *s, size_t n)
{
	char c = (char)(*s | 0x20);

	if (n == 0 || n >= sizeof by_len / sizeof by_len[0])
		return -1;
	for (const unsigned char *k = by_len[n]; *k; k++)
		if ((head[*k - 1].name[0] | 0x20) == c && same_name(s, head[*k - 1].name, n))
			return *k - 1;
	return -1;
}

int rec_add_tag(record *r, rec_span name, rec_span value)
{
	return rec_add_tag_key(r, name, value, head_key(rec_at(r, name), name.len));
}

int rec_add_tag_key(record *r, rec_span name, rec_span value, int k)
{
	if (r->ntags == r->captags && grow((void **)&r->tags, &r->captags, r->ntags + 1, sizeof *r->tags))
		return -1;
	r->tags[r->ntags].name = name;
	r->tags[r->ntags].value = value;
	r->ntags++;
	if ((unsigned)k < H_COUNT) {
		const rec_tag *first = r->head.at[k] ? &r->tags[r->head.at[k] - 1] : NULL;
		if (!first)
			r->head.at[k] = (uint32_t)r->ntags;
		else if (!r->head.again && (first->value.len != value.len ||
					    strncasecmp(rec_at(r, first->value), rec_at(r, value),
							value.len)))
			r->head.again = (uint32_t)r->ntags; /* ("Off" and "off" say one thing) */
	}
	return 0;
}

void rec_keep_tags(record *r, size_t n)
{
	if (n >= r->ntags)
		return;
	r->ntags = n;
	for (int k = 0; k < H_COUNT; k++)
		if (r->head.at[k] > n)
			r->head.at[k] = 0;
	if (r->head.again > n)
		r->head.again = 0;
}

/* rec_tag_unescaped, saying in *cut whether the value was cut to fit. */
static const char *unescape(const record *r, const rec_tag *t, char *out, size_t n, int *cut)
{
	const char *v = rec_at(r, t->value);
	size_t k = 0, j = 0;

	if (!memchr(v, '\\', t->value.len)) { /* most values: copied whole, or cut to fit */
		k = t->value.len < n ? t->value.len : n ? n - 1 : 0;
		memcpy(out, v, k);
		out[k] = '\0';
		*cut = k < t->value.len;
		return out;
	}
	for (; j < t->value.len && k + 1 < n; j++) {
		if (v[j] == '\\' && j + 1 < t->value.len)
			j++;
		out[k++] = v[j];
	}
	out[k] = '\0';
	*cut = j < t->value.len;
	return out;
}

const char *rec_tag_unescaped(const record *r, const rec_tag *t, char *out, size_t n)
{
	int cut;

	return unescape(r, t, out, n, &cut);
}

const char *rec_tag_shown(const record *r, const rec_tag *t, char *out, size_t n)
{
	int cut;

	unescape(r, t, out, n, &cut);
	if (cut)
		out[plain_cut(out, strlen(out))] = '\0';
	return out;
}

uint64_t rec_tag_hash(const record *r, const rec_tag *t)
{
	const unsigned char *v = (const unsigned char *)rec_at(r, t->value);
	uint64_t h = 0xcbf29ce484222325u; /* FNV-1a, over the bytes rec_tag_text gives */

	for (size_t j = 0; j < t->value.len; j++) {
		if (v[j] == '\\' && j + 1 < t->value.len)
			j++;
		h = (h ^ v[j]) * 0x100000001b3u;
	}
	return h;
}

int rec_tag_text(const record *r, const rec_tag *t, buf *out)
{
	const char *v = rec_at(r, t->value);
	size_t from = 0;

	buf_clear(out);
	for (size_t j = 0; j < t->value.len; j++)
		if (v[j] == '\\' && j + 1 < t->value.len) {
			buf_add(out, v + from, j - from);
			from = ++j;
		}
	buf_add(out, v + from, t->value.len - from);
	if (!out->p)
		buf_add(out, "", 0);
	return out->failed ? -1 : 0;
}

int rec_tag_is(const record *r, const rec_tag *t, const char *s, size_t n)
{
	const char *v = rec_at(r, t->value);
	size_t k = 0;

	/* rec_tag_unescaped's bytes one by one, each against s's */
	for (size_t j = 0; j < t->value.len && k + 1 < n; j++, k++) {
		if (v[j] == '\\' && j + 1 < t->value.len)
			j++;
		if (v[j] != s[k])
			return 0;
		if (!v[j]) /* both strings end here */
			return 1;
	}
	return s[k] == '\0';
}

long rec_tag_number(const record *r, const rec_tag *t, long dflt)
{
	const char *p = rec_at(r, t->value);
	char v[32], *end;
	long n = 0;
	size_t i;

	/* the usual value, digits and nothing else, fewer than a long can
	 * overflow with: read here as strtol reads it, without the copy and
	 * the call (a match's scores and game number, read every game) */
	for (i = 0; i < t->value.len && i < 18 && p[i] >= '0' && p[i] <= '9'; i++)
		n = n * 10 + (p[i] - '0');
	if (i && i == t->value.len)
		return n;
	rec_tag_unescaped(r, t, v, sizeof v);
	n = strtol(v, &end, 10);
	return end == v ? dflt : n;
}

int rec_grow_els(record *r)
{
	if (r->windows && r->take.fn && r->nels >= (r->take.window ? r->take.window : REC_WINDOW)) {
		r->take.fn(r->take.arg, r);
		if (r->nels < r->capels)
			return 0;
	}
	return grow((void **)&r->els, &r->capels, r->nels + 1, sizeof *r->els);
}

int rec_reserve_more_els(record *r, size_t n)
{
	return grow((void **)&r->els, &r->capels, n, sizeof *r->els);
}

void rec_drop(record *r, size_t n)
{
	if (n > r->nels)
		n = r->nels;
	if (!n)
		return;
	memmove(r->els, r->els + n, (r->nels - n) * sizeof *r->els);
	r->nels -= n;
	r->el_base += n;
}

static long newlines(const char *p, size_t n)
{
	long k = 0;

	for (const char *end = p + n; (p = memchr(p, '\n', (size_t)(end - p))) != NULL; p++)
		k++;
	return k;
}

/* Moves the line kept at [from, to) of the text to the gap, pinned. */
static void pin(record *r, long line, uint32_t from, uint32_t to)
{
	for (int k = 0; k < 2; k++)
		if (!r->pin[k].line) {
			memmove(r->text.p + r->gap, r->text.p + from, to - from);
			r->pin[k] = (rec_pin){ line, r->gap, to - from };
			r->gap += to - from;
			return;
		}
}

void rec_trim(record *r)
{
	char *t = r->text.p;
	uint32_t first = r->nels ? r->els[0].text.off : (uint32_t)r->text.len, cut, from, shift;
	long line;

	if (r->trimmed == r->el_base) /* no element went since */
		return;
	r->trimmed = r->el_base;
	if (!r->gap_line && r->ntags) { /* the first time: the header's lines stay */
		const char *nl = memchr(t + r->tags[r->ntags - 1].value.off, '\n',
					r->text.len - r->tags[r->ntags - 1].value.off);
		r->gap = nl ? (uint32_t)(nl - t) + 1 : (uint32_t)r->text.len;
	}
	for (cut = first; cut > r->gap && t[cut - 1] != '\n'; cut--)
		;
	if (cut <= r->gap)
		return;
	if (!r->gap_line) {
		r->head_end = r->gap;
		r->gap_line = r->line + newlines(t, r->head_end);
	}
	/* the lines [gap, cut) go, but for those a diagnostic shows */
	from = r->gap;
	line = r->gap_line;
	for (uint32_t p = from; p < cut;) {
		const char *nl = memchr(t + p, '\n', cut - p);
		uint32_t end = nl ? (uint32_t)(nl - t) + 1 : cut;
		if (line == r->keep[0] || line == r->keep[1])
			pin(r, line, p, end);
		line++;
		p = end;
	}
	shift = cut - r->gap;
	memmove(t + r->gap, t + cut, r->text.len - cut + 1); /* with its closing NUL */
	r->text.len -= shift;
	r->dropped += shift;
	r->gap_line = line;
	for (size_t i = 0; i < r->nels; i++)
		r->els[i].text.off -= shift;
}

void rec_cut(record *r, uint32_t from, uint32_t upto)
{
	uint32_t to = r->nels && r->els[0].text.off < upto ? r->els[0].text.off : upto, shift;

	r->trimmed = r->el_base;
	if (to <= from)
		return;
	shift = to - from;
	memmove(r->text.p + from, r->text.p + to, r->text.len - to + 1); /* with its closing NUL */
	r->text.len -= shift;
	r->dropped += shift;
	r->text_is_source = 0;
	for (size_t i = 0; i < r->nels; i++)
		r->els[i].text.off -= shift;
}

const char *rec_text_line(const char *text, size_t len, long first, long want, size_t *n)
{
	const char *p = text, *end, *nl;

	if (!text)
		return NULL; /* nothing was kept: a binary file's record */
	end = text + len;
	for (long l = first; l < want && p < end; l++) {
		nl = memchr(p, '\n', (size_t)(end - p));
		p = nl ? nl + 1 : end;
	}
	if (p >= end)
		return NULL;
	nl = memchr(p, '\n', (size_t)(end - p));
	*n = (size_t)((nl ? nl : end) - p);
	return p;
}

const char *rec_source(const record *r, long line, size_t *n)
{
	const char *t = r->text.p;

	if (!r->gap_line)
		return rec_text_line(t, r->text.len, r->line, line, n);
	for (int k = 0; k < 2; k++)
		if (r->pin[k].line == line) {
			*n = r->pin[k].len - (t[r->pin[k].off + r->pin[k].len - 1] == '\n');
			return t + r->pin[k].off;
		}
	if (line >= r->gap_line)
		return rec_text_line(t + r->gap, r->text.len - r->gap, r->gap_line, line, n);
	return rec_text_line(t, r->head_end, r->line, line, n);
}

int rec_copy(record *dst, const record *src)
{
	buf text = dst->text;
	rec_tag *tags = dst->tags;
	rec_el *els = dst->els;
	size_t captags = dst->captags, capels = dst->capels;

	buf_clear(&text);
	if (buf_add(&text, src->text.p ? src->text.p : "", src->text.len) ||
	    grow((void **)&tags, &captags, src->ntags, sizeof *tags) ||
	    grow((void **)&els, &capels, src->nels, sizeof *els)) {
		dst->text = text;
		dst->tags = tags, dst->captags = captags;
		dst->els = els, dst->capels = capels;
		rec_clear(dst);
		return -1;
	}
	rec_taker take = dst->take;
	*dst = *src;
	dst->take = take;
	dst->text = text;
	dst->tags = tags, dst->captags = captags;
	dst->els = els, dst->capels = capels;
	if (src->ntags)
		memcpy(tags, src->tags, src->ntags * sizeof *tags);
	if (src->nels)
		memcpy(els, src->els, src->nels * sizeof *els);
	return 0;
}

const char *rec_tag_value(const record *r, const char *name, char *out, size_t n)
{
	size_t len = strlen(name);
	int k = head_key(name, len);

	if (k >= 0) /* a key of the header: its first tag is known */
		return rec_head(r, (rec_hkey)k, out, n);
	for (size_t i = 0; i < r->ntags; i++)
		if (rec_tag_named(r, &r->tags[i], name, len))
			return rec_tag_unescaped(r, &r->tags[i], out, n);
	return NULL;
}

int rec_result_of(const char *s, size_t n)
{
	if (n == 3 && memcmp(s, "1-0", 3) == 0)
		return RES_WHITE;
	if (n == 3 && memcmp(s, "0-1", 3) == 0)
		return RES_BLACK;
	if (n == 7 && memcmp(s, "1/2-1/2", 7) == 0)
		return RES_DRAW;
	if (n == 1 && *s == '*')
		return RES_NONE;
	return -1;
}

const char *rec_result_text(int result)
{
	static const char *const text[] = { "*", "1-0", "0-1", "1/2-1/2" };
	return result >= 0 && result <= RES_DRAW ? text[result] : "?";
}

int rec_claimed(const record *r)
{
	char v[16];

	if (r->nels && r->els[r->nels - 1].kind == EL_RESULT)
		return rec_result_of(rec_at(r, r->els[r->nels - 1].text), r->els[r->nels - 1].text.len);
	if (rec_head(r, H_RESULT, v, sizeof v))
		return rec_result_of(v, strlen(v));
	return -1;
}

int rec_locate_by_lines;

#ifdef __SSE2__
/* The newlines in p[0, n), sixteen bytes a step: each step's matches
 * (0xFF bytes, -1) taken from a byte's count, the counts summed every 255
 * steps (before a count can pass 255) and at the end. The last step reads
 * up to 15 bytes past p + n, which a buf's slack allows (the bytes past n
 * are masked out). */
static size_t newlines_wide(const char *p, size_t n)
{
	const __m128i nl = _mm_set1_epi8('\n'), zero = _mm_setzero_si128();
	__m128i counts = zero, sums = zero;
	size_t i = 0;

	while (i + 16 <= n) {
		size_t stop = n - i > 255 * 16 ? i + 255 * 16 : n;
		for (; i + 16 <= stop; i += 16)
			counts = _mm_sub_epi8(counts, _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(const void *)(p + i)), nl));
		sums = _mm_add_epi64(sums, _mm_sad_epu8(counts, zero));
		counts = zero;
	}
	if (i < n) { /* the lanes below n - i */
		const __m128i lanes = _mm_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
		__m128i x = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(const void *)(p + i)), nl);
		counts = _mm_and_si128(x, _mm_cmplt_epi8(lanes, _mm_set1_epi8((char)(n - i))));
		sums = _mm_add_epi64(sums, _mm_sad_epu8(_mm_sub_epi8(zero, counts), zero));
	}
	return (size_t)_mm_cvtsi128_si64(sums) + (size_t)_mm_cvtsi128_si64(_mm_unpackhi_epi64(sums, sums));
}
#endif

void rec_locate(const record *r, uint32_t off, long *line, long *col)
{
	const char *t = r->text.p, *start = t, *p = t;

	*line = r->line;
	*col = 0;
	if (!r->text_is_source || (r->implied && off >= r->implied))
		return;
	if (r->gap_line && off >= r->gap) /* past the text dropped */
		*line = r->gap_line, start = p = t + r->gap;
#ifdef __SSE2__
	/* the lines counted in one pass and the last found from off back,
	 * not a memchr call a line: a tag's claim is located for each record
	 * whose claim is wrong */
	if (!rec_locate_by_lines && p < t + off) {
		const char *nl;
		size_t k = newlines_wide(p, (size_t)(t + off - p));
		if (k && (nl = memrchr(p, '\n', (size_t)(t + off - p))))
			start = nl + 1;
		*line += (long)k;
		*col = (long)(t + off - start) + 1;
		return;
	}
#endif
	/* a line a call of memchr, not a test a byte: a claim at the end of a
	 * long game is located for each record whose claim is wrong */
	for (const char *nl; p < t + off && (nl = memchr(p, '\n', (size_t)(t + off - p)));
	     p = start = nl + 1)
		(*line)++;
	*col = (long)(t + off - start) + 1;
}

const rec_tag *rec_tag_find(const record *r, const char *name)
{
	size_t len = strlen(name);
	int k = head_key(name, len);

	if (k >= 0) /* a key of the header: its first tag is known */
		return rec_head_tag(r, (rec_hkey)k);
	for (size_t i = 0; i < r->ntags; i++)
		if (rec_tag_named(r, &r->tags[i], name, len))
			return &r->tags[i];
	return NULL;
}

long rec_tag_long(const record *rec, const char *name, long dflt)
{
	char v[32], *end;
	long n;

	if (!rec_tag_value(rec, name, v, sizeof v))
		return dflt;
	n = strtol(v, &end, 10);
	return end == v ? dflt : n;
}

int rec_game_follows(const record *r, long last)
{
	long number = rec_head_int(r, H_GAME, -1);

	return number < 0 || last < 0 || number > last;
}

/* The tag that names a player: [X] or [O], else [White] or [Black]. */
static const rec_tag *player_tag(const record *r, int second)
{
	const rec_tag *t = rec_head_tag(r, second ? H_O : H_X);

	return t ? t : rec_head_tag(r, second ? H_BLACK : H_WHITE);
}

int rec_players(const record *r, char *first, char *second, size_t n)
{
	int both = 1;
	char *name[2] = { first, second };

	for (int i = 0; i < 2; i++) {
		const rec_tag *t = player_tag(r, i);
		if (t) {
			rec_tag_shown(r, t, name[i], n);
		} else {
			memcpy(name[i], "?", 2);
			both = 0;
		}
	}
	return both;
}

/* The bytes of a blank at p (before end): an ASCII blank, or a Unicode
 * space written in UTF-8 (no-break, en to hair, narrow no-break, medium
 * mathematical, ideographic, Ogham's); 0 for any other character. */
static size_t blank_at(const char *p, const char *end)
{
	const unsigned char *u = (const unsigned char *)p;
	size_t n = (size_t)(end - p);

	if (n && (*u == ' ' || (*u >= '\t' && *u <= '\r')))
		return 1;
	if (n >= 2 && u[0] == 0xC2 && u[1] == 0xA0)
		return 2;
	if (n >= 3 && ((u[0] == 0xE2 && u[1] == 0x80 && (u[2] <= 0x8A || u[2] == 0xAF)) ||
		       (u[0] == 0xE2 && u[1] == 0x81 && u[2] == 0x9F) ||
		       (u[0] == 0xE3 && u[1] == 0x80 && u[2] == 0x80) ||
		       (u[0] == 0xE1 && u[1] == 0x9A && u[2] == 0x80)))
		return 3;
	return 0;
}

/* The name without the blanks around it: "Ana " and " Ana" are Ana, as
 * a director reads a list of names (a blank at a name's end is never seen,
 * and was a player of its own). */
static void trim_blanks(buf *b)
{
	const char *p = b->p, *end = b->p + b->len;
	size_t n;

	if (!b->p)
		return;
	while ((n = blank_at(p, end)))
		p += n;
	for (;;) { /* a blank at the end: one byte back, or two or three for UTF-8 */
		size_t back = 0;
		for (size_t k = 1; k <= 3 && k <= (size_t)(end - p) && !back; k++)
			if (blank_at(end - k, end) == k)
				back = k;
		if (!back)
			break;
		end -= back;
	}
	memmove(b->p, p, (size_t)(end - p));
	b->len = (size_t)(end - p);
	b->p[b->len] = '\0';
}

/* Are p[0, n) w (lower case, n bytes), a letter in either case? */
static int lower_is(const char *p, size_t n, const char *w)
{
	for (size_t i = 0; i < n; i++)
		if (p[i] != w[i] && !(p[i] >= 'A' && p[i] <= 'Z' && (p[i] | 0x20) == w[i]))
			return 0;
	return 1;
}

int rec_names_nobody(const char *name)
{
	const char *p = name, *end;
	unsigned char c = (unsigned char)(*p | 0x20), last;
	size_t n;

	/* most names start with a letter or digit no label starts with */
	if (((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) && c != 'p' && c != 'x' &&
	    c != 'o' && c != 'w' && c != 'b' && c != '1' && c != '2')
		return 0;
	n = strlen(p);
	end = p + n;
	last = n ? (unsigned char)end[-1] : 0;
	if (n && (blank_at(p, end) || last >= 0x80 || last == ' ' || (last >= '\t' && last <= '\r'))) {
		while ((n = blank_at(p, end))) /* blanks around it aside, as in the standings */
			p += n;
		for (size_t back = 1; back;) {
			back = 0;
			for (size_t k = 1; k <= 3 && k <= (size_t)(end - p) && !back; k++)
				if (blank_at(end - k, end) == k)
					back = k;
			end -= back;
		}
		n = (size_t)(end - p);
	}
	if (n >= 6 && n <= 8 && lower_is(p, 6, "player")) { /* "Player", "Player X", "player_2" */
		p += 6;
		n -= 6;
		if (n == 2 && (*p == ' ' || *p == '_' || *p == '-'))
			p++, n--;
	}
	switch (n) {
	case 0:
		return 1;
	case 1:
		c = (unsigned char)(*p | 0x20);
		return c == 'x' || c == 'o' || *p == '?' || *p == '1' || *p == '2';
	case 5:
		return lower_is(p, 5, "white") || lower_is(p, 5, "black");
	default:
		return 0;
	}
}

int rec_player_names(const record *r, buf *first, buf *second)
{
	int both = 1;
	buf *name[2] = { first, second };

	for (int i = 0; i < 2; i++) {
		const rec_tag *t = player_tag(r, i);
		if (t) {
			if (rec_tag_text(r, t, name[i]))
				return -1;
			trim_blanks(name[i]);
		}
		if (t && !name[i]->len) /* blanks alone: no name */
			t = NULL;
		if (!t) {
			buf_clear(name[i]);
			if (buf_add(name[i], "?", 1))
				return -1;
			both = 0;
		}
	}
	return both;
}

/* Do the n digits at p hold an int (leading zeros aside)? */
static int fits_int(const char *p, size_t n)
{
	while (n > 1 && *p == '0')
		p++, n--;
	return n < 10 || (n == 10 && memcmp(p, "2147483647", 10) <= 0);
}

int rec_tag_number_kind(const record *r, const rec_tag *t)
{
	const char *p = rec_at(r, t->value);
	size_t n = 0, len = t->value.len;
	char v[32];

	while (n < len && p[n] >= '0' && p[n] <= '9')
		n++;
	if (n && n == len)
		return n < 10 || fits_int(p, n) ? REC_NUM_DIGITS : REC_NUM_PAST_INT;
	rec_tag_shown(r, t, v, sizeof v);
	if (!v[0] || !strcmp(v, "?") || !strcmp(v, "-") || !strcmp(v, "-1"))
		return REC_NUM_NONE;
	return REC_NUM_NOT_DIGITS;
}
