#include "core/variant.h"

#include "base/edit.h"
#include "base/yamldoc.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "config.h"
#include "games/game.h"

/* MAX_DEPTH: an extends chain; MAX_BYTES: a variant file (a rule set is a
 * few kilobytes), refused before it is read, so that a file of a gigabyte
 * costs nothing, on the search path as in a check (base/yamldoc.h refuses
 * files nested too deep or of too many keys as it reads them). */
enum { MAX_DEPTH = 16, MAX_BYTES = 1 << 20 };

/* A data file (a board, a start) read once for all the rule sets that name
 * it. */
typedef struct data_doc {
	char *path;
	ydoc *doc;
	struct data_doc *next;
} data_doc;

struct var_registry {
	var_path path;
	variant *list;
	int scanned; /* every file on the path loaded */
	char *loading[MAX_DEPTH]; /* real paths of the extends chain being loaded */
	size_t nloading;
	data_doc *data;
	/* the last name var_nearest was asked for, and its answer: a name no
	 * rule set answers to is said and then suggested for, at once */
	char asked[128];
	const char *near;
	/* each rule set file of the path and the lines of it that give names
	 * (name:, aliases:, a block list's items), read once when a record
	 * first names a rule set by an alias, their letters in lower case: a
	 * file's lines are all[at, at + len), each file's ending in '\n';
	 * unread: the file could not be read, and may name anything */
	struct name_lines {
		const vp_file *f;
		size_t at, len;
		int unread;
	} *lines;
	size_t nlines;
	char *all;
	size_t nall;
	int lines_read;
	/* the name and aliases of each rule set file of the path, read from its
	 * document without loading it (read_names), once a name no name line
	 * gives is looked for or suggested for; NULL: not yet, or out of memory */
	struct file_names {
		const vp_file *f;
		char *name;
		char **aliases;
		size_t naliases;
	} *names;
	size_t nnames;
	int names_read;
	/* the last names var_find_alias was asked for, and its answers (NULL:
	 * none), newest at next - 1: one is asked for each record of a file */
	struct {
		char name[256];
		const variant *v;
	} alias[8];
	unsigned alias_next;
};

/* ---- registry and search path -------------------------------------------- */

static void names_free(struct file_names *e)
{
	for (size_t i = 0; i < e->naliases; i++)
		free(e->aliases[i]);
	free(e->aliases);
	free(e->name);
}

var_registry *var_registry_new(void)
{
	var_registry *r = calloc(1, sizeof *r);

	if (r && vp_init(&r->path)) {
		vp_free(&r->path);
		free(r);
		return NULL;
	}
	return r;
}

const var_path *var_search_path(const var_registry *r)
{
	return &r->path;
}

static void variant_free(variant *v)
{
	const game *g = v->game;

	if (g && v->rules)
		g->rules_free(v->rules);
	for (size_t i = 0; i < v->ndocs; i++)
		ydoc_free(v->docs[i]);
	free(v->docs);
	for (size_t i = 0; i < v->naliases; i++)
		free(v->aliases[i]);
	free(v->aliases);
	for (size_t i = 0; i < v->nrotation; i++)
		free(v->rotation[i]);
	free(v->rotation);
	free(v->vals);
	free(v->name);
	free(v->title);
	free(v->game_name);
	free(v->source);
	free(v->file);
	free(v->extends);
	free(v);
}

void var_registry_free(var_registry *r)
{
	if (!r)
		return;
	while (r->list) {
		variant *v = r->list;
		r->list = v->next;
		variant_free(v);
	}
	while (r->data) {
		data_doc *dd = r->data;
		r->data = dd->next;
		ydoc_free(dd->doc);
		free(dd->path);
		free(dd);
	}
	free(r->lines);
	free(r->all);
	for (size_t i = 0; i < r->nnames; i++)
		names_free(&r->names[i]);
	free(r->names);
	vp_free(&r->path);
	free(r);
}

/* ---- loading --------------------------------------------------------------- */

static ydoc *load_doc(const char *path, diag *d)
{
	struct stat st;
	const char *why;
	FILE *f;
	ydoc *doc;
	size_t k;

	diag_at(d, path, 0, 0);
	/* a FIFO or device would be waited on for ever: regular files only */
	if (!(f = vp_open(path, &why)) && why)
		return diag_set(d, "io", "%s", why), NULL;
	if (!f)
		return diag_set(d, "io", "cannot open: %s", strerror(errno)), NULL;
	if (fstat(fileno(f), &st) == 0 && st.st_size > MAX_BYTES) { /* what was opened */
		fclose(f);
		return diag_set(d, "yaml-size", "a variant file larger than %d MiB (a rule set is a "
				"few kilobytes)", MAX_BYTES >> 20), NULL;
	}
	doc = ydoc_read(f, path, d);
	fclose(f);
	/* a rule set's file or a board's: no key twice in any mapping (two
	 * "draw:" blocks would be merged, a point of a start position given
	 * twice one value dropped): an error at the second */
	if (doc && (k = ydoc_twice(doc)) != 0) {
		if (k == SIZE_MAX) {
			diag_set(d, "nomem", "out of memory");
		} else {
			vnode key = { doc, &doc->node[k], path };
			vnode_locate(key, d);
			diag_token(d, vnode_str(key), strlen(vnode_str(key)));
			diag_set(d, "yaml-key", "'%s' is given twice", vnode_str(key));
		}
		ydoc_free(doc);
		return NULL;
	}
	return doc;
}

/* A document's root node (none for an empty file). */
static vnode doc_root(ydoc *doc, const char *file)
{
	vnode root = { doc, doc->nnode ? &doc->node[0] : NULL, file };

	return root;
}

static int keep_doc(variant *v, ydoc *doc)
{
	void **p = realloc(v->docs, (v->ndocs + 1) * sizeof *p);
	if (!p)
		return -1;
	v->docs = p;
	v->docs[v->ndocs++] = doc;
	return 0;
}

int var_index(const game *g, const char *path)
{
	for (size_t i = 0; i < g->nschema; i++)
		if (strcmp(g->schema[i].path, path) == 0)
			return (int)i;
	return -1;
}

/* Is `prefix` the start of some schema path, followed by a dot? */
static int is_branch(const game *g, const char *prefix)
{
	size_t n = strlen(prefix);
	for (size_t i = 0; i < g->nschema; i++)
		if (strncmp(g->schema[i].path, prefix, n) == 0 && g->schema[i].path[n] == '.')
			return 1;
	return 0;
}

static void list_values(const opt_spec *s, char *out, size_t n)
{
	size_t len = 0;
	out[0] = '\0';
	for (size_t i = 0; s->values[i] && len + 1 < n; i++)
		len += (size_t)snprintf(out + len, n - len, "%s%s", i ? ", " : "", s->values[i]);
}

static int parse_bool(const char *s, long *out)
{
	if (!strcmp(s, "true") || !strcmp(s, "yes") || !strcmp(s, "on"))
		return *out = 1, 0;
	if (!strcmp(s, "false") || !strcmp(s, "no") || !strcmp(s, "off"))
		return *out = 0, 0;
	return -1;
}

