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
#include "base/options.h"
#include "core/varpath.h"

struct game;

typedef struct variant {
	char *name, *title, *game_name, *source, *file, *extends;
	char **aliases;
	size_t naliases;
	/* a match whose games follow these rule sets in turn (Tavli: portes,
	 * plakoto, fevga), each refereed under its own */
	char **rotation;
	size_t nrotation;
	const struct game *game;
	const struct variant *parent; /* the one it extends, or NULL */
	opt_val *vals;       /* one per entry of game->schema */
	void *rules;         /* built by game->rules_new, owned here */
	struct variant *next; /* registry list */
	int on_path;         /* found on the search path (not given as a file) */
	int folder;          /* on_path: its folder (var_search_path) */
	void **docs;         /* its file's YAML (ydoc), owned by this variant; the
			      * data files' are the registry's, read once */
	size_t ndocs;
} variant;

typedef struct var_registry var_registry;

/* The rule sets of the search path (core/varpath.h: $ARBITER_VARIANTS,
 * then the shipped folder; never the working directory). NULL when out of
 * memory. */
var_registry *var_registry_new(void);
void var_registry_free(var_registry *r);
/* The folders searched, for saying where a rule set comes from. */
const var_path *var_search_path(const var_registry *r);

/* The one variant name near a misspelt one, or the one that starts with
 * it ("did you mean"), or NULL. */
const char *var_nearest(var_registry *r, const char *name);

/* Finds a variant by name, alias (case-insensitive) or path to a .yaml file,
 * loading it (and what it extends) once. Returns NULL and fills d on error;
 * d->code is "unknown-variant" when nothing by that name exists. */
variant *var_find(var_registry *r, const char *name, diag *d);
/* As var_find, for a name a record gives (its [Variant] tag, a JSON
 * record's variant): a rule set's name or alias only, never a file. What a
 * record says must not choose the file its rules are read from (an archive
 * naming its own "variants/morris/x.yaml", or a file anywhere). d->code is
 * "variant-path" for a path. */
variant *var_find_name(var_registry *r, const char *name, diag *d);
/* The rule set of the path whose own name (its file's) is name, never by an
 * alias or a path; NULL where none is, or it does not load (var_find then
 * says why). */
const variant *var_find_own(var_registry *r, const char *name);
/* The game a Ludii trial of rule set v names (game=), one that a trial's
 * reader finds back (by name or alias) as v: a .lud path in its source,
 * else its title and .lud, else its own name and .lud. Into out (n bytes). */
const char *var_trial_game(var_registry *r, const variant *v, char *out, size_t n);
/* The one rule set of the path that answers to name as an alias, found
 * among the files whose name lines give it and loading no other: NULL where
 * none does, or two do. For a name tried before another ("Twelve Men's
 * Morris (Sanmill)", the producer's reading of a record's name), whose
 * absence is no error and must not load every file. */
const variant *var_find_alias(var_registry *r, const char *name);
/* Does v answer to name (its name or an alias, in any case)? */
int var_answers_to(const variant *v, const char *name);
/* Every file the rules of v are read from, by index: 0 its own, then each
 * it extends, nearest first, then the data files its options name (a board, a start position), then
 * those of each rule set it rotates to (loaded here if need be), each with
 * its own; NULL past the last. What an output must not be written over: a
 * board or a game of the rotation is the rule set as much as its file. */
const char *var_file_of(var_registry *r, const variant *v, int i);
/* Does each rule set v rotates to load, of v's game, with no rotation of
 * its own (a game of the match is played under one rule set)? 0, or -1 with
 * d saying which does not, at its name where the file gives it. The
 * referee finds them as the match reaches them; variants check asks here. */
int var_check_rotation(var_registry *r, const variant *v, diag *d);
/* Does each alias of v find v? An alias that is another rule set's name
 * finds that one, and is never v's: -1 with d saying so, at the alias. */
int var_check_aliases(var_registry *r, const variant *v, diag *d);

/* Loads every variant on the search path; calls fn for each in name order.
 * Files that fail to load, and names that two files share, are reported
 * through bad (may be NULL). */
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
