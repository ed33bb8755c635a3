/* Engines as child processes: a shell command in a process group of its
 * own (so that a time-out ends whatever it started), its standard input and
 * output as pipes, lines read and written by a deadline. */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "cli/engine.h"

#include "cli/cli.h"

#include "cli/ending.h"

extern char **environ;

static double now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* Milliseconds left until the deadline, for poll. */
static int left(double deadline)
{
	double ms = (deadline - now()) * 1000;

	return ms <= 0 ? 0 : ms > 1e9 ? 1000000000 : (int)ms + 1;
}

int engine_start(engine *e)
{
	int in[2] = { -1, -1 }, out[2] = { -1, -1 }, err[2] = { -1, -1 }, rc = -1;
	/* "--": a command that starts with '-' is a command, not sh's option */
	char *argv[] = { "sh", "-c", "--", (char *)e->cmd, NULL };
	posix_spawn_file_actions_t fa;
	posix_spawnattr_t at;
	sigset_t def, all, old;

	e->pid = 0;
	e->nin = 0;
	e->status = 0;
	e->err = -1;
	e->nerr_tail = 0;
	e->err_open_line = 0;
	e->exited = 0;
	e->killed = 0;
	fflush(stderr); /* the engine's words go there too: what was said before comes first */
	if (pipe2(in, O_CLOEXEC) || pipe2(out, O_CLOEXEC) || pipe2(err, O_CLOEXEC))
		goto fail;
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_adddup2(&fa, in[0], 0);
	posix_spawn_file_actions_adddup2(&fa, out[1], 1);
	posix_spawn_file_actions_adddup2(&fa, err[1], 2);
	posix_spawnattr_init(&at);
	/* a group of its own, and SIGPIPE as a program expects it (the match
	 * ignores it, and an ignored signal stays ignored across exec) */
	sigemptyset(&def);
	sigaddset(&def, SIGPIPE);
	posix_spawnattr_setsigdefault(&at, &def);
	posix_spawnattr_setpgroup(&at, 0);
	/* no signal between the engine's start and its group named to be
	 * killed with the program; the engine starts with the mask as it was */
	sigfillset(&all);
	sigprocmask(SIG_BLOCK, &all, &old);
	posix_spawnattr_setsigmask(&at, &old);
	posix_spawnattr_setflags(&at, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF |
				      POSIX_SPAWN_SETSIGMASK);
	rc = posix_spawn(&e->pid, "/bin/sh", &fa, &at, argv, environ);
	if (!rc)
		ending_group(e->slot, e->pid);
	sigprocmask(SIG_SETMASK, &old, NULL);
	posix_spawn_file_actions_destroy(&fa);
	posix_spawnattr_destroy(&at);
	if (rc) {
		errno = rc;
		e->pid = 0;
		rc = -1;
		goto fail;
	}
	close(in[0]);
	close(out[1]);
	close(err[1]);
	e->to = in[1];
	e->from = out[0];
	e->err = err[0];
	fcntl(e->to, F_SETFL, O_NONBLOCK);
	fcntl(e->from, F_SETFL, O_NONBLOCK);
	fcntl(e->err, F_SETFL, O_NONBLOCK);
	return 0;
fail:
	for (int i = 0; i < 2; i++) {
		if (in[i] >= 0)
			close(in[i]);
		if (out[i] >= 0)
			close(out[i]);
		if (err[i] >= 0)
			close(err[i]);
	}
	return -1;
}

/* What the engine wrote to its standard error and is there to read, shown
 * on the program's, escaped as text for people is (lines and tabs kept);
 * at its end (or with end set, the engine gone), the line it left open is
 * ended. Past ENGINE_ERR_SHOWN bytes a game the rest is read and dropped,
 * said once. It reads a flood in bites, so that the deadline is looked at
 * between them (and one that never ends, from a process that left the
 * engine's group, is given up on at the engine's end). */
/* Past ENGINE_ERR_SHOWN bytes: said once (err_shown one past it then). */
static void err_cut(engine *e)
{
	if (e->err_shown > ENGINE_ERR_SHOWN)
		return;
	if (e->err_open_line)
		fputc('\n', stderr);
	cli_say(stderr, "arbiter: match: engine %d (%s) wrote more than %d MiB to its standard "
		"error in this game: the rest is not shown\n", e->slot + 1, e->cmd,
		ENGINE_ERR_SHOWN >> 20);
	e->err_shown = ENGINE_ERR_SHOWN + 1;
	e->err_open_line = 0;
	e->nerr_tail = 0;
}

