#include "formats/flat.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "games/game.h"

struct flat_reader {
	lines src; /* first: the format reads in parts (format.h) */
	const char *name;
	long index;
	int fields;
};

flat_reader *flat_open_lines(lines *src, const char *name, int fields)
{
	flat_reader *rd = calloc(1, sizeof *rd);

	if (rd) {
		rd->src = *src;
		rd->src.part = lines_part();
		rd->name = name;
		rd->fields = fields > 0 ? fields : 1;
	}
	return rd;
}

void flat_close(flat_reader *rd)
{
	if (rd) {
		lines_free(&rd->src);
		free(rd);
	}
}

/* The bytes between a line's words, as a table. */
static const unsigned char between[256] = { [' '] = 1, ['\t'] = 1, [','] = 1, [';'] = 1,
					['\r'] = 1, ['\n'] = 1 };

/* The bytes that end a word: those between words, and the NUL byte that
 * ends the text (buf). */
static const unsigned char stop[256] = { [' '] = 1, ['\t'] = 1, [','] = 1, [';'] = 1,
					 ['\r'] = 1, ['\n'] = 1, ['\0'] = 1 };

static int is_sep(char c)
{
	return between[(unsigned char)c];
}

/* A result token ("1-0", "0-1", "1/2-1/2", "*"): a word of one byte is
 * one only as '*', a longer word only with '-' or '/' second, so that a
 * move is passed at its first two bytes, with no call (index and keypad
 * moves start with '0' and '1' as results do). */
static inline int result(const char *w, size_t n)
{
	if (n == 1)
		return *w == '*';
	return (w[1] == '-' || w[1] == '/') && (*w == '0' || *w == '1') && rec_result_of(w, n) >= 0;
}

static int one_word_moves(flat_reader *rd, record *rec, size_t *at, diag *d);
static inline int span_moves(flat_reader *rd, record *rec, size_t *at, diag *d);
static int grouped_moves(flat_reader *rd, record *rec, size_t *at, diag *d);
static int rest_read(flat_reader *rd, record *rec, size_t p, int nul, diag *d);
static int failed(flat_reader *rd, record *rec, int got, diag *d);

/* A line of moves, read a part at a time (lines.h): each part's words go
 * to the record as they come, so that a record taken in windows
 * (core/record.h) is never held whole: the text of the elements taken
 * goes before the next part is read. A word the part cuts is read again
 * whole from the next. */
int flat_read(flat_reader *rd, record *rec, diag *d)
{
	size_t p = 0;
	int got;

	rec_clear(rec);
	rec->file = rd->name;
	diag_clear(d);
	rec->text_is_source = rec->windows = 1;
	if ((got = lines_record(&rd->src, between, rd->name, &rd->index, rec, d, &p)) != 1)
		return got;
	rec->dropped = rd->src.taken; /* a line's blank parts, passed over */
	for (;;) {
		const char *part = rd->src.p, *nul;
		size_t n = (size_t)rd->src.len;
		if (rd->fields != 1 && (nul = memchr(part, '\0', n))) /* one_word_moves finds it */
			return rest_read(rd, rec, rec->text.len + (size_t)(nul - part), 1, d);
		if (buf_add(&rec->text, part, n))
			return diag_set(d, "nomem", "out of memory"), -1;
		got = rd->fields != 1 ? grouped_moves(rd, rec, &p, d) :
		      rec->take.spans && !rd->src.more && !rec->nels ? span_moves(rd, rec, &p, d) :
								       one_word_moves(rd, rec, &p, d);
		if (got)
			return got;
		if (rec->el_base != rec->trimmed) { /* a window was taken: its text goes */
			size_t before = rec->text.len;
			rec_cut(rec, 0, (uint32_t)p);
			p -= before - rec->text.len;
		}
		if ((got = lines_more(&rd->src, 0)) != 1)
			return failed(rd, rec, got, d);
	}
}

