/* options: what a rule set is made of, below the games and the variant
 * files both. A game declares its options as a schema (opt_spec); the
 * variant loader (core/variant.c) checks a file against it and hands the
 * game resolved values (opt_val). Structured values (a board) reach the
 * game as nodes of the YAML document they came from (vnode, the tree of
 * base/yamldoc.h), read through the functions here. */
#ifndef ARB_OPTIONS_H
#define ARB_OPTIONS_H

#include <stddef.h>

#include "base/diag.h"

typedef enum { OPT_BOOL, OPT_INT, OPT_ENUM, OPT_STRING, OPT_DATA } opt_type;

/* One leaf of a game's option schema. Paths are dotted: "rules.flying.at". */
typedef struct opt_spec {
	const char *path;
	opt_type type;
	const char *const *values; /* OPT_ENUM: NULL-terminated allowed values */
	const char *def;           /* default, written as in YAML */
	long min, max;             /* OPT_INT: allowed range */
	const char *dir;           /* OPT_DATA: folder of named data files ("boards") */
	const char *help;          /* one line */
	int group;                 /* shown with its siblings as one {a: .., b: ..} value */
} opt_spec;

/* A node of a YAML document, for games that read structured data (a board). */
typedef struct vnode {
	void *doc;  /* ydoc */
	void *node; /* ynode */
	const char *file;
} vnode;

typedef enum { VN_NONE, VN_SCALAR, VN_SEQ, VN_MAP } vnode_kind;

vnode_kind vnode_type(vnode n);
const char *vnode_str(vnode n);          /* scalar text, or NULL */
size_t vnode_len(vnode n);               /* items of a sequence, keys of a mapping */
vnode vnode_key(vnode n, size_t i);      /* key i of a mapping */
vnode vnode_value(vnode n, size_t i);    /* the value of key i of a mapping */
vnode vnode_at(vnode n, size_t i);       /* item i of a sequence */
vnode vnode_get(vnode n, const char *key); /* value of a mapping key, or kind VN_NONE */
/* Points d at the node's place in its file. */
void vnode_locate(vnode n, diag *d);

typedef struct opt_val {
	long i;              /* OPT_BOOL 0/1, OPT_INT, OPT_ENUM index */
	const char *s;       /* OPT_STRING text; OPT_DATA name, or NULL when inline */
	vnode data;          /* OPT_DATA: the mapping */
	const char *file;    /* where it was set; NULL = the schema default */
	long line, col;
} opt_val;

#endif
