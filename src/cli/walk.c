#include "cli/walk.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/cli.h"
#include "formats/format.h"

enum { MAX_NESTED = 32 };

/* The folders and files met, by device and inode: open addressing. */
typedef struct idset {
	file_id *slot;
	size_t cap, n;
} idset;

static size_t hash(dev_t dev, ino_t ino)
{
	uint64_t h = (uint64_t)ino * 0x9E3779B97F4A7C15ULL ^ (uint64_t)dev * 0xC2B2AE3D27D4EB4FULL;
	return (size_t)(h ^ h >> 29);
}

/* 1 when met before, 0 when new (now remembered), -1 out of memory. The
 * table starts small and doubles: a folder of a few files clears a few
 * hundred bytes, not the thousands a big start would (about 6,000
 * instructions for a folder of one file). */
static int met(idset *s, const struct stat *st)
{
	size_t i;

	if (2 * (s->n + 1) > s->cap) {
		size_t cap = s->cap ? 2 * s->cap : 16;
		file_id *slot = calloc(cap, sizeof *slot);
		if (!slot)
			return -1;
		for (size_t k = 0; k < s->cap; k++)
			if (s->slot[k].set) {
				for (i = hash(s->slot[k].dev, s->slot[k].ino) & (cap - 1); slot[i].set;
				     i = (i + 1) & (cap - 1))
					;
				slot[i] = s->slot[k];
			}
		free(s->slot);
		s->slot = slot;
		s->cap = cap;
	}
	for (i = hash(st->st_dev, st->st_ino) & (s->cap - 1); s->slot[i].set; i = (i + 1) & (s->cap - 1))
		if (s->slot[i].dev == st->st_dev && s->slot[i].ino == st->st_ino)
			return 1;
	s->slot[i] = (file_id){ 1, st->st_dev, st->st_ino };
	s->n++;
	return 0;
}

typedef struct walker {
	const cli_walk *w;
	FILE *err;
	walk_fn fn;
	void *arg;
	char root[PATH_MAX]; /* the named folder being read, resolved */
	file_id std[2];      /* the files standard output and error write, when regular */
	idset seen;
	int status;          /* 2 once something could not be read */
	int stop;            /* 1: the output was met (2); -1: the visitor stopped */
} walker;

static int is(const file_id *id, const struct stat *st)
{
	return id->set && id->dev == st->st_dev && id->ino == st->st_ino;
}

/* The file found at path, opened for reading as the one st says it is:
 * without waiting (a FIFO put in its place would wait for ever), then
 * checked to be that very file, regular. The descriptor, or -1 (errno
 * says why; ESTALE: another file stands at the name now). */
static int open_found(const char *path, const struct stat *st)
{
	struct stat now;
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC), flags;

	if (fd < 0)
		return -1;
	if (fstat(fd, &now) != 0)
		; /* (errno says why) */
	else if (!S_ISREG(now.st_mode) || now.st_dev != st->st_dev || now.st_ino != st->st_ino)
		errno = ESTALE;
	else if ((flags = fcntl(fd, F_GETFL)) >= 0 && fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) == 0)
		return fd; /* read as any file now: blocking */
	flags = errno;
	close(fd);
	errno = flags;
	return -1;
}

/* Where the file at fd has its first line that is not blank (as the
 * readers pass blank lines over, however many); -1 when it cannot be read. */
static off_t first_text(int fd)
{
	char b[16384];
	off_t at = 0, line = 0;
	ssize_t got;

	while ((got = pread(fd, b, sizeof b, at)) > 0) {
		for (ssize_t i = 0; i < got; i++) {
			if (b[i] == '\n')
				line = at + i + 1;
			else if (b[i] != ' ' && b[i] != '\t' && b[i] != '\r' && b[i] != '\f' &&
				 b[i] != '\v')
				return line;
		}
		at += got;
	}
	return got < 0 ? -1 : line;
}

/* Does the file at fd start as a record file does (formats/format.h)? 1,
 * 0, or 16 or 32 where it does in UTF-16 or UTF-32, which is not read. -1
 * (errno says why) when it cannot be read. pread: fd stays at the file's
 * start. */
