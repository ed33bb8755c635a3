#include "base/yamldoc.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "base/hash.h"
#include "base/options.h"

/* An anchor (&name) and the node it names. */
typedef struct anchor {
	char *name;
	size_t node;
} anchor;

/* The tree being made, and what the first document's loading said. */
typedef struct build {
	ydoc *doc;
	size_t cap_node, nkid, cap_kid, ntext, cap_text;
	/* the children of the open collections, in the order they came; a
	 * collection's own move to doc->kid when it ends */
	size_t *pending, npending, cap_pending;
	size_t open[YDOC_MAX_NESTING + 1], base[YDOC_MAX_NESTING + 1], nopen;
	anchor *anchor;
	size_t nanchor, cap_anchor;
	/* the anchors by their names' hash, each slot an anchor's number + 1
	 * (0: free), never more than half full: a received file of 1 MiB
	 * holds 100,000 anchors and as many aliases, which a search of the
	 * list took a minute to find */
	size_t *slot, nslot;
	/* a loading error (libyaml's loader words and marks them so) */
	int erred;
	const char *problem, *context;
	yaml_mark_t mark;
} build;

/* Room for one more of size bytes at *p, which holds n of *cap: 0, or -1
 * out of memory. */
static int grow(void *p, size_t *cap, size_t n, size_t need, size_t size)
{
	void **at = p, *more;
	size_t c = *cap ? *cap : 16;

	if (n + need <= *cap)
		return 0;
	while (c < n + need)
		c *= 2;
	if (!(more = realloc(*at, c * size)))
		return -1;
	*at = more;
	*cap = c;
	return 0;
}

/* A loading error, in libyaml's loader's words, said once the stream is
 * read: 0, as reading goes on (it may pass a limit yet). */
static int fail(build *b, const char *problem, const char *context, yaml_mark_t mark)
{
	b->erred = 1;
	b->problem = problem;
	b->context = context;
	b->mark = mark;
	return 0;
}

/* A new node of the event's kind and place: its number, or -1. */
static long new_node(build *b, int kind, const yaml_event_t *e)
{
	ydoc *doc = b->doc;
	ynode *n;

	if (grow(&doc->node, &b->cap_node, doc->nnode, 1, sizeof *doc->node))
		return -1;
	n = &doc->node[doc->nnode];
	memset(n, 0, sizeof *n);
	n->kind = kind;
	n->line = e->start_mark.line;
	n->col = e->start_mark.column;
	return (long)doc->nnode++;
}

/* The slot of the anchor named name, or the free slot where it goes. */
static size_t *slot_of(const build *b, const char *name)
{
	size_t i = (size_t)hash_name(name) & (b->nslot - 1);

	while (b->slot[i] && strcmp(b->anchor[b->slot[i] - 1].name, name))
		i = (i + 1) & (b->nslot - 1);
	return &b->slot[i];
}

/* The anchor named name, or NULL. */
static const anchor *find(const build *b, const char *name)
{
	size_t *s = b->nslot ? slot_of(b, name) : NULL;

	return s && *s ? &b->anchor[*s - 1] : NULL;
}

/* Room in the slots for one more anchor: 0, or -1 out of memory. */
static int room(build *b)
{
	size_t n = b->nslot ? b->nslot * 2 : 64;
	size_t *old = b->slot;

	if (2 * (b->nanchor + 1) <= b->nslot)
		return 0;
	if (!(b->slot = calloc(n, sizeof *b->slot))) {
		b->slot = old;
		return -1;
	}
	b->nslot = n;
	for (size_t i = 0; i < b->nanchor; i++)
		*slot_of(b, b->anchor[i].name) = i + 1;
	free(old);
	return 0;
}

/* Names node with the anchor (none: NULL); a second anchor of one name is
 * the loader's error. */
static int name_node(build *b, const yaml_char_t *name, size_t node, yaml_mark_t mark)
{
	anchor *a;

	if (!name)
		return 0;
	if (find(b, (const char *)name))
		return fail(b, "second occurrence", "found duplicate anchor; first occurrence", mark);
	if (room(b) || grow(&b->anchor, &b->cap_anchor, b->nanchor, 1, sizeof *b->anchor))
		return -1;
	a = &b->anchor[b->nanchor];
	if (!(a->name = strdup((const char *)name)))
		return -1;
	a->node = node;
	*slot_of(b, a->name) = ++b->nanchor;
	return 0;
}