/* A line with a NUL byte is no record: nothing of it is kept. */
static int binary(flat_reader *rd, record *rec, long col, diag *d)
{
	buf_clear(&rec->text);
	rec->nels = rec->nmoves = 0;
	diag_at(d, rd->name, rd->src.no, col);
	return diag_set(d, "binary", "binary data (a NUL byte): not a text record"), -1;
}

/* What lines_more said, where it is no part: a read error, or a line too
 * long to hold, which is no record either. */
static int failed(flat_reader *rd, record *rec, int got, diag *d)
{
	if (got == -2)
		return diag_set(d, "io", "read error: %s", strerror(errno)), -2;
	buf_clear(&rec->text);
	rec->nels = rec->nmoves = 0;
	diag_at(d, rd->name, rd->src.no, 1);
	return diag_set(d, "too-long", "the line is longer than %d MiB", LINES_MAX >> 20), -1;
}

/* The line is done with at text byte p, where it holds a NUL byte (nul),
 * else a result, after which it must be blank: its rest is read to its
 * end, not held, for the verdict a whole line gives, in its order: a line
 * too long to hold, then a NUL byte (no record), then moves after the
 * result. */
static __attribute__((noinline)) int rest_read(flat_reader *rd, record *rec, size_t p, int nul,
						diag *d)
{
	const char *t = rec->text.p;
	size_t n = rec->text.len, off = rec->dropped; /* the line's byte t[0] */
	long nul_col = nul ? (long)(off + p) + 1 : 0, more_col = 0;
	int got;

	for (;;) {
		for (; p < n && !nul_col; p++)
			if (!t[p])
				nul_col = (long)(off + p) + 1;
			else if (!more_col && !is_sep(t[p]))
				more_col = (long)(off + p) + 1;
		if (!rd->src.more)
			break;
		if ((got = lines_more(&rd->src, 0)) != 1)
			return failed(rd, rec, got, d);
		t = rd->src.p;
		n = (size_t)rd->src.len;
		off = rd->src.taken;
		p = 0;
	}
	if (nul_col)
		return binary(rd, rec, nul_col, d);
	if (more_col) {
		diag_at(d, rd->name, rd->src.no, more_col);
		return diag_set(d, "bad-movetext", "moves after the result"), -1;
	}
	return 1;
}

/* rest(), where the line ends at the result, the usual: the line's
 * last byte, or one blank before its end; nothing after it to read. */
static inline int rest(flat_reader *rd, record *rec, size_t p, int nul, diag *d)
{
	size_t n = rec->text.len;

	if (!nul && !rd->src.more && (p == n || (p + 1 == n && is_sep(rec->text.p[p]))))
		return 1;
	return rest_read(rd, rec, p, nul, d);
}

/* What a byte is, at a word's start: a word's, maybe a result's ('0', '1',
 * '*'), one between words, or the NUL byte that ends the text. */
enum { WORD, BETWEEN, END, RESULT };
static const unsigned char starts[256] = { [' '] = BETWEEN, ['\t'] = BETWEEN, [','] = BETWEEN,
					   [';'] = BETWEEN, ['\r'] = BETWEEN, ['\n'] = BETWEEN,
					   ['\0'] = END, ['0'] = RESULT, ['1'] = RESULT,
					   ['*'] = RESULT };

/* GCC gathers an element's fields in a vector register to store them at
 * once, which takes more instructions than a store a field. */
#if defined(__GNUC__) && !defined(__clang__)
#define FIELD_BY_FIELD __attribute__((optimize("no-tree-slp-vectorize")))
#else
#define FIELD_BY_FIELD
#endif

/* A line of moves of one word each, from *at: the common case, read at the
 * cost of looking at each byte once. The text ends in a NUL byte (buf), so
 * a NUL alone stops both loops: one before the end is a binary line,
 * found so without a search of its own. A word's first byte is looked at
 * once, for what it starts: a word, and maybe a result ('0', '1', '*').
 * Where the line goes on past the text (a part), a word the text's end
 * cuts is left for the next part: 0, *at its start. */
