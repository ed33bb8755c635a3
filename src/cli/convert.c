/* arbiter convert: records from one notation to another, refereed on the
 * way, losing nothing the target can hold. */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/cli.h"
#include "cli/output.h"
#include "core/referee.h"
#include "core/report.h"
#include "formats/format.h"
#include "games/game.h"

static const char usage[] =
	"Usage: arbiter convert -t NOTATION [OPTION]... [FILE]...\n"
	"Write records in another notation, refereeing every move on the way.\n"
	"With no FILE, or when FILE is -, read standard input.\n"
	"\n"
	"  -t, --to=NOTATION     the target: a notation of the game (the list below)\n"
	"                        or json (JSON Lines)\n"
	"  -f, --format=FORMAT   tagged (tags and movetext), flat (one game per line,\n"
	"                        moves only) or json; default: the input's own\n"
	"  -o, --output=FILE     write FILE (whole or not at all) instead of standard output\n"
	"  -V, --variant=NAME    rule set, as for validate\n"
	"  -n, --notation=NAME   input notation, as for validate (json reads JSON Lines)\n"
	"      --strict          a record the target cannot hold whole is an error\n"
	"      --keep-invalid    write an illegal record too, whole\n"
	"  -q, --quiet           no summary\n"
	"  -h, --help            show this help and exit\n"
	"\n"
	"Illegal and unreadable records are reported as validate reports them and\n"
	"are not written. Exit status as for validate.\n";

typedef struct run {
	referee ref;
	const char *target;
	rec_format format;   /* FMT_AUTO: as each record came */
	int strict, keep_invalid;
	FILE *out;
	int io_error;
	long written, illegal, mismatched, unreadable, lossy;
	long refused;        /* of lossy: records the target could not hold at all */
	/* per record */
	const game *g;
	int to;              /* target notation index, -1: none for this game */
	int tagged;          /* writing the tagged format: no spaces inside a token */
	int want_tagged;     /* the tagged format, unless the notation has its own */
	buf plies;           /* the plies, each ending in '\0' */
	long *start;         /* per element: offset of its ply in plies, or -1 */
	size_t cap;
	int prev_plies;
	int marks_lost;      /* moves whose marks (a '#') the target cannot hold */
	const record *rec;   /* the record being converted */
	size_t last_el, last_len; /* to take back the last token if it was illegal */
	const char **moves;
	buf text;
	void *wstate[FMT_SGF + 1]; /* what each format's writer keeps between records */
} run;

/* The output names its notation in a [Notation] tag only when its other
 * tags would make a reader misread its moves: the tag is set, or dropped. */
#define NEEDS_TAG(g, rec, to) \
	((g)->notations[ref_tag_notation(g, rec, 0)].reads != (g)->notations[to].reads)

static int target_index(const game *g, const char *target)
{
	return strcmp(target, "json") == 0 ? 0 : ref_notation(g, target);
}

/* In the tagged format a move is one word: "4 4" is written 4,4. */
static void one_word(run *r, size_t from)
{
	if (r->tagged)
		for (size_t i = from; i < r->plies.len; i++)
			if (r->plies.p[i] == ' ')
				r->plies.p[i] = ',';
}

/* A move in the target notation, at the end of the plies; 0 when the game
 * wrote it. */
static int encode(run *r, const game *g, const void *st, int to, const game_move *m)
{
	size_t from = r->plies.len;
	int rc = g->encode(st, to, m, &r->plies);

	if (rc < 0 || r->plies.len == from)
		return -1;
	r->marks_lost += rc > 0;
	one_word(r, from);
	return 0;
}

