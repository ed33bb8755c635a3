#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/plain.h"
#include "base/edit.h"
#include "cli/cli.h"
#include "cli/fifo.h"
#include "cli/progress.h"
#include "core/referee.h"
#include "core/report.h"
#include "games/game.h"
#include "formats/format.h"
#include "formats/reader.h"

/* The line fmt makes, escaped whole but for its last newline (see cli.h). */
static void vsay(FILE *to, const char *fmt, va_list ap)
{
	buf line = { 0 }, out = { 0 };
	va_list again;
	int n;
	char small[512];

	va_copy(again, ap);
	n = vsnprintf(small, sizeof small, fmt, ap);
	if (n < 0) {
		va_end(again);
		return;
	}
	if ((size_t)n < sizeof small)
		buf_add(&line, small, (size_t)n);
	else if (!buf_reserve(&line, (size_t)n + 1)) {
		vsnprintf(line.p, (size_t)n + 1, fmt, again);
		line.len = (size_t)n;
	}
	va_end(again);
	if (line.len && line.p[line.len - 1] == '\n')
		line.len--;
	plain_add(&out, line.p ? line.p : "", line.len, 0, 0);
	buf_add(&out, "\n", 1);
	if (!out.failed)
		fwrite(out.p, 1, out.len, to);
	buf_free(&line);
	buf_free(&out);
}

void cli_say(FILE *to, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsay(to, fmt, ap);
	va_end(ap);
}

void cli_stdin_note(FILE *err, const char *what, const char *named)
{
	if (!isatty(STDIN_FILENO))
		return;
	fprintf(err ? err : stderr, "arbiter: no file named: reading %s from standard input, a "
		"terminal (Ctrl-D ends them); to read %s, name it\n", what, named);
	fflush(err ? err : stderr);
}

int cli_usage_error(const char *cmd, const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "arbiter: %s: ", cmd);
	va_start(ap, fmt);
	vsay(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, "Try 'arbiter %s --help' for more information.\n", cmd);
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

int cli_once_only(cli_once *o, int c)
{
	char name[64];
	const char *arg = optarg ? optarg : "";

	if (c <= 0 || c > 255 || !strchr(o->once, c))
		return 0;
	if (!o->had[c] || !strcmp(o->had[c], arg)) { /* one value twice is one value */
		o->had[c] = arg;
		return 0;
	}
	/* -V, or a long option's name where c is no short option */
	snprintf(name, sizeof name, "-%c", c);
	for (const struct option *l = o->longs; l && l->name; l++)
		if (l->val == c && !strchr(o->opts, c)) {
			snprintf(name, sizeof name, "--%s", l->name);
			break;
		}
	return cli_usage_error(o->cmd, "%s given twice: %s and %s", name, o->had[c], arg);
}

/* Whether a file's name says it is YAML. */
static int yaml_named(const char *name)
{
	size_t n = strlen(name);

	return (n > 5 && !strcmp(name + n - 5, ".yaml")) || (n > 4 && !strcmp(name + n - 4, ".yml"));
}

variant *cli_variant(var_registry *reg, const char *name)
{
	diag d;
	variant *v = var_find(reg, name, &d);

	if (!v) {
		rep_diag(stderr, &d, NULL, 0, 0);
		if (!strcmp(d.file, name) && !yaml_named(name) && access(name, R_OK) == 0) {
			char shown[512];

			/* a record, say, where a rule set was due: -V FILE.pgn */
			fprintf(stderr, "arbiter: %s is not a rule set: a rule set is given by its "
				"name (arbiter variants list) or its .yaml file, and the records "
				"after the options (arbiter validate -V NAME FILE...)\n",
				plain_value(shown, sizeof shown, name));
		}
	}
	return v;
}