static FIELD_BY_FIELD int one_word_moves(flat_reader *rd, record *rec, size_t *at, diag *d)
{
	const char *t = rec->text.p;
	uint32_t line = (uint32_t)rd->src.no, col = (uint32_t)rec->dropped + 1;
	size_t p = *at, len = rec->text.len;
	int more = rd->src.more;
	/* the elements written in place, the record's counts set at the end
	 * (every element a move, but for a result that ends the line) */
	rec_el *el, *room;
	size_t first = rec->nels;
	int ended = 0, cut = 0;

	/* room for one element at least, so that the pointers point into an
	 * array from the start (a new record has none) */
	if (!rec->els && rec_grow_els(rec))
		return diag_set(d, "nomem", "out of memory"), -1;
	el = rec->els + rec->nels;
	room = rec->els + rec->capels;
	for (;;) {
		size_t start = p;
		unsigned k = starts[(unsigned char)t[p]];
		if (k != WORD) { /* one test for the usual word */
			if (k == BETWEEN) {
				p++;
				continue;
			}
			if (k == END)
				break;
		}
		if (!stop[(unsigned char)t[p + 1]]) /* a word of two bytes or more, the usual move */
			for (p += 2; !stop[(unsigned char)t[p]]; p++)
				;
		else
			p++;
		if (p == len && more) { /* the word may go on in the next part */
			p = start;
			cut = 1;
			break;
		}
		if (el == room) {
			rec->nels = (size_t)(el - rec->els);
			rec->nmoves += rec->nels - first; /* a window may be taken */
			if (rec_grow_els(rec))
				return diag_set(d, "nomem", "out of memory"), -1;
			first = rec->nels;
			el = rec->els + rec->nels;
			room = rec->els + rec->capels;
		}
		ended = k != WORD && result(t + start, p - start);
		*el++ = (rec_el){ .kind = (uint8_t)(ended ? EL_RESULT : EL_MOVE), .who = -1,
				  .text = { (uint32_t)start, (uint32_t)(p - start) },
				  .line = line, .col = (uint32_t)start + col };
		if (ended || !t[p])
			break;
		p++; /* the byte that ended the word is one between words */
	}
	rec->nels = (size_t)(el - rec->els);
	rec->nmoves += rec->nels - first - (size_t)ended;
	*at = p;
	if (ended || (p < len && !cut)) /* a result, or a NUL byte */
		return rest(rd, rec, p, !ended, d);
	return more ? 0 : 1;
}

/* The word of the span at els[i] that starts at text offset off, taken out
 * as the element one_word_moves makes of it (rec_spanner): the words
 * before it and after it stay spans. Its element's index (i + 1 where
 * words come before it), or -1 out of memory. */
static long split(record *rec, size_t i, uint32_t off)
{
	const rec_el span = rec->els[i];
	const char *t = rec->text.p;
	uint32_t end = span.text.off + span.text.len, p = off, next, last = off;
	size_t before = off > span.text.off, after, n;
	rec_el *el;

	while (p < end && !stop[(unsigned char)t[p]]) /* the word's end */
		p++;
	for (next = p; next < end && between[(unsigned char)t[next]]; next++)
		;
	after = next < end;
	n = before + 1 + after;
	if (rec_reserve_els(rec, rec->nels + n - 1))
		return -1;
	el = rec->els + i;
	memmove(el + n, el + 1, (rec->nels - i - 1) * sizeof *el);
	rec->nels += n - 1;
	if (before) {
		while (between[(unsigned char)t[last - 1]]) /* the last byte of the word before */
			last--;
		*el++ = (rec_el){ .kind = EL_SPAN, .who = -1,
				  .text = { span.text.off, last - span.text.off },
				  .line = span.line, .col = span.col };
	}
	*el++ = (rec_el){ .kind = EL_MOVE, .who = -1, .text = { off, p - off }, .line = span.line,
			  .col = span.col + (off - span.text.off) };
	if (after)
		*el = (rec_el){ .kind = EL_SPAN, .who = -1, .text = { next, end - next },
				.line = span.line, .col = span.col + (next - span.text.off) };
	return (long)(i + before);
}