static int parse_long(const char *s, long *out)
{
	char *end;
	errno = 0;
	*out = strtol(s, &end, 10);
	return (end == s || *end || errno) ? -1 : 0;
}

static int set_data(var_registry *r, const opt_spec *s, opt_val *o, vnode n, diag *d);

/* Parses a scalar against its spec; d already points at it. */
static int set_text(const opt_spec *s, opt_val *o, const char *str, diag *d)
{
	char allowed[200];

	switch (s->type) {
	case OPT_BOOL:
		if (parse_bool(str, &o->i))
			return diag_set(d, "yaml-type", "%s must be true or false, not '%s'", s->path, str);
		break;
	case OPT_INT:
		if (parse_long(str, &o->i))
			return diag_set(d, "yaml-type", "%s must be a whole number, not '%s'", s->path, str);
		if (o->i < s->min || o->i > s->max)
			return diag_set(d, "yaml-range", "%s must be between %ld and %ld, not %ld",
					s->path, s->min, s->max, o->i);
		break;
	case OPT_ENUM:
		for (o->i = 0; s->values[o->i]; o->i++)
			if (strcmp(s->values[o->i], str) == 0)
				break;
		if (!s->values[o->i]) {
			list_values(s, allowed, sizeof allowed);
			return diag_set(d, "yaml-value", "%s must be one of %s, not '%s'", s->path, allowed, str);
		}
		break;
	case OPT_STRING:
		o->s = str;
		break;
	case OPT_DATA:
		break;
	}
	return 0;
}

/* Parses one scalar or structured value against its spec. */
static int set_value(var_registry *r, const opt_spec *s, opt_val *o, vnode n, diag *d)
{
	const char *str = vnode_str(n);

	vnode_locate(n, d);
	if (s->type == OPT_DATA)
		return set_data(r, s, o, n, d);
	if (!str)
		return diag_set(d, "yaml-type", "%s must be a single value", s->path);
	if (set_text(s, o, str, d))
		return -1;
	o->file = n.file;
	o->line = d->line;
	o->col = d->col;
	return 0;
}

/* The data file at path, read once for the registry: NULL with d set. */
static data_doc *data_file(var_registry *r, const char *path, diag *d)
{
	data_doc *dd;
	ydoc *doc;

	for (dd = r->data; dd; dd = dd->next)
		if (!strcmp(dd->path, path))
			return dd;
	if (!(doc = load_doc(path, d)))
		return NULL;
	if (!(dd = calloc(1, sizeof *dd)) || !(dd->path = strdup(path))) {
		free(dd);
		ydoc_free(doc);
		return diag_set(d, "nomem", "out of memory"), NULL;
	}
	dd->doc = doc;
	dd->next = r->data;
	r->data = dd;
	return dd;
}

/* A data option is a name (a file in the spec's folder) or an inline mapping. */
static int set_data(var_registry *r, const opt_spec *s, opt_val *o, vnode n, diag *d)
{
	const char *name = n.node ? vnode_str(n) : n.file;
	const vp_file *file;
	int found;
	data_doc *dd;
	vnode root;

	o->file = n.file;
	o->line = d->line;
	o->col = d->col;
	if (vnode_type(n) == VN_MAP) {
		o->s = NULL;
		o->data = n;
		return 0;
	}
	if (!name)
		return diag_set(d, "yaml-type", "%s must be a name or a mapping", s->path);
	if (!*name || name[0] == '.' || strchr(name, '/') || strchr(name, '\\'))
		return diag_set(d, "yaml-value", "%s: '%s' is not a name of a file under %s/", s->path,
				name, s->dir);
	if ((found = vp_find(&r->path, s->dir, name, &file, d)) == -2)
		return -1; /* two files of that name: d names both */
	if (found)
		return diag_set(d, "yaml-value", "%s: no %s named '%s' (looked for %s/%s.yaml)",
				s->path, s->dir, name, s->dir, name);
	if (!(dd = data_file(r, file->path, d)))
		return -1;
	root = doc_root(dd->doc, dd->path);
	if (vnode_type(root) != VN_MAP) {
		vnode_locate(root, d);
		return diag_set(d, "yaml-type", "a file under %s/ must be a mapping", s->dir);
	}
	o->s = name;
	o->data = root;
	return 0;
}

/* The schema defaults. A data default is a name, loaded like one. */
static int set_defaults(var_registry *r, variant *v, diag *d)
{
	const game *g = v->game;

	for (size_t i = 0; i < g->nschema; i++) {
		const opt_spec *s = &g->schema[i];
		opt_val *o = &v->vals[i];

		diag_at(d, v->file, 0, 0);
		if (s->type == OPT_DATA) {
			/* a node-less vnode carries the name in .file (see set_data) */
			vnode n = { NULL, NULL, s->def };
			if (set_data(r, s, o, n, d))
				return -1;
		} else if (set_text(s, o, s->def, d)) {
			return -1;
		}
		o->file = NULL;
		o->line = o->col = 0;
	}
	return 0;
}

static const char *const common_keys[] = {
	"name", "title", "game", "aliases", "source", "extends", "rotation", NULL
};


/* An unknown key: suggest the nearest key at the same depth. */
static int unknown_key(const game *g, const char *path, diag *d)
{
	char best[128] = "", cand[128];
	size_t bestd = 4, depth = 0;

	for (const char *p = path; *p; p++)
		depth += *p == '.';
	for (size_t i = 0; i < g->nschema; i++) {
		const char *s = g->schema[i].path, *end = s;
		size_t k = 0, e;
		while (*end && (k < depth || *end != '.'))
			k += *end++ == '.';
		snprintf(cand, sizeof cand, "%.*s", (int)(end - s), s);
		if ((e = edit_distance(path, strlen(path), cand, strlen(cand))) < bestd)
			bestd = e, snprintf(best, sizeof best, "%s", cand);
	}
	if (best[0])
		return diag_set(d, "yaml-key", "unknown key '%s' (did you mean '%s'?)", path, best);
	return diag_set(d, "yaml-key", "unknown key '%s' for a %s variant", path, g->name);
}

/* prefix.key (key alone under no prefix) into out[n], cut to fit as
 * snprintf cuts: a rule set has a few dozen keys, each loaded rule set
 * joins them all. */
static void key_path(char *out, size_t n, const char *prefix, const char *key)
{
	size_t at = 0;

	for (const char *s = prefix; *s && at + 1 < n; s++)
		out[at++] = *s;
	if (*prefix && at + 1 < n)
		out[at++] = '.';
	for (const char *s = key; *s && at + 1 < n; s++)
		out[at++] = *s;
	out[at] = '\0';
}

