#include "core/varpath.h"

#include <dirent.h>
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/hash.h"
#include "config.h"
#include "games/game.h"

/* A folder of the path, once: ARBITER_VARIANTS naming the shipped folder
 * (as the test suite does) leaves one folder, the shipped one. */
static int add_dir(var_path *p, const char *dir, int shipped)
{
	struct stat st;
	int exists = stat(dir, &st) == 0 && S_ISDIR(st.st_mode);
	var_folder *d;

	if (!*dir)
		return 0;
	for (size_t i = 0; exists && i < p->ndirs; i++)
		if (p->dirs[i].exists && p->dirs[i].dev == st.st_dev && p->dirs[i].ino == st.st_ino) {
			p->dirs[i].shipped |= shipped;
			return 0;
		}
	if (!(d = realloc(p->dirs, (p->ndirs + 1) * sizeof *d)))
		return -1;
	p->dirs = d;
	d += p->ndirs;
	memset(d, 0, sizeof *d);
	if (!(d->path = strdup(dir)))
		return -1;
	d->shipped = shipped;
	d->exists = exists;
	if (exists) {
		d->dev = st.st_dev;
		d->ino = st.st_ino;
	}
	p->ndirs++;
	return 0;
}

/* Is the folder of file `path` the folder `dir`? */
static int in_folder(const char *path, const char *dir)
{
	struct stat a, b;
	char at[PATH_MAX];
	const char *slash = strrchr(path, '/');
	size_t n = slash ? (size_t)(slash - path) : 1;

	if (n >= sizeof at)
		return 0;
	memcpy(at, slash ? path : ".", n);
	at[n] = '\0';
	return stat(at, &a) == 0 && stat(dir, &b) == 0 && a.st_dev == b.st_dev &&
	       a.st_ino == b.st_ino;
}

/* The shipped folder: the source tree's `variants` for the program run
 * from the folder it was built in (build/arbiter), or the library loaded
 * from there (build/.libs/libarbiter.so.0), else the installed data
 * folder. Only that one build folder: a `variants` folder that happens to
 * stand beside the folder of an installed program (~/bin/arbiter beside a
 * received archive unpacked in ~) is no rule set's home. */
static int add_shipped(var_path *p)
{
	char path[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", path, sizeof path - 1);
	Dl_info self;

	if ((n > 0 && (path[n] = '\0', in_folder(path, ARBITER_BUILDDIR))) ||
	    (dladdr((void *)add_shipped, &self) && self.dli_fname &&
	     in_folder(self.dli_fname, ARBITER_BUILDDIR "/.libs")))
		return add_dir(p, realpath(ARBITER_SRCDIR "/variants", path) ? path :
			       ARBITER_SRCDIR "/variants", 1);
	return add_dir(p, ARBITER_DATADIR "/variants", 1);
}

int vp_init(var_path *p)
{
	const char *env = getenv("ARBITER_VARIANTS");
	int bad = 0;

	memset(p, 0, sizeof *p);
	if (env) {
		char *copy = strdup(env), *save = NULL, *tok;
		if (!copy)
			return -1;
		for (tok = strtok_r(copy, ":", &save); tok && !bad; tok = strtok_r(NULL, ":", &save))
			bad = add_dir(p, tok, 0);
		free(copy);
	}
	return bad || add_shipped(p) ? -1 : 0;
}

void vp_free(var_path *p)
{
	for (size_t i = 0; i < p->ndirs; i++)
		free(p->dirs[i].path);
	for (size_t i = 0; i < p->nfiles; i++) {
		free(p->files[i].key);
		free(p->files[i].path);
		free(p->files[i].other);
	}
	for (size_t i = 0; i < p->nfound; i++) {
		free(p->found[i]->key);
		free(p->found[i]->path);
		free(p->found[i]->other);
		free(p->found[i]);
	}
	free(p->dirs);
	free(p->files);
	free(p->slot);
	free(p->found);
	memset(p, 0, sizeof *p);
}

FILE *vp_open(const char *path, const char **why)
{
	struct stat st;
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC), flags, e;
	FILE *f = NULL;

	*why = NULL;
	if (fd < 0 && errno == ENXIO && stat(path, &st) == 0 && S_ISSOCK(st.st_mode))
		*why = "a socket, not a regular file";
	if (fd < 0)
		return NULL;
	if (fstat(fd, &st) == 0 && !S_ISREG(st.st_mode)) {
		*why = S_ISFIFO(st.st_mode) ? "a FIFO, not a regular file" :
		       S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode) ? "a device, not a regular file" :
		       S_ISDIR(st.st_mode) ? "a folder, not a regular file" : "not a regular file";
		close(fd);
		return NULL;
	}
	if ((flags = fcntl(fd, F_GETFL)) >= 0 && fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) == 0)
		f = fdopen(fd, "rb");
	if (!f) {
		e = errno;
		close(fd);
		errno = e;
	}
	return f;
}