static const rec_spanner spanner = { between, split };

/* The words digit_blocks counts, kept as it counts them: with SSE2 a
 * vector of two sums (a line's blocks add their words with no count made
 * of a mask), added up once a line by tally_sum. */
#ifdef __SSE2__
typedef __m128i word_tally;
static inline word_tally tally_zero(void)
{
	return _mm_setzero_si128();
}

static inline size_t tally_sum(word_tally t)
{
	return (size_t)(unsigned)_mm_cvtsi128_si32(t) +
	       (size_t)(unsigned)_mm_cvtsi128_si32(_mm_srli_si128(t, 8));
}
#else
typedef size_t word_tally;
static inline word_tally tally_zero(void)
{
	return 0;
}

static inline size_t tally_sum(word_tally t)
{
	return t;
}
#endif

/* The blocks of sixteen bytes of t from p on (up to len) that are digits,
 * spaces and commas alone, where the byte before p is no word's (between
 * words, or before the first): the words of digits that end at a space or
 * comma among them are added to *tally, and the offset after their last
 * space or comma is the answer, where span_moves' loop goes on, as it
 * counts them (a word of digits alone is no result: a result has '-', '/'
 * or '*'). p where no such block has a space or comma (or with no SSE2),
 * *tally untouched. A block ends no word at its first byte but after a
 * digit that ends the block before it (`before`). */
static inline size_t digit_blocks(const char *t, size_t p, size_t len, word_tally *tally)
{
	size_t after = p;
#ifdef __SSE2__
	__m128i before = _mm_setzero_si128();

	for (; p + 16 <= len; p += 16) {
		__m128i x = _mm_loadu_si128((const __m128i *)(const void *)(t + p));
		__m128i y = _mm_sub_epi8(x, _mm_set1_epi8('0')); /* a digit: 0 to 9 */
		__m128i digit = _mm_cmpeq_epi8(_mm_min_epu8(y, _mm_set1_epi8(9)), y);
		__m128i sep = _mm_or_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8(' ')),
					   _mm_cmpeq_epi8(x, _mm_set1_epi8(',')));
		unsigned seps = (unsigned)_mm_movemask_epi8(sep);
		if ((unsigned)_mm_movemask_epi8(_mm_or_si128(digit, sep)) != 0xFFFF)
			break;
		/* a word ends where a space or comma follows a digit: a 1 in
		 * its lane, the lanes summed by eights */
		*tally = _mm_add_epi64(*tally, _mm_sad_epu8(_mm_and_si128(_mm_and_si128(sep,
				_mm_or_si128(_mm_slli_si128(digit, 1), _mm_srli_si128(before, 15))),
				_mm_set1_epi8(1)), _mm_setzero_si128()));
		if (seps)
			after = p + (size_t)(31 - __builtin_clz(seps)) + 1;
		before = digit;
	}
#else
	(void)t, (void)len, (void)tally;
#endif
	return after;
}

/* The blocks of sixteen bytes of t from p on (up to len) that hold spaces
 * and word bytes alone (any byte from '!' to 0x7f but ',' and ';'), no
 * word among them starting with a byte that may start a result ('0', '1',
 * '*'), where the byte before p is no word's: as digit_blocks, the words
 * that end at a space among them are added to *tally, and the offset after
 * their last space is the answer (p where none is), for span_moves' loop
 * to go on from. The block that stops them (a blank of another kind, a
 * NUL byte, a result) gives the words that end at a space before its
 * stop too; *retry is set past it, where the loop may ask again. The
 * lines of squares and cells (d6-d5, c6) are read so sixteen bytes at a
 * time, and the result, in the last block, by the loop. */
