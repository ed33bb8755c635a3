/* validate -j N: the inputs refereed on N threads, with the report one
 * thread prints: N - 1 workers, and the calling thread, which walks the
 * inputs in order and referees too whenever every unit is in use. A small
 * file goes to a worker whole, with the small files found next to it (up
 * to 64 KiB of them, no note of the walk said between them): read here,
 * where the walk has it open, its bytes are handed over (one under 64 KiB;
 * a larger one is kept open for the worker to read), and the worker
 * referees them, one after the other. The
 * records of a large file, or of standard input, are read here into
 * batches that the workers referee: a batch starts where a match does and
 * carries the players of the readable record before it, which the
 * first-player rule compares with (as --part's parts do). A match longer
 * than a batch goes on from batch to batch (its score runs from game to
 * game): a batch is taken only once the one before it is refereed, by
 * whichever thread takes it, which goes on from the match as the one
 * before left it (ref_hand_over, ref_take_over). One long match is so read
 * on this thread and refereed on another, and never held whole. Every
 * unit's report is written to memory, each message where it was said among
 * the report's lines, and printed when its turn comes; a few units per
 * thread are in flight at most, and once the units in flight hold more
 * memory than small batches would, no more than one a thread: a file of
 * large records holds about a record a thread, never the whole file. A
 * record as large as a batch (one game cannot be split: each move is
 * judged on the position the one before left) is refereed by the reading
 * thread itself as it is read, once every unit before it is printed, and
 * the rest of its match with it: it is held once, where it was read, and
 * -j N on long games costs what one thread does. A record long enough to
 * be read in windows (core/record.h) goes in line at its first window,
 * each window refereed here as it is read, so that it is not held whole
 * either (window, then feed).
 *
 * A file read whole, by a worker or again here (say_again), is read as
 * one thread reads it: a line's moves as one span, a long record in
 * windows (the same taker), so it costs what it costs with -j 1.
 *
 * -j N starts no more threads than there are cores it may run on
 * (val_threads): one more than that only takes turns with the others, and
 * holds its own rule sets and units. Nor more than 8: one reading thread
 * feeds them all (it reads the records of a large file, and the bytes of
 * small ones), and each holds about 1 MB (its units, its rule sets, its
 * memory of tokens, a share of one thread's: ref_threads), so
 * that -j N stays within 16 MB whatever N and the machine.
 *
 * A file is read in batches from 2 MiB on. Below, what batches cost (each
 * record copied into one, a worker's start and its own rule sets) is more
 * than a second core wins back: UTTT keypad lines of just over 1 MiB took
 * -j 2 1.05 times -j 1 in batches, where 2 MiB took 0.90 times; and files
 * of 1 to 2 MiB in a folder go faster each whole to a thread (20 morris
 * files of 1 MiB: 52.5 ms against 57.2).
 *
 * A batch holds 256 records, or 128 KiB of them in memory (text and
 * elements), whichever it reaches first: for tests, ARBITER_BATCH=
 * RECORDS[,BYTES[,GROUP]] makes batches of RECORDS records, reads files of
 * BYTES or more in batches (default 2 MiB) and gathers GROUP bytes of
 * small files for a worker (default 64 KiB; 0: a file a worker),
 * ARBITER_CORES=N counts N cores, whatever the machine has, and
 * ARBITER_SPILL=0 lets a whole file's report go where it outgrows what a
 * unit holds, as where no temporary file can be made (it is said again). */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/uio.h>
#include <unistd.h>

#include "cli/cli.h"
#include "cli/validate.h"

enum { UNITS_PER_JOB = 2, BATCH_RECORDS = 256, BATCH_BYTES = 128 << 10, WHOLE_BELOW = 2 << 20,
       TALK_MAX = 256 << 10, SPILL_PART = 64 << 10, GROUP_BYTES = 64 << 10, GROUP_FILES = 256,
       THREADS_MOST = 8 };

typedef enum { U_FREE, U_FILLING, U_READY, U_TAKEN, U_DONE } u_state;

/* A file of a unit of small files: where its name is in the unit's names,
 * and its bytes in its text (read here), or the descriptor it is open at
 * (a dup; -1: read here). */
typedef struct small {
	size_t name, text, len;
	int fd;
} small;

typedef struct unit {
	u_state state;
	/* small files for a worker to read whole, one after the other; none: a batch */
	small *files;
	cli_held *held;          /* the same, as the worker reads them (whole_file) */
	size_t nfiles, capfiles;
	buf names, text;         /* their names, and the bytes of those read here */
	char *name;              /* a batch: its file's name, which its records point at */
	record *recs;
	diag **bad;              /* bad[i]: why recs[i] is unreadable, or NULL */
	size_t n, cap;
	size_t mem;              /* what its records hold in memory */
	long last;               /* the batch's last readable record, or -1 */
	ref_seat before;         /* the players of the readable record before it, in its file */
	int has_before, ends_file;
	/* a match longer than a batch goes on from batch to batch: a batch
	 * whose last match goes on (continues) hands it over to the next
	 * (chained), into the next's carry (then carried), whoever takes each */
	int continues, chained, carried;
	ref_carry *carry;
	buf notes_before, notes_after; /* what the walk said before and while it was open */
	buf out;                 /* its report */
	buf err;                 /* its messages, ... */
	buf said;                /* ... each said where the report was: a said_at each */
	long count[4];
	int status;
	/* a whole file's report (a file of wrong records, thousands of tiny
	 * unreadable ones, each said in full) held TALK_MAX at most, then
	 * SPILL_PART: each time it would outgrow that, what it holds goes to
	 * an unnamed temporary file (spill), read back where it is printed;
	 * where none could be made or written, nothing more of it is held
	 * (talkative), and it is refereed again where it is printed, straight
	 * to the output; so is the lone last unit (submit), held not at all */
	FILE *spill;
	int talkative;
} unit;

