#include "cli/streams.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

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

/* Escapes carry + p[0, n), keeping a cut sequence back unless last. */
static int put(stream *s, const char *p, size_t n, int last)
{
	size_t took;

	/* plain already, nearly always: written as it is, with no copy */
	if (!s->ncarry && plain_run(p, n, PLAIN_KEEP_LINES) == n)
		return write_all(s->fd, p, n);
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
	return s->out.failed ? -1 : write_all(s->fd, s->out.p, s->out.len);
}

static ssize_t to_fd(void *cookie, const char *p, size_t n)
{
	stream *s = cookie;

	if (hook)
		hook();
	/* what was said on standard error before these bytes comes first, as
	 * when it went out at once: both may be one file (2>&1); there, what
	 * standard output holds goes before a message (standard error is then
	 * written as it is made) */
	if (s == &out_s)
		fflush(stderr);
	else if (one_file)
		fflush(stdout);
	if (s->text ? put(s, p, n, 0) : write_all(s->fd, p, n)) {
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

	buf_free(&s->in);
	buf_free(&s->out);
	return r;
}

/* Standard error's buffer, when it has one (stdio would make it 8 kB). */
static char err_buf[1 << 16];

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

/* Do standard output and error go to one file, pipe or socket (2>&1)?
 * Not a device: /dev/null keeps no order, and a terminal is written as
 * each message is made anyway. */
static int same_file(void)
{
	struct stat a, b;

	return fstat(STDOUT_FILENO, &a) == 0 && fstat(STDERR_FILENO, &b) == 0 &&
	       a.st_dev == b.st_dev && a.st_ino == b.st_ino &&
	       (S_ISREG(a.st_mode) || S_ISFIFO(a.st_mode) || S_ISSOCK(a.st_mode));
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