int cli_rules_open(cli_rules *c, const char *cmd, const char *vname, const char *notation)
{
	memset(c, 0, sizeof *c);
	c->notation = notation;
	if (cli_known_notation(cmd, notation))
		return 2;
	if (!(c->reg = var_registry_new()))
		return fputs("arbiter: out of memory\n", stderr), 2;
	if ((vname && !(c->v = cli_variant(c->reg, vname))) ||
	    (c->v && notation && cli_check_notation(cmd, c->v, notation))) {
		cli_rules_close(c);
		return 2;
	}
	return 0;
}

referee *cli_referee(const cli_rules *c)
{
	referee *r = ref_new(c->reg, c->v, ARB_FALLBACK_VARIANT, cli_move_notation(c->notation));

	if (!r)
		fputs("arbiter: out of memory\n", stderr);
	return r;
}

const char *cli_rules_file(const void *rules, int i)
{
	const cli_rules *c = rules;

	return c->v ? var_file_of(c->reg, c->v, i) : NULL;
}

void cli_rules_close(cli_rules *c)
{
	var_registry_free(c->reg);
	c->reg = NULL;
}

/* The stream on fd, or NULL (errno says why; fd is closed). */
static FILE *stream(int fd)
{
	FILE *f = fd >= 0 ? fdopen(fd, "rb") : NULL;
	int e = errno;

	if (fd >= 0 && !f) {
		close(fd);
		errno = e;
	}
	return f;
}

FILE *cli_open(const char *path, FILE *err)
{
	struct stat st;
	FILE *f;

	if (strcmp(path, "-") == 0)
		return stdin;
	if (stat(path, &st) != 0)
		st.st_mode = 0; /* fopen says why */
	if (S_ISDIR(st.st_mode)) {
		if (err)
			cli_say(err, "arbiter: %s: is a folder: name the files in it\n", path);
		errno = EISDIR;
		return NULL;
	}
	if (S_ISSOCK(st.st_mode)) {
		if (err)
			cli_say(err, "arbiter: %s: a socket, not a file: nothing can be opened there "
				"to read\n", path);
		errno = ENXIO;
		return NULL;
	}
	/* a FIFO: said where nothing writes to it yet */
	f = S_ISFIFO(st.st_mode) ? stream(fifo_open_read(path)) : fopen(path, "rb");
	if (!f && err)
		cli_say(err, "arbiter: %s: cannot open: %s\n", path, strerror(errno));
	return f;
}

void cli_close(FILE *f)
{
	if (f && f != stdin)
		fclose(f);
}

/* What one run over the inputs shares. */
typedef struct each {
	const char *notation;
	int fields;
	FILE *err;
	cli_record_fn fn;
	cli_claim_fn claim;
	void *arg;
	record rec;
	int status;
	progress prog;
} each;

/* The records of the file open at f, named name; f is closed. Inlined in
 * one_file: as one function, the cost a file of -j 1 had. */
static inline __attribute__((always_inline)) int records_of(each *e, const char *name,
							     FILE *f)
{
	rec_reader *rd;
	diag d;
	int r, any = 0;

	if (!(rd = reader_open(f, name, e->notation && !strcmp(e->notation, "json") ? FMT_JSON
										   : FMT_AUTO, e->fields))) {
		fprintf(e->err, "arbiter: out of memory\n");
		cli_close(f);
		return -1;
	}
	while ((r = reader_next(rd, &e->rec, &d)) != 0) {
		if (r == -2) {
			cli_say(e->err, "arbiter: %s: %s\n", name, d.msg);
			e->status = 2;
			break;
		}
		any = 1;
		progress_record(&e->prog);
		if (e->fn(name, &e->rec, r < 0 ? &d : NULL, e->arg))
			break; /* fn wants no more of this file */
	}
	if (!any && r == 0)
		cli_say(e->err, "arbiter: %s: warning: no record in this file\n", name);
	e->fn(name, NULL, NULL, e->arg); /* the file is done, while its name lives */
	progress_file(&e->prog);
	reader_close(rd);
	cli_close(f);
	return 0;
}

/* Every record of one file; 0, or -1 when out of memory. why: the file
 * cannot be read, said so (the walk found it so). fd: the file open, as
 * the walk found it in a folder; found: what the walk saw of it there (a
 * regular file, and its size then), or NULL. */