/* Node joins the open collection (the first node is the root). */
static int add(build *b, size_t node)
{
	if (!b->nopen)
		return 0;
	if (grow(&b->pending, &b->cap_pending, b->npending, 1, sizeof *b->pending))
		return -1;
	b->pending[b->npending++] = node;
	return 0;
}

static int scalar(build *b, const yaml_event_t *e)
{
	size_t len = e->data.scalar.length;
	long n = new_node(b, VN_SCALAR, e);

	if (n < 0 || grow(&b->doc->text, &b->cap_text, b->ntext, len + 1, 1))
		return -1;
	memcpy(b->doc->text + b->ntext, e->data.scalar.value, len);
	b->doc->text[b->ntext + len] = '\0';
	b->doc->node[n].at = b->ntext;
	b->doc->node[n].n = len;
	b->ntext += len + 1;
	if (name_node(b, e->data.scalar.anchor, (size_t)n, e->start_mark))
		return -1;
	return b->erred ? 0 : add(b, (size_t)n);
}

static int alias(build *b, const yaml_event_t *e)
{
	const anchor *a = find(b, (const char *)e->data.alias.anchor);

	if (a)
		return add(b, a->node);
	return fail(b, "found undefined alias", NULL, e->start_mark);
}

static int start(build *b, const yaml_event_t *e, int kind, const yaml_char_t *name)
{
	long n = new_node(b, kind, e);

	if (n < 0 || name_node(b, name, (size_t)n, e->start_mark))
		return -1;
	if (b->erred)
		return 0;
	if (add(b, (size_t)n))
		return -1;
	b->open[b->nopen] = (size_t)n;
	b->base[b->nopen++] = b->npending;
	return 0;
}

/* The open collection ends: its children move to the tree. */
static int end(build *b)
{
	ydoc *doc = b->doc;
	size_t base = b->base[--b->nopen], k = b->npending - base;
	ynode *n = &doc->node[b->open[b->nopen]];

	if (grow(&doc->kid, &b->cap_kid, b->nkid, k ? k : 1, sizeof *doc->kid))
		return -1;
	if (k) /* an empty collection has no children, and maybe no pending yet */
		memcpy(doc->kid + b->nkid, b->pending + base, k * sizeof *doc->kid);
	n->at = b->nkid;
	n->n = n->kind == VN_MAP ? k / 2 : k;
	b->nkid += k;
	b->npending = base;
	return 0;
}

/* One event of the first document into the tree: 0, or -1 out of memory
 * (a loading error sets b->erred). */
static int compose(build *b, const yaml_event_t *e)
{
	switch (e->type) {
	case YAML_SCALAR_EVENT: return scalar(b, e);
	case YAML_ALIAS_EVENT: return alias(b, e);
	case YAML_SEQUENCE_START_EVENT: return start(b, e, VN_SEQ, e->data.sequence_start.anchor);
	case YAML_MAPPING_START_EVENT: return start(b, e, VN_MAP, e->data.mapping_start.anchor);
	case YAML_SEQUENCE_END_EVENT:
	case YAML_MAPPING_END_EVENT: return end(b);
	default: return 0;
	}
}

/* The limits, on every event of the stream: a mapping of more than
 * YDOC_MAX_KEYS keys (twice as many nodes), collections nested deeper than
 * YDOC_MAX_NESTING. 0, or -1 with d set. */
typedef struct limits {
	int depth, is_map[YDOC_MAX_NESTING + 2];
	long nodes[YDOC_MAX_NESTING + 2];
} limits;

