/* walk: the files a command's inputs name, folders read through. A folder
 * sent by someone else must not lead the walk elsewhere: the walk stays in
 * the named folder (a link is followed to a file inside it; a link to a
 * folder, or out of it, is skipped with a note, unless --follow-links), it
 * never reads a folder or a file twice (so links in a circle end), and what
 * cannot be read in a folder (a link to nothing, a file that does not open,
 * a folder closed or nested too deep) is handed on as unreadable, never
 * passed over; a hidden name, a FIFO, a
 * device or a socket is skipped with a note, never opened. The output file
 * of -o is never an input: met in a folder, the run stops with an error;
 * its temporary file is passed over. Nor is a file standard output or
 * error writes (>> a.pgn): it would grow as it is read; it is handed on as
 * unreadable. */
#ifndef ARB_WALK_H
#define ARB_WALK_H

#include <stdio.h>
#include <sys/stat.h>

#include "cli/output.h"

/* How a command reads folders: its --follow-links, its -o (NULL: none),
 * which the walk marks met_as_input when it finds it; and, where it is not
 * NULL, whether a note of what is skipped is said here (validate --part:
 * by the one part the walk stands in, so the parts say each note once). */
typedef struct cli_walk {
	int follow_links;
	out_file *out;
	int (*note_here)(void *arg);
	void *note_arg;
} cli_walk;

/* One input: path ("-" for standard input), its status (NULL for standard
 * input or when it cannot be read), and why it cannot be read (NULL when it
 * can, or is not known to fail yet: a named file is opened by the visitor).
 * fd: a file found in a folder, open for reading from its start, the one
 * the walk looked at (a name swapped for another file, a link or a FIFO
 * while the folder is read is never opened in its place): the visitor
 * reads it there and closes it; -1 for a named input, which the visitor
 * opens itself. Returns 0, or nonzero to stop the walk. */
typedef int (*walk_fn)(const char *path, const struct stat *st, const char *unreadable, int fd,
		       void *arg);

/* Every input in order; notes (what is skipped, and why) go to err (NULL:
 * none). The
 * result: 0, or 2 when some folder could not be read or the output was
 * found among the inputs; -1 when the visitor stopped the walk. */
int walk_inputs(int nfiles, char **files, const cli_walk *w, FILE *err, walk_fn fn, void *arg);
/* For a command that opens its inputs itself (summarize): where the file
 * open at fd is one standard output or error writes to (summarize v.json
 * >> v.json), what to say of it, as the walk says it; else NULL. */
const char *walk_written(int fd);

/* The --follow-links line of a command's --help. */
#define WALK_HELP \
	"      --follow-links    in a folder, read what links point to wherever it\n" \
	"                        is (each folder and file once); without it a link\n" \
	"                        is read only to a file inside the folder\n"

#endif
