#include "cli/streams.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#if defined(__linux__)
#include <linux/kcmp.h>
#include <sys/syscall.h>
#endif

#include "base/plain.h"

/* One standard stream: its descriptor, whether it is text, the end of a
 * UTF-8 sequence the last write cut (the next one completes it, joined to
 * it in `in`), and the buffer the escaped text is made in, reused. */
typedef struct stream {
	int fd, text;
	char carry[4];
	size_t ncarry;
	buf in, out;
} stream;

/* The process's two streams and the hook: set once, before any command.
 * one_file: both streams go to one file or pipe (2>&1), where each message
 * must follow what standard output said before it. */
static stream out_s = { .fd = STDOUT_FILENO }, err_s = { .fd = STDERR_FILENO, .text = 1 };
static void (*hook)(void);
static int one_file;
static int out_errno; /* why a write of standard output failed last, or 0 */

/* Both streams to one place that keeps them in the order written (one open
 * file, pipe or socket: `2>&1`), in a command whose output is read once it
 * is done (streams_gather): a message goes into standard output's own
 * buffer, after what it holds, and both are written together when that
 * buffer is (64 kB at a time), flushed, or closed. Written as each message
 * came, a file of wrong claims paid a write a record, and a write of what
 * standard output held before it: twice the time of its valid twin's
 * (issue 26); held apart from standard output's buffer, which each message
 * flushed into it, 700 instructions a message. */
static int can_gather, gathering;
static int out_closed; /* standard output is closed: messages go out as they come */

static int write_all(int fd, const char *p, size_t n)
{
	while (n) {
		ssize_t k = write(fd, p, n);
		if (k < 0 && errno == EINTR)
			continue;
		if (k <= 0)
			return -1;
		p += k;
		n -= (size_t)k;
	}
	return 0;
}

/* p[0, n) of s, out: to its descriptor, or, while gathering, a message
 * into standard output's buffer (escaped here where standard output is no
 * text: JSON). */
static int emit(stream *s, const char *p, size_t n)
{
	if (gathering && s == &err_s)
		return fwrite(p, 1, n, stdout) == n ? 0 : -1;
	return write_all(s->fd, p, n);
}

/* Escapes carry + p[0, n), keeping a cut sequence back unless last. */
static int put(stream *s, const char *p, size_t n, int last)
{
	size_t took;

	/* plain already, nearly always: written as it is, with no copy */
	if (!s->ncarry && plain_run(p, n, PLAIN_KEEP_LINES) == n)
		return emit(s, p, n);
	buf_clear(&s->out);
	if (s->ncarry) { /* joined to the sequence the last write cut */
		buf_clear(&s->in);
		buf_add(&s->in, s->carry, s->ncarry);
		buf_add(&s->in, p, n);
		if (s->in.failed)
			return -1;
		p = s->in.p;
		n = s->in.len;
	}
	took = plain_add(&s->out, n ? p : "", n, PLAIN_KEEP_LINES, !last);
	s->ncarry = n - took; /* at most 3 bytes: a sequence cut short */
	memcpy(s->carry, p + took, s->ncarry);
	return s->out.failed ? -1 : emit(s, s->out.p, s->out.len);
}

static ssize_t to_fd(void *cookie, const char *p, size_t n)
{
	stream *s = cookie;

	if (hook)
		hook();
	/* what was said on standard error before these bytes comes first, as
	 * when it went out at once: both may be one file (2>&1); there, what
	 * standard output holds goes before a message (standard error is then
	 * written as it is made), or the message after it, in its buffer */
	if (s == &out_s)
		fflush(stderr);
	else if (one_file && !out_closed && !gathering)
		fflush(stdout);
	else if (gathering && out_s.text) /* escaped there, with what goes before it */
		return emit(s, p, n) ? -1 : (ssize_t)n;
	if (s->text ? put(s, p, n, 0) : emit(s, p, n)) {
		if (s == &out_s)
			out_errno = errno;
		return -1;
	}
	return (ssize_t)n;
}

static int closed(void *cookie)
{
	stream *s = cookie;
	int r = s->ncarry ? put(s, "", 0, 1) : 0;

	if (s == &out_s) { /* messages after it go out as they come */
		gathering = 0;
		out_closed = 1;
	}
	buf_free(&s->in);
	buf_free(&s->out);
	return r;
}