static int one_file(each *e, const char *path, const struct stat *found, const char *why, int fd)
{
	const char *name = strcmp(path, "-") == 0 ? "<stdin>" : path;
	FILE *f = NULL; /* said below, as a record, where it cannot be opened */
	diag d;
	struct stat st;

	/* offered before a stream is made for it, by the size the walk saw:
	 * a file claimed costs no fstat and no fdopen here */
	if (fd >= 0 && found && !why && e->claim &&
	    e->claim(path, fd, (double)found->st_size, e->arg)) {
		close(fd);
		progress_file(&e->prog);
		return 0;
	}
	if (!why && !(f = fd >= 0 ? fdopen(fd, "rb") : cli_open(path, NULL)) && fd >= 0) {
		int err = errno;
		close(fd);
		errno = err;
	}
	if (f && e->claim && fd < 0 && f != stdin && fstat(fileno(f), &st) == 0 &&
	    S_ISREG(st.st_mode) && e->claim(path, fileno(f), (double)st.st_size, e->arg)) {
		cli_close(f);
		progress_file(&e->prog);
		return 0;
	}
	if (!f) { /* a file that cannot be read counts as one unreadable record */
		rec_clear(&e->rec);
		e->rec.file = name;
		e->rec.index = 1;
		diag_clear(&d);
		diag_at(&d, name, 0, 0);
		if (why)
			diag_set(&d, "io", "%s", why);
		else
			diag_set(&d, "io", "cannot open: %s", strerror(errno));
		e->fn(name, &e->rec, &d, e->arg);
		e->fn(name, NULL, NULL, e->arg);
		progress_file(&e->prog);
		e->status = 2;
		return 0;
	}
	return records_of(e, name, f);
}

static int each_file(const char *path, const struct stat *st, const char *why, int fd, void *arg)
{
	return one_file(arg, path, st, why, fd);
}

int cli_each_record(int nfiles, char **files, const char *notation, const cli_walk *w, FILE *err,
		    cli_record_fn fn, void *arg)
{
	return cli_each_input(nfiles, files, notation, w, err, NULL, NULL, fn, arg);
}

/* Words a move of a line of moves in notation: 0 where none is named
 * (json is none), and a file that no format takes is refused. The notation
 * is known (cli_rules_open), maybe to two games (OpenSpiel's), which
 * game_by_notation does not name. */
static int fields_of(const char *notation)
{
	int k;
	const game *g = notation ? game_by_notation(notation, &k) : NULL;

	if (g && g->notations[k].fields > 1)
		return g->notations[k].fields;
	return notation && strcmp(notation, "json") != 0;
}

int cli_each_input(int nfiles, char **files, const char *notation, const cli_walk *w, FILE *err,
		   cli_claim_fn claim, const rec_taker *take, cli_record_fn fn, void *arg)
{
	static char *const dash[] = { "-" };
	int walked;
	each e = { .notation = notation, .fields = fields_of(notation), .err = err, .fn = fn,
		   .claim = claim, .arg = arg };

	if (take)
		e.rec.take = *take;
	if (nfiles == 0) {
		nfiles = 1;
		files = (char **)dash;
		cli_stdin_note(err, "records", "a file or folder");
	}
	progress_start(&e.prog, err);
	walked = walk_inputs(nfiles, files, w, err, each_file, &e);
	progress_end(&e.prog);
	rec_free(&e.rec);
	return walked ? 2 : e.status;
}

