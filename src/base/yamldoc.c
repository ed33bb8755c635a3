#include "base/yamldoc.h"

#include <stdlib.h>
#include <string.h>
#include <yaml.h>

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

static size_t hash(const char *s)
{
	size_t h = 14695981039346656037u;

	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 1099511628211u;
	return h;
}

/* The slot of the anchor named name, or the free slot where it goes. */
static size_t *slot_of(const build *b, const char *name)
{
	size_t i = hash(name) & (b->nslot - 1);

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

ydoc *ydoc_read(FILE *f, const char *path, diag *d)
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
	yaml_parser_set_input_file(&p, f);
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
