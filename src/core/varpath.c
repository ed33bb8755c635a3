#include "core/varpath.h"

#include <dirent.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

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

/* The shipped folder: the source tree's `variants` for the program run
 * from the folder it was built in (build/arbiter), else the installed data
 * folder. Only that one build folder: a `variants` folder that happens to
 * stand beside the folder of an installed program (~/bin/arbiter beside a
 * received archive unpacked in ~) is no rule set's home. */
static int add_shipped(var_path *p)
{
	struct stat exe, built;
	char path[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", path, sizeof path - 1);

	if (n > 0) {
		char *slash;
		path[n] = '\0';
		if ((slash = strrchr(path, '/')))
			*slash = '\0';
		if (stat(path, &exe) == 0 && stat(ARBITER_BUILDDIR, &built) == 0 &&
		    exe.st_dev == built.st_dev && exe.st_ino == built.st_ino)
			return add_dir(p, realpath(ARBITER_SRCDIR "/variants", path) ? path :
				       ARBITER_SRCDIR "/variants", 1);
	}
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
	free(p->dirs);
	free(p->files);
	memset(p, 0, sizeof *p);
}

/* Do two files hold the same bytes? A copy of a shipped rule set (an
 * ARBITER_VARIANTS folder made by copying the shipped one) is no shadow. */
static int same_bytes(const char *a, const char *b)
{
	FILE *fa = fopen(a, "rb"), *fb = fopen(b, "rb");
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

/* Adds FOLDER/.../NAME.yaml under key (sub/stem or stem). */
static int add_file(var_path *p, const char *sub, const char *stem, const char *path, size_t folder)
{
	char key[512];
	vp_file *f;

	snprintf(key, sizeof key, "%s%s%s", sub ? sub : "", sub ? "/" : "", stem);
	for (size_t i = 0; i < p->nfiles; i++) {
		f = &p->files[i];
		if (strcmp(f->key, key))
			continue;
		if (!f->other && !same_bytes(f->path, path)) {
			if (!(f->other = strdup(path)))
				return -1;
			f->other_folder = folder;
		}
		return 0;
	}
	if (!(f = realloc(p->files, (p->nfiles + 1) * sizeof *f)))
		return -1;
	p->files = f;
	f += p->nfiles;
	memset(f, 0, sizeof *f);
	f->folder = folder;
	if (!(f->key = strdup(key)) || !(f->path = strdup(path))) {
		free(f->key);
		return -1;
	}
	p->nfiles++;
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

/* The .yaml files of one folder, under sub (NULL: rule sets). */
static int index_folder(var_path *p, const char *dir, const char *sub, size_t folder, int depth)
{
	DIR *dp = opendir(dir);
	struct dirent *e;
	int bad = 0;

	if (!dp)
		return 0;
	while (!bad && (e = readdir(dp))) {
		size_t n = strlen(e->d_name);
		char path[4096], stem[256];
		struct stat st;

		if (e->d_name[0] == '.' ||
		    (size_t)snprintf(path, sizeof path, "%s/%s", dir, e->d_name) >= sizeof path ||
		    stat(path, &st))
			continue;
		if (S_ISDIR(st.st_mode) && depth == 0) /* a game's folder, or a data folder */
			bad = index_folder(p, path, is_data_dir(e->d_name) ? e->d_name : NULL,
					   folder, 1);
		else if (S_ISREG(st.st_mode) && n > 5 && n - 5 < sizeof stem &&
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

int vp_find(var_path *p, const char *sub, const char *name, const vp_file **file, diag *d)
{
	char key[512];

	if (index_all(p))
		return diag_set(d, "nomem", "out of memory"), -2;
	snprintf(key, sizeof key, "%s%s%s", sub ? sub : "", sub ? "/" : "", name);
	for (size_t i = 0; i < p->nfiles; i++)
		if (!strcmp(p->files[i].key, key)) {
			if (p->files[i].other)
				return shadowed(p, &p->files[i], d);
			*file = &p->files[i];
			return 0;
		}
	return -1;
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
