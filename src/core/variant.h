/* variant: rule sets as data. A variant file is YAML; its keys are checked
 * against the option schema its game declares, `extends:` chains are
 * resolved, and every value keeps the file, line and column it came from.
 *
 * Ownership: a var_registry owns every variant it loaded (parents included)
 * and the YAML documents behind them; var_registry_free releases it all. */
#ifndef ARB_VARIANT_H
#define ARB_VARIANT_H

#include <stddef.h>

#include "base/diag.h"

struct game;

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
	void *doc;  /* yaml_document_t */
	void *node; /* yaml_node_t */
	const char *file;
} vnode;

typedef enum { VN_NONE, VN_SCALAR, VN_SEQ, VN_MAP } vnode_kind;

vnode_kind vnode_type(vnode n);
const char *vnode_str(vnode n);          /* scalar text, or NULL */
size_t vnode_len(vnode n);               /* items of a sequence, keys of a mapping */
vnode vnode_key(vnode n, size_t i);      /* key i of a mapping */
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

typedef struct variant {
	char *name, *title, *game_name, *source, *file, *extends;
	char **aliases;
	size_t naliases;
	const struct game *game;
	opt_val *vals;       /* one per entry of game->schema */
	void *rules;         /* built by game->rules_new, owned here */
	struct variant *next; /* registry list */
	int on_path;         /* found on the search path (not given as a file) */
	void **docs;         /* YAML documents owned by this variant */
	size_t ndocs;
	char **strs;         /* paths of the data files it read */
	size_t nstrs;
} variant;

typedef struct var_registry var_registry;

/* Search path: ./variants, then each folder of $ARBITER_VARIANTS
 * (colon-separated), then `variants` beside the program's folder (an
 * uninstalled build/arbiter), then the installed data folder. */
var_registry *var_registry_new(void);
void var_registry_free(var_registry *r);

/* The one variant name near a misspelt one ("did you mean"), or NULL. */
const char *var_nearest(var_registry *r, const char *name);

/* Finds a variant by name, alias (case-insensitive) or path to a .yaml file,
 * loading it (and what it extends) once. Returns NULL and fills d on error;
 * d->code is "unknown-variant" when nothing by that name exists. */
variant *var_find(var_registry *r, const char *name, diag *d);

/* Loads every variant on the search path; calls fn for each in name order.
 * Files that fail to load are reported through bad (may be NULL). */
int var_each(var_registry *r, void (*fn)(variant *, void *), void *arg,
	     void (*bad)(const diag *, void *));

/* Index of path in the game's schema, or -1. */
int var_index(const struct game *g, const char *path);
/* The value as YAML text ("true", "60", "plies", a data name or "{...}"). */
void var_format(const variant *v, int idx, char *out, size_t n);

/* One difference between two variants of the same game: an option, or a
 * group of options shown together, with both values as YAML text. */
typedef struct var_diff {
	char option[128];
	char a[256], b[256];
	int first, count;   /* the schema entries it covers */
} var_diff;

/* Calls fn for each difference, in schema order. */
void var_differences(const variant *a, const variant *b,
		     void (*fn)(const var_diff *, void *), void *arg);

#endif