/* What a thread referees with: its own variants and referee, kept from
 * unit to unit. */
typedef struct hand {
	cli_rules rules;     /* its own: a registry is not shared between threads */
	int ok;
	run r;
	FILE *out, *err;     /* into the report and messages of the unit at hand */
	struct unit *at;
} hand;

typedef struct pipeline {
	const val_jobs *j;
	hand main;               /* the reading thread's, for when it helps */
	unit *ring;
	/* counts of units: printed (head), taken by a worker (take), opened
	 * (tail); unit k is ring[k % cap] */
	size_t cap, head, take, tail;
	unit *open;              /* the batch being filled, always the last opened */
	unit *group;             /* small files being gathered, always the last opened */
	buf pending;             /* notes said while no batch was open */
	size_t batch_records;
	double whole_below, group_bytes;
	buf scratch;             /* a small file's bytes, read before its unit is known */
	size_t fds, fds_most;    /* descriptors the units in flight hold open, and their bound */
	size_t held, budget;     /* memory of the units in flight, and its bound */
	size_t jobs;
	pthread_t tid[VAL_MAX_JOBS];
	int started, wanted;     /* workers started, and how many may be */
	int in_line;             /* the open batch's match is refereed here, as read */
	ref_seat seat;           /* ... once it ends, the players of its last readable record */
	int read_all;            /* the inputs are read: the unit sealed now is the last */
	int finished;            /* nothing more will be opened */
	rec_taker whole;         /* a whole file's taker: spans as with one thread (its arg the run) */
	int status;
	report *total;
	pthread_mutex_t lock;
	pthread_cond_t work, done;
} pipeline;

static unit *at(pipeline *pl, size_t k)
{
	return &pl->ring[k % pl->cap];
}

/* The unit opened after u (opened before u was ready, and not printed
 * before it). */
static unit *after(pipeline *pl, const unit *u)
{
	return &pl->ring[((size_t)(u - pl->ring) + 1) % pl->cap];
}

static void put(FILE *f, const char *p, size_t n)
{
	if (n)
		fwrite(p, 1, n, f);
}

/* Where in a unit's report its messages up to err were said. */
typedef struct said_at {
	size_t out, err;
} said_at;

/* The report and the messages, written in the order they were said: as one
 * thread writes them, both streams may be one file (2>&1), and standard
 * output's parts each come after what was said before them. */
static void put_said(const unit *u)
{
	const said_at *s = (const said_at *)(void *)u->said.p;
	size_t n = u->said.len / sizeof *s, out = 0, err = 0;

	for (size_t i = 0; i < n; i++) {
		put(stdout, u->out.p + out, s[i].out - out);
		put(stderr, u->err.p + err, s[i].err - err);
		out = s[i].out;
		err = s[i].err;
	}
	put(stdout, u->out.p + out, u->out.len - out);
}

/* A part of a whole file's report in its temporary file: how many said_at,
 * report bytes and message bytes follow, in that order. */
typedef struct spilt {
	size_t nsaid, nout, nerr;
} spilt;

/* The temporary files open at once, and how many may be: each holds a
 * descriptor, and the walk and the units in flight need theirs (fds_most,
 * half of those the process may open): one for every 64 the process may
 * open, 16 at most (one under ulimit -n 64); none under ARBITER_SPILL=0.
 * Set before any thread starts. */
static atomic_int spills_open;
static int spills_most;

/* A temporary file, where one more may be open; NULL where not. */
static FILE *spill_new(void)
{
	FILE *f;

	if (atomic_fetch_add(&spills_open, 1) >= spills_most)
		f = NULL;
	else if ((f = tmpfile()))
		return f;
	atomic_fetch_sub(&spills_open, 1);
	return f;
}

static void spill_close(unit *u)
{
	if (u->spill) {
		fclose(u->spill);
		atomic_fetch_sub(&spills_open, 1);
	}
	u->spill = NULL;
}

/* v[0, n) written to fd whole, in as few writes as the kernel takes: 0,
 * or -1. */
static int write_whole(int fd, struct iovec *v, int n)
{
	for (;;) {
		ssize_t k;
		while (n && !v->iov_len)
			v++, n--;
		if (!n)
			return 0;
		if ((k = writev(fd, v, n)) < 0 && errno == EINTR)
			continue;
		if (k <= 0)
			return -1;
		for (; n && (size_t)k >= v->iov_len; v++, n--)
			k -= (ssize_t)v->iov_len;
		if (n) {
			v->iov_base = (char *)v->iov_base + k;
			v->iov_len -= (size_t)k;
		}
	}
}

/* What a unit holds, into its temporary file (made at the first), as one
 * part in one write (its stream's buffer would have cut it into writes of
 * 4 kB: 600 a file of 2.4 MB of messages): 0, or -1 where it could not be
 * made or written. Its memory is then emptied, and from then on holds
 * SPILL_PART at most. */
static int spill(unit *u)
{
	spilt h = { u->said.len / sizeof(said_at), u->out.len, u->err.len };
	struct iovec v[] = { { &h, sizeof h },
			     { u->said.p, u->said.len },
			     { u->out.p, u->out.len },
			     { u->err.p, u->err.len } };

	if ((!u->spill && !(u->spill = spill_new())) || write_whole(fileno(u->spill), v, 4))
		return -1;
	/* the room of the first part (TALK_MAX) let go: the next are smaller */
	if (u->out.cap + u->err.cap > 4 * SPILL_PART) {
		buf_free(&u->said);
		buf_free(&u->out);
		buf_free(&u->err);
	} else {
		buf_clear(&u->said);
		buf_clear(&u->out);
		buf_clear(&u->err);
	}
	return 0;
}