static int past_limit(limits *l, const yaml_event_t *e, const char *path, diag *d)
{
	int node = e->type == YAML_SCALAR_EVENT || e->type == YAML_ALIAS_EVENT ||
		   e->type == YAML_SEQUENCE_START_EVENT || e->type == YAML_MAPPING_START_EVENT;
	int bad = 0;

	if (node && l->is_map[l->depth] && ++l->nodes[l->depth] > 2 * YDOC_MAX_KEYS) {
		diag_at(d, path, (long)e->start_mark.line + 1, (long)e->start_mark.column + 1);
		diag_set(d, "yaml-keys", "a mapping of more than %d keys", YDOC_MAX_KEYS);
		bad = 1;
	}
	if (e->type == YAML_SEQUENCE_START_EVENT || e->type == YAML_MAPPING_START_EVENT) {
		l->depth++;
		if (l->depth <= YDOC_MAX_NESTING) {
			l->is_map[l->depth] = e->type == YAML_MAPPING_START_EVENT;
			l->nodes[l->depth] = 0;
		}
	} else if (e->type == YAML_SEQUENCE_END_EVENT || e->type == YAML_MAPPING_END_EVENT) {
		l->depth--;
	}
	if (!bad && l->depth > YDOC_MAX_NESTING) {
		diag_at(d, path, (long)e->start_mark.line + 1, (long)e->start_mark.column + 1);
		diag_set(d, "yaml-deep", "mappings and lists nested more than %d deep",
			 YDOC_MAX_NESTING);
		bad = 1;
	}
	return bad ? -1 : 0;
}

/* A key's text and its place among its mapping's keys. */
struct key_at {
	const char *s;
	size_t i;
};

static int by_key(const void *a, const void *b)
{
	const struct key_at *x = a, *y = b;
	int c = strcmp(x->s, y->s);

	return c ? c : (x->i > y->i) - (x->i < y->i);
}

/* Key i of the mapping whose children start at kid: its text, or NULL
 * where it is no scalar. */
static const char *key_of(const ydoc *doc, const size_t *kid, size_t i)
{
	const ynode *k = &doc->node[kid[2 * i]];

	return k->kind == VN_SCALAR ? doc->text + k->at : NULL;
}

/* The key of mapping m that first repeats one before it, as ydoc_twice
 * says it: with few keys each is looked for among those before it; with
 * many (a hostile file's thousand) they are sorted, and each repeat's
 * second is found next to its first. */
static size_t twice_in(const ydoc *doc, const ynode *m)
{
	const size_t *kid = doc->kid + m->at;
	size_t second = SIZE_MAX, n = 0;
	struct key_at *k;

	if (m->n <= 32) {
		for (size_t i = 1; i < m->n; i++) {
			const char *ki = key_of(doc, kid, i), *kj;
			for (size_t j = 0; ki && j < i; j++)
				if ((kj = key_of(doc, kid, j)) && !strcmp(kj, ki))
					return kid[2 * i];
		}
		return 0;
	}
	if (!(k = malloc(m->n * sizeof *k)))
		return SIZE_MAX;
	for (size_t i = 0; i < m->n; i++)
		if ((k[n].s = key_of(doc, kid, i)))
			k[n++].i = i;
	qsort(k, n, sizeof *k, by_key);
	for (size_t t = 1; t < n; t++)
		if (!strcmp(k[t].s, k[t - 1].s) && (t == 1 || strcmp(k[t - 1].s, k[t - 2].s)) &&
		    k[t].i < second)
			second = k[t].i;
	free(k);
	return second == SIZE_MAX ? 0 : kid[2 * second];
}

size_t ydoc_twice(const ydoc *doc)
{
	for (size_t i = 0; i < doc->nnode; i++) {
		const ynode *m = &doc->node[i];
		size_t k;
		if (m->kind == VN_MAP && m->n > 1 && (k = twice_in(doc, m)))
			return k;
	}
	return 0;
}

void ydoc_free(ydoc *doc)
{
	if (!doc)
		return;
	free(doc->node);
	free(doc->kid);
	free(doc->text);
	free(doc);
}

static void said(const char *path, const char *problem, const char *context, yaml_mark_t mark,
		 diag *d)
{
	diag_at(d, path, (long)mark.line + 1, (long)mark.column + 1);
	diag_set(d, "yaml", "YAML syntax: %s%s%s", problem ? problem : "error", context ? " " : "",
		 context ? context : "");
}