static int looks_like_records(int fd)
{
	char head[16384]; /* comment lines, a box or a title may come before the first game */
	char text[sizeof head / 2 + 1];
	size_t n = 0;
	ssize_t got = 0;
	off_t at = first_text(fd);
	int bits;

	if (at < 0)
		return -1;
	while (n < sizeof head - 1 &&
	       (got = pread(fd, head + n, sizeof head - 1 - n, at + (off_t)n)) > 0)
		n += (size_t)got;
	if (got < 0)
		return -1;
	head[n] = '\0';
	if (fmt_wide_text(head, n, text, &bits)) /* records in UTF-16 or 32: said, not passed over */
		return fmt_looks_like_records(text, strlen(text)) ? bits : 0;
	return fmt_looks_like_records(head, n);
}

static void visit(walker *k, const char *path, const struct stat *st, const char *why)
{
	if (why)
		k->status = 2;
	if (!k->stop && k->fn(path, st, why, -1, k->arg))
		k->stop = -1;
}

/* A file found in a folder, open (fd), handed on: the visitor closes it. */
static void visit_open(walker *k, const char *path, const struct stat *st, int fd)
{
	if (k->stop)
		close(fd);
	else if (k->fn(path, st, NULL, fd, k->arg))
		k->stop = -1;
}

/* A file in a folder that cannot be opened: errno says why. */
static void unopened(walker *k, const char *path)
{
	char why[160];

	snprintf(why, sizeof why, "cannot open: %s", strerror(errno));
	visit(k, path, NULL, why);
}

static void skipped(walker *k, const char *path, const char *why)
{
	if (k->err && (!k->w->note_here || k->w->note_here(k->w->note_arg)))
		cli_say(k->err, "arbiter: %s: skipped: %s\n", path, why);
}

/* Is the input a file standard output or error writes (validate a.pgn
 * >> a.pgn)? Read, it would grow with what the run writes, without end:
 * said as an unreadable input instead (2, as cat says its input is its
 * output). */
static const char *const written[2] = {
	"standard output writes to this file: it would read what it writes (write the output "
	"elsewhere)",
	"standard error writes to this file: it would read what it writes (send it elsewhere)"
};

static int writes_to(walker *k, const char *path, const struct stat *st)
{
	for (int i = 0; i < 2; i++)
		if (is(&k->std[i], st)) {
			visit(k, path, NULL, written[i]);
			return 1;
		}
	return 0;
}

const char *walk_written(int fd)
{
	struct stat in, out;

	if (fstat(fd, &in) != 0 || !S_ISREG(in.st_mode))
		return NULL;
	for (int i = 0; i < 2; i++)
		if (fstat(i + 1, &out) == 0 && out.st_dev == in.st_dev && out.st_ino == in.st_ino)
			return written[i];
	return NULL;
}

/* A file found in a folder (st: the file itself, a link followed). */
static void found_file(walker *k, const char *path, const struct stat *st)
{
	int r, fd;

	out_file *o = k->w->out;

	if (o && is(&o->tmp_id, st))
		return; /* the output being written */
	if (writes_to(k, path, st))
		return;
	if (o && is(&o->target_id, st)) {
		cli_say(k->err ? k->err : stderr, "arbiter: %s: %s: the output (-o %s) cannot be an "
			"input too: write it outside the folders read\n", o->cmd, path, o->path);
		o->met_as_input = 1;
		k->status = 2;
		k->stop = 1;
		return;
	}
	if ((r = met(&k->seen, st)) != 0) {
		if (r > 0)
			skipped(k, path, "the same file as one read already (a link, or another name)");
		else
			visit(k, path, NULL, "out of memory");
		return;
	}
	if ((fd = open_found(path, st)) < 0) {
		if (errno == ESTALE)
			visit(k, path, NULL, "another file stands at this name now than the one found "
			      "there: not read");
		else
			unopened(k, path);
		return;
	}
	if ((r = looks_like_records(fd)) < 0) {
		close(fd);
		unopened(k, path);
	} else if (r == 16 || r == 32) {
		close(fd);
		visit(k, path, NULL, r == 16 ? "records in UTF-16 text, not UTF-8: not read (iconv -f "
			      "UTF-16 -t UTF-8 makes them UTF-8)" :
			      "records in UTF-32 text, not UTF-8: not read (iconv -f UTF-32 -t UTF-8 "
			      "makes them UTF-8)");
	} else if (r) {
		visit_open(k, path, st, fd);
	} else {
		close(fd);
		skipped(k, path, "not a record file (name it to read it anyway)");
	}
}