/* Applies a mapping's keys under prefix; every key must be in the schema. */
static int apply_map(var_registry *r, variant *v, vnode map, const char *prefix,
		     unsigned char *seen, diag *d)
{
	size_t len = vnode_len(map);

	for (size_t i = 0; i < len; i++) {
		vnode k = vnode_key(map, i), val = vnode_value(map, i);
		const char *key = vnode_str(k);
		char path[256];
		int idx, common = 0;

		vnode_locate(k, d);
		if (!key)
			return diag_set(d, "yaml-key", "keys must be plain words");
		if (!*prefix)
			for (size_t c = 0; common_keys[c]; c++)
				common |= strcmp(common_keys[c], key) == 0;
		if (common)
			continue;
		key_path(path, sizeof path, prefix, key);
		idx = var_index(v->game, path);
		if (idx >= 0) {
			if (seen[idx]) {
				diag_token(d, key, strlen(key));
				return diag_set(d, "yaml-key", "'%s' is given twice", path);
			}
			seen[idx] = 1;
			if (set_value(r, &v->game->schema[idx], &v->vals[idx], val, d))
				return -1;
		} else if (is_branch(v->game, path)) {
			if (vnode_type(val) != VN_MAP) {
				vnode_locate(val, d);
				return diag_set(d, "yaml-type", "%s must be a mapping", path);
			}
			if (apply_map(r, v, val, path, seen, d))
				return -1;
		} else {
			diag_token(d, key, strlen(key));
			return unknown_key(v->game, path, d);
		}
	}
	return 0;
}


static int get_string(vnode root, const char *key, char **out, diag *d)
{
	vnode n = vnode_get(root, key);

	*out = NULL;
	if (vnode_type(n) == VN_NONE)
		return 0;
	if (!vnode_str(n)) {
		vnode_locate(n, d);
		return diag_set(d, "yaml-type", "%s must be a single value", key);
	}
	if (!(*out = strdup(vnode_str(n))))
		return diag_set(d, "nomem", "out of memory");
	return 0;
}

/* Is name a file's path (a '/' in it, or the ending .yaml), not a rule
 * set's name? */
static int is_path(const char *name)
{
	size_t n = strlen(name);

	return strchr(name, '/') || (n > 5 && strcmp(name + n - 5, ".yaml") == 0);
}

/* A list of names under key (aliases, rotation). */
static int get_names(vnode root, const char *key, char ***list, size_t *count, diag *d)
{
	vnode n = vnode_get(root, key);
	size_t len = vnode_len(n);

	if (vnode_type(n) == VN_NONE)
		return 0;
	if (vnode_type(n) != VN_SEQ || (!strcmp(key, "rotation") && len == 0)) {
		vnode_locate(n, d);
		return diag_set(d, "yaml-type", "%s must be a list of names", key);
	}
	if (!(*list = calloc(len ? len : 1, sizeof **list)))
		return diag_set(d, "nomem", "out of memory");
	for (size_t i = 0; i < len; i++) {
		vnode a = vnode_at(n, i);
		if (!vnode_str(a)) {
			vnode_locate(a, d);
			return diag_set(d, "yaml-type", "%s must be a list of names", key);
		}
		/* a game of the rotation is played under a rule set found by
		 * name: a path would read any file (a received rule set's
		 * "/elsewhere/x.yaml"), past what extends allows */
		if (!strcmp(key, "rotation") && is_path(vnode_str(a))) {
			vnode_locate(a, d);
			return diag_set(d, "yaml-value", "rotation names rule sets by their names, "
					"not a file: '%s'", vnode_str(a));
		}
		if (!((*list)[(*count)++] = strdup(vnode_str(a))))
			return diag_set(d, "nomem", "out of memory");
	}
	return 0;
}

/* A rotation not written is the parent's. */
static int inherit_rotation(variant *v, const variant *parent)
{
	if (v->nrotation || !parent || !parent->nrotation)
		return 0;
	if (!(v->rotation = calloc(parent->nrotation, sizeof *v->rotation)))
		return -1;
	for (size_t i = 0; i < parent->nrotation; i++)
		if (!(v->rotation[v->nrotation++] = strdup(parent->rotation[i])))
			return -1;
	return 0;
}

static variant *load_one(var_registry *r, const char *path, diag *d);

/* Loads a variant file, refusing an extends chain that comes back to it. */
static variant *load_file(var_registry *r, const char *path, diag *d)
{
	char *real = realpath(path, NULL);
	variant *v;

	if (!real) {
		diag_at(d, path, 0, 0);
		return diag_set(d, "io", "cannot open: %s", strerror(errno)), NULL;
	}
	for (size_t i = 0; i < r->nloading; i++)
		if (strcmp(r->loading[i], real) == 0) {
			char chain[1024] = "";
			size_t n = 0;
			for (size_t j = i; j < r->nloading && n < sizeof chain; j++) {
				const char *base = strrchr(r->loading[j], '/');
				n += (size_t)snprintf(chain + n, sizeof chain - n, "%s -> ",
						      base ? base + 1 : r->loading[j]);
			}
			diag_at(d, path, 0, 0);
			diag_set(d, "yaml-extends", "extends makes a cycle: %s%s", chain,
				 strrchr(real, '/') ? strrchr(real, '/') + 1 : real);
			free(real);
			return NULL;
		}
	if (r->nloading >= MAX_DEPTH) {
		diag_at(d, path, 0, 0);
		diag_set(d, "yaml-extends", "the extends chain is deeper than %d", MAX_DEPTH);
		free(real);
		return NULL;
	}
	r->loading[r->nloading++] = real;
	v = load_one(r, path, d);
	free(r->loading[--r->nloading]);
	return v;
}

/* Does path lead, through every symbolic link on its way (a file's, a
 * folder's), to a file in folder dir or below it? 1 yes, 0 no; -1 when
 * path leads to nothing (the loading then says "cannot open", and reads
 * nothing). dir that does not resolve holds nothing: 0. */
static int leads_inside(const char *dir, const char *path)
{
	char *in = realpath(dir, NULL), *at = realpath(path, NULL);
	size_t n = in ? strlen(in) : 0;
	int inside = !at ? -1 : in && !strncmp(at, in, n) && (n == 1 || at[n] == '/');

	free(in);
	free(at);
	return inside;
}

/* The parent named by extends: a variant name, or a path, which is taken
 * relative to the folder of the file that names it; "./" adds nothing to
 * the path (messages name "dir/b.yaml", never "dir/././b.yaml"). */