/* Before each move: its text joins the current ply or starts a new one. */
static void token(void *arg, const game *g, const void *st, const game_move *m, size_t el)
{
	run *r = arg;
	int p = g->plies(st);
	size_t prev;

	if (r->to == -2) { /* the game is known from the first move on */
		r->to = target_index(g, r->target);
		r->tagged = r->want_tagged && r->to >= 0 && !g->notations[r->to].container;
	}
	if (r->to < 0)
		return;
	prev = r->last_el;
	r->last_el = el;
	r->last_len = r->plies.len;
	/* a token joins the ply before it when that ply is not complete, and
	 * the record does not give the two tokens to different players (an SGF
	 * set-up node is no ply, and no part of the move after it) */
	if (p == r->prev_plies && r->plies.len && prev != (size_t)-1 &&
	    r->rec->els[el].who == r->rec->els[prev].who) {
		r->plies.len--; /* reopen the ply: drop its '\0' */
		if (g->notations[r->to].separate)
			buf_puts(&r->plies, " ");
	} else {
		r->start[el] = (long)r->plies.len;
	}
	encode(r, g, st, r->to, m);
	buf_add(&r->plies, "", 1);
	r->prev_plies = p;
}

/* Is the record just written past what the readers take: a line longer
 * than LINES_MAX, or a tagged record longer than FMT_MAX_RECORD? */
static int too_long(const run *r, int tagged)
{
	const char *p = r->text.p, *end = p + r->text.len;

	if (tagged && r->text.len > (size_t)FMT_MAX_RECORD)
		return 1;
	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		if ((size_t)((nl ? nl : end) - p) > (size_t)LINES_MAX)
			return 1;
		p = nl ? nl + 1 : end;
	}
	return 0;
}

/* --keep-invalid: the record is kept whole. The referee stopped at the
 * illegal move; from there on each token is written on its own, in the
 * target notation where it decodes (a game's decoding does not need the
 * position), else as it was written. The record keeps its own result, so
 * that converted there and back it gets the same verdict. */
static void keep_rest(run *r, const record *rec, const verdict *v, int to)
{
	const game *g = v->v->game;
	int same = g->notations[to].reads == g->notations[v->notation].reads;
	void *st = same ? NULL : g->state_new(v->v->rules);
	game_match none = { .length = -1 };

	if (st)
		g->state_reset(st, v->notation, &none);
	/* take back the illegal token, if it got as far as the encoder: it may
	 * have joined the ply before it (the next move after a mill whose
	 * removal was left out), and is written on its own below */
	if (r->last_el == v->error_el) {
		r->plies.len = r->last_len;
		r->start[v->error_el] = -1;
		if (r->plies.len) /* end the ply the token had reopened */
			r->plies.p[r->plies.len - 1] = '\0';
	}
	for (size_t i = v->error_el; i < rec->nels; i++) {
		const rec_el *e = &rec->els[i];
		const char *tok = rec_at(rec, e->text);
		game_move m;
		diag d;

		if (e->kind != EL_MOVE)
			continue;
		if (r->plies.len && r->plies.p[r->plies.len - 1] != '\0')
			buf_add(&r->plies, "", 1);
		r->start[i] = (long)r->plies.len;
		if (st && !g->decode(st, v->notation, tok, e->text.len, e->who, &m, &d) &&
		    !encode(r, g, st, to, &m)) {
			buf_add(&r->plies, "", 1);
			continue;
		}
		r->plies.len = (size_t)r->start[i];
		buf_add(&r->plies, tok, e->text.len);
		one_word(r, (size_t)r->start[i]);
		buf_add(&r->plies, "", 1);
	}
	if (st)
		g->state_free(st);
}

/* The flat format holds moves and the result only: what else the record
 * has is said, and with --strict the record is not written. */
static int lost_in_flat(run *r, const record *rec)
{
	static const char *const what[] = { [EL_COMMENT] = "comments", [EL_NAG] = "NAGs",
					     [EL_VARIATION] = "variations" };
	char lost[128] = "";
	size_t n = 0;
	int seen[EL_RESULT + 1] = { 0 };

	if (rec->ntags)
		n += (size_t)snprintf(lost + n, sizeof lost - n, "tags");
	for (size_t i = 0; i < rec->nels; i++)
		seen[rec->els[i].kind] = 1;
	for (int k = EL_COMMENT; k <= EL_VARIATION; k++)
		if (seen[k] && what[k])
			n += (size_t)snprintf(lost + n, sizeof lost - n, "%s%s", n ? ", " : "", what[k]);
	if (!n)
		return 0;
	fprintf(stderr, "arbiter: %s #%ld: %s: the flat format drops its %s\n", rec->file,
		rec->index, r->strict ? "error" : "warning", lost);
	r->lossy++;
	return r->strict;
}