/* libyaml's parser on f from where it is, else on the n bytes at text. */
static ydoc *parse(FILE *f, const char *text, size_t n, const char *path, diag *d)
{
	yaml_parser_t p;
	yaml_event_t e;
	build b = { 0 };
	limits l = { 0 };
	int done = 0, first = 0, bad = 0; /* first: the first document is read */

	if (!(b.doc = calloc(1, sizeof *b.doc)) || !yaml_parser_initialize(&p)) {
		free(b.doc);
		return diag_set(d, "nomem", "out of memory"), NULL;
	}
	if (f)
		yaml_parser_set_input_file(&p, f);
	else
		yaml_parser_set_input_string(&p, (const unsigned char *)text, n);
	while (!done && !bad) {
		if (!yaml_parser_parse(&p, &e)) {
			/* a syntax error past the first document, or past a
			 * loading error, is not said */
			if (!first && !b.erred) {
				said(path, p.problem, p.context, p.problem_mark, d);
				bad = 1;
			}
			break;
		}
		if (past_limit(&l, &e, path, d)) {
			bad = 1;
		} else if (!first && !b.erred && compose(&b, &e)) {
			diag_set(d, "nomem", "out of memory");
			bad = 1;
		}
		first |= e.type == YAML_DOCUMENT_END_EVENT;
		done = e.type == YAML_STREAM_END_EVENT;
		yaml_event_delete(&e);
	}
	/* a loading error is said once the whole stream is within the limits */
	if (!bad && b.erred) {
		said(path, b.problem, b.context, b.mark, d);
		bad = 1;
	}
	yaml_parser_delete(&p);
	for (size_t i = 0; i < b.nanchor; i++)
		free(b.anchor[i].name);
	free(b.anchor);
	free(b.slot);
	free(b.pending);
	if (bad) {
		ydoc_free(b.doc);
		return NULL;
	}
	return b.doc;
}

ydoc *ydoc_parse(const char *text, size_t n, const char *path, diag *d)
{
	return parse(NULL, text, n, path, d);
}

/* The quick reader: the YAML the variant files are written in, read here
 * in one pass over the bytes, for libyaml's parser costs some 150
 * instructions a byte (a rule set of 1 KB, 150,000), which every record
 * of a rule set not met before paid. It takes a block mapping (or one
 * flow collection) at the root; keys of letters, digits, '_', '-' and '.';
 * values on the key's line (a plain scalar, a quoted one with no escape, a
 * flow sequence or mapping of such scalars), a folded block (">-") of
 * lines all at one indentation, or a block mapping or sequence (of
 * scalars and flow collections) below; comment lines and empty lines
 * between them. Anything else, or anything it is not sure of, it gives
 * up on (-1), and libyaml reads the file: what it makes is exactly the
 * tree libyaml's events make, through the same builder, so the two never
 * differ on a file the quick reader takes (test_variant's
 * quick_yaml_agrees). */
typedef struct quick {
	const char *s, *end;
	const char *line; /* the start of the line being read */
	size_t lineno;
	int depth;
	char *fold; /* a folded block's text, joined */
	build *b;
	const char *col_at; /* the last place column() counted to, on its line */
	size_t col;         /* and its column */
	int ascii;          /* the text is ASCII alone */
} quick;

enum { QUICK_DEPTH = 8 };

/* libyaml's column: characters, not bytes, from the line's start; counted
 * on from the last place asked for on the line, where p is past it (the
 * items of a flow list each cost their own bytes, not their line's). */
static size_t column(quick *q, const char *p)
{
	const char *x = q->line;
	size_t c = 0;

	if (q->ascii) /* a character a byte */
		return p > x ? (size_t)(p - x) : 0;
	if (q->col_at >= q->line && q->col_at <= p)
		x = q->col_at, c = q->col;
	for (; x < p; x++)
		c += ((unsigned char)*x & 0xC0) != 0x80;
	q->col_at = p;
	q->col = c;
	return c;
}