static variant *find_parent(var_registry *r, const variant *v, diag *d)
{
	const char *e = v->extends, *slash = strrchr(v->file, '/');
	size_t n = strlen(e);
	int dir_len = slash ? (int)(slash - v->file) : 0;
	char path[4096], dir[4096];

	if (!strchr(e, '/') && !(n > 5 && !strcmp(e + n - 5, ".yaml")))
		return var_find(r, e, d);
	/* a file beside this one or below its folder: a rule set someone sent
	 * names no file elsewhere (/etc/passwd, ../../secret.yaml), which
	 * would be read and quoted in messages */
	if (e[0] == '/' || !strcmp(e, "..") || !strncmp(e, "../", 3) || strstr(e, "/../") ||
	    (n >= 3 && !strcmp(e + n - 3, "/.."))) {
		diag_at(d, v->file, 0, 0);
		return diag_set(d, "yaml-extends", "extends names a rule set, or a file in this "
				"file's folder or below it, not '%.200s'", v->extends), NULL;
	}
	while (e[0] == '.' && e[1] == '/')
		e += 2;
	if (dir_len == 1 && v->file[0] == '.')
		dir_len = 0;
	snprintf(path, sizeof path, "%.*s%s%s", dir_len, v->file, slash == v->file || dir_len ?
		 "/" : "", e);
	/* ... and none elsewhere by a link either: base.yaml or sub/ that is a
	 * link out of the folder is refused before a byte of it is read, the
	 * folder being the one the file is named in (the search path's, or the
	 * one -V names), links on the way to it resolved as they are */
	snprintf(dir, sizeof dir, "%.*s", dir_len ? dir_len : 1, dir_len ? v->file :
		 slash == v->file ? "/" : ".");
	if (!leads_inside(dir, path)) {
		diag_at(d, v->file, 0, 0);
		return diag_set(d, "yaml-extends", "extends '%.200s' leads out of this file's folder "
				"through a symbolic link: extends names a rule set, or a file in this "
				"file's folder or below it", v->extends), NULL;
	}
	return var_find(r, path, d); /* NAME.yaml is a path to var_find */
}

static variant *load_one(var_registry *r, const char *path, diag *d)
{
	ydoc *doc;
	variant *v, *parent = NULL;
	vnode root;
	unsigned char *seen = NULL;

	if (!(doc = load_doc(path, d)))
		return NULL;
	if (!(v = calloc(1, sizeof *v)) || keep_doc(v, doc) || !(v->file = strdup(path))) {
		if (!v || !v->ndocs)
			ydoc_free(doc);
		if (v)
			variant_free(v);
		return diag_set(d, "nomem", "out of memory"), NULL;
	}
	root = doc_root(doc, v->file);
	diag_at(d, v->file, 1, 1);
	if (vnode_type(root) != VN_MAP) {
		diag_set(d, "yaml-type", "a variant file must be a mapping of keys");
		goto fail;
	}
	if (get_string(root, "name", &v->name, d) || get_string(root, "title", &v->title, d) ||
	    get_string(root, "game", &v->game_name, d) || get_string(root, "source", &v->source, d) ||
	    get_string(root, "extends", &v->extends, d) ||
	    get_names(root, "aliases", &v->aliases, &v->naliases, d) ||
	    get_names(root, "rotation", &v->rotation, &v->nrotation, d))
		goto fail;
	if (!v->name || !*v->name) {
		diag_at(d, v->file, 1, 1);
		diag_set(d, "yaml-key", "the variant has no name: key");
		goto fail;
	}
	if (v->extends) {
		if (!(parent = find_parent(r, v, d))) {
			if (!strcmp(d->code, "unknown-variant") || !strcmp(d->code, "io")) {
				char why[sizeof d->msg];
				snprintf(why, sizeof why, "%s", strcmp(d->code, "io") ? "no such variant" :
					 d->msg);
				vnode_locate(vnode_get(root, "extends"), d);
				diag_set(d, "yaml-extends", "extends '%s': %s", v->extends, why);
			}
			goto fail;
		}
		if (!v->game_name && !(v->game_name = strdup(parent->game_name)))
			goto nomem;
		if (strcmp(v->game_name, parent->game_name) != 0) {
			vnode_locate(vnode_get(root, "game"), d);
			diag_set(d, "yaml-extends", "game '%s' cannot extend a %s variant",
				 v->game_name, parent->game_name);
			goto fail;
		}
	}
	if (!v->game_name) {
		diag_at(d, v->file, 1, 1);
		diag_set(d, "yaml-key", "the variant has no game: key");
		goto fail;
	}
	if (!(v->game = game_find(v->game_name))) {
		vnode_locate(vnode_get(root, "game"), d);
		diag_set(d, "yaml-value", "unknown game '%s'", v->game_name);
		goto fail;
	}
	v->parent = parent;
	if ((!v->title && !(v->title = strdup(v->name))) || inherit_rotation(v, parent))
		goto nomem;
	if (!(v->vals = calloc(v->game->nschema, sizeof *v->vals)) ||
	    !(seen = calloc(v->game->nschema, 1)))
		goto nomem;
	if (parent)
		memcpy(v->vals, parent->vals, v->game->nschema * sizeof *v->vals);
	else if (set_defaults(r, v, d))
		goto fail;
	if (apply_map(r, v, root, "", seen, d))
		goto fail;
	diag_at(d, v->file, 0, 0);
	if (v->game->rules_new(v->vals, &v->rules, d))
		goto fail;
	free(seen);
	v->next = r->list;
	r->list = v;
	return v;
nomem:
	diag_set(d, "nomem", "out of memory");
fail:
	free(seen);
	variant_free(v);
	return NULL;
}

/* A variant loaded from path, or one of the path's by name: a file given
 * by its path (-V FILE) never answers for a name. */
static variant *cached(var_registry *r, const char *name, int by_path)
{
	for (variant *v = r->list; v; v = v->next)
		if (by_path ? !strcmp(v->file, name) : v->on_path && !strcmp(v->name, name))
			return v;
	return NULL;
}

/* The rule set file of the path named stem (STEM.yaml), whose name: must
 * be stem too, or a file named for one rule set would answer for another. */
static variant *load_named(var_registry *r, const vp_file *f, diag *d)
{
	variant *v = cached(r, f->path, 1);
	int fresh = !v;

	if (!v && !(v = load_file(r, f->path, d)))
		return NULL;
	if (strcmp(v->name, f->key) != 0) {
		diag_at(d, v->file, 1, 1);
		diag_set(d, "yaml-value", "the file is named %s.yaml but declares name: %s", f->key,
			 v->name);
		if (fresh) { /* just loaded, so first in the list, and no one's parent */
			r->list = v->next;
			variant_free(v);
		}
		return NULL;
	}
	v->on_path = 1;
	v->folder = (int)f->folder;
	return v;
}

/* Loads every variant file on the path once; what cannot be loaded, or is
 * two files of one name, goes to bad (once per name). */
static void scan_all(var_registry *r, void (*bad)(const diag *, void *), void *arg)
{
	const vp_file *f;
	size_t i = 0;
	diag d;

	while ((f = vp_next_rule_set(&r->path, &i))) {
		const vp_file *same;
		diag_clear(&d);
		if (vp_find(&r->path, NULL, f->key, &same, &d) == 0 && load_named(r, f, &d))
			continue;
		if (bad)
			bad(&d, arg);
	}
	r->scanned = 1;
}

/* The name and aliases of every rule set file of the path that load_named
 * would take (the one file of its name, which declares that name), read
 * from its document, which is then dropped: no rule set is loaded. A
 * loaded one holds its document and its game's tables (55 kB a morris
 * board): a record naming a rule set no file gives had every file of the
 * path loaded, 12 MB on each thread of -j N. 0 when read (now or before),
 * -1 out of memory (then every file is loaded, as before). */