/* A stream of a part of a unit's temporary file, read a slice at a time
 * from where it starts: the slice, and how much of it was taken. A slice
 * is as large as a part (SPILL_PART): the report of a part is read in a
 * read or two, and its messages too. */
typedef struct cursor {
	int fd;
	off_t at; /* where the next slice starts */
	size_t has, used;
	char slice[SPILL_PART];
} cursor;

/* c read from fd at at on (its slice left as it is: 64 kB). */
static void start(cursor *c, int fd, off_t at)
{
	c->fd = fd;
	c->at = at;
	c->has = c->used = 0;
}

/* n bytes of c: to f, or (f NULL) into to. 0, or -1 where they could not
 * be read; *wrote set once any went to f. */
static int read_on(cursor *c, size_t n, FILE *f, void *to, int *wrote)
{
	while (n) {
		size_t k;
		if (c->used == c->has) {
			ssize_t got = pread(c->fd, c->slice, sizeof c->slice, c->at);
			if (got < 0 && errno == EINTR)
				continue;
			if (got <= 0)
				return -1;
			c->at += got;
			c->has = (size_t)got;
			c->used = 0;
		}
		k = c->has - c->used < n ? c->has - c->used : n;
		if (f) {
			put(f, c->slice + c->used, k);
			*wrote = 1;
		} else {
			memcpy(to, c->slice + c->used, k);
			to = (char *)to + k;
		}
		c->used += k;
		n -= k;
	}
	return 0;
}

/* The parts of a unit's report its temporary file holds, said in the order
 * said: each part's three streams (where each message was said, the
 * report, the messages) read on side by side, a slice at a time (into
 * c[0, 3)), so that reading back holds no part whole. 0, or -1 where it
 * could not be read back before any of it was written (the unit is then
 * said again); where it fails later, the rest is said lost, status 2. */
static int put_parts(unit *u, cursor *c)
{
	cursor *at = &c[0], *out = &c[1], *err = &c[2];
	int fd = fileno(u->spill), wrote = 0;
	off_t part = 0, next;
	spilt h;

	for (;;) {
		ssize_t k = pread(fd, &h, sizeof h, part);
		size_t o = 0, e = 0, i = 0;
		said_at s;
		if (k == 0)
			return 0;
		if (k != (ssize_t)sizeof h)
			break;
		start(at, fd, part + (off_t)sizeof h);
		start(out, fd, at->at + (off_t)(h.nsaid * sizeof s));
		start(err, fd, out->at + (off_t)h.nout);
		next = err->at + (off_t)h.nerr;
		for (; i < h.nsaid; i++) {
			if (read_on(at, sizeof s, NULL, &s, &wrote) ||
			    read_on(out, s.out - o, stdout, NULL, &wrote) ||
			    read_on(err, s.err - e, stderr, NULL, &wrote))
				break;
			o = s.out;
			e = s.err;
		}
		if (i < h.nsaid || read_on(out, h.nout - o, stdout, NULL, &wrote))
			break;
		part = next;
	}
	if (!wrote)
		return -1;
	fputs("arbiter: the rest of a report held in a temporary file could not be read back\n",
	      stderr);
	u->status = 2;
	return 0;
}

static int put_spilled(unit *u)
{
	cursor *c = malloc(3 * sizeof *c); /* 192 kB: not on the stack */
	int r = c ? put_parts(u, c) : -1;

	free(c);
	return r;
}

/* A small file, read whole by r's thread as one thread reads it (its
 * taker: a line's moves as a span, a long record in windows). */
static int whole_file(const pipeline *pl, run *r, const unit *u, FILE *err)
{
	rec_taker take = pl->whole;

	take.arg = r;
	for (size_t i = 0; i < u->nfiles; i++) { /* the unit is filled: its buffers stay put */
		const small *f = &u->files[i];
		u->held[i] = (cli_held){ .path = u->names.p + f->name, .len = f->len, .fd = f->fd,
					 .text = f->fd < 0 ? u->text.p + f->text : NULL };
	}
	return cli_each_held(u->nfiles, u->held, pl->j->notation, err, &take, val_record, r);
}

/* A talkative file, every unit before it printed: refereed again by the
 * reading thread, straight to the output, as one thread would. */
static void say_again(pipeline *pl, unit *u)
{
	run *r = &pl->main.r;

	if (!pl->main.ok) {
		u->status = 2;
		return;
	}
	memset(r->rep.count, 0, sizeof r->rep.count);
	memset(r->rep.fcount, 0, sizeof r->rep.fcount);
	r->rep.out = stdout;
	r->rep.err = stderr;
	u->status = whole_file(pl, r, u, stderr);
	memcpy(u->count, r->rep.count, sizeof u->count);
	if (ferror(stdout))
		u->status = 2;
}

/* The unit's report, in order: then it is free again. */
static void print(pipeline *pl, unit *u)
{
	report *t = pl->total;

	put(stderr, u->notes_before.p, u->notes_before.len);
	if (u->talkative || (u->spill && put_spilled(u)))
		say_again(pl, u);
	else
		put_said(u); /* what it holds: all of it, or what came after its last part spilt */
	spill_close(u);
	put(stderr, u->notes_after.p, u->notes_after.len);
	for (int k = 0; k < 4; k++) {
		t->count[k] += u->count[k];
		if (!u->nfiles)
			t->fcount[k] += u->count[k];
	}
	if (u->ends_file)
		rep_file_summary(t, u->name); /* a whole file's worker said its own */
	if (u->status > pl->status)
		pl->status = u->status;
	for (size_t i = 0; i < u->nfiles; i++)
		if (u->files[i].fd >= 0) {
			close(u->files[i].fd);
			pl->fds--;
		}
	u->nfiles = 0;
	buf_clear(&u->names);
	buf_clear(&u->text);
	free(u->name);
	u->name = NULL;
	buf_clear(&u->out);
	buf_clear(&u->err);
	buf_clear(&u->said);
	for (size_t i = 0; i < u->n; i++)
		free(u->bad[i]);
	pl->held -= u->mem;
	if (u->mem > 2 * BATCH_BYTES) { /* large records: not kept for the next batch */
		for (size_t k = 0; k < u->cap; k++)
			rec_free(&u->recs[k]);
		free(u->recs);
		free(u->bad);
		u->recs = NULL;
		u->bad = NULL;
		u->cap = 0;
	}
	u->n = u->mem = 0;
	u->last = -1;
	u->has_before = u->ends_file = u->status = 0;
	u->continues = u->chained = u->carried = u->talkative = 0;
	buf_clear(&u->notes_before);
	buf_clear(&u->notes_after);
	u->state = U_FREE;
}