static int emit(quick *q, yaml_event_type_t type, const char *at, const char *v, size_t n)
{
	yaml_event_t e; /* the fields compose reads, no more: no anchor */

	e.type = type;
	e.start_mark.line = q->lineno;
	e.start_mark.column = column(q, at);
	if (type == YAML_SCALAR_EVENT) {
		e.data.scalar.anchor = NULL;
		e.data.scalar.value = (yaml_char_t *)v;
		e.data.scalar.length = n;
	} else if (type == YAML_SEQUENCE_START_EVENT) {
		e.data.sequence_start.anchor = NULL;
	} else if (type == YAML_MAPPING_START_EVENT) {
		e.data.mapping_start.anchor = NULL;
	}
	return compose(q->b, &e) || q->b->erred ? -1 : 0;
}

static const char *eol(const quick *q, const char *p)
{
	const char *n = memchr(p, '\n', (size_t)(q->end - p));

	return n ? n : q->end;
}

static void next_line(quick *q)
{
	const char *n = eol(q, q->line);

	q->line = n < q->end ? n + 1 : q->end;
	q->lineno++;
}

/* Past empty lines and comment lines: the next line's indentation, or -1
 * at the end. A line of blanks alone is given up on (-2): in a block
 * scalar's neighbourhood it may be content. */
static int next_content(quick *q)
{
	while (q->line < q->end) {
		const char *p = q->line, *e = eol(q, p);
		while (p < e && *p == ' ')
			p++;
		if (p == e && p != q->line)
			return -2;
		if (p < e && *p != '#')
			return (int)(p - q->line);
		next_line(q);
	}
	return -1;
}

/* Are the bytes what libyaml reads without a word: printable characters
 * of UTF-8 and LF (no tab, CR, byte-order mark or other control)? 0 when
 * not, 2 when they are ASCII alone (a character a byte), else 1. */
static int plain_bytes(const unsigned char *s, size_t n)
{
	int ascii = 1;

	for (size_t i = 0; i < n;) {
		unsigned c, v, k;
		uint64_t x, y;
#ifdef __SSE2__
		/* sixteen at a time while each is 0x20 to 0x7e or LF (as
		 * signed bytes, those from 0x80 on are below 0x20) */
		for (; i + 16 <= n; i += 16) {
			__m128i b = _mm_loadu_si128((const __m128i *)(const void *)(s + i));
			__m128i ok = _mm_or_si128(_mm_and_si128(_mm_cmpgt_epi8(b, _mm_set1_epi8(0x1f)),
								_mm_cmplt_epi8(b, _mm_set1_epi8(0x7f))),
						  _mm_cmpeq_epi8(b, _mm_set1_epi8('\n')));
			if (_mm_movemask_epi8(ok) != 0xFFFF)
				break;
		}
#endif
		/* eight at a time while each is 0x20 to 0x7e (a word's tests
		 * for a high bit, a byte below 0x20 and a byte 0x7f) */
		for (; i + 8 <= n; i += 8) {
			memcpy(&x, s + i, 8);
			y = x ^ 0x7f7f7f7f7f7f7f7fULL;
			if ((x | ((x - 0x2020202020202020ULL) & ~x) | ((y - 0x0101010101010101ULL) & ~y)) &
			    0x8080808080808080ULL)
				break;
		}
		if (i == n)
			break;
		c = s[i];
		if ((c >= 0x20 && c < 0x7F) || c == '\n') {
			i++;
			continue;
		}
		if (c >= 0xC2 && c <= 0xDF)
			k = 1, v = c & 0x1F;
		else if (c >= 0xE0 && c <= 0xEF)
			k = 2, v = c & 0x0F;
		else if (c >= 0xF0 && c <= 0xF4)
			k = 3, v = c & 0x07;
		else
			return 0;
		ascii = 0;
		if (i + k >= n + (i + k == n)) /* (room for the k bytes after c) */
			return 0;
		for (unsigned j = 1; j <= k; j++) {
			if ((s[i + j] & 0xC0) != 0x80)
				return 0;
			v = v << 6 | (s[i + j] & 0x3F);
		}
		if (v < 0xA0 || (v >= 0xD800 && v <= 0xDFFF) || v == 0xFEFF || v == 0xFFFE ||
		    v == 0xFFFF || v > 0x10FFFF || (k == 2 && v < 0x800) || (k == 3 && v < 0x10000))
			return 0;
		i += k + 1;
	}
	return ascii ? 2 : 1;
}