static inline size_t word_blocks(const char *t, size_t p, size_t len, word_tally *tally,
				 size_t *retry)
{
	size_t after = p;
#ifdef __SSE2__
	__m128i before = _mm_setzero_si128();

	for (; p + 16 <= len; p += 16) {
		__m128i x = _mm_loadu_si128((const __m128i *)(const void *)(t + p));
		__m128i space = _mm_cmpeq_epi8(x, _mm_set1_epi8(' '));
		/* above ' ' as a signed byte: '!' to 0x7f */
		__m128i word = _mm_andnot_si128(_mm_or_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8(',')),
							     _mm_cmpeq_epi8(x, _mm_set1_epi8(';'))),
						_mm_cmpgt_epi8(x, _mm_set1_epi8(' ')));
		/* each byte's one before it is a word's */
		__m128i prev = _mm_or_si128(_mm_slli_si128(word, 1), _mm_srli_si128(before, 15));
		__m128i result = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8('0')),
							   _mm_cmpeq_epi8(x, _mm_set1_epi8('1'))),
					      _mm_cmpeq_epi8(x, _mm_set1_epi8('*')));
		unsigned seps = (unsigned)_mm_movemask_epi8(space);
		unsigned stops = ~(unsigned)_mm_movemask_epi8(_mm_or_si128(space, word)) |
				 (unsigned)_mm_movemask_epi8(_mm_andnot_si128(prev, _mm_and_si128(word, result)));
		__m128i ends = _mm_and_si128(_mm_and_si128(space, prev), _mm_set1_epi8(1));
		if (stops & 0xFFFF) { /* the words that end before the first stop are taken */
			int at = __builtin_ctz(stops);
			__m128i lane = _mm_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
			seps &= (1u << at) - 1;
			if (seps) {
				ends = _mm_and_si128(ends, _mm_cmplt_epi8(lane, _mm_set1_epi8((char)at)));
				*tally = _mm_add_epi64(*tally, _mm_sad_epu8(ends, _mm_setzero_si128()));
				after = p + (size_t)(31 - __builtin_clz(seps)) + 1;
			}
			break;
		}
		*tally = _mm_add_epi64(*tally, _mm_sad_epu8(ends, _mm_setzero_si128()));
		if (seps)
			after = p + (size_t)(31 - __builtin_clz(seps)) + 1;
		before = word;
	}
#else
	(void)t, (void)len, (void)tally;
#endif
	*retry = p + 16;
	return after;
}

/* one_word_moves for a referee that plays a line's moves at once (the
 * taker's spans), where the line is whole in the text: its bytes looked at
 * as one_word_moves looks, the same result and NUL byte found, but its
 * moves left as one EL_SPAN, from the first move's first byte to the last
 * move's last, counted in nmoves one by one. The room the elements would
 * take is kept (rec_reserve_els), so that the record's elements grow as
 * they would have. A line of more elements than a window holds is read
 * by one_word_moves, which takes the windows the line fills. In line in
 * flat_read, its one caller: a file of short lines pays no call a line. */