static int read_names(var_registry *r)
{
	const vp_file *f, *same;
	size_t i = 0, n = 0;
	diag d;

	if (r->names_read)
		return r->names ? 0 : -1;
	r->names_read = 1;
	while (vp_next_rule_set(&r->path, &i))
		n++;
	if (!(r->names = calloc(n ? n : 1, sizeof *r->names)))
		return -1;
	for (i = 0; (f = vp_next_rule_set(&r->path, &i)) && r->nnames < n;) {
		struct file_names *e = &r->names[r->nnames];
		ydoc *doc;
		vnode root;
		diag_clear(&d);
		if (vp_find(&r->path, NULL, f->key, &same, &d) != 0 || !(doc = load_doc(f->path, &d)))
			continue;
		root = doc_root(doc, f->path);
		if (vnode_type(root) == VN_MAP && !get_string(root, "name", &e->name, &d) &&
		    e->name && !strcmp(e->name, f->key) &&
		    !get_names(root, "aliases", &e->aliases, &e->naliases, &d)) {
			e->f = f;
			r->nnames++;
		} else {
			names_free(e);
			memset(e, 0, sizeof *e);
		}
		ydoc_free(doc);
	}
	return 0;
}

/* The names to suggest from: every rule set of the path, or with aliases
 * their aliases. NULL when out of memory; the caller frees the list, not
 * the names. */
static const char **all_names(var_registry *r, int aliases)
{
	size_t n = 0, k = 0;
	const char **names;

	if (!read_names(r)) { /* the names of every file, none of them loaded */
		for (size_t e = 0; e < r->nnames; e++)
			n += aliases ? r->names[e].naliases : 1;
		if (!(names = malloc((n + 1) * sizeof *names)))
			return NULL;
		for (size_t e = 0; e < r->nnames; e++)
			for (size_t i = 0; i < (aliases ? r->names[e].naliases : 1); i++)
				names[k++] = aliases ? r->names[e].aliases[i] : r->names[e].name;
		names[k] = NULL;
		return names;
	}
	if (!r->scanned)
		scan_all(r, NULL, NULL);
	for (variant *v = r->list; v; v = v->next)
		n += aliases ? v->naliases : 1;
	if (!(names = malloc((n + 1) * sizeof *names)))
		return NULL;
	for (variant *v = r->list; v; v = v->next)
		for (size_t i = 0; v->on_path && i < (aliases ? v->naliases : 1); i++)
			names[k++] = aliases ? v->aliases[i] : v->name;
	names[k] = NULL;
	return names;
}

const char *var_nearest(var_registry *r, const char *name)
{
	const char **names, *near;
	size_t n = strlen(name);

	if (r->asked[0] && !strcmp(r->asked, name))
		return r->near;
	if (!(names = all_names(r, 0)))
		return NULL;
	/* the start of a name (stockboi), else a misspelling: with a hundred
	 * names, many are a few edits from the start of another
	 * (sanmill-app-mor is three from sanmill-app-dooz) */
	near = edit_suggest(name, names, n > 6 ? 3 : 2);
	free(names);
	/* else a title a record's [Variant] misspells ("Nine Mens Moris" for
	 * "Nine Mens Morris"), as an alias gives it */
	if (!near && n > 6 && (names = all_names(r, 1))) {
		near = edit_nearest(name, names, 2);
		free(names);
	}
	if (n && n < sizeof r->asked) {
		memcpy(r->asked, name, n + 1);
		r->near = near;
	}
	return near;
}

/* The *i-th file of v alone: its extends chain, then the data files its
 * options name; NULL past them, *i then less their count. */
static const char *own_file_at(const variant *v, int *i)
{
	for (const variant *p = v; p; p = p->parent, (*i)--)
		if (*i == 0)
			return p->file;
	for (size_t k = 0; k < v->game->nschema; k++)
		if (v->game->schema[k].type == OPT_DATA && v->vals[k].s && v->vals[k].data.file &&
		    (*i)-- == 0)
			return v->vals[k].data.file;
	return NULL;
}

const char *var_file_of(var_registry *r, const variant *v, int i)
{
	const char *f;
	diag d;

	if (!v || i < 0)
		return NULL;
	if ((f = own_file_at(v, &i)))
		return f;
	/* a rule set of another game's turn (Tavli's plakoto) is read as the
	 * match is played: loaded here if it is not yet; one that does not
	 * load is said by the referee, where the game meets it */
	for (size_t k = 0; r && k < v->nrotation; k++) {
		const variant *m = var_find(r, v->rotation[k], &d);
		if (m && (f = own_file_at(m, &i)))
			return f;
	}
	return NULL;
}

/* Where rotation's member k is written: in the file of v or of the
 * nearest rule set v extends whose file gives the list (inherited). */
static void locate_member(const variant *v, size_t k, diag *d)
{
	for (; v; v = v->parent) {
		vnode n = v->ndocs ? vnode_get(doc_root(v->docs[0], v->file), "rotation")
				   : (vnode){ 0 };
		if (vnode_type(n) == VN_SEQ && k < vnode_len(n)) {
			vnode_locate(vnode_at(n, k), d);
			return;
		}
	}
}

int var_check_rotation(var_registry *r, const variant *v, diag *d)
{
	for (size_t k = 0; k < v->nrotation; k++) {
		diag why;
		const variant *m;
		diag_clear(&why); /* read below where var_find says nothing */
		m = var_find(r, v->rotation[k], &why);
		diag_clear(d);
		diag_at(d, v->file, 1, 1);
		locate_member(v, k, d);
		if (!m && (!why.code[0] || !strcmp(why.code, "unknown-variant")))
			return diag_set(d, "rotation", "rotation '%s': no such rule set",
					v->rotation[k]);
		if (!m) /* it does not load: why */
			return diag_set(d, "rotation", "rotation '%s': %s", v->rotation[k],
					why.msg);
		if (m->game != v->game)
			return diag_set(d, "rotation", "rotation '%s' is a %s rule set, not %s",
					v->rotation[k], m->game->name, v->game->name);
		if (m->nrotation)
			return diag_set(d, "rotation", "rotation '%s' has a rotation of its own: a "
					"game of the match is played under one rule set",
					v->rotation[k]);
	}
	return 0;
}

/* Are paths a and b one file (a rule set given by its path and found on
 * the search path)? */
static int same_file(const char *a, const char *b)
{
	struct stat x, y;

	return !stat(a, &x) && !stat(b, &y) && x.st_dev == y.st_dev && x.st_ino == y.st_ino;
}

