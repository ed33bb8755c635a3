/* -o FILE: written whole or not at all, the way cp and sed -i leave files.
 * A regular file (or the file a symbolic link points to) is written to a
 * temporary file beside it and renamed over it only once every byte is out
 * and the run had no error; a new file gets 0666 less the umask, a replaced
 * one keeps its mode, and its owner and group where the program may give
 * them (as root). A device, a FIFO, or the file our own standard output or
 * error already writes (-o /dev/stdout, maybe opened to append) is written
 * in place, never truncated: there is nothing to rename over. The output is
 * never an input: not a named file, not standard input, and (cli/walk.h)
 * not a file found in a folder read. */
#include "cli/output.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli/ending.h"
#include "cli/cli.h"
#include "cli/fifo.h"
#include "core/varpath.h"

void out_no_size_signal(void)
{
	signal(SIGXFSZ, SIG_IGN);
}

static int fail(const char *cmd, const char *path, const char *why)
{
	cli_say(stderr, "arbiter: %s: cannot write %s: %s\n", cmd, path, why);
	return -1;
}

/* Is the output one of the inputs? Standard input is one when nothing is
 * named or "-" is. */
static int is_input(const struct stat *st, char *const *inputs, int ninputs)
{
	struct stat in;
	int stdin_read = ninputs == 0;

	for (int i = 0; i < ninputs; i++) {
		if (!strcmp(inputs[i], "-"))
			stdin_read = 1;
		else if (stat(inputs[i], &in) == 0 && in.st_dev == st->st_dev && in.st_ino == st->st_ino)
			return 1;
	}
	return stdin_read && fstat(STDIN_FILENO, &in) == 0 && in.st_dev == st->st_dev &&
	       in.st_ino == st->st_ino;
}

/* Written in place, from its end or its start as it was opened, never
 * truncated: a device or FIFO, or what standard output or error writes. */
static int open_direct(out_file *o, const struct stat *st)
{
	struct stat fd_st;
	int fd = -1;

	for (int std = STDOUT_FILENO; std <= STDERR_FILENO && fd < 0; std++)
		if (fstat(std, &fd_st) == 0 && fd_st.st_dev == st->st_dev && fd_st.st_ino == st->st_ino)
			fd = dup(std); /* its offset, and O_APPEND, as the shell opened it */
	if (fd < 0 && S_ISREG(st->st_mode))
		return 1; /* a file of its own: replaced whole */
	if (fd < 0 && (fd = S_ISFIFO(st->st_mode) ? fifo_open_write(o->path) :
		       open(o->path, O_WRONLY | O_NOCTTY | O_CLOEXEC)) < 0)
		return fail(o->cmd, o->path, strerror(errno));
	if (!(o->f = fdopen(fd, "w"))) {
		close(fd);
		return fail(o->cmd, o->path, strerror(errno));
	}
	o->direct = 1;
	return 0;
}

/* What replacing the file changes beyond its content is kept, or said:
 * its owner and group (kept as root), the other names of a hard-linked file
 * (said once it is replaced). */
static void keep_owner(out_file *o, int fd, const struct stat *st)
{
	if ((st->st_uid != geteuid() || st->st_gid != getegid()) && fchown(fd, st->st_uid, st->st_gid))
		cli_say(stderr, "arbiter: %s: warning: %s will belong to you, not to its owner "
			"(uid %ld, gid %ld): %s\n", o->cmd, o->path, (long)st->st_uid,
			(long)st->st_gid, strerror(errno));
	o->links = (long)st->st_nlink;
}

