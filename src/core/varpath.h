/* varpath: where rule sets come from, and nowhere else. The folders of
 * $ARBITER_VARIANTS (separated by ':', as many as are given), then the
 * shipped folder: the source tree's `variants` for the program run from the
 * folder it was built in (build/arbiter), else the installed data folder. The
 * working directory is never searched: a received archive's own variants/
 * cannot replace a rule set. Every file in the folders is indexed by name;
 * two different files of one name (a local rule set shadowing a shipped
 * one) are an error naming both, never a silent choice. A name is first
 * looked for as its file, in each folder and each game's folder of it (a
 * run that names one rule set reads no other folder's listing); the whole
 * index is made only when the path is listed or a name is not a file's. */
#ifndef ARB_VARPATH_H
#define ARB_VARPATH_H

#include <stddef.h>
#include <stdio.h>
#include <sys/types.h>

#include "base/diag.h"

typedef struct var_folder {
	char *path;
	int shipped; /* the program's own rule sets (else: ARBITER_VARIANTS) */
	int exists;  /* a folder that could be read */
	dev_t dev;
	ino_t ino;
} var_folder;

/* One name: "NAME" for a rule set (FOLDER/NAME.yaml or FOLDER/SUB/NAME.yaml),
 * "SUB/NAME" for a file of a game's data folder (boards/nine, starts/...). */
typedef struct vp_file {
	char *key, *path;
	size_t folder;
	char *other;        /* a second, different file of the same name, or NULL */
	size_t other_folder;
} vp_file;

typedef struct var_path {
	var_folder *dirs;
	size_t ndirs;
	vp_file *files;
	size_t nfiles;
	/* the files by their keys' hash, each slot a file's number + 1 (0:
	 * free), never more than half full: a name found at once, not by a
	 * walk through the hundreds of files */
	size_t *slot, nslot;
	vp_file **found; /* names looked for before the index was made, each its own */
	size_t nfound;
	int indexed, failed; /* failed: out of memory, or of files (err) */
	int err;             /* errno of a folder that could not be opened for want
			      * of files or memory (EMFILE): no folder to pass over */
} var_path;

/* The search path from the environment and the program's place: 0, or -1
 * out of memory. */
int vp_init(var_path *p);
void vp_free(var_path *p);
/* A rule set's file (or its board's, its start's) opened for reading, as
 * what it is: a FIFO or a device (on the path, named, or a link leading to
 * one) is never waited on nor read for ever. NULL with *why saying what it
 * is instead, or with *why NULL and errno saying why it did not open. */
FILE *vp_open(const char *path, const char **why);
/* Do two files hold the same bytes? A copy of a shipped rule set (an
 * ARBITER_VARIANTS folder made by copying the shipped one, a file named
 * with -V) is no shadow. */
int vp_same_bytes(const char *a, const char *b);
/* The file of a name: sub NULL for a rule set, else a data folder (boards).
 * 0 (*file set), -1 no such file, -2 two different files of that name or out
 * of memory (d says which). */
int vp_find(var_path *p, const char *sub, const char *name, const vp_file **file, diag *d);
/* Every rule set file on the path, in the path's order; NULL after the last.
 * *i starts at 0. */
const vp_file *vp_next_rule_set(var_path *p, size_t *i);
/* "FOLDER (ARBITER_VARIANTS), FOLDER (shipped, no such folder)": where the
 * path looks, for a message. */
void vp_describe(const var_path *p, char *out, size_t n);
/* "shipped" or "ARBITER_VARIANTS". */
const char *vp_origin(const var_folder *f);

#endif
