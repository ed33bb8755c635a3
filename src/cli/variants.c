/* arbiter variants: list the rule sets, show one, check a file. */
#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "base/edit.h"
#include "base/jsonw.h"
#include "base/plain.h"
#include "cli/cli.h"
#include "cli/streams.h"
#include "core/report.h"
#include "games/game.h"

static const char usage[] =
	"Usage: arbiter variants list [--names]\n"
	"       arbiter variants show NAME\n"
	"       arbiter variants diff [--json] A B\n"
	"       arbiter variants check FILE.yaml...\n"
	"List the rule sets on the search path, folder by folder (--names: their\n"
	"names alone, one a line), show every option of one once inheritance is\n"
	"resolved, print the options in which two differ, or check variant files\n"
	"(exit status 0 when they are good, 2 when not).\n"
	"\n"
	"Search path: the folders of $ARBITER_VARIANTS (separated by ':'), then the\n"
	"shipped rule sets (variants/ beside the program's folder for build/arbiter\n"
	"of a source folder, else the installed data folder). The working directory\n"
	"is not searched: -V FILE names a file. Two different files of one name on\n"
	"the path are an error naming both.\n";

typedef struct listing {
	int bad, names;
	int width;     /* of the name column: the longest name of the path */
	diag last;     /* said already: the rule sets that extend a bad one repeat it */
	size_t folder; /* the folder being listed */
	long shown;
} listing;

static void list_one(variant *v, void *arg)
{
	listing *l = arg;

	char name[512], title[512];

	plain_value(name, sizeof name, v->name); /* a line of its own, whatever it holds */
	if (l->names)
		printf("%s\n", name);
	else if ((size_t)v->folder == l->folder)
		printf("  %-*s %-10s %s\n", l->width, name, v->game->name,
		       plain_value(title, sizeof title, v->title));
	else
		return;
	l->shown++;
}

static void list_bad(const diag *d, void *arg)
{
	listing *l = arg;

	l->bad = 1;
	if (!strcmp(d->file, l->last.file) && !strcmp(d->msg, l->last.msg))
		return;
	l->last = *d;
	rep_diag(stderr, d, NULL, 0, 0);
}

/* The name column is as wide as the longest name on the path, so that every
 * title starts in one column. */
static void widest(variant *v, void *arg)
{
	listing *l = arg;
	char name[512];
	int n = (int)strlen(plain_value(name, sizeof name, v->name));

	if (n > l->width)
		l->width = n;
}

/* Folder by folder, each with where it is and what it is; a path with no
 * rule set at all is an error that says where it looked. */
static int list(var_registry *reg, int names)
{
	const var_path *p = var_search_path(reg);
	listing l = { .names = names, .width = 26 };
	char where[2048];

	if (names) {
		var_each(reg, list_one, &l, list_bad);
	} else {
		var_each(reg, widest, &l, NULL);
		for (l.folder = 0; l.folder < p->ndirs; l.folder++) {
			const var_folder *f = &p->dirs[l.folder];
			long before = l.shown;
			printf("%s%s (%s):\n", l.folder ? "\n" : "", f->path, vp_origin(f));
			var_each(reg, list_one, &l, l.folder ? NULL : list_bad);
			if (l.shown == before)
				printf("  %s\n", f->exists ? "no rule sets" : "no such folder");
		}
	}
	if (!l.shown) {
		vp_describe(p, where, sizeof where);
		cli_say(stderr, "arbiter: variants: no rule sets found (looked in %s); name a folder "
			"of them in ARBITER_VARIANTS\n", where);
		return 2;
	}
	return l.bad ? 2 : 0;
}

/* s as a value in a line of text, from a rule set someone may have sent:
 * its control characters, line breaks too, escaped (a title could forge
 * the lines after it). Good until the next call with b. */
static const char *shown(buf *b, const char *s)
{
	buf_clear(b);
	plain_put(b, s, (size_t)1 << 16);
	return b->p && !b->failed ? b->p : "";
}