/* Prints the units that are done, in order; with wait, at least one. */
static void print_done(pipeline *pl, int wait)
{
	while (pl->head < pl->tail) {
		unit *u = at(pl, pl->head);
		int done;
		pthread_mutex_lock(&pl->lock);
		while (wait && u->state != U_DONE)
			pthread_cond_wait(&pl->done, &pl->lock);
		done = u->state == U_DONE;
		pthread_mutex_unlock(&pl->lock);
		if (!done)
			return;
		print(pl, u);
		pl->head++;
		wait = 0;
	}
}

static int help(pipeline *pl);

/* A free unit, the last in order; the notes said so far come before it. */
static unit *open_unit(pipeline *pl)
{
	unit *u;
	buf b;

	while (pl->tail - pl->head == pl->cap ||
	       (pl->tail - pl->head >= pl->jobs && pl->held >= pl->budget))
		print_done(pl, !help(pl));
	pthread_mutex_lock(&pl->lock); /* the workers look at tail */
	u = at(pl, pl->tail++);
	u->state = U_FILLING;
	pthread_mutex_unlock(&pl->lock);
	b = u->notes_before;
	u->notes_before = pl->pending;
	pl->pending = b;
	return u;
}

static void *worker(void *arg);

/* A unit is ready for a worker; a worker more is started, as units come,
 * up to jobs - 1 (or until one cannot be: the reading thread referees what
 * no worker takes). Input refereed in line (one long match, one long game)
 * starts none and runs as one thread does: while one thread runs, malloc
 * and stdio take no locks. Nor does the last unit of small files where it
 * is the only one (the input read, no worker started: one file under
 * WHOLE_BELOW, or a few gathered): it is done as it stands, to be said
 * where it is printed (say_again), straight to the output as one thread
 * says it. A worker would take it while the reading thread waits (a file
 * of 1 MiB, -j 2: 0.4 ms more than -j 1, the worker's start and its rule
 * sets), and a report held in memory past TALK_MAX (a file of wrong
 * records) was refereed twice: 2.1 times -j 1's instructions. */
static void submit(pipeline *pl, unit *u)
{
	int lone = pl->read_all && pl->started == 0 && u->nfiles;

	pthread_mutex_lock(&pl->lock);
	u->state = lone ? U_DONE : U_READY;
	u->talkative |= lone;
	pthread_cond_broadcast(&pl->work);
	pthread_mutex_unlock(&pl->lock);
	if (pl->started < pl->wanted && !lone) {
		if (pthread_create(&pl->tid[pl->started], NULL, worker, pl))
			pl->wanted = pl->started;
		else if (pl->started++ == 0 && pl->main.ok)
			ref_alone(pl->main.r.ref, 0); /* a page it touches now pauses the worker */
	}
}

static void out_of_memory(void);

/* The small files gathered go to a worker: before a note of the walk
 * (said after them), before a large file's batch, and at the end. */
static void seal(pipeline *pl)
{
	unit *u = pl->group;

	if (!u)
		return;
	pl->group = NULL;
	submit(pl, u);
	print_done(pl, 0);
}

/* A small file's bytes, read to its end into the scratch buffer as one
 * thread reads them (its size may have changed since the walk saw it), no
 * more than `most`. 0, or -1 when it could not be (its offset never moved:
 * read otherwise then). */
static int read_small(buf *b, int fd, size_t size, size_t most)
{
	buf_clear(b);
	for (;;) {
		/* the whole file and a byte more at first, to meet its end */
		size_t room = size + 1 > b->len + 4096 ? size + 1 - b->len : 4096;
		ssize_t got;
		if (b->len > most || buf_reserve(b, room))
			return -1;
		if ((got = pread(fd, b->p + b->len, room, (off_t)b->len)) == 0)
			return 0;
		if (got < 0 && errno != EINTR)
			return -1;
		if (got > 0)
			b->len += (size_t)got;
	}
}

/* A small file goes to a worker whole, gathered with the small files after
 * it: a unit a file cost a hand-over between threads, and a record's
 * buffers made anew, a file (600 files of one short game: 24 % more
 * instructions than one thread). One under a group's size is read here,
 * where the walk has it open, and goes to the worker as bytes: kept open
 * for the worker, a dup of its descriptor, an fstat, a close and the
 * worker's own dup, lseek, fdopen, reads and close cost more calls of the
 * system than one thread makes for the file (6,000 files of a short game:
 * -j 2 126,532 calls, -j 1 84,191; now -j 2 66,513, the worker none). A
 * larger one is kept open (a dup), its reading left to the worker. */