int var_check_aliases(var_registry *r, const variant *v, diag *d)
{
	vnode list = v->ndocs ? vnode_get(doc_root(v->docs[0], v->file), "aliases") : (vnode){ 0 };

	for (size_t k = 0; k < v->naliases; k++) {
		diag why;
		const variant *w;
		diag_clear(&why);
		w = var_find(r, v->aliases[k], &why);
		if (!w && strcmp(why.code, "variant-shadowed"))
			continue; /* no rule set of the path answers to it: v's, given as a file */
		if (w && (w == v || (w->file && v->file && same_file(w->file, v->file))))
			continue;
		diag_clear(d);
		diag_at(d, v->file, 1, 1);
		if (vnode_type(list) == VN_SEQ && k < vnode_len(list))
			vnode_locate(vnode_at(list, k), d);
		if (!w) /* two rule sets answer to it */
			return diag_set(d, "variant-shadowed", "alias '%s': %s", v->aliases[k],
					why.msg);
		return diag_set(d, "variant-shadowed", "alias '%s' is the name of another rule set "
				"(%s): a record naming it gets that one, never %s", v->aliases[k],
				w->file ? w->file : w->name, v->name);
	}
	return 0;
}

/* Does a rule set of this name and these aliases answer to asked, in any
 * case? (A loaded rule set's, or a file's read by read_names.) */
static int names_answer(const char *name, char *const *aliases, size_t n, const char *asked)
{
	if (!strcasecmp(name, asked))
		return 1;
	for (size_t i = 0; i < n; i++)
		if (!strcasecmp(aliases[i], asked))
			return 1;
	return 0;
}

int var_answers_to(const variant *v, const char *name)
{
	return names_answer(v->name, v->aliases, v->naliases, name);
}

/* A byte that goes on a name written plain (nine-mens-morris, Tavla_2). */
static int name_byte(const char *p, const char *start, const char *end)
{
	return p >= start && p < end && (*p == '-' || *p == '_' || (*p >= '0' && *p <= '9') ||
					 ((*p | 0x20) >= 'a' && (*p | 0x20) <= 'z'));
}

/* An ASCII letter in lower case, any other byte as it is. */
static char fold(char c)
{
	return c >= 'A' && c <= 'Z' ? (char)(c | 0x20) : c;
}

/* The lines of a rule set file that give names (its name: line, its
 * aliases: line, the items of a block list), '\n' after each, their
 * letters in lower case; NULL when it cannot be read (the loading says
 * why) or out of memory. */
static char *name_lines_of(const char *path)
{
	const char *why;
	FILE *f = vp_open(path, &why);
	struct stat st;
	char *b = NULL, *out = NULL;
	size_t n = 0, k = 0;

	if (f && fstat(fileno(f), &st) == 0 && st.st_size >= 0 && st.st_size <= 1 << 20 &&
	    (b = malloc((size_t)st.st_size + 1)) && (out = malloc((size_t)st.st_size + 1)))
		n = fread(b, 1, (size_t)st.st_size, f);
	for (const char *p = b, *end = b + n, *nl; out && p < end; p = nl + 1) {
		const char *q = p;
		if (!(nl = memchr(p, '\n', (size_t)(end - p))))
			nl = end;
		while (q < nl && (*q == ' ' || *q == '\t'))
			q++;
		if ((q == p && (!strncmp(p, "name:", 5) || !strncmp(p, "aliases:", 8))) ||
		    (q > p && q < nl && *q == '-')) {
			for (; q < nl; q++)
				out[k++] = fold(*q);
			out[k++] = '\n';
		}
	}
	if (out)
		out[k] = '\0';
	free(b);
	if (f)
		fclose(f);
	return out;
}

/* The file whose name lines hold byte at of all (l sorted by at). */
static size_t file_at(const struct name_lines *l, size_t n, size_t at)
{
	size_t lo = 0, hi = n;

	while (hi - lo > 1) {
		size_t mid = lo + (hi - lo) / 2;
		if (l[mid].at <= at)
			lo = mid;
		else
			hi = mid;
	}
	return lo;
}

/* Marks in said[] each file whose name lines give needle (n bytes,
 * letters in lower case) within one of their lines, as a whole name (no
 * letter, digit, - or _ on either side): "Morris" is no name of the
 * hundred files whose names end in -morris. One search of every file's
 * lines at once. */
static void mark_giving(const var_registry *r, const char *needle, size_t n, char *said)
{
	const char *all = r->all, *end = all + r->nall, *p = all, *at;

	if (!n || memchr(needle, '\n', n))
		return;
	while (p < end && (at = memmem(p, (size_t)(end - p), needle, n))) {
		size_t k = file_at(r->lines, r->nlines, (size_t)(at - all));
		const char *start = all + r->lines[k].at, *stop = start + r->lines[k].len;
		if (!name_byte(at - 1, start, stop) && !name_byte(at + n, start, stop)) {
			said[k] = 1;
			p = stop; /* the file gives it: its other lines need no look */
		} else {
			p = at + 1;
		}
	}
}

/* Reads the name lines of every rule set file of the path into
 * r->lines and r->all; -1 out of memory. */
static int read_name_lines(var_registry *r)
{
	const vp_file *f;
	size_t i = 0, n = 0;
	buf all = { 0 };

	while (vp_next_rule_set(&r->path, &i))
		n++;
	if (!(r->lines = calloc(n ? n : 1, sizeof *r->lines)))
		return -1;
	for (i = 0; (f = vp_next_rule_set(&r->path, &i)) && r->nlines < n; r->nlines++) {
		char *text = name_lines_of(f->path);
		size_t len = text ? strlen(text) : 0; /* up to a NUL byte a line held */
		r->lines[r->nlines] = (struct name_lines){ f, all.len, len, !text };
		buf_add(&all, text ? text : "", len);
		if (len && text[len - 1] != '\n') /* cut by a NUL byte: the file's lines end */
			buf_add(&all, "\n", 1), r->lines[r->nlines].len++;
		free(text);
	}
	if (all.failed) {
		buf_free(&all);
		free(r->lines);
		r->lines = NULL;
		r->nlines = 0;
		return -1;
	}
	r->all = all.p;
	r->nall = all.len;
	return 0;
}

/* Marks in said[] the files whose name lines give name, its letters in
 * any case, as written or with each ' doubled as YAML's single quotes
 * write it; -1 out of memory. */
static int mark_asked(const var_registry *r, const char *name, char *said)
{
	size_t len = strlen(name), q = 0;
	char *plain = malloc(3 * len + 2), *quoted;

	if (!plain)
		return -1;
	quoted = plain + len + 1;
	for (size_t i = 0; i <= len; i++) /* its NUL byte too */
		plain[i] = fold(name[i]);
	for (size_t i = 0; i < len; i++)
		if ((quoted[q++] = plain[i]) == '\'')
			quoted[q++] = '\'';
	mark_giving(r, plain, len, said);
	if (q > len)
		mark_giving(r, quoted, q, said);
	free(plain);
	return 0;
}

/* Loads the rule sets of the path whose name lines give name (letters in
 * any case), as written or with each ' doubled as YAML's single quotes
 * write it (a file that could not be read may give any): 1 when one of
 * those answers to it. Reading the two hundred files' name lines once
 * costs a fraction of loading them all. */