/* Standard error's buffer, when it has one (stdio would make it 8 kB),
 * and standard output's in a command read once it is done (streams_gather). */
static char err_buf[1 << 16], out_buf[1 << 16];

/* space NULL: stdio's own, of 8 kB whatever size says; standard output's
 * writes (what 2>&1 interleaves) have always come in these */
static FILE *through(stream *s, char *space, int mode, size_t size)
{
	cookie_io_functions_t io = { .write = to_fd, .close = closed };
	FILE *f = fopencookie(s, "w", io);

	if (f)
		setvbuf(f, space, mode, size);
	return f;
}

/* Do standard output and error write one file at one offset: one open
 * file (2>&1), or two that both append? Then writing one's bytes through
 * the other's descriptor leaves the file as it was. (A file opened twice,
 * > f 2> f, is written at two offsets, each over the other's bytes.) */
static int same_offset(void)
{
	int a = fcntl(STDOUT_FILENO, F_GETFL), b = fcntl(STDERR_FILENO, F_GETFL);

#if defined(__linux__) && defined(SYS_kcmp)
	pid_t me = getpid();
	long same = syscall(SYS_kcmp, me, me, KCMP_FILE, STDOUT_FILENO, STDERR_FILENO);
	if (same >= 0)
		return same == 0;
#endif
	return a >= 0 && b >= 0 && (a & O_APPEND) && (b & O_APPEND);
}

/* Do standard output and error go to one file, pipe or socket (2>&1)?
 * Not a device: /dev/null keeps no order, and a terminal is written as
 * each message is made anyway. */
static int same_file(void)
{
	struct stat a, b;

	if (fstat(STDOUT_FILENO, &a) || fstat(STDERR_FILENO, &b) || a.st_dev != b.st_dev ||
	    a.st_ino != b.st_ino || !(S_ISREG(a.st_mode) || S_ISFIFO(a.st_mode) || S_ISSOCK(a.st_mode)))
		return 0;
	can_gather = S_ISFIFO(a.st_mode) || S_ISSOCK(a.st_mode) || same_offset();
	return 1;
}

void streams_init(void (*before_write)(void))
{
	FILE *out, *err;

	hook = before_write;
	one_file = same_file();
	/* A terminal sees each message as it is made, and so does a file that
	 * standard output goes to as well, after what standard output holds.
	 * Elsewhere messages are kept until standard output is written, 64 kB
	 * gather, or the end: a write a message cost a file of wrong claims
	 * as much again as refereeing it. */
	if (!(err = isatty(STDERR_FILENO) || one_file
		    ? through(&err_s, NULL, _IONBF, 0)
		    : through(&err_s, err_buf, _IOFBF, sizeof err_buf)))
		return;
	if (!(out = through(&out_s, NULL, isatty(STDOUT_FILENO) ? _IOLBF : _IOFBF, BUFSIZ))) {
		fclose(err);
		return;
	}
	stderr = err;
	stdout = out;
}

int streams_out_error(void)
{
	return out_errno;
}

void streams_text(void)
{
	out_s.text = 1;
}

void streams_gather(void)
{
	const char *knob = getenv("ARBITER_GATHER"); /* for tests: 0 writes each as it comes */

	gathering = can_gather && !(knob && !strcmp(knob, "0"));
	/* Standard output is written 64 kB at a time, not 8, where no one
	 * watches it (not a terminal) and its bytes do not hang on when it is
	 * written: a file of its own, or one that the messages go into too. A
	 * file of wrong records writes more than its size in messages (and
	 * standard error is written each time standard output is): the 85 MB
	 * of one took the kernel 52 ms written 8 kB at a time, 22 ms 64 kB at
	 * a time. (One file opened twice, > f 2> f, is written at two offsets,
	 * each over the other's bytes: there 8 kB stays.) Nothing is written
	 * yet. */
	if ((gathering || !one_file) && !isatty(STDOUT_FILENO) && fflush(stdout) == 0)
		setvbuf(stdout, out_buf, _IOFBF, sizeof out_buf);
}