static void show_err(engine *e, int end)
{
	char got[4096 + sizeof e->err_tail];
	ssize_t n;
	int bites = end ? 256 : 16;

	while (e->err >= 0) {
		if (bites-- == 0) {
			if (!end)
				break;
			n = 0; /* what is still coming is dropped: its end */
		} else {
			memcpy(got, e->err_tail, e->nerr_tail);
			n = read(e->err, got + e->nerr_tail, sizeof got - sizeof e->err_tail);
			if (n < 0 && errno == EINTR)
				continue;
		}
		if (n > 0 && e->err_shown >= ENGINE_ERR_SHOWN) {
			err_cut(e); /* dropped: said when it begins */
			continue;
		}
		if (n > 0) {
			size_t all = e->nerr_tail + (size_t)n, took;
			size_t room = ENGINE_ERR_SHOWN - e->err_shown;
			int cut = all > room;
			took = cli_shown_lines(stderr, got, cut ? room : all, !cut);
			e->err_shown += took;
			e->nerr_tail = all - took < sizeof e->err_tail ? all - took : 0;
			memcpy(e->err_tail, got + took, e->nerr_tail);
			if (took)
				e->err_open_line = got[took - 1] != '\n';
			if (cut)
				err_cut(e);
			continue;
		}
		if (n < 0 && errno == EAGAIN && !end)
			break;
		/* its end (or what is left once it is gone): a character cut
		 * short is shown as its bytes, and its last line ended */
		if (e->nerr_tail) {
			cli_shown_lines(stderr, e->err_tail, e->nerr_tail, 0);
			e->err_open_line = 1;
		}
		e->nerr_tail = 0;
		if (e->err_open_line)
			fputc('\n', stderr);
		e->err_open_line = 0;
		close(e->err);
		e->err = -1;
		break;
	}
	fflush(stderr);
}

void engine_new_game(engine *e)
{
	e->err_shown = 0;
}

/* Has the engine's own process ended? Waited for once, its status kept. */
static int gone(engine *e)
{
	if (!e->exited && waitpid(e->pid, &e->status, WNOHANG) == e->pid)
		e->exited = 1;
	return e->exited;
}

/* poll() on fd for events and on the engine's standard error, whose words
 * are shown as they come (an engine blocked writing there would not read
 * or answer): the count of fd's events; 0 at the deadline; -1 the engine's
 * own process ended (what it started may hold the pipe open: its end is
 * looked for at least every 100 ms). */
static int wait_for(engine *e, int fd, short events, double deadline)
{
	for (;;) {
		struct pollfd pf[2] = { { .fd = fd, .events = events },
					{ .fd = e->err, .events = POLLIN } };
		int ms = left(deadline);
		int n = poll(pf, e->err >= 0 ? 2 : 1, ms < 100 ? ms : 100);
		if (n < 0)
			return errno == EINTR ? 1 : 0;
		if (n > 0 && e->err >= 0 && pf[1].revents)
			show_err(e, 0);
		if (n > 0 && pf[0].revents)
			return 1;
		if (gone(e))
			return -1;
		if (!left(deadline)) /* (a flood on standard error keeps poll busy) */
			return 0;
	}
}

/* Writes n bytes by the deadline: 0, -1 it reads no more, -2 time out. */
static int put(engine *e, const char *p, size_t n, double deadline)
{
	while (n) {
		ssize_t w = write(e->to, p, n);
		if (w > 0) {
			p += w;
			n -= (size_t)w;
			continue;
		}
		if (w < 0 && errno != EAGAIN && errno != EINTR)
			return -1;
		if ((w = wait_for(e, e->to, POLLOUT, deadline)) <= 0)
			return w < 0 ? -1 : -2;
	}
	return 0;
}

double engine_deadline(double seconds)
{
	return now() + seconds;
}

int engine_send(engine *e, const char *line, double deadline)
{
	int rc;

	if (!e->pid)
		return -1;
	if ((rc = put(e, line, strlen(line), deadline)))
		return rc;
	return put(e, "\n", 1, deadline);
}