/* Problems are told on stderr, as validate tells them. */
static void tell(const record *rec, const verdict *v)
{
	report rep = { .out = stderr, .err = stderr };
	rep_record(&rep, rec, v);
}

/* The record in the target format, into r->text: 0, or -1 (d says why
 * when the format could). */
static int write_record(run *r, const record *rec, const verdict *v, rec_format fmt, int to,
			size_t upto, diag *d)
{
	const rec_fmt *w = fmt_of(fmt);
	const game *g = v->v->game;
	fmt_out o = {
		.moves = r->moves, .upto = upto,
		/* the output names its notation when its tags would not */
		.set_tag = "Notation", .set_value = NEEDS_TAG(g, rec, to) ? g->notations[to].name : NULL,
		.sep = g->notations[to].fields > 1 ? ", " : " ",
		.resigned = !strcmp(v->termination, "resignation"),
		.game = g->name, .variant = v->v->name, .notation = g->notations[0].name,
	};

	if (w->state_size && !r->wstate[w->id] && !(r->wstate[w->id] = calloc(1, w->state_size)))
		return -1;
	return w->write(r->wstate[w->id], rec, &o, &r->text, d);
}

static void one(const char *file, const record *rec, const diag *unreadable, void *arg)
{
	run *r = arg;
	verdict v;
	ref_opts opts = { .token = token, .arg = r };
	size_t upto;
	int to, json = strcmp(r->target, "json") == 0;

	(void)file;
	if (!rec) { /* the file is done: so is any match in it */
		ref_finish(&r->ref);
		return;
	}
	upto = rec->nels; /* every element: an illegal record is kept whole */
	rec_format fmt = json ? FMT_JSON : r->format != FMT_AUTO ? r->format :
			 rec->format == FMT_FLAT ? FMT_FLAT : FMT_TAGGED;
	diag d;

	if (unreadable) {
		memset(&v, 0, sizeof v);
		v.status = ST_UNREADABLE;
		v.has_error = 1;
		v.termination = "unfinished";
		v.err = *unreadable;
		r->unreadable++;
		tell(rec, &v);
		return;
	}
	if (rec->nels > r->cap) {
		long *s = realloc(r->start, rec->nels * sizeof *s);
		const char **m = realloc(r->moves, rec->nels * sizeof *m);
		if (s)
			r->start = s;
		if (m)
			r->moves = m;
		if (!s || !m) {
			fprintf(stderr, "arbiter: out of memory\n");
			r->io_error = 1;
			return;
		}
		r->cap = rec->nels;
	}
	for (size_t i = 0; i < rec->nels; i++)
		r->start[i] = -1;
	buf_clear(&r->plies);
	r->prev_plies = -1;
	r->to = -2;
	r->want_tagged = fmt == FMT_TAGGED;
	r->tagged = 0;
	r->last_el = (size_t)-1;
	r->marks_lost = 0;
	r->rec = rec;
	ref_judge(&r->ref, rec, &opts, &v);
	if (v.status == ST_UNREADABLE) {
		r->unreadable++;
		tell(rec, &v);
		return;
	}
	if ((to = target_index(v.v->game, r->target)) < 0) {
		fprintf(stderr, "arbiter: %s #%ld: a %s record has no notation '%s'\n", rec->file,
			rec->index, v.v->game->name, r->target);
		r->unreadable++;
		return;
	}
	if (v.status == ST_ILLEGAL) {
		r->illegal++;
		tell(rec, &v);
		if (!r->keep_invalid)
			return;
		keep_rest(r, rec, &v, to);
	} else if (v.status == ST_MISMATCH) {
		r->mismatched++;
		tell(rec, &v);
	}
	if (v.v->game->notations[to].reads != v.v->game->notations[v.notation].reads ||
	    (json && v.notation != 0)) {
		for (size_t i = 0; i < rec->nels; i++)
			if (rec->els[i].kind == EL_VARIATION) {
				fprintf(stderr, "arbiter: %s #%ld: %s: its variations stay as written, in "
					"%s notation (variations are kept, not replayed)\n", rec->file,
					rec->index, r->strict ? "error" : "warning",
					v.v->game->notations[v.notation].name);
				r->lossy++;
				if (r->strict)
					return;
				break;
			}
	}
	{ /* a notation that has its own container writes in it: .mat, SGF */
		const char *own = v.v->game->notations[to].container;
		if (own && !json)
			fmt = !strcmp(own, "mat") ? FMT_MAT : FMT_SGF;
	}
	if (fmt == FMT_FLAT && lost_in_flat(r, rec))
		return;
	if (r->marks_lost) {
		fprintf(stderr, "arbiter: %s #%ld: %s: %s notation has no marks: the '#' of %d "
			"move%s %s dropped\n", rec->file, rec->index, r->strict ? "error" : "warning",
			v.v->game->notations[to].name, r->marks_lost, r->marks_lost == 1 ? "" : "s",
			r->marks_lost == 1 ? "is" : "are");
		r->lossy++;
		if (r->strict)
			return;
	}
	if (fmt == FMT_MAT)
		for (size_t i = 0; i < rec->nels; i++)
			if (rec->els[i].kind == EL_MOVE && rec->els[i].who < 0) {
				/* an SGF set-up node: .mat has no way to say it */
				fprintf(stderr, "arbiter: %s #%ld: not written: the .mat format "
					"cannot hold a set-up position\n", rec->file, rec->index);
				r->lossy++;
				r->refused++;
				return;
			}
	for (size_t i = 0; i < rec->nels; i++)
		r->moves[i] = r->start[i] >= 0 ? r->plies.p + r->start[i] : NULL;
	buf_clear(&r->text);
	diag_clear(&d);
	if (write_record(r, rec, &v, fmt, to, upto, &d)) {
		fprintf(stderr, "arbiter: %s #%ld: not written: %s\n", rec->file, rec->index,
			d.msg[0] ? d.msg : "out of memory");
		r->lossy++;
		r->refused++;
		return;
	}
	if (too_long(r, fmt == FMT_TAGGED && !json)) {
		/* what convert writes, validate reads back: never past its limits */
		fprintf(stderr, "arbiter: %s #%ld: not written: it would be %s, more than arbiter "
			"reads back\n", rec->file, rec->index,
			fmt == FMT_TAGGED && !json ? "longer than 64 MiB" : "a line longer than 64 MiB");
		r->lossy++;
		r->refused++;
		return;
	}
	if (fwrite(r->text.p, 1, r->text.len, r->out) != r->text.len)
		r->io_error = 1;
	r->written++;
}