int vp_same_bytes(const char *a, const char *b)
{
	const char *why;
	FILE *fa = vp_open(a, &why), *fb = vp_open(b, &why);
	char x[4096], y[4096];
	size_t n, m;
	int same = fa && fb;

	while (same) {
		n = fread(x, 1, sizeof x, fa);
		m = fread(y, 1, sizeof y, fb);
		same = n == m && !memcmp(x, y, n);
		if (n < sizeof x)
			break;
	}
	if (fa)
		fclose(fa);
	if (fb)
		fclose(fb);
	return same;
}

/* "a/b", or "a/b/c" when c is not NULL, in out of n bytes: 0, or -1 when it
 * does not fit (such a path is skipped, as it always was). */
static int join(char *out, size_t n, const char *a, const char *b, const char *c)
{
	size_t la = strlen(a), lb = strlen(b), lc = c ? strlen(c) + 1 : 0;

	if (la + 1 + lb + lc >= n)
		return -1;
	memcpy(out, a, la);
	out[la] = '/';
	memcpy(out + la + 1, b, lb + 1);
	if (c) {
		out[la + 1 + lb] = '/';
		memcpy(out + la + 2 + lb, c, lc);
	}
	return 0;
}

/* The key of a name: "sub/name", or "name" for a rule set (sub NULL); -1
 * when it is longer than any key. */
static int make_key(char *key, size_t n, const char *sub, const char *name)
{
	if (!sub) {
		size_t len = strlen(name);
		if (len >= n)
			return -1;
		memcpy(key, name, len + 1);
		return 0;
	}
	return join(key, n, sub, name, NULL);
}

/* One more file of f's name, in the index's order: the first is the file,
 * the first later one with other bytes the shadow said. */
static int note(vp_file *f, const char *path, size_t folder)
{
	if (!f->path) {
		f->folder = folder;
		return (f->path = strdup(path)) ? 0 : -1;
	}
	if (!f->other && !vp_same_bytes(f->path, path)) {
		if (!(f->other = strdup(path)))
			return -1;
		f->other_folder = folder;
	}
	return 0;
}

/* The indexed file of key, or NULL. */
static vp_file *indexed(const var_path *p, const char *key)
{
	size_t mask = p->nslot - 1;

	if (!p->nslot)
		return NULL;
	for (size_t i = (size_t)hash_name(key) & mask; p->slot[i]; i = (i + 1) & mask)
		if (!strcmp(p->files[p->slot[i] - 1].key, key))
			return &p->files[p->slot[i] - 1];
	return NULL;
}

/* File number f in its slot. */
static void put(var_path *p, size_t f)
{
	size_t i = (size_t)hash_name(p->files[f].key) & (p->nslot - 1);

	while (p->slot[i])
		i = (i + 1) & (p->nslot - 1);
	p->slot[i] = f + 1;
}

/* Slots for n files, the files there in them: 0, or -1 out of memory. */
static int slots_for(var_path *p, size_t n)
{
	size_t m = p->nslot ? p->nslot : 256, *s;

	if (2 * n <= p->nslot)
		return 0;
	while (2 * n > m)
		m *= 2;
	if (!(s = calloc(m, sizeof *s)))
		return -1;
	free(p->slot);
	p->slot = s;
	p->nslot = m;
	for (size_t f = 0; f < p->nfiles; f++)
		put(p, f);
	return 0;
}