/* What a byte is to a plain scalar: one that may not start it (START,
 * the NUL byte too), ':' or '#' (MARK), one that ends it in a flow
 * collection (ENDS: ',', ']', '}', the NUL byte) or may not be in it
 * there (OPENS: '[', '{'). */
enum { START = 1, MARK = 2, ENDS = 4, OPENS = 8 };
static const unsigned char plain_byte[256] = {
	['\0'] = START | ENDS, ['-'] = START, ['?'] = START, [':'] = START | MARK,
	[','] = START | ENDS, ['['] = START | OPENS, [']'] = START | ENDS, ['{'] = START | OPENS,
	['}'] = START | ENDS, ['#'] = START | MARK, ['&'] = START, ['*'] = START, ['!'] = START,
	['|'] = START, ['>'] = START, ['\''] = START, ['"'] = START, ['%'] = START,
	['@'] = START, ['`'] = START, [' '] = START
};

/* A plain scalar from p, ended by the line's end or a comment (block,
 * flow 0), by ',', ']' or '}' (flow 1), or by those or ": " (a flow
 * mapping's key, 2): its end before trailing blanks, or NULL where it is
 * not one the quick reader takes. A byte is looked at once, in a table,
 * but for ':' and '#'. */
static const char *plain_end(const char *p, const char *e, int flow)
{
	const char *x = p;
	unsigned stop = flow ? MARK | ENDS | OPENS : MARK;

	if (p == e)
		return NULL;
	if ((plain_byte[(unsigned char)*p] & START) &&
	    !(*p == '-' && p + 1 < e && p[1] >= '0' && p[1] <= '9'))
		return NULL;
	for (; x < e; x++) {
		unsigned k = plain_byte[(unsigned char)*x] & stop;
		if (!k)
			continue;
		if (flow == 2 && *x == ':' && x + 1 < e && x[1] == ' ')
			break; /* a flow mapping's key */
		if (!flow && *x == '#' && x[-1] == ' ')
			break; /* a comment after the value */
		if (k & MARK)
			return NULL;
		if (k & ENDS)
			break;
		return NULL; /* OPENS */
	}
	while (x > p && x[-1] == ' ')
		x--;
	return x;
}

/* A quoted scalar at p ('"' with no escape, or '\'' with no quote in it):
 * its value's end (the closing quote), or NULL. */
static const char *quoted_end(const char *p, const char *e)
{
	const char *x = p + 1;

	for (; x < e && *x != *p; x++)
		if (*x == '\\')
			return NULL;
	if (x == e || (x + 1 < e && *x == '\'' && x[1] == '\''))
		return NULL;
	return x;
}

/* A scalar at *pp on the line (ending at e): emitted, *pp past it. */
static int scalar_at(quick *q, const char **pp, const char *e, int flow)
{
	const char *p = *pp, *x;

	if (*p == '"' || *p == '\'') {
		if (!(x = quoted_end(p, e)) || emit(q, YAML_SCALAR_EVENT, p, p + 1, (size_t)(x - p - 1)))
			return -1;
		*pp = x + 1;
		return 0;
	}
	if (!(x = plain_end(p, e, flow)) || emit(q, YAML_SCALAR_EVENT, p, p, (size_t)(x - p)))
		return -1;
	*pp = x;
	return 0;
}

static const char *blanks(const char *p, const char *e)
{
	while (p < e && *p == ' ')
		p++;
	return p;
}

/* A flow sequence or mapping of scalars from *pp, on one line or going on
 * to the next ones after a comma that ends its line, each such line
 * indented past indent (the block it is in) and holding the next item;
 * *ep is its line's end, then its last line's. */
