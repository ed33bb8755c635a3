#include <errno.h>
#include <getopt.h>
#include <stdarg.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

#include "base/edit.h"
#include "cli/cli.h"
#include "core/referee.h"
#include "core/report.h"
#include "games/game.h"
#include "formats/reader.h"

int cli_usage_error(const char *cmd, const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "arbiter: %s: ", cmd);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, "\nTry 'arbiter %s --help' for more information.\n", cmd);
	return 2;
}

int cli_bad_option(const char *cmd, char **argv, int c)
{
	const char *opt = argv[optind - 1];

	if (c == ':')
		return cli_usage_error(cmd, "option '%s' needs a value", opt);
	if (optopt && strncmp(opt, "--", 2) != 0)
		return cli_usage_error(cmd, "unknown option '-%c'", optopt);
	return cli_usage_error(cmd, "unknown option '%s'", opt);
}

variant *cli_variant(var_registry *reg, const char *name)
{
	diag d;
	variant *v = var_find(reg, name, &d);

	if (!v)
		rep_diag(stderr, &d, NULL, 0, 0);
	return v;
}

FILE *cli_open(const char *path, FILE *err)
{
	struct stat st;
	FILE *f;

	if (strcmp(path, "-") == 0)
		return stdin;
	if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
		if (err)
			fprintf(err, "arbiter: %s: is a folder (give the files in it, as %s/*.pgn)\n",
				path, path);
		errno = EISDIR;
		return NULL;
	}
	if (!(f = fopen(path, "rb")) && err)
		fprintf(err, "arbiter: %s: cannot open: %s\n", path, strerror(errno));
	return f;
}

void cli_close(FILE *f)
{
	if (f && f != stdin)
		fclose(f);
}

int cli_each_record(int nfiles, char **files, const char *notation, FILE *err, cli_record_fn fn,
		    void *arg)
{
	static char *const dash[] = { "-" };
	int status = 0, fields = 1, k;
	record rec = { 0 };
	const game *g = notation ? game_by_notation(notation, &k) : NULL;

	if (g && g->notations[k].fields > 1)
		fields = g->notations[k].fields;
	if (nfiles == 0) {
		nfiles = 1;
		files = (char **)dash;
	}
	for (int i = 0; i < nfiles; i++) {
		const char *name = strcmp(files[i], "-") == 0 ? "<stdin>" : files[i];
		FILE *f = cli_open(files[i], NULL); /* said below, as a record */
		rec_reader *rd;
		diag d;
		int r, any = 0;

		if (!f) { /* a file that cannot be read counts as one unreadable record */
			rec_clear(&rec);
			rec.file = name;
			rec.index = 1;
			diag_clear(&d);
			diag_at(&d, name, 0, 0);
			if (errno == EISDIR)
				diag_set(&d, "io", "is a folder (give the files in it, as %s/*.pgn)",
					 files[i]);
			else
				diag_set(&d, "io", "cannot open: %s", strerror(errno));
			fn(&rec, &d, arg);
			status = 2;
			continue;
		}
		if (!(rd = reader_open(f, name, notation && !strcmp(notation, "json") ? FMT_JSON
										   : FMT_AUTO, fields))) {
			fprintf(err, "arbiter: out of memory\n");
			cli_close(f);
			rec_free(&rec);
			return 2;
		}
		while ((r = reader_next(rd, &rec, &d)) != 0) {
			if (r == -2) {
				fprintf(err, "arbiter: %s: %s\n", name, d.msg);
				status = 2;
				break;
			}
			fn(&rec, r < 0 ? &d : NULL, arg);
			any = 1;
		}
		if (!any && status == 0)
			fprintf(err, "arbiter: %s: warning: no record in this file\n", name);
		reader_close(rd);
		cli_close(f);
	}
	rec_free(&rec);
	return status;
}

int cli_known_notation(const char *cmd, const char *notation)
{
	const char *names[64], *near;
	size_t k = 0;

	if (!notation || !strcmp(notation, "json"))
		return 0;
	for (size_t i = 0; games[i]; i++)
		for (int j = 0; games[i]->notations[j].name; j++) {
			if (!strcasecmp(games[i]->notations[j].name, notation))
				return 0;
			if (k + 2 < sizeof names / sizeof names[0])
				names[k++] = games[i]->notations[j].name;
		}
	names[k++] = "json";
	names[k] = NULL;
	near = edit_nearest(notation, names, 2);
	cli_usage_error(cmd, "no game reads the notation '%s'%s%s%s", notation,
			near ? " (did you mean " : "", near ? near : "", near ? "?)" : "");
	return -1;
}

void cli_notations_help(FILE *out)
{
	fputs("\nNotations, by game (-n; the first is each game's default):\n", out);
	for (size_t i = 0; games[i]; i++) {
		fprintf(out, "  %-11s", games[i]->name);
		for (int j = 0; games[i]->notations[j].name; j++)
			fprintf(out, "%s%s", j ? ", " : "", games[i]->notations[j].name);
		fputs("\n", out);
	}
	fputs("  and json: records as JSON Lines, for any game\n", out);
}

int cli_check_notation(const char *cmd, const variant *v, const char *notation)
{
	char list[256];
	size_t n = 0;
	const game *g = v->game;

	if (ref_notation(g, notation) >= 0 || strcmp(notation, "json") == 0)
		return 0;
	list[0] = '\0';
	for (int i = 0; g->notations[i].name && n < sizeof list; i++)
		n += (size_t)snprintf(list + n, sizeof list - n, "%s, ", g->notations[i].name);
	cli_usage_error(cmd, "no notation '%s' for %s (try: %sjson)", notation, g->name, list);
	return -1;
}

const char *cli_move_notation(const char *notation)
{
	return notation && strcmp(notation, "json") == 0 ? NULL : notation;
}