/* The temporary file beside the target: 0, or -1 said. */
static int open_temporary(out_file *o, const struct stat *st, int exists)
{
	struct stat tmp_st;
	sigset_t all, old;
	int fd, e;
	mode_t mask = umask(0);

	umask(mask);
	o->mode = exists ? st->st_mode & 07777 : 0666 & ~mask;
	if ((size_t)snprintf(o->tmp, sizeof o->tmp, "%s.XXXXXX", o->target) >= sizeof o->tmp)
		return fail(o->cmd, o->path, "the name is too long");
	/* no signal between making the file and knowing its name */
	sigfillset(&all);
	sigprocmask(SIG_BLOCK, &all, &old);
	fd = mkostemp(o->tmp, O_CLOEXEC); /* no program the command starts (an engine) holds it */
	if (fd >= 0)
		ending_file(o->tmp);
	e = errno;
	sigprocmask(SIG_SETMASK, &old, NULL);
	if (fd < 0)
		return fail(o->cmd, o->path, strerror(e));
	if (fchmod(fd, o->mode) != 0 || fstat(fd, &tmp_st) != 0 || !(o->f = fdopen(fd, "w"))) {
		e = errno;
		close(fd);
		unlink(o->tmp);
		ending_file(NULL);
		return fail(o->cmd, o->path, strerror(e));
	}
	o->tmp_id = (file_id){ 1, tmp_st.st_dev, tmp_st.st_ino };
	if (exists)
		keep_owner(o, fd, st);
	return 0;
}

/* Is st one of the files of the rule set (its own, one it extends, its
 * board or start, a rule set of its rotation)? Said at the first. */
static int is_rule_file(const out_file *o, const struct stat *st, out_rule_file *rule_file,
			const void *rules)
{
	struct stat rst;
	const char *f;

	for (int i = 0; rules && (f = rule_file(rules, i)); i++)
		if (stat(f, &rst) == 0 && rst.st_dev == st->st_dev && rst.st_ino == st->st_ino) {
			cli_say(stderr, "arbiter: %s: -o %s is a file of the rule set the run plays "
				"under (-V): write to another file\n", o->cmd, o->path);
			return 1;
		}
	return 0;
}

/* Whether folder dir, or one it is in, is one hit answers 1 for: up
 * through "/..", the folder above however it was reached, to the root,
 * whose ".." is itself. */
static int folder_or_above(const char *dir, int (*hit)(const struct stat *st, void *arg),
			   void *arg)
{
	char up[PATH_MAX];
	struct stat st, below = { 0 };

	snprintf(up, sizeof up, "%s", dir);
	while (stat(up, &st) == 0 && (st.st_dev != below.st_dev || st.st_ino != below.st_ino)) {
		if (hit(&st, arg))
			return 1;
		if (strlen(up) + 4 >= sizeof up)
			break;
		below = st;
		strcat(up, "/..");
	}
	return 0;
}

/* The folder path's last name is in ("." for none). */
static void folder_of(char *dir, size_t n, const char *path)
{
	const char *slash = strrchr(path, '/');

	if (!slash)
		snprintf(dir, n, ".");
	else
		snprintf(dir, n, "%.*s", (int)(slash == path ? 1 : slash - path), path);
}

/* hit for folder_or_above: a folder of the search path (*at set to it). */
static int rule_folder(const struct stat *st, void *arg)
{
	const var_path *p = ((void **)arg)[0];
	size_t *at = ((void **)arg)[1];

	for (*at = 0; *at < p->ndirs; ++*at)
		if (p->dirs[*at].exists && p->dirs[*at].dev == st->st_dev &&
		    p->dirs[*at].ino == st->st_ino)
			return 1;
	return 0;
}

/* Is o->target a .yaml file in a folder rule sets are read from
 * (core/varpath.h: ARBITER_VARIANTS, the shipped one), or below one? A
 * record written there replaces or shadows a rule set or board the next
 * run reads, whichever rule set this run's records name (the search path
 * reads no other file: a record file there, in a working folder that is
 * also ARBITER_VARIANTS, is left alone). Said. */
static int in_rule_folder(const out_file *o)
{
	char dir[PATH_MAX];
	size_t n = strlen(o->target), at;
	var_path p;
	int found;

	if (n < 5 || strcmp(o->target + n - 5, ".yaml") || vp_init(&p))
		return 0;
	folder_of(dir, sizeof dir, o->target);
	if ((found = folder_or_above(dir, rule_folder, (void *[]){ &p, &at })))
		cli_say(stderr, "arbiter: %s: -o %s is in %s, a folder rule sets are read from "
			"(%s): the next run would read it as one; write elsewhere\n", o->cmd, o->path,
			p.dirs[at].path, vp_origin(&p.dirs[at]));
	vp_free(&p);
	return found;
}