int cmd_convert(int argc, char **argv)
{
	static const struct option longs[] = {
		{ "to", required_argument, NULL, 't' },
		{ "output", required_argument, NULL, 'o' },
		{ "format", required_argument, NULL, 'f' },
		{ "variant", required_argument, NULL, 'V' },
		{ "notation", required_argument, NULL, 'n' },
		{ "strict", no_argument, NULL, 'S' },
		{ "keep-invalid", no_argument, NULL, 'K' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	const char *vname = NULL, *notation = NULL, *output = NULL;
	out_file of;
	run r = { .out = stdout };
	var_registry *reg;
	variant *v = NULL;
	int c, status, quiet = 0, known = 0;

	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, ":t:o:f:V:n:qh", longs, NULL)) != -1) {
		switch (c) {
		case 't':
			if (r.target && strcmp(r.target, optarg))
				return cli_usage_error("convert", "-t given twice: %s and %s", r.target, optarg);
			r.target = optarg;
			break;
		case 'o':
			if (output && strcmp(output, optarg))
				return cli_usage_error("convert", "-o given twice: %s and %s", output, optarg);
			output = optarg;
			break;
		case 'V':
			if (vname && strcmp(vname, optarg))
				return cli_usage_error("convert", "-V given twice: %s and %s", vname, optarg);
			vname = optarg;
			break;
		case 'n': notation = optarg; break;
		case 'f':
			if (!strcmp(optarg, "tagged"))
				r.format = FMT_TAGGED;
			else if (!strcmp(optarg, "flat"))
				r.format = FMT_FLAT;
			else if (!strcmp(optarg, "json"))
				r.format = FMT_JSON;
			else
				return cli_usage_error("convert", "-f takes tagged, flat or json, not '%s'",
						       optarg);
			break;
		case 'S': r.strict = 1; break;
		case 'K': r.keep_invalid = 1; break;
		case 'q': quiet = 1; break;
		case 'h': fputs(usage, stdout); cli_notations_help(stdout); return 0;
		default: return cli_bad_option("convert", argv, c);
		}
	}
	if (r.format == FMT_JSON) {
		if (r.target && strcmp(r.target, "json"))
			return cli_usage_error("convert", "-f json writes the JSON form: -t %s does not "
					       "go with it", r.target);
		r.target = "json";
	}
	if (!r.target)
		return cli_usage_error("convert", "say which notation to write with -t");
	if (!strcmp(r.target, "json") && r.format != FMT_AUTO && r.format != FMT_JSON)
		return cli_usage_error("convert", "-t json writes the JSON form, not -f %s",
				       r.format == FMT_FLAT ? "flat" : "tagged");
	for (size_t i = 0; games[i]; i++)
		known |= ref_notation(games[i], r.target) >= 0;
	if (!known && strcmp(r.target, "json") != 0)
		return cli_usage_error("convert", "no game writes the notation '%s'", r.target);
	if (output && strcmp(output, "-") == 0)
		output = NULL;
	if (cli_known_notation("convert", notation))
		return 2;
	if (!(reg = var_registry_new()))
		return 2;
	if (vname && !(v = cli_variant(reg, vname))) {
		var_registry_free(reg);
		return 2;
	}
	if (v && ((notation && cli_check_notation("convert", v, notation)) ||
		  cli_check_notation("convert", v, r.target))) {
		var_registry_free(reg);
		return 2;
	}
	if (output && out_open(&of, "convert", output, argv + optind, argc - optind)) {
		var_registry_free(reg);
		return 2;
	}
	if (output)
		r.out = of.f;
	ref_init(&r.ref, reg, v, ARB_FALLBACK_VARIANT, cli_move_notation(notation));
	status = cli_each_record(argc - optind, argv + optind, notation, stderr, one, &r);
	if (output) {
		/* an input that could not be read leaves the file as it was */
		if (out_close(&of, !status && !r.unreadable && !r.io_error))
			r.io_error = 1;
	} else if (fflush(r.out) || ferror(r.out)) {
		r.io_error = 1;
	}
	if (r.io_error) /* what reached the output is not known whole: nothing counts */
		fprintf(stderr, "arbiter: convert: no record written: the output could not be "
			"written%s\n", output ? "" : " (standard output)");
	else if (!quiet)
		fprintf(stderr, "%ld record%s written; %ld illegal%s, %ld mismatched, %ld unreadable, "
			"%ld not held whole\n", r.written, r.written == 1 ? "" : "s", r.illegal,
			r.keep_invalid ? " (written whole)" : " (not written)",
			r.mismatched, r.unreadable, r.lossy);
	ref_free(&r.ref);
	var_registry_free(reg);
	buf_free(&r.plies);
	buf_free(&r.text);
	for (size_t i = 0; i < sizeof r.wstate / sizeof r.wstate[0]; i++)
		free(r.wstate[i]);
	free(r.start);
	free(r.moves);
	if (r.io_error)
		return 2;
	if (status || r.unreadable)
		return 2;
	return r.illegal || r.mismatched || r.refused || (r.strict && r.lossy) ? 1 : 0;
}
