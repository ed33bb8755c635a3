/* yamldoc: a variant file's YAML read into a tree of nodes, in one pass of
 * libyaml's parser, or of a quick reader of its own where the file is of
 * the shape the variant files are written in (ydoc_quick: the same tree).
 * The nodes are what base/options.h's vnode functions read; the file's own
 * limits are checked on the parser's events as they come, so a file nested
 * thousands deep or of a hundred thousand keys is refused after its first
 * levels or keys, before a tree of it is made.
 *
 * What it answers is what libyaml's loader (yaml_parser_load) with those
 * limits checked first answered: the first document of the stream, its
 * anchors and aliases, its marks; a file past a limit anywhere in the
 * stream is refused at the first node past it, before any syntax error
 * that follows; a syntax error after the first document is no error. */
#ifndef ARB_YAMLDOC_H
#define ARB_YAMLDOC_H

#include <stddef.h>
#include <stdio.h>

#include "base/diag.h"

/* YDOC_MAX_NESTING: mappings and lists within each other (a board is four
 * deep); YDOC_MAX_KEYS: the keys of one mapping (a rule set has some
 * twenty). libyaml takes time growing with the square of the depth, and
 * the keys of a mapping are compared with each other. */
enum { YDOC_MAX_NESTING = 16, YDOC_MAX_KEYS = 1024 };

/* One node: a scalar (its text at `at` in the text, n bytes), a sequence
 * (its n items from `at` in the children) or a mapping (its n keys and
 * their values, in turn, from `at`). line and col count from 0, as
 * libyaml's marks do. */
typedef struct ynode {
	int kind; /* vnode_kind (base/options.h) */
	size_t line, col;
	size_t at, n;
} ynode;

typedef struct ydoc {
	ynode *node; /* node[0] the root; none for an empty stream */
	size_t nnode;
	size_t *kid; /* children of the collections, by node number */
	char *text;  /* the scalars, each ended by a NUL */
} ydoc;

/* The first document of the stream in f, read from where f is to its end:
 * ydoc_quick's tree, else ydoc_parse's. NULL with d set (at its place in
 * path) for a syntax error, a limit passed, or out of memory. Free with
 * ydoc_free. */
ydoc *ydoc_read(FILE *f, const char *path, diag *d);
/* The n bytes at text as a variant file of the usual shape, read by a
 * reader of its own (libyaml's parser costs some 150 instructions a byte,
 * 150,000 a rule set): the tree libyaml's parser would make, or NULL where
 * the file is of another shape (or out of memory) and it gives up. */
ydoc *ydoc_quick(const char *text, size_t n);
/* The n bytes at text read by libyaml's parser alone (the slow path, for
 * the tests beside ydoc_quick). */
ydoc *ydoc_parse(const char *text, size_t n, const char *path, diag *d);
void ydoc_free(ydoc *doc);
/* A key given twice in one mapping of doc (YAML allows none): the node of
 * the first that repeats a key before it, in the first mapping, in the
 * document's order, that has one; 0 where no mapping has one (node 0, the
 * root, is no key); SIZE_MAX out of memory. Each mapping looked at once,
 * however many aliases name it. */
size_t ydoc_twice(const ydoc *doc);

#endif
