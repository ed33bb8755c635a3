#include "cli/progress.h"

#include "cli/streams.h"

#include <errno.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static int wrapped; /* standard error is a terminal: the line may be drawn */
static int shown;   /* the line is on the screen */

static const char erase[] = "\r\033[K";

static void clear(void)
{
	if (shown) {
		shown = 0;
		if (write(STDERR_FILENO, erase, sizeof erase - 1) < 0)
			return; /* the terminal is gone: what follows will say so */
	}
}

void progress_init(void)
{
	/* the line is drawn only on a terminal; the streams are ours anyway */
	wrapped = isatty(STDERR_FILENO);
	streams_init(wrapped ? clear : NULL);
}

static double now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + t.tv_nsec / 1e9;
}

void progress_start(progress *p, FILE *err)
{
	memset(p, 0, sizeof *p);
	p->on = wrapped && err == stderr;
	if (p->on)
		p->start = p->last = now();
}

static void draw(progress *p)
{
	char line[128];
	double t = now(), spent = t - p->start;
	int n;

	/* after the first second, four times a second */
	if (spent < 1.0 || t - p->last < 0.25)
		return;
	p->last = t;
	fflush(stdout); /* what was written before comes first */
	n = snprintf(line, sizeof line, "%s%ld file%s, %ld record%s, %.0f records/s", erase,
		     p->files, p->files == 1 ? "" : "s", p->records, p->records == 1 ? "" : "s",
		     p->records / spent);
	if (n > 0 && write(STDERR_FILENO, line, (size_t)n) == n)
		shown = 1;
}

void progress_record(progress *p)
{
	if (p->on) {
		p->records++;
		draw(p);
	}
}

void progress_file(progress *p)
{
	if (p->on) {
		p->files++;
		draw(p);
	}
}

void progress_end(progress *p)
{
	if (p->on)
		clear();
}