static inline __attribute__((always_inline)) int span_moves(flat_reader *rd, record *rec,
							     size_t *at, diag *d)
{
	const char *t = rec->text.p;
	uint32_t line = (uint32_t)rd->src.no, col = (uint32_t)rec->dropped + 1;
	size_t p = *at, len = rec->text.len, start = p, first = 0, last = 0, words = 0, retry = 0;
	size_t window = rec->take.window ? rec->take.window : REC_WINDOW;
	word_tally tally = tally_zero(); /* digit_blocks' and word_blocks' words */
	const char *nul = rd->src.nul ? memchr(t + p, '\0', len - p) : NULL;
	int ended = 0;
	rec_el *el;

	/* a NUL byte anywhere makes the line no record, said at the first
	 * (rest), as one_word_moves finds it (looked for only where the
	 * stream holds one: lines.h): the loop below then meets none
	 * but the text's own end, and the byte after it, set to NUL too, so
	 * that a word is not asked whether the text ends after it */
	if (nul)
		return rest(rd, rec, (size_t)(nul - t), 1, d);
	rec->text.p[len + 1] = '\0'; /* in the buffer's slack (buf.h) */
	while (between[(unsigned char)t[p]])
		p++;
	first = p; /* the first word's first byte, where there is one */
	for (;;) {
		unsigned k;
		/* blocks of sixteen bytes of digits, spaces and commas at once
		 * (OpenSpiel's "12, 24, 3"), up to their last space or comma
		 * (digit_blocks); of words and spaces (word_blocks), where a
		 * word starts with no digit, up to their last space */
		if (p + 16 <= len) {
			if ((unsigned)(unsigned char)t[p] - '0' <= 9)
				p = digit_blocks(t, p, len, &tally);
			else if (p >= retry && starts[(unsigned char)t[p]] == WORD)
				p = word_blocks(t, p, len, &tally, &retry);
		}
		k = starts[(unsigned char)t[p]];
		start = p;
		if (k != WORD) {
			if (k == BETWEEN) {
				p++;
				continue;
			}
			if (k == END)
				break;
		}
		if (!stop[(unsigned char)t[p + 1]])
			for (p += 2; !stop[(unsigned char)t[p]]; p++)
				;
		else
			p++;
		if (k != WORD && result(t + start, p - start)) {
			ended = 1;
			break;
		}
		words++;
		p++; /* past the byte that ended the word: a blank, or the text's end */
	}
	words += tally_sum(tally);
	if (p > len)
		p = len;
	/* the last move's last byte: before the bytes between that end the
	 * line, or come before the result */
	for (last = ended ? start : p; last > first && between[(unsigned char)t[last - 1]]; last--)
		;
	if (rec->nels + words + (size_t)ended > window)
		return one_word_moves(rd, rec, at, d);
	if (rec_reserve_els(rec, rec->nels + (words ? words : 1) + (size_t)ended))
		return diag_set(d, "nomem", "out of memory"), -1;
	el = rec->els + rec->nels;
	if (words) {
		*el++ = (rec_el){ .kind = EL_SPAN, .who = -1,
				  .text = { (uint32_t)first, (uint32_t)(last - first) },
				  .line = line, .col = (uint32_t)first + col };
		rec->spanner = &spanner;
	}
	if (ended)
		*el++ = (rec_el){ .kind = EL_RESULT, .who = -1,
				  .text = { (uint32_t)start, (uint32_t)(p - start) },
				  .line = line, .col = (uint32_t)start + col };
	rec->nels = (size_t)(el - rec->els);
	rec->nmoves += words;
	*at = p;
	if (ended) /* after it, the line is blank */
		return rest(rd, rec, p, 0, d);
	return 1;
}

/* Words, grouped by `fields` into moves (CodinGame's "4 4"); a result may
 * close the line. Read as one_word_moves reads, a byte looked at once:
 * the text ends in a NUL byte and holds no other (flat_read looked), so
 * the NUL alone stops each loop. A move's text runs from its first word's
 * start to its last word's end (or the line's, where the line ends
 * before its last word). A move the text's end may cut, where the line
 * goes on, is left for the next part (0, *at its start). */