static int claim(const char *path, int fd, double size, void *arg)
{
	pipeline *pl = arg;
	unit *u = pl->group;
	size_t n = strlen(path) + 1;
	int own = -1, here;

	if (size >= pl->whole_below)
		return 0;
	here = size < pl->group_bytes &&
	       !read_small(&pl->scratch, fd, (size_t)size, (size_t)pl->group_bytes);
	if (!here && (pl->fds >= pl->fds_most || (own = fcntl(fd, F_DUPFD_CLOEXEC, 0)) < 0))
		return 0; /* read on this thread, then */
	size = here ? (double)pl->scratch.len : size;
	if (u && (u->mem + size > pl->group_bytes || u->nfiles == GROUP_FILES))
		seal(pl);
	if (!(u = pl->group))
		u = pl->group = open_unit(pl);
	if (u->nfiles == u->capfiles) {
		size_t cap = u->capfiles ? 2 * u->capfiles : 8;
		small *files = realloc(u->files, cap * sizeof *files);
		cli_held *held = files ? realloc(u->held, cap * sizeof *held) : NULL;
		if (files)
			u->files = files;
		if (!held)
			out_of_memory();
		u->held = held;
		u->capfiles = cap;
	}
	u->files[u->nfiles] = (small){ .name = u->names.len, .text = u->text.len,
				       .len = here ? pl->scratch.len : 0, .fd = own };
	if (buf_add(&u->names, path, n) || (here && buf_add(&u->text, pl->scratch.p,
							       pl->scratch.len)))
		out_of_memory();
	u->nfiles++;
	pl->fds += own >= 0;
	u->mem += (size_t)size;
	pl->held += (size_t)size;
	return 1;
}

static void out_of_memory(void)
{
	fputs("arbiter: out of memory\n", stderr);
	exit(2); /* no report could be trusted now */
}

static unit *open_batch(pipeline *pl, const char *file, const ref_seat *before)
{
	unit *u;

	seal(pl); /* the small files before it */
	u = open_unit(pl);

	if (!(u->name = strdup(file)))
		out_of_memory();
	if ((u->has_before = before != NULL)) {
		u->before = *before;
		if (u->before.file) /* its records are named by the batch's copy */
			u->before.file = u->name;
	}
	return u;
}

/* The batch after u, which ends a match. */
static unit *open_after(pipeline *pl, const char *file, const unit *u)
{
	ref_seat before;

	if (u->last < 0)
		return open_batch(pl, file, NULL);
	ref_seat_of(&u->recs[u->last], &before);
	return open_batch(pl, file, &before);
}

/* What a record holds in memory. */
static size_t footprint(const record *rec)
{
	return rec->text.len + rec->nels * sizeof *rec->els + rec->ntags * sizeof *rec->tags +
	       sizeof *rec;
}

static void append(pipeline *pl, unit *u, const record *rec, const diag *unreadable)
{
	size_t i = u->n;

	if (i == u->cap) {
		size_t cap = u->cap ? 2 * u->cap : 64;
		record *recs = realloc(u->recs, cap * sizeof *recs);
		diag **bad = recs ? realloc(u->bad, cap * sizeof *bad) : NULL;
		if (recs)
			u->recs = recs;
		if (!bad) {
			fputs("arbiter: out of memory\n", stderr);
			exit(2);
		}
		memset(recs + u->cap, 0, (cap - u->cap) * sizeof *recs);
		u->bad = bad;
		u->cap = cap;
	}
	if (rec_copy(&u->recs[i], rec) || (unreadable && !(u->bad[i] = malloc(sizeof **u->bad))))
		out_of_memory();
	u->recs[i].file = u->name;
	if (unreadable)
		*u->bad[i] = *unreadable;
	else
		u->bad[i] = NULL, u->last = (long)i;
	u->mem += footprint(rec) + (unreadable ? sizeof **u->bad : 0);
	pl->held += footprint(rec) + (unreadable ? sizeof **u->bad : 0);
	u->n++;
}

/* A record too large for a batch comes (or one read in windows): once
 * every unit before it is printed, the reading thread referees the open
 * batch itself, straight to the output, going on from the match the batch
 * before handed over where it is chained, and then each record of the
 * match as it is read (in_line). Its records are named as the reader names
 * the file's (file), so that those read next are refereed where they lie
 * (referee_here). */
static void start_in_line(pipeline *pl, unit *u, const char *file)
{
	run *r = &pl->main.r;

	while (pl->head < pl->tail - 1)
		print_done(pl, !help(pl));
	put(stderr, u->notes_before.p, u->notes_before.len);
	buf_clear(&u->notes_before);
	memset(r->rep.count, 0, sizeof r->rep.count);
	memset(r->rep.fcount, 0, sizeof r->rep.fcount);
	r->rep.out = stdout;
	r->rep.err = stderr;
	if (u->chained) { /* every unit before it is printed: its match was handed over */
		ref_take_over(r->ref, u->carry, file);
	} else if (u->has_before) {
		if (u->before.file) /* the match tracker compares names */
			u->before.file = file;
		ref_follow(r->ref, &u->before);
	}
	for (size_t i = 0; i < u->n; i++) {
		u->recs[i].file = file;
		val_record(file, &u->recs[i], u->bad[i], r);
	}
	pl->in_line = 1;
}

/* A record of the match refereed here, as read and where it was read: not
 * copied, however long. It is named file, as every reader names its
 * records by the name it is given. The referee keeps what the next record
 * is compared with (ref_goes_on). */
static void referee_here(pipeline *pl, const char *file, const record *rec,
			 const diag *unreadable)
{
	val_record(file, rec, unreadable, &pl->main.r);
}

/* The match refereed here ends (another match's record comes, or the file
 * ends): its batch is done and printed, as a worker's would be. */
static void end_in_line(pipeline *pl, int ends_file)
{
	unit *u = pl->open;
	run *r = &pl->main.r;
	const ref_match *ended;

	pl->seat = *ref_last_seat(r->ref); /* for the batch after it */
	ended = ref_finish(r->ref);

	if (ended)
		rep_match(&r->rep, ended);
	memcpy(u->count, r->rep.count, sizeof u->count);
	u->ends_file = ends_file;
	pl->in_line = 0;
	pl->open = NULL;
	pthread_mutex_lock(&pl->lock);
	pl->take++; /* every unit before it was taken, and it never was */
	pthread_mutex_unlock(&pl->lock);
	print(pl, u);
	pl->head++;
}