static int flow(quick *q, const char **pp, const char **ep, int indent)
{
	const char *p = *pp, *e = *ep;
	int map = *p == '{';
	char close = map ? '}' : ']';

	if (q->depth + 1 > QUICK_DEPTH ||
	    emit(q, map ? YAML_MAPPING_START_EVENT : YAML_SEQUENCE_START_EVENT, p, NULL, 0))
		return -1;
	p = blanks(p + 1, e);
	if (p < e && *p == close) {
		*pp = p + 1;
		return emit(q, map ? YAML_MAPPING_END_EVENT : YAML_SEQUENCE_END_EVENT, p, NULL, 0);
	}
	for (;;) {
		if (p == e || scalar_at(q, &p, e, 1 + map))
			return -1;
		p = blanks(p, e);
		if (map) {
			if (p + 1 >= e || *p != ':' || p[1] != ' ')
				return -1;
			p = blanks(p + 1, e);
			if (p == e || scalar_at(q, &p, e, 1))
				return -1;
			p = blanks(p, e);
		}
		if (p < e && *p == close)
			break;
		if (p == e || *p != ',')
			return -1;
		p = blanks(p + 1, e);
		if (p == e) { /* the items go on on the next line */
			next_line(q);
			e = eol(q, q->line);
			p = blanks(q->line, e);
			if (q->line == q->end || p - q->line <= indent || p == e || *p == '#')
				return -1;
		}
		if (*p == close)
			return -1; /* (a comma before the end) */
	}
	*pp = p + 1;
	*ep = e;
	return emit(q, map ? YAML_MAPPING_END_EVENT : YAML_SEQUENCE_END_EVENT, p, NULL, 0);
}

/* A value on its key's or dash's line (in a block at indent), from p to
 * the line's end e: a flow collection or a scalar, then nothing but a
 * comment after a blank. */
static int inline_value(quick *q, const char *p, const char *e, int indent)
{
	const char *x;

	if (*p == '[' || *p == '{' ? flow(q, &p, &e, indent) : scalar_at(q, &p, e, 0))
		return -1;
	x = blanks(p, e);
	return x == e || (*x == '#' && x > p) ? 0 : -1;
}

/* A folded block (">-") whose indicator is at p, in a mapping at indent:
 * its lines all at one indentation past it, none empty. */
static int folded(quick *q, const char *p, int indent)
{
	char *out = q->fold;
	int bi = -1;
	quick at = *q; /* the indicator's line, for its mark */

	next_line(q);
	while (q->line < q->end) {
		const char *e = eol(q, q->line), *x = blanks(q->line, e);
		int k = (int)(x - q->line);
		if (x == e) {
			if (x != q->line || bi < 0)
				return -1; /* blanks, or an empty first line */
			break;
		}
		if (bi < 0) {
			if (k <= indent)
				return -1;
			bi = k;
		}
		if (k < bi)
			break;
		if (k > bi)
			return -1; /* a line more indented keeps its break */
		if (out != q->fold)
			*out++ = ' ';
		memcpy(out, x, (size_t)(e - x));
		out += e - x;
		next_line(q);
	}
	if (bi < 0)
		return -1;
	at.b = q->b;
	if (emit(&at, YAML_SCALAR_EVENT, p, q->fold, (size_t)(out - q->fold)))
		return -1;
	/* after empty lines, more of the text would follow them */
	{
		int k = next_content(q);
		if (k == -2 || k >= bi)
			return -1;
	}
	return 0;
}

static int block_map(quick *q, int indent);

/* A block sequence of inline values, its dashes at indent. */
static int block_seq(quick *q, int indent)
{
	int k;

	if (q->depth + 1 > QUICK_DEPTH ||
	    emit(q, YAML_SEQUENCE_START_EVENT, q->line + indent, NULL, 0))
		return -1;
	do {
		const char *p = q->line + indent, *e = eol(q, p);
		if (p + 1 >= e || *p != '-' || p[1] != ' ')
			return -1;
		p = blanks(p + 1, e);
		if (p == e || inline_value(q, p, e, indent))
			return -1;
		next_line(q);
		k = next_content(q);
	} while (k == indent);
	if (k == -2 || k > indent)
		return -1;
	return emit(q, YAML_SEQUENCE_END_EVENT, q->line, NULL, 0);
}

