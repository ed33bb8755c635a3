/* A FIFO (named pipe) named as an input or as -o: opened as the user means
 * it (a program may be about to write to it, or read from it, as with
 * <(...)), but never waited on in silence. Where nothing is at its other
 * end yet, a line on standard error says so, and what stops the wait. */
#include "cli/fifo.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <string.h>
#include <unistd.h>

#include "cli/cli.h"

enum { GRACE_MS = 1000 }; /* a program about to write or read is not waited on aloud */

static void waiting(const char *path, const char *what)
{
	cli_say(stderr, "arbiter: %s: a FIFO (named pipe) that %s: waiting for a program at "
		"its other end (Ctrl-C stops)\n", path, what);
	fflush(stderr);
}

int fifo_open_read(const char *path)
{
	struct pollfd p;
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC), flags, r, e;

	if (fd < 0)
		return -1;
	p = (struct pollfd){ .fd = fd, .events = POLLIN };
	/* no writer yet: nothing to read, and no hang-up until one came and went */
	while ((r = poll(&p, 1, GRACE_MS)) < 0 && errno == EINTR)
		;
	if (r == 0) {
		waiting(path, "nothing is written to yet");
		while ((r = poll(&p, 1, -1)) < 0 && errno == EINTR)
			;
	}
	if (r > 0 && (flags = fcntl(fd, F_GETFL)) >= 0 && fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) == 0)
		return fd; /* read as any file now: blocking */
	e = errno;
	close(fd);
	errno = e;
	return -1;
}

int fifo_open_write(const char *path)
{
	int fd = open(path, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC), flags, e;

	if (fd < 0 && errno == ENXIO) { /* no reader: opened blocking, it waits for one */
		waiting(path, "nothing reads");
		while ((fd = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)) < 0 && errno == EINTR)
			;
	} else if (fd >= 0 && ((flags = fcntl(fd, F_GETFL)) < 0 ||
			       fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) != 0)) {
		e = errno;
		close(fd);
		errno = e;
		return -1;
	}
	return fd;
}