/* Adds FOLDER/.../NAME.yaml under key (sub/stem or stem). */
static int add_file(var_path *p, const char *sub, const char *stem, const char *path, size_t folder)
{
	char key[512];
	vp_file *f;

	if (make_key(key, sizeof key, sub, stem))
		return 0;
	if ((f = indexed(p, key)))
		return note(f, path, folder);
	if (slots_for(p, p->nfiles + 1) || !(f = realloc(p->files, (p->nfiles + 1) * sizeof *f)))
		return -1;
	p->files = f;
	f += p->nfiles;
	memset(f, 0, sizeof *f);
	if (!(f->key = strdup(key)) || note(f, path, folder)) {
		free(f->key);
		return -1;
	}
	put(p, p->nfiles++);
	return 0;
}

/* A folder of a game's named data (morris boards, backgammon starts), not
 * of rule sets: a folder some option's values are files of. */
static int is_data_dir(const char *name)
{
	for (size_t g = 0; games[g]; g++)
		for (size_t i = 0; i < games[g]->nschema; i++)
			if (games[g]->schema[i].dir && strcmp(games[g]->schema[i].dir, name) == 0)
				return 1;
	return 0;
}

/* A folder that opendir did not open: passed over where it is gone or
 * closed to the reader (0), but not for want of files or memory (-1, errno
 * kept): the rule sets in it would be said not to exist. */
static int out_of(var_path *p)
{
	if (errno != EMFILE && errno != ENFILE && errno != ENOMEM)
		return 0;
	p->err = errno;
	return -1;
}

/* The .yaml files of one folder, under sub (NULL: rule sets). */
static int index_folder(var_path *p, const char *dir, const char *sub, size_t folder, int depth)
{
	DIR *dp = opendir(dir);
	struct dirent *e;
	int bad = 0;

	if (!dp)
		return out_of(p);
	while (!bad && (e = readdir(dp))) {
		size_t n = strlen(e->d_name);
		char path[4096], stem[256];
		struct stat st;

		if (e->d_name[0] == '.' || join(path, sizeof path, dir, e->d_name, NULL) ||
		    stat(path, &st))
			continue;
		if (S_ISDIR(st.st_mode) && depth == 0) /* a game's folder, or a data folder */
			bad = index_folder(p, path, is_data_dir(e->d_name) ? e->d_name : NULL,
					   folder, 1);
		else if (!S_ISDIR(st.st_mode) && n > 5 && n - 5 < sizeof stem &&
			 !strcmp(e->d_name + n - 5, ".yaml")) {
			memcpy(stem, e->d_name, n - 5);
			stem[n - 5] = '\0';
			bad = add_file(p, sub, stem, path, folder);
		}
	}
	closedir(dp);
	return bad;
}

static int index_all(var_path *p)
{
	if (p->indexed)
		return p->failed ? -1 : 0;
	p->indexed = 1;
	for (size_t i = 0; i < p->ndirs && !p->failed; i++)
		if (p->dirs[i].exists && index_folder(p, p->dirs[i].path, NULL, i, 0))
			p->failed = 1;
	return p->failed ? -1 : 0;
}

const char *vp_origin(const var_folder *f)
{
	return f->shipped ? "shipped" : "ARBITER_VARIANTS";
}

/* Said at the file to change: the one not shipped (of two local ones, the
 * later). */
static int shadowed(const var_path *p, const vp_file *f, diag *d)
{
	const var_folder *a = &p->dirs[f->folder], *b = &p->dirs[f->other_folder];
	int first = !a->shipped && b->shipped;

	diag_clear(d);
	diag_at(d, first ? f->path : f->other, 0, 0);
	if (a->shipped || b->shipped)
		diag_set(d, "variant-shadowed", "it shadows the shipped %s.yaml, %s: rename or remove "
			 "it, so that the name means one rule set", f->key, first ? f->other : f->path);
	else
		diag_set(d, "variant-shadowed", "a second %s.yaml on ARBITER_VARIANTS, beside %s: "
			 "rename or remove one, so that the name means one rule set", f->key, f->path);
	return -2;
}

/* Is path a file the index would hold: any but a folder (a FIFO or a
 * device is held, to be said as what it is where its name is asked for,
 * never opened to wait on)? */
static int is_file(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0 && !S_ISDIR(st.st_mode);
}

/* Is path a folder the index reads? */
static int is_folder(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0 && S_ISDIR(st.st_mode) && access(path, R_OK | X_OK) == 0;
}

/* The files of one name in one folder of the path, as index_folder would
 * meet them: FOLDER/SUB/NAME.yaml for a data file; for a rule set,
 * FOLDER/NAME.yaml and FOLDER/GAME/NAME.yaml in the order FOLDER lists
 * them. */
