/* output: a command's -o FILE, replaced whole or not at all (output.c). */
#ifndef ARB_OUTPUT_H
#define ARB_OUTPUT_H

#include <limits.h>
#include <stdio.h>
#include <sys/types.h>

/* A file by device and inode (set: known). */
typedef struct file_id {
	int set;
	dev_t dev;
	ino_t ino;
} file_id;

typedef struct out_file {
	FILE *f;                    /* write here */
	const char *cmd, *path;     /* for messages */
	char target[PATH_MAX];      /* the file replaced (a link's target) */
	char tmp[PATH_MAX + 16];    /* the temporary file beside it */
	mode_t mode;
	long links;                 /* the replaced file's names (hard links) */
	int direct;                 /* written in place: a device, a FIFO, our own stdout */
	file_id target_id, tmp_id;  /* what a folder walk must not read (cli/walk.h) */
	int met_as_input;           /* a walk found it among the inputs: never kept */
} out_file;

/* The files of the rule set a run plays under, by index: 0 -V's own, then
 * each it extends, nearest first, then its board or start and the rule
 * sets it rotates to; NULL past the last (cli_rules_file for -V, the
 * library's arb_rules_file_at for its handle). */
typedef const char *out_rule_file(const void *rules, int i);

/* Opens path for writing, refusing a path that is one of the inputs
 * (inputs, or standard input when ninputs is 0 or an input is "-": its
 * records would be lost if the run stopped), any file of the rule set the
 * run plays under (rule_file(rules, i); rules NULL: none), or a folder;
 * prints the reason and returns -1 on failure. */
int out_open(out_file *o, const char *cmd, const char *path, char *const *inputs, int ninputs,
	     out_rule_file *rule_file, const void *rules);
/* Closes the output: with keep, the new content replaces the file once it
 * is out whole; without keep (the run failed), the file stays as it was.
 * Prints the reason and returns -1 when the write failed. */
int out_close(out_file *o, int keep);
/* A file-size limit (ulimit -f) makes a write fail (EFBIG, said as a write
 * error) instead of killing the program where it stands; main calls it. */
void out_no_size_signal(void);

#endif