static int load_mentioning(var_registry *r, const char *name)
{
	char *said = NULL;
	diag d;

	if (!r->lines_read && !r->scanned) {
		r->lines_read = 1;
		if (read_name_lines(r))
			scan_all(r, NULL, NULL); /* out of memory: every file, as before */
	}
	if (!r->scanned && (!(said = calloc(r->nlines + 1, 1)) || mark_asked(r, name, said)))
		scan_all(r, NULL, NULL);
	for (size_t k = 0; !r->scanned && k < r->nlines; k++) {
		const vp_file *f = r->lines[k].f, *same;
		if (!(said[k] || r->lines[k].unread) || cached(r, f->path, 1))
			continue;
		diag_clear(&d);
		if (vp_find(&r->path, NULL, f->key, &same, &d) == 0)
			load_named(r, f, &d);
	}
	free(said);
	for (variant *v = r->list; v; v = v->next)
		if (v->on_path && var_answers_to(v, name))
			return 1;
	return 0;
}

/* The rule sets that may answer to name: those whose name lines give it;
 * where none of those does (a file may spell it with escapes), those whose
 * names, read as YAML, do (read_names). */
static void scan_for(var_registry *r, const char *name)
{
	diag d;

	if (load_mentioning(r, name))
		return;
	if (read_names(r)) {
		scan_all(r, NULL, NULL);
		return;
	}
	for (size_t k = 0; k < r->nnames; k++) {
		const struct file_names *e = &r->names[k];
		diag_clear(&d);
		if (names_answer(e->name, e->aliases, e->naliases, name))
			load_named(r, e->f, &d);
	}
}

/* By alias or name in any case: the one rule set of the path that answers
 * to it; NULL (d says so when two do). */
static variant *by_alias(var_registry *r, const char *name, diag *d)
{
	variant *found = NULL;

	if (!r->scanned)
		scan_for(r, name);
	for (variant *v = r->list; v; v = v->next) {
		if (!v->on_path || !var_answers_to(v, name) || v == found)
			continue;
		if (found) {
			diag_at(d, v->file, 0, 0);
			diag_set(d, "variant-shadowed", "'%s' names two rule sets: %s and %s (in %s)",
				 name, v->name, found->name, found->file);
			return NULL;
		}
		found = v;
	}
	return found;
}

static void unknown(var_registry *r, const char *name, diag *d)
{
	const char *near = var_nearest(r, name);
	char where[1024];
	int any;

	diag_clear(d);
	diag_token(d, name, strlen(name));
	if (near) {
		diag_set(d, "unknown-variant", "no variant named '%s' (did you mean %s? see "
			 "'arbiter variants list')", name, near);
		return;
	}
	any = r->nnames > 0; /* a rule set on the path, loaded or not */
	for (variant *v = r->list; v && !any; v = v->next)
		any = v->on_path;
	if (any) {
		diag_set(d, "unknown-variant", "no variant named '%s' (see 'arbiter variants list')",
			 name);
		return;
	}
	vp_describe(&r->path, where, sizeof where);
	diag_set(d, "unknown-variant", "no variant named '%s': no rule sets at all in %s", name,
		 where);
}

static void count_difference(const var_diff *x, void *n)
{
	(void)x;
	++*(int *)n;
}

/* A rule set read from a file -V names (or extends does) whose name: is
 * that of another file's rule set on the search path, with other rules:
 * refused, as two files of one name on the path are, or its verdicts would
 * be said under that rule set's name (and convert would leave out the
 * [Variant] that tells them apart). A copy, or the same rules written out
 * otherwise, is that rule set. */
static variant *own_name(var_registry *r, variant *v, diag *d)
{
	const vp_file *f;
	const variant *named;
	diag other = { 0 };
	int differ = 0;

	if (!v || vp_find(&r->path, NULL, v->name, &f, &other) != 0 ||
	    vp_same_bytes(v->file, f->path))
		return v;
	if ((named = load_named(r, f, &other)) && named->game == v->game) {
		var_differences(v, named, count_difference, &differ);
		if (!differ)
			return v;
	}
	diag_at(d, v->file, 1, 1);
	diag_set(d, "variant-shadowed", "the file declares name: %s, the name of the rule set of %s: "
		 "give it a name of its own", v->name, f->path);
	return NULL;
}

variant *var_find(var_registry *r, const char *name, diag *d)
{
	const vp_file *file;
	size_t n = strlen(name);
	variant *v;
	int found;

	diag_clear(d);
	if (strchr(name, '/') || (n > 5 && strcmp(name + n - 5, ".yaml") == 0)) {
		if (!(v = cached(r, name, 1)))
			v = load_file(r, name, d);
		return own_name(r, v, d);
	}
	if ((v = cached(r, name, 0)))
		return v;
	if ((found = vp_find(&r->path, NULL, name, &file, d)) == 0)
		return load_named(r, file, d);
	if (found == -2)
		return NULL;
	if ((v = by_alias(r, name, d)) || d->code[0])
		return v;
	unknown(r, name, d);
	return NULL;
}

const variant *var_find_own(var_registry *r, const char *name)
{
	const vp_file *file;
	const variant *v;
	diag d;

	if (strchr(name, '/'))
		return NULL;
	if ((v = cached(r, name, 0)))
		return v;
	diag_clear(&d);
	return vp_find(&r->path, NULL, name, &file, &d) == 0 ? load_named(r, file, &d) : NULL;
}

/* Does a record naming name (a Ludii game's, no .lud) find v, as a trial's
 * reader looks: its own name, else an alias only v answers to? */
static int names_back(var_registry *r, const variant *v, const char *name, size_t n)
{
	char key[256];
	const variant *found;

	if (!n || n >= sizeof key)
		return 0;
	memcpy(key, name, n);
	key[n] = '\0';
	if (strchr(key, '/') || strchr(key, '\\'))
		return 0;
	found = var_find_own(r, key);
	return (found ? found : var_find_alias(r, key)) == v;
}

const char *var_trial_game(var_registry *r, const variant *v, char *out, size_t n)
{
	const char *s = v->source, *at, *end, *base;

	if (s && (at = strstr(s, "/lud/")) && (end = strstr(at, ".lud")) != NULL &&
	    !memchr(at, '\n', (size_t)(end - at))) {
		for (base = end; base > at && base[-1] != '/'; base--)
			;
		if (names_back(r, v, base, (size_t)(end - base))) {
			snprintf(out, n, "%.*s", (int)(end - at) + 4, at);
			return out;
		}
	}
	if (v->title && names_back(r, v, v->title, strlen(v->title)))
		snprintf(out, n, "%s.lud", v->title);
	else
		snprintf(out, n, "%s.lud", v->name);
	return out;
}

variant *var_find_name(var_registry *r, const char *name, diag *d)
{
	size_t n = strlen(name);

	if (is_path(name)) {
		diag_clear(d);
		diag_token(d, name, n);
		diag_set(d, "variant-path", "'%s' is a file, and a record names its rule set only by "
			 "name (a file is read only when -V names it)", name);
		return NULL;
	}
	return var_find(r, name, d);
}