static int show(var_registry *reg, const char *name)
{
	variant *v = cli_variant(reg, name);
	const game *g;
	buf b = { 0 };

	if (!v)
		return 2;
	g = v->game;
	printf("name: %s\n", shown(&b, v->name));
	printf("title: %s\ngame: %s\n", shown(&b, v->title), g->name);
	if (v->naliases) {
		printf("aliases:");
		for (size_t i = 0; i < v->naliases; i++)
			printf(" \"%s\"", shown(&b, v->aliases[i]));
		printf("\n");
	}
	if (v->nrotation) {
		printf("rotation:");
		for (size_t i = 0; i < v->nrotation; i++)
			printf(" %s", shown(&b, v->rotation[i]));
		printf("\n");
	}
	printf("source: %s\n", v->source ? shown(&b, v->source) : "(none given)");
	printf("file: %s\n", shown(&b, v->file));
	if (v->extends)
		printf("extends: %s\n", shown(&b, v->extends));
	printf("\n");
	for (size_t i = 0; i < g->nschema; i++) {
		const opt_spec *s = &g->schema[i];
		const opt_val *o = &v->vals[i];
		char val[256], where[600];

		/* a default is marked at the value, not after the help, where it
		 * would read as marking the help's last choice */
		var_format(v, (int)i, val, sizeof val - 10);
		if (!val[0])
			strcpy(val, "\"\""); /* an empty string, seen as one */
		if (o->file)
			snprintf(where, sizeof where, " (%s:%ld)", o->file, o->line);
		else
			strcat(val, " (default)"), where[0] = '\0';
		printf("%-36s %-20s # %s", s->path, shown(&b, val), s->help);
		printf("%s\n", shown(&b, where));
	}
	buf_free(&b);
	return 0;
}

static void diff_line(const var_diff *d, void *arg)
{
	buf b = { 0 };

	(void)arg;
	printf("%s: %s -> ", d->option, shown(&b, d->a));
	printf("%s\n", shown(&b, d->b));
	buf_free(&b);
}

/* A value for JSON: numbers and booleans as such, the rest as strings. */
static void typed(buf *b, const variant *v, int i)
{
	const opt_spec *s = &v->game->schema[i];
	char text[256];

	if (s->type == OPT_BOOL) {
		jw_bool(b, (int)v->vals[i].i);
	} else if (s->type == OPT_INT) {
		jw_int(b, v->vals[i].i);
	} else {
		var_format(v, i, text, sizeof text);
		jw_cstr(b, text);
	}
}

typedef struct diff_json {
	const variant *a, *b;
	buf out;
} diff_json;

/* An option's value, or a group's as an object of its members. */
static void group_value(buf *b, const variant *v, const var_diff *d)
{
	const char *parent = d->option;

	if (d->count == 1 && !v->game->schema[d->first].group) {
		typed(b, v, d->first);
		return;
	}
	jw_open(b, '{');
	for (int k = d->first; k < d->first + d->count; k++) {
		jw_key(b, v->game->schema[k].path + strlen(parent) + 1);
		typed(b, v, k);
	}
	jw_close(b, '}');
}

static void diff_json_item(const var_diff *d, void *arg)
{
	diff_json *j = arg;

	jw_open(&j->out, '{');
	jw_kstr(&j->out, "option", d->option);
	jw_key(&j->out, "a");
	group_value(&j->out, j->a, d);
	jw_key(&j->out, "b");
	group_value(&j->out, j->b, d);
	jw_close(&j->out, '}');
}

static int diff(var_registry *reg, const char *an, const char *bn, int json)
{
	variant *a = cli_variant(reg, an), *b = a ? cli_variant(reg, bn) : NULL;

	if (!a || !b)
		return 2;
	if (a->game != b->game) {
		cli_say(stderr, "arbiter: variants diff: %s is a %s variant and %s a %s one: they "
			"share no options\n", a->name, a->game->name, b->name, b->game->name);
		return 2;
	}
	if (json) {
		diff_json j = { a, b, { 0 } };
		jw_open(&j.out, '{');
		jw_kstr(&j.out, "game", a->game->name);
		jw_kstr(&j.out, "a", a->name);
		jw_kstr(&j.out, "b", b->name);
		jw_key(&j.out, "differences");
		jw_open(&j.out, '[');
		var_differences(a, b, diff_json_item, &j);
		jw_close(&j.out, ']');
		jw_close(&j.out, '}');
		rep_line(stdout, &j.out);
		buf_free(&j.out);
	} else {
		var_differences(a, b, diff_line, NULL);
	}
	return 0;
}