int engine_read(engine *e, char *line, size_t n, double deadline)
{
	int last = 0; /* its process ended: what it wrote before is read, then -1 */

	if (!e->pid)
		return -1;
	for (;;) {
		char *nl = memchr(e->in, '\n', e->nin);
		ssize_t got;
		if (nl) {
			size_t len = (size_t)(nl - e->in), keep = len;
			if (keep && e->in[keep - 1] == '\r')
				keep--;
			/* a NUL would end the line early: "d6\0junk" read as d6 */
			int binary = memchr(e->in, '\0', keep) != NULL;
			if (keep >= n)
				return -3;
			memcpy(line, e->in, keep);
			line[keep] = '\0';
			memmove(e->in, nl + 1, e->nin - len - 1);
			e->nin -= len + 1;
			return binary ? -4 : 0;
		}
		if (e->nin == sizeof e->in)
			return -3;
		got = read(e->from, e->in + e->nin, sizeof e->in - e->nin);
		if (got > 0) {
			e->nin += (size_t)got;
			continue;
		}
		if (got == 0 || (errno != EAGAIN && errno != EINTR) || last)
			return -1;
		switch (wait_for(e, e->from, POLLIN, deadline)) {
		case 0: return -2;
		case -1: last = 1; break;
		}
	}
}

void engine_stop(engine *e, int kill_now)
{
	double deadline = now() + 1;

	if (!e->pid)
		return;
	close(e->to);
	close(e->from);
	while (!kill_now && !gone(e) && now() < deadline) {
		show_err(e, 0);
		usleep(10000);
	}
	kill(-e->pid, SIGKILL); /* what it left behind in its group, or it */
	e->killed = 0;
	if (!e->exited && waitpid(e->pid, &e->status, 0) == e->pid)
		e->killed = !WIFEXITED(e->status); /* (it may have ended as it was killed) */
	ending_group(e->slot, 0);
	e->pid = 0;
	e->exited = 0;
	show_err(e, 1);
}

const char *engine_end(const engine *e, char *out, size_t n)
{
	/* the shell's own statuses for a program it could not run (its words
	 * on why came on standard error, and are not in the record) */
	if (WIFEXITED(e->status) && (WEXITSTATUS(e->status) == 126 || WEXITSTATUS(e->status) == 127))
		snprintf(out, n, "exited with status %d (the shell's: a program %s)",
			 WEXITSTATUS(e->status),
			 WEXITSTATUS(e->status) == 127 ? "not found" : "that cannot be run");
	else if (WIFEXITED(e->status))
		snprintf(out, n, "exited with status %d", WEXITSTATUS(e->status));
	else if (WIFSIGNALED(e->status))
		snprintf(out, n, "was killed by signal %d", WTERMSIG(e->status));
	else
		snprintf(out, n, "ended");
	return out;
}

/* Is path (as written, or on PATH when find and it has no '/') the file st? */
static int same_file(const char *path, const struct stat *st, int find)
{
	struct stat got;
	const char *dirs = getenv("PATH");
	char full[PATH_MAX];

	if (!*path)
		return 0;
	if (!find || strchr(path, '/'))
		return stat(path, &got) == 0 && got.st_dev == st->st_dev && got.st_ino == st->st_ino;
	while (dirs && *dirs) {
		size_t n = strcspn(dirs, ":");
		if ((size_t)snprintf(full, sizeof full, "%.*s/%s", (int)n, n ? dirs : ".", path) <
			    sizeof full &&
		    same_file(full, st, 0))
			return 1;
		dirs += n + (dirs[n] == ':');
	}
	return 0;
}

/* The next word of a shell command from *p, its quotes taken off, into
 * word (cut to fit): 1, or 0 at the end. Only what names a file matters
 * here, so the shell's finer grammar (expansions) is not followed. */
static int next_word(const char **p, char *word, size_t size)
{
	const char *s = *p;
	size_t n = 0;
	char quote = 0;

	while (*s == ' ' || *s == '\t' || *s == '\n' || *s == ';' || *s == '|' || *s == '&')
		s++;
	if (!*s)
		return 0;
	for (; *s && (quote || !strchr(" \t\n;|&", *s)); s++) {
		if (!quote && (*s == '\'' || *s == '"')) {
			quote = *s;
			continue;
		}
		if (quote && *s == quote) {
			quote = 0;
			continue;
		}
		if (*s == '\\' && quote != '\'' && s[1])
			s++;
		if (n + 1 < size)
			word[n++] = *s;
	}
	word[n] = '\0';
	*p = s;
	return 1;
}

int engine_names_file(const engine *e, const struct stat *st)
{
	const char *p = e->cmd;
	char word[PATH_MAX];

	for (int first = 1; next_word(&p, word, sizeof word);) {
		/* --book=FILE, <FILE, 2>FILE: the file after the sign too */
		const char *after = word + strcspn(word, "=<>");
		size_t name = strspn(word, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_"
					   "0123456789");
		after += strspn(after, "=<>");
		if (same_file(word, st, first) || (after != word && same_file(after, st, 0)))
			return 1;
		/* the program is the first word after NAME=value settings */
		first = first && name && word[name] == '=';
	}
	return 0;
}
