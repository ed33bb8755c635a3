/* -o FILE: written whole or not at all, the way cp and sed -i leave files.
 * A regular file (or the file a symbolic link points to) is written to a
 * temporary file beside it and renamed over it only once every byte is out
 * and the run had no error; a new file gets 0666 less the umask, a replaced
 * one keeps its mode. A device or FIFO is written to directly: there is
 * nothing to rename over. */
#include "cli/output.h"

#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* The temporary file a signal must not leave behind. A signal handler can
 * reach nothing else: this is the one piece of state outside a struct. */
static char pending[PATH_MAX + 16];
static volatile sig_atomic_t have_pending;

static void on_signal(int sig)
{
	if (have_pending)
		unlink(pending);
	signal(sig, SIG_DFL);
	raise(sig);
}

static void watch(const char *tmp, int on)
{
	static const int sigs[] = { SIGINT, SIGTERM, SIGHUP, SIGPIPE };

	have_pending = 0;
	if (on) {
		snprintf(pending, sizeof pending, "%s", tmp);
		have_pending = 1;
	}
	for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++)
		signal(sigs[i], on ? on_signal : SIG_DFL);
}

static int fail(const char *cmd, const char *path, const char *why)
{
	fprintf(stderr, "arbiter: %s: cannot write %s: %s\n", cmd, path, why);
	return -1;
}

int out_open(out_file *o, const char *cmd, const char *path, char *const *inputs, int ninputs)
{
	struct stat st, in;
	mode_t mask;
	int fd, exists, e;

	memset(o, 0, sizeof *o);
	o->cmd = cmd;
	o->path = path;
	exists = stat(path, &st) == 0; /* through a link, to what it points at */
	if (exists && S_ISDIR(st.st_mode))
		return fail(cmd, path, "it is a folder");
	for (int i = 0; exists && i < ninputs; i++)
		if (strcmp(inputs[i], "-") && stat(inputs[i], &in) == 0 && in.st_dev == st.st_dev &&
		    in.st_ino == st.st_ino) {
			fprintf(stderr, "arbiter: %s: -o %s is also an input: write to another file "
				"and move it over (records that are not written would be lost)\n",
				cmd, path);
			return -1;
		}
	if (exists && !S_ISREG(st.st_mode)) { /* a device or FIFO: write to it */
		if (!(o->f = fopen(path, "w")))
			return fail(cmd, path, strerror(errno));
		o->direct = 1;
		return 0;
	}
	/* a link: the file it points to is the one replaced, the link stays */
	if (exists && !realpath(path, o->target))
		return fail(cmd, path, strerror(errno));
	if (!exists) {
		struct stat l;
		if (lstat(path, &l) == 0 && S_ISLNK(l.st_mode))
			return fail(cmd, path, "it is a link to nothing");
		snprintf(o->target, sizeof o->target, "%s", path);
	}
	mask = umask(0);
	umask(mask);
	o->mode = exists ? st.st_mode & 07777 : 0666 & ~mask;
	if ((size_t)snprintf(o->tmp, sizeof o->tmp, "%s.XXXXXX", o->target) >= sizeof o->tmp)
		return fail(cmd, path, "the name is too long");
	{
		/* no signal between making the file and knowing its name */
		sigset_t all, old;
		sigfillset(&all);
		sigprocmask(SIG_BLOCK, &all, &old);
		fd = mkstemp(o->tmp);
		if (fd >= 0)
			watch(o->tmp, 1);
		e = errno;
		sigprocmask(SIG_SETMASK, &old, NULL);
		if (fd < 0)
			return fail(cmd, path, strerror(e));
	}
	if (fchmod(fd, o->mode) != 0 || !(o->f = fdopen(fd, "w"))) {
		e = errno;
		close(fd);
		unlink(o->tmp);
		watch(NULL, 0);
		return fail(cmd, path, strerror(e));
	}
	return 0;
}

int out_close(out_file *o, int keep)
{
	int failed = ferror(o->f) != 0, e = 0;

	if (fflush(o->f) != 0 || (!o->direct && fsync(fileno(o->f)) != 0))
		failed = 1, e = errno;
	if (fclose(o->f) != 0 && !failed)
		failed = 1, e = errno;
	o->f = NULL;
	if (o->direct)
		return failed ? fail(o->cmd, o->path, e ? strerror(e) : "write error") : 0;
	if (!failed && keep && rename(o->tmp, o->target) != 0)
		failed = 1, e = errno;
	if (failed || !keep)
		unlink(o->tmp);
	watch(NULL, 0);
	if (failed)
		return fail(o->cmd, o->path, e ? strerror(e) : "write error");
	return 0;
}