static int check(var_registry *reg, int n, char **files)
{
	int status = 0;

	for (int i = 0; i < n; i++) {
		diag d;
		variant *v;
		char name[512];
		if (!strchr(files[i], '/') && !strstr(files[i], ".yaml")) {
			cli_say(stderr, "arbiter: %s: give a path to a .yaml file\n", files[i]);
			status = 2;
			continue;
		}
		if (!(v = var_find(reg, files[i], &d)) || var_check_rotation(reg, v, &d) ||
		    var_check_aliases(reg, v, &d)) {
			rep_diag(stderr, &d, NULL, 0, 0);
			status = 2;
			continue;
		}
		/* the name is the file's to choose: a line break in it forged a line */
		printf("%s: ", plain_value(name, sizeof name, files[i]));
		printf("%s, a %s variant: OK\n", plain_value(name, sizeof name, v->name),
		       v->game->name);
	}
	return status;
}

/* A subcommand given the wrong number of names, or an option of another:
 * what it wants, as a usage error (2); 0 when it is well used. */
static int misused(const char *sub, int nargs, int json, int names)
{
	static const char *const subs[] = { "list", "show", "diff", "check", NULL };
	const char *near;
	char shown[256];

	if (!strcmp(sub, "list") && nargs)
		return cli_usage_error("variants", "list takes no name (variants show NAME shows one)");
	if (!strcmp(sub, "show") && nargs != 1)
		return cli_usage_error("variants", "show takes one rule set's name (variants list "
				       "names them)");
	if (!strcmp(sub, "diff") && nargs != 2)
		return cli_usage_error("variants", "diff takes two rule sets' names, A and B");
	if (!strcmp(sub, "check") && !nargs)
		return cli_usage_error("variants", "check takes one or more variant files "
				       "(FILE.yaml...)");
	if (strcmp(sub, "list") && strcmp(sub, "show") && strcmp(sub, "diff") &&
	    strcmp(sub, "check")) {
		near = edit_suggest(sub, subs, 2);
		return cli_usage_error("variants", "'%s' is not list, show NAME, diff A B or check "
				       "FILE.yaml%s%s%s", plain_value(shown, sizeof shown, sub),
				       near ? " (did you mean '" : "", near ? near : "",
				       near ? "'?)" : "");
	}
	if (json && strcmp(sub, "diff"))
		return cli_usage_error("variants", "--json is an option of variants diff only");
	if (names && strcmp(sub, "list"))
		return cli_usage_error("variants", "--names is an option of variants list only");
	return 0;
}

int cmd_variants(int argc, char **argv)
{
	static const struct option longs[] = {
		{ "json", no_argument, NULL, 'j' },
		{ "names", no_argument, NULL, 'N' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	var_registry *reg;
	const char *sub;
	int c, status = 0, json = 0, names = 0;

	optind = 1;
	opterr = 0;
	/* options may come before or after the subcommand */
	while ((c = getopt_long(argc, argv, ":h", longs, NULL)) != -1) {
		if (c == 'h')
			return fputs(usage, stdout), 0;
		if (c == 'j' || c == 'N') {
			*(c == 'j' ? &json : &names) = 1;
			continue;
		}
		return cli_bad_option("variants", argv, c);
	}
	if (!json)
		streams_text(); /* for people: what records hold is shown, not obeyed */
	if (optind >= argc)
		return cli_usage_error("variants", "say list, show NAME, diff A B or check FILE.yaml");
	sub = argv[optind++];
	if ((status = misused(sub, argc - optind, json, names)))
		return status;
	if (!(reg = var_registry_new()))
		return 2;
	if (strcmp(sub, "list") == 0 && optind == argc) {
		status = list(reg, names);
	} else if (strcmp(sub, "show") == 0 && optind + 1 == argc) {
		status = show(reg, argv[optind]);
	} else if (strcmp(sub, "diff") == 0 && optind + 2 == argc) {
		status = diff(reg, argv[optind], argv[optind + 1], json);
	} else if (strcmp(sub, "check") == 0 && optind < argc) {
		status = check(reg, argc - optind, argv + optind);
	} else {
		status = cli_usage_error("variants", "say list, show NAME, diff A B or check FILE.yaml");
	}
	var_registry_free(reg);
	return status;
}