/* hit for folder_or_above: a folder named as an input. */
static int input_folder(const struct stat *st, void *arg)
{
	char *const *inputs = ((void **)arg)[0];
	int n = *(int *)((void **)arg)[1];
	struct stat in;

	for (int i = 0; i < n; i++)
		if (strcmp(inputs[i], "-") && stat(inputs[i], &in) == 0 && S_ISDIR(in.st_mode) &&
		    in.st_dev == st->st_dev && in.st_ino == st->st_ino)
			return 1;
	return 0;
}

/* Does the way to path go through a symbolic link that stands in a folder
 * being read (a received archive's, which may lead anywhere: a planted
 * converted.pgn -> ~/.bashrc, or out -> /etc)? Said. The walk reads no
 * such link that leads out of the folder; nor is one written through. */
static int through_input_link(const out_file *o, char *const *inputs, int ninputs)
{
	char way[PATH_MAX], dir[PATH_MAX];
	struct stat l;
	size_t n = strlen(o->path);

	if (n >= sizeof way)
		return 0;
	for (size_t end = 1; end <= n; end++) {
		if (end < n && o->path[end] != '/')
			continue;
		snprintf(way, sizeof way, "%.*s", (int)end, o->path);
		if (lstat(way, &l) != 0)
			break;
		folder_of(dir, sizeof dir, way);
		if (S_ISLNK(l.st_mode) &&
		    folder_or_above(dir, input_folder, (void *[]){ (void *)inputs, &ninputs })) {
			cli_say(stderr, "arbiter: %s: -o %s goes through %s, a link in a folder being "
				"read: a received folder's link may lead anywhere; write elsewhere\n",
				o->cmd, o->path, way);
			return 1;
		}
	}
	return 0;
}

int out_open(out_file *o, const char *cmd, const char *path, char *const *inputs, int ninputs,
	     out_rule_file *rule_file, const void *rules)
{
	struct stat st;
	int exists, loop, r;

	memset(o, 0, sizeof *o);
	o->cmd = cmd;
	o->path = path;
	exists = stat(path, &st) == 0; /* through a link, to what it points at */
	loop = !exists && errno == ELOOP;
	if (exists && S_ISDIR(st.st_mode))
		return fail(cmd, path, "it is a folder");
	if (exists && is_input(&st, inputs, ninputs)) {
		cli_say(stderr, "arbiter: %s: -o %s is also an input: write to another file "
			"and move it over (records that are not written would be lost)\n", cmd, path);
		return -1;
	}
	if ((exists && is_rule_file(o, &st, rule_file, rules)) ||
	    through_input_link(o, inputs, ninputs))
		return -1;
	if (exists) {
		o->target_id = (file_id){ 1, st.st_dev, st.st_ino };
		if ((r = open_direct(o, &st)) <= 0)
			return r;
	}
	/* a link: the file it points to is the one replaced, the link stays */
	if (exists && !realpath(path, o->target))
		return fail(cmd, path, strerror(errno));
	if (!exists) {
		struct stat l;
		if (lstat(path, &l) == 0 && S_ISLNK(l.st_mode))
			return fail(cmd, path, loop ? "it is a link in a loop of links" :
					       "it is a link to nothing");
		snprintf(o->target, sizeof o->target, "%s", path);
	}
	if (in_rule_folder(o))
		return -1;
	return open_temporary(o, &st, exists);
}

int out_close(out_file *o, int keep)
{
	int failed = ferror(o->f) != 0, e = 0;

	keep &= !o->met_as_input; /* said by the walk that found it */
	if (fflush(o->f) != 0 || (!o->direct && fsync(fileno(o->f)) != 0))
		failed = 1, e = errno;
	if (fclose(o->f) != 0 && !failed)
		failed = 1, e = errno;
	o->f = NULL;
	if (o->direct)
		return failed ? fail(o->cmd, o->path, e ? strerror(e) : "write error") : 0;
	if (!failed && keep && rename(o->tmp, o->target) != 0)
		failed = 1, e = errno;
	else if (!failed && keep && o->links > 1)
		cli_say(stderr, "arbiter: %s: note: %s had %ld names (hard links): a new file "
			"replaces it under this name; its other names keep the old content\n",
			o->cmd, o->path, o->links);
	if (failed || !keep)
		unlink(o->tmp);
	ending_file(NULL);
	if (failed)
		return fail(o->cmd, o->path, e ? strerror(e) : "write error");
	return 0;
}