int cli_each_held(size_t n, const cli_held *files, const char *notation, FILE *err,
		  const rec_taker *take, cli_record_fn fn, void *arg)
{
	each e = { .notation = notation, .fields = fields_of(notation), .err = err, .fn = fn,
		   .arg = arg };

	if (take)
		e.rec.take = *take;
	for (size_t i = 0; i < n; i++) { /* one record read into, file after file */
		const cli_held *h = &files[i];
		FILE *f = NULL;
		int own = -1;
		if (h->text) { /* read already: a stream of those bytes, no descriptor */
			f = fmemopen((void *)(uintptr_t)h->text, h->len, "rb");
		} else if ((own = dup(h->fd)) >= 0 && lseek(own, 0, SEEK_SET) < 0) {
			close(own);
			own = -1;
		}
		if (!f && own < 0) { /* said as the file it is, unreadable */
			char why[160];
			snprintf(why, sizeof why, "cannot read: %s", strerror(errno));
			one_file(&e, h->path, NULL, why, -1);
		} else if (f) {
			records_of(&e, h->path, f);
		} else {
			one_file(&e, h->path, NULL, NULL, own);
		}
	}
	rec_free(&e.rec);
	return e.status;
}

/* The bytes of a file the walk hands on. */
static int add_size(const char *path, const struct stat *st, const char *why, int fd, void *arg)
{
	(void)path;
	if (fd >= 0)
		close(fd);
	if (st && !why && S_ISREG(st->st_mode))
		*(double *)arg += (double)st->st_size;
	return 0;
}

double cli_input_bytes(int nfiles, char **files, const cli_walk *w)
{
	double total = 0;

	walk_inputs(nfiles, files, w, NULL, add_size, &total); /* notes: the reading walk's */
	return total;
}

int cli_notation_runs(const char *notation)
{
	if (!notation) /* each record's own, most often its game's first: many have a run */
		return 1;
	for (size_t i = 0; games[i]; i++)
		for (int j = 0; games[i]->notations[j].name; j++)
			if (games[i]->notations[j].run && !strcasecmp(games[i]->notations[j].name, notation))
				return 1;
	return 0;
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
	near = edit_suggest(notation, names, 2); /* a misspelling, or the start of one */
	cli_usage_error(cmd, "no game reads the notation '%s'%s%s%s", notation,
			near ? " (did you mean " : "", near ? near : "", near ? "?)" : "");
	return -1;
}

void cli_notations_help(FILE *out)
{
	fputs("\nNotations, by game (-n; the first is each game's default):\n", out);
	for (size_t i = 0; games[i]; i++) {
		size_t col = 13;
		fprintf(out, "  %-11s", games[i]->name);
		for (int j = 0; games[i]->notations[j].name; j++) {
			const char *name = games[i]->notations[j].name;
			if (j && col + strlen(name) + 2 > 79) { /* a long list goes on under itself */
				fputs(",\n             ", out);
				col = 13;
			} else if (j) {
				fputs(", ", out);
				col += 2;
			}
			fputs(name, out);
			col += strlen(name);
		}
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

char *cli_shown(char *out, size_t size, const char *s)
{
	return plain_value(out, size, s);
}

size_t cli_shown_lines(FILE *to, const char *s, size_t n, int more)
{
	buf out = { 0 };
	size_t took = plain_add(&out, s, n, PLAIN_KEEP_LINES, more);

	if (out.len)
		fwrite(out.p, 1, out.len, to);
	buf_free(&out);
	return took;
}

const char *cli_move_notation(const char *notation)
{
	return notation && strcmp(notation, "json") == 0 ? NULL : notation;
}

void cli_caption_of(cli_caption *cap, const record *rec, const verdict *v, const game_match *start)
{
	char name[2][128];

	memset(cap, 0, sizeof *cap);
	rec_players(rec, name[0], name[1], sizeof name[0]);
	for (int i = 0; i < 2; i++)
		if (strcmp(name[i], "?") != 0) { /* "?": the record does not know */
			plain_value(cap->player[i], sizeof cap->player[i], name[i]);
			cap->c.player[i] = cap->player[i];
		}
	cap->match.length = -1;
	if (v->in_match) {
		if (start)
			cap->match = *start;
		cap->c.match = &cap->match;
		cap->c.number = v->number;
	}
}

int cli_width(const char *s)
{
	return (int)plain_width(s, strlen(s));
}
