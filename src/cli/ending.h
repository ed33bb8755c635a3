/* ending: what a signal that ends the program undoes first, from one
 * handler: the temporary file of -o (cli/output.h) is removed, and the
 * process groups of match's engines (cli/engine.h) are killed; then the
 * program ends by that signal's own default, as if nothing had caught it.
 * A signal ignored when the program started (nohup, a background job)
 * stays ignored. The handler is in place while there is anything to undo. */
#ifndef ARB_ENDING_H
#define ARB_ENDING_H

#include <sys/types.h>

enum { ENDING_GROUPS = 4 };

/* The temporary file to remove (NULL: none any more). Called with every
 * signal blocked where the file is being made, so that none comes between
 * making it and naming it here. */
void ending_file(const char *tmp);
/* The process group of slot (0 to ENDING_GROUPS - 1) to kill: pgid, or 0
 * for none any more. */
void ending_group(int slot, pid_t pgid);

#endif