static int look_in(var_path *p, const char *dir, const char *sub, const char *file, vp_file *f,
		   size_t folder)
{
	char path[4096], sub_dir[4096];
	DIR *dp;
	struct dirent *e;
	int bad = 0;

	if (sub) {
		if (join(sub_dir, sizeof sub_dir, dir, sub, NULL) || !is_folder(dir) ||
		    !is_folder(sub_dir) || join(path, sizeof path, sub_dir, file, NULL) || !is_file(path))
			return 0;
		return note(f, path, folder);
	}
	if (!(dp = opendir(dir)))
		return out_of(p);
	while (!bad && (e = readdir(dp))) {
		struct stat st;

		if (e->d_name[0] == '.' || join(path, sizeof path, dir, e->d_name, NULL) ||
		    stat(path, &st))
			continue;
		if (S_ISDIR(st.st_mode)) {
			if (!is_data_dir(e->d_name) && access(path, R_OK | X_OK) == 0 &&
			    !join(path, sizeof path, dir, e->d_name, file) && is_file(path))
				bad = note(f, path, folder);
		} else if (!strcmp(e->d_name, file)) {
			bad = note(f, path, folder);
		}
	}
	closedir(dp);
	return bad;
}

/* A name's entry before the index is made: looked for once, by its file
 * name in every folder. NULL with *bad 0 when there is no such file. */
static vp_file *look_up(var_path *p, const char *sub, const char *name, const char *key, int *bad)
{
	char file[261];
	size_t n = strlen(name);
	vp_file *f, **grown;

	*bad = 0;
	for (size_t i = 0; i < p->nfound; i++)
		if (!strcmp(p->found[i]->key, key))
			return p->found[i];
	/* the index holds stems of 1 to 255 bytes that start with no dot */
	if (!n || n > 255 || name[0] == '.' || strchr(name, '/'))
		return NULL;
	memcpy(file, name, n);
	memcpy(file + n, ".yaml", 6);
	if (!(f = calloc(1, sizeof *f)) || !(f->key = strdup(key)))
		goto nomem;
	for (size_t i = 0; i < p->ndirs; i++)
		if (p->dirs[i].exists && look_in(p, p->dirs[i].path, sub, file, f, i))
			goto nomem;
	if (!f->path) {
		free(f->key);
		free(f);
		return NULL;
	}
	if (!(grown = realloc(p->found, (p->nfound + 1) * sizeof *grown)))
		goto nomem;
	p->found = grown;
	return p->found[p->nfound++] = f;
nomem:
	if (f) {
		free(f->key);
		free(f->path);
		free(f->other);
		free(f);
	}
	*bad = 1;
	return NULL;
}

/* What stopped the search: memory, or a folder not opened for want of
 * files (-2). */
static int nomem(const var_path *p, diag *d)
{
	if (p->err)
		return diag_set(d, "io", "cannot read the folders of rule sets: %s",
				strerror(p->err)), -2;
	return diag_set(d, "nomem", "out of memory"), -2;
}

int vp_find(var_path *p, const char *sub, const char *name, const vp_file **file, diag *d)
{
	char key[512];
	const vp_file *f = NULL;
	int bad;

	if (make_key(key, sizeof key, sub, name))
		return -1;
	if (!p->indexed) {
		f = look_up(p, sub, name, key, &bad);
		if (bad)
			return nomem(p, d);
	} else {
		if (index_all(p))
			return nomem(p, d);
		f = indexed(p, key);
	}
	if (!f)
		return -1;
	if (f->other)
		return shadowed(p, f, d);
	*file = f;
	return 0;
}

const vp_file *vp_next_rule_set(var_path *p, size_t *i)
{
	if (index_all(p))
		return NULL;
	while (*i < p->nfiles && strchr(p->files[*i].key, '/'))
		(*i)++;
	return *i < p->nfiles ? &p->files[(*i)++] : NULL;
}

void vp_describe(const var_path *p, char *out, size_t n)
{
	size_t len = 0;

	out[0] = '\0';
	for (size_t i = 0; i < p->ndirs && len < n; i++)
		len += (size_t)snprintf(out + len, n - len, "%s%s (%s%s)", i ? ", " : "",
					p->dirs[i].path, vp_origin(&p->dirs[i]),
					p->dirs[i].exists ? "" : ", no such folder");
}