/* Does the batch end before rec: is rec in another match than its last
 * readable record, or is there none? (An unreadable record ends no match:
 * a batch of them alone, after one whose match went on, goes on with it.) */
static int ends_match(const unit *u, const record *rec)
{
	return u->last >= 0 ? ref_apart(&u->recs[u->last], rec) : !u->chained;
}

/* A record as large as a batch is refereed here as it is read, as one
 * thread would: a copy for a worker would hold it twice and cost more than
 * refereeing it beside the reading saves. Its match comes with it (and the
 * match refereed here goes on, where it is of that match); a batch of
 * another is left to the workers. */
static void large_in_line(pipeline *pl, const char *file, const record *rec)
{
	unit *u = pl->open;

	if (pl->in_line && ref_goes_on(pl->main.r.ref, rec))
		return;
	if (pl->in_line) {
		end_in_line(pl, 0);
		u = pl->open = open_batch(pl, file, &pl->seat);
	}
	if (!u)
		u = pl->open = open_batch(pl, file, NULL);
	if (u->n && ends_match(u, rec)) {
		unit *next = open_after(pl, file, u);
		submit(pl, u);
		u = pl->open = next;
	}
	start_in_line(pl, u, file);
}

/* A record taken in windows goes in line at its first window, with the
 * batch being filled, whatever match it is in: it may yet prove unreadable
 * (an SGF tree left open, a comment never closed), and an unreadable record
 * ends no match. The match before it is so ended here, where one thread
 * ends it: by the record, once it is read whole and readable, or by the
 * next that is in another match. */
static void window_in_line(pipeline *pl, const char *file)
{
	if (pl->in_line)
		return;
	if (!pl->open)
		pl->open = open_batch(pl, file, NULL);
	start_in_line(pl, pl->open, file);
}

/* A long record's movetext so far (core/record.h, rec_taker): the record
 * goes in line at its first window, and each window is refereed here as it
 * is read, then dropped, as with one thread. */
static void window(void *arg, record *rec)
{
	pipeline *pl = arg;
	const char *file = rec->file;

	if (!pl->main.ok)
		return; /* held whole, for a worker to say so */
	if (!pl->main.r.windowed)
		window_in_line(pl, file);
	val_window(&pl->main.r, rec);
}

static int into_batch(const char *file, const record *rec, const diag *unreadable,
		      pipeline *pl);

/* The records of a file read here: those of the match refereed in line
 * where they are read, the others into batches (into_batch). */
static int feed(const char *file, const record *rec, const diag *unreadable, void *arg)
{
	pipeline *pl = arg;

	if (rec && pl->main.r.windowed) { /* its windows were refereed here */
		referee_here(pl, file, rec, unreadable);
		return 0;
	}
	val_abandon(&pl->main.r); /* a record read in part: a read error cut it short */
	if (pl->in_line && rec && (unreadable || ref_goes_on(pl->main.r.ref, rec))) {
		referee_here(pl, file, rec, unreadable);
		return 0;
	}
	return into_batch(file, rec, unreadable, pl);
}

/* A record into the batch being filled, which ends where a match does, or
 * at its size and goes on in the next (chained); or the file's end (rec
 * NULL). Out of feed's line: the records of a match refereed in line pass
 * feed alone. */
static __attribute__((noinline)) int into_batch(const char *file, const record *rec,
						const diag *unreadable, pipeline *pl)
{
	unit *u = pl->open;

	if (pl->in_line) {
		end_in_line(pl, rec == NULL);
		if (!rec)
			return 0;
		u = pl->open = open_batch(pl, file, &pl->seat);
	}
	if (!u)
		u = pl->open = open_batch(pl, file, NULL);
	if (!rec) {
		u->ends_file = 1;
		pl->open = NULL;
		submit(pl, u);
		print_done(pl, 0);
		return 0;
	}
	if (!unreadable && rec->text.len >= BATCH_BYTES && pl->main.ok) {
		large_in_line(pl, file, rec);
		referee_here(pl, file, rec, NULL);
		return 0;
	}
	/* a full batch ends here; at an unreadable record, which ends no
	 * match, the next goes on with this one's (a run of unreadable
	 * records is cut into batches too: memory stays flat) */
	if (u->n >= pl->batch_records || u->mem >= BATCH_BYTES) {
		unit *next;
		if (!unreadable && ends_match(u, rec)) {
			next = open_after(pl, file, u);
		} else { /* the match goes on in the next batch */
			next = open_batch(pl, file, NULL);
			ref_carry_free(next->carry); /* nothing left of its unit's last use */
			if (!(next->carry = ref_carry_new()))
				out_of_memory();
			next->chained = 1;
			u->continues = 1;
		}
		submit(pl, u);
		u = pl->open = next;
		print_done(pl, 0);
	}
	append(pl, u, rec, unreadable);
	return 0;
}

/* What the walk says goes with the unit being filled, or before the next. */
static ssize_t note(void *arg, const char *s, size_t n)
{
	pipeline *pl = arg;

	seal(pl); /* said after the small files before it */
	buf_add(pl->open ? &pl->open->notes_after : &pl->pending, s, n);
	return (ssize_t)n;
}

/* Would n more bytes take a whole file's report past TALK_MAX (SPILL_PART
 * once it spilt)? Then what it holds goes to its temporary file (spill):
 * 0. Where that cannot be, it is marked talkative, and what it held is let
 * go: 1. Refereed once, the file's report held in memory TALK_MAX at most:
 * a report let go at 1 MiB was refereed again where it was printed (six
 * files of 1 MB of illegal UTTT lines, -j 2: 2.06 times the instructions
 * of -j 1), and six units of 1 MiB took -j 8 to 15 MB. */