const variant *var_find_alias(var_registry *r, const char *name)
{
	const size_t n = sizeof r->alias / sizeof r->alias[0];
	const variant *found = NULL;

	for (size_t k = 0; k < n; k++)
		if (!strcmp(r->alias[k].name, name))
			return r->alias[k].v;
	if (load_mentioning(r, name))
		for (const variant *v = r->list; v; v = v->next)
			if (v->on_path && var_answers_to(v, name) && v != found) {
				if (found) { /* two: neither */
					found = NULL;
					break;
				}
				found = v;
			}
	if (*name && strlen(name) < sizeof r->alias[0].name) {
		strcpy(r->alias[r->alias_next % n].name, name);
		r->alias[r->alias_next++ % n].v = found;
	}
	return found;
}

static int by_name(const void *a, const void *b)
{
	return strcmp((*(variant *const *)a)->name, (*(variant *const *)b)->name);
}

int var_each(var_registry *r, void (*fn)(variant *, void *), void *arg,
	     void (*bad)(const diag *, void *))
{
	size_t n = 0, i = 0;
	variant **all;

	scan_all(r, bad, arg);
	for (variant *v = r->list; v; v = v->next)
		n += v->on_path;
	if (!(all = malloc((n ? n : 1) * sizeof *all)))
		return -1;
	for (variant *v = r->list; v; v = v->next)
		if (v->on_path)
			all[i++] = v;
	qsort(all, n, sizeof *all, by_name);
	for (i = 0; i < n; i++)
		fn(all[i], arg);
	free(all);
	return 0;
}

/* Inline data as YAML flow text ({24: 2, hand: 13}); 0, or -1 when it
 * does not fit in n bytes. */
static int flow(vnode d, char *out, size_t n, size_t *at)
{
	vnode_kind k = vnode_type(d);
	size_t len = k == VN_SCALAR ? 0 : vnode_len(d);
	int w;

	if (k == VN_SCALAR) {
		w = snprintf(out + *at, n - *at, "%s", vnode_str(d) ? vnode_str(d) : "");
		return w < 0 || (size_t)w >= n - *at ? -1 : (*at += (size_t)w, 0);
	}
	if (k != VN_MAP && k != VN_SEQ)
		return -1;
	if (*at + 1 >= n)
		return -1;
	out[(*at)++] = k == VN_MAP ? '{' : '[';
	for (size_t i = 0; i < len; i++) {
		if (i && (w = snprintf(out + *at, n - *at, ", ")) >= 0 && (size_t)w < n - *at)
			*at += (size_t)w;
		else if (i)
			return -1;
		if (k == VN_MAP) {
			vnode key = vnode_key(d, i);
			if (flow(key, out, n, at) || *at + 2 >= n)
				return -1;
			out[(*at)++] = ':';
			out[(*at)++] = ' ';
			if (flow(vnode_get(d, vnode_str(key) ? vnode_str(key) : ""), out, n, at))
				return -1;
		} else if (flow(vnode_at(d, i), out, n, at)) {
			return -1;
		}
	}
	if (*at + 1 >= n)
		return -1;
	out[(*at)++] = k == VN_MAP ? '}' : ']';
	out[*at] = '\0';
	return 0;
}

void var_format(const variant *v, int idx, char *out, size_t n)
{
	const opt_spec *s = &v->game->schema[idx];
	const opt_val *o = &v->vals[idx];

	switch (s->type) {
	case OPT_BOOL: snprintf(out, n, "%s", o->i ? "true" : "false"); break;
	case OPT_INT: snprintf(out, n, "%ld", o->i); break;
	case OPT_ENUM: snprintf(out, n, "%s", s->values[o->i]); break;
	case OPT_STRING: snprintf(out, n, "%s", o->s ? o->s : ""); break;
	case OPT_DATA:
		if (o->s) {
			snprintf(out, n, "%s", o->s);
		} else {
			/* short inline data as written; a long one (a board) by place */
			size_t at = 0;
			if (!n || flow(o->data, out, n < 73 ? n : 73, &at))
				snprintf(out, n, "{defined in %s at line %ld}",
					 o->file ? o->file : "?", o->line);
		}
		break;
	}
}

/* The parent of a dotted path: its length up to the last dot. */
static size_t parent_len(const char *path)
{
	const char *dot = strrchr(path, '.');
	return dot ? (size_t)(dot - path) : 0;
}

static int same_value(const variant *a, const variant *b, int i)
{
	const opt_val *x = &a->vals[i], *y = &b->vals[i];

	switch (a->game->schema[i].type) {
	case OPT_STRING:
		return strcmp(x->s ? x->s : "", y->s ? y->s : "") == 0;
	case OPT_DATA:
		/* named data compare by name; inline data by where it is written */
		if (x->s || y->s)
			return x->s && y->s && strcmp(x->s, y->s) == 0;
		return x->data.node == y->data.node;
	default:
		return x->i == y->i;
	}
}

/* A value as a difference shows it: an empty string as "". */
static void diff_value(const variant *v, int idx, char *out, size_t n)
{
	var_format(v, idx, out, n);
	if (!out[0] && n > 2)
		snprintf(out, n, "\"\"");
}

void var_differences(const variant *a, const variant *b,
		     void (*fn)(const var_diff *, void *), void *arg)
{
	const game *g = a->game;

	for (size_t i = 0; i < g->nschema;) {
		size_t n = 1, plen = parent_len(g->schema[i].path);
		int differ;
		var_diff d;

		if (g->schema[i].group)
			while (i + n < g->nschema && g->schema[i + n].group &&
			       parent_len(g->schema[i + n].path) == plen &&
			       strncmp(g->schema[i + n].path, g->schema[i].path, plen) == 0)
				n++;
		differ = 0;
		for (size_t k = i; k < i + n; k++)
			differ |= !same_value(a, b, (int)k);
		if (differ) {
			memset(&d, 0, sizeof d);
			d.first = (int)i;
			d.count = (int)n;
			if (n == 1 && !g->schema[i].group) {
				snprintf(d.option, sizeof d.option, "%s", g->schema[i].path);
				diff_value(a, (int)i, d.a, sizeof d.a);
				diff_value(b, (int)i, d.b, sizeof d.b);
			} else {
				snprintf(d.option, sizeof d.option, "%.*s", (int)plen, g->schema[i].path);
				for (int side = 0; side < 2; side++) {
					char *out = side ? d.b : d.a;
					size_t len = 0;
					len += (size_t)snprintf(out, sizeof d.a, "{");
					for (size_t k = i; k < i + n && len < sizeof d.a; k++) {
						char val[128];
						diff_value(side ? b : a, (int)k, val, sizeof val);
						len += (size_t)snprintf(out + len, sizeof d.a - len, "%s%s: %s",
									k > i ? ", " : "",
									g->schema[k].path + plen + 1, val);
					}
					if (len < sizeof d.a)
						snprintf(out + len, sizeof d.a - len, "}");
				}
			}
			fn(&d, arg);
		}
		i += n;
	}
}