/* A block mapping, its keys at indent; q->line is its first key's line. */
static int block_map(quick *q, int indent)
{
	int k, nkeys = 0;

	if (++q->depth > QUICK_DEPTH || emit(q, YAML_MAPPING_START_EVENT, q->line + indent, NULL, 0))
		return -1;
	do {
		const char *p = q->line + indent, *e = eol(q, p), *x = p;
		if (++nkeys > YDOC_MAX_KEYS / 2)
			return -1;
		while (x < e && ((*x >= 'a' && *x <= 'z') || (*x >= 'A' && *x <= 'Z') ||
				 (*x >= '0' && *x <= '9') || *x == '_' || (x > p && (*x == '-' || *x == '.'))))
			x++;
		if (x == p || x == e || *x != ':' || emit(q, YAML_SCALAR_EVENT, p, p, (size_t)(x - p)))
			return -1;
		p = x + 1;
		if (p == e) { /* the value below */
			next_line(q);
			k = next_content(q);
			if (k <= indent)
				return -1;
			if (q->line[k] == '-' ? block_seq(q, k) : block_map(q, k))
				return -1;
			k = next_content(q);
			continue;
		}
		if (*p != ' ')
			return -1;
		p = blanks(p, e);
		if (p == e)
			return -1;
		if (*p == '>' && p + 2 <= e && p[1] == '-' && blanks(p + 2, e) == e) {
			if (folded(q, p, indent))
				return -1;
			k = next_content(q);
			continue;
		}
		if (inline_value(q, p, e, indent))
			return -1;
		next_line(q);
		k = next_content(q);
	} while (k == indent);
	if (k == -2 || k > indent)
		return -1;
	q->depth--;
	return emit(q, YAML_MAPPING_END_EVENT, q->line, NULL, 0);
}

ydoc *ydoc_quick(const char *text, size_t n)
{
	build b = { 0 };
	quick q = { text, text + n, text, 0, 0, NULL, &b, NULL, 0, 0 };
	int k, bad, plain = plain_bytes((const unsigned char *)text, n);

	if (!plain || !(b.doc = calloc(1, sizeof *b.doc)))
		return NULL;
	q.ascii = plain == 2;
	/* room for what a file of n bytes usually holds, at once (a rule set
	 * file: about a node for each 6 bytes): not grown from 16 by
	 * doubling, a copy each time */
	if (!(q.fold = malloc(n + 1)) || grow(&b.doc->node, &b.cap_node, 0, n / 6 + 16,
					      sizeof *b.doc->node) ||
	    grow(&b.doc->kid, &b.cap_kid, 0, n / 6 + 16, sizeof *b.doc->kid) ||
	    grow(&b.doc->text, &b.cap_text, 0, n + 16, 1) ||
	    grow(&b.pending, &b.cap_pending, 0, 64, sizeof *b.pending)) {
		free(q.fold);
		free(b.pending);
		ydoc_free(b.doc);
		return NULL;
	}
	k = next_content(&q);
	if (k != 0 || !strncmp(q.line, "---", 3) || !strncmp(q.line, "...", 3)) {
		bad = 1;
	} else if (*q.line == '[' || *q.line == '{') {
		const char *p = q.line, *e = eol(&q, p);
		bad = flow(&q, &p, &e, 0) || blanks(p, e) != e;
		if (!bad) {
			next_line(&q);
			bad = next_content(&q) != -1;
		}
	} else {
		bad = block_map(&q, 0) || next_content(&q) != -1;
	}
	free(q.fold);
	free(b.pending);
	if (bad || b.nopen) {
		ydoc_free(b.doc);
		return NULL;
	}
	return b.doc;
}

ydoc *ydoc_read(FILE *f, const char *path, diag *d)
{
	char *text = NULL, *more;
	size_t n = 0, cap = 0, got;
	long at = ftell(f);
	ydoc *doc;

	do {
		if (n == cap) {
			cap = cap ? cap * 2 : 4096;
			if (!(more = realloc(text, cap))) {
				free(text);
				return diag_set(d, "nomem", "out of memory"), NULL;
			}
			text = more;
		}
		got = fread(text + n, 1, cap - n, f);
		n += got;
	} while (got);
	if (ferror(f) && at >= 0 && fseek(f, at, SEEK_SET) == 0) {
		/* a read error: libyaml reads the file again, and says it as
		 * it did when it read the file itself */
		free(text);
		clearerr(f);
		return parse(f, NULL, 0, path, d);
	}
	if (!(doc = ydoc_quick(text, n)))
		doc = parse(NULL, text, n, path, d);
	free(text);
	return doc;
}