static int too_talkative(unit *u, size_t n)
{
	if (!u->nfiles ||
	    (!u->talkative && u->out.len + u->err.len + n <= (u->spill ? SPILL_PART : TALK_MAX)))
		return 0;
	if (!u->talkative && !spill(u))
		return 0;
	spill_close(u);
	u->talkative = 1;
	buf_free(&u->out);
	buf_free(&u->err);
	buf_free(&u->said);
	return 1;
}

/* A hand's two streams, kept from unit to unit: the report goes into the
 * unit at hand's (buffered), ... */
static ssize_t report_into(void *arg, const char *s, size_t n)
{
	hand *h = arg;

	if (too_talkative(h->at, n))
		return -1;
	return buf_add(&h->at->out, s, n) ? -1 : (ssize_t)n;
}

/* ... and each message (unbuffered) into its messages, noting how much of
 * the report was made before it. */
static ssize_t said_into(void *arg, const char *s, size_t n)
{
	hand *h = arg;
	unit *u = h->at;
	said_at *last;

	if (fflush(h->out) || too_talkative(u, n) || buf_add(&u->err, s, n))
		return -1;
	last = u->said.len ? (said_at *)(void *)(u->said.p + u->said.len) - 1 : NULL;
	if (last && last->out == u->out.len)
		last->err = u->err.len;
	else if (buf_add(&u->said, &(said_at){ u->out.len, u->err.len }, sizeof(said_at)))
		return -1;
	return (ssize_t)n;
}

/* One unit, into memory. */
static void referee_unit(pipeline *pl, hand *h, unit *u)
{
	run *r = &h->r;

	h->at = u;
	memset(r->rep.count, 0, sizeof r->rep.count);
	memset(r->rep.fcount, 0, sizeof r->rep.fcount);
	r->rep.out = h->out;
	r->rep.err = h->err;
	if (u->nfiles) {
		u->status = whole_file(pl, r, u, h->err);
	} else {
		if (u->chained)
			ref_take_over(r->ref, u->carry, u->name);
		else if (u->has_before)
			ref_follow(r->ref, &u->before);
		for (size_t i = 0; i < u->n; i++)
			val_record(u->name, &u->recs[i], u->bad[i], r);
		/* the match open at the end goes on in the next batch, or ends
		 * with this one: the next starts with a record of another */
		if (u->continues)
			ref_hand_over(r->ref, after(pl, u)->carry);
		const ref_match *ended = ref_finish(r->ref);
		if (ended && !u->continues)
			rep_match(&r->rep, ended);
	}
	memcpy(u->count, r->rep.count, sizeof u->count);
	if (u->talkative) { /* said again where it is printed */
		fflush(h->out);
		clearerr(h->out);
		clearerr(h->err);
		u->status = 0;
		return;
	}
	if (fflush(h->out) || ferror(h->out) || ferror(h->err) || u->out.failed || u->err.failed ||
	    u->said.failed) {
		clearerr(h->out);
		clearerr(h->err);
		u->status = 2;
	}
}

/* A thread's hand: its rule sets those given (rules, the reading thread's:
 * the command's own, opened and checked once), or its own loaded. */
static void hand_init(const val_jobs *j, hand *h, cli_rules *rules)
{
	memset(h, 0, sizeof *h);
	h->r.rep = (report){ .json = j->json, .quiet = j->quiet, .per_file = j->per_file };
	if (!(h->out = fopencookie(h, "w", (cookie_io_functions_t){ .write = report_into })) ||
	    !(h->err = fopencookie(h, "w", (cookie_io_functions_t){ .write = said_into }))) {
		if (rules)
			cli_rules_close(rules);
		return;
	}
	setvbuf(h->err, NULL, _IONBF, 0);
	if (rules) /* taken over: closed with the hand */
		h->rules = *rules;
	else if (cli_rules_open(&h->rules, "validate", j->vname, j->notation))
		return; /* what the reading thread checked once already */
	if (!(h->r.ref = cli_referee(&h->rules))) {
		cli_rules_close(&h->rules);
	} else {
		/* a share of the memory of tokens each (-j 8 with 1.25 MB each
		 * held 10 MB of them a rule set, 22 MB in all on 4,000 morris
		 * games), made at once */
		ref_threads(h->r.ref, (int)j->jobs);
		h->ok = 1;
	}
}

static void hand_free(hand *h)
{
	if (h->ok) {
		ref_free(h->r.ref);
		cli_rules_close(&h->rules);
	}
	if (h->out)
		fclose(h->out); /* empty: each unit's report was flushed at its end */
	if (h->err)
		fclose(h->err);
	rep_free(&h->r.rep);
}

/* Takes the next unit ready, if any, with the lock held. */
static unit *next_ready(pipeline *pl)
{
	unit *u = NULL;

	if (pl->take < pl->tail && at(pl, pl->take)->state == U_READY &&
	    (!at(pl, pl->take)->chained || at(pl, pl->take)->carried)) {
		u = at(pl, pl->take++);
		u->state = U_TAKEN;
	}
	return u;
}

static void referee_taken(pipeline *pl, hand *h, unit *u)
{
	if (h->ok)
		referee_unit(pl, h, u);
	else
		u->status = 2;
	pthread_mutex_lock(&pl->lock);
	u->state = U_DONE;
	if (u->continues) { /* the next may be taken now */
		after(pl, u)->carried = 1;
		pthread_cond_broadcast(&pl->work);
	}
	pthread_cond_broadcast(&pl->done);
	pthread_mutex_unlock(&pl->lock);
}

/* The reading thread, when every unit is in use: it referees one itself
 * rather than wait. 0 when none was ready. */