static void folder(walker *k, const char *dir, const struct stat *st, int depth);

/* Is the resolved path inside the named folder? */
static int inside(const walker *k, const char *real)
{
	size_t n = strlen(k->root);

	return strncmp(real, k->root, n) == 0 && (real[n] == '/' || (n == 1 && k->root[0] == '/'));
}

/* A link in a folder: followed with --follow-links, else only to a file
 * inside the named folder. 0, with *st what it leads to; -1 when done with. */
static int link_target(walker *k, const char *path, struct stat *st)
{
	char real[PATH_MAX], note[PATH_MAX + 160];

	if (stat(path, st)) {
		if (errno == ENOENT || errno == ELOOP)
			visit(k, path, NULL, errno == ENOENT ? "a link to nothing" :
			      "a link that leads round in a circle");
		else
			unopened(k, path);
		return -1;
	}
	if (k->w->follow_links)
		return 0;
	if (S_ISDIR(st->st_mode)) {
		skipped(k, path, "a link to a folder (--follow-links follows it)");
		return -1;
	}
	if (!realpath(path, real)) {
		unopened(k, path);
		return -1;
	}
	if (!inside(k, real)) {
		snprintf(note, sizeof note, "a link out of the folder, to %s (--follow-links follows "
			 "it)", real);
		skipped(k, path, note);
		return -1;
	}
	return 0;
}

/* dir/name, in memory of its own (NULL when out of memory): put together
 * by hand, which costs a tenth of a formatted print, once a name. */
static char *joined(const char *dir, const char *name)
{
	size_t nd = strlen(dir), nn = strlen(name), slash = nd && dir[nd - 1] != '/';
	char *path = malloc(nd + slash + nn + 1);

	if (path) {
		memcpy(path, dir, nd);
		path[nd] = '/';
		memcpy(path + nd + slash, name, nn + 1);
	}
	return path;
}

static void entry(walker *k, const char *dir, const char *name, int depth)
{
	char *path = joined(dir, name);
	struct stat st;

	if (!path) {
		visit(k, dir, NULL, "out of memory");
		return;
	}
	if (name[0] == '.')
		skipped(k, path, "a hidden name, starting with '.' (name it to read it anyway)");
	else if (lstat(path, &st))
		unopened(k, path);
	else if (S_ISLNK(st.st_mode) && link_target(k, path, &st))
		; /* said */
	else if (S_ISDIR(st.st_mode))
		folder(k, path, &st, depth + 1);
	else if (S_ISREG(st.st_mode))
		found_file(k, path, &st);
	else /* opened, a FIFO would wait for ever, a device never end */
		skipped(k, path, S_ISFIFO(st.st_mode) ? "a FIFO, not a file (name it to read it anyway)" :
			S_ISSOCK(st.st_mode) ? "a socket, not a file" :
			"a device, not a file (name it to read it anyway)");
	free(path);
}

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* A folder's names, . and .. left out, in byte order: the names one after
 * another in one block, and where each starts (scandir allocates each name
 * on its own, which costs a small folder more than its walk). The number
 * of names, or -1 (errno says why). */
typedef struct names {
	char *text;
	char **at;
} names;