static FIELD_BY_FIELD int grouped_moves(flat_reader *rd, record *rec, size_t *at, diag *d)
{
	const char *t = rec->text.p;
	uint32_t line = (uint32_t)rd->src.no, col = (uint32_t)rec->dropped + 1;
	size_t p = *at, len = rec->text.len;
	int more = rd->src.more, fields = rd->fields;
	/* the elements written in place, the record's counts set at the end,
	 * as in one_word_moves */
	rec_el *el, *room;
	size_t first = rec->nels;
	int ended = 0;

	if (!rec->els && rec_grow_els(rec))
		return diag_set(d, "nomem", "out of memory"), -1;
	el = rec->els + rec->nels;
	room = rec->els + rec->capels;
	for (;;) {
		size_t from = p, start, end;
		while (between[(unsigned char)t[p]])
			p++;
		if (p == len) { /* blanks to the text's end: left for the next part */
			if (more)
				p = from;
			break;
		}
		start = p;
		while (!stop[(unsigned char)t[p]])
			p++;
		end = p;
		ended = result(t + start, end - start);
		for (int w = 1; w < fields && !ended && p < len; w++) {
			while (between[(unsigned char)t[p]])
				p++;
			while (!stop[(unsigned char)t[p]])
				p++;
			end = p;
		}
		if (p == len && more) { /* the move may go on in the next part */
			p = from;
			ended = 0;
			break;
		}
		if (end == len) /* a word cut short by the text's end: not its line break */
			while (between[(unsigned char)t[end - 1]])
				end--;
		if (el == room) {
			rec->nels = (size_t)(el - rec->els);
			rec->nmoves += rec->nels - first; /* a window may be taken */
			if (rec_grow_els(rec))
				return diag_set(d, "nomem", "out of memory"), -1;
			first = rec->nels;
			el = rec->els + rec->nels;
			room = rec->els + rec->capels;
		}
		*el++ = (rec_el){ .kind = (uint8_t)(ended ? EL_RESULT : EL_MOVE), .who = -1,
				  .text = { (uint32_t)start, (uint32_t)(end - start) },
				  .line = line, .col = (uint32_t)start + col };
		if (ended)
			break;
		while (between[(unsigned char)t[p]]) /* a cut move is kept from its first word */
			p++;
	}
	rec->nels = (size_t)(el - rec->els);
	rec->nmoves += rec->nels - first - (size_t)ended;
	*at = p;
	if (ended)
		return rest(rd, rec, p, 0, d);
	return more ? 0 : 1;
}

/* Does a move read back as one from a line of them? A move of a notation
 * of several words a move (sep ", ") may hold spaces, never the separator;
 * none holds a line break or a NUL byte. A ply of several tokens (words)
 * reads back as its tokens, one space apart. A move kept as written (after
 * an illegal one, --keep-invalid) can hold anything. */
static int one_move(const char *m, const char *sep, int words)
{
	for (const char *p = m; *p; p++)
		if (is_sep(*p) && (*p != ' ' || (!strcmp(sep, " ") && !words)))
			return 0;
	return *m != '\0' && (!words || (*m != ' ' && !strstr(m, "  ") && m[strlen(m) - 1] != ' '));
}

int flat_write(void *state, const record *rec, const fmt_out *o, buf *out, diag *d)
{
	const char *const *moves = o->moves, *result = o->result, *sep = o->sep ? o->sep : " ";
	size_t upto = o->upto;
	int wrote = 0;

	(void)state;
	for (size_t i = 0; i < rec->nels && i < upto; i++) {
		const rec_el *e = &rec->els[i];
		if (e->kind == EL_MOVE && moves[i]) {
			if (!one_move(moves[i], sep, o->ply_words))
				return diag_set(d, "not-held", "its move '%.40s' would not read back as one "
						"from a line of moves", moves[i]);
			buf_printf(out, "%s%s", wrote ? sep : "", moves[i]);
			wrote = 1;
		} else if (e->kind == EL_RESULT && !result) {
			if (rec_result_of(rec_at(rec, e->text), e->text.len) < 0)
				return diag_set(d, "not-held", "its result '%.*s' is not one",
						(int)(e->text.len < 40 ? e->text.len : 40), rec_at(rec, e->text));
			buf_printf(out, "%s%.*s", wrote ? " " : "", (int)e->text.len, rec_at(rec, e->text));
			wrote = 1;
		}
	}
	if (result)
		buf_printf(out, "%s%s", wrote ? " " : "", result);
	buf_puts(out, "\n");
	return out->failed ? -1 : 0; /* any piece that could not be added */
}

/* A line of moves is what no other format takes: never said first. */
static void *open_any(lines *src, const char *name, int fields)
{
	return flat_open_lines(src, name, fields);
}

static int read_any(void *rd, record *rec, diag *d)
{
	return flat_read(rd, rec, d);
}

static void close_any(void *rd)
{
	flat_close(rd);
}

const rec_fmt fmt_flat = { FMT_FLAT, "flat", NULL, NULL, open_any, read_any, close_any, flat_write,
			   0, 1, NULL };