static int help(pipeline *pl)
{
	unit *u;

	pthread_mutex_lock(&pl->lock);
	u = next_ready(pl);
	pthread_mutex_unlock(&pl->lock);
	if (u)
		referee_taken(pl, &pl->main, u);
	return u != NULL;
}

static void *worker(void *arg)
{
	pipeline *pl = arg;
	hand h;

	hand_init(pl->j, &h, NULL);
	for (;;) {
		unit *u;
		pthread_mutex_lock(&pl->lock);
		while (!(u = next_ready(pl)) && !(pl->finished && pl->take == pl->tail))
			pthread_cond_wait(&pl->work, &pl->lock);
		pthread_mutex_unlock(&pl->lock);
		if (!u)
			break;
		referee_taken(pl, &h, u);
	}
	hand_free(&h);
	return NULL;
}

/* How many descriptors the units in flight may hold open (a file too
 * large to be read here is kept open for its worker): half of those the
 * process may open, the rest left to the walk (its folders and the file
 * it reads) and to the reading of rule sets. */
static size_t fds_most(void)
{
	struct rlimit rl;
	size_t n = 1024;

	if (getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY &&
	    rl.rlim_cur / 2 < n)
		n = (size_t)(rl.rlim_cur / 2);
	return n;
}

long val_threads(long jobs)
{
	const char *knob = getenv("ARBITER_CORES");
	long cores = knob ? strtol(knob, NULL, 10) : 0;
	cpu_set_t set;

	if (cores < 1 && sched_getaffinity(0, sizeof set, &set) == 0)
		cores = CPU_COUNT(&set);
	if (cores < 1)
		cores = sysconf(_SC_NPROCESSORS_ONLN);
	if (cores < 1 || cores > THREADS_MOST)
		cores = THREADS_MOST;
	return cores < jobs ? cores : jobs;
}

int val_in_parallel(const val_jobs *j, int nfiles, char **files, report *total)
{
	pipeline pl = { .j = j, .total = total, .batch_records = BATCH_RECORDS,
			.whole_below = WHOLE_BELOW, .group_bytes = GROUP_BYTES };
	int status;
	const char *knob = getenv("ARBITER_BATCH"), *spills = getenv("ARBITER_SPILL");
	cookie_io_functions_t io = { .write = note };
	rec_taker take = val_taker(&pl);
	FILE *notes;

	if (knob) {
		char *end;
		long n = strtol(knob, &end, 10);
		if (n > 0)
			pl.batch_records = (size_t)n;
		if (*end == ',')
			pl.whole_below = strtod(end + 1, &end);
		if (*end == ',')
			pl.group_bytes = strtod(end + 1, NULL);
	}
	/* a line's moves left as one span, as with one thread: a batch's copy
	 * keeps its spans and its reader's way of taking them apart */
	take.spans = cli_notation_runs(j->notation);
	pl.whole = take;          /* a whole file's: val_window, into its thread's run */
	take.fn = window;         /* the reading thread's, for the records it reads */
	pl.jobs = (size_t)(j->jobs > VAL_MAX_JOBS ? VAL_MAX_JOBS : j->jobs);
	pl.cap = pl.jobs * UNITS_PER_JOB;
	pl.budget = pl.cap * 4 * BATCH_BYTES; /* small batches never reach it */
	pl.fds_most = fds_most();
	spills_most = spills && !strcmp(spills, "0") ? 0 :
		      pl.fds_most / 32 < 16	       ? (int)(pl.fds_most / 32) : 16;
	if (!(pl.ring = calloc(pl.cap, sizeof *pl.ring))) {
		cli_rules_close(j->rules);
		return fputs("arbiter: out of memory\n", stderr), 2;
	}
	for (size_t i = 0; i < pl.cap; i++)
		pl.ring[i].last = -1;
	pthread_mutex_init(&pl.lock, NULL);
	pthread_cond_init(&pl.work, NULL);
	pthread_cond_init(&pl.done, NULL);
	hand_init(j, &pl.main, j->rules);
	if (pl.main.ok) /* until a worker starts (submit) */
		ref_alone(pl.main.r.ref, 1);
	/* jobs - 1 workers, started by submit: the reading thread is the last,
	 * when it can help */
	pl.wanted = (int)pl.jobs - 1;
	if ((notes = fopencookie(&pl, "w", io)))
		setvbuf(notes, NULL, _IONBF, 0);
	status = cli_each_input(nfiles, files, j->notation, j->walk, notes ? notes : stderr, claim,
				&take, feed, &pl);
	pl.read_all = 1;
	seal(&pl);
	pthread_mutex_lock(&pl.lock);
	pl.finished = 1;
	pthread_cond_broadcast(&pl.work);
	pthread_mutex_unlock(&pl.lock);
	while (pl.head < pl.tail)
		print_done(&pl, !help(&pl));
	if (notes)
		fclose(notes);
	put(stderr, pl.pending.p, pl.pending.len);
	for (int t = 0; t < pl.started; t++)
		pthread_join(pl.tid[t], NULL);
	for (size_t i = 0; i < pl.cap; i++) {
		unit *u = &pl.ring[i];
		for (size_t k = 0; k < u->cap; k++)
			rec_free(&u->recs[k]);
		free(u->recs);
		free(u->bad);
		buf_free(&u->notes_before);
		buf_free(&u->notes_after);
		buf_free(&u->out);
		buf_free(&u->err);
		buf_free(&u->said);
		ref_carry_free(u->carry);
		free(u->files);
		free(u->held);
		buf_free(&u->names);
		buf_free(&u->text);
	}
	free(pl.ring);
	buf_free(&pl.pending);
	buf_free(&pl.scratch);
	hand_free(&pl.main);
	pthread_cond_destroy(&pl.done);
	pthread_cond_destroy(&pl.work);
	pthread_mutex_destroy(&pl.lock);
	return status > pl.status ? status : pl.status;
}