static int read_names(const char *dir, names *out)
{
	DIR *d = opendir(dir);
	struct dirent *de;
	size_t len = 0, cap = 0, n = 0, ncap = 0, *off = NULL;
	char *text = NULL;
	int e;

	out->text = NULL;
	out->at = NULL;
	if (!d)
		return -1;
	while ((errno = 0, de = readdir(d))) { /* errno stays 0 at the end, not on an error */
		size_t k = strlen(de->d_name) + 1;
		if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, ".."))
			continue;
		if (len + k > cap) {
			char *t = realloc(text, cap = 2 * (len + k) + 256);
			if (!t)
				break; /* (errno: ENOMEM) */
			text = t;
		}
		if (n == ncap) {
			size_t *o = realloc(off, (ncap = 2 * ncap + 16) * sizeof *off);
			if (!o)
				break;
			off = o;
		}
		memcpy(text + len, de->d_name, k);
		off[n++] = len;
		len += k;
	}
	e = errno ? errno : n > INT_MAX ? EOVERFLOW : 0;
	closedir(d);
	if (!e && !(out->at = malloc((n ? n : 1) * sizeof *out->at)))
		e = ENOMEM;
	if (e) {
		free(text);
		free(off);
		errno = e;
		return -1;
	}
	for (size_t i = 0; i < n; i++) /* the block moves as it grows: its places now */
		out->at[i] = text + off[i];
	free(off);
	qsort(out->at, n, sizeof *out->at, by_name);
	out->text = text;
	return (int)n;
}

/* A folder: its record files in name order, the folders in it too. */
static void folder(walker *k, const char *dir, const struct stat *st, int depth)
{
	names list;
	int n, r = met(&k->seen, st);

	if (r) {
		if (r > 0)
			skipped(k, dir, "a folder read already (through a link)");
		else
			visit(k, dir, NULL, "out of memory");
		return;
	}
	if (depth > MAX_NESTED || (n = read_names(dir, &list)) < 0) {
		/* handed on as an unreadable input, as a file that does not
		 * open is: counted, and listed wherever records are */
		char why[160];
		snprintf(why, sizeof why, "cannot read the folder: %s",
			 depth > MAX_NESTED ? "folders nested too deep" : strerror(errno));
		visit(k, dir, NULL, why);
		return;
	}
	for (int i = 0; i < n && !k->stop; i++)
		entry(k, dir, list.at[i], depth);
	free(list.at);
	free(list.text);
}

/* A file named that was named or read already (the same file twice, under
 * another name or through a link, or found in a folder named before it):
 * skipped with a note, since read again its records would be counted
 * twice (a game twice in the standings). 1 skipped, 0 read it. */
static int read_already(walker *k, const char *path, const struct stat *st)
{
	int r = met(&k->seen, st);

	if (r > 0)
		skipped(k, path, "the same file as one read already (named twice, a link, or "
			"another name)");
	else if (r < 0)
		visit(k, path, NULL, "out of memory");
	return r != 0;
}

int walk_inputs(int nfiles, char **files, const cli_walk *w, FILE *err, walk_fn fn, void *arg)
{
	static const cli_walk none;
	walker k = { .w = w ? w : &none, .err = err, .fn = fn, .arg = arg };
	struct stat st;

	for (int i = 0; i < 2; i++) /* standard output, unless -o takes the output */
		if ((i || !k.w->out) && fstat(i + 1, &st) == 0 && S_ISREG(st.st_mode))
			k.std[i] = (file_id){ 1, st.st_dev, st.st_ino };
	for (int i = 0; i < nfiles && !k.stop; i++) {
		if (!strcmp(files[i], "-")) {
			/* standard input is read once, and is the file it reads from */
			if (fstat(STDIN_FILENO, &st) ||
			    (!writes_to(&k, "-", &st) && !read_already(&k, "<stdin>", &st)))
				visit(&k, "-", NULL, NULL);
		} else if (stat(files[i], &st)) {
			visit(&k, files[i], NULL, NULL); /* the visitor says why it cannot open it */
		} else if (S_ISDIR(st.st_mode)) {
			if (!realpath(files[i], k.root))
				snprintf(k.root, sizeof k.root, "%s", files[i]);
			folder(&k, files[i], &st, 0);
		} else if (S_ISSOCK(st.st_mode)) { /* open says "No such device or address" */
			visit(&k, files[i], NULL, "a socket, not a file: nothing can be opened there "
			      "to read");
		} else if (!writes_to(&k, files[i], &st) && !read_already(&k, files[i], &st)) {
			visit(&k, files[i], &st, NULL);
		}
	}
	free(k.seen.slot);
	return k.stop < 0 ? -1 : k.status;
}
